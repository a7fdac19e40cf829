"""Duplicate matches between two bots: every deal is played twice with the seats swapped,
so the luck of the cards cancels (``ecarte arena``).

A *unit* is one deal pair (``deals`` mode: single deals at 0-0) or one game pair
(``games`` mode: a match to the target, its deal sequence replayed with the seats
swapped). Each run is one match through the match driver (``ecarte.driver``), its cards
from ``DuplicateChance`` (the same deals in both runs of a unit); the driver's hooks tally
the events and time each decision. Units are grouped in fixed chunks, each with fresh bots
seeded from the chunk, so the results do not depend on how many processes share the work.

>>> result = run_arena(ArenaConfig("random", "random", deals=2, seed=1))
>>> result.units, len(result.nets)
(2, 2)
"""

from __future__ import annotations

import dataclasses
import math
import statistics
from collections.abc import Callable, Iterator
from typing import Any, Final

from ecarte.driver import BotFailed, Driver, DuplicateChance, Ledger, Step
from ecarte.engine import DealCards, MatchState, Rules, new_match
from ecarte.engine.events import DealEnded, Dropped, GameWon, PointsScored
from ecarte.players import Bot, close_players, make_player

CHUNK: Final = 4
"""Units per chunk of work (fixed: results are the same for any number of jobs)."""


class ArenaError(Exception):
    """A bot broke the rules or failed: which (``bot``, ``seat``), how (``error``, and the
    ``action`` it chose when it chose an illegal one, else None) and where (the ``unit``
    and the ``deal``); worded in the chosen language when shown (the commands area), so
    that an error raised in a worker process is said in the player's language."""

    def __init__(self, bot: str, seat: int, error: str, unit: int, deal: int,
                 action: str | None = None) -> None:
        super().__init__(bot, seat, error, unit, deal, action)
        self.bot, self.seat, self.error, self.unit, self.deal, self.action = \
            bot, seat, error, unit, deal, action

    def __str__(self) -> str:
        from ecarte.words.commands import words

        said = words()
        if self.action is None:
            return said.bot_failed(self.bot, self.seat, self.error, self.unit, self.deal)
        return said.bot_illegal(self.bot, self.seat, self.action, self.error, self.unit,
                                self.deal)


@dataclasses.dataclass(frozen=True)
class ArenaConfig:
    a: str
    b: str
    rules: Rules = dataclasses.field(default_factory=Rules)
    deals: int | None = None  # deal pairs; None with games
    games: int | None = None  # game pairs
    seed: int = 0
    jobs: int = 1
    record: bool = False

    @property
    def units(self) -> int:
        return self.games if self.games is not None else (self.deals or 0)


MIN_UNITS: Final = 30
"""The fewest units (deal pairs or game pairs) that give a 95% interval. The interval is
the normal one, mean ± 1.96 standard errors, with the spread measured on the units
themselves: that stands in for Student's t, which from 30 units (t = 2.045 at 29 degrees
of freedom) is within 5% of 1.96; with 2 units t is 12.7, and the spread of a few units
is often nought (two game pairs won 1-1: "50.0% to 50.0%")."""


@dataclasses.dataclass
class Side:
    """One bot's totals over the units played."""

    points: int = 0
    deals_won: int = 0
    games: int = 0
    stakes_won: int = 0  # games won weighed by their stake and value (videau, game_values)
    voles: int = 0
    penalties: int = 0
    times: list[float] = dataclasses.field(default_factory=list)

    def merge(self, other: Side) -> None:
        self.points += other.points
        self.deals_won += other.deals_won
        self.games += other.games
        self.stakes_won += other.stakes_won
        self.voles += other.voles
        self.penalties += other.penalties
        self.times.extend(other.times)


