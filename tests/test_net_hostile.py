"""A hostile network: what a peer sends is shown as the literal text it is (names, chat,
sentences; no markup, no terminal escapes, bounded), connections that never speak do
not keep the real guest out, and every malformed first message gets its error (a code and
a sentence) before the close while the host goes on serving."""

from __future__ import annotations

import contextlib
import io
import json
import re
import socket
import ssl
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_net_match import WAIT, Hosted

from ecarte.net import tls
from ecarte.net.client import join, rejoin
from ecarte.net.server import GuestSeat
from ecarte.net.wire import (
    GUEST_MESSAGES,
    HOST_MESSAGES,
    MAX_TEXT,
    PROTOCOL_VERSION,
    Link,
    encode,
    worded,
)
from ecarte.text import MAX_NAME
from ecarte.ui.console import make_console

PROMPTLY = 5.0  # a join or rejoin that waits behind idle connections takes 10 s or more
HOSTILE = st.lists(st.text(st.characters(codec="utf-8"), max_size=8) | st.sampled_from(
    ["\x1b[2J", "\x1b]0;owned\x07", "[/]", "[bold]", "\u202e", "\r", "\n", "\x00", "\x9b"]),
    max_size=60).map("".join)


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ECARTE_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "data"


@pytest.fixture
def hosted(tmp_path: Path) -> Iterator[Hosted]:
    host = Hosted(tmp_path / "host", seat_class=GuestSeat)
    yield host
    host.close()


def read_over(line: bytes, kinds: dict[str, dict[str, str]]) -> dict[str, Any]:
    """``line`` sent over a connection, as the other side reads it."""
    left, right = socket.socketpair()
    with left, right:
        right.sendall(line)
        message = Link(left, kinds).receive(5)
    assert message is not None
    return message


def safe(text: str) -> bool:
    return all(ch.isprintable() for ch in text) and text == text.strip()


# 5. What the other side sends is shown literally, and safely ----------------------------


@settings(max_examples=60, deadline=None)
@given(HOSTILE, HOSTILE)
def test_names_and_chat_read_from_the_wire_are_safe_and_bounded(name: str, text: str) -> None:
    join_line = encode({"type": "join", "protocol": PROTOCOL_VERSION, "name": name, "nonce": "n",
                        "proof": "p", "part": "q"})
    said = read_over(encode({"type": "say", "text": text}), GUEST_MESSAGES)["text"]
    chat = read_over(encode({"type": "chat", "name": name, "text": text}), HOST_MESSAGES)
    for shown, most in ((read_over(join_line, GUEST_MESSAGES)["name"], MAX_NAME),
                        (said, MAX_TEXT), (chat["name"], MAX_NAME), (chat["text"], MAX_TEXT)):
        assert safe(shown) and len(shown) <= most
    out = io.StringIO()
    console, _ = make_console(out, width=400)
    console.print(said, soft_wrap=True)  # the literal text, never markup (not wrapped:
    # wide characters may make it wider than the console)
    assert out.getvalue().strip() == said


def test_a_guest_named_like_markup_and_escapes_reaches_the_host_literally(
        hosted: Hosted, tmp_path: Path) -> None:
    link, seat = join(hosted.address, hosted.code.code, "[/]\x1b[2J[bold]x" + "y" * 40,
                      pins=tmp_path / "pins.json")
    try:
        assert hosted.guest.joined.wait(WAIT)
        name = "[/]?[2J[bold]xyyyyyy"  # the escape shown as '?', cut at 20 characters
        assert hosted.guest.name == name and seat.names == ("Ada", name)
        link.send({"type": "say", "text": "[red]hi\x1b]0;owned\x07\tthere " + "z" * 400})
        said = f"{name} says: [red]hi?]0;owned? there {'z' * 276}"
        deadline = time.monotonic() + WAIT
        while said not in hosted.news and time.monotonic() < deadline:
            time.sleep(0.02)
        assert said in hosted.news, hosted.news
    finally:
        link.close()


def test_the_host_s_sentences_reach_the_guest_without_escapes(tmp_path: Path) -> None:
    from ecarte.net.guesttable import GuestTable
    from ecarte.net.hosttable import NetTerminal
    from ecarte.net.joining import Seat
    from ecarte.ui.theme import Look

    out = io.StringIO()
    console, _ = make_console(out, width=200)
    table = GuestTable(NetTerminal(Any, print, print), console, Look())  # type: ignore[arg-type]
    table.joined(Seat("x:1", 1, ("Ada", "Bob"), "t", "c", "p", ""))
    end = read_over(encode({"type": "end", "reason": "left",
                            "text": "\x1b[2J[bold]Ada left\x1b]0;owned\x07"}), HOST_MESSAGES)
    table.end(end, None)  # version 4 sends facts: an end's sentence is not shown
    error = read_over(encode({"type": "error", "code": "unexpected",
                              "kind": "\x1b[2J[bold]Ada left\x1b]0;owned\x07"}), HOST_MESSAGES)
    console.print(worded(error), markup=False)  # a refusal's facts are made safe as worded
    shown = out.getvalue()
    assert "The match ended." in shown and "?[2J[bold]Ada left?]0;owned?" in shown
    assert "\x1b" not in shown


