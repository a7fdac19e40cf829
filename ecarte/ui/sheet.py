"""The score sheet: one line per deal (who dealt, how the exchange went, what happened in
the play, the tricks, the points and the running score), read from the public events of
the match so far, and a line for each game won.

Only what both players saw goes on the sheet: no card of a hand or a discard. Words are
never broken: when the table's columns cannot hold their longest words, each deal is
written as a short paragraph instead (docs/playing.md, "The score sheet").
"""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Iterable, Iterator

from rich import box
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from ecarte.driver import Ledger, Step
from ecarte.engine.events import (
    Accepted,
    Conceded,
    DealEnded,
    Dealt,
    Doubled,
    Dropped,
    GameWon,
    KingDeclared,
    KingTurned,
    PointsScored,
    Proposed,
    Refused,
    Stood,
    Taken,
)
from ecarte.ui.theme import Look
from ecarte.words.table import words

_SAID: dict[type, tuple[str, str]] = {
    Stood: ("exchange", "sheet_stood"), Proposed: ("exchange", "sheet_proposed"),
    KingDeclared: ("play", "sheet_declared"), Conceded: ("play", "sheet_conceded"),
    Doubled: ("play", "sheet_doubled"), Dropped: ("play", "sheet_dropped"),
}
"""What a row says of an event told by its seat alone: its column and its message (a
field of ``TableWords`` taking the seat)."""


@dataclasses.dataclass
class SheetRow:
    """One deal on the sheet."""

    game: int  # from 1
    deal: int  # from 1, counted within its game (as replay and review count it)
    dealer: int
    exchange: list[str] = dataclasses.field(default_factory=list)  # one entry per round
    play: list[str] = dataclasses.field(default_factory=list)  # King, double, concession
    tricks: tuple[int, int] | None = None
    points: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    score: tuple[int, int] = (0, 0)
    result: str = ""  # "Game 1 to Bot, 5-3" when the deal ended a game
    over: bool = False
    ended: int | None = None  # the game the deal ended, if it ended one


def _you(names: tuple[str, str], seat: int) -> bool:
    """Whether the sheet says "you" for ``seat``: a player called "You"."""
    return names[seat] == "You"


def _who(names: tuple[str, str], seat: int) -> str:
    """The name as written inside a sentence ("you", in the player's language, for a
    player called "You"), never broken across lines."""
    return words().you if _you(names, seat) else _whole(names[seat])


def _whole(name: str) -> str:
    return name.replace(" ", "\u00a0")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def sheet_rows(steps: Iterable[Step], names: tuple[str, str]) -> list[SheetRow]:
    """The sheet of the match whose steps are ``steps``; a name is never broken across
    lines (its spaces are no-break spaces: "Club A")."""
    said = words()
    names = (_whole(names[0]), _whole(names[1]))
    rows: list[SheetRow] = []
    game = 1
    for step in steps:
        for event in step.events:
            if isinstance(event, Dealt):
                score = rows[-1].score if rows and not rows[-1].result else (0, 0)
                deal = sum(row.game == game for row in rows) + 1
                rows.append(SheetRow(game, deal, event.dealer, score=score))
                continue
            if not rows:
                continue
            row = rows[-1]
            seat = getattr(event, "seat", None)
            person = (names[seat], _you(names, seat)) if isinstance(seat, int) else ("", False)
            if isinstance(event, KingTurned):
                row.play.append(said.sheet_king_turned)  # the dealer's, as its row says
            elif isinstance(event, Stood) and not event.penalty:  # after an exchange
                row.exchange.append(said.sheet_played_on(*person))
            elif type(event) in _SAID:
                column, message = _SAID[type(event)]
                getattr(row, column).append(getattr(said, message)(*person))
            elif isinstance(event, Accepted | Refused) and row.exchange:
                answer = said.sheet_accepted if isinstance(event, Accepted) \
                    else said.sheet_refused
                row.exchange[-1] += answer(*person)
            elif isinstance(event, Taken):
                row.play.append(said.sheet_taken(*person, event.stake))
            elif isinstance(event, PointsScored):
                row.points[event.seat] += event.points
                row.score = event.score
            elif isinstance(event, DealEnded):
                row.tricks = event.tricks
                row.over = True
            elif isinstance(event, GameWon):
                row.over = True
                row.score = event.score
                won = event.score[event.seat], event.score[1 - event.seat]
                row.result = _capital(said.sheet_game(game, names[event.seat],
                                                      _you(names, event.seat), *won))
                row.ended = game
                game += 1
    return rows


@dataclasses.dataclass(frozen=True)
class _Cells:
    label: str
    dealer: str
    exchange: str
    play: str
    tricks: str
    points: str
    score: str
    shares: tuple[str, ...] = ()  # the points cell by player ("Expert +1,", "Club +1")


