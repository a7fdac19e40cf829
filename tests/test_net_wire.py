"""The network wire never crashes on what a peer sends: lines, messages, events and views
made up at random get a sentence (WireError, EventError, JoinError), and a host that was
sent garbage still lets the real guest in."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ecarte.engine import Rules
from ecarte.net import codes, commit
from ecarte.net.client import Guest, JoinError, Seat, join
from ecarte.net.eventjson import KINDS, EventError, event_from_json
from ecarte.net.server import GuestSeat, listen
from ecarte.net.wire import (
    GUEST_MESSAGES,
    HOST_MESSAGES,
    MAX_LINE,
    Link,
    PeerGone,
    WireError,
    check,
    decode,
)
from ecarte.protocol.fields import ViewError

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["Ks", "10h", "zz", "c", "s", ""]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=5),
    max_leaves=20)
FIELDS = sorted({name for cls in KINDS.values() for name in cls._fields}
                | {"type", "seq", "view", "legal", "events", "score", "action", "text"})


@st.composite
def messages(draw: Any, kinds: dict[str, dict[str, str]]) -> dict[str, Any]:
    """A message of a known type, its fields filled at random (right type or not)."""
    kind = draw(st.sampled_from(sorted(kinds)))
    names = st.sampled_from([*kinds[kind], *FIELDS])
    return {"type": kind, **draw(st.dictionaries(names, JSON, max_size=6))}


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=200) | JSON.map(lambda v: json.dumps(v).encode()))
def test_any_line_decodes_or_gets_a_sentence(line: bytes) -> None:
    for kinds in (GUEST_MESSAGES, HOST_MESSAGES):
        try:
            message = decode(line, kinds)
        except WireError as error:
            assert str(error)
        else:
            assert message["type"] in kinds


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(KINDS)).flatmap(
    lambda kind: st.dictionaries(st.sampled_from(FIELDS), JSON, max_size=8).map(
        lambda d: {**d, "event": kind})) | JSON)
def test_any_event_reads_or_gets_a_sentence(data: Any) -> None:
    try:
        event_from_json(data)
    except EventError as error:
        assert str(error)


class Quiet:
    """A guest player that is never asked to move (the fuzz sends no valid turn)."""

    def joined(self, seat: Seat) -> None: ...
    def step(self, events: Any, score: Any, next_seat: Any = None) -> None: ...
    def turn(self, seen: Any) -> Any:
        return seen.legal_actions()[0]
    def news(self, text: str) -> None: ...
    def interrupt(self) -> None: ...
    def end(self, message: Any, verdict: Any) -> None: ...


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(messages(HOST_MESSAGES))
def test_the_guest_survives_any_message_from_the_host(message: dict[str, Any]) -> None:
    left, right = socket.socketpair()
    try:
        seat = Seat("x:1", 1, ("Ada", "Bob"), "t", "c", "p", "f")
        guest = Guest(Link(left, HOST_MESSAGES), seat, Quiet(), keep=False)
        try:
            guest.handle(check(message, HOST_MESSAGES))  # as ``receive`` hands it on
        except (WireError, EventError, ViewError, JoinError) as error:
            assert str(error)
    finally:
        left.close()
        right.close()


def _host(tmp_path: Path) -> tuple[GuestSeat, int, codes.JoinCode]:
    listener = listen("127.0.0.1", 0)
    code = codes.JoinCode()
    seat = GuestSeat(listener, None, "", code, 1, "Ada", Rules().to_spec(),
                     commit.commitment(commit.new_secret()), news=lambda text: None)
    seat.start()
    return seat, listener.getsockname()[1], code


def _say(port: int, lines: list[bytes]) -> None:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.settimeout(5)
        sock.recv(4096)  # the hello
        for line in lines:
            try:
                sock.sendall(line)
            except OSError:
                return


@settings(max_examples=10, deadline=None, suppress_health_check=[
    HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.lists(st.binary(max_size=80) | messages(GUEST_MESSAGES).map(
    lambda m: json.dumps(m).encode() + b"\n"), max_size=6))
def test_the_host_survives_any_handshake_and_still_lets_the_guest_in(
        tmp_path: Path, lines: list[bytes]) -> None:
    host, port, code = _host(tmp_path)
    try:
        _say(port, lines)
        assert not host.joined.is_set()  # nothing got in without the code
        link, seat = join(f"127.0.0.1:{port}", code.code, "Bob", plain=True)
        assert host.joined.wait(10) and seat.names == ("Ada", "Bob")
        link.close()
    finally:
        host.stop()


def test_a_line_too_long_closes_the_link() -> None:
    left, right = socket.socketpair()
    try:
        link = Link(left, GUEST_MESSAGES)
        threading.Thread(target=lambda: right.sendall(b"x" * (MAX_LINE + 10)),
                         daemon=True).start()
        with pytest.raises(WireError, match="longer than"):
            link.receive(5)
        assert link.closed
    finally:
        right.close()


def test_a_flood_of_messages_closes_the_link() -> None:
    left, right = socket.socketpair()
    try:
        link = Link(left, GUEST_MESSAGES, rate=5)
        right.sendall(b'{"type": "say", "text": "hi"}\n' * 10)
        with pytest.raises(WireError, match="more than 5 messages"):
            for _ in range(10):
                link.receive(5)
        with pytest.raises(PeerGone):
            link.receive(1)
    finally:
        right.close()


def test_a_silent_peer_is_dropped_after_the_handshake_time(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("ecarte.net.server.HANDSHAKE_SECONDS", 0.5)
    host, port, _ = _host(tmp_path)
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
            sock.settimeout(5)
            said = b""
            while chunk := sock.recv(4096):
                said += chunk
        assert b"\"code\": \"silent\"" in said  # a fact: each side words it
    finally:
        host.stop()


class _Listener:
    """A program on a port that is not an ecarte host: it says nothing, speaks something
    else, or hangs up at once."""

    def __init__(self, answer: str) -> None:
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        self.answer = answer
        self.kept: list[socket.socket] = []
        threading.Thread(target=self.serve, daemon=True).start()

    def serve(self) -> None:
        with contextlib.suppress(OSError):
            while True:
                peer, _ = self.server.accept()
                if self.answer == "hang up":
                    peer.close()
                    continue
                if self.answer == "http":
                    peer.sendall(b"HTTP/1.0 400 Bad request\r\n\r\n")
                self.kept.append(peer)

    def close(self) -> None:
        self.server.close()
        for peer in self.kept:
            peer.close()


@pytest.mark.parametrize(("answer", "sentence"), [
    ("silence", "took the connection but said nothing for 0 s: is it an 'ecarte host'"),
    ("http", "does not answer as an 'ecarte host' does"),
    ("hang up", "closed the connection at once: is it an 'ecarte host'?"),
])
def test_joining_something_that_is_not_a_host_says_so_in_words(
        answer: str, sentence: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr("ecarte.net.joining.HANDSHAKE_SECONDS", 0.4)
    listener = _Listener(answer)
    try:
        with pytest.raises(JoinError) as raised:
            join(f"127.0.0.1:{listener.port}", codes.new_code(), "Bob")
        assert sentence in str(raised.value)
        assert "_ssl.c" not in str(raised.value)
    finally:
        listener.close()


def test_an_address_with_nothing_there_is_named_in_words(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    closed = socket.create_server(("127.0.0.1", 0))
    port = closed.getsockname()[1]
    closed.close()  # a free port: nothing listens there
    with pytest.raises(JoinError, match=r"nothing listens there \(is 'ecarte host' running"):
        join(f"127.0.0.1:{port}", codes.new_code(), "Bob")
    with pytest.raises(JoinError, match=r"there is no machine called 'nosuch\.invalid'"):
        join("nosuch.invalid:4000", codes.new_code(), "Bob")
