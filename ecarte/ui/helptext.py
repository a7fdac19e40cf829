"""The words a player reads: the help screen, and what each turn asks for."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from ecarte.engine import CONCEDE, PLAY, Action, Card, Phase, SeatView, apply
from ecarte.engine.cards import in_hand_order
from ecarte.engine.events import GameWon, MatchWon, PointsScored
from ecarte.ui.commands import hand_order
from ecarte.ui.theme import Look
from ecarte.words import phrasebook
from ecarte.words.table import words

HELP_KEYS = ("propose", "stand", "accept", "refuse", "discard", "play", "king", "videau",
             "concede", "moves", "hint", "undo", "score", "speed", "tutor", "rules", "quit",
             "tab", "keys")
"""The rows of ``ecarte play``'s help, in order (each a key of ``TableWords.help_texts``)."""


def help_rows(leave_out: Iterable[str] = ()) -> tuple[tuple[str, str], ...]:
    """The help's rows in the player's language, (what to type, what it does), but the
    rows of the keys in ``leave_out``."""
    said = words()
    out = frozenset(leave_out)
    return tuple((said.help_commands[key], said.help_texts[key]) for key in HELP_KEYS
                 if key not in out)


def __getattr__(name: str) -> tuple[tuple[str, str], ...]:
    if name == "HELP_ROWS":  # the rows of the chosen language, as a constant once was
        return help_rows()
    raise AttributeError(name)


def help_table(look: Look, rows: Sequence[tuple[str, str]] | None = None) -> RenderableType:
    """The help screen: each command beside what it does (``ecarte play``'s by default)."""
    rows = help_rows() if rows is None else rows
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    for command, text in rows:
        grid.add_row(look.plain(command), look.plain(text))
    return grid


def turn_text(view: SeatView, names: tuple[str, str], look: Look) -> Text:
    """What the player is asked now, in one or two sentences."""
    said = words()
    state = view.state
    other = names[1 - view.seat]
    game = state.game
    deal = view.deal
    if game is not None and game.offered is not None:
        return Text(said.doubles(other, game.stake * 2))
    if deal is None:
        return Text("")
    actions = view.legal_actions()
    if deal.phase is Phase.STAND_OR_PROPOSE:
        first = deal.stand_is_penalised()  # no exchange yet: playing on is standing
        asked = said.elder_turn if first else said.elder_turn_again
        if first:
            asked += said.stand_costs
        return Text(asked)
    if deal.phase is Phase.ANSWER:
        asked = said.answer_turn(other)
        if deal.refusal_is_penalised(view.rules):
            asked += said.refusal_costs
        return Text(asked)
    if deal.phase is Phase.DISCARD:
        counts = [a.count for a in actions if a.kind == "discard"]
        fewest, most = min(counts), max(counts)
        size = len(view.hand)
        example = " ".join(str(i) for i in range(max(1, size - min(2, most) + 1), size + 1))
        asked = said.discard_turn(fewest, most, example)
        if fewest == 0:
            asked += said.discard_alone
        return Text(asked)
    if deal.phase is Phase.PLAY:
        cards = [c for c in hand_order(view) if PLAY[c] in actions]
        if deal.lead is None:
            text = Text(said.your_lead)
        else:
            text = Text(said.follow_turn(len(cards) == 1))  # the lead was told just before
            for at, card in enumerate(cards):
                if at:
                    text.append(said.cards_or if said.cards_or and at == len(cards) - 1
                                else ", ")
                text.append(said.card_article(card))
                text.append_text(look.card_text(card, deal.trump))
            text.append(said.end_of_sentence)
        if any(a.kind == "king" for a in actions):
            text.append(said.king_turn)
        return text
    return Text("")


def concede_question(seen: SeatView, names: tuple[str, str]) -> str:
    """What conceding now costs, as a question (law 42: the point, or the vole without a
    trick), and whether it ends the game or the match."""
    other = names[1 - seen.seat]
    events = apply(seen.state, CONCEDE)[1]
    points = sum(e.points for e in events if isinstance(e, PointsScored))
    match = any(isinstance(e, MatchWon) for e in events)
    game = any(isinstance(e, GameWon) for e in events)
    return words().concede_question(other, points, match, game)


def discard_question(action: Action, look: Look) -> str:
    """The confirmation for cards typed alone at the discard prompt, the cards in the
    order the narration of the discard gives them: "Discard the 7♦, 8♦ and 7♠ and draw
    3 cards?"."""
    cards = look.plain(phrasebook().listed(in_hand_order(action.cards)))
    return words().discard_question(cards, action.count)


def king_question(king: Card, card: Card, look: Look) -> str:
    """Before a first card that would give up the King of trumps' point (the King
    itself, or another card)."""
    return look.plain(words().king_question(king, card, card == king))
