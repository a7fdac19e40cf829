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
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ecarte.engine import MatchState, Phase, SeatView, in_hand_order
from ecarte.engine.events import PointsScored
from ecarte.ui.commands import hand_order
from ecarte.ui.narrate import Narrator
from ecarte.ui.theme import Look
from ecarte.words import phrasebook


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


LABEL_WIDTH = 10  # "Last trick", the longest label
HAND_WIDTH = 41  # five cards of one suit: "1:10♦  2:A♦  3:K♦  4:Q♦  5:J♦  trumps"


def panel_width(names: tuple[str, str]) -> int:
    """The width of the panels of a match between ``names``: what the longest row
    needs (a trick between the two, or a hand of one suit), whoever is "you".

    >>> panel_width(("Ada", "Bot"))
    56
    """
    first, second = (name if len(name) > 3 else "you" for name in names)
    trick = f"{first} led 10♥, {second} played 10♥ ({max(first, second, key=len)} won)"
    return 2 + 2 + LABEL_WIDTH + 1 + max(HAND_WIDTH, len(trick))


def _grid() -> Table:
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="label", no_wrap=True, min_width=LABEL_WIDTH)
    grid.add_column(overflow="fold")
    return grid


def _panel(body: RenderableType, title: str, seats: Seats) -> Panel:
    """A panel of the match's one width (narrower only on a narrower console)."""
    return Panel(body, title=Text(title), title_align="left", box=seats.box(),
                 width=panel_width(seats.names))


def table(view: SeatView, seats: Seats, extra: str = "") -> RenderableType:
    """The table for the viewer. Its rows keep their places through a deal: Score,
    Deal, Trumps, Exchanged; from the first card Tricks, Last trick and This trick; then
    the hand, the discards and a declared King."""
    state, look, who = view.state, seats.look, seats.who
    deal = state.deal
    grid = _grid()
    grid.add_row("Score", _score_line(state, seats))
    title = _title(state, look)
    if deal is None:
        return _panel(grid, title, seats)
    dealer, elder = deal.dealer, deal.elder
    grid.add_row("Deal", f"{seats.narrator.Who(dealer)} deal"
                 + ("" if seats.narrator.second(dealer) else "s")
                 + f"; {who(elder)} {'are' if seats.narrator.second(elder) else 'is'} elder")
    trumps = Text(f"{look.suit_name(deal.trump)}; turn-up ")
    trumps.append_text(look.card_text(deal.turnup, deal.trump))
    trumps.append(f"; stock {len(deal.stock)}")
    grid.add_row("Trumps", trumps)
    grid.add_row("Exchanged", _exchanges(view, seats))
    if deal.phase is Phase.PLAY or deal.played:
        grid.add_row("Tricks", f"{who(0)} {deal.tricks[0]}, {who(1)} {deal.tricks[1]}")
        grid.add_row("Last trick", _last_trick(view, seats))
        grid.add_row("This trick", _this_trick(view, seats))
    if seats.viewer is not None:
        grid.add_row("Your hand", _hand(view, look))
        mine = view.my_discards
        if mine:
            grid.add_row("Discarded", look.cards(in_hand_order(mine, deal.trump)))
    if deal.declared is not None:
        grid.add_row("King", f"{who(deal.declared)} declared the King of trumps")
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
    who = seats.who
    elder, dealer = deal.elder, deal.dealer
    proposals = "1 proposal" if deal.proposals == 1 else f"{deal.proposals} proposals"
    if any(deal.exchanges):
        said = ", ".join(f"{who(s)} {'+'.join(map(str, deal.exchanges[s])) or 0}"
                         for s in (elder, dealer)) + f" ({proposals})"
    elif deal.proposals:
        said = f"none ({proposals})"
    else:
        said = "none" if deal.penalty is not None else "none yet"
    if deal.penalty is not None:
        seat = deal.penalty
        how = "stood" if seat == elder else "refused"
        said += f"; {who(seat)} {how}: a loss costs {who(seat)} 2"
    return said


def _last_trick(view: SeatView, seats: Seats) -> Text:
    deal = view.deal
    assert deal is not None
    if not deal.played:
        return Text("none yet")
    look, who = seats.look, seats.who
    leader, lead, follow = deal.played[-1]
    last = Text(f"{who(leader)} led ")
    last.append_text(look.card_text(lead, deal.trump))
    last.append(f", {who(1 - leader)} played ")
    last.append_text(look.card_text(follow, deal.trump))
    winner = leader if not follow.beats(lead, deal.trump) else 1 - leader
    last.append(f" ({who(winner)} won)")
    return last


def _this_trick(view: SeatView, seats: Seats) -> Text:
    deal = view.deal
    assert deal is not None
    if deal.lead is not None:
        now = Text(f"{seats.who(deal.leader)} led ")
        now.append_text(seats.look.card_text(deal.lead, deal.trump))
        return now
    if deal.phase is not Phase.PLAY:
        return Text("none: the deal is played out")
    return Text(f"{seats.who(deal.leader)} to lead")