# 6. Idle connections do not keep the guest out ------------------------------------------


@contextlib.contextmanager
def idle_connections(port: int, count: int = 40) -> Iterator[list[socket.socket]]:
    """``count`` TCP connections to the host that never say a word."""
    socks = [socket.create_connection(("127.0.0.1", port), timeout=WAIT) for _ in range(count)]
    try:
        yield socks
    finally:
        for sock in socks:
            sock.close()


def test_forty_idle_connections_do_not_keep_the_guest_out(hosted: Hosted,
                                                          tmp_path: Path) -> None:
    with idle_connections(hosted.port):
        began = time.monotonic()
        link, seat = join(hosted.address, hosted.code.code, "Bob", pins=tmp_path / "p.json")
        took = time.monotonic() - began
        link.close()
    assert seat.names == ("Ada", "Bob") and took < PROMPTLY


def test_idle_connections_do_not_keep_a_dropped_guest_from_its_seat(
        hosted: Hosted, tmp_path: Path) -> None:
    pins = tmp_path / "p.json"
    link, seat = join(hosted.address, hosted.code.code, "Bob", pins=pins)
    link.close()  # the line drops
    deadline = time.monotonic() + WAIT
    while hosted.guest.link is not None and time.monotonic() < deadline:
        time.sleep(0.02)
    with idle_connections(hosted.port):
        began = time.monotonic()
        back = rejoin(seat, pins=pins)
        took = time.monotonic() - began
    try:
        assert took < PROMPTLY
        deadline = time.monotonic() + WAIT  # the host says so once its seat is taken back
        while "Bob is back." not in list(hosted.news) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert "Bob is back." in list(hosted.news), list(hosted.news)
    finally:
        back.close()


# 7. Every malformed first message gets its error, and the host goes on ------------------

JOIN = {"type": "join", "protocol": PROTOCOL_VERSION, "name": "Eve", "nonce": "ab" * 16,
        "part": "cd" * 16, "proof": "ef" * 32}
FIRST_MESSAGES = {
    "not JSON": (b"hello there\n", "malformed"),
    "a list": (b"[1, 2]\n", "malformed"),
    "a string": (b'"join"\n', "malformed"),
    "no type": (b'{"protocol": 3}\n', "malformed"),
    "a type that is a number": (b'{"type": 5}\n', "malformed"),
    "an unknown type": (b'{"type": "dance"}\n', "malformed"),
    "a join with no fields": (b'{"type": "join"}\n', "malformed"),
    "a join with a name that is a number": (encode({**JOIN, "name": 7}), "malformed"),
    "a join with the protocol as text": (encode({**JOIN, "protocol": "3"}), "malformed"),
    "a rejoin with a token that is a list": (
        b'{"type": "rejoin", "protocol": 3, "token": []}\n', "malformed"),
    "not UTF-8": (b"\xff\xfe{}\n", "malformed"),
    "an empty line": (b"\n", "malformed"),
    "deep nesting": (b'{"type": ' + b"[" * 30_000 + b"]" * 30_000 + b"}\n", "malformed"),
    "an act before joining": (b'{"type": "act", "seq": 1, "action": "stand"}\n',
                              "join-first"),
    "a say before joining": (b'{"type": "say", "text": "hi"}\n', "join-first"),
    "a leave before joining": (b'{"type": "leave"}\n', "join-first"),
    "a join in another protocol": (encode({**JOIN, "protocol": 1}), "protocol"),
    "a join with a proof that is not ASCII": (encode({**JOIN, "proof": "\u00e9" * 64}),
                                               "code"),
    "a line too long": (b"x" * 70_000, "too-long"),
}


def first_words(port: int, line: bytes) -> list[dict[str, Any]]:
    """Connect with TLS, send ``line`` after the hello, and read what the host says until
    it closes the connection."""
    raw = socket.create_connection(("127.0.0.1", port), timeout=WAIT)
    with tls.client_context().wrap_socket(raw) as sock:
        sock.settimeout(WAIT)
        said = b""
        while b"\n" not in said:
            said += sock.recv(4096)
        sock.sendall(line)
        with contextlib.suppress(ssl.SSLError, ConnectionError):
            while chunk := sock.recv(4096):
                said += chunk
    return [json.loads(part) for part in said.splitlines()]


