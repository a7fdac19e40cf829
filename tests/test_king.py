"""The King of trumps: turned up, or declared in time (RULES.md §2, §4, §6)."""

from __future__ import annotations

from conftest import DEALER, ELDER, dealt, play, points

from ecarte.engine import KING, Phase, Rules, fault, legal_actions
from ecarte.engine.events import (
    GameWon,
    KingDeclared,
    KingTurned,
    MatchWon,
    PlayBegins,
    PointsScored,
)
from ecarte.words import said

# Trumps are hearts (8♥ turned up) unless a test turns up a King.
ELDER_KING = ("Kh Ks 7c 8c 9d", "Qs 7s Ac Kd Jc")  # the elder holds the K♥
DEALER_KING = ("Qs Ts 7c 8c 9d", "Kh Ks Ac Kd Jc")  # the dealer holds the K♥


def test_the_elder_may_declare_before_he_leads() -> None:
    state, _ = dealt(*ELDER_KING, "8h")
    state, _ = play(state, "stand")
    assert legal_actions(state)[0] == KING
    state, events = play(state, "king")
    assert [e for e in events if isinstance(e, KingDeclared)] == [KingDeclared(ELDER)]
    assert points(events) == [(ELDER, 1)] and state.score == (1, 0)
    assert state.actor == ELDER and KING not in legal_actions(state)  # he still leads
    assert said(fault(state, KING)) == "the King of trumps has been declared already"


def test_the_elder_may_not_declare_after_his_first_card() -> None:
    state, _ = dealt(*ELDER_KING, "8h")
    state, _ = play(state, "stand", "play Ks", "play Qs")  # the elder wins and leads again
    assert state.actor == ELDER
    assert KING not in legal_actions(state)
    assert said(fault(state, KING)) == "too late: the King must be declared before your first card"


def test_the_dealer_declares_after_seeing_the_lead_before_playing_to_it() -> None:
    state, _ = dealt(*DEALER_KING, "8h")
    state, _ = play(state, "stand")
    assert state.actor == ELDER and KING not in legal_actions(state)
    state, _ = play(state, "play Qs")
    assert state.actor == DEALER and legal_actions(state)[0] == KING
    state, events = play(state, "king", "play Ks")
    assert points(events) == [(DEALER, 1)]
    assert state.deal is not None and state.deal.declared == DEALER


def test_the_dealer_may_not_declare_after_his_first_card() -> None:
    state, _ = dealt(*DEALER_KING, "8h")
    state, _ = play(state, "stand", "play Qs", "play Ks")  # the dealer wins and leads
    assert state.actor == DEALER
    assert said(fault(state, KING)) == "too late: the King must be declared before your first card"
    state, events = play(state, "play Kh", "play 7c", "play Ac", "play 8c", "play Kd",
                      "play 9d", "play Jc", "play Ts")
    assert points(events) == [(DEALER, 2)]  # the vole, and nothing for the King


def test_there_is_no_declaring_during_the_exchange() -> None:
    state, _ = dealt(*ELDER_KING, "8h")
    assert said(fault(state, KING)) == \
        "the exchange is not over: the elder must first stand or propose"


def test_a_king_of_trumps_drawn_in_the_exchange_may_be_declared() -> None:
    state, _ = dealt("Qs Ts 7c 8c 9d", "7s Ks Ac Kd Jc", "8h", stock="7d Kh")
    state, _ = play(state, "propose", "accept", "discard 7c", "discard 7s", "stand",
                    "play Qs")
    assert legal_actions(state)[0] == KING  # the dealer drew the K♥


def test_king_auto_declares_for_the_holder_at_the_right_moment() -> None:
    rules = Rules(king="auto")
    state, events = dealt(*ELDER_KING, "8h", rules=rules)
    state, events = play(state, "stand")
    assert [type(e) for e in events[-3:]] == [PlayBegins, KingDeclared, PointsScored]
    assert points(events) == [(ELDER, 1)]
    assert KING not in legal_actions(state)
    state, _ = dealt(*DEALER_KING, "8h", rules=rules)
    state, events = play(state, "stand")
    assert points(events) == []  # not before the lead
    state, events = play(state, "play Qs")
    assert points(events) == [(DEALER, 1)]
    assert said(fault(state, KING)) == "the King of trumps is declared for you under these rules"


def test_a_turned_king_scores_one_for_the_dealer_at_the_deal() -> None:
    state, events = dealt("Qs Ts 7c 8c 9d", "Ks 7s Ac Kd Jc", "Kh")
    assert [e for e in events if isinstance(e, KingTurned)] == [KingTurned(DEALER)]
    assert points(events) == [(DEALER, 1)] and state.score == (0, 1)
    assert state.deal is not None and state.deal.phase is Phase.STAND_OR_PROPOSE


def test_a_turned_king_can_end_the_game_before_any_proposal() -> None:
    state, events = dealt("Qs Ts 7c 8c 9d", "Ks 7s Ac Kd Jc", "Kh", score=(3, 4))
    assert [e.seat for e in events if isinstance(e, GameWon)] == [DEALER]
    assert [e.seat for e in events if isinstance(e, MatchWon)] == [DEALER]
    assert state.actor is None and state.winner == DEALER
    assert state.results[0].score == (3, 5)


def test_a_declaration_that_reaches_the_target_ends_the_game_at_once() -> None:
    state, _ = dealt(*DEALER_KING, "8h", score=(0, 4), rules=Rules(match=3))
    state, events = play(state, "stand", "play Qs", "king")
    assert [e.seat for e in events if isinstance(e, GameWon)] == [DEALER]
    assert state.games == (0, 1)
    assert state.game is not None and state.deal is None  # the deal is not played out
    assert state.game.score == (0, 0) and state.game.dealer == ELDER  # the loser deals next