def _title(state: MatchState, look: Look) -> str:
    game = state.game
    number = len(state.results) + (state.winner is None)  # the last game, once over
    parts = [f"Game {number}" + (f" of up to {state.rules.match}" if state.rules.match > 1
                                  else "")]
    if game is not None and game.deals:
        parts.append(f"deal {game.deals}")
    if game is not None and game.stake > 1:
        parts.append(f"stake {game.stake}")
    return (" - " if look.ascii else " · ").join(parts)


def _score_line(state: MatchState, seats: Seats) -> Text:
    who = seats.who
    score = state.score
    text = Text()
    text.append(f"{who(0)} {score[0]}", style="you" if seats.viewer == 0 else "them")
    text.append(", ")
    text.append(f"{who(1)} {score[1]}", style="you" if seats.viewer == 1 else "them")
    text.append(f" (first to {state.rules.target})")
    if state.rules.match > 1:
        text.append(f"; games {state.games[0]}-{state.games[1]}")
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
            text.append("trumps", style="trump")
    return text


def deal_summary(points: Sequence[PointsScored], tricks: tuple[int, int] | None,
                 state: MatchState, seats: Seats) -> RenderableType:
    """After each deal: the tricks and every point with its reason, then the score."""
    who = seats.who
    lines = Text()
    if tricks is not None:
        lines.append(f"Tricks: {who(0)} {tricks[0]}, {who(1)} {tricks[1]}.\n")
    if not points:
        lines.append("No points scored.\n")
    for event in points:
        plural = "s" if event.points != 1 else ""
        lines.append(f"{seats.narrator.Who(event.seat)} +{event.points} point{plural}",
                     style="points")
        said = "; ".join(seats.look.plain(phrasebook().reason(r)) for r in event.reasons)
        lines.append(f" ({said}).\n")
    score = points[-1].score if points else state.score
    lines.append(f"Score: {who(0)} {score[0]}, {who(1)} {score[1]} "
                 f"(first to {state.rules.target}).")
    return _panel(lines, "Deal over", seats)


def game_result(winner: int, score: tuple[int, int], value: int, games: tuple[int, int],
                state: MatchState, seats: Seats) -> RenderableType:
    who = seats.narrator.Who
    verb = "win" if seats.narrator.second(winner) else "wins"
    lines = Text(f"{who(winner)} {verb} the game {score[winner]} to {score[1 - winner]}.",
                 style="good" if winner == seats.viewer or seats.viewer is None else "bad")
    if value > 1:
        lines.append(f"\nIt counts {value} (stake and game value).")
    if state.rules.match > 1:
        lines.append(f"\nGames: {seats.who(0)} {games[0]}, {seats.who(1)} {games[1]} "
                     f"(best of {state.rules.match}).")
    return _panel(lines, "Game over", seats)


def match_result(winner: int, games: tuple[int, int], stakes: tuple[int, int],
                 seed: int | None, seats: Seats, score: tuple[int, int] | None = None
                 ) -> RenderableType:
    """The "Match over" panel, of the match's one width (the record's path goes under
    it: ``record_line``). ``seed`` None: the match is not saved, no seed is offered."""
    who = seats.narrator.Who
    verb = "win" if seats.narrator.second(winner) else "wins"
    text = Text(f"{who(winner)} {verb} the match", style="title")
    if sum(games) > 1:
        text.append(f", {games[winner]} games to {games[1 - winner]}")
    elif score is not None:
        points = "point" if score[winner] == 1 else "points"
        text.append(f", {score[winner]} {points} to {score[1 - winner]}")
    text.append(".")
    if stakes != games:
        text.append(f"\nStakes won: {seats.who(0)} {stakes[0]}, {seats.who(1)} {stakes[1]}.")
    if seed is not None:
        text.append(f"\nSeed {seed}: the same seed and moves replay this match.",
                    style="note")
    return _panel(text, "Match over", seats)


def record_line(path: str) -> Text:
    """"Record saved to PATH", to print under the "Match over" panel with
    ``soft_wrap=True``: a path is never folded (the terminal may wrap it, whole, to be
    copied)."""
    return Text(f"Record saved to {path}", style="note", no_wrap=True, overflow="ignore")


def score_panel(state: MatchState, seats: Seats, level: str | None) -> RenderableType:
    grid = _grid()
    grid.add_row("Score", _score_line(state, seats))
    if state.rules.match > 1 or state.results:
        grid.add_row("Games", f"{seats.who(0)} {state.games[0]}, {seats.who(1)} "
                     f"{state.games[1]} (best of {state.rules.match})")
        for number, result in enumerate(state.results, 1):
            grid.add_row(f"Game {number}", f"{seats.who(result.winner)} won "
                         f"{result.score[result.winner]}-{result.score[1 - result.winner]}")
    spec = state.rules.to_spec()
    rules = ", ".join(f"{k} {v}" for k, v in spec.items())
    grid.add_row("Rules", rules)
    if level:
        grid.add_row("Opponent", level)
    return _panel(grid, "Score", seats)
