"""Game records (``ecarte-record/1``): write them from play, read and replay them.

Pure: dictionaries in and out, no files. See docs/records.md for the format.
"""

from __future__ import annotations

import dataclasses
import enum
import json
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


@dataclasses.dataclass(frozen=True, slots=True)
class Where:
    """A place in a record, 0-based as its lists count: the record itself (no game), a
    game, a deal of it, and a ``part`` of the deal ("hand", "turnup", "stock",
    "reshuffle", "action") with its ``index`` (the hand's seat, the action's number)."""

    game: int | None = None
    deal: int | None = None
    part: str | None = None
    index: int | None = None

    def __str__(self) -> str:
        from ecarte.words.records import words

        said = words()
        if self.game is None:
            return said.the_record
        text = said.game(self.game) if self.deal is None else said.deal(self.game, self.deal)
        if self.part is not None:
            text += f" {said.parts.get(self.part, self.part)}"
        return text if self.index is None else f"{text} {self.index}"


class Shape(enum.Enum):
    """Why a record cannot be read (its code, as a program may test it)."""

    NOT_AN_OBJECT = "not-an-object"
    FORMAT_TAG = "format-tag"  # details: the tag found, quoted
    NO_FORMAT_TAG = "no-format-tag"
    RULES = "rules"  # details: why the rules are refused
    PLAYERS = "players"
    MISSING = "missing"  # details: the key, quoted
    WRONG_KIND = "wrong-kind"  # details: the key, quoted; the kind (list, object, int, str)
    NOT_CARDS = "not-cards"
    BAD_CARD = "bad-card"  # details: why
    GAME_SHAPE = "game-shape"
    DEAL_SHAPE = "deal-shape"
    DEALER = "dealer"
    HANDS = "hands"
    ACTION_TYPE = "action-type"
    BAD_ACTION = "bad-action"  # details: why
    HIDDEN = "hidden"


class RecordFormatError(ValueError):
    """A record that cannot be read: not JSON, wrong tag, a missing field, an unknown card.
    Raised with the facts (a ``Shape``, ``where`` and its ``details``), worded in the
    chosen language when shown; or, by a reader of its own, with a sentence."""

    def __init__(self, shape: Shape | str, where: Where | None = None,
                 details: tuple[str, ...] = ()) -> None:
        super().__init__(shape, where, details)
        self.shape = shape if isinstance(shape, Shape) else None
        self.where, self.details = where or Where(), details
        self._sentence = shape if isinstance(shape, str) else None

    def __str__(self) -> str:
        if self.shape is None:
            return str(self._sentence)
        from ecarte.words.records import words

        said, where, details = words(), str(self.where), (*self.details, "", "")
        shape = self.shape
        if shape is Shape.NOT_AN_OBJECT:
            return said.not_an_object
        if shape is Shape.FORMAT_TAG:
            return said.format_tag(repr(FORMAT), details[0])
        if shape is Shape.NO_FORMAT_TAG:
            return said.no_format_tag(json.dumps(FORMAT))
        if shape is Shape.RULES:
            return said.bad_rules(details[0])
        if shape is Shape.PLAYERS:
            return said.players
        if shape is Shape.MISSING:
            return said.missing(where, details[0])
        if shape is Shape.WRONG_KIND:
            return said.wrong_kind(where, details[0], said.kinds.get(details[1], details[1]))
        if shape is Shape.NOT_CARDS:
            return said.not_cards(where)
        if shape is Shape.BAD_CARD:
            return said.bad_card(where, details[0])
        if shape is Shape.GAME_SHAPE:
            return said.game_shape(where)
        if shape is Shape.DEAL_SHAPE:
            return said.deal_shape(where)
        if shape is Shape.DEALER:
            return said.dealer(where)
        if shape is Shape.HANDS:
            return said.hands(where)
        if shape is Shape.ACTION_TYPE:
            return said.action_type(where)
        if shape is Shape.BAD_ACTION:
            return said.bad_action(where, details[0])
        return said.hidden(where)


class Problem(enum.Enum):
    """What is wrong in a readable record (its code, in ``ecarte verify``'s output)."""

    MATCH_OVER = "match-over"
    GAME_NOT_ENDED = "game-not-ended"  # numbers: the game before, this game
    GAME_OVER = "game-over"
    DEAL_NOT_ENDED = "deal-not-ended"  # numbers: the deal before, this deal
    LOSER_DEALS_FIRST = "loser-deals-first"  # numbers: the seat dealing, the one who should
    DEAL_ALTERNATES = "deal-alternates"  # numbers: the seat dealing, the one who should
    NO_RESHUFFLE = "no-reshuffle"
    DEAL_ENDED = "deal-ended"
    UNNEEDED_RESHUFFLE = "unneeded-reshuffle"
    RULE = "rule"  # a rule of the game broken: ``broken`` says which