@pytest.mark.parametrize("shape", sorted(FIRST_MESSAGES))
def test_a_malformed_first_message_gets_its_error_and_the_host_goes_on(
        hosted: Hosted, tmp_path: Path, shape: str) -> None:
    line, code = FIRST_MESSAGES[shape]
    hello, *answers = first_words(hosted.port, line)
    assert hello["type"] == "hello"
    assert len(answers) == 1, answers
    error = answers[0]
    assert error["type"] == "error" and error["code"] == code and error["fatal"] is True
    assert "message" not in error or code == "protocol"  # facts, worded by the reader
    assert safe(worded(error)) and worded(error)
    if code == "join-first":
        assert worded(error).startswith("send join (or rejoin) first")
    link, seat = join(hosted.address, hosted.code.code, "Bob", pins=tmp_path / "p.json")
    link.close()
    assert seat.names == ("Ada", "Bob")
    assert not any("failed" in line for line in hosted.news), hosted.news


def test_a_rejoin_with_a_token_that_is_not_ascii_is_refused_in_words(
        hosted: Hosted, tmp_path: Path) -> None:
    pins = tmp_path / "p.json"
    link, seat = join(hosted.address, hosted.code.code, "Bob", pins=pins)
    link.close()
    _, error = first_words(hosted.port, encode({"type": "rejoin", "protocol": PROTOCOL_VERSION,
                                                "token": "\u00e9" * 32}))
    assert error["code"] == "token"
    assert worded(error) == "this seat token is not the one of this match's guest"
    assert not any("failed" in line for line in hosted.news), hosted.news
    rejoin(seat, pins=pins).close()  # the real guest comes back all the same



@contextlib.contextmanager
def full_disk(where: Path) -> Iterator[None]:
    """``where`` on a tiny tmpfs, filled: every byte written there gets ENOSPC. (As
    ``faults.full_disk``, filled without a buffer, whose last flush fails on closing.)"""
    import subprocess

    from faults import _mount

    where.mkdir(parents=True, exist_ok=True)
    _mount("-t", "tmpfs", "-o", "size=64k", "tmpfs", str(where))
    try:
        with open(where / ".filler", "wb", buffering=0) as out, \
                contextlib.suppress(OSError):
            while True:
                out.write(b"\0" * 4096)
        yield
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


# End to end: the real programs --------------------------------------------------------


@pytest.mark.slow
def test_the_host_shows_a_hostile_name_and_chat_literally_and_goes_on(
        tmp_path: Path) -> None:
    from test_net_commands import ECARTE, spawn

    assert ECARTE.exists(), f"the ecarte script is not installed beside {ECARTE.parent}"
    host = spawn(tmp_path / "host", "host", "--port", "0", "--bind", "127.0.0.1", "--name",
                 "Ada")
    host.expect(r"ecarte join (127\.0\.0\.1:\d+) --code ([a-z-]+)")
    link, _ = join(host.match.group(1), host.match.group(2), "[/]\x1b[2J[bold]x",
                   pins=tmp_path / "pins.json")
    try:
        host.expect_exact("[/]?[2J[bold]x joined.")
        link.send({"type": "say", "text": "[red]hi\x1b]0;owned\x07"})
        host.expect_exact("[/]?[2J[bold]x says: [red]hi?]0;owned?")
        assert "Traceback" not in host.before
    finally:
        link.close()
        host.terminate(force=True)
    screen = (tmp_path / "host" / "screen.log").read_text(encoding="utf-8")
    assert "\x1b]0;owned" not in screen and "\x1b[2J[bold]" not in screen


@pytest.mark.slow
def test_a_full_disk_is_one_sentence_on_each_side_and_the_match_goes_on(
        tmp_path: Path) -> None:
    import pexpect
    from test_net_commands import PROMPT
    from test_net_leave import play_until_turn, start

    host_data, guest_data = tmp_path / "host", tmp_path / "guest"
    with full_disk(host_data / "net" / "adjourned"), full_disk(guest_data / "net" / "seats"):
        host, guest, _ = start(host_data, guest_data)
        host.expect("The match so far could not be kept")
        guest.expect("Your seat could not be kept")
        play_until_turn(host, guest)  # a few steps more, each not kept
        host.expect(PROMPT)
        host.sendcontrol("d")  # the host leaves: the match cannot be adjourned
        host.expect("the match could not be adjourned")
        host.expect("it cannot be resumed")
        host.expect(pexpect.EOF)
        host.close()
        guest.expect("Ada left: the match is adjourned")
        guest.expect(pexpect.EOF)
        guest.close()
    assert host.exitstatus == 1 and guest.exitstatus == 0
    for side, said in ((host_data, "thediskisfull);itcannotberesumed"),
                       (guest_data, "thediskisfull):thematchgoeson")):
        screen = (side / "screen.log").read_text(encoding="utf-8")
        assert "Traceback" not in screen
        assert screen.count("could not be kept") == 1, side  # told once, not each move
        assert "thediskisfull)" in re.sub(r"\s+", "", screen)
        assert said in re.sub(r"\s+", "", screen)  # as wrapped at the terminal's width
