"""Joining a hosted match: connect with TLS, check the host's certificate against the pin,
prove the join code (``join``), or come back to a seat with its token (``rejoin``); the
seat kept in the data folder so that a restarted machine comes back too.
"""

from __future__ import annotations

import contextlib
import hashlib
import secrets
import socket
import ssl
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ecarte.files import atomic_write_json, read_json_file
from ecarte.net import codes, commit, tls
from ecarte.net.wire import (
    HANDSHAKE_SECONDS,
    HOST_MESSAGES,
    HOST_RATE,
    PING_SECONDS,
    PROTOCOL_VERSION,
    Link,
    Message,
    PeerGone,
    WireError,
)

DEFAULT_PORT = 7077


class JoinError(Exception):
    """The join failed or the match cannot go on; the text is the sentence to show."""


class Left(JoinError):
    """The guest's player left the match."""


@dataclass
class Seat:
    """What the guest keeps of its seat: enough to come back to it."""

    address: str
    seat: int
    names: tuple[str, str]
    token: str
    commitment: str
    part: str
    fingerprint: str
    first_pin: bool = False
    seen: int = 0
    rules: Any = None
    grace: float = 120.0
    hints: bool = False  # the host lets both players ask for hints
    ping: float = PING_SECONDS  # the host pings this often
    move_seconds: float | None = None  # the host's move timer for our moves, if any
    extra: dict[str, Any] = field(default_factory=dict)


def split_address(text: str) -> tuple[str, int]:
    """HOST[:PORT] as (host, port). Raises JoinError.

    >>> split_address("127.0.0.1:9000"), split_address("example.org")
    (('127.0.0.1', 9000), ('example.org', 7077))
    """
    host, colon, port = text.rpartition(":")
    if not colon or "]" in port:
        return text.strip("[]"), DEFAULT_PORT
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise JoinError(f"{port!r} is not a port: write HOST or HOST:PORT, like "
                        "192.168.1.20:7077")
    return host.strip("[]"), int(port)


def seat_file(address: str) -> Path:
    name = hashlib.sha256(address.encode()).hexdigest()[:16]
    return tls.net_dir() / "seats" / f"{name}.json"


def saved_seat(address: str) -> Seat | None:
    """The seat kept for ``address`` by an earlier join, if any."""
    try:
        data: dict[str, Any] = read_json_file(seat_file(address), "the seat")
        data["names"] = tuple(data["names"])
        return Seat(**data)
    except (OSError, ValueError, TypeError, KeyError):
        return None


def keep_seat(seat: Seat) -> None:
    data = dict(seat.__dict__)
    data["names"] = list(seat.names)
    atomic_write_json(seat_file(seat.address), data)


def forget_seat(address: str) -> None:
    with contextlib.suppress(OSError):
        seat_file(address).unlink()


def _connect(address: str, plain: bool, pins: Path | None) -> tuple[Link, str, bool]:
    host, port = split_address(address)
    try:
        sock = socket.create_connection((host, port), timeout=HANDSHAKE_SECONDS)
    except OSError as error:
        raise JoinError(_unreachable(address, host, error)) from None
    if plain:
        return Link(sock, HOST_MESSAGES, HOST_RATE), "", True
    try:
        wrapped = tls.client_context().wrap_socket(sock)
    except (OSError, ValueError) as error:
        sock.close()
        raise JoinError(_handshake_failed(address, error)) from None
    der = wrapped.getpeercert(binary_form=True)
    if der is None:
        wrapped.close()
        raise JoinError(f"{address} showed no certificate")
    seen = tls.fingerprint(der)
    try:
        known = tls.check_pin(address, seen, pins)
    except tls.PinError as error:
        wrapped.close()
        raise JoinError(str(error)) from None
    return Link(wrapped, HOST_MESSAGES, HOST_RATE), seen, not known


def _unreachable(address: str, host: str, error: OSError) -> str:
    """Why nothing could be reached at ``address``, in words."""
    if isinstance(error, socket.gaierror):
        return (f"cannot reach {address}: there is no machine called {host!r} (check the "
                "address 'ecarte host' shows)")
    if isinstance(error, ConnectionRefusedError):
        return (f"cannot reach {address}: nothing listens there (is 'ecarte host' running, "
                "and is the port the one it shows?)")
    if isinstance(error, TimeoutError):
        return (f"cannot reach {address}: no answer within {HANDSHAKE_SECONDS:.0f} s (a "
                "firewall, or the wrong address?)")
    return f"cannot reach {address}: {error.strerror or error}"


