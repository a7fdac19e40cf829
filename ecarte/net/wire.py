"""The wire of a network match: one JSON object a line, ASCII, over a socket, with limits.

A ``Link`` reads lines of at most ``MAX_LINE`` bytes and at most ``rate`` messages in
``RATE_WINDOW`` seconds; ``check`` holds each message to the fields its type needs. A peer
breaking a limit gets an ``error`` line and the link is closed: nothing it sends raises
anything but ``WireError`` (a sentence) or ``PeerGone``.

>>> decode(encode({"type": "say", "text": "bonjour"}), GUEST_MESSAGES)
{'type': 'say', 'text': 'bonjour'}
>>> decode(b'{"type": "act", "seq": "one", "action": "stand"}', GUEST_MESSAGES)
Traceback (most recent call last):
...
ecarte.net.wire.WireError: the act message's "seq" must be a whole number

A refusal travels as facts (a code, a problem, its numbers and names), never as a
sentence: each side words it in its own language (``worded``).

Text that a table shows (a name, a chat line, a sentence from the other side) is made safe
here, as the message is read, for every caller: control characters (a terminal escape)
become ``?`` (spaces, tabs and line ends a space) and it is cut to its length.

>>> decode(encode({"type": "say", "text": "hi\x1b[2J\\nthere"}), GUEST_MESSAGES)["text"]
'hi?[2J there'
"""

from __future__ import annotations

import contextlib
import json
import select
import socket
import ssl
import threading
import time
from collections import deque
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Final

from ecarte.text import MAX_NAME
from ecarte.text import shown as shown  # re-exported: one way to show outside text

if TYPE_CHECKING:
    from ecarte.words.gallery import GalleryWords
    from ecarte.words.net import NetWords

PROTOCOL_VERSION: Final = 4
"""The engine protocol is version 1; a network match speaks version 4 (version 2 sent the
reasons for points as English sentences, version 3 their codes but its errors as English
sentences; version 4 sends an error's code and facts, worded by the side that reads it)."""
MAX_LINE: Final = 65_536
"""Longest line read, in bytes; a view is a few hundred."""
HANDSHAKE_SECONDS: Final = 10.0
"""Time a peer has to finish TLS and its hello."""
RATE_WINDOW: Final = 10.0
GUEST_RATE: Final = 100
"""At most this many messages in RATE_WINDOW seconds from a guest (a move, a chat line)."""
HOST_RATE: Final = 2_000
"""From a host, which tells every step of a match that may go as fast as a script."""
SEND_SECONDS: Final = 10.0
"""A send that cannot finish in this time means the peer is gone."""
POLL: Final = 0.2
"""Reads wait at most this long at a time, so that sends are never held up longer."""
MAX_TEXT: Final = 300
"""Longest chat line, in characters."""
MAX_WORDS: Final = 500
"""Longest sentence from the other side (an error, a reason for the end), in characters."""
PING_SECONDS: Final = 15.0
"""The host pings the guest this often; the guest answers each ping with a pong."""
DEAD_PINGS: Final = 3
"""A side that hears nothing for this many ping intervals takes the other for gone."""
PRESENCE: Final = ("joined", "left", "reconnecting", "back")
"""The states of a seat's connection that ``presence`` messages tell."""

Message = dict[str, Any]

# The fields each message type needs, and their JSON types (``int`` is a whole number).
# A name, a chat line and a sentence are text that is shown: made safe as it is read.
_NUMBER, _TEXT, _LIST, _OBJECT, _ANY = "whole number", "text", "list", "object", "any"
_NAME, _CHAT, _WORDS, _NAMES = "name", "chat line", "sentence", "list of names"
GUEST_MESSAGES: Final[dict[str, dict[str, str]]] = {
    "join": {"protocol": _NUMBER, "name": _NAME, "nonce": _TEXT, "proof": _TEXT,
             "part": _TEXT},
    "rejoin": {"protocol": _NUMBER, "token": _TEXT},
    "act": {"seq": _NUMBER, "action": _TEXT},
    "say": {"text": _CHAT},
    "pong": {},
    "leave": {},
}
HOST_MESSAGES: Final[dict[str, dict[str, str]]] = {
    "hello": {"protocol": _NUMBER, "name": _NAME, "nonce": _TEXT, "commitment": _TEXT},
    "welcome": {"seat": _NUMBER, "names": _NAMES, "token": _TEXT, "rules": _ANY},
    "step": {"seq": _NUMBER, "events": _LIST, "score": _LIST},
    "turn": {"seq": _NUMBER, "view": _OBJECT, "legal": _LIST},
    "chat": {"name": _NAME, "text": _CHAT},
    "gallery": {"name": _NAME, "state": _TEXT},
    "table": {"seq": _NUMBER, "table": _OBJECT},
    "presence": {"seat": _NUMBER, "name": _NAME, "state": _TEXT},
    "ping": {},
    "error": {"code": _TEXT},
    "end": {"reason": _TEXT},
}
SHOWN_IF_SENT: Final[dict[str, dict[str, str]]] = {"error": {"message": _WORDS}}
"""Fields a message may carry that are shown: made safe too, and left out when they are
not text."""
_LONGEST: Final = {_NAME: MAX_NAME, _CHAT: MAX_TEXT, _WORDS: MAX_WORDS}


