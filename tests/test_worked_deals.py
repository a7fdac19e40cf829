"""The worked deals of RULES.md §10, played through ``apply``. E = elder (seat 0), D =
dealer (seat 1); both stand or play as dealt."""

from __future__ import annotations

from collections.abc import Iterable

from conftest import DEALER, ELDER, dealt, play, points

from ecarte.engine import MatchState, apply, fault, legal_actions, parse_action
from ecarte.engine.events import DealEnded, TrickWon
from ecarte.words import said


def trick_winners(events: Iterable[object]) -> list[int]:
    return [e.seat for e in events if isinstance(e, TrickWon)]


def most_tricks(state: MatchState, seat: int) -> int:
    """The tricks ``seat`` is sure to end the deal with, against any defence (exhaustive)."""
    outcomes = []
    for action in legal_actions(state):
        if action.kind == "play":
            after, events = apply(state, action)
            ended = [e.tricks[seat] for e in events if isinstance(e, DealEnded)]
            outcomes.append(ended[0] if ended else most_tricks(after, seat))
    return max(outcomes) if state.actor == seat else min(outcomes)


DEAL_1 = ("Qd Qc Ah 8s 7s", "As Ks 9s Jc 9c", "Td")
DEAL_1_PLAY = ["play 8s", "play Ks", "play Jc", "play Qc", "play Qd", "play 9c",
               "play 7s", "play 9s", "play As", "play Ah"]


def test_deal_1_the_dealer_takes_3_tricks_and_scores_2_because_the_elder_stood() -> None:
    state, _ = dealt(*DEAL_1)
    state, events = play(state, "stand", *DEAL_1_PLAY)
    assert trick_winners(events) == [DEALER, ELDER, ELDER, DEALER, DEALER]
    assert points(events) == [(DEALER, 2)]
    assert state.score == (0, 2)


def test_deal_1_the_correct_defence_leads_the_ace_at_trick_4_for_3_tricks() -> None:
    state, _ = dealt(*DEAL_1)
    state, _ = play(state, "stand", *DEAL_1_PLAY[:6])
    assert state.actor == ELDER and state.deal is not None and state.deal.tricks == (2, 1)
    after_ace, _ = play(state, "play Ah")
    after_seven, _ = play(state, "play 7s")
    assert most_tricks(after_ace, ELDER) == 3  # whatever the dealer does
    assert most_tricks(after_seven, ELDER) == 2
    for reply, last in (("As", "9s"), ("9s", "As")):
        _, events = play(after_ace, f"play {reply}", "play 7s", f"play {last}")
        assert trick_winners(events) == [ELDER, DEALER]
        assert points(events) == [(ELDER, 1)]


def test_deal_2_the_elder_takes_3_tricks_and_1_point() -> None:
    state, _ = dealt("Js Ts Kd Kh Th", "Qs 9s Jc Tc 7h", "8s")
    state, _ = play(state, "stand", "play Kd")
    assert said(fault(state, parse_action("play Jc"))) == \
        "you have no diamonds, so you must trump with a spade: you hold the Q♠ and 9♠"
    state, events = play(state, "play 9s", "play Jc", "play Ts", "play Kh", "play 7h",
                         "play Th", "play Qs", "play Tc", "play Js")
    assert trick_winners(events) == [DEALER, ELDER, ELDER, DEALER, ELDER]
    assert points(events) == [(ELDER, 1)]


def test_deal_3_the_dealer_wins_3_tricks_whatever_the_elder_does_and_scores_3() -> None:
    state, _ = dealt("Qh Ah 7h Ks Kd", "Kh Jh 9h 8h 9c", "Th")
    state, _ = play(state, "stand")
    assert most_tricks(state, DEALER) >= 3
    state, events = play(state, "play Ks", "king", "play 8h", "play 9c", "play 7h",
                         "play Kd", "play 9h", "play Kh", "play Ah", "play Jh", "play Qh")
    assert trick_winners(events) == [DEALER, ELDER, DEALER, DEALER, ELDER]
    assert points(events) == [(DEALER, 1), (DEALER, 2)]
    assert state.score == (0, 3)