@dataclasses.dataclass
class ArenaResult:
    config: ArenaConfig
    units: int = 0
    deals: int = 0
    nets: list[int] = dataclasses.field(default_factory=list)  # A's net points per unit
    unit_deals: list[int] = dataclasses.field(default_factory=list)
    unit_games: list[int] = dataclasses.field(default_factory=list)  # A's games minus B's
    sides: tuple[Side, Side] = dataclasses.field(default_factory=lambda: (Side(), Side()))
    records: list[dict[str, Any]] = dataclasses.field(default_factory=list)

    def merge(self, other: ArenaResult) -> None:
        self.units += other.units
        self.deals += other.deals
        self.nets.extend(other.nets)
        self.unit_deals.extend(other.unit_deals)
        self.unit_games.extend(other.unit_games)
        self.sides[0].merge(other.sides[0])
        self.sides[1].merge(other.sides[1])
        self.records.extend(other.records)

    def points_per_deal(self) -> tuple[float, float | None]:
        """A's net points per deal and the half-width of its 95% interval (units are
        independent; a ratio estimate over units of unequal length), None without one
        (``interval_missing`` says why)."""
        total = sum(self.unit_deals)
        if not total:
            return 0.0, None
        mean = sum(self.nets) / total
        n = len(self.nets)
        if n < MIN_UNITS:
            return mean, None
        per_unit = total / n
        spread = sum((net - mean * d) ** 2 for net, d in zip(self.nets, self.unit_deals,
                                                               strict=True))
        return mean, (1.96 * math.sqrt(spread / (n * (n - 1))) / per_unit) or None

    def game_share(self) -> tuple[float, float | None]:
        """A's share of the games won, with a 95% half-width (games mode), None without
        one (``interval_missing`` says why)."""
        won = self.sides[0].games + self.sides[1].games
        if not won:
            return 0.0, None
        share = self.sides[0].games / won
        n = len(self.unit_games)
        if n < MIN_UNITS:
            return share, None
        sd = statistics.stdev(g / 4 for g in self.unit_games)  # per unit share - 1/2
        return share, (1.96 * sd / math.sqrt(n)) or None

    def interval_missing(self) -> str | None:
        """Why the intervals are missing: "too-few" units (fewer than ``MIN_UNITS``), or
        "alike" (every unit the same: the spread is nought, which says no interval);
        None when both are there."""
        if self.units < MIN_UNITS:
            return "too-few"
        half, share_half = self.points_per_deal()[1], self.game_share()[1]
        if half is None or (self.config.games is not None and share_half is None):
            return "alike"
        return None

    def to_json(self) -> dict[str, Any]:
        config = self.config
        mean, half = self.points_per_deal()
        out: dict[str, Any] = {
            "a": config.a, "b": config.b, "rules": config.rules.to_spec(),
            "mode": "games" if config.games is not None else "deals",
            "seed": config.seed, "units": self.units, "deals": self.deals,
            "points_per_deal": round(mean, 4), "ci95": _interval(mean, half),
        }
        if config.games is not None:
            share, share_half = self.game_share()
            out["game_share"] = round(share, 4)
            out["game_share_ci95"] = _interval(share, share_half)
        out["ci95_missing"] = self.interval_missing()
        for key, side in zip(("a_stats", "b_stats"), self.sides, strict=True):
            times = sorted(side.times)
            out[key] = {
                "points": side.points, "deals_won": side.deals_won, "games_won": side.games,
                "stakes_won": side.stakes_won,
                "voles": side.voles, "penalties": side.penalties, "decisions": len(times),
                "mean_ms": round(1000 * statistics.fmean(times), 3) if times else 0.0,
                "median_ms": round(1000 * statistics.median(times), 3) if times else 0.0,
                "p99_ms": round(1000 * times[int(0.99 * (len(times) - 1))], 3) if times else 0.0,
            }
        return out


def _interval(value: float, half: float | None) -> list[float] | None:
    return None if half is None else [round(value - half, 4), round(value + half, 4)]


def _play_run(config: ArenaConfig, unit: int, bots: tuple[Bot, Bot], swap: bool,
              sides: tuple[Side, Side]) -> tuple[int, int, dict[str, Any] | None]:
    """One run of a unit through the match driver, A in seat 1 if ``swap``. Returns (A's
    net points, deals, the record or None)."""
    rules = config.rules
    single_deal = config.games is None
    seats = (bots[1], bots[0]) if swap else bots
    side_of_seat = (1, 0) if swap else (0, 1)
    chance = DuplicateChance(config.seed, unit, deals=1 if single_deal else None)
    levels = [config.b, config.a] if swap else [config.a, config.b]
    ledger = Ledger(rules, config.seed, (seats[0].name, seats[1].name),
                    state=new_match(rules, first_dealer=0), chance=chance, levels=levels)
    net = 0

    def tally(step: Step) -> None:
        nonlocal net
        for event in step.events:
            net += _tally(event, step.before, side_of_seat, sides, single_deal)

    def timed(seat: int, seconds: float) -> None:
        sides[side_of_seat[seat]].times.append(seconds)

    try:
        Driver(ledger, dict(enumerate(seats)), after=tally, timed=timed).run()
    except BotFailed as failure:
        deals = _deals(ledger.steps)
        if failure.action is None:
            raise ArenaError(str(failure.bot), failure.seat, str(failure.error), unit,
                             deals) from None
        raise ArenaError(str(failure.bot), failure.seat, str(failure.error), unit, deals,
                         str(failure.action)) from None
    return net, _deals(ledger.steps), ledger.record() if config.record else None


