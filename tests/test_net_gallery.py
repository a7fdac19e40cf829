"""The gallery on loopback (issue 23, part 2): bystanders who watch a hosted match come
and go at any time without stopping it; every message to a bystander is audited for a
card of either hand (or the stock, or a discard), including after a drop and a rejoin;
chat reaches the gallery from the players, and a bystander's line reaches the other
bystanders only; the record at the end verifies against the commitment they saw."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from test_net_match import WAIT, Hosted, Script, cards_in, hidden_from, run_guest

from ecarte.bots import make_bot
from ecarte.driver import Driver, Step
from ecarte.engine import Action, Card, MatchState, Rules, SeatView
from ecarte.engine.events import Dealt, Event
from ecarte.net import codes, hosting
from ecarte.net.client import JoinError, Seat, join
from ecarte.net.eventjson import event_to_json
from ecarte.net.gallery import Gallery, Watcher
from ecarte.net.watching import Bystander
from ecarte.net.wire import Message


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ECARTE_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "data"


def unseen_by_both(state: MatchState, step: Step | None) -> set[Card]:
    """The cards neither player shows: both hands, both discards, the stock; after a
    deal's last step, as they stood before it, less the card just played."""
    if state.deal is None and step is not None:
        action = step.action
        played = set(action.cards) if isinstance(action, Action) and action.kind == "play" \
            else set()
        return (hidden_from(step.before, 0) | hidden_from(step.before, 1)) - played
    return hidden_from(state, 0) | hidden_from(state, 1)


class AuditedWatcher(Watcher):
    """A bystander's place on the host, keeping each message queued for it with the
    cards hidden from the gallery when it was made (the end, which reveals the seed, is
    not audited)."""

    gallery: AuditedGallery

    def send(self, message: Message) -> None:
        if message["type"] != "end":
            gallery = self.gallery
            seq = message.get("seq")
            hidden = gallery.hidden_at.get(seq, gallery.now) \
                if message["type"] in ("step", "table") else gallery.now
            gallery.audit.append((self.name, message, hidden))
        super().send(message)


class AuditedGallery(Gallery):
    watcher_class = AuditedWatcher

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        AuditedWatcher.gallery = self
        self.audit: list[tuple[str, Message, set[Card]]] = []
        self.hidden_at: dict[int | None, set[Card]] = {}
        self.now: set[Card] = set()
        self.current: Step | None = None

    def start(self, names: tuple[str, str], state: MatchState) -> None:
        self.now = self.hidden_at[0] = unseen_by_both(state, None)
        super().start(names, state)

    def step(self, events: Any, score: Any, next_seat: int | None, state: MatchState) -> None:
        self.now = unseen_by_both(state, self.current)
        self.hidden_at[self.seq + 1] = self.now
        super().step(events, score, next_seat, state)


class Onlooker:
    """A scripted bystander: it keeps what it is told; its lines come from ``lines``
    (None leaves)."""

    def __init__(self) -> None:
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.tables: list[SeatView] = []
        self.events: list[Event] = []
        self.news_lines: list[str] = []
        self.ended: tuple[Message, str | None] | None = None
        self.seat: Seat | None = None

    def joined(self, seat: Seat) -> None:
        self.seat = seat

    def table(self, seen: SeatView) -> None:
        self.tables.append(seen)

    def step(self, events: list[Event], score: tuple[int, int],
             next_seat: int | None) -> None:
        self.events.extend(events)

    def news(self, text: str) -> None:
        self.news_lines.append(text)

    def command(self) -> str | None:
        return self.lines.get()

    def interrupt(self) -> None:
        self.lines.put("")

    def end(self, message: Message, verdict: str | None) -> None:
        self.ended = (message, verdict)


def until(condition: Callable[[], bool], what: str) -> None:
    """Wait for ``condition`` (never a fixed sleep), at most WAIT seconds."""
    give_up = time.monotonic() + WAIT
    while not condition():
        assert time.monotonic() < give_up, f"waited {WAIT:g}s for {what}"
        time.sleep(0.02)


