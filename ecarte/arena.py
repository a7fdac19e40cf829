"""Duplicate matches between two bots: every deal is played twice with the seats swapped,
so the luck of the cards cancels (``ecarte arena``).

A *unit* is one deal pair (``deals`` mode: single deals at 0-0) or one game pair
(``games`` mode: a match to the target, its deal sequence replayed with the seats
swapped). Each run is one match through the match driver (``ecarte.driver``), its cards
from ``DuplicateChance`` (the same deals in both runs of a unit); the driver's hooks tally
the events and time each decision. Units are grouped in fixed chunks, each with fresh bots
of this process seeded from the chunk, so the results do not depend on how many processes
share the work. An outside engine (``exec:``) is started once per process for the whole
run, and told each game's seed when the game begins (``new_game``).

A bot that fails ends the run after the units finished before it: ``run_arena`` returns
them, with the ``failure`` (an ``ArenaError``) that stopped it.

>>> result = run_arena(ArenaConfig("random", "random", deals=2, seed=1))
>>> result.units, len(result.nets)
(2, 2)
"""

from __future__ import annotations

import dataclasses
import math
import statistics
from collections.abc import Callable, Generator, Iterator
from typing import Any, Final

from ecarte.driver import BotFailed, Driver, DuplicateChance, Ledger, Step
from ecarte.engine import DealCards, MatchState, Rules, new_match
from ecarte.engine.events import DealEnded, Dropped, GameWon, PointsScored
from ecarte.players import EXEC_PREFIX, Bot, close_players, make_player

CHUNK: Final = 4
"""Units per chunk of work (fixed: results are the same for any number of jobs)."""


class ArenaError(Exception):
    """A bot broke the rules or failed: which (``bot``, ``seat``, and ``side``: 0 for A,
    1 for B), how (``error``, the ``problem`` code of an outside engine's error, and the
    ``action`` it chose when it chose an illegal one, else None) and where (the ``unit``
    from 0 of ``units``, its ``run``: 0 with A in seat 0, 1 with the seats swapped, and the
    ``deal`` of the run, from 1; ``games`` for game pairs). An outside engine's
    ``command`` and ``transcript`` (the requests that led to the failure, one JSON line
    each) are kept to send them again. Worded in the chosen language when shown (the
    commands area), so that an error raised in a worker process is said in the player's
    language."""

    def __init__(self, bot: str, seat: int, error: str, unit: int, deal: int,
                 action: str | None = None, *, side: int = 0, run: int = 0,
                 units: int = 0, games: bool = False, problem: str | None = None,
                 command: str | None = None, transcript: str | None = None) -> None:
        super().__init__(bot, seat, error, unit, deal, action)
        self.bot, self.seat, self.error, self.unit, self.deal, self.action = \
            bot, seat, error, unit, deal, action
        self.side, self.run, self.units, self.games = side, run, units, games
        self.problem, self.command, self.transcript = problem, command, transcript

    def __reduce__(self) -> tuple[Any, ...]:  # keyword fields cross to the parent process
        return (_rebuilt, (self.args, self.__dict__))

    def __str__(self) -> str:
        from ecarte.words.commands import words

        said = words()
        where = said.arena_where(self.unit + 1, self.units or self.unit + 1, self.games,
                                 self.run, self.deal)
        if self.action is None:
            return said.bot_failed(self.bot, self.seat, self.error, where)
        return said.bot_illegal(self.bot, self.seat, self.action, self.error, where)

    def to_json(self) -> dict[str, Any]:
        """The facts of the failure, for the arena's JSON (codes, never a sentence)."""
        return {"pair": self.unit + 1, "run": self.run, "side": "ab"[self.side],
                "seat": self.seat, "deal": self.deal, "problem": self.problem,
                "action": self.action}


