"""The engine's quick paths give what the plain ones give: ``apply`` of an action that
``legal_actions`` just listed for the same state, the shared event values, and the chance
steps drawn without ``random.shuffle``'s method calls."""

from __future__ import annotations

import copy
import dataclasses
import random

import pytest
from conftest import dealt, play, random_step

from ecarte.engine import (
    CHANCE,
    DECK,
    PLAY,
    STAND,
    Action,
    Cut,
    DealCards,
    IllegalActionError,
    MatchState,
    Reshuffle,
    Rules,
    advance,
    apply,
    chance_action,
    deal_from_pack,
    fault,
    legal_actions,
    new_match,
    view,
)
from ecarte.engine.deal import reshuffle_pile
from ecarte.engine.events import (
    Accepted,
    CardPlayed,
    Conceded,
    Doubled,
    KingDeclared,
    PlayBegins,
    Proposed,
    Taken,
)
from ecarte.words import said

RULES = [Rules(), Rules.preset("italian"), Rules.preset("seed004"),
         Rules(trumping="free", dealer_may_stand_pat=True, reshuffle_discards=True)]


def states(rules: Rules, seed: int, limit: int = 400) -> list[MatchState]:
    """The states of a random match (chance steps included), in order, exchanging
    often so that the stock runs short."""
    rng = random.Random(seed)
    state = new_match(rules)
    seen = [state]
    while state.actor is not None and len(seen) < limit:
        _, state, _ = random_step(state, rng)
        seen.append(state)
    return seen


def hand_built(action: Action) -> Action:
    """An action equal to ``action`` but not the same object, as a front end builds it."""
    return Action(action.kind, action.cards, action.count)


@pytest.mark.parametrize("rules", RULES, ids=["club", "italian", "seed004", "free"])
def test_a_listed_action_leads_where_the_fully_checked_one_does(rules: Rules) -> None:
    for state in states(rules, seed=11):
        for action in legal_actions(state):
            copy = hand_built(action)
            assert copy is not action
            checked = apply(state, copy)  # not listed as such: the full check
            legal_actions(state)
            assert apply(state, action) == checked == advance(state, action), \
                f"{action} does not lead to the same state and events"


@pytest.mark.parametrize("rules", RULES, ids=["club", "italian", "seed004", "free"])
def test_after_legal_actions_an_illegal_action_is_still_refused_by_its_rule(
        rules: Rules) -> None:
    others = [STAND, *PLAY.values(), Action("discard", DECK[:2], 2), Action("double")]
    refused = 0
    for state in states(rules, seed=5, limit=150):
        for other in others:
            reason = said(fault(state, other))
            if reason is None:
                continue
            legal_actions(state)
            with pytest.raises(IllegalActionError) as error:
                apply(state, other)
            assert str(error.value) == reason
            refused += 1
    assert refused > 200


def test_changing_the_list_legal_actions_returned_makes_nothing_legal() -> None:
    state, _ = dealt("Ks 7c 8d 9h Td", "Kd Qd Ac 7d Jc", "8h")
    state, _ = play(state, "stand", "play Ks")
    listed = legal_actions(state)
    illegal = PLAY[DECK[0]]  # the seven of clubs, in the elder's hand, not the dealer's
    listed.append(illegal)
    with pytest.raises(IllegalActionError, match="you do not hold the 7♣"):
        apply(state, illegal)
    assert legal_actions(state) == listed[:-1]


def test_a_view_lists_and_applies_its_own_actions() -> None:
    state, _ = dealt("Ks 7c 8d 9h Td", "Kd Qd Ac 7d Jc", "8h")
    state, _ = play(state, "stand", "play Ks")
    seat_view = view(state, 1)
    for action in seat_view.legal_actions():
        if action.kind != "play":
            continue
        after, events = apply(seat_view.state, action)
        assert after.deal is not None and after.deal.hands[0].count(None) == 4
        assert events[0] == CardPlayed(1, action.card)


def test_a_card_the_view_cannot_see_is_played_from_the_unseen_hand() -> None:
    state, _ = dealt("Ks 7c 8d 9h Td", "Kd Qd Ac 7d Jc", "8h")
    state, _ = play(state, "stand")
    elder_seen_by_dealer = view(state, 1).state
    after, events = advance(elder_seen_by_dealer, PLAY[DECK[0]])
    assert after.deal is not None
    assert after.deal.hands[0] == (None,) * 4 and after.deal.lead is DECK[0]
    assert events == (CardPlayed(0, DECK[0]),)


