"""Rich renderables: the table, the deal summary, game and match results.

A steady table: the table, deal, game and score panels of a match share one width
(``panel_width``: what the longest row needs with these names, at most the console's
width); rows keep their places (the three trick rows stay put from the first card to the
last); labels keep one width; values wrap between words. A two-column grid of a label
and a value, inside a panel whose box is ASCII when glyphs are off.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from rich import box
from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ecarte.engine import MatchState, Phase, SeatView, in_hand_order
from ecarte.engine.cards import DECK
from ecarte.engine.events import PointsScored
from ecarte.ui.commands import hand_order
from ecarte.ui.narrate import Narrator
from ecarte.ui.theme import Look
from ecarte.words import phrasebook
from ecarte.words.options import said_rules
from ecarte.words.table import words


@dataclasses.dataclass(frozen=True, slots=True)
class Seats:
    """Who sits where, as the viewer reads it."""

    names: tuple[str, str]
    viewer: int | None
    look: Look

    @property
    def narrator(self) -> Narrator:
        return Narrator(self.names, self.viewer, self.look)

    def who(self, seat: int) -> str:
        return self.narrator.who(seat)

    def box(self) -> box.Box:
        return box.ASCII if self.look.ascii else box.ROUNDED


HAND_WIDTH = 41  # five cards of one suit: "1:10♦  2:A♦  3:K♦  4:Q♦  5:J♦  trumps"


def _labels() -> tuple[str, ...]:
    said = words()
    return (said.label_score, said.label_deal, said.label_trumps, said.label_exchanged,
            said.label_tricks, said.label_last_trick, said.label_this_trick,
            said.label_hand, said.label_discarded, said.label_king, said.label_games,
            said.label_rules, said.label_opponent)


def label_width() -> int:
    """The labels' one width: the longest label in the player's language ("Last trick"
    in English: 10)."""
    return max(len(label) for label in _labels())


def panel_width(names: tuple[str, str]) -> int:
    """The width of the panels of a match between ``names``: what the longest row
    needs (a trick between the two, or a hand of one suit), whoever is "you", in the
    player's language.

    >>> panel_width(("Ada", "Bot"))
    56
    """
    said = words()
    first, second = ([(name, False), (name, True)] for name in names)
    article = max(len(said.card_article(card)) for card in DECK)
    trick = max(max(len(said.led(*one) + said.then_played(*other)),
                    len(said.last_led(*one) + said.last_then_played(*other)))
                + len("10♥" + "10♥" + said.trick_won(*winner)) + 2 * article
                for one in first for other in second for winner in (one, other))
    hand = HAND_WIDTH - len("trumps") + len(said.trumps_mark)
    score = max(len(f"{name} 10") for name in (*names, said.you)) * 2 + len(", ") \
        + len(said.first_to(10) + said.games_tally(1, 1))
    return 2 + 2 + label_width() + 1 + max(hand, trick, score)


def _grid() -> Table:
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="label", no_wrap=True, min_width=label_width())
    grid.add_column(overflow="fold")
    return grid


def _panel(body: RenderableType, title: str, seats: Seats) -> Panel:
    """A panel of the match's one width (narrower only on a narrower console)."""
    return Panel(body, title=Text(title), title_align="left", box=seats.box(),
                 width=panel_width(seats.names))


def table(view: SeatView, seats: Seats, extra: str = "", title: str | None = None
          ) -> RenderableType:
    """The table for the viewer. Its rows keep their places through a deal: Score,
    Deal, Trumps, Exchanged; from the first card Tricks, Last trick and This trick; then
    the hand, the discards and a declared King. Titled with the game and the deal
    unless ``title`` is given (the lesson's steps are not a match's deals)."""
    state, look, who = view.state, seats.look, seats.who
    said = words()
    person = seats.narrator.person
    deal = state.deal
    grid = _grid()
    grid.add_row(said.label_score, _score_line(state, seats))
    title = _title(state, look) if title is None else title
    if deal is None:
        return _panel(grid, title, seats)
    dealer, elder = deal.dealer, deal.elder
    grid.add_row(said.label_deal, said.deal_row(*person(dealer), *person(elder)))
    mark = f"({look.suit(deal.trump)})" if look.ascii else look.suit(deal.trump)
    trumps = Text(said.trump_suit(deal.trump, mark) + said.turnup)
    trumps.append_text(look.card_text(deal.turnup, deal.trump))
    trumps.append(said.stock(len(deal.stock)))
    grid.add_row(said.label_trumps, trumps)
    grid.add_row(said.label_exchanged, _exchanges(view, seats))
    if deal.phase is Phase.PLAY or deal.played:
        grid.add_row(said.label_tricks,
                     f"{who(0)} {deal.tricks[0]}, {who(1)} {deal.tricks[1]}")
        grid.add_row(said.label_last_trick, _last_trick(view, seats))
        grid.add_row(said.label_this_trick, _this_trick(view, seats))
    if seats.viewer is not None:
        grid.add_row(said.label_hand, _hand(view, look))
        mine = view.my_discards
        if mine:
            grid.add_row(said.label_discarded, look.cards(in_hand_order(mine, deal.trump)))
    if deal.declared is not None:
        grid.add_row(said.label_king, said.king_declared(*person(deal.declared)))
    parts: list[RenderableType] = [grid]
    if extra:
        parts.append(Text(extra, style="note"))
    return _panel(Group(*parts), title, seats)


