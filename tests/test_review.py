"""The expert's review (issue 10 point 1): marks on positions built by hand, forced moves
and close calls unmarked, judged from the seat's view alone, deterministic."""

from __future__ import annotations

import ast
import copy
import random
from typing import Any

import pytest

from ecarte.engine import (
    CHANCE,
    DECK,
    Action,
    Card,
    Rules,
    apply,
    chance_action,
    legal_actions,
    new_match,
    view,
)
from ecarte.engine.records import Recorder, RecordFaultError, walk
from ecarte.review import BLUNDER, INACCURACY, judge, review_record

SMALL: dict[str, Any] = {"exchange_samples": 60, "play_samples": 40}
"""Fewer samples than a real review, to keep the tests quick."""


def deal_record(dealer: int, hands: list[list[str]], turnup: str, stock: list[str],
                actions: list[str], players: tuple[str, str] = ("Ada", "Bot")
                ) -> dict[str, Any]:
    """A record of one deal (a match not over: still a valid record)."""
    return {"format": "ecarte-record/1", "rules": {"preset": "club"},
            "players": list(players),
            "games": [{"deals": [{"dealer": dealer, "hands": hands, "turnup": turnup,
                                  "stock": stock, "actions": actions}]}]}


# Seat 1 leads to the last two tricks with 8s and 7h after two tricks won. The dealer has
# played Td on the King of hearts: he holds no heart and no trump (clubs), so 7h is a sure
# third trick (the point); 8s loses it to any higher spade.
SURE_TRICK = deal_record(
    0, [["Ah", "Jd", "Ad", "7s", "Td"], ["8s", "9s", "7h", "9h", "Kh"]], "8c",
    ["Ts", "Ac", "Js", "As", "8h", "Kd", "7c", "Th", "8d", "9d", "Kc", "Qs", "Qc", "Ks",
     "Qh", "Jc", "7d", "Tc", "Qd", "Jh", "9c"],
    ["stand", "play 9h", "play Ah", "play 7s", "play 9s", "play Kh", "play Td", "play 8s",
     "play Jd", "play 7h", "play Ad"])

# The dealer (seat 0) accepts and throws the King of trumps (hearts) with the Ts.
KING_THROWN = deal_record(
    0, [["7h", "Jc", "Ts", "Kh", "Qd"], ["Qh", "7c", "Ac", "9d", "As"]], "9h",
    ["Jd", "Ks", "8c", "Ah", "Tc", "7d", "9c", "Ad", "9s", "Kc", "8s", "8h", "Td", "Kd",
     "7s", "Js", "Th", "8d", "Jh", "Qs", "Qc"],
    ["propose", "accept", "discard 7c Ac 9d As", "discard Kh Ts"])

# Seat 1 leads the Jh, then follows the 7h with the Kc where the Js was as good.
CLOSE = deal_record(
    0, [["Qc", "7s", "Ks", "As", "7h"], ["Th", "Kc", "Tc", "Js", "Jh"]], "9h",
    ["Td", "8d", "7d", "Jc", "Qh", "7c", "8s", "Kd", "Ac", "8c", "8h", "Ah", "Qs", "Ts",
     "Kh", "Qd", "9c", "9s", "9d", "Ad", "Jd"],
    ["stand", "play Jh", "play 7h", "play Kc"])


def decision(review: Any, action: int) -> Any:
    return next(d for d in review.decisions if d.action == action)


def test_throwing_away_a_sure_trick_is_a_blunder() -> None:
    review = review_record(SURE_TRICK, seats=(1,), **SMALL)
    found = decision(review, 7)
    assert (found.played, found.best, found.mark) == ("play 8s", "play 7h", "blunder")
    assert found.choices["play 7h"] - found.choices["play 8s"] == pytest.approx(found.loss)
    assert found.loss >= BLUNDER


def test_throwing_the_king_of_trumps_is_a_blunder_and_the_played_discard_is_valued() -> None:
    review = review_record(KING_THROWN, seats=(0,), **SMALL)
    found = decision(review, 3)
    assert found.phase == "discard" and found.played == "discard Kh Ts"
    assert "Kh" not in found.best and found.mark == "blunder"
    assert set(found.choices) >= {found.played, found.best} and len(found.choices) >= 3