class Refusal(StrEnum):
    """The code an ``error`` message carries (``"code"``), beside its sentence: what a
    program on the other side may decide by (docs/network.md lists them)."""

    MALFORMED = "malformed"  # not a message of the protocol: not JSON, a field missing...
    TOO_LONG = "too-long"  # a line longer than MAX_LINE: the connection is closed
    TOO_FAST = "too-fast"  # more messages than the rate allows: the connection is closed
    JOIN_FIRST = "join-first"  # a message of the match before a join (or rejoin)
    PROTOCOL = "protocol"  # another protocol version
    SILENT = "silent"  # no join within HANDSHAKE_SECONDS
    CODE = "code"  # the join code is wrong, used, expired or withdrawn
    TOKEN = "token"  # the seat token is not this match's guest's
    TAKEN = "taken"  # the match already has its guest
    UNEXPECTED = "unexpected"  # a message that has no place now
    ILLEGAL = "illegal"  # an action refused (the rule's sentence); the turn stands
    TIME = "time"  # the move timer ran out: an action was played for the guest
    NO_GALLERY = "no-gallery"  # a bystander, at a match that takes none
    NOT_YET = "not-yet"  # a bystander, before the match has begun


class WireError(ValueError):
    """A message or a line that breaks the protocol, or a refusal, as facts: ``code``,
    ``problem`` (which one, for codes that have several) and ``facts`` (its numbers and
    names, JSON). ``str`` words it in the chosen language; ``fields`` is what the wire
    carries of it."""

    def __init__(self, problem: str = "", code: Refusal = Refusal.MALFORMED,
                 **facts: Any) -> None:
        super().__init__(problem)
        self.code = code
        self.problem = problem
        self.facts = facts

    def fields(self) -> Message:
        fields: Message = {"code": str(self.code), **self.facts}
        if self.problem:
            fields["problem"] = self.problem
        return fields

    def __str__(self) -> str:
        return worded(self.fields())


class PeerGone(ConnectionError):
    """The other side closed the connection, or it broke; the text is its sentence, in
    the chosen language."""


def _fact(facts: Message, name: str, most: int = 60) -> str:
    """A fact's text, made safe to show (it may come from the other side)."""
    value = facts.get(name)
    if isinstance(value, list):
        value = ", ".join(str(v) for v in value[:20])
    return shown(str(value) if value is not None else "?", most)


def _count(facts: Message, name: str) -> int:
    value = facts.get(name)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def worded(facts: Message) -> str:
    """A refusal or a breach of the protocol, from its facts (``WireError.fields``, or an
    error message the other side sent), in the chosen language. A code or a problem this
    side does not know is named as sent."""
    from ecarte.words.net import words

    said = words()
    code, problem = facts.get("code"), facts.get("problem")
    if code == Refusal.MALFORMED:
        if problem == "not-utf8":
            return said.not_utf8
        if problem == "empty":
            return said.empty_line
        if problem == "too-deep":
            return said.too_deep
        if problem == "not-json":
            return said.not_json(_fact(facts, "detail", 200))
        if problem == "not-object":
            return said.not_object('{"type": "say"}')
        if problem == "unknown-type":
            return said.unknown_type(_fact(facts, "kind", 40), _fact(facts, "kinds", 200))
        if problem == "no-field":
            return said.no_field(_fact(facts, "kind"), _fact(facts, "field"))
        if problem == "wrong-field":
            wanted = _fact(facts, "wanted")
            return said.wrong_field(_fact(facts, "kind"), _fact(facts, "field"),
                                    said.field_kinds.get(wanted, wanted))
        if problem == "part":
            return said.bad_part
    elif code == Refusal.TOO_LONG:
        return said.too_long(_count(facts, "most"))
    elif code == Refusal.TOO_FAST:
        return said.too_fast(_count(facts, "rate"), _count(facts, "seconds"))
    elif code == Refusal.JOIN_FIRST:
        return said.join_first(_fact(facts, "kind"))
    elif code == Refusal.PROTOCOL:
        return said.protocol(_count(facts, "version"))
    elif code == Refusal.SILENT:
        return said.silent(_count(facts, "seconds"))
    elif code == Refusal.TAKEN:
        return _gallery().gallery_full(_count(facts, "most")) \
            if problem == "gallery-full" else said.taken
    elif code == Refusal.NO_GALLERY:
        return _gallery().no_gallery
    elif code == Refusal.NOT_YET:
        return _gallery().not_yet
    elif code == Refusal.TOKEN:
        return said.token
    elif code == Refusal.UNEXPECTED:
        return said.unexpected(_fact(facts, "kind"))
    elif code == Refusal.CODE:
        simple = {"used": said.code_used, "withdrawn": said.code_withdrawn,
                  "expired": said.code_expired, "wrong-last": said.code_wrong_last}
        if problem in simple:
            return simple[str(problem)]
        if problem == "wrong":
            return said.code_wrong(_count(facts, "tries"))
    elif code == Refusal.ILLEGAL:
        return _illegal(facts, problem)
    elif code == Refusal.TIME:
        return said.time_out(_played(facts.get("played")))
    return said.refused_code(_fact(facts, "code", 40) + (f"/{_fact(facts, 'problem', 40)}"
                                                        if problem else ""))


