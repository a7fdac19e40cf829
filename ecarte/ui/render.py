"""Rich renderables: the table, the deal summary, game and match results.

Everything fits 80 columns and wraps cleanly at 40: a two-column grid of a label and a
value, inside a panel whose box is ASCII when glyphs are off.
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


def _grid() -> Table:
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="label", no_wrap=True)
    grid.add_column(overflow="fold")
    return grid


def table(view: SeatView, seats: Seats, extra: str = "") -> RenderableType:
    """The table for the viewer: score, deal, trumps, stock, exchanges, tricks, hand."""
    state, look, who = view.state, seats.look, seats.who
    deal = state.deal
    grid = _grid()
    grid.add_row("Score", _score_line(state, seats))
    title = _title(state, look)
    if deal is None:
        return Panel(grid, title=title, box=seats.box(), expand=False)
    dealer, elder = deal.dealer, deal.elder
    grid.add_row("Deal", f"{seats.narrator.Who(dealer)} deal"
                 + ("" if dealer == seats.viewer else "s")
                 + f"; {who(elder)} {'are' if elder == seats.viewer else 'is'} elder")
    trumps = Text(f"{look.suit_name(deal.trump)}; turn-up ")
    trumps.append_text(look.card_text(deal.turnup, deal.trump))
    trumps.append(f"; stock {len(deal.stock)}")
    grid.add_row("Trumps", trumps)
    if any(deal.exchanges):
        counts = ", ".join(
            f"{who(s)} {'+'.join(map(str, deal.exchanges[s])) or 0}" for s in (elder, dealer))
        proposals = "1 proposal" if deal.proposals == 1 else f"{deal.proposals} proposals"
        grid.add_row("Exchanged", f"{counts} ({proposals})")
    elif deal.proposals:
        grid.add_row("Exchanged", "none (1 proposal)")
    if deal.phase is Phase.PLAY or deal.played:
        grid.add_row("Tricks", f"{who(0)} {deal.tricks[0]}, {who(1)} {deal.tricks[1]}")
        if deal.played:
            leader, lead, follow = deal.played[-1]
            last = Text(f"{who(leader)} led ")
            last.append_text(look.card_text(lead, deal.trump))
            last.append(f", {who(1 - leader)} played ")
            last.append_text(look.card_text(follow, deal.trump))
            winner = leader if not follow.beats(lead, deal.trump) else 1 - leader
            last.append(f" ({who(winner)} won)")
            grid.add_row("Last trick", last)
        if deal.lead is not None:
            now = Text(f"{who(deal.leader)} led ")
            now.append_text(look.card_text(deal.lead, deal.trump))
            grid.add_row("This trick", now)
    if deal.declared is not None:
        grid.add_row("King", f"{who(deal.declared)} declared the King of trumps")
    if seats.viewer is not None:
        grid.add_row("Your hand", _hand(view, look))
        mine = view.my_discards
        if mine:
            grid.add_row("Discarded", look.cards(in_hand_order(mine, deal.trump)))
    parts: list[RenderableType] = [grid]
    if extra:
        parts.append(Text(extra, style="note"))
    return Panel(Group(*parts), title=title, title_align="left", box=seats.box(),
                 expand=False)


def _title(state: MatchState, look: Look) -> str:
    game = state.game
    number = len(state.results) + 1
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
        lines.append(f"{seats.narrator.Who(event.seat)} +{event.points} point{plural}: ",
                     style="points")
        lines.append("; ".join(seats.look.plain(r) for r in event.reasons) + ".\n")
    score = points[-1].score if points else state.score
    lines.append(f"Score: {who(0)} {score[0]}, {who(1)} {score[1]} "
                 f"(first to {state.rules.target}).")
    return Panel(lines, title="Deal over", title_align="left", box=seats.box(), expand=False)


def game_result(winner: int, score: tuple[int, int], value: int, games: tuple[int, int],
                state: MatchState, seats: Seats) -> RenderableType:
    who = seats.narrator.Who
    verb = "win" if winner == seats.viewer else "wins"
    lines = Text(f"{who(winner)} {verb} the game {score[winner]} to {score[1 - winner]}.",
                 style="good" if winner == seats.viewer or seats.viewer is None else "bad")
    if value > 1:
        lines.append(f"\nIt counts {value} (stake and game value).")
    if state.rules.match > 1:
        lines.append(f"\nGames: {seats.who(0)} {games[0]}, {seats.who(1)} {games[1]} "
                     f"(best of {state.rules.match}).")
    return Panel(lines, title="Game over", title_align="left", box=seats.box(), expand=False)


def match_result(winner: int, games: tuple[int, int], stakes: tuple[int, int], seed: int,
                 seats: Seats, saved_to: str | None,
                 score: tuple[int, int] | None = None) -> RenderableType:
    who = seats.narrator.Who
    verb = "win" if winner == seats.viewer else "wins"
    text = Text(f"{who(winner)} {verb} the match", style="title")
    if sum(games) > 1:
        text.append(f", {games[winner]} games to {games[1 - winner]}")
    elif score is not None:
        text.append(f", {score[winner]} points to {score[1 - winner]}")
    text.append(".")
    if stakes != games:
        text.append(f"\nStakes won: {seats.who(0)} {stakes[0]}, {seats.who(1)} {stakes[1]}.")
    text.append(f"\nSeed {seed}: the same seed and moves replay this match.", style="note")
    if saved_to:
        text.append(f"\nRecord saved to {saved_to}", style="note")
    return Panel(text, title="Match over", title_align="left", box=seats.box(), expand=False)


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
    return Panel(grid, title="Score", title_align="left", box=seats.box(), expand=False)