def test_a_forced_move_is_not_judged_and_gets_no_mark() -> None:
    review = review_record(SURE_TRICK, seats=(1,), **SMALL)
    assert 9 not in [d.action for d in review.decisions]  # the 7h, the last card
    assert review.seats[0].forced >= 1
    step = next(s for s in walk(SURE_TRICK) if s.action == 9)
    verdict = judge(view(step.before, 1), Action("play", (Card.parse("7h"),)),
                    exchange_samples=60, play_samples=40)
    assert verdict.forced and verdict.mark is None and verdict.loss == 0


def test_a_close_call_gets_no_mark() -> None:
    step = next(s for s in walk(CLOSE) if s.action == 3)
    seen = view(step.before, 1)
    verdict = judge(seen, Action("play", (Card.parse("Kc"),)))
    assert verdict.mark is None and verdict.loss < INACCURACY
    assert len(verdict.chances) == len(seen.legal_actions()) - 1  # every card, not conceding


def test_the_summary_counts_the_marks_by_phase_and_names_the_costliest() -> None:
    review = review_record(SURE_TRICK, seats=(1,), **SMALL)
    seat = review.seats[0]
    assert (seat.seat, seat.name) == (1, "Bot")
    assert seat.decisions == len(review.decisions) == sum(
        p["decisions"] for p in seat.phases.values())
    assert seat.blunders >= 1 and seat.phases["play"]["blunders"] == seat.blunders
    assert seat.worst[0].played == "play 8s"
    assert seat.loss == pytest.approx(sum(d.loss for d in review.decisions))


def random_record(seed: int, deals: int = 1) -> dict[str, Any]:
    """The first ``deals`` deals of a game played by random legal moves."""
    rules = Rules()
    rng, state = random.Random(seed), new_match(rules, first_dealer=seed % 2)
    recorder = Recorder(rules, ("Ada", "Bot"))
    while state.actor is not None and not (state.game is not None
                                           and state.game.deals == deals + 1):
        action = chance_action(state, rng) if state.actor == CHANCE else \
            rng.choice([a for a in legal_actions(state) if a.kind != "concede"])
        recorder.observe(state, action)
        state, _ = apply(state, action)
    record = recorder.record
    record["games"] = [{"deals": record["games"][0]["deals"][:deals]}]
    return record


def hide_differently(record: dict[str, Any], seat: int, upto: int,
                     rng: random.Random | None) -> dict[str, Any]:
    """The record cut after action ``upto`` of its first deal, with the cards ``seat`` had
    not seen by then (the opponent's hand and discards, the stock it did not draw) dealt
    among themselves differently (as they were without ``rng``)."""
    step = next(s for s in walk(record) if s.action == upto)
    seen = {str(c) for c in view(step.before, seat).seen()}
    unseen = [str(c) for c in DECK if str(c) not in seen]
    moved = unseen[:]
    if rng is not None:
        rng.shuffle(moved)
    swap = dict(zip(unseen, moved, strict=True))

    def card(text: str) -> str:
        name = str(Card.parse(text))
        return swap.get(name, name)

    cut = copy.deepcopy(record)
    deal = cut["games"][0]["deals"][0]
    deal["hands"] = [[card(c) for c in hand] for hand in deal["hands"]]
    deal["stock"] = [card(c) for c in deal["stock"]]
    deal["actions"] = [" ".join([a.split()[0], *(card(c) for c in a.split()[1:])])
                       for a in deal["actions"][:upto + 1]]
    return cut


def test_cards_the_seat_has_not_seen_do_not_change_its_decisions_evaluation() -> None:
    checked = 0
    for seed in range(8):
        record = random_record(seed)
        steps = [s for s in walk(record) if s.action is not None]
        rng = random.Random(seed)
        step = rng.choice(steps)
        seat, upto = step.seat, step.action
        assert upto is not None
        honest = review_record(hide_differently(record, seat, upto, None), seats=(seat,),
                               **SMALL)
        for attempt in range(1, 4):
            other = hide_differently(record, seat, upto, random.Random(attempt))
            try:
                changed = review_record(other, seats=(seat,), **SMALL)
            except RecordFaultError:  # the opponent's follows no longer fit his hand
                continue
            assert changed.decisions == honest.decisions
            checked += 1
    assert checked >= 8


def test_the_same_record_gives_the_same_review_in_one_process_or_two() -> None:
    record = random_record(3, deals=2)
    assert len(record["games"][0]["deals"]) == 2  # two deals: one for each process
    once = review_record(record, **SMALL).to_json()
    assert review_record(record, **SMALL).to_json() == once
    assert review_record(record, jobs=2, **SMALL).to_json() == once


