"""The pool and la chouette as pure states (ecarte.pool): for any sequence of game
results, the pool ends exactly when a player has won the agreed number in a row, the
loser always goes to the end of the queue, and the money sums to zero."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ecarte.pool import ChouetteRules, PoolError, PoolRules, Refusal, chouette, poule

NAMES = ("Ada", "Bob", "Cleo", "Dan", "Eve", "Fay")


@settings(max_examples=300, deadline=None)
@given(count=st.integers(3, 6), wins=st.sampled_from((2, 3)), stake=st.integers(1, 5),
       comeback=st.booleans(), picks=st.lists(st.booleans(), max_size=60))
def test_a_pool_ends_exactly_when_a_player_wins_the_agreed_number_in_a_row(
        count: int, wins: int, stake: int, comeback: bool, picks: list[bool]) -> None:
    pool = poule.new_pool(NAMES[:count], PoolRules(wins, stake, comeback))
    assert pool.pot == stake * count, "each player puts the stake in at the start"
    in_a_row: dict[int, int] = {}
    for pick in picks:
        if pool.over:
            with pytest.raises(PoolError) as refused:
                poule.apply(pool, poule.Result(pool.table[0]))
            assert refused.value.refusal is Refusal.OVER
            break
        winner, loser = pool.table if pick else pool.table[::-1]
        queue_before, pot_before = pool.queue, pool.pot
        pool, events = poule.apply(pool, poule.Result(winner))
        in_a_row[winner] = in_a_row.get(winner, 0) + 1
        in_a_row[loser] = 0
        assert pool.streaks[winner] == in_a_row[winner]
        if in_a_row[winner] >= wins:
            assert pool.winner == winner and isinstance(events[-1], poule.PoolWon)
            assert events[-1].pot == pool.pot
        else:
            assert pool.winner is None
            comer = queue_before[0]
            assert pool.queue == (*queue_before[1:], loser), "the loser goes to the end"
            assert set(pool.table) == {winner, comer}, "the first waiting takes his place"
            back = any(isinstance(e, poule.CameIn) and e.stake for e in events)
            assert pool.pot == pot_before + (stake if back else 0)
            assert not back or comeback
        assert sorted((*pool.table, *pool.queue)) == list(range(count)), \
            "every player is at the table or waiting, once"
    money = poule.settlement(pool)
    if pool.over:
        assert money is not None and sum(money) == 0
        assert money[pool.winner] == pool.pot - pool.paid[pool.winner] > 0
    else:
        assert money is None


def test_a_player_who_wins_three_in_a_row_under_three_wins_takes_the_pool() -> None:
    pool = poule.new_pool(NAMES[:3], PoolRules(wins=3))
    for _ in range(2):
        pool, _ = poule.apply(pool, poule.Result(0))
        assert pool.winner is None
    pool, events = poule.apply(pool, poule.Result(0))
    assert pool.winner == 0 and events[-1] == poule.PoolWon(0, 3)
    assert poule.settlement(pool) == (2, -1, -1)


def test_the_comeback_stake_is_paid_on_a_return_not_on_a_first_entry() -> None:
    pool = poule.new_pool(NAMES[:3], PoolRules(comeback_stake=True))
    pool, events = poule.apply(pool, poule.Result(0))  # Cleo comes in for the first time
    assert poule.CameIn(2, 0) in events
    pool, events = poule.apply(pool, poule.Result(2))  # Bob comes back in: he pays again
    assert poule.CameIn(1, 1) in events and pool.paid == (1, 2, 1)


def test_a_winner_not_at_the_table_is_refused_with_a_sentence() -> None:
    pool = poule.new_pool(NAMES[:3])
    with pytest.raises(PoolError) as refused:
        poule.apply(pool, poule.Result(2))
    assert "not at the table" in str(refused.value)


@pytest.mark.parametrize(("players", "sentence"), [
    (("Ada", "Bob"), "at least 3 players"), (("Ada", "Bob", "ada"), "named twice")])
def test_too_few_players_or_a_name_twice_is_refused(players: tuple[str, ...],
                                                      sentence: str) -> None:
    with pytest.raises(PoolError) as refused:
        poule.new_pool(players)
    assert sentence in str(refused.value)
    with pytest.raises(PoolError):
        chouette.new_chouette(players)


@settings(max_examples=300, deadline=None)
@given(count=st.integers(3, 6), bet=st.integers(1, 5),
       after=st.sampled_from(("stays", "captain")), picks=st.lists(st.booleans(),
                                                                   max_size=40))
def test_the_chouette_takes_every_bet_and_the_money_always_sums_to_zero(
        count: int, bet: int, after: str, picks: list[bool]) -> None:
    game = chouette.new_chouette(NAMES[:count], ChouetteRules(bet, after))  # type: ignore[arg-type]
    for chouette_wins in picks:
        before = game
        winner = game.chouette if chouette_wins else game.captain
        game, events = chouette.apply(game, chouette.Result(winner))
        settled = events[0]
        assert isinstance(settled, chouette.BetsSettled)
        partners = count - 1
        assert settled.money[before.chouette] == (bet if chouette_wins else -bet) * partners
        assert all(settled.money[p] == (-bet if chouette_wins else bet)
                   for p in before.partners), "each partner wins or loses his bet"
        assert sum(game.money) == 0
        assert sorted((game.chouette, *game.partners)) == list(range(count))
        if chouette_wins or after == "stays":
            assert game.chouette == before.chouette, "the chouette keeps his seat"
            assert game.partners == (*before.partners[1:], before.captain), \
                "the captain's place passes to the next partner"
        else:
            assert game.chouette == before.captain, "the winning captain takes the seat"
            assert game.partners[-1] == before.chouette


def test_states_are_plain_json_for_a_table_elsewhere() -> None:
    import json

    pool, _ = poule.apply(poule.new_pool(NAMES[:4]), poule.Result(1))
    assert json.loads(json.dumps(pool.to_json()))["queue"] == [3, 0]
    game, _ = chouette.apply(chouette.new_chouette(NAMES[:3]), chouette.Result(0))
    assert json.loads(json.dumps(game.to_json()))["money"] == [2, -1, -1]


@pytest.mark.parametrize("spec", [{"wins": 4}, {"wins": True}, {"stake": 0},
                                  {"comeback_stake": "yes"}])
def test_pool_terms_out_of_range_are_refused(spec: dict[str, object]) -> None:
    with pytest.raises(PoolError):
        PoolRules.from_spec(spec)
