"""The record of a pool or a chouette, ``ecarte-pool/1`` (docs/records.md): its games,
each an ordinary ``ecarte-record/1``, with who sat, the partners' pointing, the bets and
the stakes; and ``verify``, which replays each game with the engine and the rota and the
money with ``poule`` / ``chouette``. Pure: dictionaries in and out, no files.

A record that cannot be read raises ``PoolRecordError`` (a fact: ``Shape`` and where);
one that breaks a rule gives a verdict with the first ``Problem``.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Final, Literal

from ecarte.engine import Rules, RulesError
from ecarte.engine.actions import parse_action
from ecarte.engine.errors import InvalidActionError
from ecarte.engine.match import fault as engine_fault
from ecarte.engine.records import RecordFormatError, replay, walk
from ecarte.pool import chouette, poule
from ecarte.pool.terms import ChouetteRules, PoolError, PoolRules, Refusal

FORMAT: Final = "ecarte-pool/1"
Kind = Literal["pool", "chouette"]
KINDS: Final[tuple[Kind, ...]] = ("pool", "chouette")


@dataclasses.dataclass(frozen=True, slots=True)
class Pointing:
    """A partner pointed at an action before the captain chose: ``by`` (a player's
    place), at which step of the game's record (0-based, as ``ecarte verify`` counts),
    and the action pointed at, in the record's notation (``play Ks``, ``stand``)."""

    by: int
    game: int
    deal: int
    action: int
    point: str

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by, "game": self.game, "deal": self.deal, "action": self.action,
                "point": self.point}


class Shape(enum.Enum):
    """Why a pool record cannot be read (its code)."""

    NOT_AN_OBJECT = "not-an-object"
    FORMAT_TAG = "format-tag"  # details: the tag found
    KIND = "kind"  # details: the kind found
    PLAYERS = "players"
    LEVELS = "levels"
    TERMS = "terms"  # details: why
    RULES = "rules"  # details: why
    GAMES = "games"
    GAME = "game"  # a game entry that is not an object with seats and record
    SEATS = "seats"
    POINTING = "pointing"
    GAME_RECORD = "game-record"  # details: the game record's own sentence
    MONEY = "money"  # a list of whole numbers, one per player, was wanted


class PoolRecordError(ValueError):
    """A pool record that cannot be read: ``shape``, the game (0-based) it is in, if
    any, and ``details``; its ``str`` words it in the chosen language."""

    def __init__(self, shape: Shape, game: int | None = None,
                 details: tuple[str, ...] = ()) -> None:
        super().__init__(shape, game, details)
        self.shape, self.game, self.details = shape, game, details

    def __str__(self) -> str:
        from ecarte.words.pool import unreadable

        return unreadable(self)


class Problem(enum.Enum):
    """Why a readable pool record breaks the rules (its code)."""

    GAME_FAULT = "game-fault"  # a game's record breaks a rule: its own fault follows
    GAME_UNFINISHED = "game-unfinished"  # a game before the last did not end
    WRONG_SEATS = "wrong-seats"  # numbers: the two who should sit
    WRONG_NAMES = "wrong-names"  # the game record names other players than its seats
    WRONG_RULES = "wrong-rules"  # the game record's rules are not the pool's
    OVER = "over"  # a game after the pool was won
    BETS = "bets"  # the game's bets are not what the result makes them
    PAID = "paid"  # the stakes paid are not what the rota makes them
    MONEY = "money"  # the settlement is not what the results make it
    NOT_ADVISER = "not-adviser"  # numbers: the player who pointed
    POINT_PLACE = "point-place"  # the pointing is not before one of the captain's actions
    POINT_ILLEGAL = "point-illegal"  # names: the action pointed at, and why


@dataclasses.dataclass(frozen=True, slots=True)
class Verdict:
    """A pool record replayed: valid or the first problem (``game`` where, and for
    ``GAME_FAULT`` the game record's own verdict)."""

    kind: Kind
    state: poule.Pool | chouette.Chouette
    problem: Problem | None = None
    game: int | None = None
    numbers: tuple[int, ...] = ()
    names: tuple[str, ...] = ()
    inner: dict[str, Any] | None = None
    winners: tuple[int | None, ...] = ()

    @property
    def valid(self) -> bool:
        return self.problem is None

    @property
    def complete(self) -> bool:
        if not self.valid:
            return False
        if isinstance(self.state, poule.Pool):
            return self.state.over
        return len(self.winners) == 0 or self.winners[-1] is not None

    def to_json(self) -> dict[str, Any]:
        """What ``ecarte verify`` prints."""
        if self.problem is not None:
            from ecarte.words.pool import problem

            found: dict[str, Any] = {"valid": False, "error": problem(self),
                                     "code": self.problem.value, "game": self.game}
            if self.inner is not None:
                found.update({f"game_{key}": value for key, value in self.inner.items()
                              if key in ("deal", "action", "rule", "code")})
                found["game_game"] = self.inner.get("game")
            return found
        state = self.state
        verdict: dict[str, Any] = {"valid": True, "complete": self.complete,
                                   "kind": self.kind, "games": list(self.winners)}
        if isinstance(state, poule.Pool):
            verdict.update(winner=state.winner, paid=list(state.paid),
                           money=_list(poule.settlement(state)))
        else:
            verdict.update(chouette=state.chouette, money=list(state.money))
        return verdict