def test_events_of_different_kinds_are_never_equal() -> None:
    proposed, accepted, doubled, taken, bare = (
        Proposed(0), Accepted(0), Doubled(0, 2), Taken(0, 2), (0,))
    kinds: list[object] = [proposed, accepted, doubled, taken, bare]
    assert proposed == Proposed(0) and hash(proposed) == hash(Proposed(0))
    for i, one in enumerate(kinds):
        for other in kinds[i + 1:]:
            assert one != other and other != one
            assert not one == other  # noqa: SIM201 (both operators are defined)
    assert len({Proposed(0), Accepted(0), KingDeclared(0), PlayBegins(0), Conceded(0)}) == 5
    assert repr(CardPlayed(1, DECK[31])) == "CardPlayed(seat=1, card=Card.parse('Ks'))"
    assert not dataclasses.is_dataclass(Proposed(0))  # a named tuple: cheap to build


def test_the_events_of_a_card_are_the_same_values_as_new_ones() -> None:
    state, _ = dealt("Ks 7c 8d 9h Td", "Kd Qd Ac 7d Jc", "8h")
    state, _ = play(state, "stand")
    _, events = apply(state, PLAY[DECK[31]])
    assert events == (CardPlayed(0, DECK[31]),)
    assert repr(events[0]) == repr(CardPlayed(0, DECK[31]))


class _OwnRandom(random.Random):
    """A generator of its own that draws its floats otherwise: ``shuffle`` then follows
    them, and so must the deal."""

    def random(self) -> float:
        return (super().random() * 7) % 1


@pytest.mark.parametrize("make", [random.Random, _OwnRandom], ids=["Random", "subclass"])
def test_a_deal_is_the_pack_as_random_shuffle_orders_it(make: type[random.Random]) -> None:
    for seed in range(200):
        state = new_match(Rules(packets="2-2-1"), first_dealer=seed % 2)
        drawn, mirror = make(seed), make(seed)
        pack = list(DECK)
        mirror.shuffle(pack)
        assert chance_action(state, drawn) == deal_from_pack(tuple(pack), seed % 2, "2-2-1")
        assert drawn.random() == mirror.random(), "the generator is left where it was"


def test_a_reshuffle_is_the_discards_as_random_shuffle_orders_them() -> None:
    rules = Rules.preset("italian")
    found = 0
    for seed in range(60):
        for state in states(rules, seed, limit=300):
            if state.actor != CHANCE or state.deal is None:
                continue
            pile = [c for c in reshuffle_pile(state.deal) if c is not None]
            mirror = random.Random(seed)
            mirror.shuffle(pile)
            shuffle = chance_action(state, random.Random(seed))
            assert isinstance(shuffle, Reshuffle) and shuffle.order == tuple(pile)
            found += 1
    assert found > 0


def test_a_deal_of_the_cards_still_names_a_card_dealt_twice() -> None:
    state = new_match(Rules(), first_dealer=1)
    good = chance_action(state, random.Random(1))
    assert isinstance(good, DealCards)
    twice = DealCards(good.hands, good.stock[0], good.stock)
    assert said(fault(state, twice)) == f"the {good.stock[0].pretty} is dealt twice"


def test_a_drawn_deal_is_trusted_only_for_the_state_it_was_drawn_for() -> None:
    state = new_match(Rules(), first_dealer=1)
    drawn = chance_action(state, random.Random(3))
    assert isinstance(drawn, DealCards)
    dealt_state, _ = apply(state, drawn)
    assert dealt_state.actor == 0
    with pytest.raises(IllegalActionError, match="a player's turn"):
        apply(dealt_state, drawn)  # drawn for the state before: checked in full
    reshuffle = chance_action(dealt_state, random.Random(3))  # not a chance step now
    with pytest.raises(IllegalActionError, match="a player's turn"):
        apply(dealt_state, reshuffle)
    over = dealt_state._replace(winner=0)
    with pytest.raises(IllegalActionError, match="the match is over"):
        apply(over, chance_action(over, random.Random(3)))


def test_a_drawn_deal_leads_where_the_same_deal_checked_in_full_does() -> None:
    for seed in range(30):
        state = new_match(Rules(), first_dealer=seed % 2)
        drawn = chance_action(state, random.Random(seed))
        assert isinstance(drawn, DealCards)
        copy = DealCards(drawn.hands, drawn.turnup, drawn.stock)
        assert apply(state, drawn) == apply(state, copy) == advance(state, drawn)


