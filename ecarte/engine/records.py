"""Game records (``ecarte-record/1``): write them from play, read and replay them.

Pure: dictionaries in and out, no files. See docs/records.md for the format.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Generator, Iterator, Mapping, Sequence
from typing import Any, Final

from ecarte.engine.actions import Action, AnyAction, DealCards, Reshuffle, parse_action
from ecarte.engine.cards import Card
from ecarte.engine.chance import deal_cards_fault
from ecarte.engine.errors import InvalidActionError, InvalidCardError, RulesError
from ecarte.engine.events import Event
from ecarte.engine.match import CHANCE, MatchState, advance, fault, new_match
from ecarte.engine.options import Rules

FORMAT: Final = "ecarte-record/1"


class RecordFormatError(ValueError):
    """A record that cannot be read: not JSON, wrong tag, a missing field, an unknown card."""


@dataclasses.dataclass(frozen=True, slots=True)
class Fault:
    """The first thing wrong in a readable record, with 0-based positions."""

    error: str
    game: int
    deal: int
    action: int | None
    rule: str | None = None  # the code of the rule broken (engine.faults.Rule), if one was


@dataclasses.dataclass(frozen=True, slots=True)
class Replay:
    """A replayed record: the state reached, and the first fault if any."""

    state: MatchState
    fault: Fault | None
    games: tuple[dict[str, Any], ...]

    @property
    def complete(self) -> bool:
        return self.fault is None and self.state.winner is not None

    def verdict(self) -> dict[str, Any]:
        """The JSON object ``ecarte verify`` prints."""
        if self.fault is not None:
            found = {"valid": False, "error": self.fault.error, "game": self.fault.game,
                     "deal": self.fault.deal, "action": self.fault.action}
            if self.fault.rule is not None:
                found["rule"] = self.fault.rule
            return found
        return {"valid": True, "complete": self.complete, "games": list(self.games),
                "winner": self.state.winner}


class Recorder:
    """Builds a record while a match is played: call ``observe(state, action)`` with each
    state and the action about to be applied to it (chance actions included)."""

    def __init__(self, rules: Rules, players: Sequence[str] = ("Seat 0", "Seat 1"), /,
                 **extra: Any) -> None:
        self.record: dict[str, Any] = {"format": FORMAT, "rules": rules.to_spec(),
                                       "players": list(players), **extra, "games": []}

    def observe(self, state: MatchState, action: AnyAction) -> None:
        games: list[dict[str, Any]] = self.record["games"]
        if isinstance(action, DealCards):
            game_index = len(state.results)
            while len(games) <= game_index:
                games.append({"deals": []})
            assert state.game is not None
            games[game_index]["deals"].append({
                "dealer": state.game.dealer,
                "hands": [[str(c) for c in hand] for hand in action.hands],
                "turnup": str(action.turnup),
                "stock": [str(c) for c in action.stock],
                "actions": []})
        elif isinstance(action, Reshuffle):
            games[-1]["deals"][-1]["reshuffle"] = [str(c) for c in action.order]
        elif isinstance(action, Action):
            games[-1]["deals"][-1]["actions"].append(str(action))

    def note(self, text: str) -> None:
        """Attach a note to the deal in progress (an undo, a resignation...)."""
        games = self.record["games"]
        if games and games[-1]["deals"]:
            games[-1]["deals"][-1].setdefault("notes", []).append(text)


# Reading -----------------------------------------------------------------------------


def _need(obj: Mapping[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in obj:
        raise RecordFormatError(f"{where} has no {key!r}")
    value = obj[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordFormatError(f"{where}: {key!r} must be {_KIND_NAMES[kind]}")
    return value


_KIND_NAMES: Final = {list: "a list", dict: "an object", int: "a whole number",
                      str: "a string"}


def _cards(values: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise RecordFormatError(f"{where} must be a list of cards")
    try:
        return tuple(Card.parse(v) for v in values)
    except InvalidCardError as error:
        raise RecordFormatError(f"{where}: {error}") from None


@dataclasses.dataclass(frozen=True, slots=True)
class _DealEntry:
    dealer: int
    cards: DealCards
    reshuffle: tuple[Card, ...] | None
    actions: tuple[Action, ...]


def read_record(data: Any) -> tuple[Rules, list[list[_DealEntry]]]:
    """Check the shape of a parsed JSON record. Raises RecordFormatError."""
    if not isinstance(data, dict):
        raise RecordFormatError("a record is a JSON object")
    tag = data.get("format")
    if tag != FORMAT:
        raise RecordFormatError(f"the format tag must be {FORMAT!r}, not {tag!r}")
    try:
        rules = Rules.from_spec(_need(data, "rules", dict, "the record"))
    except RulesError as error:
        raise RecordFormatError(f"rules: {error}") from None
    players = data.get("players", ["", ""])
    if not (isinstance(players, list) and len(players) == 2
            and all(isinstance(p, str) for p in players)):
        raise RecordFormatError("players must be a list of two names")
    games: list[list[_DealEntry]] = []
    for g, game in enumerate(_need(data, "games", list, "the record")):
        where = f"game {g}"
        if not isinstance(game, dict):
            raise RecordFormatError(f"{where} must be an object with deals")
        deals = []
        for d, deal in enumerate(_need(game, "deals", list, where)):
            deals.append(_read_deal(deal, f"game {g} deal {d}"))
        games.append(deals)
    return rules, games


def _read_deal(deal: Any, where: str) -> _DealEntry:
    if not isinstance(deal, dict):
        raise RecordFormatError(f"{where} must be an object")
    dealer = _need(deal, "dealer", int, where)
    if dealer not in (0, 1):
        raise RecordFormatError(f"{where}: dealer must be 0 or 1")
    hands = _need(deal, "hands", list, where)
    if len(hands) != 2:
        raise RecordFormatError(f"{where}: hands must list two hands, seat 0 then seat 1")
    hand0 = _cards(hands[0], f"{where} hand 0")
    hand1 = _cards(hands[1], f"{where} hand 1")
    turnup_text = _need(deal, "turnup", str, where)
    turnup = _cards([turnup_text], f"{where} turnup")[0]
    stock = _cards(_need(deal, "stock", list, where), f"{where} stock")
    reshuffle = None
    if "reshuffle" in deal:
        reshuffle = _cards(deal["reshuffle"], f"{where} reshuffle")
    actions = []
    for a, text in enumerate(_need(deal, "actions", list, where)):
        if not isinstance(text, str):
            raise RecordFormatError(f"{where} action {a} must be a string")
        try:
            action = parse_action(text)
        except InvalidActionError as error:
            raise RecordFormatError(f"{where} action {a}: {error}") from None
        if action.hidden:
            raise RecordFormatError(
                f"{where} action {a}: a record names the discarded cards, not only "
                "their number")
        actions.append(action)
    return _DealEntry(dealer, DealCards((hand0, hand1), turnup, stock), reshuffle,
                      tuple(actions))


@dataclasses.dataclass(frozen=True, slots=True)
class Position:
    """One step of a replayed record: ``before`` the step, the step ``taken`` (a player's
    action, or chance: the deal's cards or a reshuffle), the ``after`` state and its events.
    ``game``, ``deal``, ``action`` are 0-based as ``ecarte verify`` counts them; ``action``
    is None for chance, and ``seat`` is ``CHANCE`` then."""

    game: int
    deal: int
    action: int | None
    seat: int
    taken: AnyAction
    before: MatchState
    after: MatchState
    events: tuple[Event, ...]


class RecordFaultError(ValueError):
    """A readable record that breaks the rules: ``fault`` says where and why."""

    def __init__(self, fault_: Fault) -> None:
        where = f"game {fault_.game + 1}, deal {fault_.deal + 1}"
        if fault_.action is not None:
            where += f", action {fault_.action + 1}"
        super().__init__(f"{where}: {fault_.error}")
        self.fault = fault_


def walk(data: Any) -> Iterator[Position]:
    """Every step of a valid record, in order, with the states around it (for review and
    replay). Raises RecordFormatError if it cannot be read, RecordFaultError at the first
    step that breaks the rules (after yielding the steps before it)."""
    result = yield from _replayed(data)
    if result.fault is not None:
        raise RecordFaultError(result.fault)


def replay(data: Any) -> Replay:
    """Replay a record with the engine. Raises RecordFormatError if it cannot be read;
    otherwise the result holds the first fault, if any."""
    steps = _replayed(data)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            result: Replay = stop.value
            return result


def _replayed(data: Any) -> Generator[Position, None, Replay]:
    rules, games = read_record(data)
    state = new_match(rules)

    def done(fault_: Fault | None) -> Replay:
        scores = [{"score": list(r.score), "winner": r.winner} for r in state.results]
        if state.winner is None and state.game is not None and len(scores) < len(games):
            scores.append({"score": list(state.game.score), "winner": None})
        return Replay(state, fault_, tuple(scores))

    for g, deals in enumerate(games):
        if state.winner is not None:
            return done(Fault("the match is already over", g, 0, None))
        if g > len(state.results):
            return done(Fault(f"game {g - 1} has not ended, so game {g} cannot begin",
                              g, 0, None))
        for d, entry in enumerate(deals):
            if g < len(state.results) or state.winner is not None:
                return done(Fault("the game is already over", g, d, None))
            if state.game is None:
                state = state._replace(game=new_match(rules, entry.dealer).game)
            elif state.core is not None:
                return done(Fault(f"deal {d - 1} has not ended, so deal {d} cannot begin",
                                  g, d, None))
            elif entry.dealer != state.game.dealer:
                why = ("the loser of the last game deals first" if d == 0
                       else "the deal alternates")
                return done(Fault(f"seat {entry.dealer} deals, but {why}: seat "
                                  f"{state.game.dealer} should deal", g, d, None))
            problem = deal_cards_fault(entry.cards)
            if problem is not None:
                return done(Fault(str(problem), g, d, None, problem.rule.value))
            after, events = advance(state, entry.cards)
            yield Position(g, d, None, CHANCE, entry.cards, state, after, events)
            state = after
            pending = entry.reshuffle
            for a, action in enumerate((*entry.actions, None)):
                if state.actor == CHANCE and state.deal is not None:
                    # The discard before this point needs the reshuffled discards.
                    if pending is None:
                        return done(Fault("the exchange needs the discards reshuffled, but "
                                          "the deal lists no reshuffle", g, d, a - 1))
                    why_not = fault(state, Reshuffle(pending))
                    if why_not is not None:
                        return done(Fault(str(why_not), g, d, a - 1, why_not.rule.value))
                    after, events = advance(state, Reshuffle(pending))
                    yield Position(g, d, None, CHANCE, Reshuffle(pending), state, after, events)
                    state = after
                    pending = None
                if action is None:
                    break
                if g < len(state.results) or state.winner is not None:
                    return done(Fault("the game is already over", g, d, a))
                if state.actor == CHANCE:
                    return done(Fault("the deal ended before this action", g, d, a))
                why_not = fault(state, action)
                if why_not is not None:
                    return done(Fault(str(why_not), g, d, a, why_not.rule.value))
                seat = state.actor
                assert seat is not None
                after, events = advance(state, action)
                yield Position(g, d, a, seat, action, state, after, events)
                state = after
            if pending is not None:
                return done(Fault("the deal lists a reshuffle it never needed", g, d, None))
    return done(None)
