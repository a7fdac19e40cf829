"""Scoring a deal (RULES.md §6), games, matches and stakes (§7), the cut and the deal (§2)."""

from __future__ import annotations

import random

import pytest
from conftest import DEALER, ELDER, cards, dealt, play, points

from ecarte.engine import (
    CHANCE,
    DECK,
    DOUBLE,
    DROP,
    TAKE,
    Cut,
    DealCards,
    MatchState,
    Rules,
    apply,
    chance_action,
    deal_from_pack,
    fault,
    legal_actions,
    new_match,
    parse_action,
)
from ecarte.engine.events import (
    CutDrawn,
    DealEnded,
    Doubled,
    Dropped,
    GameWon,
    MatchWon,
    PointsScored,
    Reason,
    Taken,
    Why,
)
from ecarte.words import phrasebook, said

# Trumps are hearts (7♥ turned up). Each position below has one sensible line of play.
ELDER_STRONG = ("Kh Qh Jh 7c 8c", "Ks Qs Js Ac Kc")
ELDER_POINT = ["play Kh", "play Ks", "play Qh", "play Qs", "play Jh", "play Js",
               "play 7c", "play Kc", "play Ac", "play 8c"]           # elder 3, dealer 2
DEALER_STRONG = ("Ks Qs Js Ac Kc", "Kh Qh Jh 7c 8c")
DEALER_POINT = ["play Ks", "play Kh", "play Qh", "play Js", "play Jh", "play Qs",
                "play 7c", "play Ac", "play Kc", "play 8c"]          # dealer 3, elder 2
ELDER_ALL = ("Kh Qh Jh Ah Th", "Ks Qs Js Ac Kc")
ELDER_VOLE = ["play Kh", "play Ks", "play Qh", "play Qs", "play Jh", "play Js",
              "play Ah", "play Ac", "play Th", "play Kc"]
DEALER_ALL = ("Ks Qs Js Ac Kc", "Kh Qh Jh Ah Th")
DEALER_VOLE = ["play Ks", "play Kh", "play Qh", "play Qs", "play Jh", "play Js",
               "play Ah", "play Ac", "play Th", "play Kc"]


def deal_points(hands: tuple[str, str], decisions: list[str], plays: list[str],
                rules: Rules | None = None, turnup: str = "7h", stock: str = ""
                ) -> list[tuple[int, int]]:
    state, events = dealt(*hands, turnup, rules=rules, stock=stock)
    state, more = play(state, *decisions, *plays)
    ended = [e for e in more if isinstance(e, DealEnded)]
    assert len(ended) == 1, "the deal was not played out"
    return points([*events, *more])


@pytest.mark.parametrize("row, hands, decisions, plays, scored", [
    ("elder stood and won the point: 1", ELDER_STRONG, ["stand"], ELDER_POINT,
     [(ELDER, 1)]),
    ("elder stood and won the vole: 2", ELDER_ALL, ["stand"], ELDER_VOLE, [(ELDER, 2)]),
    ("elder stood and lost: the dealer scores 2", DEALER_STRONG, ["stand"], DEALER_POINT,
     [(DEALER, 2)]),
    ("a vole after the penalty is still 2", DEALER_ALL, ["stand"], DEALER_VOLE,
     [(DEALER, 2)]),
    ("dealer refused the first proposal and lost: the elder scores 2", ELDER_STRONG,
     ["propose", "refuse"], ELDER_POINT, [(ELDER, 2)]),
    ("dealer refused and won: 1", DEALER_STRONG, ["propose", "refuse"], DEALER_POINT,
     [(DEALER, 1)]),
    ("dealer refused and lost the vole: still 2", ELDER_ALL, ["propose", "refuse"],
     ELDER_VOLE, [(ELDER, 2)]),
], ids=lambda v: v if isinstance(v, str) else "")
def test_each_scoring_row(row: str, hands: tuple[str, str], decisions: list[str],
                          plays: list[str], scored: list[tuple[int, int]]) -> None:
    assert deal_points(hands, decisions, plays) == scored, row


# The elder discards the 8♣ for the 9♣, the dealer the J♠ for the 7♠; then a second
# proposal is refused and the elder takes 3 tricks.
AFTER_EXCHANGE = ["propose", "accept", "discard 8c", "discard Js", "propose", "refuse"]
AFTER_EXCHANGE_PLAYS = ["play Kh", "play 7s", "play Qh", "play Qs", "play Jh", "play Ks",
                        "play 7c", "play Kc", "play Ac", "play 9c"]