def test_a_post_mortem_says_so_and_uses_the_cards_as_they_lay() -> None:
    fair = review_record(SURE_TRICK, seats=(1,), **SMALL)
    known = review_record(SURE_TRICK, seats=(1,), post_mortem=True, **SMALL)
    assert known.post_mortem and known.to_json()["post_mortem"] is True
    assert not fair.post_mortem and fair.to_json()["post_mortem"] is False
    # The dealer's last cards are Jd and Ad: with them known, 8s is as sure as 7h.
    last = decision(known, 7)
    assert last.choices["play 8s"] == last.choices["play 7h"] and last.mark is None


def test_the_review_imports_only_the_engine_the_bots_and_itself() -> None:
    from tests.test_imports import MODULES, run_time_imports

    allowed = ("ecarte.engine", "ecarte.bots", "ecarte.review", "ecarte.words")
    wrong = {}
    for name, path in MODULES.items():
        if name.startswith("ecarte.review"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            outside = sorted(m for m in run_time_imports(tree) if m.startswith("ecarte")
                             and not any(m == ok or m.startswith(ok + ".") for ok in allowed))
            if outside:
                wrong[name] = outside
    assert wrong == {} and "ecarte.review.record" in MODULES


def random_match(seed: int, rules: Rules, deals: int) -> dict[str, Any]:
    """The first ``deals`` deals of a match played by random legal moves (no concession)."""
    rng, state = random.Random(seed), new_match(rules, first_dealer=seed % 2)
    recorder = Recorder(rules, ("Ada", "Bot"))
    begun = 0
    while state.actor is not None:
        action = chance_action(state, rng) if state.actor == CHANCE else \
            rng.choice([a for a in legal_actions(state) if a.kind != "concede"])
        if state.actor == CHANCE and state.game is not None and state.deal is None:
            begun += 1
            if begun > deals:
                break
        recorder.observe(state, action)
        state, _ = apply(state, action)
    return recorder.record


@pytest.mark.parametrize("spec", [{"preset": "italian"}, {"preset": "french", "match": 3}])
def test_doubles_and_matches_are_judged_with_every_choice_valued(spec: dict[str, Any]
                                                                  ) -> None:
    rules = Rules.from_spec(spec)
    phases: set[str] = set()
    for seed in range(4):
        record = random_match(seed, rules, deals=3)
        for d in review_record(record, **SMALL).decisions:
            phases.add(d.phase)
            assert d.played in d.choices and d.best in d.choices
            assert all(0.0 <= c <= 1.0 for c in d.choices.values())
            assert d.loss == pytest.approx(d.choices[d.best] - d.choices[d.played])
            if d.played in ("take", "drop"):
                assert set(d.choices) == {"take", "drop"} and d.choices["drop"] == 0.25
    assert {"play", "propose"} <= phases
    if rules.videau:
        assert "double" in phases


def test_the_book_is_said_beside_the_expert_at_exchange_decisions() -> None:
    """Issue 22: "a jeu de règle: the book stands; so does the expert". The book's
    advice is the club bot's rule of thumb from the seat's own cards, at each exchange
    decision and nowhere else, and the text says whether the expert agrees."""
    from ecarte.bots.hands import book_stands
    from ecarte.engine import view as seat_view
    from ecarte.engine.records import walk
    from ecarte.review.text import book_line

    record = random_record(5, deals=4)
    judged = review_record(record, (0, 1), exchange_samples=24, play_samples=24)
    views = {(p.game, p.deal, p.action): seat_view(p.before, p.seat)
             for p in walk(record) if p.action is not None}
    exchange = [d for d in judged.decisions if d.phase in ("propose", "answer", "discard")]
    assert exchange, "random play proposes and answers"
    for d in judged.decisions:
        assert (d.book is None) == (d in [x for x in judged.decisions if x not in exchange])
        line = book_line(d)
        if d.book is None:
            assert line is None
            continue
        assert line is not None
        assert line.endswith("so does the expert.") == (d.book.choice == d.best)
        seen = views[(d.game, d.deal, d.action)]
        if d.phase == "propose":
            deal = seen.deal
            assert deal is not None
            stands = book_stands(seen.hand, deal.trump, first=not deal.history)
            assert (d.book.choice == "stand") == stands
    data = judged.to_json()["decisions"]
    assert all(("book" in d) for d in data)
