"""Reviewing a whole record: every decision of the reviewed seats, judged from that seat's
view at that moment (``engine.records.walk`` gives the positions), and a summary per seat.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Sequence
from typing import Any, Final

from ecarte.engine import Action, Card, SeatView, view
from ecarte.engine.records import walk
from ecarte.review.book import BookAdvice, book_advice
from ecarte.review.judge import (
    EXCHANGE_SAMPLES,
    MARKS,
    PLAY_SAMPLES,
    Decision,
    Reviewer,
    Severity,
    choices_of,
    phase_of,
)
from ecarte.review.why import Why, explain

PHASES: Final[tuple[Decision, ...]] = tuple(Decision)
WORST: Final = 3


@dataclasses.dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision judged: where (0-based, as ``ecarte verify`` counts), who, what was
    played and what was best (record words), the loss in chance, the mark and the chance
    of every choice weighed. Facts only: the review's words (``ecarte.words.review``)
    tell them."""

    game: int
    deal: int
    action: int
    seat: int
    phase: Decision
    played: str
    best: str
    loss: float
    mark: Severity | None
    choices: dict[str, float]
    book: BookAdvice | None = None  # at an exchange decision: the rule of thumb's choice
    why: Why | None = None  # a marked decision: the lines, the draws and the reasons

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "deal": self.deal, "action": self.action,
                "seat": self.seat, "phase": str(self.phase), "played": self.played,
                "best": self.best, "loss": round(self.loss, 4),
                "mark": None if self.mark is None else str(self.mark),
                "choices": {k: round(v, 4) for k, v in self.choices.items()},
                "book": None if self.book is None else self.book.to_json(),
                "why": None if self.why is None else self.why.to_json()}


@dataclasses.dataclass(frozen=True, slots=True)
class SeatSummary:
    """A seat's decisions counted (forced moves apart), its marks, the chance it lost in
    all and per decision (its error rate), by phase, and its costliest decisions."""

    seat: int
    name: str
    decisions: int
    loss: float
    mean_loss: float
    inaccuracies: int
    mistakes: int
    blunders: int
    forced: int
    phases: dict[Decision, dict[str, int]]
    worst: tuple[DecisionReview, ...]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "decisions": self.decisions,
                "loss": round(self.loss, 4), "mean_loss": round(self.mean_loss, 4),
                "inaccuracies": self.inaccuracies, "mistakes": self.mistakes,
                "blunders": self.blunders, "forced": self.forced,
                "phases": {str(p): dict(c) for p, c in self.phases.items()}}


@dataclasses.dataclass(frozen=True, slots=True)
class RecordReview:
    """The review of one record. ``post_mortem``: judged with both hands known."""

    players: tuple[str, str]
    post_mortem: bool
    seats: list[SeatSummary]
    decisions: list[DecisionReview]

    def to_json(self) -> dict[str, Any]:
        """The record's object in ``ecarte review --json`` (docs/review.md)."""
        return {"players": list(self.players), "post_mortem": self.post_mortem,
                "seats": [s.to_json() for s in self.seats],
                "decisions": [d.to_json() for d in self.decisions]}


Known = tuple[tuple[Card, ...], tuple[Card, ...]]


@dataclasses.dataclass(frozen=True, slots=True)
class _Task:
    game: int
    deal: int
    action: int
    view: SeatView
    taken: Action
    known: Known | None
    record: int = 0  # which of the records judged together


def review_record(record: dict[str, Any], seats: Collection[int] = (0, 1), *,
                  post_mortem: bool = False, jobs: int = 1,
                  progress: Callable[[int, int], None] | None = None,
                  exchange_samples: int = EXCHANGE_SAMPLES,
                  play_samples: int = PLAY_SAMPLES) -> RecordReview:
    """Judge every decision of ``seats`` in a valid record. Raises RecordFormatError or
    RecordFaultError (``engine.records``) before judging anything if the record is
    unreadable or illegal. The result does not depend on ``jobs``."""
    return review_records([(record, seats)], post_mortem=post_mortem, jobs=jobs,
                          progress=progress, exchange_samples=exchange_samples,
                          play_samples=play_samples)[0]


def review_records(items: Sequence[tuple[dict[str, Any], Collection[int]]], *,
                   post_mortem: bool = False, jobs: int = 1,
                   progress: Callable[[int, int], None] | None = None,
                   exchange_samples: int = EXCHANGE_SAMPLES,
                   play_samples: int = PLAY_SAMPLES) -> list[RecordReview]:
    """Each record judged for its seats, as ``review_record`` does; the deals of all of
    them are shared among ``jobs`` processes (a file of many one-deal records, as the
    arena writes, is then as fast as one long record). ``progress(done, total)`` counts
    the decisions of all."""
    prepared = [_tasks(record, seats, post_mortem, index)
                for index, (record, seats) in enumerate(items)]
    judged = iter(_judge_all([task for tasks, _ in prepared for task in tasks], jobs,
                             progress, exchange_samples, play_samples))
    reviews = []
    for (record, _), (tasks, forced) in zip(items, prepared, strict=True):
        mine = [next(judged) for _ in tasks]
        players = record.get("players", ["Seat 0", "Seat 1"])
        names = (str(players[0]) or "Seat 0", str(players[1]) or "Seat 1")
        summaries = [summarise(seat, names[seat], [d for d in mine if d.seat == seat],
                               forced[seat]) for seat in sorted(forced)]
        reviews.append(RecordReview(names, post_mortem, summaries, mine))
    return reviews