def _exchanges(view: SeatView, seats: Seats) -> str:
    """The cards each side exchanged, and who pays double if beaten (a stand at once,
    a refusal): the table says it for the whole deal, the narration does not repeat it.
    """
    deal = view.deal
    assert deal is not None
    who, said = seats.who, words()
    elder, dealer = deal.elder, deal.dealer
    proposals = said.proposals(deal.proposals)
    if any(deal.exchanges):
        shown = ", ".join(f"{who(s)} {'+'.join(map(str, deal.exchanges[s])) or 0}"
                          for s in (elder, dealer))
        shown = said.exchange_counts(shown) + f" ({proposals})"
    elif deal.proposals:
        shown = f"{said.no_exchange} ({proposals})"
    else:
        shown = said.no_exchange if deal.penalty is not None else said.no_exchange_yet
    if deal.penalty is not None:
        seat = deal.penalty
        shown += said.penalty(*seats.narrator.person(seat), seat == elder)
    return shown


def _last_trick(view: SeatView, seats: Seats) -> Text:
    deal = view.deal
    assert deal is not None
    said = words()
    if not deal.played:
        return Text(said.none_yet)
    look, person = seats.look, seats.narrator.person
    leader, lead, follow = deal.played[-1]
    last = Text(said.last_led(*person(leader)) + said.card_article(lead))
    last.append_text(look.card_text(lead, deal.trump))
    last.append(said.last_then_played(*person(1 - leader)) + said.card_article(follow))
    last.append_text(look.card_text(follow, deal.trump))
    winner = leader if not follow.beats(lead, deal.trump) else 1 - leader
    last.append(said.trick_won(*person(winner)))
    return last


def _this_trick(view: SeatView, seats: Seats) -> Text:
    deal = view.deal
    assert deal is not None
    said, person = words(), seats.narrator.person
    if deal.lead is not None:
        now = Text(said.led(*person(deal.leader)) + said.card_article(deal.lead))
        now.append_text(seats.look.card_text(deal.lead, deal.trump))
        return now
    if deal.phase is not Phase.PLAY:
        return Text(said.played_out)
    return Text(said.to_lead(*person(deal.leader)))


def _title(state: MatchState, look: Look) -> str:
    game = state.game
    said = words()
    number = len(state.results) + (state.winner is None)  # the last game, once over
    parts = [said.title_game_of(number, state.rules.match) if state.rules.match > 1
             else said.title_game(number)]
    if game is not None and game.deals:
        parts.append(said.title_deal(game.deals))
    if game is not None and game.stake > 1:
        parts.append(said.title_stake(game.stake))
    return (" - " if look.ascii else " · ").join(parts)


def _score_line(state: MatchState, seats: Seats) -> Text:
    who = seats.who
    said = words()
    score = state.score
    text = Text()
    text.append(f"{who(0)} {score[0]}", style="you" if seats.viewer == 0 else "them")
    text.append(", ")
    text.append(f"{who(1)} {score[1]}", style="you" if seats.viewer == 1 else "them")
    text.append(said.first_to(state.rules.target))
    if state.rules.match > 1:
        text.append(said.games_tally(state.games[0], state.games[1]))
    return text


def _hand(view: SeatView, look: Look) -> Text:
    deal = view.deal
    assert deal is not None
    cards = hand_order(view)
    text = Text()
    position = 0
    suits = [s for s in dict.fromkeys(c.suit for c in cards)]
    for row, suit in enumerate(suits):
        if row:
            text.append("\n")
        for card in cards:
            if card.suit is suit:
                position += 1
                text.append(f"{position}:", style="position")
                text.append_text(look.card_text(card, deal.trump))
                text.append("  ")
        if suit is deal.trump:
            text.append(words().trumps_mark, style="trump")
    return text