def _list(values: tuple[int, ...] | None) -> list[int] | None:
    return None if values is None else list(values)


# Writing ---------------------------------------------------------------------------


def pool_record(kind: Kind, rules: Rules, terms: PoolRules | ChouetteRules,
                players: Sequence[str], levels: Sequence[str | None], seed: int,
                games: Sequence[Mapping[str, Any]],
                state: poule.Pool | chouette.Chouette) -> dict[str, Any]:
    """The record of a pool or chouette so far: ``games`` are the entries as played
    (``seats``, ``record``, ``pointing``; the bets are added here from the results)."""
    entries = [dict(game) for game in games]
    if isinstance(state, chouette.Chouette):
        replayed = chouette.new_chouette(state.players, state.rules)
        for entry, result in zip(entries, state.results, strict=False):
            replayed, events = chouette.apply(replayed, result)
            entry["bets"] = list(next(e.money for e in events
                                      if isinstance(e, chouette.BetsSettled)))
    record: dict[str, Any] = {"format": FORMAT, "kind": kind, "rules": rules.to_spec(),
                              kind: terms.to_spec(), "players": list(players),
                              "levels": list(levels), "seed": seed, "games": entries}
    if isinstance(state, poule.Pool):
        record.update(paid=list(state.paid), money=_list(poule.settlement(state)),
                      winner=state.winner)
    else:
        record.update(money=list(state.money))
    return record


# Reading ---------------------------------------------------------------------------


def _whole_numbers(value: Any, count: int) -> list[int] | None:
    """``value`` when it is a list of ``count`` whole numbers, else None."""
    if isinstance(value, list) and len(value) == count and all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        return value
    return None


def read_head(data: Any) -> tuple[Kind, Rules, PoolRules | ChouetteRules, tuple[str, ...]]:
    """The kind, the game's rules, the pool's or chouette's terms and the players.
    Raises PoolRecordError."""
    if not isinstance(data, dict):
        raise PoolRecordError(Shape.NOT_AN_OBJECT)
    if data.get("format") != FORMAT:
        raise PoolRecordError(Shape.FORMAT_TAG, details=(_short(data.get("format")),))
    kind = data.get("kind")
    if kind not in KINDS:
        raise PoolRecordError(Shape.KIND, details=(_short(kind),))
    players = data.get("players")
    if not (isinstance(players, list) and all(isinstance(p, str) for p in players)):
        raise PoolRecordError(Shape.PLAYERS)
    spec = data.get("rules", {})
    try:
        if not isinstance(spec, dict):
            raise RulesError("spec")
        rules = Rules.from_spec(spec)
    except RulesError as error:
        raise PoolRecordError(Shape.RULES, details=(str(error),)) from None
    terms_spec = data.get(kind, {})
    try:
        if not isinstance(terms_spec, dict):
            raise PoolError(Refusal.STAKE, names=(_short(terms_spec),))
        terms: PoolRules | ChouetteRules = PoolRules.from_spec(terms_spec) \
            if kind == "pool" else ChouetteRules.from_spec(terms_spec)
    except PoolError as error:
        raise PoolRecordError(Shape.TERMS, details=(str(error),)) from None
    levels = data.get("levels", [None] * len(players))
    if not (isinstance(levels, list) and len(levels) == len(players)
            and all(level is None or isinstance(level, str) for level in levels)):
        raise PoolRecordError(Shape.LEVELS)
    return kind, rules, terms, tuple(players)


def _short(value: Any) -> str:
    text = repr(value) if isinstance(value, str) else type(value).__name__ \
        if not isinstance(value, int | float | type(None)) else repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def pointings(entry: Mapping[str, Any], game: int) -> tuple[Pointing, ...]:
    """A game entry's pointing. Raises PoolRecordError."""
    found = entry.get("pointing", [])
    if not isinstance(found, list):
        raise PoolRecordError(Shape.POINTING, game)
    pointed = []
    for item in found:
        if not isinstance(item, dict) or not isinstance(item.get("point"), str) or not all(
                isinstance(item.get(key), int) and not isinstance(item.get(key), bool)
                for key in ("by", "game", "deal", "action")):
            raise PoolRecordError(Shape.POINTING, game)
        pointed.append(Pointing(item["by"], item["game"], item["deal"], item["action"],
                                item["point"][:40]))
    return tuple(pointed)