def test_a_refusal_after_an_exchange_carries_no_penalty() -> None:
    scored = deal_points(ELDER_STRONG, AFTER_EXCHANGE, AFTER_EXCHANGE_PLAYS, stock="9c 7s")
    assert scored == [(ELDER, 1)]


def test_penalty_any_refusal_makes_every_refusal_pay_double() -> None:
    rules = Rules(penalty_any_refusal=True)
    scored = deal_points(ELDER_STRONG, AFTER_EXCHANGE, AFTER_EXCHANGE_PLAYS, rules=rules,
                         stock="9c 7s")
    assert scored == [(ELDER, 2)]


def test_the_points_come_with_their_reasons() -> None:
    state, _ = dealt(*DEALER_STRONG, "7h")
    _, events = play(state, "stand", *DEALER_POINT)
    scored = [e for e in events if isinstance(e, PointsScored)]
    assert [(e.seat, e.points, e.reasons, e.score) for e in scored] == [
        (DEALER, 2, (Reason(Why.POINT, 3), Reason(Why.STOOD)), (0, 2))]
    assert [phrasebook("en").reason(r) for r in scored[0].reasons] == [
        "3 tricks: the point", "+1 because the elder stood"]


FRENCH = Rules.preset("french")


@pytest.mark.parametrize("row, hands, decisions, plays, scored", [
    ("point after the elder stood: 1 + 1", DEALER_STRONG, ["stand"], DEALER_POINT,
     [(DEALER, 2)]),
    ("vole after the elder stood: 2 + 1", DEALER_ALL, ["stand"], DEALER_VOLE,
     [(DEALER, 3)]),
    ("vole after a refusal: 2 + 1", ELDER_ALL, ["propose", "refuse"], ELDER_VOLE,
     [(ELDER, 3)]),
    ("no penalty, no bonus", ELDER_ALL, ["stand"], ELDER_VOLE, [(ELDER, 2)]),
    ("the King declared caps the deal at 3", DEALER_ALL, ["stand"],
     [DEALER_VOLE[0], "king", *DEALER_VOLE[1:]], [(DEALER, 1), (DEALER, 2)]),
], ids=lambda v: v if isinstance(v, str) else "")
def test_point_de_refus(row: str, hands: tuple[str, str], decisions: list[str],
                        plays: list[str], scored: list[tuple[int, int]]) -> None:
    assert deal_points(hands, decisions, plays, rules=FRENCH) == scored, row


def test_point_de_refus_a_turned_king_caps_the_deal_at_3() -> None:
    hands = ("Ks Qs Js Ac Kc", "Qh Jh Ah Th 9h")
    plays = ["play Ks", "play 9h", "play Qh", "play Qs", "play Jh", "play Js",
             "play Ah", "play Ac", "play Th", "play Kc"]
    assert deal_points(hands, ["stand"], plays, rules=FRENCH, turnup="Kh") == [
        (DEALER, 1), (DEALER, 2)]


# Conceding (law 42) ---------------------------------------------------------------------


def test_conceding_without_a_trick_gives_the_opponent_the_vole() -> None:
    state, _ = dealt(*ELDER_STRONG, "7h")
    state, events = play(state, "concede")
    assert points(events) == [(DEALER, 2)]
    assert [e.reasons for e in events if isinstance(e, PointsScored)] == [
        (Reason(Why.CONCEDED_VOLE),)]
    assert state.game is not None and state.deal is None
    assert state.game.dealer == ELDER  # the deal passes


def test_conceding_with_a_trick_gives_the_opponent_the_point() -> None:
    state, _ = dealt(*ELDER_STRONG, "7h")
    state, _ = play(state, "stand", "play Kh", "play Ks")
    state, events = play(state, "concede")
    assert points(events) == [(DEALER, 1)]


# Games, matches and stakes --------------------------------------------------------------


def finish_game(state: MatchState, loser: int) -> tuple[MatchState, list[object]]:
    """Deal (seeded) and let ``loser`` concede each deal until the game ends."""
    rng = random.Random(loser)
    games = state.games
    log: list[object] = []
    while state.games == games:
        if state.actor == CHANCE:
            state, events = apply(state, chance_action(state, rng))
        else:  # the elder proposes; the loser concedes when it is his turn
            move = "concede" if state.actor == loser else "propose"
            state, events = apply(state, parse_action(move))
        log.extend(events)
    return state, log


