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
    Refusal,
    WireError,
    worded,
)
from ecarte.words.net import words

DEFAULT_PORT = 7077
_WORDED = frozenset(str(refusal) for refusal in Refusal)


class JoinError(Exception):
    """The join failed or the match cannot go on; the text is the sentence to show (in
    the chosen language). ``unreachable``: nothing could be reached at the address (a
    fact, for whoever tries again)."""

    def __init__(self, sentence: str, *, unreachable: bool = False) -> None:
        super().__init__(sentence)
        self.unreachable = unreachable


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
        raise JoinError(words().not_a_port(repr(port)))
    return host.strip("[]"), int(port)


def seat_file(address: str, watch: bool = False) -> Path:
    """Where the seat at ``address`` is kept (a place in its gallery apart: one machine
    may both play at a table and watch another)."""
    name = hashlib.sha256(address.encode()).hexdigest()[:16]
    return tls.net_dir() / "seats" / f"{name}{'-watch' if watch else ''}.json"


def saved_seat(address: str, watch: bool = False) -> Seat | None:
    """The seat kept for ``address`` by an earlier join (or watch), if any."""
    try:
        data: dict[str, Any] = read_json_file(seat_file(address, watch), words().the_seat)
        data["names"] = tuple(data["names"])
        return Seat(**data)
    except (OSError, ValueError, TypeError, KeyError):
        return None


def keep_seat(seat: Seat) -> None:
    data = dict(seat.__dict__)
    data["names"] = list(seat.names)
    atomic_write_json(seat_file(seat.address, seat.seat not in (0, 1)), data)


def forget_seat(address: str, watch: bool = False) -> None:
    with contextlib.suppress(OSError):
        seat_file(address, watch).unlink()


def _connect(address: str, plain: bool, pins: Path | None) -> tuple[Link, str, bool]:
    host, port = split_address(address)
    try:
        sock = socket.create_connection((host, port), timeout=HANDSHAKE_SECONDS)
    except OSError as error:
        raise JoinError(_unreachable(address, host, error), unreachable=True) from None
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
        raise JoinError(words().no_certificate(address))
    seen = tls.fingerprint(der)
    try:
        known = tls.check_pin(address, seen, pins)
    except tls.PinError as error:
        wrapped.close()
        raise JoinError(str(error)) from None
    return Link(wrapped, HOST_MESSAGES, HOST_RATE), seen, not known


def _unreachable(address: str, host: str, error: OSError) -> str:
    """Why nothing could be reached at ``address``, in words."""
    said = words()
    if isinstance(error, socket.gaierror):
        return said.no_such_machine(address, repr(host))
    if isinstance(error, ConnectionRefusedError):
        return said.nothing_listens(address)
    if isinstance(error, TimeoutError):
        return said.no_answer_within(address, round(HANDSHAKE_SECONDS))
    return said.cannot_reach(address, str(error.strerror or error))


def _handshake_failed(address: str, error: Exception) -> str:
    """Why the TLS handshake failed, in words: a program that listens and says nothing,
    one that speaks something else, or the error itself."""
    said = words()
    if isinstance(error, TimeoutError):
        return said.said_nothing(address, round(HANDSHAKE_SECONDS))
    reason = getattr(error, "reason", None)
    if isinstance(error, ConnectionError) or reason == "UNEXPECTED_EOF_WHILE_READING":
        return said.closed_at_once(address)
    if isinstance(error, ssl.SSLError):
        return said.not_a_host(address)
    return said.tls_failed(address, str(error))


def _hello(link: Link) -> Message:
    try:
        hello = link.receive(HANDSHAKE_SECONDS)
    except (WireError, PeerGone) as error:
        raise JoinError(words().not_greeted(str(error))) from None
    if hello is None:
        raise JoinError(words().host_said_nothing(round(HANDSHAKE_SECONDS)))
    if hello["type"] == "error":
        raise JoinError(words().host_refused(_refusal(hello)))
    if hello["type"] != "hello" or hello["protocol"] != PROTOCOL_VERSION:
        raise JoinError(words().wrong_protocol(PROTOCOL_VERSION))
    return hello


def _welcome(link: Link, watch: bool = False) -> Message:
    try:
        welcome = link.receive(HANDSHAKE_SECONDS + 30)  # scrypt on a slow host
    except (WireError, PeerGone) as error:
        raise JoinError(words().host_closed(str(error))) from None
    if welcome is None:
        raise JoinError(words().no_welcome)
    if welcome["type"] == "error":
        raise JoinError(words().host_refused(_refusal(welcome)))
    if welcome["type"] != "welcome":
        raise JoinError(words().not_let_in)
    if watch != (welcome.get("role") == "watch"):
        from ecarte.words.gallery import words as gallery_words

        raise JoinError(gallery_words().not_a_gallery if watch else words().not_let_in)
    if (welcome["seat"] not in (0, 1) and not watch) or len(welcome["names"]) != 2:
        raise JoinError(words().bad_welcome)
    return welcome


def _refusal(error: Message) -> str:
    """A host's refusal in our words, from its facts; an older host's own sentence when
    its code is one this side does not word (it sent no facts)."""
    said = worded(error)
    old = error.get("message")
    if isinstance(old, str) and old and error.get("code") not in _WORDED:
        return old  # made safe as it was read (wire)
    return said


def join(address: str, code: str, name: str, *, plain: bool = False,
         pins: Path | None = None, watch: bool = False) -> tuple[Link, Seat]:
    """Connect, check the pin, prove the code: a seat at the table, or with ``watch`` a
    place in the gallery (``"role": "watch"``, the gallery's code). Raises JoinError."""
    why = codes.problem(code)
    if why is not None:
        raise JoinError(why)
    link, seen, first = _connect(address, plain, pins)
    try:
        hello = _hello(link)
        nonce = secrets.token_hex(16)
        part = commit.new_part()
        link.send({"type": "join", "protocol": PROTOCOL_VERSION, "name": name,
                   "nonce": nonce, "part": "" if watch else part,
                   "proof": codes.proof(code, seen, hello["nonce"], nonce),
                   **({"role": "watch"} if watch else {})})
        welcome = _welcome(link, watch)
    except (JoinError, PeerGone) as error:
        link.close()
        raise JoinError(str(error),
                        unreachable=getattr(error, "unreachable", False)) from None
    if (not watch and welcome.get("part") != part) \
            or welcome.get("commitment") != hello["commitment"]:
        link.close()
        raise JoinError(words().changed_commitment)
    if first and not plain:
        tls.keep_pin(address, seen, pins)
    names = (welcome["names"][0] or words().default_host,
             welcome["names"][1] or words().default_guest)  # made safe
    seat = Seat(address, -1 if watch else welcome["seat"], names,
                str(welcome["token"]), hello["commitment"], "" if watch else part, seen,
                first,
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
        raise JoinError(words().another_certificate)
    try:
        hello = _hello(link)
        if hello["commitment"] != seat.commitment:
            raise JoinError(words().another_match)
        link.send({"type": "rejoin", "protocol": PROTOCOL_VERSION, "token": seat.token,
                   "seen": seat.seen})
        welcome = _welcome(link, seat.seat not in (0, 1))
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
