"""The bot ladder: legal play under every rules option, determinism, seeing only the
view, and the book's advice (RULES.md §9) where a player would notice it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from conftest import DEALER, ELDER, dealt, play

from ecarte.bots import Bot, make_bot
from ecarte.driver import Driver, Ledger, Step
from ecarte.engine import (
    CHANCE,
    DOUBLE,
    DROP,
    KING,
    PRESETS,
    TAKE,
    Action,
    MatchState,
    Rules,
    SeatView,
    apply,
    chance_action,
    new_match,
    view,
)

OPTION_SETS: list[dict[str, Any]] = [
    *({"preset": name} for name in PRESETS),
    {"dealer_may_stand_pat": True},
    {"reshuffle_discards": True, "target": 7},
    {"trumping": "free", "king": "auto"},
    {"penalty_any_refusal": True, "point_de_refus": True, "game_values": True},
    {"videau": True, "match": 3, "target": 3},
]


def play_match(bots: tuple[Bot, Bot], rules: Rules, seed: int
               ) -> list[tuple[SeatView, Action]]:
    """A whole match through the match driver; every decision checked against the legal
    actions of the view the bot was given."""
    decisions: list[tuple[SeatView, Action]] = []

    def check(step: Step) -> None:
        seat = step.actor
        if seat is None or seat == CHANCE:
            return
        seen = view(step.before, seat)
        legal = seen.legal_actions()
        assert step.action in legal, (
            f"{bots[seat].name} chose {step.action} in phase {seen.phase}; "
            f"legal: {', '.join(map(str, legal))}")
        assert isinstance(step.action, Action)
        decisions.append((seen, step.action))

    Driver(Ledger(rules, seed), dict(enumerate(bots)), after=check).run()
    return decisions


@pytest.mark.parametrize("spec", OPTION_SETS, ids=lambda s: ",".join(f"{k}={v}"
                                                                     for k, v in s.items()))
@pytest.mark.parametrize("level", ["random", "novice", "club"])
def test_every_quick_level_plays_only_legal_actions(level: str, spec: dict[str, Any]) -> None:
    rules = Rules.from_spec(spec)
    for seed in range(8):
        opponent = "random" if seed % 2 else level
        play_match((make_bot(level, seed), make_bot(opponent, seed + 1)), rules, seed)


@pytest.mark.parametrize("spec", OPTION_SETS, ids=lambda s: ",".join(f"{k}={v}"
                                                                     for k, v in s.items()))
def test_expert_plays_only_legal_actions(spec: dict[str, Any]) -> None:
    rules = Rules.from_spec({**spec, "target": 3, "match": 1})
    play_match((make_bot("expert", 1), make_bot("club", 2)), rules, seed=len(str(spec)))


@pytest.mark.parametrize("level", ["random", "novice", "club", "expert"])
def test_a_bot_with_the_same_seed_plays_the_same_match(level: str) -> None:
    rules = Rules(target=3)
    first = play_match((make_bot(level, 5), make_bot("club", 6)), rules, seed=9)
    again = play_match((make_bot(level, 5), make_bot("club", 6)), rules, seed=9)
    assert [str(a) for _, a in first] == [str(a) for _, a in again]


def shuffle_unseen(state: MatchState, seat: int, rng: random.Random) -> MatchState:
    """The same state with the cards ``seat`` cannot see dealt out again at random."""
    deal = state.deal
    assert deal is not None and state.game is not None
    other = 1 - seat
    hidden = [*deal.hands[other], *deal.stock, *deal.discards[other]]
    rng.shuffle(hidden)
    sizes = (len(deal.hands[other]), len(deal.stock))
    hand = tuple(hidden[:sizes[0]])
    stock = tuple(hidden[sizes[0]:sizes[0] + sizes[1]])
    discards = tuple(hidden[sizes[0] + sizes[1]:])
    hands = (deal.hands[0], hand) if seat == 0 else (hand, deal.hands[1])
    both = (deal.discards[0], discards) if seat == 0 else (discards, deal.discards[1])
    moved = deal._replace(hands=hands, stock=stock, discards=both)
    return state._replace(deal=moved)


@pytest.mark.parametrize("level", ["novice", "club", "expert"])
def test_a_bot_decides_the_same_whatever_the_cards_it_cannot_see(level: str) -> None:
    rng = random.Random(3)
    checked = 0
    wanted = 24 if level == "expert" else 60
    for seed in range(20):
        state = new_match(Rules(), first_dealer=seed % 2)
        players = (make_bot("club", 1), make_bot("club", 2))
        while state.actor is not None and checked < wanted:
            if state.actor == CHANCE:
                if state.deal is None and state.game is not None and state.game.deals:
                    break
                state, _ = apply(state, chance_action(state, rng))
                continue
            seat = state.actor
            other = shuffle_unseen(state, seat, rng)
            assert view(other, seat) == view(state, seat)
            mine = make_bot(level, 7).choose(view(state, seat))
            assert make_bot(level, 7).choose(view(other, seat)) == mine
            checked += 1
            state, _ = apply(state, players[seat].choose(view(state, seat)))
    assert checked >= 20


def choice(level: str, state: MatchState) -> Action:
    assert state.actor is not None and state.actor >= 0
    return make_bot(level, 0).choose(view(state, state.actor))


@pytest.mark.parametrize("level", ["club", "expert"])
def test_the_elder_stands_with_a_jeu_de_regle(level: str) -> None:
    # Three trumps and two kings: "any hand from which only two cards could be discarded
    # without throwing a king or a trump" (§9).
    state, _ = dealt("Qh Ah 7h Ks Kd", "Jc 9c 8d 7d 8s", "Th")
    assert str(choice(level, state)) == "stand"


def test_club_proposes_a_jeu_holding_the_king_of_trumps() -> None:
    state, _ = dealt("Kh 8h 7h Ks Kd", "Jc 9c 8d 7d 8s", "Th")
    assert str(choice("club", state)) == "propose"


@pytest.mark.parametrize("level", ["novice", "club", "expert"])
def test_a_weak_elder_proposes(level: str) -> None:
    state, _ = dealt("7c 8c 9d 7s 8s", "Kh Qh Ks Kd Kc", "Th")
    assert str(choice(level, state)) == "propose"


def test_club_dealer_refuses_two_trumps_and_a_suit_headed_by_a_court_card() -> None:
    state, _ = dealt("7c 8c 9d 7s 8s", "8h 7h Qs 9s Ts", "Th")
    state, _ = play(state, "propose")
    assert str(choice("club", state)) == "refuse"


def test_club_dealer_accepts_two_trumps_and_three_small_cards() -> None:
    # Too weak for the dealer: the plain suit is not headed by a court card (§9).
    state, _ = dealt("7c 8c 9d 7s 8s", "8h 7h 9s Ts As", "Th")
    state, _ = play(state, "propose")
    assert str(choice("club", state)) == "accept"


@pytest.mark.parametrize("level", ["novice", "club", "expert"])
def test_discarding_keeps_trumps_and_kings(level: str) -> None:
    state, _ = dealt("Kc 8h 7s 9d Jd", "7c 8c 9c Tc Ac", "Th")
    state, _ = play(state, "propose", "accept")
    assert str(choice(level, state)) == "discard 9d Jd 7s"


@pytest.mark.parametrize("level", ["novice", "club", "expert"])
def test_the_follower_takes_the_trick_with_the_cheapest_winning_card(level: str) -> None:
    state, _ = dealt("9c 8d 7d 8s 7s", "Kc Qc Ac 9s Js", "Th")
    state, _ = play(state, "stand", "play 9c")
    assert str(choice(level, state)) == "play Ac"


def test_club_leads_its_best_trump_when_no_higher_one_is_out() -> None:
    state, _ = dealt("Qh Jh Kc 9c 8d", "7c 8c 9s Ts As", "Kh")  # the Kh turned: seen
    state, _ = play(state, "stand")
    assert str(choice("club", state)) == "play Qh"


def test_club_keeps_its_trumps_while_a_higher_one_is_unseen() -> None:
    state, _ = dealt("Qh Jh Kc 9c 8d", "7c 8c 9s Ts As", "Th")  # the Kh may be out
    state, _ = play(state, "stand")
    assert str(choice("club", state)) == "play Kc"


def test_club_keeps_on_with_the_suit_it_won_a_trick_with() -> None:
    # Without the Kc trick the book would lead the guarded spades (8s 7s) before the 9c.
    state, _ = dealt("Kc 9c 8d 7s 8s", "7c Jd Qd 9s Ts", "Th")
    state, _ = play(state, "stand")
    assert str(choice("club", state)) == "play Kc"
    state, _ = play(state, "play Kc", "play 7c")
    assert str(choice("club", state)) == "play 9c"


@pytest.mark.parametrize("level", ["club", "expert"])
def test_the_dealer_hides_the_king_at_4_3_against_an_elder_who_stood(level: str) -> None:
    # Dealer at 3, elder at 4: the dealer needs the point either way (2 for the penalty)
    # and the elder wins with any point, so declaring only tells (§9).
    state, _ = dealt("Qd Qc Ah 8s 7s", "Kd Ks 9s Jc 9c", "Td", score=(4, 3))
    state, _ = play(state, "stand", "play 8s")
    assert state.actor == DEALER
    assert KING not in [choice(level, state)]


@pytest.mark.parametrize("level", ["novice", "club", "expert"])
def test_the_king_of_trumps_is_declared_when_the_point_counts(level: str) -> None:
    state, _ = dealt("Qd Qc Ah 8s 7s", "Kd Ks 9s Jc 9c", "Td")
    state, _ = play(state, "stand", "play 8s")
    assert choice(level, state) == KING


def test_expert_takes_the_sure_trick_once_the_dealer_showed_no_trumps() -> None:
    # The dealer discarded on the Qd and the Qh: he has no trumps (diamonds) left, so the
    # Kc cannot be beaten, while either spade may be; the elder needs one more trick.
    state, _ = dealt("Qd Kc Qh 8s 7s", "As Ks 9s Jc 9c", "Td")
    state, _ = play(state, "stand", "play Qd", "play 9c", "play Qh", "play Jc")
    assert state.actor == ELDER
    assert str(choice("expert", state)) == "play Kc"


def test_expert_plays_for_the_game_at_four_all() -> None:
    # One trump and a king: worth a proposal at 0-0, but at 4-4 any point wins the game and
    # an exchange only gives the dealer a chance to draw the King of trumps and declare it.
    hand, dealer = "Qh 9h Kd Js 8c", "Jc 9c 8d 7d 8s"
    state, _ = dealt(hand, dealer, "Th")
    assert str(choice("expert", state)) == "propose"
    state, _ = dealt(hand, dealer, "Th", score=(4, 4))
    assert str(choice("expert", state)) == "stand"


def test_the_experts_win_chances_cover_its_choices_for_hints() -> None:
    """The hint shows how likely the expert thinks each choice is to win: every value is a
    probability, the choices are legal, in card play the card it plays is the one it rates
    best, and a discard it makes is the book's or clearly better than the book's."""
    import random as _random

    from ecarte.bots.expert import DISCARD_MARGIN, ExpertBot
    from ecarte.bots.hands import book_discard
    from ecarte.engine import CHANCE, Rules, apply, chance_action, new_match, view

    rng = _random.Random(5)
    bot = ExpertBot(seed=5)
    state = new_match(Rules(), first_dealer=0)
    checked = discards = 0
    while state.actor is not None and checked < 40:
        if state.actor == CHANCE:
            state, _ = apply(state, chance_action(state, rng))
            continue
        seen = view(state, state.actor)
        chances = bot.evaluate(seen)
        legal = seen.legal_actions()
        assert chances and all(0.0 <= p <= 1.0 for p in chances.values())
        assert set(chances) <= set(legal)
        choice = bot.choose(seen)
        if choice.kind == "play":
            assert chances[choice] == max(chances.values())
        if choice.kind == "discard":  # the book's, unless another is clearly better
            usual = Action.discard(book_discard(seen.hand, seen.deal.trump,
                                                *seen.deal.discard_limits(seen.seat,
                                                                          seen.rules)))
            assert choice == usual or chances[choice] > chances[usual] + DISCARD_MARGIN
            discards += 1
        checked += 1
        state, _ = apply(state, choice)
    assert checked == 40 and discards


def test_the_ladder_is_listed_weakest_first_whatever_was_imported_first() -> None:
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", "import ecarte.bots.expert\n"
         "from ecarte.bots import levels, make_bot\n"
         "print(' '.join(levels())); make_bot('club')"],
        capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["random", "novice", "club", "expert"]


VIDEAU = Rules(videau=True)


def test_expert_doubles_with_a_hand_that_wins_the_game() -> None:
    # Five top trumps win every trick: at 3-3 the game is the elder's.
    state, _ = dealt("Kh Qh Jh Ah Th", "7c 8c 9c Tc Ac", "7h", rules=VIDEAU, score=(3, 3))
    assert choice("expert", state) == DOUBLE


def test_expert_does_not_double_with_a_weak_hand() -> None:
    state, _ = dealt("7c 8c 7d 8d 9s", "Kh Qh Jc Tc Ac", "7h", rules=VIDEAU, score=(3, 3))
    assert choice("expert", state) != DOUBLE


@pytest.mark.parametrize(("dealer_hand", "expected"), [
    ("7c 8c 7d 8d 9s", DROP),  # no trump, no court card: the elder's point is sure
    ("Kh Qh Jh Ah Kc", TAKE),  # the dealer holds the game
])
def test_expert_drops_a_double_only_when_its_hand_cannot_save_the_game(
        dealer_hand: str, expected: Action) -> None:
    # The elder (at 4) doubles; the dealer at 3 has only his hand to judge by.
    state, _ = dealt("Ks Qs Js 9c Tc", dealer_hand, "7h", rules=VIDEAU, score=(4, 3))
    state, _ = play(state, "double")
    assert state.actor == DEALER
    assert choice("expert", state) == expected


def test_expert_takes_a_double_counting_a_declared_king_once() -> None:
    # The elder (3-3) stands, declares the King (4-3) and doubles; the dealer's three
    # trumps and two kings still win the deal more often than not: he takes.
    state, _ = dealt("Kh 8h Qs Js 9s", "Qh Jh 9h Kc Kd", "7h", rules=VIDEAU, score=(3, 3))
    state, _ = play(state, "stand", "king", "double")
    assert state.actor == DEALER
    assert choice("expert", state) == TAKE


def test_expert_drops_a_double_once_the_tricks_have_decided_the_game() -> None:
    # The elder, at 4 with the King declared, has taken three tricks: the point, and the
    # game, are his.
    state, _ = dealt("Kh Qh Jh 8s 7s", "Ah 9h Kc Ks Qc", "7h", rules=VIDEAU, score=(3, 3))
    state, _ = play(state, "stand", "king", "play Kh", "play 9h", "play Qh", "play Ah",
                    "play Jh", "play Qc")
    assert state.actor == ELDER
    state, _ = play(state, "double")
    assert choice("expert", state) == DROP
