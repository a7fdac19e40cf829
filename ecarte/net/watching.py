"""A bystander's side of a hosted match (``ecarte join HOST:PORT --watch``): watch the
table from the gallery, come and go at any time.

A reader thread hears the host all the time: it answers pings, and hands every step, the
table, chat and news to the ``Watcher`` (the terminal, or a test's script), and comes back
with the token after a drop. The main thread reads the bystander's own commands
(``Watcher.command``): ``say TEXT`` to the gallery, ``quit`` to leave. Nothing the host
sends can crash the bystander: a message that cannot be read is news, or ends the watch
with a ``JoinError`` sentence.
"""

from __future__ import annotations

import contextlib
import threading
import time
from pathlib import Path
from typing import Protocol

from ecarte.engine import SeatView
from ecarte.engine.events import Event
from ecarte.net import commit
from ecarte.net.eventjson import EventError, event_from_json
from ecarte.net.joining import JoinError, Seat, forget_seat, keep_seat, rejoin
from ecarte.net.tablejson import table_from_json
from ecarte.net.wire import DEAD_PINGS, Link, Message, PeerGone, WireError, worded
from ecarte.words.gallery import words as gallery_words
from ecarte.words.net import words


class Watcher(Protocol):
    """Whoever watches: the terminal's gallery table, or a script."""

    def joined(self, seat: Seat) -> None: ...

    def table(self, seen: SeatView) -> None:
        """The table now, as the gallery sees it (no hand)."""

    def step(self, events: list[Event], score: tuple[int, int],
             next_seat: int | None) -> None: ...

    def news(self, text: str) -> None:
        """A line to show now (called from the reader thread)."""

    def command(self) -> str | None:
        """The bystander's next line (``say TEXT``...), None to leave. Returns None too
        once ``interrupt`` was called (the match ended)."""
        ...

    def interrupt(self) -> None:
        """Close the open prompt, if any: the watch is over."""

    def end(self, message: Message, verdict: str | None) -> None: ...


def gallery_news(message: Message) -> str | None:
    """A ``gallery`` message (who comes to the gallery and who goes) as news."""
    said = gallery_words()
    name = message["name"]  # made safe as it was read (wire)
    sentence = {"joined": said.watching, "left": said.stopped_watching,
                "lost": said.watcher_lost, "back": said.watcher_back}.get(message["state"])
    return None if sentence is None else sentence(name)


def _seat(value: object) -> int | None:
    return value if isinstance(value, int) and value in (0, 1) else None


