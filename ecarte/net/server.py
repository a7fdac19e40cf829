"""The host's side of a network match: it listens, lets in the one guest who proves the
join code, and plays the guest's seat for the driver (``GuestSeat.choose``) by sending the
seat its view and legal actions and checking the action that comes back with the engine.

Every message to the guest is built from ``view(state, seat)`` and ``redact(event, seat)``
and nothing else. A guest who drops may come back with its seat token (``rejoin``) to the
same decision for ``grace`` seconds; an action sent twice is applied once (it answers a
turn by its sequence number).

The host never stops taking connections: each handshake runs in a thread of its own with
a deadline, and at most ``MAX_WAITING`` are held at once (``Doorway``), so that
connections that never speak cannot keep the real guest out.
"""

from __future__ import annotations

import contextlib
import queue
import secrets
import socket
import ssl
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Final

from ecarte.engine import Action, SeatView, fault, parse_action
from ecarte.engine.errors import InvalidActionError
from ecarte.engine.events import Event, redact
from ecarte.net.codes import JoinCode, same
from ecarte.net.eventjson import event_to_json, fault_to_json
from ecarte.net.gallery import Gallery
from ecarte.net.wire import (
    DEAD_PINGS,
    GUEST_MESSAGES,
    HANDSHAKE_SECONDS,
    MAX_TEXT,
    PING_SECONDS,
    PROTOCOL_VERSION,
    Link,
    Message,
    PeerGone,
    Refusal,
    WireError,
)
from ecarte.protocol.viewjson import view_to_json
from ecarte.words.net import acted, words

GRACE: Final = 120.0
"""Seconds a dropped guest has to come back before the match is adjourned."""
MAX_WAITING: Final = 32
"""Connections held in their handshake at once; one more closes the oldest that has not
spoken yet (or, when all have, itself)."""
BACKLOG: Final = 64
"""Connections the system queues before the host takes them."""

News = Callable[[str], None]


class GuestLeft(Exception):
    """The guest left the match (``leave``)."""


class Adjourned(Exception):
    """The guest did not come back within the grace period."""


class Knock:
    """A connection in its handshake: since when, and whether it has sent its join (or
    rejoin) yet."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.since = time.monotonic()
        self.spoke = False

    def cut(self) -> None:
        """End the connection from another thread: its handshake fails at once."""
        with contextlib.suppress(OSError):
            socket.socket.shutdown(self.sock, socket.SHUT_RDWR)


class Doorway:
    """The connections in their handshake, at most ``most`` at once: one more closes the
    oldest that has not spoken (or itself, when every one has), and one past the
    handshake's time is closed."""

    def __init__(self, most: int = MAX_WAITING) -> None:
        self.most = most
        self.lock = threading.Lock()
        self.knocks: list[Knock] = []

    def enter(self, sock: socket.socket) -> Knock | None:
        """Hold ``sock`` for its handshake; None when there is no room (it is closed)."""
        knock = Knock(sock)
        with self.lock:
            if len(self.knocks) >= self.most:
                idle = [k for k in self.knocks if not k.spoke]
                if not idle:
                    knock.cut()
                    return None
                self.knocks.remove(idle[0])  # the oldest first: the list is in order
                idle[0].cut()
            self.knocks.append(knock)
        return knock

    def leave(self, knock: Knock) -> None:
        with self.lock:
            if knock in self.knocks:
                self.knocks.remove(knock)

    def overdue(self) -> None:
        """Close the connections whose handshake has outlived its time (a slow trickle of
        bytes that keeps each read alive), with a moment to say so first."""
        late = time.monotonic() - HANDSHAKE_SECONDS - 2.0
        with self.lock:
            for knock in [k for k in self.knocks if k.since < late]:
                self.knocks.remove(knock)
                knock.cut()

    def __len__(self) -> int:
        with self.lock:
            return len(self.knocks)