@pytest.mark.parametrize("loser_score, value", [(0, 3), (1, 2), (2, 2), (3, 1), (4, 1)])
def test_game_values_treble_double_single_by_the_losers_score(loser_score: int,
                                                              value: int) -> None:
    rules = Rules(game_values=True)
    state, _ = dealt(*ELDER_ALL, "7h", rules=rules, score=(4, loser_score))
    state, events = play(state, "stand", *ELDER_VOLE)
    assert [e.value for e in events if isinstance(e, GameWon)] == [value]
    assert state.results[0].value == value and state.stakes == (value, 0)


def test_without_game_values_every_game_counts_one() -> None:
    state, _ = dealt(*ELDER_ALL, "7h", score=(4, 0))
    state, _ = play(state, "stand", *ELDER_VOLE)
    assert state.results[0].value == 1 and state.stakes == (1, 0)


@pytest.mark.parametrize("games, wins", [(3, 2), (5, 3)])
def test_a_match_is_won_by_the_majority_and_the_loser_of_a_game_deals_next(
        games: int, wins: int) -> None:
    state = new_match(Rules(target=1, match=games), first_dealer=DEALER)
    losers = [ELDER, DEALER, ELDER, DEALER, ELDER]
    for number, loser in enumerate(losers[:games]):
        assert state.game is not None and state.actor == CHANCE
        if number:
            assert state.game.dealer == losers[number - 1]  # the loser deals first
        state, log = finish_game(state, loser)
        if state.winner is not None:
            break
    assert state.winner == 1 - losers[0]
    assert max(state.games) == wins and sum(state.games) == games
    assert next(e for e in log if isinstance(e, MatchWon)).games == state.games
    assert state.actor is None


def test_a_one_game_match_ends_with_the_game() -> None:
    state, _ = dealt(*ELDER_ALL, "7h", score=(4, 0))
    state, events = play(state, "stand", *ELDER_VOLE)
    assert [type(e) for e in events[-2:]] == [GameWon, MatchWon]
    assert state.winner == ELDER and state.games == (1, 0)


# Videau (doubling) --------------------------------------------------------------------


VIDEAU = Rules(videau=True, match=3)


def test_videau_double_and_take_doubles_the_stake_and_passes_the_cube() -> None:
    state, _ = dealt(*ELDER_ALL, "7h", rules=VIDEAU)
    assert DOUBLE in legal_actions(state)
    state, events = play(state, "double")
    assert events == (Doubled(ELDER, 2),)
    assert state.actor == DEALER and legal_actions(state) == [TAKE, DROP]
    assert said(fault(state, parse_action("propose"))) == \
        "a double was offered: take it or drop the game"
    state, events = play(state, "take")
    assert events == (Taken(DEALER, 2),)
    assert state.game is not None and state.game.stake == 2 and state.actor == ELDER
    assert DOUBLE not in legal_actions(state)
    assert said(fault(state, DOUBLE)) == "you doubled last: only your opponent may double next"
    state, _ = play(state, "propose")
    assert DOUBLE in legal_actions(state)  # the dealer holds the cube: he may redouble
    state, _ = play(state, "double", "take")
    assert state.game is not None and state.game.stake == 4 and state.game.cube == ELDER
    state, _ = play(state, "refuse", *ELDER_VOLE)
    assert state.score == (2, 0)  # dealer refused and lost the vole
    state, _ = dealt(*ELDER_ALL, "7h", rules=VIDEAU, score=(4, 0))
    state, _ = play(state, "double", "take", "stand", *ELDER_VOLE)
    assert state.results[0].value == 2 and state.stakes == (2, 0)


def test_videau_a_drop_loses_the_game_at_the_stake_before_the_double() -> None:
    state, _ = dealt(*ELDER_ALL, "7h", rules=VIDEAU)
    state, events = play(state, "double", "drop")
    assert [e for e in events if isinstance(e, Dropped)] == [Dropped(DEALER)]
    assert [(e.seat, e.value) for e in events if isinstance(e, GameWon)] == [(ELDER, 1)]
    state, _ = dealt(*ELDER_ALL, "7h", rules=VIDEAU)
    state, events = play(state, "propose", "double", "take", "refuse", "double", "drop")
    assert [(e.seat, e.value) for e in events if isinstance(e, GameWon)] == [(ELDER, 2)]
    assert state.stakes == (2, 0) and state.games == (1, 0)
    assert state.game is not None and state.game.dealer == DEALER  # the loser deals next