def _deals(steps: list[Step]) -> int:
    return sum(1 for step in steps if isinstance(step.action, DealCards))


def _tally(event: object, state: MatchState, side_of_seat: tuple[int, int],
           sides: tuple[Side, Side], single_deal: bool) -> int:
    """Count one event (``state``: before the action); returns its effect on A's net."""
    sign = (1, -1)
    stake = state.game.stake if state.game is not None and single_deal else 1
    if isinstance(event, PointsScored):
        side = side_of_seat[event.seat]
        sides[side].points += event.points * stake
        if event.penalty:
            sides[1 - side].penalties += 1
        return sign[side] * event.points * stake
    if isinstance(event, DealEnded) and max(event.tricks) >= 3:
        winner = 0 if event.tricks[0] >= 3 else 1
        sides[side_of_seat[winner]].deals_won += 1
        if event.tricks[winner] == 5:
            sides[side_of_seat[winner]].voles += 1
    if isinstance(event, GameWon):
        sides[side_of_seat[event.seat]].games += 1
        sides[side_of_seat[event.seat]].stakes_won += event.value
    if isinstance(event, Dropped) and single_deal:
        # In single deals a dropped double loses what the game still needed.
        winner = 1 - event.seat
        need = state.rules.target - state.score[winner]
        sides[side_of_seat[winner]].points += need
        return sign[side_of_seat[winner]] * need
    return 0


def _bots(config: ArenaConfig, chunk: int) -> tuple[Bot, Bot]:
    base = config.seed * 1_000_003 + chunk * 2
    return make_player(config.a, seed=base), make_player(config.b, seed=base + 1)


def run_chunk(config: ArenaConfig, chunk: int) -> ArenaResult:
    """Play the units of one chunk with fresh bots."""
    result = ArenaResult(config)
    bots = _bots(config, chunk)
    try:
        first = chunk * CHUNK
        for unit in range(first, min(first + CHUNK, config.units)):
            net = 0
            deals = 0
            games_before = (result.sides[0].games, result.sides[1].games)
            for swap in (False, True):
                run_net, run_deals, record = _play_run(config, unit, bots, swap, result.sides)
                net += run_net
                deals += run_deals
                if record is not None:
                    result.records.append(record)
            result.units += 1
            result.deals += deals
            result.nets.append(net)
            result.unit_deals.append(deals)
            result.unit_games.append((result.sides[0].games - games_before[0])
                                     - (result.sides[1].games - games_before[1]))
    finally:
        close_players(bots)
    return result


def _chunk_job(job: tuple[ArenaConfig, int]) -> ArenaResult:
    return run_chunk(*job)


def run_arena(config: ArenaConfig,
              progress: Callable[[int], None] | None = None) -> ArenaResult:
    """Play every unit; ``progress(units_done)`` after each chunk."""
    chunks = (config.units + CHUNK - 1) // CHUNK
    jobs = [(config, c) for c in range(chunks)]
    result = ArenaResult(config)
    for part in _map(jobs, config.jobs):
        result.merge(part)
        if progress is not None:
            progress(result.units)
    return result


def _map(jobs: list[tuple[ArenaConfig, int]], processes: int) -> Iterator[ArenaResult]:
    if processes <= 1 or len(jobs) <= 1:
        yield from map(_chunk_job, jobs)
        return
    import multiprocessing

    from ecarte.words import chosen

    with multiprocessing.get_context("spawn").Pool(min(processes, len(jobs)),
                                                   initializer=_speak,
                                                   initargs=(chosen(),)) as pool:
        yield from pool.imap(_chunk_job, jobs)


def _speak(code: str) -> None:
    """A worker speaks the language of the command that started it (a bot's failure is
    said there)."""
    from ecarte.words import choose

    choose(code)