class GuestSeat:
    """The guest's seat, as the host's driver sees it: a player with ``choose(view)``.

    ``accept`` runs in a thread: it lets in a join with the code's proof, and later a
    rejoin with the seat token. ``news`` is told what happens (in the host's words)."""

    def __init__(self, listener: socket.socket, context: ssl.SSLContext | None,
                 certificate: str, code: JoinCode, seat: int, host_name: str,
                 rules: dict[str, Any], commitment: str, *, news: News = print,
                 grace: float = GRACE, move_seconds: float | None = None,
                 hints: bool = False, ping: float = PING_SECONDS) -> None:
        self.listener = listener
        self.context = context
        self.certificate = certificate
        self.code = code
        self.seat = seat
        self.host_name = host_name
        self.rules = rules
        self.commitment = commitment
        self.news = news
        self.grace = grace
        self.move_seconds = move_seconds
        self.hints = hints
        self.ping = ping
        self.name = words().default_guest
        self.part = ""
        self.token = secrets.token_hex(16)
        self.joined = threading.Event()
        self.link: Link | None = None
        self.lost_at: float | None = None
        self.left = False
        self.seq = 0
        self.turn: Message | None = None
        self.next: int | None = None  # the seat to decide after the last step told
        self.sent: list[Message] = []  # every step and turn, for a guest who rejoins
        self.inbox: queue.Queue[tuple[Link, Message]] = queue.Queue()
        self.stopping = threading.Event()
        self.names: tuple[str, str] = (host_name, self.name)
        self.doorway = Doorway()
        self.gallery: Gallery | None = None  # the bystanders, when the host lets them in
        self._door = threading.Lock()  # one join or rejoin let in at a time
        self._thread = threading.Thread(target=self.accept, daemon=True, name="ecarte-accept")

    def restore(self, name: str, part: str, token: str, names: tuple[str, str],
                seq: int = 0, next_seat: int | None = None) -> None:
        """The guest of an adjourned match: only a rejoin with its token gets in. The
        numbering goes on past ``seq`` (kept with the match), with a margin for what a
        host that died may have sent after it was kept; ``next_seat`` decides first."""
        self.name, self.part, self.token, self.names = name, part, token, names
        self.next = next_seat
        self.seq = seq + 10 if seq else 0
        self.lost_at = time.monotonic()
        self.joined.set()

    # Accepting ---------------------------------------------------------------------------

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self.stopping.set()
        if self.gallery is not None:
            self.gallery.stop()
        with contextlib.suppress(OSError):
            self.listener.close()
        if self.link is not None:
            self.link.close()

    def accept(self) -> None:
        """Take every connection as it comes; each has its handshake in a thread."""
        self.listener.settimeout(0.25)
        while not self.stopping.is_set():
            self.doorway.overdue()
            try:
                conn, _ = self.listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            knock = self.doorway.enter(conn)
            if knock is None:
                with contextlib.suppress(OSError):
                    conn.close()
                continue
            threading.Thread(target=self.greet, args=(knock,), daemon=True,
                             name="ecarte-handshake").start()

    def greet(self, knock: Knock) -> None:
        """One connection's handshake; whatever it sends, nothing but it is closed."""
        try:
            self.handshake(knock)
        except Exception as error:  # a peer can fail the handshake in any way
            with contextlib.suppress(OSError):
                knock.sock.close()
            if not isinstance(error, WireError | PeerGone | OSError):
                self.news(words().connection_failed(type(error).__name__, str(error)))
        finally:
            self.doorway.leave(knock)

    def handshake(self, knock: Knock) -> None:
        """TLS, our hello, their join or rejoin, all within HANDSHAKE_SECONDS. Whatever
        breaks the protocol gets its error (a code and a sentence) before the close."""
        deadline = time.monotonic() + HANDSHAKE_SECONDS
        conn = knock.sock
        conn.settimeout(HANDSHAKE_SECONDS)
        if self.context is not None:
            conn = knock.sock = self.context.wrap_socket(conn, server_side=True,
                                                         do_handshake_on_connect=False)
            conn.do_handshake()
        link = Link(conn, GUEST_MESSAGES)
        nonce = secrets.token_hex(16)
        link.send({"type": "hello", "protocol": PROTOCOL_VERSION, "name": self.host_name,
                   "nonce": nonce, "commitment": self.commitment})
        message = self._first(link, deadline)
        knock.spoke = True  # no longer idle: a flood of connections does not close it
        with self._door:
            gallery = self.gallery
            if message["type"] == "join" and message.get("role") == "watch":
                if gallery is None:
                    link.fail(WireError("", Refusal.NO_GALLERY))
                assert gallery is not None
                gallery.admit(link, message, nonce, self.certificate,
                              self.names if self.joined.is_set() else (self.host_name,))
            elif message["type"] == "join":
                self._join(link, message, nonce)
            elif gallery is not None and gallery.knows(message["token"]):
                gallery.readmit(link, message)
            else:
                self._rejoin(link, message)

    def _first(self, link: Link, deadline: float) -> Message:
        """The guest's first message, a join or a rejoin in our protocol. Raises
        WireError, after telling the guest what is wrong."""
        try:
            message = link.receive(max(0.1, deadline - time.monotonic()))
        except WireError as error:
            if not link.closed:
                link.fail(error)
            raise
        if message is None:
            link.fail(WireError("", Refusal.SILENT, seconds=round(HANDSHAKE_SECONDS)))
        assert message is not None
        if message["type"] not in ("join", "rejoin"):
            link.fail(WireError("", Refusal.JOIN_FIRST, kind=message["type"]))
        if message["protocol"] != PROTOCOL_VERSION:
            # the one refusal an older peer reads: its sentence too, in English, as
            # versions before 4 showed it
            link.fail(WireError("", Refusal.PROTOCOL, version=PROTOCOL_VERSION),
                      message=words("en").protocol(PROTOCOL_VERSION))
        return message

    def _join(self, link: Link, message: Message, nonce: str) -> None:
        if self.joined.is_set():
            link.fail(WireError("", Refusal.TAKEN))
        why = self.code.check(message["proof"], self.certificate, nonce, message["nonce"])
        if why is not None:
            self.news(words().join_refused(str(why)))
            link.fail(why)
        part = message["part"]
        if not (16 <= len(part) <= 128 and all(c in "0123456789abcdef" for c in part)):
            link.fail(WireError("part"))
        self.part = part
        name = message["name"] or words().default_guest  # made safe as it was read (wire)
        self.name = name if name != self.host_name else f"{name} 2"
        names = [self.host_name, self.name] if self.seat == 1 else [self.name, self.host_name]
        self.names = (names[0], names[1])
        self._welcome(link)
        self.joined.set()
        self.presence(self.seat, "joined")

    def _rejoin(self, link: Link, message: Message) -> None:
        if not self.joined.is_set() or not same(message["token"], self.token):
            link.fail(WireError("", Refusal.TOKEN))
        old, self.link = self.link, None
        if old is not None:
            old.close()
        self._welcome(link)
        self.presence(self.seat, "back", next=self.seat if self.turn is not None else self.next)
        seen = message.get("seen")
        missed = [m for m in self.sent
                  if isinstance(seen, int) and m["seq"] > seen and m["type"] == "step"]
        for sent in missed:
            link.send(sent)
        if self.turn is not None:
            link.send(self.turn)
        self.news(words().is_back(self.name))

    def _welcome(self, link: Link) -> None:
        link.send({"type": "welcome", "seat": self.seat, "names": list(self.names),
                   "token": self.token, "rules": self.rules, "commitment": self.commitment,
                   "part": self.part, "grace": self.grace, "move_seconds": self.move_seconds,
                   "hints": self.hints, "ping": self.ping})
        self.link = link
        self.lost_at = None
        threading.Thread(target=self.read, args=(link,), daemon=True,
                         name="ecarte-guest").start()

    # Reading -----------------------------------------------------------------------------

    def read(self, link: Link) -> None:
        """The guest's messages: actions to the inbox, chat to the news; a ping every
        ``ping`` seconds, and a guest silent for several of them is taken for gone."""
        heard = pinged = time.monotonic()
        while True:
            try:
                message = link.receive(self.ping)
                now = time.monotonic()
                if message is not None:
                    heard = now
                elif now - heard > DEAD_PINGS * self.ping:
                    with contextlib.suppress(PeerGone):  # it may still hear us
                        link.send({"type": "presence", "seat": self.seat, "name": self.name,
                                   "state": "reconnecting"})
                    link.close()
                    raise PeerGone("the guest did not answer the pings")
                if now - pinged >= self.ping:
                    pinged = now
                    with contextlib.suppress(PeerGone):
                        link.send({"type": "ping"})
                if message is None:
                    continue
            except PeerGone:
                if self.link is link and not self.left:
                    self.lost_at = time.monotonic()
                    self.link = None
                    self.news(words().guest_lost(self.name, _clock(self.grace)))
                    self.inbox.put((link, {"type": "lost"}))
                return
            except WireError as error:
                if link.closed:
                    self.news(words().guest_cut(self.name, str(error)))
                    continue
                link.tell(error)
                continue
            assert message is not None
            kind = message["type"]
            if kind == "say":
                self.news(words().says(self.name, message["text"]))
                if self.gallery is not None:  # the gallery hears the players
                    self.gallery.chat(self.name, message["text"])
            elif kind == "leave":
                self.left = True
                self.inbox.put((link, message))
                self.news(words().guest_left(self.name))
                return
            elif kind == "act":
                self.inbox.put((link, message))
            elif kind == "pong":
                continue
            else:
                link.tell(WireError("", Refusal.UNEXPECTED, kind=kind))

    # Sending -----------------------------------------------------------------------------

    def send(self, message: Message) -> None:
        """Send to the guest if connected (a dropped guest catches up on rejoin)."""
        if "seq" in message:
            self.sent.append(message)
        link = self.link
        if link is None:
            return
        with contextlib.suppress(PeerGone):  # the reader notices and tells the news
            link.send(message)

    def say(self, text: str) -> bool:
        """Send a chat line; False when the guest is not connected (it is not sent)."""
        connected = self.link is not None
        self.send({"type": "chat", "name": self.host_name, "text": text[:MAX_TEXT]})
        if self.gallery is not None:
            self.gallery.chat(self.host_name, text)
        return connected

    def presence(self, seat: int, state: str, **fields: Any) -> None:
        """Tell the guest how ``seat``'s connection stands (``wire.PRESENCE``)."""
        name = self.name if seat == self.seat else self.host_name
        self.send({"type": "presence", "seat": seat, "name": name, "state": state, **fields})

    def step(self, events: Sequence[Event], score: Sequence[int],
             next_seat: int | None = None) -> None:
        """Tell the guest what happened, as its seat may see it, and which seat decides
        now (None: neither, between deals or at the end)."""
        self.seq += 1
        self.next = next_seat
        self.send({"type": "step", "seq": self.seq,
                   "events": [event_to_json(redact(event, self.seat)) for event in events],
                   "score": list(score), "next": next_seat})

    def end(self, reason: str, **fields: Any) -> None:
        self.turn = None
        self.left = True  # from now on a closed connection is no news
        if reason == "left":
            self.presence(1 - self.seat, "left")
        self.send({"type": "end", "reason": reason, **fields})
        if self.gallery is not None:
            self.gallery.end(reason, **fields)

    # Playing -----------------------------------------------------------------------------

    def choose(self, seen: SeatView, again: bool = False,
               interrupted: Callable[[float], bool] | None = None) -> Action:
        """The guest's action at this decision, checked with the engine. ``again`` asks
        for the same decision once more (after the host's own question): an answer the
        guest sent meanwhile is kept and applied. ``interrupted`` watches the host's
        keyboard meanwhile: a Ctrl-C raises KeyboardInterrupt. Raises GuestLeft or
        Adjourned."""
        if not again or self.seq == 0:
            self.seq += 1
        legal = seen.legal_actions()
        self.turn = {"type": "turn", "seq": self.seq, "view": view_to_json(seen),
                     "legal": [str(action) for action in legal]}
        self.send(self.turn)
        asked_at = time.monotonic()
        try:
            while True:
                if self.left:
                    raise GuestLeft
                if self.lost_at is not None and time.monotonic() > self.lost_at + self.grace:
                    raise Adjourned
                if self.move_seconds is not None and self.link is not None \
                        and time.monotonic() > asked_at + self.move_seconds:
                    return self._timed_out(legal)
                if interrupted is not None and interrupted(0.05):
                    raise KeyboardInterrupt
                try:
                    link, message = self.inbox.get(timeout=0.15)
                except queue.Empty:
                    continue
                if message["type"] != "act" or message["seq"] != self.seq:
                    continue  # an answer to an earlier turn, resent: already applied
                action = self._action(link, message["action"], seen, legal)
                if action is not None:
                    return action
        finally:
            self.turn = None

    def _action(self, link: Link, text: str, seen: SeatView,
                legal: Sequence[Action]) -> Action | None:
        try:
            action = parse_action(text)
        except InvalidActionError:
            why = WireError("not-an-action", Refusal.ILLEGAL, action=text[:40])
        else:
            rule = fault(seen.state, action)
            if rule is None and action in legal:
                return action
            why = WireError("fault", Refusal.ILLEGAL, fault=fault_to_json(rule)) \
                if rule is not None else \
                WireError("not-legal", Refusal.ILLEGAL, action=text[:40])
        link.tell(why, seq=self.seq)
        return None

    def _timed_out(self, legal: Sequence[Action]) -> Action:
        """The move timer ran out: the first legal action that is not a concession."""
        from ecarte.engine import CONCEDE
        action = next((a for a in legal if a != CONCEDE), legal[0])
        self.news(words().guest_timed_out(self.name, acted(action)))
        self.send({"type": "error", "code": str(Refusal.TIME), "seq": self.seq,
                   "played": str(action)})
        return action


def _clock(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def listen(address: str, port: int) -> socket.socket:
    """A listening socket on (address, port); port 0 picks a free one."""
    sock = socket.socket(socket.AF_INET6 if ":" in address else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((address, port))
    sock.listen(BACKLOG)
    return sock