class Bystander:
    """Watches the match a ``join(..., watch=True)`` let it into, to the end."""

    def __init__(self, link: Link, seat: Seat, watcher: Watcher, *, plain: bool = False,
                 pins: Path | None = None, keep: bool = True) -> None:
        self.link = link
        self.seat = seat
        self.watcher = watcher
        self.plain = plain
        self.pins = pins
        self.keep = keep
        self.over = threading.Event()
        self.ended: Message | None = None
        self.error: JoinError | None = None

    def say(self, text: str) -> None:
        with contextlib.suppress(PeerGone):
            self.link.send({"type": "say", "text": text})

    def leave(self) -> None:
        self.over.set()
        with contextlib.suppress(PeerGone):
            self.link.send({"type": "leave"})

    def watch(self) -> Message | None:
        """Watch until the end (its message) or until the bystander leaves (None).
        Raises JoinError."""
        self.watcher.joined(self.seat)
        self._keep()
        reader = threading.Thread(target=self.listen, daemon=True, name="ecarte-gallery")
        reader.start()
        try:
            while not self.over.is_set():
                line = self.watcher.command()
                if self.over.is_set():
                    break
                if line is None:
                    self.leave()
                    return None
                text = line.strip()
                if text.lower().startswith("say ") and text[4:].strip():
                    self.say(text[4:].strip())
        except KeyboardInterrupt:
            self.leave()
            raise
        finally:
            self.over.set()
            reader.join(2.0)
            self.link.close()
        if self.error is not None:
            raise self.error
        return self.ended

    def _keep(self) -> None:
        if self.keep:
            with contextlib.suppress(OSError):  # only a restart would lose the way back
                keep_seat(self.seat)

    # The reader thread --------------------------------------------------------------------

    def listen(self) -> None:
        heard = time.monotonic()
        while not self.over.is_set():
            link = self.link
            try:
                message = link.receive(self.seat.ping)
            except PeerGone:
                if not self.over.is_set():
                    self.lost(words().connection_lost)
                heard = time.monotonic()
                continue
            except WireError as error:
                if link.closed:
                    self.stop(JoinError(words().closed_because(str(error))))
                    return
                self.watcher.news(words().unreadable_news(str(error)))
                continue
            now = time.monotonic()
            if message is None:
                if now - heard > DEAD_PINGS * self.seat.ping:
                    link.close()
                    self.lost(words().host_silent_for(round(now - heard)))
                    heard = time.monotonic()
                continue
            heard = now
            try:
                self.handle(message)
            except EventError as error:
                self.watcher.news(gallery_words().table_unreadable(str(error)))

    def stop(self, error: JoinError) -> None:
        self.error = error
        self.over.set()
        self.watcher.interrupt()

    def lost(self, why: str) -> None:
        """Back to the gallery within the grace period, or stop with a sentence."""
        grace = self.seat.grace
        from ecarte.net.client import clock

        self.watcher.news(words().coming_back(why, clock(grace)))
        give_up, pause = time.monotonic() + grace, 0.5
        while time.monotonic() < give_up and not self.over.is_set():
            try:
                self.link = rejoin(self.seat, plain=self.plain, pins=self.pins)
                return
            except JoinError:
                time.sleep(pause)
                pause = min(pause * 2, 5.0)
        if not self.over.is_set():
            self.stop(JoinError(words().host_gone(self.seat.address, clock(grace), "")))

    def handle(self, message: Message) -> None:
        kind = message["type"]
        seq = message.get("seq")
        if kind == "ping":
            with contextlib.suppress(PeerGone):
                self.link.send({"type": "pong"})
        elif kind == "step":
            events = [event_from_json(data) for data in message["events"][:64]]
            score = message["score"]
            pair = (score[0], score[1]) if len(score) == 2 \
                and all(isinstance(s, int) for s in score) else (0, 0)
            self.watcher.step(events, pair, _seat(message.get("next")))
        elif kind == "table":
            self.watcher.table(table_from_json(message["table"]))
        elif kind == "chat":
            said = gallery_words().gallery_says if message.get("gallery") is True \
                else words().says
            self.watcher.news(said(message["name"], message["text"]))  # made safe
        elif kind == "gallery":
            text = gallery_news(message)
            if text is not None:
                self.watcher.news(text)
        elif kind == "presence":
            told = {"left": words().left_news, "reconnecting": words().reconnecting,
                    "back": words().is_back}.get(message["state"])
            if told is not None:
                self.watcher.news(told(message["name"]))
        elif kind == "error":
            text = worded(message)
            self.watcher.news(text[:1].upper() + text[1:])
        elif kind == "end":
            self.ended = message
            if self.keep and message["reason"] != "adjourned":
                forget_seat(self.seat.address, watch=True)
            self.over.set()
            self.watcher.end(message, self.verdict(message))
            self.watcher.interrupt()
            return
        if kind in ("step", "table") and isinstance(seq, int):
            self.seat.seen = max(self.seat.seen, seq)
            self._keep()

    def verdict(self, message: Message) -> str | None:
        """How the record sent at the end stands against the commitment shown to us."""
        record = message.get("record")
        if not isinstance(record, dict):
            return None
        fields = record.get("commitment")
        if not isinstance(fields, dict) or fields.get("hash") != self.seat.commitment:
            return words().verdict_unbound
        why = commit.check_record(record)
        return words().verdict_ok if why is None else why
