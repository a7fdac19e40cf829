"""The record of a pool or a chouette (``ecarte-pool/1``, docs/records.md): ``ecarte
verify`` replays each game and checks that the rota, the pointing, the bets and the
settlement follow from the results; a record edited wrong names the first thing wrong,
and one that cannot be read is a sentence, never a traceback."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ecarte.driver import Ledger
from ecarte.engine import Action, Rules
from ecarte.pool import ChouetteRules, PoolRules, chouette, poule
from ecarte.pool.record import PoolRecordError, pool_record, verify

ECARTE = Path(sys.executable).parent / "ecarte"
RULES = Rules(target=1)


def conceded(names: tuple[str, str], seed: int) -> tuple[dict[str, Any], int]:
    """A game of one point where the first to decide concedes: its record and the seat
    that won it."""
    ledger = Ledger(RULES, seed, names)
    while ledger.state.winner is None and (ledger.state.deal is None
                                           or ledger.state.actor not in (0, 1)):
        ledger.chance()
    if ledger.state.winner is not None:  # a King turned up: the dealer's point wins
        return ledger.record(), ledger.state.winner
    loser = ledger.state.actor
    ledger.apply(Action("concede"))
    assert ledger.state.winner == 1 - loser
    return ledger.record(), 1 - loser


def sitting(kind: str, count: int, seed: int, games: int | None = None,
            point: bool = False) -> dict[str, Any]:
    """A pool played to its end (or a chouette of ``games`` games), as its record."""
    names = ("Ada", "Bob", "Cleo", "Dan", "Eve")[:count]
    state: poule.Pool | chouette.Chouette = poule.new_pool(names, PoolRules()) \
        if kind == "pool" else chouette.new_chouette(names, ChouetteRules(bet=2))
    entries = []
    while (isinstance(state, poule.Pool) and not state.over) or (
            isinstance(state, chouette.Chouette) and len(state.results) < (games or 0)):
        seats = state.table
        record, won = conceded((names[seats[0]], names[seats[1]]), seed + len(entries))
        entry: dict[str, Any] = {"seats": list(seats), "record": record, "pointing": []}
        if point and isinstance(state, chouette.Chouette) and state.advisers:
            team = list(seats).index(state.captain)
            first = record["games"][0]["deals"][0]
            if team == (1 - first["dealer"]):  # the captain is elder: he decides first
                entry["pointing"].append({"by": state.advisers[0], "game": 0, "deal": 0,
                                          "action": 0, "point": "stand"})
        entries.append(entry)
        if isinstance(state, poule.Pool):
            state, _ = poule.apply(state, poule.Result(seats[won]))
        else:
            state, _ = chouette.apply(state, chouette.Result(seats[won]))
    terms = state.rules
    return pool_record(kind, RULES, terms, names, [None] * count, seed, entries,  # type: ignore[arg-type]
                       state)


@settings(max_examples=25, deadline=None)
@given(count=st.integers(3, 5), seed=st.integers(0, 10**6))
def test_a_whole_pool_verifies_and_its_money_sums_to_zero(count: int, seed: int) -> None:
    record = json.loads(json.dumps(sitting("pool", count, seed)))
    verdict = verify(record)
    assert verdict.valid and verdict.complete, verdict.to_json()
    found = verdict.to_json()
    assert sum(found["money"]) == 0 and found["winner"] is not None


def test_a_chouette_with_pointing_verifies() -> None:
    for seed in range(20):
        record = sitting("chouette", 3, seed, games=4, point=True)
        if any(entry["pointing"] for entry in record["games"]):
            break
    verdict = verify(record)
    assert verdict.valid, verdict.to_json()
    assert verdict.to_json()["money"] == record["money"] and sum(record["money"]) == 0


def edited(record: dict[str, Any], change: Any) -> dict[str, Any]:
    copied = copy.deepcopy(record)
    change(copied)
    return copied


@pytest.mark.parametrize(("change", "code"), [
    (lambda r: r.update(money=[5, -4, -1]), "money"),
    (lambda r: r.update(paid=[1, 1, 2]), "paid"),
    (lambda r: r["games"][1].update(seats=[r["games"][0]["seats"][0],
                                           r["games"][0]["seats"][1]]), "wrong-seats"),
    (lambda r: r["games"][0]["record"].update(players=["Dan", "Eve"]), "wrong-names"),
    (lambda r: r["games"][0]["record"].update(rules={"target": 3}), "wrong-rules"),
    (lambda r: r["games"].append(copy.deepcopy(r["games"][-1])), "over"),
    (lambda r: r["games"][0]["record"]["games"][0]["deals"][0]["actions"].__setitem__(
        0, "play 7c"), "game-fault"),
])
def test_a_pool_record_edited_wrong_names_the_first_thing_wrong(change: Any,
                                                                  code: str) -> None:
    record = sitting("pool", 3, 11)
    assert len(record["games"]) >= 2
    verdict = verify(edited(record, change))
    assert not verdict.valid and verdict.to_json()["code"] == code, verdict.to_json()
    assert verdict.to_json()["error"]


@pytest.mark.parametrize(("change", "code"), [
    (lambda r: r["games"][0].update(bets=[0, 0, 0]), "bets"),
    (lambda r: r["games"][0].update(pointing=[{"by": 0, "game": 0, "deal": 0, "action": 0,
                                               "point": "stand"}]), "not-adviser"),
    (lambda r: r["games"][0].update(pointing=[{"by": 2, "game": 0, "deal": 0, "action": 9,
                                               "point": "stand"}]), "point-place"),
])
def test_a_chouette_record_edited_wrong_names_the_first_thing_wrong(change: Any,
                                                                     code: str) -> None:
    record = sitting("chouette", 3, 5, games=2)
    verdict = verify(edited(record, change))
    assert not verdict.valid and verdict.to_json()["code"] == code, verdict.to_json()


HOSTILE = [[], "pool", {"format": "ecarte-pool/1"}, {"format": "ecarte-pool/1", "kind": "x"},
           {"format": "ecarte-pool/1", "kind": "pool", "players": "Ada"},
           {"format": "ecarte-pool/1", "kind": "pool", "players": ["A", "B", "C"],
            "games": [{"seats": [0, 99], "record": {}}]},
           {"format": "ecarte-pool/1", "kind": "pool", "players": ["A", "B", "C"],
            "games": [{"seats": [0, True], "record": {}}]},
           {"format": "ecarte-pool/1", "kind": "pool", "players": ["A", "B", "C"],
            "pool": {"wins": 10**100}, "games": []},
           {"format": "ecarte-pool/1", "kind": "chouette", "players": ["A", "B", "C"],
            "games": [{"seats": [0, 1], "record": {"format": "ecarte-record/1",
                                                   "rules": {}, "games": [7]}}]},
           {"format": "ecarte-pool/1", "kind": "chouette", "players": ["A", "B", "C"],
            "games": [{"seats": [0, 1], "record": {}, "pointing": [{"by": "x"}]}]},
           {"format": "ecarte-pool/1", "kind": "pool", "players": ["A", "A", "C"],
            "games": []}]


@pytest.mark.parametrize("data", HOSTILE)
def test_a_hostile_pool_record_is_a_sentence(data: Any) -> None:
    with pytest.raises(PoolRecordError) as refused:
        verify(data)
    assert str(refused.value)


def test_ecarte_verify_reads_a_pool_record_and_says_what_is_wrong(tmp_path: Path) -> None:
    good = tmp_path / "pool.json"
    good.write_text(json.dumps(sitting("pool", 3, 3)), encoding="utf-8")
    done = subprocess.run([str(ECARTE), "verify", str(good)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0 and json.loads(done.stdout)["valid"] is True
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(HOSTILE[5]), encoding="utf-8")
    done = subprocess.run([str(ECARTE), "verify", str(bad)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and "seats" in done.stderr and "Traceback" not in done.stderr


def test_the_history_keeps_a_pool_once_with_each_players_result_and_money(
        tmp_path: Path) -> None:
    from ecarte.history import open_history
    from ecarte.history.sittings import NotASitting, add_sitting, sittings

    record = sitting("pool", 3, 3)
    with open_history(tmp_path / "history.sqlite3") as history:
        first, new = add_sitting(history, record)
        again, new_again = add_sitting(history, json.loads(json.dumps(record)))
        assert new and not new_again and again == first
        with pytest.raises(NotASitting):
            add_sitting(history, edited(record, lambda r: r.update(money=[9, 0, -9])))
        (row,) = sittings(history)
    assert row.kind == "pool" and [p.name for p in row.players] == ["Ada", "Bob", "Cleo"]
    assert [p.money for p in row.players] == record["money"]
    assert sum(p.won for p in row.players) == len(record["games"])