def test_the_first_double_may_come_from_the_dealer() -> None:
    state, _ = dealt(*ELDER_ALL, "7h", rules=VIDEAU)
    state, _ = play(state, "propose")
    assert state.actor == DEALER and DOUBLE in legal_actions(state)


# The cut, and the packets ----------------------------------------------------------------


@pytest.mark.parametrize("drawn, dealer", [
    ("Ks 7h", 0), ("7h Ks", 1), ("Js Ah", 0), ("Ah Js", 1), ("Td 9c", 0), ("8c Qd", 1),
])
def test_the_higher_card_in_trick_order_deals(drawn: str, dealer: int) -> None:
    first, second = cards(drawn)
    state, events = apply(new_match(Rules()), Cut((first, second)))
    assert events == (CutDrawn((first, second), dealer),)
    assert state.game is not None and state.game.dealer == dealer
    assert state.actor == CHANCE  # the deal follows


def test_a_tie_cuts_again() -> None:
    start = new_match(Rules())
    first, second = cards("Kc Kd")
    state, events = apply(start, Cut((first, second)))
    assert events == (CutDrawn((first, second), None),)
    assert state == start and state.actor == CHANCE
    assert isinstance(chance_action(state, random.Random(0)), Cut)


@pytest.mark.parametrize("packets, elder, dealer", [
    ("3-2", [0, 1, 2, 6, 7], [3, 4, 5, 8, 9]),
    ("2-3", [0, 1, 4, 5, 6], [2, 3, 7, 8, 9]),
    ("2-2-1", [0, 1, 4, 5, 8], [2, 3, 6, 7, 9]),
])
def test_the_packets_fix_which_positions_of_the_pack_go_where(
        packets: str, elder: list[int], dealer: list[int]) -> None:
    pack = list(DECK)
    random.Random(11).shuffle(pack)
    for dealer_seat in (0, 1):
        dealt_cards = deal_from_pack(tuple(pack), dealer_seat, packets)
        assert dealt_cards.hands[1 - dealer_seat] == tuple(pack[i] for i in elder)
        assert dealt_cards.hands[dealer_seat] == tuple(pack[i] for i in dealer)
        assert dealt_cards.turnup is pack[10] and dealt_cards.stock == tuple(pack[11:])
    state = new_match(Rules(packets=packets), first_dealer=DEALER)  # type: ignore[arg-type]
    rng_pack = list(DECK)
    random.Random(5).shuffle(rng_pack)
    assert chance_action(state, random.Random(5)) == deal_from_pack(
        tuple(rng_pack), DEALER, packets)


def test_a_bad_deal_of_the_cards_is_refused() -> None:
    state = new_match(Rules(), first_dealer=DEALER)
    good = chance_action(state, random.Random(1))
    assert isinstance(good, DealCards)
    short = DealCards((good.hands[0][:4], good.hands[1]), good.turnup, good.stock)
    assert said(fault(state, short)) == "seat 0 must be dealt 5 cards, not 4"
    twice = DealCards(good.hands, good.hands[0][0], good.stock)
    assert said(fault(state, twice)) == f"the {good.hands[0][0].pretty} is dealt twice"
    assert said(fault(state, DealCards(good.hands, good.turnup, good.stock[1:]))) == \
        "the stock must hold 21 cards, not 20"


@pytest.mark.parametrize("hands, decisions, plays, rules, marked", [
    (DEALER_STRONG, ["stand"], DEALER_POINT, None, True),          # the stand cost 1 more
    (DEALER_ALL, ["stand"], DEALER_VOLE, None, False),             # a vole is 2 regardless
    (DEALER_ALL, ["stand"], DEALER_VOLE, Rules(point_de_refus=True), True),  # 3 with it
    (ELDER_STRONG, ["stand"], ELDER_POINT, None, False),           # the stander won
], ids=["point", "vole", "vole-point-de-refus", "stander-won"])
def test_points_say_whether_they_include_the_penalty(
        hands: tuple[str, str], decisions: list[str], plays: list[str],
        rules: Rules | None, marked: bool) -> None:
    state, _ = dealt(*hands, "7h", rules=rules)
    _, events = play(state, *decisions, *plays)
    [scored] = [e for e in events if isinstance(e, PointsScored)]
    assert scored.penalty is marked
