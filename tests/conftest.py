"""Shared helpers for the engine tests: deal an exact position from card strings, play
actions by their record text, and walk any engine value for the cards it holds.

Seats in the helpers: unless told otherwise seat 1 deals, so seat 0 is the elder.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterable, Iterator
from typing import Any

from hypothesis import strategies as st

from ecarte.engine import (
    CHANCE,
    DECK,
    PRESETS,
    Action,
    AnyAction,
    Card,
    DealCards,
    Game,
    MatchState,
    Rules,
    apply,
    chance_action,
    legal_actions,
    new_match,
    parse_action,
    parse_cards,
)
from ecarte.engine.events import Event, PointsScored

ELDER, DEALER = 0, 1

PRESET_RULES = st.sampled_from(sorted(PRESETS)).map(Rules.preset)
MIXED_RULES = st.builds(
    Rules, target=st.sampled_from([1, 2, 3, 5]), match=st.sampled_from([1, 3]),
    packets=st.sampled_from(["3-2", "2-3", "2-2-1"]), dealer_may_stand_pat=st.booleans(),
    reshuffle_discards=st.booleans(), king=st.sampled_from(["ask", "auto"]),
    trumping=st.sampled_from(["strict", "free"]), point_de_refus=st.booleans(),
    penalty_any_refusal=st.booleans(), game_values=st.booleans(), videau=st.booleans())
ANY_RULES = st.one_of(PRESET_RULES, MIXED_RULES)
SEEDS = st.integers(0, 2**32 - 1)


def cards(text: str) -> tuple[Card, ...]:
    """``cards("Ks 10h 7c")``: the cards named, in order."""
    return parse_cards(text.split())


def card(text: str) -> Card:
    return Card.parse(text)


def deal_cards(elder: str, dealer: str, turnup: str, stock: str = "",
               dealer_seat: int = DEALER) -> DealCards:
    """The chance action dealing exactly these hands. ``stock`` names the top of the stock,
    top first; the rest of the pack follows in pack order."""
    hands = {1 - dealer_seat: cards(elder), dealer_seat: cards(dealer)}
    up = card(turnup)
    top = cards(stock)
    used = {*hands[0], *hands[1], up, *top}
    rest = tuple(c for c in DECK if c not in used)
    return DealCards((hands[0], hands[1]), up, top + rest)


def dealt(elder: str, dealer: str, turnup: str, *, stock: str = "", rules: Rules | None = None,
          dealer_seat: int = DEALER, score: tuple[int, int] = (0, 0),
          ) -> tuple[MatchState, tuple[Event, ...]]:
    """The match state right after dealing this exact position, with the deal's events."""
    state = new_match(rules or Rules(), first_dealer=dealer_seat)
    assert state.game is not None
    state = state._replace(game=Game(dealer=dealer_seat, score=score))
    return apply(state, deal_cards(elder, dealer, turnup, stock, dealer_seat))


def play(state: MatchState, *texts: str) -> tuple[MatchState, tuple[Event, ...]]:
    """Apply actions written in record notation ("stand", "play Ks", "discard 7c 8d")."""
    events: list[Event] = []
    for text in texts:
        state, new = apply(state, parse_action(text))
        events.extend(new)
    return state, tuple(events)


def points(events: Iterable[object]) -> list[tuple[int, int]]:
    """(seat, points) of every PointsScored event, in order."""
    return [(e.seat, e.points) for e in events if isinstance(e, PointsScored)]


def hand_of(state: MatchState, seat: int) -> tuple[Card, ...]:
    assert state.deal is not None
    return tuple(c for c in state.deal.hands[seat] if c is not None)


def discard_first(state: MatchState, count: int) -> MatchState:
    """The seat to act discards the first ``count`` cards of its hand."""
    seat = state.actor
    assert seat is not None and seat != CHANCE
    return apply(state, Action.discard(hand_of(state, seat)[:count]))[0]


def exchange(state: MatchState, elder: int, dealer: int | None) -> MatchState:
    """One round: the elder proposes, the dealer accepts, both discard their first cards
    (``dealer=None``: the dealer has no exchange to make)."""
    state, _ = play(state, "propose", "accept")
    state = discard_first(state, elder)
    if dealer is not None:
        state = discard_first(state, dealer)
    return state


def cards_in(value: Any) -> Iterator[Card]:
    """Every card held anywhere inside an engine value (states, views, events, actions)."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from cards_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from cards_in(getattr(value, field.name))


def random_step(state: MatchState, rng: random.Random, concede: float = 0.02,
                exchange: float = 0.6) -> tuple[AnyAction, MatchState, tuple[Event, ...]]:
    """One random legal step (chance included). Conceding and dropping are kept rare, and
    proposals and acceptances common (``exchange``), so the stock often runs short."""
    if state.actor == CHANCE:
        action: AnyAction = chance_action(state, rng)
    else:
        choices = legal_actions(state)
        rare = [a for a in choices if a.kind in ("concede", "drop")]
        eager = [a for a in choices if a.kind in ("propose", "accept")]
        common = [a for a in choices if a not in rare] or rare
        if rare and rng.random() < concede:
            action = rng.choice(rare)
        elif eager and rng.random() < exchange:
            action = eager[0]
        else:
            action = rng.choice(common)
    state, events = apply(state, action)
    return action, state, events


def first_listed(line: str) -> str:
    """What a player reading the 'legal:' line types: its first move."""
    first = line.strip().removeprefix("legal: ").split(", ")[0]
    match = re.fullmatch(r"discard (\d+)(?: to \d+)? of (.*)", first)
    if match:
        return "discard " + match.group(2).split()[0] if match.group(1) != "0" else "discard"
    return first


def play_first_listed(child: Any, prompt: str = "›") -> None:
    """At a pexpect-driven move prompt: ask '?' and play the first move it lists."""
    child.expect_exact(prompt)
    child.send("?\r")
    child.expect(r"legal: ([^\r\n]*)\r?\n")
    move = first_listed(child.match.group(1))
    child.expect_exact(prompt)
    child.send(move + "\r")


def ends(child: Any, status: int = 0) -> None:
    """The pexpect-driven program ends, with exit ``status``."""
    import pexpect

    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == status