def verify(data: Any) -> Verdict:
    """Replay a pool or chouette record: each game, its seats and names, the pointing,
    the bets, the stakes and the settlement. Raises PoolRecordError."""
    kind, rules, terms, players = read_head(data)
    games = data.get("games")
    if not isinstance(games, list):
        raise PoolRecordError(Shape.GAMES)
    try:
        state: poule.Pool | chouette.Chouette = \
            poule.new_pool(players, terms) if isinstance(terms, PoolRules) \
            else chouette.new_chouette(players, terms)
    except PoolError as error:
        raise PoolRecordError(Shape.TERMS, details=(str(error),)) from None
    winners: list[int | None] = []

    def bad(problem: Problem, game: int | None, numbers: tuple[int, ...] = (),
            names: tuple[str, ...] = (), inner: dict[str, Any] | None = None) -> Verdict:
        return Verdict(kind, state, problem, game, numbers, names, inner, tuple(winners))

    for g, entry in enumerate(games):
        if not isinstance(entry, dict) or not isinstance(entry.get("record"), dict):
            raise PoolRecordError(Shape.GAME, g)
        seats = _whole_numbers(entry.get("seats"), 2)
        if seats is None or not all(0 <= s < len(players) for s in seats):
            raise PoolRecordError(Shape.SEATS, g)
        pointed = pointings(entry, g)
        if "bets" in entry and _whole_numbers(entry["bets"], len(players)) is None:
            raise PoolRecordError(Shape.MONEY, g)
        if isinstance(state, poule.Pool) and state.over:
            return bad(Problem.OVER, g)
        if sorted(seats) != sorted(state.table):
            return bad(Problem.WRONG_SEATS, g, numbers=state.table)
        game = entry["record"]
        try:
            replayed = replay(game)
        except RecordFormatError as error:
            raise PoolRecordError(Shape.GAME_RECORD, g, (str(error),)) from None
        verdict = replayed.verdict()
        if not verdict["valid"]:
            return bad(Problem.GAME_FAULT, g, inner=verdict)
        if game.get("players") != [players[seats[0]], players[seats[1]]]:
            return bad(Problem.WRONG_NAMES, g)
        if replayed.state.rules != rules:
            return bad(Problem.WRONG_RULES, g)
        why = _pointing_problem(game, pointed, seats, state)
        if why is not None:
            return bad(why[0], g, why[1], why[2])
        winner = replayed.state.winner
        if winner is None:
            if g < len(games) - 1:
                return bad(Problem.GAME_UNFINISHED, g)
            winners.append(None)
            break
        player = seats[winner]
        winners.append(player)
        if isinstance(state, poule.Pool):
            state, _ = poule.apply(state, poule.Result(player))
        else:
            before = state
            state, events = chouette.apply(state, chouette.Result(player))
            settled = next(e for e in events if isinstance(e, chouette.BetsSettled))
            if "bets" in entry and tuple(entry["bets"]) != settled.money:
                state = before
                return bad(Problem.BETS, g)
    return _money_verdict(data, kind, state, tuple(winners))


def _pointing_problem(game: dict[str, Any], pointed: tuple[Pointing, ...],
                      seats: Sequence[int], state: poule.Pool | chouette.Chouette
                      ) -> tuple[Problem, tuple[int, ...], tuple[str, ...]] | None:
    """Why a pointing is wrong: by a player who may not point (only the captain's
    partners, in a chouette), not before one of the captain's actions, or at an action
    the captain could not make there."""
    if not pointed:
        return None
    advisers = state.advisers if isinstance(state, chouette.Chouette) else ()
    for point in pointed:
        if point.by not in advisers:
            return Problem.NOT_ADVISER, (point.by,), ()
    team = list(seats).index(state.table[1]) if isinstance(state, chouette.Chouette) else 1
    wanted = {(p.game, p.deal, p.action): p for p in pointed}
    found: set[tuple[int, int, int]] = set()
    for position in _positions(game):
        if position.action is None:
            continue
        place = (position.game, position.deal, position.action)
        pointed_here = wanted.get(place)
        if pointed_here is None:
            continue
        if position.seat != team:
            return Problem.POINT_PLACE, (), ()
        try:
            action = parse_action(pointed_here.point)
        except InvalidActionError as error:
            return Problem.POINT_ILLEGAL, (), (pointed_here.point, str(error))
        broken = engine_fault(position.before, action)
        if broken is not None:
            return Problem.POINT_ILLEGAL, (), (pointed_here.point, str(broken))
        found.add(place)
    if found != set(wanted):
        return Problem.POINT_PLACE, (), ()
    return None


def _positions(game: dict[str, Any]) -> Iterator[Any]:
    yield from walk(game)


def _money_verdict(data: dict[str, Any], kind: Kind, state: poule.Pool | chouette.Chouette,
                   winners: tuple[int | None, ...]) -> Verdict:
    """The stakes and the settlement written in the record, checked against the rota."""
    count = len(state.players)
    if isinstance(state, poule.Pool):
        paid = data.get("paid")
        if paid is not None and (_whole_numbers(paid, count) is None
                                 or tuple(paid) != state.paid):
            return Verdict(kind, state, Problem.PAID, None, winners=winners)
        money = data.get("money")
        if money != _list(poule.settlement(state)) and not (
                money is None and "money" not in data):
            return Verdict(kind, state, Problem.MONEY, None, winners=winners)
    else:
        money = data.get("money")
        if money is not None and (_whole_numbers(money, count) is None
                                  or tuple(money) != state.money):
            return Verdict(kind, state, Problem.MONEY, None, winners=winners)
    return Verdict(kind, state, winners=winners)