def _shares(row: SheetRow, names: tuple[str, str]) -> tuple[str, ...]:
    """Each player's points of a deal, as the Points cell lists them: a line may break
    between them, never inside one ("Expert +1," over "Club +1")."""
    parts = [f"{_who(names, seat)} +{row.points[seat]}" for seat in (0, 1) if row.points[seat]]
    return tuple((part if i else _capital(part)) + ("," if i < len(parts) - 1 else "")
                 for i, part in enumerate(parts))


def _cells(rows: list[SheetRow], names: tuple[str, str],
           several: bool) -> Iterator[tuple[SheetRow, _Cells]]:
    semicolon = words().semicolon
    for row in rows:
        tricks = f"{row.tricks[0]}-{row.tricks[1]}" if row.tricks else (
            "" if row.over else words().sheet_in_play)
        shares = _shares(row, names)
        yield row, _Cells(f"{row.game}.{row.deal}" if several else str(row.deal),
                          _who(names, row.dealer), _capital(semicolon.join(row.exchange)),
                          _capital(semicolon.join(row.play)), tricks, " ".join(shares),
                          f"{row.score[0]}-{row.score[1]}", shares)


EXCHANGE_AT_LEAST = 20  # below this, the Exchange column would read a word a line
POINTS = 5  # the Points column: it breaks between the players' shares, never inside one


def _wrapped(text: str, width: int) -> list[int]:
    """The words of each line of ``text`` wrapped between words in ``width`` columns (at
    spaces: a no-break space holds, as at the table); a word longer than the width is
    folded.

    >>> _wrapped("King turned up", 12), _wrapped("King turned up", 14)
    ([2, 1], [3])
    """
    lines: list[int] = [0]
    used = 0
    for word in text.split(" "):
        size = cell_len(word)
        if used and used + 1 + size > width:
            lines.append(0)
            used = 0
        used = used + 1 + size if used else size
        lines[-1] += 1
        while used > width:  # folded
            lines.append(1)
            used -= width
    return lines


def _lone(lines: list[int]) -> int:
    """The lines of a wrapped cell that hold a word alone ("Roi / retourné"): a short
    phrase read a word a line."""
    return 0 if len(lines) == 1 else sum(words == 1 for words in lines)


