"""The batched engine held to the scalar engine: play batched rows at random, then
replay each row through ``ecarte.engine`` from a generator seeded the same, comparing at
every step the seat to act, the legal mask, both seats' observations and the score, and
at the end the games, stakes, results and winner. Used by tests/test_batch.py and
bench/batch_agree.py.

>>> check(range(20), first_dealer=0, one_deal=True) is None
True
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable

import numpy as np

from ecarte.batch.columns import DONE
from ecarte.batch.match import BatchMatch, random_actions
from ecarte.batch.observe import observations
from ecarte.engine import CHANCE, MatchState, Rules, apply, chance_action, new_match, view
from ecarte.engine.events import DealEnded, GameWon
from ecarte.engine.numbering import action_of, legal_mask
from ecarte.engine.observe import observation


@dataclasses.dataclass(frozen=True, slots=True)
class Disagreement:
    """Where the two engines first differ: the row, its seed, the step (counting the
    row's actions from 0), what differs, and each engine's value."""

    row: int
    seed: int | str
    step: int
    what: str
    batched: object
    scalar: object


@dataclasses.dataclass(slots=True)
class _Frame:
    actor: np.ndarray
    legal: np.ndarray
    number: np.ndarray
    score: np.ndarray
    seen: tuple[np.ndarray, np.ndarray]


def play(batch: BatchMatch, rng: np.random.Generator, steps: int, concede: bool,
         observe: bool = True) -> list[_Frame]:
    """Random legal play for ``steps`` steps at most (or until every row is done),
    each step's seat to act, legal masks, numbers chosen, scores and observations
    kept, then a last frame of the rows as they end."""
    frames = []
    seats = (np.zeros(batch.rows, dtype=np.int64), np.ones(batch.rows, dtype=np.int64))
    for _ in range(steps + 1):
        number = random_actions(batch.legal_words, rng, concede)
        seen = tuple(observations(batch.columns, batch.rules, s) for s in seats) \
            if observe else (np.empty(0), np.empty(0))
        frames.append(_Frame(batch.actor.copy(), batch.legal.copy(), number,
                             batch.score.copy(), seen))  # type: ignore[arg-type]
        if batch.done.all() or len(frames) > steps:
            break
        batch.step(number)
    return frames


def check(seeds: Iterable[int | str], rules: Rules | None = None, *,
          first_dealer: int | None = 0, one_deal: bool = False, restart: bool = False,
          steps: int = 400, concede: bool = False, play_seed: int = 0,
          observe: bool = True) -> Disagreement | None:
    """The first disagreement between the engines over random play from ``seeds``
    (one row each), or None."""
    seeds = list(seeds)
    rules = rules if rules is not None else Rules()
    batch = BatchMatch(seeds, rules, first_dealer=first_dealer, one_deal=one_deal,
                       restart=restart)
    frames = play(batch, np.random.default_rng(play_seed), steps, concede, observe)
    final = batch.columns
    for row, seed in enumerate(seeds):
        found, state = _replay(row, seed, rules, first_dealer, one_deal, restart, frames,
                               observe)
        if found is not None:
            return found
        if not restart:
            told = (tuple(state.games), tuple(state.stakes),
                    -1 if state.winner is None else state.winner,
                    [(r.winner, *r.score, r.value, r.deals) for r in state.results])
            won = int(final.won[row])
            batched = (tuple(final.games[row].tolist()), tuple(final.stakes[row].tolist()),
                       int(final.winner[row]), [tuple(x) for x in
                                                final.results[row, :won].tolist()])
            if batched != told:
                return Disagreement(row, seed, len(frames), "result", batched, told)
    return None


def _replay(row: int, seed: int | str, rules: Rules, first_dealer: int | None,
            one_deal: bool, restart: bool, frames: list[_Frame],
            observe: bool) -> tuple[Disagreement | None, MatchState]:
    rng = random.Random(seed)
    state = new_match(rules, first_dealer=first_dealer)
    ended = False
    for step, frame in enumerate(frames):
        while True:  # the chance steps due (and, restarting, the next match)
            if state.actor == CHANCE and not ended:
                state, events = apply(state, chance_action(state, rng))
                ended = one_deal and any(isinstance(e, DealEnded | GameWon) for e in events)
            elif restart and state.actor is None:
                state = new_match(rules, first_dealer=first_dealer)
            else:
                break
        actor = DONE if state.actor is None or ended else state.actor
        differs = _compare(row, seed, step, frame, state, actor, observe)
        if differs is not None or actor == DONE:
            return differs, state
        seen = view(state, actor)
        state, events = apply(state, action_of(int(frame.number[row]), seen.hand))
        ended = one_deal and any(isinstance(e, DealEnded | GameWon) for e in events)
    return None, state


def _compare(row: int, seed: int | str, step: int, frame: _Frame, state: MatchState,
             actor: int, observe: bool) -> Disagreement | None:
    def differ(what: str, batched: object, scalar: object) -> Disagreement:
        return Disagreement(row, seed, step, what, batched, scalar)

    if int(frame.actor[row]) != actor:
        return differ("actor", int(frame.actor[row]), actor)
    if tuple(frame.score[row].tolist()) != state.score:
        return differ("score", tuple(frame.score[row].tolist()), state.score)
    if actor != DONE:
        mask = legal_mask(view(state, actor))
        if tuple(frame.legal[row].tolist()) != mask:
            return differ("legal", np.flatnonzero(frame.legal[row]).tolist(),
                          [n for n, legal in enumerate(mask) if legal])
    if observe:
        for seat in (0, 1):
            scalar = np.array(observation(view(state, seat)))
            batched = frame.seen[seat][row]
            if not np.array_equal(batched, scalar):
                where = np.flatnonzero(batched != scalar).tolist()
                return differ(f"observation of seat {seat} at {where}",
                              batched[where].tolist(), scalar[where].tolist())
    return None
