"""The seed commitment: the host cannot choose the deals unseen.

The host draws a secret and shows ``commitment(secret)`` before the match; the guest adds
its own random part; the match seed is ``match_seed(secret, part)``. At the end the host
reveals the secret, and ``check_record`` (used by ``ecarte verify``) checks a record's
commitment: the secret fits the hash, the seed comes from the secret and the part, and
every deal and reshuffle of the record is the one that seed draws.

>>> secret = "00" * 32
>>> commitment(secret)[:16]
'1ecd5bb2a1550f52'
>>> match_seed(secret, "ff" * 16) == match_seed(secret, "ff" * 16)
True
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterator
from typing import Any, Final

SCHEME: Final = "ecarte-seed/1"


def new_secret() -> str:
    return secrets.token_hex(32)


def new_part() -> str:
    return secrets.token_hex(16)


def commitment(secret: str) -> str:
    return hashlib.sha256(f"{SCHEME}|commit|{secret}".encode()).hexdigest()


def match_seed(secret: str, part: str) -> int:
    """The match's seed, from both sides' randomness (a whole number below 2**53)."""
    digest = hashlib.sha256(f"{SCHEME}|seed|{secret}|{part}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 11


def record_fields(secret: str | None, hashed: str, part: str) -> dict[str, Any]:
    """The ``commitment`` field of a record (the secret once revealed)."""
    fields: dict[str, Any] = {"scheme": SCHEME, "hash": hashed, "guest_part": part}
    if secret is not None:
        fields["secret"] = secret
    return fields


def check_record(record: Any) -> str | None:
    """Why the record's seed commitment does not hold (a sentence), or None when it does.
    The record itself must replay (``engine.records.replay``)."""
    from ecarte.driver import Driver, Ledger, SeededChance, Turn
    from ecarte.engine import Reshuffle, new_match
    from ecarte.engine.actions import Action
    from ecarte.engine.records import RecordFormatError, read_record, replay
    from ecarte.words.net import words

    said = words()

    fields = record.get("commitment") if isinstance(record, dict) else None
    if not isinstance(fields, dict) or fields.get("scheme") != SCHEME:
        return said.no_commitment(SCHEME)
    secret, hashed, part = (fields.get(k) for k in ("secret", "hash", "guest_part"))
    if not all(isinstance(v, str) for v in (secret, hashed, part)):
        return said.no_secret
    assert isinstance(secret, str) and isinstance(part, str)
    if commitment(secret) != hashed:
        return said.secret_mismatch
    seed = match_seed(secret, part)
    if record.get("seed") != seed:
        return said.seed_mismatch(seed)
    try:
        if replay(record).fault is not None:
            return said.not_replayed
        rules, games = read_record(record)
    except RecordFormatError as error:
        return said.record_unreadable(str(error))
    entries = [entry for deals in games for entry in deals]
    ledger = Ledger(rules, seed, state=new_match(rules))
    source = SeededChance(seed)
    wrong: list[str] = []
    dealt = 0

    class Checked:
        """The seed's chance, compared with the record's deals as it goes."""

        def __init__(self) -> None:
            self.seed = seed

        def draw(self, state: Any, steps: Any) -> Any:
            nonlocal dealt
            action = source.draw(state, steps)
            if state.game is None:  # the cut for the first dealer
                return action
            if state.deal is None:
                if dealt >= len(entries):
                    return None
                if state.game.dealer != entries[dealt].dealer or action != entries[dealt].cards:
                    wrong.append(said.deal_not_seed(dealt + 1))
                    return None
                dealt += 1
                return action
            if not isinstance(action, Reshuffle) or action.order != entries[dealt - 1].reshuffle:
                wrong.append(said.reshuffle_not_seed(dealt))
                return None
            return action

        def fields(self) -> dict[str, Any]:
            return {}

    ledger.source = Checked()
    actions: Iterator[Action] = (action for entry in entries for action in entry.actions)
    try:
        Driver(ledger, human=lambda seat: next(actions, Turn.LEAVE)).run()
    except Exception as error:  # the record replays, but not from this seed's deals
        return said.not_from_seed(str(error))
    if wrong:
        return wrong[0]
    if dealt != len(entries):
        return said.deal_count(len(entries), dealt)
    return None