def _tasks(record: dict[str, Any], seats: Collection[int], post_mortem: bool,
           index: int) -> tuple[list[_Task], dict[int, int]]:
    """The decisions of ``seats`` to judge in one record, and the forced ones counted."""
    tasks: list[_Task] = []
    forced = {seat: 0 for seat in seats}
    for step in walk(record):
        if step.action is None or step.seat not in forced:
            continue
        assert isinstance(step.taken, Action)
        seen = view(step.before, step.seat)
        if len(choices_of(seen, step.taken)) <= 1:
            forced[step.seat] += 1
            continue
        known = None
        if post_mortem:
            deal = step.before.deal
            assert deal is not None
            hand = tuple(c for c in deal.hands[1 - step.seat] if c is not None)
            known = (hand, tuple(c for c in deal.stock if c is not None))
        tasks.append(_Task(step.game, step.deal, step.action, seen, step.taken, known,
                           index))
    return tasks, forced


def summarise(seat: int, name: str, decisions: Sequence[DecisionReview],
              forced: int = 0) -> SeatSummary:
    """The summary of one seat's judged decisions."""
    phases: dict[Decision, dict[str, int]] = {}
    for d in decisions:
        counts = phases.setdefault(d.phase, {"decisions": 0, "inaccuracies": 0,
                                             "mistakes": 0, "blunders": 0})
        counts["decisions"] += 1
        if d.mark is not None:
            counts[_PLURAL[d.mark]] += 1
    ordered = {p: phases[p] for p in PHASES if p in phases}
    loss = sum(d.loss for d in decisions)
    marks = {m: sum(d.mark == m for d in decisions) for m in MARKS}
    worst = sorted((d for d in decisions if d.loss > 0), key=lambda d: -d.loss)[:WORST]
    return SeatSummary(seat, name, len(decisions), loss,
                       loss / len(decisions) if decisions else 0.0,
                       marks[Severity.INACCURACY], marks[Severity.MISTAKE],
                       marks[Severity.BLUNDER], forced, ordered, tuple(worst))


_PLURAL: Final = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}


def _judge_all(tasks: list[_Task], jobs: int, progress: Callable[[int, int], None] | None,
               exchange_samples: int, play_samples: int) -> list[DecisionReview]:
    """Each task judged, in order; split by deal over ``jobs`` processes."""
    chunks: list[list[_Task]] = []
    for task in tasks:
        first = chunks[-1][0] if chunks else None
        if first is not None and (first.record, first.game, first.deal) == \
                (task.record, task.game, task.deal):
            chunks[-1].append(task)
        else:
            chunks.append([task])
    done: list[DecisionReview] = []
    if progress is not None:
        progress(0, len(tasks))
    if jobs <= 1 or len(chunks) <= 1:
        reviewer = Reviewer(exchange_samples, play_samples)
        for chunk in chunks:
            for task in chunk:
                done.append(_judge_one(reviewer, task))
                if progress is not None:
                    progress(len(done), len(tasks))
        return done
    from concurrent.futures import ProcessPoolExecutor  # here: a table that never reviews

    with ProcessPoolExecutor(max_workers=jobs) as pool:  # need not load it (~10 ms)
        args = [(chunk, exchange_samples, play_samples) for chunk in chunks]
        for judged in pool.map(_judge_chunk, args):
            done.extend(judged)
            if progress is not None:
                progress(len(done), len(tasks))
    return done


_REVIEWERS: dict[tuple[int, int], Reviewer] = {}


def _judge_chunk(args: tuple[list[_Task], int, int]) -> list[DecisionReview]:
    chunk, exchange_samples, play_samples = args
    reviewer = _REVIEWERS.get((exchange_samples, play_samples))
    if reviewer is None:
        reviewer = _REVIEWERS[(exchange_samples, play_samples)] = Reviewer(
            exchange_samples, play_samples)
    return [_judge_one(reviewer, task) for task in chunk]


def _judge_one(reviewer: Reviewer, task: _Task) -> DecisionReview:
    verdict = reviewer.judge(task.view, task.taken, task.known)
    assert phase_of(task.view, task.taken) == verdict.phase
    why = None
    if verdict.mark is not None:
        with reviewer.expert.knowing(task.known):
            why = explain(reviewer, task.view, task.taken, verdict.best)
    return DecisionReview(task.game, task.deal, task.action, task.view.seat, verdict.phase,
                          str(task.taken), str(verdict.best), verdict.loss, verdict.mark,
                          {str(a): c for a, c in verdict.chances.items()},
                          book_advice(task.view), why)
