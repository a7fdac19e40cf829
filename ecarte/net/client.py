"""The guest's side of a network match: connect with TLS, check the host's certificate
against the pin, prove the join code, then play the seat from the messages the host
sends. A dropped connection is tried again with the seat token for the grace period.

A ``GuestPlayer`` (the terminal table, or a test's script) is told each step, asked at
each turn, and told chat, errors and the end. Nothing the host sends can crash the guest:
a message that breaks the protocol ends the match with a ``JoinError`` sentence.
"""

from __future__ import annotations

import contextlib
import hashlib
import secrets
import socket
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ecarte.engine import Action, SeatView
from ecarte.engine.events import Event
from ecarte.files import atomic_write_json, read_json_file
from ecarte.net import codes, commit, tls
from ecarte.net.eventjson import EventError, event_from_json
from ecarte.net.wire import (
    HANDSHAKE_SECONDS,
    HOST_MESSAGES,
    HOST_RATE,
    PROTOCOL_VERSION,
    Link,
    Message,
    PeerGone,
    WireError,
)
from ecarte.protocol.fields import ViewError
from ecarte.protocol.rebuild import rebuild_view

DEFAULT_PORT = 7077


class JoinError(Exception):
    """The join failed or the match cannot go on; the text is the sentence to show."""


class Left(JoinError):
    """The guest's player left the match."""


class GuestPlayer(Protocol):
    """Whoever plays the guest's seat: the terminal table or a script."""

    def joined(self, seat: Seat) -> None: ...

    def step(self, events: list[Event], score: tuple[int, int]) -> None: ...

    def turn(self, seen: SeatView) -> Action | None:
        """The action to send, or None to leave the match."""
        ...

    def news(self, text: str) -> None: ...

    def end(self, message: Message, verdict: str | None) -> None: ...


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
        raise JoinError(f"cannot reach {address}: {error.strerror or error}") from None
    if plain:
        return Link(sock, HOST_MESSAGES, HOST_RATE), "", True
    try:
        wrapped = tls.client_context().wrap_socket(sock)
    except (OSError, ValueError) as error:
        sock.close()
        raise JoinError(f"the TLS handshake with {address} failed: {error}") from None
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


def _hello(link: Link) -> Message:
    try:
        hello = link.receive(HANDSHAKE_SECONDS)
    except (WireError, PeerGone) as error:
        raise JoinError(f"the host did not greet properly: {error}") from None
    if hello is None:
        raise JoinError(f"the host said nothing within {HANDSHAKE_SECONDS:.0f} s")
    if hello["type"] == "error":
        raise JoinError(f"the host refused: {printable(hello['message'], 300)}")
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
        raise JoinError(f"the host refused: {printable(welcome['message'], 300)}")
    if welcome["type"] != "welcome":
        raise JoinError("the host did not let us in")
    names = welcome["names"]
    if welcome["seat"] not in (0, 1) or len(names) != 2 \
            or not all(isinstance(n, str) for n in names):
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
    names = (printable(welcome["names"][0], 20) or "Host",
             printable(welcome["names"][1], 20) or "Guest")
    seat = Seat(address, welcome["seat"], names,
                str(welcome["token"]), hello["commitment"], part, seen, first,
                rules=welcome.get("rules"), grace=_number(welcome.get("grace"), 120.0))
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
        _welcome(link)
    except (JoinError, PeerGone) as error:
        link.close()
        raise JoinError(str(error)) from None
    return link


def printable(text: str, most: int) -> str:
    """``text`` without control characters (a terminal escape), cut to ``most``.

    >>> printable("Ada\x1b[2J", 20)
    'Ada[2J'
    """
    return "".join(ch for ch in text if ch.isprintable())[:most]


def _number(value: Any, default: float) -> float:
    ok = isinstance(value, int | float) and not isinstance(value, bool) and 0 < value < 10**6
    return float(value) if ok else default