def deal_summary(points: Sequence[PointsScored], tricks: tuple[int, int] | None,
                 state: MatchState, seats: Seats) -> RenderableType:
    """After each deal: the tricks and every point with its reason, then the score."""
    narrator, said = seats.narrator, words()
    lines = Text()
    if tricks is not None:
        lines.append(said.summary_tricks(narrator.score(tricks)))
    if not points:
        lines.append(said.no_points)
    for event in points:
        lines.append(said.scored(*narrator.person(event.seat), event.points), style="points")
        why = said.semicolon.join(seats.look.plain(phrasebook().reason(r)) for r in event.reasons)
        lines.append(f" ({why}).\n")
    score = points[-1].score if points else state.score
    lines.append(said.summary_score(narrator.score(score), state.rules.target))
    return _panel(lines, said.deal_over, seats)


def game_result(winner: int, score: tuple[int, int], value: int, games: tuple[int, int],
                state: MatchState, seats: Seats) -> RenderableType:
    narrator, said = seats.narrator, words()
    lines = Text(said.game_won(*narrator.person(winner), score[winner], score[1 - winner]),
                 style="good" if winner == seats.viewer or seats.viewer is None else "bad")
    if value > 1:
        lines.append(said.game_counts(value))
    if state.rules.match > 1:
        lines.append(said.games_line(narrator.score(games), state.rules.match))
    return _panel(lines, said.game_over, seats)


def match_result(winner: int, games: tuple[int, int], stakes: tuple[int, int],
                 seed: int | None, seats: Seats, score: tuple[int, int] | None = None
                 ) -> RenderableType:
    """The "Match over" panel, of the match's one width (the record's path goes under
    it: ``record_line``). ``seed`` None: the match is not saved, no seed is offered."""
    narrator, said = seats.narrator, words()
    text = Text(said.match_won(*narrator.person(winner)), style="title")
    if sum(games) > 1:
        text.append(said.by_games(games[winner], games[1 - winner]))
    elif score is not None:
        text.append(said.by_points(score[winner], score[1 - winner]))
    text.append(said.end_of_sentence)
    if stakes != games:
        text.append(said.stakes_won(narrator.score(stakes)))
    if seed is not None:
        text.append(said.seed_line(seed), style="note")
    return _panel(text, said.match_over, seats)


def shown_path(path: str) -> str:
    """A path as the player may type it back: under the home folder from ``~/`` (shorter
    on the line), shell-quoted when it needs quoting.

    >>> import os
    >>> shown_path(os.path.expanduser("~/records/a.json")), shown_path("/tmp/my records")
    ('~/records/a.json', "'/tmp/my records'")
    """
    import os
    import shlex

    home = os.path.expanduser("~")
    if home not in ("", "~", "/") and path.startswith(home + os.sep):
        rest = path[len(home) + 1:]
        if shlex.quote(rest) == rest:
            return "~/" + rest
    return shlex.quote(path)


def path_line(label: str, path: str, width: int) -> Text:
    """``label`` then ``path`` (or a command): on one line when both fit in ``width``
    columns, else the path on a line of its own under the label, indented. Print it with
    ``soft_wrap=True``: a path or a command is never broken (a terminal narrower than the
    path alone may wrap it, whole, to be copied).

    >>> print(path_line("Record saved to", "/tmp/a.json", 40).plain)
    Record saved to /tmp/a.json
    >>> print(path_line("Every decision:", "ecarte review /tmp/a.json --seat 0", 40).plain)
    Every decision:
        ecarte review /tmp/a.json --seat 0
    """
    text = Text(label, style="note", no_wrap=True, overflow="ignore")
    one_line = cell_len(label) + 1 + cell_len(path) <= width
    text.append((" " if one_line else "\n    ") + path)
    return text


def record_line(path: str, width: int) -> Text:
    """"Record saved to PATH", to print under the "Match over" panel with
    ``soft_wrap=True`` (``path_line``)."""
    return path_line(words().record_saved, shown_path(path), width)


def score_panel(state: MatchState, seats: Seats, level: str | None) -> RenderableType:
    said, narrator = words(), seats.narrator
    grid = _grid()
    grid.add_row(said.label_score, _score_line(state, seats))
    if state.rules.match > 1 or state.results:
        grid.add_row(said.label_games, said.games_row(narrator.score(state.games),
                                                      state.rules.match))
        for number, result in enumerate(state.results, 1):
            grid.add_row(said.title_game(number), said.game_row(
                *narrator.person(result.winner), result.score[result.winner],
                result.score[1 - result.winner]))
    grid.add_row(said.label_rules, said_rules(state.rules.to_spec()))
    if level:
        grid.add_row(said.label_opponent, said.level_name(level))
    return _panel(grid, said.score_title, seats)