def _rebuilt(args: tuple[Any, ...], fields: dict[str, Any]) -> ArenaError:
    error = ArenaError(*args)
    error.__dict__.update(fields)
    return error


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
    movetime: float | None = None
    """The time budget per decision, in seconds: outside engines are told it, and every
    decision that takes longer is counted late."""
    options: tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]] = ((), ())
    """The options set on A and on B: (name, value as text) pairs."""

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
    late: int = 0  # decisions that took longer than the time budget

    def merge(self, other: Side) -> None:
        self.late += other.late
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
    names: tuple[str, str] | None = None  # what the bots call themselves (an engine's hello)
    failure: ArenaError | None = None  # the failure that ended the run early

    def merge(self, other: ArenaResult) -> None:
        self.names = self.names or other.names
        self.failure = self.failure or other.failure
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

    def shown_names(self) -> tuple[str, str]:
        """The names that show the two bots: those they give (an outside engine's hello),
        unless both give the same one, then their levels (``exec:COMMAND``)."""
        a, b = self.names or (self.config.a, self.config.b)
        if a == b and self.config.a != self.config.b:
            return self.config.a, self.config.b
        return a, b

    def to_json(self) -> dict[str, Any]:
        config = self.config
        mean, half = self.points_per_deal()
        a, b = self.shown_names()
        out: dict[str, Any] = {
            "a": a, "b": b, "a_level": config.a, "b_level": config.b,
            "rules": config.rules.to_spec(),
            "mode": "games" if config.games is not None else "deals",
            "seed": config.seed, "units": self.units, "deals": self.deals,
            "time_per_move": config.movetime,
            "points_per_deal": round(mean, 4), "ci95": _interval(mean, half),
        }
        if config.games is not None:
            share, share_half = self.game_share()
            out["game_share"] = round(share, 4)
            out["game_share_ci95"] = _interval(share, share_half)
        out["ci95_missing"] = self.interval_missing()
        out["complete"] = self.failure is None
        out["failure"] = None if self.failure is None else self.failure.to_json()
        for key, side in zip(("a_stats", "b_stats"), self.sides, strict=True):
            times = sorted(side.times)
            out[key] = {
                "points": side.points, "deals_won": side.deals_won, "games_won": side.games,
                "stakes_won": side.stakes_won,
                "voles": side.voles, "penalties": side.penalties, "decisions": len(times),
                "late": side.late,
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
    for side, bot in enumerate(bots):  # an outside engine hears the seed at new_game
        if hasattr(bot, "deal_begins"):
            bot.seed = _run_seed(config, unit, swap, side)  # type: ignore[attr-defined]
    ledger = Ledger(rules, config.seed, (seats[0].name, seats[1].name),
                    state=new_match(rules, first_dealer=0), chance=chance, levels=levels)
    net = 0

    def tally(step: Step) -> None:
        nonlocal net
        for event in step.events:
            net += _tally(event, step.before, side_of_seat, sides, single_deal)

    def timed(seat: int, seconds: float) -> None:
        sides[side_of_seat[seat]].times.append(seconds)
        if config.movetime is not None and seconds > config.movetime:
            sides[side_of_seat[seat]].late += 1

    try:
        Driver(ledger, dict(enumerate(seats)), after=tally, timed=timed).run()
    except BotFailed as failure:
        bot = seats[failure.seat]
        raise ArenaError(
            str(failure.bot), failure.seat, str(failure.error), unit, _deals(ledger.steps),
            None if failure.action is None else str(failure.action),
            side=side_of_seat[failure.seat], run=int(swap), units=config.units,
            games=not single_deal, problem=getattr(failure.error, "problem", None),
            command=getattr(bot, "command", None),
            transcript=getattr(bot, "transcript", None)) from None
    return net, _deals(ledger.steps), ledger.record() if config.record else None


def _run_seed(config: ArenaConfig, unit: int, swap: bool, side: int) -> int:
    """The seed an outside engine is told for one run: the same for any number of jobs."""
    return (config.seed * 1_000_003 + unit * 4 + 2 * swap + side) % 2 ** 63


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


_ENGINES: dict[tuple[int, str, tuple[tuple[str, str], ...], float | None], Bot] = {}
"""The outside engines of this process, by side (0: A, 1: B) and level: each is started
once and plays every chunk this process is given."""


def _bots(config: ArenaConfig, chunk: int) -> tuple[Bot, Bot]:
    base = config.seed * 1_000_003 + chunk * 2
    return (_player(config.a, 0, base, config.options[0], config.movetime),
            _player(config.b, 1, base + 1, config.options[1], config.movetime))


def _player(level: str, side: int, seed: int, options: tuple[tuple[str, str], ...] = (),
            movetime: float | None = None) -> Bot:
    if not level.startswith(EXEC_PREFIX):
        return make_player(level, seed=seed, options=dict(options))
    key = (side, level, options, movetime)
    engine = _ENGINES.get(key)
    if engine is None or not getattr(engine, "running", False):
        engine = _ENGINES[key] = make_player(level, seed=seed, options=dict(options),
                                             movetime=movetime)
    return engine


def close_engines() -> None:
    """Stop the outside engines this process started."""
    engines = list(_ENGINES.values())
    _ENGINES.clear()
    close_players(engines)


def _units(config: ArenaConfig, chunk: int) -> Iterator[ArenaResult]:
    """Play the units of one chunk, each yielded as it is finished; a failure is yielded
    last, as a result of no units that holds it."""
    bots = _bots(config, chunk)
    names = (bots[0].name, bots[1].name)
    try:
        first = chunk * CHUNK
        for unit in range(first, min(first + CHUNK, config.units)):
            part = ArenaResult(config, names=names)
            net = deals = 0
            try:
                for swap in (False, True):
                    run_net, run_deals, record = _play_run(config, unit, bots, swap,
                                                           part.sides)
                    net += run_net
                    deals += run_deals
                    if record is not None:
                        part.records.append(record)
            except ArenaError as error:
                yield ArenaResult(config, names=names, failure=error)
                return
            part.units, part.deals = 1, deals
            part.nets.append(net)
            part.unit_deals.append(deals)
            part.unit_games.append(part.sides[0].games - part.sides[1].games)
            yield part
    finally:
        close_players(bot for bot in bots if bot not in _ENGINES.values())


def run_chunk(config: ArenaConfig, chunk: int) -> ArenaResult:
    """Play the units of one chunk with fresh bots (the outside engines of this process
    go on), up to a failure."""
    result = ArenaResult(config)
    for part in _units(config, chunk):
        result.merge(part)
    return result


def _chunk_job(job: tuple[ArenaConfig, int]) -> ArenaResult:
    return run_chunk(*job)


def run_arena(config: ArenaConfig, progress: Callable[[int], None] | None = None,
              each: Callable[[ArenaResult], None] | None = None) -> ArenaResult:
    """Play every unit, or those before a failure (``failure`` of the result); after each
    unit (each chunk with several jobs) ``each(part)`` with what it added, then
    ``progress(units_done)``."""
    chunks = (config.units + CHUNK - 1) // CHUNK
    result = ArenaResult(config)
    parts = _map(config, chunks)
    try:
        for part in parts:
            result.merge(part)
            if each is not None:
                each(part)
            if progress is not None:
                progress(result.units)
            if part.failure is not None:
                break
    finally:
        parts.close()
        close_engines()
    return result


def _map(config: ArenaConfig, chunks: int) -> Generator[ArenaResult, None, None]:
    if config.jobs <= 1 or chunks <= 1:
        for chunk in range(chunks):
            yield from _units(config, chunk)
        return
    import multiprocessing

    from ecarte.words import chosen

    pool = multiprocessing.get_context("spawn").Pool(
        min(config.jobs, chunks), initializer=_speak, initargs=(chosen(),))
    try:
        yield from pool.imap(_chunk_job, [(config, c) for c in range(chunks)])
        pool.close()
        pool.join()  # each worker stops its engines as it exits
    finally:
        pool.terminate()


def _speak(code: str) -> None:
    """A worker speaks the language of the command that started it (a bot's failure is
    said there), and stops its outside engines when it exits."""
    from multiprocessing.util import Finalize

    from ecarte.words import choose

    choose(code)
    Finalize(None, close_engines, exitpriority=10)