class Watching:
    """A bystander in a thread of its own."""

    def __init__(self, hosted: Hosted, code: str, name: str, pins: Path) -> None:
        self.onlooker = Onlooker()
        self.out: dict[str, Any] = {}
        self.bystander: Bystander | None = None

        def watch() -> None:
            try:
                link, seat = join(hosted.address, code, name, pins=pins, watch=True)
                self.bystander = Bystander(link, seat, self.onlooker, pins=pins, keep=False)
                self.out["end"] = self.bystander.watch()
            except JoinError as error:
                self.out["error"] = str(error)

        self.thread = threading.Thread(target=watch, daemon=True)
        self.thread.start()


class Gallery2(Hosted):
    """A host with its gallery open."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.watch_code = codes.JoinCode(lifetime=float("inf"), reusable=True)
        self.gallery = AuditedGallery(self.watch_code, self.guest.commitment,
                                      news=self.news.append, tell_players=self.guest.send)
        self.guest.gallery = self.gallery

    def play_with(self, rules: Rules, at_step: dict[int, Callable[[], None]]) -> Any:
        guest = self.guest
        assert guest.joined.wait(WAIT), "the guest never joined"
        ledger = hosting.new_ledger(rules, guest.names, self.secret, guest.part)
        self.gallery.start(guest.names, ledger.state)
        count = [0]

        def after(step: Step) -> None:
            count[0] += 1
            self.gallery.current = step
            hosting.tell(guest, ledger, step)
            if count[0] in at_step:
                at_step[count[0]]()

        Driver(ledger, {0: make_bot("novice", seed=3), 1: guest}, after=after).run()
        hosting.finish(guest, ledger, self.secret)
        return ledger


@pytest.fixture
def hosted(tmp_path: Path) -> Iterator[Gallery2]:
    host = Gallery2(tmp_path / "host")
    yield host
    host.close()


def test_bystanders_come_and_go_and_are_sent_no_card_of_either_hand(
        hosted: Gallery2, tmp_path: Path) -> None:
    pins = tmp_path / "pins.json"
    script = Script(seed=5)
    guest_thread, guest_out = run_guest(hosted.address, hosted.code.code, script, pins)
    watchers: dict[str, Watching] = {}
    code = hosted.watch_code.code

    def come(name: str) -> Callable[[], None]:
        def arrive() -> None:
            watchers[name] = Watching(hosted, code, name, pins)
            until(lambda: any(name in line for line in hosted.news), f"{name} to join")
        return arrive

    def leave() -> None:  # Cleo leaves at any moment: the match goes on
        watchers["Cleo"].onlooker.lines.put(None)
        until(lambda: any("Cleo left the gallery" in line for line in hosted.news),
              "Cleo to leave")

    def drop() -> None:  # Dan's line drops: he comes back with his token
        bystander = watchers["Dan"].bystander
        assert bystander is not None
        bystander.link.close()
        until(lambda: any("Dan is back in the gallery" in line for line in hosted.news),
              "Dan to come back")

    def chat() -> None:
        hosted.guest.say("bonne chance")  # a player: heard by the gallery
        bystander = watchers["Dan"].bystander
        assert bystander is not None
        bystander.say("play the King!")  # a bystander: heard by the gallery only
        until(lambda: any("play the King!" in line
                          for line in watchers["Eve"].onlooker.news_lines), "Eve to hear Dan")

    steps = {1: come("Cleo"), 4: come("Dan"), 9: leave, 12: come("Eve"), 15: drop,
             18: chat}
    ledger = hosted.play_with(Rules(target=3), steps)
    guest_thread.join(WAIT)
    for watching in watchers.values():
        watching.thread.join(WAIT)
    assert "error" not in guest_out and ledger.state.winner is not None

    audit = hosted.gallery.audit
    assert {name for name, _, _ in audit} == {"Cleo", "Dan", "Eve"}
    # every bystander was sent steps of the match (how many depends on when each came and
    # went, and on how long the match ran: a short one ends before the later ones join)
    for name in ("Cleo", "Dan", "Eve"):
        assert any(m["type"] == "step" for who, m, _ in audit if who == name), name
    assert sum(m["type"] == "step" for _, m, _ in audit) >= 10, "a match of a few deals"
    for name, message, hidden in audit:
        assert not cards_in(message) & hidden, f"{name} was sent {message}"
    # nobody in the gallery was ever shown a hand: every Dealt event came hidden
    for watching in watchers.values():
        for event in watching.onlooker.events:
            if isinstance(event, Dealt):
                assert all(card is None for hand in event.hands for card in hand)
        for seen in watching.onlooker.tables:
            deal = seen.state.deal
            assert deal is None or all(c is None for hand in deal.hands for c in hand)
    # Dan and Eve stayed to the end: the result and a record that verifies
    for name in ("Dan", "Eve"):
        ended = watchers[name].onlooker.ended
        assert ended is not None and ended[0]["reason"] == "over"
        assert ended[1] == "the deals follow the committed seed"
    assert watchers["Cleo"].out == {"end": None}  # she left: no error, no end
    # chat: the players' line reached the gallery; the gallery's line never the players
    assert any("Ada says: bonne chance" in line for line in watchers["Eve"].onlooker.news_lines)
    assert any("Dan (gallery) says: play the King!" in line
               for line in watchers["Eve"].onlooker.news_lines)
    assert not any("play the King" in line for line in hosted.news + script.news_lines)
    # the players were told who came and went
    assert any("Cleo is watching from the gallery." in line for line in script.news_lines)
    assert any("Cleo left the gallery." in line for line in script.news_lines)


def test_the_audit_catches_a_hand_sent_to_the_gallery(hosted: Gallery2,
                                                       tmp_path: Path) -> None:
    """The audit can fail: a Dealt event sent unredacted shows both hands."""
    script = Script(seed=1)
    thread, _ = run_guest(hosted.address, hosted.code.code, script, tmp_path / "pins.json")
    guest = hosted.guest
    assert guest.joined.wait(WAIT)
    ledger = hosting.new_ledger(Rules(), guest.names, hosted.secret, guest.part)
    while ledger.state.deal is None:
        ledger.chance()
    hosted.gallery.start(guest.names, ledger.state)
    watching = Watching(hosted, hosted.watch_code.code, "Cleo", tmp_path / "pins.json")
    until(lambda: hosted.gallery.connected != [], "Cleo to join")
    dealt = next(e for s in ledger.steps for e in s.events if isinstance(e, Dealt))
    watcher = hosted.gallery.connected[0]
    watcher.send({"type": "step", "seq": 0, "events": [event_to_json(dealt)],
                  "score": [0, 0]})
    _, message, hidden = hosted.gallery.audit[-1]
    assert cards_in(message) & hidden
    guest.end("left")
    thread.join(WAIT)
    watching.thread.join(WAIT)


def test_a_bystander_is_refused_in_words_where_there_is_no_gallery_or_a_wrong_code(
        tmp_path: Path) -> None:
    pins = tmp_path / "pins.json"
    closed = Hosted(tmp_path / "closed")  # no gallery: a bystander is told so
    try:
        with pytest.raises(JoinError, match="takes no bystanders"):
            join(closed.address, closed.code.code, "Cleo", pins=pins, watch=True)
    finally:
        closed.close()
    opened = Gallery2(tmp_path / "open")
    try:
        with pytest.raises(JoinError, match="has not begun"):  # before the match begins
            join(opened.address, opened.watch_code.code, "Cleo", pins=pins, watch=True)
        opened.gallery.start(("Ada", "Bob"), hosting.new_ledger(
            Rules(), ("Ada", "Bob"), opened.secret, "ab" * 16).state)
        with pytest.raises(JoinError, match="wrong"):
            join(opened.address, opened.code.code, "Cleo", pins=pins, watch=True)
        # the players' code is not the gallery's, and the gallery's serves many
        for name in ("Dan", "Eve"):
            link, seat = join(opened.address, opened.watch_code.code, name, pins=pins,
                              watch=True)
            assert seat.seat == -1 and seat.names == ("Ada", "Bob")
            link.close()
    finally:
        opened.close()
