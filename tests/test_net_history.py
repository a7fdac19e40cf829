"""A finished network match is kept in the history of each machine, counted in the
statistics against the other player's name, and never moves the bot-ladder rating."""

from __future__ import annotations

from pathlib import Path

import pytest

from ecarte.bots import make_bot
from ecarte.driver import Driver
from ecarte.engine import Rules
from ecarte.history.network import keep_network
from ecarte.history.store import open_history
from ecarte.history.summary import groups, rating, stats_json
from ecarte.net import commit, hosting


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ECARTE_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "data"


def network_record(seed: int) -> dict[str, object]:
    """A finished match as ``ecarte host`` keeps it (bots in both seats), secret revealed."""
    secret = commit.new_secret()
    ledger = hosting.new_ledger(Rules(target=2), ("Ada", "Bob"), secret, "ab" * 16)
    Driver(ledger, {0: make_bot("novice", seed=seed), 1: make_bot("random", seed=seed)}).run()
    assert ledger.state.winner is not None
    return hosting.reveal(ledger, secret)


def test_a_network_match_is_kept_counted_by_name_and_never_rated() -> None:
    record = network_record(1)
    said = keep_network(record, you=1, tutor=False)
    assert "kept in your history" in said and "does not move your rating" in said
    assert keep_network(record, you=1, tutor=False) == said  # kept once
    with open_history() as history:
        rows = history.matches()
        deals = history.deals([row.id for row in rows])
    assert [row.kind for row in rows] == ["network"]
    row = rows[0]
    assert row.you == 1 and row.opponent == "Ada" and not row.rated
    assert rating(rows) == rating([])
    group = groups(rows, deals)[0]
    assert group.opponent == "Ada" and group.matches == 1 and group.deals > 0
    assert stats_json(rows, deals, rows)["matches"] == 1


def test_a_record_that_is_not_a_finished_match_says_why_it_is_not_kept() -> None:
    record = network_record(2)
    record["games"] = []
    said = keep_network(record, you=0, tutor=False)
    assert said.startswith("This match could not be kept in your history:")
