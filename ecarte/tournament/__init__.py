"""Tournaments of engines in duplicate deals, as cutechess or fastchess run them
(``ecarte tournament``): a round-robin (every two engines meet) or a gauntlet (the first
meets each of the others), or an A/B comparison of two engines stopped by a sequential
test (``sprt``); then a rating of every engine with its 95% interval (``elo``).

Each meeting is an arena match (``ecarte.arena``) on the same deals: every match of a
tournament plays the deal pairs (or game pairs) of one seed, so the luck of the cards is
shared across the whole table, not only within a pair. The work is cut into the arena's
chunks (``CHUNK`` units, fresh bots seeded from the chunk), so a chunk played again gives
the same results: a run resumed from the chunks it kept (``resume``) ends as an
uninterrupted one.

>>> config = TournamentConfig(("random", "novice", "club"), deals=2, seed=1)
>>> [(config.levels[a], config.levels[b]) for a, b in config.pairings()]
[('random', 'novice'), ('random', 'club'), ('novice', 'club')]
>>> result = run_tournament(config)
>>> [match.units for match in result.matches]
[2, 2, 2]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Generator
from typing import Any

from ecarte.arena import CHUNK, ArenaConfig, ArenaResult, close_engines, run_chunk
from ecarte.engine import Rules
from ecarte.tournament.elo import Rated, Result, rate
from ecarte.tournament.sprt import Sprt

Job = tuple[int, int]
"""A piece of work: (the match, by its place in ``pairings()``; the chunk of it)."""


@dataclasses.dataclass(frozen=True)
class TournamentConfig:
    """The engines (levels of ours or ``exec:COMMAND``), the rules, the units of each
    match (``deals`` pairs or ``games`` pairs; with ``sprt`` the most to play), the seed
    of the deals, and how the engines meet."""

    levels: tuple[str, ...]
    rules: Rules = dataclasses.field(default_factory=Rules)
    deals: int | None = None
    games: int | None = None
    seed: int = 0
    jobs: int = 1
    gauntlet: bool = False
    sprt: Sprt | None = None
    movetime: float | None = None
    options: tuple[tuple[tuple[str, str], ...], ...] = ()
    """Per engine, its options: (name, value as text) pairs."""

    @property
    def units(self) -> int:
        return self.games if self.games is not None else (self.deals or 0)

    @property
    def kind(self) -> str:
        """``sprt``, ``gauntlet`` or ``round-robin``: the JSON's code."""
        return "sprt" if self.sprt is not None else "gauntlet" if self.gauntlet \
            else "round-robin"

    def pairings(self) -> list[tuple[int, int]]:
        """The matches, as pairs of engine numbers (A first)."""
        count = len(self.levels)
        if self.sprt is not None or self.gauntlet:
            return [(0, other) for other in range(1, count)]
        return [(a, b) for a in range(count) for b in range(a + 1, count)]

    def match(self, number: int) -> ArenaConfig:
        a, b = self.pairings()[number]
        options = self.options or tuple(() for _ in self.levels)
        return ArenaConfig(self.levels[a], self.levels[b], self.rules, deals=self.deals,
                           games=self.games, seed=self.seed, movetime=self.movetime,
                           options=(options[a], options[b]))

    def chunks(self) -> int:
        return (self.units + CHUNK - 1) // CHUNK

    def jobs_in_order(self) -> list[Job]:
        return [(m, c) for m in range(len(self.pairings())) for c in range(self.chunks())]

    def to_json(self) -> dict[str, Any]:
        """What makes the tournament what it is: a resumed run must have the same."""
        return {"levels": list(self.levels), "rules": self.rules.to_spec(),
                "mode": "games" if self.games is not None else "deals",
                "units": self.units, "seed": self.seed, "kind": self.kind,
                "sprt": None if self.sprt is None else self.sprt.to_json(),
                "time_per_move": self.movetime,
                "options": [[list(pair) for pair in one] for one in self.options]}