class Guest:
    """Plays a seat joined with ``join`` until the end, coming back after a drop."""

    def __init__(self, link: Link, seat: Seat, player: GuestPlayer, *, plain: bool = False,
                 pins: Path | None = None, keep: bool = True) -> None:
        self.link = link
        self.seat = seat
        self.player = player
        self.plain = plain
        self.pins = pins
        self.keep = keep
        self.answered = 0  # the turn last answered (resent after a rejoin)
        self.last_action: str | None = None

    def say(self, text: str) -> None:
        with contextlib.suppress(PeerGone):
            self.link.send({"type": "say", "text": text})

    def play(self) -> Message:
        """Play to the end; returns the end message. Raises JoinError."""
        if self.keep:
            keep_seat(self.seat)
        self.player.joined(self.seat)
        while True:
            try:
                message = self.link.receive(None)
            except PeerGone:
                self.link = self.reconnect()
                continue
            except WireError as error:
                if self.link.closed:
                    raise JoinError(f"the connection was closed: {error}") from None
                self.player.news(f"The host sent something unreadable: {error}")
                continue
            assert message is not None
            try:
                done = self.handle(message)
            except (EventError, ViewError) as error:
                self.link.close()
                raise JoinError(f"the host sent an impossible message: {error}") from None
            if done is not None:
                return done

    def handle(self, message: Message) -> Message | None:
        kind = message["type"]
        if "seq" in message and isinstance(message["seq"], int):
            self.seat.seen = max(self.seat.seen, message["seq"])
        if kind == "step":
            events = [event_from_json(data) for data in message["events"][:64]]
            score = message["score"]
            pair = (score[0], score[1]) if len(score) == 2 \
                and all(isinstance(s, int) for s in score) else (0, 0)
            self.player.step(events, pair)
        elif kind == "turn":
            self.turn(message)
        elif kind == "chat":
            self.player.news(f"{printable(message['name'], 20)} says: "
                             f"{printable(message['text'], 300)}")
        elif kind == "error":
            self.player.news(printable(message["message"], 500))
        elif kind == "end":
            verdict = self.verdict(message)
            if self.keep and message["reason"] != "adjourned":  # kept to come back
                forget_seat(self.seat.address)
            self.player.end(message, verdict)
            return message
        if self.keep and kind in ("step", "turn"):
            keep_seat(self.seat)
        return None

    def turn(self, message: Message) -> None:
        seen = rebuild_view(message["view"])
        if seen.seat != self.seat.seat:
            raise ViewError("the host sent the view of the other seat")
        if message["seq"] == self.answered and self.last_action is not None:
            self.send_act(message["seq"], self.last_action)  # our answer may have been lost
            return
        action = self.player.turn(seen)
        if action is None:
            with contextlib.suppress(PeerGone):
                self.link.send({"type": "leave"})
            raise Left("you left the match")
        self.answered, self.last_action = message["seq"], str(action)
        self.send_act(message["seq"], str(action))

    def send_act(self, seq: int, text: str) -> None:
        with contextlib.suppress(PeerGone):
            self.link.send({"type": "act", "seq": seq, "action": text})

    def reconnect(self) -> Link:
        """Come back to the seat within the grace period. Raises JoinError."""
        self.player.news("The connection to the host was lost; trying to come back...")
        give_up = time.monotonic() + self.seat.grace
        pause = 0.5
        last = "no answer"
        while time.monotonic() < give_up:
            try:
                link = rejoin(self.seat, plain=self.plain, pins=self.pins)
            except JoinError as error:
                last = str(error)
                time.sleep(pause)
                pause = min(pause * 2, 5.0)
                continue
            self.player.news("Back at the table.")
            return link
        raise JoinError(f"the host could not be reached again ({last}); 'ecarte join "
                        f"{self.seat.address}' comes back to the seat when the host resumes")

    def verdict(self, message: Message) -> str | None:
        """How the record the host sent at the end stands against the commitment."""
        record = message.get("record")
        if not isinstance(record, dict):
            return None
        fields = record.get("commitment")
        if not isinstance(fields, dict) or fields.get("hash") != self.seat.commitment \
                or fields.get("guest_part") != self.seat.part:
            return "the record does not carry the commitment shown at the start"
        why = commit.check_record(record)
        return "the deals follow the committed seed" if why is None else why