@dataclasses.dataclass(frozen=True, slots=True)
class Fault:
    """The first thing wrong in a readable record, with 0-based positions: the
    ``problem`` and its ``numbers``, or the engine's fault (``broken``) when a rule of
    the game is broken. ``error`` words it in the chosen language."""

    problem: Problem
    game: int
    deal: int
    action: int | None
    rule: str | None = None  # the code of the rule broken (engine.faults.Rule), if one was
    numbers: tuple[int, ...] = ()
    broken: Any = None  # the engine's Fault (engine.faults), for Problem.RULE

    @property
    def error(self) -> str:
        """What is wrong, in a sentence of the chosen language."""
        if self.problem is Problem.RULE:
            return str(self.broken)
        from ecarte.words.records import words

        said, numbers = words(), (*self.numbers, 0, 0)
        problem = self.problem
        if problem is Problem.MATCH_OVER:
            return said.match_over
        if problem is Problem.GAME_NOT_ENDED:
            return said.game_not_ended(numbers[0], numbers[1])
        if problem is Problem.GAME_OVER:
            return said.game_over
        if problem is Problem.DEAL_NOT_ENDED:
            return said.deal_not_ended(numbers[0], numbers[1])
        if problem is Problem.LOSER_DEALS_FIRST:
            return said.loser_deals_first(numbers[0], numbers[1])
        if problem is Problem.DEAL_ALTERNATES:
            return said.deal_alternates(numbers[0], numbers[1])
        if problem is Problem.NO_RESHUFFLE:
            return said.no_reshuffle
        if problem is Problem.DEAL_ENDED:
            return said.deal_ended
        return said.unneeded_reshuffle


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
                     "deal": self.fault.deal, "action": self.fault.action,
                     "code": self.fault.problem.value}
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

    def actions_in_deal(self) -> int:
        """How many actions the deal in progress has so far (0 before any deal)."""
        games = self.record["games"]
        return len(games[-1]["deals"][-1]["actions"]) if games and games[-1]["deals"] else 0

    def note(self, text: str) -> None:
        """Attach a note to the deal in progress (an undo, a resignation...)."""
        games = self.record["games"]
        if games and games[-1]["deals"]:
            games[-1]["deals"][-1].setdefault("notes", []).append(text)


# Reading -----------------------------------------------------------------------------


def _quoted(value: Any) -> str:
    """A value found in a record, quoted short: a string as Python quotes it ('chess'),
    anything else as JSON writes it (null, 2, [])."""
    text = repr(value) if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:39] + "…"