def test_the_actor_kept_with_a_state_is_the_one_its_fields_give() -> None:
    for state in states(Rules(), 5) + states(Rules.preset("italian"), 6):
        rules, game, games, results, stakes, winner, actor, _ = state
        assert MatchState(rules, game, games, results, stakes, winner,
                          state.deal).actor == actor
        assert copy.deepcopy(state) == state and copy.deepcopy(state).actor == actor
        assert state._replace(winner=1).actor is None
        if winner is None and game is not None and state.deal is not None:
            offered = game._replace(offered=0)
            assert state._replace(game=offered).actor == 1
            assert state._replace(deal=None).actor == CHANCE


def test_the_actor_cannot_be_set_apart_from_the_fields() -> None:
    state = new_match(first_dealer=0)
    with pytest.raises(ValueError, match="actor"):
        state._replace(actor=0)
    with pytest.raises(ValueError, match="dealer"):
        state._replace(dealer=0)


def test_a_deal_replaced_changes_only_the_fields_named() -> None:
    for state in states(Rules(), 7):
        deal = state.deal
        if deal is None:
            continue
        changed = deal._replace(to_act=1 - deal.to_act, history=())
        assert type(changed) is type(deal) and changed.turnup is deal.turnup
        assert [name for name in deal._fields
                if getattr(changed, name) != getattr(deal, name)] == \
            ["to_act"] + (["history"] if deal.history else [])
        assert deal._replace() == deal
        with pytest.raises(ValueError, match="trumps"):
            deal._replace(trumps=deal.turnup.suit)


@pytest.mark.parametrize("packets", ["3-2", "2-3", "2-2-1"])
@pytest.mark.parametrize("dealer", [0, 1])
def test_a_pack_is_dealt_by_packets_the_elder_first(packets: str, dealer: int) -> None:
    pack = tuple(random.Random(packets).sample(DECK, 32))
    hands: tuple[list[object], list[object]] = ([], [])
    taken = 0
    for size in (int(part) for part in packets.split("-")):
        for seat in (1 - dealer, dealer):
            hands[seat].extend(pack[taken:taken + size])
            taken += size
    dealt = deal_from_pack(pack, dealer, packets)
    assert dealt.hands == (tuple(hands[0]), tuple(hands[1]))
    assert dealt.turnup is pack[10] and dealt.stock == pack[11:]


@pytest.mark.parametrize("rules", RULES, ids=["club", "italian", "seed004", "free"])
def test_a_state_built_from_its_deal_is_the_engines_own_and_moves_on_alike(
        rules: Rules) -> None:
    # The engine keeps the deal in its own form (a plain tuple, the history chained);
    # a state built from the Deal a reader sees must be that very state.
    for state in states(rules, seed=13):
        deal = state.deal
        rebuilt = MatchState(state.rules, state.game, state.games, state.results,
                             state.stakes, state.winner, deal=deal)
        assert rebuilt == state and rebuilt.actor == state.actor
        assert state._replace(deal=deal) == state
        assert rebuilt.deal == deal
        for action in legal_actions(state):
            assert advance(rebuilt, action) == advance(state, action)


def test_the_history_read_back_is_every_action_of_the_deal_in_order() -> None:
    rng = random.Random(17)
    state = new_match(Rules(), first_dealer=0)
    taken: list[tuple[int, Action]] = []
    while state.actor is not None:
        if state.actor == CHANCE:
            before = state.game.deals if state.game else 0
            state, _ = apply(state, chance_action(state, rng))
            if state.game is not None and state.game.deals > before:
                taken = []
            continue
        seat = state.actor
        action = rng.choice([a for a in legal_actions(state) if a.kind != "concede"])
        state, _ = apply(state, action)
        taken.append((seat, action))
        if state.deal is not None:
            assert state.deal.history == tuple(taken)


def test_a_state_without_a_game_has_no_deal_and_awaits_the_cut() -> None:
    for state in states(Rules(), seed=19)[:60]:
        if state.winner is not None:
            continue
        emptied = state._replace(game=None)
        assert emptied.deal is None and emptied.actor == CHANCE
        assert isinstance(chance_action(emptied, random.Random(1)), Cut)
