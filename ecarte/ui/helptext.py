"""The words a player reads: the help screen, and what each turn asks for."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from ecarte.engine import CONCEDE, PLAY, Action, Card, Phase, SeatView, apply
from ecarte.engine.cards import in_hand_order, listed_cards
from ecarte.engine.events import GameWon, MatchWon, PointsScored
from ecarte.ui.commands import hand_order
from ecarte.ui.theme import Look

HELP_ROWS = (
    ("propose, p", "ask for an exchange of cards (elder)"),
    ("stand, s", "play the cards you hold (elder)"),
    ("accept, a", "agree to the exchange (dealer)"),
    ("refuse, r", "refuse it: play begins (dealer)"),
    ("discard 1 4", "discard cards by position, or by name: discard 7c 8d (also d, x)"),
    ("kh, K♥, 10h, 3", "play a card by name or position (play kh works too); at the "
                       "discard prompt, cards typed alone are confirmed first"),
    ("king", "declare the King of trumps for 1 point, before your first card (you are "
             "asked before a first card would give it up)"),
    ("double, take, drop", "the videau (doubling), when the rules allow it"),
    ("concede", "give up the deal: the other side scores the point (the vole if you "
                "have no trick); asks first, saying what it costs"),
    ("? or moves", "one line 'legal: ...' listing the legal moves as you may type them; "
                   "'discard N to M of CARDS' means any N to M of those cards"),
    ("hint", "the expert's advice here, whichever bot you play, with each choice's "
             "chance; a match with hints does not move your rating (the first hint asks)"),
    ("undo", "take back your last move if nobody has answered it and you drew no card; "
             "against a bot it makes the match practice, which does not move your rating "
             "(asks first)"),
    ("score, log, sheet", "the score; what happened in this deal; the score sheet"),
    ("speed fast", "the bot's pause: fast, normal, slow, or seconds (speed 0.5)"),
    ("tutor on", "the expert warns you before a mistake and asks you to confirm; "
                 "tutor off stops it"),
    ("rules", "the rules of Écarté"),
    ("quit", "leave; the match is saved: ecarte play --resume goes on"),
    ("Tab", "complete a move; Up/Down recall earlier lines"),
    ("Ctrl-C, Ctrl-D", "cancel the line (then asks before leaving); leave at once"),
)


def help_table(look: Look, rows: Sequence[tuple[str, str]] = HELP_ROWS) -> RenderableType:
    """The help screen: each command beside what it does (``ecarte play``'s by default)."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    for command, text in rows:
        grid.add_row(look.plain(command), look.plain(text))
    return grid


def turn_text(view: SeatView, names: tuple[str, str], look: Look) -> Text:
    """What the player is asked now, in one or two sentences."""
    state = view.state
    other = names[1 - view.seat]
    game = state.game
    deal = view.deal
    if game is not None and game.offered is not None:
        return Text(f"{other} doubles. take: play on at stake {game.stake * 2}; "
                    "drop: lose this game now at the present stake.")
    if deal is None:
        return Text("")
    actions = view.legal_actions()
    if deal.phase is Phase.STAND_OR_PROPOSE:
        said = "You are the elder: stand (s) to play these cards, or propose (p) to " \
               "exchange some."
        if deal.stand_is_penalised():
            said += " Standing now costs 2 points, not 1, if you take fewer than 3 tricks."
        return Text(said)
    if deal.phase is Phase.ANSWER:
        said = f"{other} proposes an exchange: accept (a), or refuse (r) and play at once."
        if deal.refusal_is_penalised(view.rules):
            said += " Refusing costs 2 points, not 1, if you take fewer than 3 tricks."
        return Text(said)
    if deal.phase is Phase.DISCARD:
        counts = [a.count for a in actions if a.kind == "discard"]
        fewest, most = min(counts), max(counts)
        many = f"{fewest} to {most}" if most > fewest else str(most)
        size = len(view.hand)
        example = " ".join(str(i) for i in range(max(1, size - min(2, most) + 1), size + 1))
        said = f"Discard {many} card{'s' if most > 1 else ''} and draw as many: type " \
               f"positions or names, like 'discard {example}'."
        if fewest == 0:
            said += " 'discard' alone keeps all five."
        return Text(said)
    if deal.phase is Phase.PLAY:
        cards = [c for c in hand_order(view) if PLAY[c] in actions]
        if deal.lead is None:
            text = Text("Your lead: type a card (like kh) or its position.")
        else:
            must = "must" if len(cards) == 1 else "may"
            text = Text(f"{other} led {look.card(deal.lead)}; you {must} play ")
            text.append_text(look.cards(cards, deal.trump, sep=", "))
            text.append(".")
        if any(a.kind == "king" for a in actions):
            text.append(" You hold the King of trumps: 'king' declares it for 1 point "
                        "(before your first card, or never).")
        return text
    return Text("")


def concede_question(seen: SeatView, names: tuple[str, str]) -> str:
    """What conceding now costs, as a question (law 42: the point, or the vole without a
    trick), and whether it ends the game or the match."""
    other = names[1 - seen.seat]
    events = apply(seen.state, CONCEDE)[1]
    points = sum(e.points for e in events if isinstance(e, PointsScored))
    what = "the vole, 2 points, since you have no trick" if points == 2 else \
        "the point" if points == 1 else f"{points} points"
    said = f"Concede this deal? {other} scores {what}"
    if any(isinstance(e, MatchWon) for e in events):
        said += ", which wins the match"
    elif any(isinstance(e, GameWon) for e in events):
        said += ", which wins the game"
    return said + "."


def discard_question(action: Action, look: Look) -> str:
    """The confirmation for cards typed alone at the discard prompt, the cards in the
    order the narration of the discard gives them: "Discard the 7♦, 8♦ and 7♠ and draw
    3 cards?"."""
    cards = look.plain(listed_cards(in_hand_order(action.cards)))
    many = "one card" if action.count == 1 else f"{action.count} cards"
    return f"Discard the {cards} and draw {many}?"


def king_question(king: Card, card: Card, look: Look) -> str:
    """Before a first card that would give up the King of trumps' point (the King
    itself, or another card)."""
    when = "as you play it" if card == king else f"before you play the {look.card(card)}"
    return (f"You hold the {look.card(king)}, the King of trumps: declare it for 1 point "
            f"{when}? (No gives the point up.)")
