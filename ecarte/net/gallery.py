"""The gallery (*la galerie*) of a hosted match: bystanders who watch without playing.

A bystander joins with the gallery's code (its own code, good for as many as come, until
three wrong tries) and a ``"role": "watch"``; it may come and go at any time, and come
back with its token after a drop, without holding up the match: each bystander has its
own queue and its own thread to send from, so a slow or vanished one never makes the
players wait.

What a bystander is sent is built from the public table (``tablejson.public_view``: no
hand, no stock, no discard) and the events redacted for both seats in turn (a card is
shown only when it is face up for both), and nothing else. Chat: the players' lines
reach the gallery; a bystander's line reaches the other bystanders only, never the
players (a bystander who has not bet may not advise). At the end the host reveals the
seed's secret and sends the record, as to the guest: the match is over, and the record
verifies against the commitment every bystander was shown.
"""

from __future__ import annotations

import queue
import secrets
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Final

from ecarte.engine import MatchState
from ecarte.engine.events import Event, redact
from ecarte.net.codes import JoinCode
from ecarte.net.eventjson import event_to_json
from ecarte.net.tablejson import public_view, table_to_json
from ecarte.net.wire import (
    DEAD_PINGS,
    MAX_TEXT,
    PING_SECONDS,
    Link,
    Message,
    PeerGone,
    Refusal,
    WireError,
)
from ecarte.words.gallery import words

MOST: Final = 16
"""Bystanders connected at once."""
WATCH_SEAT: Final = -1
"""The seat a bystander's welcome names: none of the two."""

News = Callable[[str], None]


def for_gallery(event: Event) -> Event:
    """``event`` as both players may see it: redacted for each seat in turn.

    >>> from ecarte.engine import Card
    >>> from ecarte.engine.events import Dealt
    >>> ks, qs = Card.parse("Ks"), Card.parse("Qs")
    >>> for_gallery(Dealt(0, ((ks,), (qs,)), 30)).hands
    ((None,), (None,))
    """
    return redact(redact(event, 0), 1)


class Watcher:
    """One bystander: its name, its token to come back, and its connection (None while
    it is away). Messages to it wait in ``outbox``, sent by its own thread."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.token = secrets.token_hex(16)
        self.link: Link | None = None
        self.outbox: queue.Queue[Message | None] = queue.Queue()

    def attach(self, link: Link) -> None:
        old, self.link = self.link, link
        if old is not None:
            old.close()
        self.outbox = queue.Queue()
        threading.Thread(target=self._send_all, args=(link, self.outbox), daemon=True,
                         name="ecarte-gallery-send").start()

    def _send_all(self, link: Link, outbox: queue.Queue[Message | None]) -> None:
        while True:
            message = outbox.get()
            if message is None:  # the last: what was queued before it is sent
                link.close()
                return
            try:
                link.send(message)
            except PeerGone:
                return

    def send(self, message: Message) -> None:
        if self.link is not None:
            self.outbox.put(message)

    def detach(self, link: Link) -> bool:
        """Forget ``link`` if it is still this bystander's; whether it was."""
        if self.link is not link:
            return False
        self.link = None
        self.outbox.put(None)
        link.close()
        return True


