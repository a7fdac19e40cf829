"""Records for the history tests, made by the real driver and bots (not written by hand)."""

from __future__ import annotations

from typing import Any

from ecarte.bots import make_bot
from ecarte.driver import Driver, Ledger
from ecarte.engine.options import Rules


def bot_match(seed: int, levels: tuple[str, str] = ("random", "random"),
              rules: Rules | None = None, names: tuple[str, str] = ("Ada", "Bot"),
              **extra: Any) -> dict[str, Any]:
    """The record of a whole match between two bots, as ``ecarte play`` writes one
    (pass ``level=`` to make it a record of a match against that bot)."""
    ledger = Ledger(rules or Rules(target=3), seed, names, **extra)
    bots = {seat: make_bot(level, seed=seed * 2 + seat) for seat, level in enumerate(levels)}
    Driver(ledger, bots).run()
    assert ledger.state.winner is not None
    return ledger.record()
