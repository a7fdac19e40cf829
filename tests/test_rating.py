"""The rating on the bot ladder: Glicko-2 as in Glickman's worked example, the ladder's
order, and how a match moves a player's rating."""

from __future__ import annotations

import pytest

from ecarte.rating import LADDER, SCALE, START, MatchResult, Rating, rate, shown, update


def test_glickmans_worked_example_to_four_decimals() -> None:
    """ "Example of the Glicko-2 system": 1500 ± 200, volatility 0.06, tau 0.5, beats
    1400 ± 30 and loses to 1550 ± 100 and 1700 ± 300."""
    after = update(Rating(1500.0, 200.0, 0.06), [(Rating(1400.0, 30.0, 0.06), 1.0),
                                                 (Rating(1550.0, 100.0, 0.06), 0.0),
                                                 (Rating(1700.0, 300.0, 0.06), 0.0)])
    assert (after.value - 1500.0) / SCALE == pytest.approx(-0.2069, abs=5e-5)
    assert after.deviation / SCALE == pytest.approx(0.8722, abs=5e-5)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)
    assert after.value == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)


def test_a_period_without_games_only_widens_the_deviation() -> None:
    after = update(Rating(1500.0, 200.0, 0.06), [])
    assert after.value == 1500.0
    assert after.deviation == pytest.approx(SCALE * ((200 / SCALE) ** 2 + 0.06 ** 2) ** 0.5)
    assert after.deviation > 200.0


def test_the_ladder_rises_level_by_level_from_novice_at_1500() -> None:
    order = ["random", "novice", "club", "expert"]
    assert list(LADDER) == order
    values = [LADDER[level].value for level in order]
    assert values == sorted(values) and len(set(values)) == 4
    assert LADDER["novice"].value == START.value == 1500.0


def test_a_win_against_the_expert_raises_more_than_one_against_the_novice() -> None:
    against_expert = rate([MatchResult("expert", won=1, lost=0)])
    against_novice = rate([MatchResult("novice", won=1, lost=0)])
    assert against_expert.value > against_novice.value > START.value
    lost_to_random = rate([MatchResult("random", won=0, lost=1)])
    lost_to_expert = rate([MatchResult("expert", won=0, lost=1)])
    assert lost_to_random.value < lost_to_expert.value < START.value


def test_the_deviation_shrinks_as_matches_are_played_and_the_rating_is_shown() -> None:
    results: list[MatchResult] = []
    deviations = []
    for _ in range(5):
        results.append(MatchResult("club", won=3, lost=2))
        deviations.append(rate(results).deviation)
    assert deviations == sorted(deviations, reverse=True)
    assert shown(rate(results[:1])) is None, "one match is too little to say"
    assert shown(rate(results)) is not None


def test_matches_count_in_order_each_its_own_period() -> None:
    won_first = rate([MatchResult("club", 5, 0), MatchResult("club", 0, 5)])
    lost_first = rate([MatchResult("club", 0, 5), MatchResult("club", 5, 0)])
    assert won_first.value != lost_first.value, "the order of the periods matters"
    assert rate([]) == START


def test_shown_to_the_nearest_ten_with_its_uncertainty() -> None:
    assert shown(Rating(1483.4, 88.0, 0.06)) == "1,480 ± 90"
    assert shown(Rating(987.0, 42.0, 0.06)) == "990 ± 40"
    assert shown(Rating(1500.0, 200.0, 0.06)) is None


def test_an_unknown_level_is_refused_with_a_sentence() -> None:
    with pytest.raises(ValueError, match="no rating for the level 'exec:gnubot'"):
        rate([MatchResult("exec:gnubot", 1, 0)])
    with pytest.raises(ValueError, match="cannot be negative"):
        rate([MatchResult("club", -1, 0)])
