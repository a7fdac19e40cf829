"""What ``ecarte tournament`` shows: the progress (rich bars on a terminal, plain lines
elsewhere) and the result (the rating table, the matches, the sequential test)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ecarte.tournament import TournamentConfig


def _words() -> Any:
    from ecarte.words.tournament import words

    return words()


def _pairs(config: TournamentConfig) -> list[tuple[str, str]]:
    return [(config.levels[a], config.levels[b]) for a, b in config.pairings()]


class Plain:
    """Progress as plain lines: one as each match ends, and in an A/B test about every
    twentieth of the most units."""

    def __init__(self, config: TournamentConfig, out: IO[str]) -> None:
        self.config, self.out = config, out
        self.step = max(1, config.units // 20) if config.sprt is not None else config.units
        self.said: dict[int, int] = {}

    def __call__(self, match: int, done: int) -> None:
        last = self.said.get(match, 0)
        if done < self.config.units and done // self.step == last // self.step:
            return
        self.said[match] = done
        a, b = _pairs(self.config)[match]
        self.out.write(_words().progress_line(match + 1, len(self.config.pairings()), a, b,
                                              done, self.config.units,
                                              self.config.games is not None) + "\n")
        self.out.flush()


@contextlib.contextmanager
def bars(config: TournamentConfig) -> Iterator[Callable[[int, int], None]]:
    """A rich bar per match on standard error, removed at the end."""
    from rich.console import Console
    from rich.markup import escape
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    from ecarte.words.commands import words

    what = words().progress_games if config.games is not None else words().progress_deals
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TextColumn(escape(what)), TimeElapsedColumn(), TimeRemainingColumn(),
                  console=Console(stderr=True), transient=True) as progress:
        tasks = [progress.add_task(escape(f"{a} vs {b}"), total=config.units, start=False)
                 for a, b in _pairs(config)]

        def update(match: int, done: int) -> None:
            progress.start_task(tasks[match])  # its clock runs from its first chunk
            progress.update(tasks[match], completed=done)
        yield update


def show(figures: dict[str, Any], config: TournamentConfig) -> None:
    """The rating table, the model, the matches and the test's verdict."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from ecarte.words import phrasebook

    said, book = _words(), phrasebook()
    console = Console(highlight=False)

    def number(value: float, places: int = 0, sign: bool = True) -> str:
        text = f"{value:+.{places}f}" if sign else f"{value:.{places}f}"
        return text.replace(".", book.decimal_mark).replace("-", "−")

    ratings = figures["ratings"]
    share = book.percent(0.95)
    column = said.ratings_columns
    table = Table(title=Text(said.ratings_title(ratings["anchor"], share)),
                  title_justify="left")
    table.add_column("#", justify="right")
    table.add_column(Text(column["engine"]))
    for key in ("elo", "interval", "pairs", "score"):
        table.add_column(Text(column[key]), justify="right")
    ranked = sorted((r for r in ratings["engines"] if r["elo"] is not None),
                    key=lambda r: -r["elo"])
    for place, rated in enumerate(ranked, 1):
        anchor = rated["name"] == ratings["anchor"]  # the names are all different
        interval = "" if rated["ci95"] is None else \
            f"{number(rated['ci95'][0])} … {number(rated['ci95'][1])}"
        table.add_row(str(place), Text(rated["name"]),
                      "0" if anchor else number(rated["elo"]), interval,
                      book.whole(rated["pairs"]),
                      book.percent(rated["score"], 1))
    for rated in ratings["engines"]:
        if rated["elo"] is None:  # played no pair: nothing to rate it by
            table.add_row("", Text(rated["name"]), "", Text(said.not_rated), "0", "")
    console.print(table)
    console.print(Text(said.model_line))
    console.print()
    _matches(console, figures, number)
    if figures["sprt"] is not None:
        _sprt(console, figures, number)


def _matches(console: Any, figures: dict[str, Any], number: Callable[..., str]) -> None:
    from rich.table import Table
    from rich.text import Text

    from ecarte.words import phrasebook

    said, book = _words(), phrasebook()
    column = said.matches_columns
    table = Table(title=Text(said.matches_title), title_justify="left")
    for key in ("a", "b", "pairs", "per_deal", "interval"):
        table.add_column(Text(column[key]), justify="left" if key in "ab" else "right")
    for match in figures["matches"]:
        interval = "" if match["ci95"] is None else \
            f"{number(match['ci95'][0], 3)} … {number(match['ci95'][1], 3)}"
        table.add_row(Text(match["a"]), Text(match["b"]), book.whole(match["units"]),
                      number(match["points_per_deal"], 3), interval)
    console.print(table)


def _sprt(console: Any, figures: dict[str, Any], number: Callable[..., str]) -> None:
    from rich.text import Text

    said, test = _words(), figures["sprt"]
    a, b = (engine["name"] for engine in figures["engines"])
    code = test["verdict"] or "open"
    console.print(Text(said.sprt_verdict(code, a, b, number(test["elo0"], 1),
                                         number(test["elo1"], 1))))
    low, high = test["bounds"]
    ratio = 0.0 if test["llr"] is None else test["llr"]
    console.print(Text(said.sprt_figures(number(ratio, 2), number(low, 2), number(high, 2),
                                         test["units"], figures["mode"] == "games")))