def _handshake_failed(address: str, error: Exception) -> str:
    """Why the TLS handshake failed, in words: a program that listens and says nothing,
    one that speaks something else, or the error itself."""
    if isinstance(error, TimeoutError):
        return (f"{address} took the connection but said nothing for "
                f"{HANDSHAKE_SECONDS:.0f} s: is it an 'ecarte host', and is the address right?")
    reason = getattr(error, "reason", None)
    if isinstance(error, ConnectionError) or reason == "UNEXPECTED_EOF_WHILE_READING":
        return f"{address} closed the connection at once: is it an 'ecarte host'?"
    if isinstance(error, ssl.SSLError):
        return (f"{address} does not answer as an 'ecarte host' does: another program "
                "listens there")
    return f"the TLS handshake with {address} failed: {error}"


def _hello(link: Link) -> Message:
    try:
        hello = link.receive(HANDSHAKE_SECONDS)
    except (WireError, PeerGone) as error:
        raise JoinError(f"the host did not greet properly: {error}") from None
    if hello is None:
        raise JoinError(f"the host said nothing within {HANDSHAKE_SECONDS:.0f} s")
    if hello["type"] == "error":
        raise JoinError(f"the host refused: {hello['message']}")
    if hello["type"] != "hello" or hello["protocol"] != PROTOCOL_VERSION:
        raise JoinError(f"the host does not speak ecarte protocol {PROTOCOL_VERSION}")
    return hello


def _welcome(link: Link) -> Message:
    try:
        welcome = link.receive(HANDSHAKE_SECONDS + 30)  # scrypt on a slow host
    except (WireError, PeerGone) as error:
        raise JoinError(f"the host closed the connection: {error}") from None
    if welcome is None:
        raise JoinError("the host did not answer the join")
    if welcome["type"] == "error":
        raise JoinError(f"the host refused: {welcome['message']}")
    if welcome["type"] != "welcome":
        raise JoinError("the host did not let us in")
    if welcome["seat"] not in (0, 1) or len(welcome["names"]) != 2:
        raise JoinError("the host's welcome is not well formed")
    return welcome


def join(address: str, code: str, name: str, *, plain: bool = False,
         pins: Path | None = None) -> tuple[Link, Seat]:
    """Connect, check the pin, prove the code. Raises JoinError."""
    why = codes.problem(code)
    if why is not None:
        raise JoinError(why)
    link, seen, first = _connect(address, plain, pins)
    try:
        hello = _hello(link)
        nonce = secrets.token_hex(16)
        part = commit.new_part()
        link.send({"type": "join", "protocol": PROTOCOL_VERSION, "name": name,
                   "nonce": nonce, "part": part,
                   "proof": codes.proof(code, seen, hello["nonce"], nonce)})
        welcome = _welcome(link)
    except (JoinError, PeerGone) as error:
        link.close()
        raise JoinError(str(error)) from None
    if welcome.get("part") != part or welcome.get("commitment") != hello["commitment"]:
        link.close()
        raise JoinError("the host changed the seed commitment or our part of the seed")
    if first and not plain:
        tls.keep_pin(address, seen, pins)
    names = (welcome["names"][0] or "Host", welcome["names"][1] or "Guest")  # made safe
    seat = Seat(address, welcome["seat"], names,
                str(welcome["token"]), hello["commitment"], part, seen, first,
                rules=welcome.get("rules"), grace=_number(welcome.get("grace"), 120.0),
                hints=welcome.get("hints") is True,
                ping=_number(welcome.get("ping"), PING_SECONDS),
                move_seconds=_timer(welcome.get("move_seconds")))
    return link, seat


def rejoin(seat: Seat, *, plain: bool = False, pins: Path | None = None) -> Link:
    """Come back to ``seat``. Raises JoinError."""
    link, seen, _ = _connect(seat.address, plain, pins)
    if not plain and seen != seat.fingerprint:
        link.close()
        raise JoinError("the host shows another certificate than when we joined")
    try:
        hello = _hello(link)
        if hello["commitment"] != seat.commitment:
            raise JoinError("the host at this address is playing another match")
        link.send({"type": "rejoin", "protocol": PROTOCOL_VERSION, "token": seat.token,
                   "seen": seat.seen})
        welcome = _welcome(link)
    except (JoinError, PeerGone) as error:
        link.close()
        raise JoinError(str(error)) from None
    seat.grace = _number(welcome.get("grace"), seat.grace)
    seat.ping = _number(welcome.get("ping"), seat.ping)
    seat.hints = welcome.get("hints") is True
    seat.move_seconds = _timer(welcome.get("move_seconds"))
    return link


def _timer(value: Any) -> float | None:
    """The move timer a welcome names: None when there is none (or it is not a number)."""
    return _number(value, 0.0) or None


def _number(value: Any, default: float) -> float:
    ok = isinstance(value, int | float) and not isinstance(value, bool) and 0 < value < 10**6
    return float(value) if ok else default