def _illegal(facts: Message, problem: object) -> str:
    from ecarte.net.eventjson import EventError, fault_from_json
    from ecarte.words import phrasebook
    from ecarte.words.net import words

    if problem == "not-an-action":
        return words().not_an_action(repr(_fact(facts, "action", 40)))
    if problem == "not-legal":
        return words().not_legal(repr(_fact(facts, "action", 40)))
    try:
        return phrasebook().fault(fault_from_json(facts.get("fault")))
    except EventError:
        return words().refused_code(str(Refusal.ILLEGAL))


def _played(text: object) -> str:
    """The action the host played for the guest, in a sentence (as sent, if unreadable)."""
    from ecarte.engine import parse_action
    from ecarte.engine.errors import InvalidActionError
    from ecarte.words.net import acted

    if not isinstance(text, str):
        return "?"
    try:
        return acted(parse_action(text[:60]))
    except InvalidActionError:
        return shown(text, 60)


def _gallery() -> GalleryWords:
    from ecarte.words.gallery import words

    return words()


def _words() -> NetWords:
    from ecarte.words.net import words

    return words()


def encode(message: Message) -> bytes:
    """One message as its line (ASCII JSON and a newline)."""
    return (json.dumps(message, ensure_ascii=True, separators=(", ", ": ")) + "\n").encode()


def decode(line: bytes, kinds: dict[str, dict[str, str]]) -> Message:
    """The message a line holds, checked against ``kinds``. Raises WireError."""
    try:
        text = line.decode("utf-8").strip()
    except UnicodeDecodeError:
        raise WireError("not-utf8") from None
    if not text:
        raise WireError("empty")
    try:
        message = json.loads(text)
    except RecursionError:
        raise WireError("too-deep") from None
    except ValueError as error:
        reason = error.msg if isinstance(error, json.JSONDecodeError) else str(error)
        raise WireError("not-json", detail=reason[:200]) from None
    if not isinstance(message, dict):
        raise WireError("not-object")
    return check(message, kinds)


def check(message: Message, kinds: dict[str, dict[str, str]]) -> Message:
    """``message`` if its type is one of ``kinds`` and it has the fields that type needs,
    with the text it carries to be shown made safe (``shown``)."""
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in kinds:
        shown_kind = json.dumps(kind)[:40] if kind is not None else "none"
        raise WireError("unknown-type", kind=shown_kind, kinds=list(kinds))
    for name, wanted in kinds[kind].items():
        if name not in message:
            raise WireError("no-field", kind=kind, field=name)
        value = message[name]
        if not _fits(value, wanted):
            raise WireError("wrong-field", kind=kind, field=name, wanted=wanted)
        message[name] = _safe(value, wanted)
    for name, wanted in SHOWN_IF_SENT.get(kind, {}).items():
        if name in message:
            value = message.pop(name)
            if _fits(value, wanted):
                message[name] = _safe(value, wanted)
    return message


def _fits(value: Any, wanted: str) -> bool:
    if wanted == _NUMBER:
        return isinstance(value, int) and not isinstance(value, bool)
    if wanted in (_TEXT, _NAME, _CHAT, _WORDS):
        return isinstance(value, str) and len(value) <= MAX_LINE
    if wanted == _NAMES:
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    return wanted == _ANY or isinstance(value, list if wanted == _LIST else dict)