class Gallery:
    """The bystanders of a hosted match, as the host's ``GuestSeat`` lets them in.

    ``news`` tells the host's screen (and ``tell_players`` the guest) who comes and goes.
    ``start`` opens the gallery once the match has begun (its names and its table)."""

    watcher_class: type[Watcher] = Watcher

    def __init__(self, code: JoinCode, commitment: str, *, news: News = print,
                 tell_players: Callable[[Message], None] | None = None,
                 most: int = MOST, ping: float = PING_SECONDS, grace: float = 120.0) -> None:
        self.code = code
        self.commitment = commitment
        self.news = news
        self.tell_players = tell_players
        self.most = most
        self.ping = ping
        self.grace = grace
        self.lock = threading.Lock()
        self.watchers: list[Watcher] = []
        self.names: tuple[str, str] | None = None  # None: the match has not begun
        self.rules: dict[str, Any] = {}
        self.seq = 0
        self.sent: list[Message] = []  # every step, for a bystander who comes back
        self.table: Message | None = None  # the last table sent
        self.ended: Message | None = None

    def start(self, names: tuple[str, str], state: MatchState) -> None:
        """The match begins (or goes on, resumed): bystanders may come."""
        with self.lock:
            self.names = names
            self.rules = state.rules.to_spec()
            self.table = self._table(state)

    @property
    def connected(self) -> list[Watcher]:
        return [w for w in self.watchers if w.link is not None]

    # Letting in ---------------------------------------------------------------------------

    def admit(self, link: Link, message: Message, nonce: str, certificate: str,
              taken: Sequence[str]) -> None:
        """A ``join`` with the role ``watch``: its proof of the gallery's code. Raises
        WireError (told to the peer) when it is refused."""
        if self.names is None:
            link.fail(WireError("", Refusal.NOT_YET))
        why = self.code.check(message["proof"], certificate, nonce, message["nonce"])
        if why is not None:
            link.fail(why)
        with self.lock:
            if len(self.connected) >= self.most:
                link.fail(WireError("gallery-full", Refusal.TAKEN, most=self.most))
            name = message["name"] or words().default_name
            known = {n.casefold() for n in (*taken, *(w.name for w in self.watchers))}
            base, number = name, 2
            while name.casefold() in known:
                name, number = f"{base[:17]} {number}", number + 1
            watcher = self.watcher_class(name)
            self.watchers.append(watcher)
            self._welcome(watcher, link, seen=None)
        self._told(watcher.name, "joined", words().watching(watcher.name))

    def knows(self, token: str) -> bool:
        from ecarte.net.codes import same

        return any(same(token, w.token) for w in self.watchers)

    def readmit(self, link: Link, message: Message) -> None:
        """A ``rejoin`` with a bystander's token: back to the gallery, with the steps it
        missed."""
        from ecarte.net.codes import same

        with self.lock:
            watcher = next(w for w in self.watchers if same(message["token"], w.token))
            seen = message.get("seen")
            self._welcome(watcher, link, seen=seen if isinstance(seen, int) else 0)
        self._told(watcher.name, "back", words().watcher_back(watcher.name))

    def _welcome(self, watcher: Watcher, link: Link, seen: int | None) -> None:
        """Under the lock: the welcome, then the table now (or, coming back, the steps
        missed since ``seen``), then whatever comes next."""
        assert self.names is not None
        watcher.attach(link)
        watcher.send({"type": "welcome", "seat": WATCH_SEAT, "role": "watch",
                      "names": list(self.names), "token": watcher.token,
                      "rules": self.rules, "commitment": self.commitment, "part": "",
                      "grace": self.grace, "ping": self.ping, "name": watcher.name,
                      "seq": self.seq})
        if seen is not None and seen >= 0:
            for sent in self.sent:
                if sent["seq"] > seen:
                    watcher.send(sent)
        if self.table is not None:
            watcher.send(self.table)
        if self.ended is not None:
            watcher.send(self.ended)
        threading.Thread(target=self.read, args=(watcher, link), daemon=True,
                         name="ecarte-gallery").start()

    def _told(self, name: str, state: str, sentence: str) -> None:
        """Who comes and goes: the host's screen, the guest, the gallery."""
        self.news(sentence)
        message = {"type": "gallery", "name": name, "state": state}
        if self.tell_players is not None:
            self.tell_players(message)
        self._all(message, but=name)

    # Reading ------------------------------------------------------------------------------

    def read(self, watcher: Watcher, link: Link) -> None:
        """A bystander's messages: chat to the other bystanders, its leaving; pings."""
        heard = pinged = time.monotonic()
        while True:
            try:
                message = link.receive(self.ping)
                now = time.monotonic()
                if message is not None:
                    heard = now
                elif now - heard > DEAD_PINGS * self.ping:
                    raise PeerGone("the bystander did not answer the pings")
                if now - pinged >= self.ping:
                    pinged = now
                    watcher.send({"type": "ping"})
                if message is None:
                    continue
            except PeerGone:
                if watcher.detach(link) and self.ended is None:
                    self._told(watcher.name, "lost", words().watcher_lost(watcher.name))
                return
            except WireError as error:
                if link.closed:
                    if watcher.detach(link):
                        self._told(watcher.name, "lost", words().watcher_lost(watcher.name))
                    return
                watcher.send({"type": "error", **error.fields()})
                continue
            kind = message["type"]
            if kind == "say":
                self._all({"type": "chat", "name": watcher.name, "text":
                           message["text"][:MAX_TEXT], "gallery": True}, but=watcher.name)
            elif kind == "leave":
                if watcher.detach(link):
                    self._told(watcher.name, "left", words().stopped_watching(watcher.name))
                return
            elif kind != "pong":
                watcher.send({"type": "error", "code": str(Refusal.UNEXPECTED), "kind": kind})

    # Sending ------------------------------------------------------------------------------

    def _all(self, message: Message, but: str | None = None) -> None:
        for watcher in list(self.watchers):
            if watcher.name != but:
                watcher.send(message)

    def _table(self, state: MatchState) -> Message:
        return {"type": "table", "seq": self.seq, "table": table_to_json(public_view(state))}

    def step(self, events: Sequence[Event], score: Sequence[int], next_seat: int | None,
             state: MatchState) -> None:
        """What happened, as the gallery may see it, and the table after it."""
        with self.lock:
            self.seq += 1
            message = {"type": "step", "seq": self.seq,
                       "events": [event_to_json(for_gallery(e)) for e in events],
                       "score": list(score), "next": next_seat}
            self.sent.append(message)
            self.table = self._table(state)
            self._all(message)
            self._all(self.table)

    def chat(self, name: str, text: str) -> None:
        """A player's chat line: the gallery hears the players."""
        self._all({"type": "chat", "name": name, "text": text[:MAX_TEXT]})

    def end(self, reason: str, **fields: Any) -> None:
        """The match ended (``over``, with the secret and the record) or is adjourned."""
        with self.lock:
            self.ended = {"type": "end", "reason": reason, **fields}
            self._all(self.ended)

    def stop(self) -> None:
        """Close every bystander's connection once what was queued for it is sent."""
        with self.lock:
            for watcher in self.watchers:
                if watcher.link is not None:
                    watcher.link = None
                    watcher.outbox.put(None)