class ScoreSheet:
    """The sheet, as a table when its columns hold their longest words at the width
    given (and the Exchange column has room to read), else one short paragraph per
    deal."""

    def __init__(self, rows: list[SheetRow], names: tuple[str, str], look: Look,
                 games: int = 1) -> None:
        self.rows = rows
        self.names = names
        self.look = look
        # in a match of several games a deal is numbered game.deal from its first deal
        self.several = games > 1 or len({row.game for row in rows}) > 1

    def caption(self, key: bool = True) -> str:
        """The caption; with several games (and ``key``), how a deal's number reads
        ("2.1": game 2, deal 1, as replay's g takes it and the review writes it)."""
        words_ = words()
        said = words_.sheet_caption(self.names[0], self.names[1]) \
            if not _you(self.names, 0) else words_.sheet_caption_yours(self.names[1])
        last = self.rows[-1] if self.rows else None
        if key and last is not None and self.several:
            said += words_.sheet_key(last.game, last.deal)
        return said

    def grid(self) -> list[list[str]]:
        """The header and the cells of each row, column by column."""
        return [line for line, _, _ in self._lines()]

    def _lines(self) -> list[tuple[list[str], bool, tuple[str, ...]]]:
        """Each line of the grid, whether it is a game's result, and its points by
        player."""
        said = words()
        header = list(said.sheet_headers)
        lines = [(header, False, tuple(header[POINTS].split()))]
        if not self.rows:
            lines.append((["", "", said.sheet_empty, "", "", "", ""], False, ()))
        for row, c in _cells(self.rows, self.names, self.several):
            cells = [c.label, c.dealer, c.exchange, c.play, c.tricks, c.points, c.score]
            lines.append(([_capital(cell) for cell in cells], False, c.shares))
            if row.result:
                lines.append((["", "", row.result, "", "", "", c.score], True, ()))
        return lines

    def widths(self, room: int) -> list[int] | None:
        """Each column's width in ``room`` columns, none narrower than its longest word
        (a cell of the no-wrap columns: Deal, Tricks, Score), or None when they cannot
        all fit. The room left is shared between the Exchange, the Play and the Points
        so that the Play's short phrases keep their words together where they can (the
        Italian "Re girato / da Bot" beside a wide Exchange read badly), then the Points
        on one line, then the sheet takes the fewest lines."""
        grid = self.grid()
        whole = (0, 4, 6)
        least = [max(cell_len(c) if i in whole else max(map(cell_len, c.split()), default=0)
                     for c in column) for i, column in enumerate(zip(*grid, strict=True))]
        least[POINTS] = max(cell_len(share) for _, _, shares in self._lines()
                            for share in shares)
        most = [max(cell_len(c) for c in column) for column in zip(*grid, strict=True)]
        widths = least[:]
        slack = room - self.measure(widths)
        if slack < 0:
            return None
        cells = _cells(self.rows, self.names, self.several)
        longest = max((cell_len(c.exchange) for _, c in cells), default=0)
        wanted = max(least[2], min(longest, EXCHANGE_AT_LEAST))
        if wanted - least[2] > slack:
            return None  # a column of one word a line reads worse than paragraphs
        grow = min(slack, most[1] - least[1])  # the Dealer: a name, on its line
        widths[1] += grow
        slack -= grow
        body = self._lines()[1:]
        best: tuple[tuple[int, ...], list[int]] | None = None
        for points in sorted({least[POINTS], most[POINTS]}):
            for play in range(least[3], most[3] + 1):
                spare = slack - (points - least[POINTS]) - (play - least[3])
                exchange = min(most[2], least[2] + spare)
                if spare < 0 or exchange < wanted:
                    continue
                wrapped = [(_wrapped(row[2], exchange), _wrapped(row[3], play))
                           for row, _, _ in body]
                heights = [max(len(a), len(b),
                               1 if cell_len(row[POINTS]) <= points else len(shares))
                           for (a, b), (row, _, shares) in zip(wrapped, body, strict=True)]
                # no word of the Play's short phrases alone on its line where a width
                # avoids it ("Roi / retourné"), then the Points on one line, the fewest
                # lines, the fewest cells broken
                key = (sum(_lone(b) for _, b in wrapped), -points, sum(heights),
                       sum((len(a) > 1) + (len(b) > 1) for a, b in wrapped), -exchange)
                if best is None or key < best[0]:
                    best = key, [widths[0], widths[1], exchange, play, widths[4], points,
                                 widths[6]]
        return None if best is None else best[1]

    def measure(self, widths: list[int]) -> int:
        console = Console(width=10_000, file=io.StringIO(), markup=False)
        return Measurement.get(console, console.options, self.table(widths)).maximum

    def table(self, widths: list[int]) -> Table:
        table = Table(box=box.ASCII if self.look.ascii else box.SIMPLE_HEAD,
                      title=words().sheet_title, title_justify="left", pad_edge=False,
                      collapse_padding=True, caption=self.caption(), caption_justify="left")
        lines = self._lines()
        for i, header in enumerate(lines[0][0]):
            table.add_column(header, width=widths[i], no_wrap=i in (0, 4, 6),
                             justify="right" if i == 0 else "left")
        for row, result, shares in lines[1:]:
            if cell_len(row[POINTS]) > widths[POINTS]:
                row = [*row[:POINTS], "\n".join(shares), *row[POINTS + 1:]]
            table.add_row(*(Text(c, style="bold") if result and c else c for c in row),
                          end_section=result)
        return table

    def paragraphs(self) -> list[Text]:
        said = words()
        lines = [Text(said.sheet_title, style="bold")]
        if not self.rows:
            lines.append(Text(said.sheet_empty + "."))
        for row, cells in _cells(self.rows, self.names, self.several):
            deal = said.sheet_game_deal(row.game, row.deal) if self.several else \
                said.sheet_deal(row.deal)
            parts = [f"{deal}, {said.sheet_dealer(cells.dealer)}", cells.exchange,
                     cells.play, said.sheet_tricks(cells.tricks) if row.tricks
                     else cells.tricks, cells.points, said.sheet_score(cells.score)]
            lines.append(Text(". ".join(_capital(p) for p in parts if p) + "."))
            if row.result:
                lines.append(Text(row.result + ".", style="bold"))
        lines.append(Text(self.caption(key=False)))  # each deal says its game
        return lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        widths = self.widths(options.max_width)
        if widths is not None:
            yield self.table(widths)
        else:
            yield from self.paragraphs()

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widths = self.widths(options.max_width)
        if widths is None:
            return Measurement(1, options.max_width)
        return Measurement.get(console, options, self.table(widths))


def sheet_table(rows: list[SheetRow], names: tuple[str, str], look: Look,
                games: int = 1) -> ScoreSheet:
    """The sheet to print for a match of ``games`` games (best of); a deal still being
    played is marked 'in play'."""
    return ScoreSheet(rows, names, look, games)


def practice_line(ledger: Ledger) -> str:
    """"Practice match: take-backs used: N." when undo was used, else ""."""
    used = ledger.extra.get("take_backs", 0)
    if not used:
        return ""
    said = words()
    return said.practice_undo(used) if ledger.extra.get("practice") \
        else said.practice_used(used)
