"""A hosted match's life, apart from any screen: the seed from the commitment and the
guest's part, the ledger, the steps told to the guest, and the end (the secret revealed,
the record sent).

>>> ledger = new_ledger(Rules(target=1), ("Ada", "Bob"), "ab" * 32, "cd" * 16)
>>> sorted(ledger.extra["commitment"])
['guest_part', 'hash', 'scheme']
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from ecarte.driver import Ledger, Step
from ecarte.engine import Rules
from ecarte.files import atomic_write_json, read_json_file
from ecarte.net import commit
from ecarte.net.server import GuestSeat

ADJOURNED: Final = "ecarte-adjourned/1"


def new_ledger(rules: Rules, names: tuple[str, str], secret: str, part: str) -> Ledger:
    """The match, seeded by the secret and the guest's part, its record carrying the
    commitment (the secret is added at the end)."""
    seed = commit.match_seed(secret, part)
    fields = commit.record_fields(None, commit.commitment(secret), part)
    return Ledger(rules, seed, names, commitment=fields, mode="network")


def tell(guest: GuestSeat, ledger: Ledger, step: Step) -> None:
    """After each step: the guest is told it, redacted for its seat, and who decides now."""
    actor = ledger.state.actor
    next_seat = actor if actor in (0, 1) else None
    guest.step(step.events, ledger.state.score, next_seat)
    if guest.gallery is not None:
        guest.gallery.step(step.events, ledger.state.score, next_seat, ledger.state)


def reveal(ledger: Ledger, secret: str) -> dict[str, Any]:
    """The match is over: the record with the secret in its commitment."""
    ledger.extra["commitment"] = {**ledger.extra["commitment"], "secret": secret}
    return ledger.record()


def adjourn(path: Path, guest: GuestSeat, ledger: Ledger, secret: str, port: int) -> None:
    """Keep an unfinished match to go on with later (``ecarte host --resume``): the record
    so far, the secret, and what the guest needs to come back (its token, the port)."""
    atomic_write_json(path, {"format": ADJOURNED, "record": ledger.record(), "secret": secret,
                             "token": guest.token, "guest": guest.name,
                             "names": list(guest.names), "seat": guest.seat, "port": port,
                             "seq": guest.seq, "move_seconds": guest.move_seconds,
                             "hints": guest.hints})


def adjourned(path: Path) -> tuple[Ledger, dict[str, Any]]:
    """The adjourned match kept in ``path``, ready to go on, and what was kept with it.
    Raises ValueError with a sentence."""
    from ecarte.driver import resume
    from ecarte.engine.records import RecordFormatError
    from ecarte.words.net import words

    said = words()
    data = read_json_file(path, said.the_adjourned)
    if not isinstance(data, dict) or data.get("format") != ADJOURNED:
        raise ValueError(said.not_adjourned(str(path)))
    try:
        record = data["record"]
        secret, part = data["secret"], record["commitment"]["guest_part"]
        if commit.match_seed(secret, part) != record["seed"]:
            raise ValueError(said.seed_not_secret(str(path)))
        ledger = resume(record, record["seed"])
    except (KeyError, TypeError, RecordFormatError) as error:
        raise ValueError(said.adjourned_unreadable(str(path), str(error))) from None
    return ledger, data


def finish(guest: GuestSeat, ledger: Ledger, secret: str) -> dict[str, Any]:
    """Reveal the secret and send the record: the guest may now see every card."""
    record = reveal(ledger, secret)
    guest.end("over", winner=ledger.state.winner, secret=secret, record=record)
    return record