def _safe(value: Any, wanted: str) -> Any:
    if wanted == _NAMES:
        return [shown(name, MAX_NAME) for name in value]
    most = _LONGEST.get(wanted)
    return value if most is None else shown(value, most)


def keep_alive(sock: socket.socket) -> None:
    """Let the system notice a peer that vanished without closing (a pulled cable) in
    about a minute, with no message of ours: a long think is never a drop."""
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
        for name, value in (("TCP_KEEPIDLE", 30), ("TCP_KEEPINTVL", 10), ("TCP_KEEPCNT", 3)):
            if hasattr(socket, name):
                sock.setsockopt(socket.IPPROTO_TCP, getattr(socket, name), value)
    except OSError:  # not a TCP socket (a test's socket pair)
        pass


class Link:
    """One connection, either side: ``send`` from any thread, ``receive`` from one."""

    def __init__(self, sock: socket.socket, kinds: dict[str, dict[str, str]],
                 rate: int = GUEST_RATE) -> None:
        self.sock = sock
        self.kinds = kinds
        self.rate = rate
        keep_alive(sock)
        self._buffer = b""
        self._io = threading.Lock()  # a TLS socket is never read and written at once
        self._times: deque[float] = deque()
        self.closed = False

    def send(self, message: Message) -> None:
        """Send one message. Raises PeerGone."""
        data = encode(message)
        with self._io:
            if self.closed:
                raise PeerGone(_words().link_closed)
            try:
                self.sock.settimeout(SEND_SECONDS)
                self.sock.sendall(data)
            except OSError as error:
                self.closed = True
                raise PeerGone(_words().link_broke(str(error))) from None

    def receive(self, timeout: float | None) -> Message | None:
        """The next message, or None when ``timeout`` seconds pass first. Raises PeerGone,
        and WireError for a message that breaks the protocol or a limit (after which the
        link is closed if the line itself was too long or too frequent)."""
        if self.closed:
            raise PeerGone(_words().link_closed)
        line = self._line(timeout)
        if line is None:
            return None
        now = time.monotonic()
        self._times.append(now)
        while self._times and self._times[0] < now - RATE_WINDOW:
            self._times.popleft()
        if len(self._times) > self.rate:
            self.fail(WireError("", Refusal.TOO_FAST, rate=self.rate,
                                seconds=round(RATE_WINDOW)))
        return decode(line, self.kinds)

    def _line(self, timeout: float | None) -> bytes | None:
        deadline = None if timeout is None else time.monotonic() + timeout
        while b"\n" not in self._buffer:
            if len(self._buffer) > MAX_LINE:
                self.fail(WireError("", Refusal.TOO_LONG, most=MAX_LINE))
            left = POLL if deadline is None else min(POLL, deadline - time.monotonic())
            if left <= 0:
                return None
            if not self._waiting() and not self._readable(left):
                continue
            with self._io:
                if self.closed:
                    raise PeerGone(_words().link_closed)
                try:
                    self.sock.settimeout(POLL)
                    chunk = self.sock.recv(16_384)
                except (TimeoutError, ssl.SSLWantReadError):
                    continue
                except OSError as error:
                    self.closed = True
                    raise PeerGone(_words().link_broke(str(error))) from None
            if not chunk:
                self.closed = True
                raise PeerGone(_words().other_side_closed)
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        if len(line) > MAX_LINE:
            self.fail(WireError("", Refusal.TOO_LONG, most=MAX_LINE))
        return line

    def _waiting(self) -> bool:
        """Whether TLS holds decrypted bytes not read yet."""
        return isinstance(self.sock, ssl.SSLSocket) and self.sock.pending() > 0

    def _readable(self, seconds: float) -> bool:
        try:
            ready, _, _ = select.select([self.sock], [], [], seconds)
        except (OSError, ValueError):  # closed meanwhile
            self.closed = True
            raise PeerGone(_words().link_closed) from None
        return bool(ready)

    def fail(self, error: WireError, **fields: Any) -> None:
        """Tell the peer what it broke (the error's facts), close, and raise it."""
        with contextlib.suppress(PeerGone):
            self.send({"type": "error", **error.fields(), **fields, "fatal": True})
        self.close()
        raise error

    def tell(self, error: WireError, **fields: Any) -> None:
        """Tell the peer what it broke (the error's facts), and go on (the connection
        stays open)."""
        with contextlib.suppress(PeerGone):
            self.send({"type": "error", **error.fields(), **fields})

    def close(self) -> None:
        """Close the connection (from any thread)."""
        self.closed = True
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)
        with self._io:
            self.sock.close()