def _need(obj: Mapping[str, Any], key: str, kind: type, where: Where) -> Any:
    if key not in obj:
        raise RecordFormatError(Shape.MISSING, where, (repr(key),))
    value = obj[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordFormatError(Shape.WRONG_KIND, where, (repr(key), _KIND_NAMES[kind]))
    return value


_KIND_NAMES: Final = {list: "list", dict: "object", int: "int", str: "str"}


def _cards(values: Any, where: Where) -> tuple[Card, ...]:
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise RecordFormatError(Shape.NOT_CARDS, where)
    try:
        return tuple(Card.parse(v) for v in values)
    except InvalidCardError as error:
        raise RecordFormatError(Shape.BAD_CARD, where, (str(error),)) from None


@dataclasses.dataclass(frozen=True, slots=True)
class _DealEntry:
    dealer: int
    cards: DealCards
    reshuffle: tuple[Card, ...] | None
    actions: tuple[Action, ...]


def read_record(data: Any) -> tuple[Rules, list[list[_DealEntry]]]:
    """Check the shape of a parsed JSON record. Raises RecordFormatError."""
    if not isinstance(data, dict):
        raise RecordFormatError(Shape.NOT_AN_OBJECT)
    if "format" not in data:
        raise RecordFormatError(Shape.NO_FORMAT_TAG)
    tag = data["format"]
    if tag != FORMAT:
        raise RecordFormatError(Shape.FORMAT_TAG, None, (_quoted(tag),))
    try:
        rules = Rules.from_spec(_need(data, "rules", dict, Where()))
    except RulesError as error:
        raise RecordFormatError(Shape.RULES, None, (str(error),)) from None
    players = data.get("players", ["", ""])
    if not (isinstance(players, list) and len(players) == 2
            and all(isinstance(p, str) for p in players)):
        raise RecordFormatError(Shape.PLAYERS)
    games: list[list[_DealEntry]] = []
    for g, game in enumerate(_need(data, "games", list, Where())):
        where = Where(g)
        if not isinstance(game, dict):
            raise RecordFormatError(Shape.GAME_SHAPE, where)
        deals = []
        for d, deal in enumerate(_need(game, "deals", list, where)):
            deals.append(_read_deal(deal, Where(g, d)))
        games.append(deals)
    return rules, games


def _read_deal(deal: Any, where: Where) -> _DealEntry:
    if not isinstance(deal, dict):
        raise RecordFormatError(Shape.DEAL_SHAPE, where)
    dealer = _need(deal, "dealer", int, where)
    if dealer not in (0, 1):
        raise RecordFormatError(Shape.DEALER, where)
    hands = _need(deal, "hands", list, where)
    if len(hands) != 2:
        raise RecordFormatError(Shape.HANDS, where)

    def part(name: str, index: int | None = None) -> Where:
        return dataclasses.replace(where, part=name, index=index)

    hand0 = _cards(hands[0], part("hand", 0))
    hand1 = _cards(hands[1], part("hand", 1))
    turnup_text = _need(deal, "turnup", str, where)
    turnup = _cards([turnup_text], part("turnup"))[0]
    stock = _cards(_need(deal, "stock", list, where), part("stock"))
    reshuffle = None
    if "reshuffle" in deal:
        reshuffle = _cards(deal["reshuffle"], part("reshuffle"))
    actions = []
    for a, text in enumerate(_need(deal, "actions", list, where)):
        if not isinstance(text, str):
            raise RecordFormatError(Shape.ACTION_TYPE, part("action", a))
        try:
            action = parse_action(text)
        except InvalidActionError as error:
            raise RecordFormatError(Shape.BAD_ACTION, part("action", a), (str(error),)) \
                from None
        if action.hidden:
            raise RecordFormatError(Shape.HIDDEN, part("action", a))
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
        super().__init__(fault_)
        self.fault = fault_

    def __str__(self) -> str:
        from ecarte.words.records import words

        said, fault_ = words(), self.fault
        where = said.at_deal(fault_.game + 1, fault_.deal + 1) if fault_.action is None \
            else said.at_action(fault_.game + 1, fault_.deal + 1, fault_.action + 1)
        return f"{where}: {fault_.error}"


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
            return done(Fault(Problem.MATCH_OVER, g, 0, None))
        if g > len(state.results):
            return done(Fault(Problem.GAME_NOT_ENDED, g, 0, None, numbers=(g - 1, g)))
        for d, entry in enumerate(deals):
            if g < len(state.results) or state.winner is not None:
                return done(Fault(Problem.GAME_OVER, g, d, None))
            if state.game is None:
                state = state._replace(game=new_match(rules, entry.dealer).game)
            elif state.core is not None:
                return done(Fault(Problem.DEAL_NOT_ENDED, g, d, None,
                                  numbers=(d - 1, d)))
            elif entry.dealer != state.game.dealer:
                why = Problem.LOSER_DEALS_FIRST if d == 0 else Problem.DEAL_ALTERNATES
                return done(Fault(why, g, d, None,
                                  numbers=(entry.dealer, state.game.dealer)))
            problem = deal_cards_fault(entry.cards)
            if problem is not None:
                return done(Fault(Problem.RULE, g, d, None, problem.rule.value,
                                  broken=problem))
            after, events = advance(state, entry.cards)
            yield Position(g, d, None, CHANCE, entry.cards, state, after, events)
            state = after
            pending = entry.reshuffle
            for a, action in enumerate((*entry.actions, None)):
                if state.actor == CHANCE and state.deal is not None:
                    # The discard before this point needs the reshuffled discards.
                    if pending is None:
                        if action is None and g == len(games) - 1 and d == len(deals) - 1:
                            break  # a record that ends there: the reshuffle is still to come
                        return done(Fault(Problem.NO_RESHUFFLE, g, d, a - 1))
                    why_not = fault(state, Reshuffle(pending))
                    if why_not is not None:
                        return done(Fault(Problem.RULE, g, d, a - 1, why_not.rule.value,
                                                broken=why_not))
                    after, events = advance(state, Reshuffle(pending))
                    yield Position(g, d, None, CHANCE, Reshuffle(pending), state, after, events)
                    state = after
                    pending = None
                if action is None:
                    break
                if g < len(state.results) or state.winner is not None:
                    return done(Fault(Problem.GAME_OVER, g, d, a))
                if state.actor == CHANCE:
                    return done(Fault(Problem.DEAL_ENDED, g, d, a))
                why_not = fault(state, action)
                if why_not is not None:
                    return done(Fault(Problem.RULE, g, d, a, why_not.rule.value,
                                      broken=why_not))
                seat = state.actor
                assert seat is not None
                after, events = advance(state, action)
                yield Position(g, d, a, seat, action, state, after, events)
                state = after
            if pending is not None:
                return done(Fault(Problem.UNNEEDED_RESHUFFLE, g, d, None))
    return done(None)
