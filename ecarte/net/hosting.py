"""A hosted match's life, apart from any screen: the seed from the commitment and the
guest's part, the ledger, the steps told to the guest, and the end (the secret revealed,
the record sent).

>>> ledger = new_ledger(Rules(target=1), ("Ada", "Bob"), "ab" * 32, "cd" * 16)
>>> sorted(ledger.extra["commitment"])
['guest_part', 'hash', 'scheme']
"""

from __future__ import annotations

from typing import Any

from ecarte.driver import Ledger, Step
from ecarte.engine import Rules
from ecarte.net import commit
from ecarte.net.server import GuestSeat


def new_ledger(rules: Rules, names: tuple[str, str], secret: str, part: str) -> Ledger:
    """The match, seeded by the secret and the guest's part, its record carrying the
    commitment (the secret is added at the end)."""
    seed = commit.match_seed(secret, part)
    fields = commit.record_fields(None, commit.commitment(secret), part)
    return Ledger(rules, seed, names, commitment=fields, mode="network")


def tell(guest: GuestSeat, ledger: Ledger, step: Step) -> None:
    """After each step: the guest is told it, redacted for its seat."""
    guest.step(step.events, ledger.state.score)


def reveal(ledger: Ledger, secret: str) -> dict[str, Any]:
    """The match is over: the record with the secret in its commitment."""
    ledger.extra["commitment"] = {**ledger.extra["commitment"], "secret": secret}
    return ledger.record()


def finish(guest: GuestSeat, ledger: Ledger, secret: str) -> dict[str, Any]:
    """Reveal the secret and send the record: the guest may now see every card."""
    record = reveal(ledger, secret)
    guest.end("over", winner=ledger.state.winner, secret=secret, record=record)
    return record