@dataclasses.dataclass
class TournamentResult:
    """The matches as far as they were played (one ``ArenaResult`` each), the failure
    that stopped the run if one did, and the sequential test's verdict (``h1``, ``h0``,
    or None when it did not settle) with its ratio."""

    config: TournamentConfig
    matches: list[ArenaResult]
    failure: Exception | None = None
    verdict: str | None = None
    llr: float | None = None

    def scores(self, number: int) -> list[float]:
        """A's score of each unit of match ``number``: 1 ahead over the pair, 1/2 even,
        0 behind (by net points over a deal pair; by games over a game pair)."""
        match = self.matches[number]
        margins = match.unit_games if self.config.games is not None else match.nets
        return [1.0 if m > 0 else 0.5 if m == 0 else 0.0 for m in margins]

    def ratings(self, anchor: int) -> list[Rated]:
        names = self.names()
        results = [Result(a, b, sum(self.scores(m)), self.matches[m].units)
                   for m, (a, b) in enumerate(self.config.pairings()) if self.matches[m].units]
        return rate(names, results, anchor)

    def names(self) -> list[str]:
        """What names each engine: the name it gives (an outside engine's hello), else
        its level; its level when two engines give the same name, and its number on the
        command line after it when that is not enough (``expert #2``).

        >>> TournamentResult(TournamentConfig(("expert", "club", "expert")), []).names()
        ['expert #1', 'club', 'expert #3']
        """
        given = list(self.config.levels)
        for m, (a, b) in enumerate(self.config.pairings()):
            names = self.matches[m].names if m < len(self.matches) else None
            if names is not None:
                given[a], given[b] = names
        given = [name if given.count(name) == 1 else level
                 for name, level in zip(given, self.config.levels, strict=True)]
        return [name if given.count(name) == 1 else f"{name} #{number}"
                for number, name in enumerate(given, 1)]


def run_tournament(config: TournamentConfig, kept: dict[Job, ArenaResult] | None = None,
                   each: Callable[[Job, ArenaResult], None] | None = None,
                   progress: Callable[[int, int], None] | None = None) -> TournamentResult:
    """Play every chunk of every match in order, but those ``kept`` (from a file being
    resumed), calling ``each(job, part)`` with each chunk played and ``progress(match,
    units done in it)`` after each chunk; with ``sprt``, stop once the test settles."""
    kept = kept or {}
    result = TournamentResult(config, [ArenaResult(config.match(m))
                                       for m in range(len(config.pairings()))])
    played = _played(config, [job for job in config.jobs_in_order() if job not in kept])
    try:
        for job in config.jobs_in_order():
            part = kept[job] if job in kept else next(played)
            if job not in kept and each is not None:
                each(job, part)
            match = result.matches[job[0]]
            match.merge(part)
            if progress is not None:
                progress(job[0], match.units)
            if part.failure is not None:
                result.failure = part.failure
                break
            if config.sprt is not None:
                scores = result.scores(0)
                result.llr = config.sprt.llr(scores)
                result.verdict = config.sprt.verdict(scores)
                if result.verdict is not None:
                    break
    finally:
        played.close()
        close_engines()
    return result


def _played(config: TournamentConfig, jobs: list[Job]
            ) -> Generator[ArenaResult, None, None]:
    if config.jobs <= 1 or len(jobs) <= 1:
        for match, chunk in jobs:
            yield run_chunk(config.match(match), chunk)
        return
    import multiprocessing

    from ecarte.arena import _speak
    from ecarte.words import chosen

    pool = multiprocessing.get_context("spawn").Pool(
        min(config.jobs, len(jobs)), initializer=_speak, initargs=(chosen(),))
    try:
        yield from pool.imap(_job, [(config.match(m), c) for m, c in jobs])
        pool.close()
        pool.join()
    finally:
        pool.terminate()


def _job(job: tuple[ArenaConfig, int]) -> ArenaResult:
    return run_chunk(*job)


__all__ = ["Sprt", "TournamentConfig", "TournamentResult", "run_tournament"]
