"""Network matches on loopback: whole matches between a hosted bot and a scripted guest,
with every message the guest is sent audited for cards its seat has not seen; the join
code, the pinned certificate, relays in the middle, the seed commitment."""

from __future__ import annotations

import contextlib
import json
import random
import re
import socket
import ssl
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ecarte.bots import make_bot
from ecarte.driver import BotFailed, Driver, Ledger, Step
from ecarte.engine import CONCEDE, Action, Card, MatchState, Rules, SeatView
from ecarte.engine.events import Dealt, Event
from ecarte.net import codes, commit, hosting, tls
from ecarte.net.client import Guest, JoinError, Seat, join, rejoin
from ecarte.net.eventjson import event_to_json
from ecarte.net.server import GuestSeat, listen
from ecarte.net.wire import Message

WAIT = 30.0  # the longest any test waits for anything
CARD = re.compile(r"(?<![A-Za-z0-9])(10|[789TAJQK])[cdhs](?![A-Za-z])")


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ECARTE_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "data"


def cards_in(message: Message) -> set[Card]:
    """Every card named anywhere in a message's text."""
    found = set()
    for text in re.findall(r'"((?:[^"\\]|\\.)*)"', json.dumps(message)):
        found.update(Card.parse(m.group(0)) for m in CARD.finditer(text))
    return found


def hidden_from(state: MatchState, seat: int) -> set[Card]:
    """The cards ``seat`` has not seen in ``state``: the other hand, the other seat's
    discards, and the stock less the seat's own discards shuffled back into it."""
    deal = state.deal
    if deal is None:
        return set()
    other = 1 - seat
    mine = {c for c in deal.discards[seat] if c is not None}
    hidden = {c for c in deal.hands[other] if c is not None}
    hidden |= {c for c in deal.discards[other] if c is not None}
    hidden |= {c for c in deal.stock if c is not None} - mine
    if deal.to_act == other:
        hidden |= {c for c in deal.pending if c is not None}
    return hidden


class AuditedSeat(GuestSeat):
    """The guest's seat, keeping each message sent with the cards hidden from the guest
    at that moment (the end, which reveals the seed and so every deal, is not audited)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ledger: Ledger | None = None
        self.current: Step | None = None
        self.audit: list[tuple[Message, set[Card]]] = []

    def send(self, message: Message) -> None:
        if message["type"] in ("step", "turn") and self.ledger is not None:
            state = self.ledger.state
            hidden = hidden_from(state, self.seat)
            step = self.current
            if message["type"] == "step" and step is not None and state.deal is None:
                action = step.action  # the last card played is now seen
                played = set(action.cards) if isinstance(action, Action) \
                    and action.kind == "play" else set()
                hidden = hidden_from(step.before, self.seat) - played
            self.audit.append((message, hidden))
        super().send(message)


class Script:
    """A scripted guest: random legal actions but never a concession (a match of
    concessions would show little), everything it is told kept."""

    def __init__(self, seed: int, think: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.think = think
        self.events: list[Event] = []
        self.news_lines: list[str] = []
        self.ended: tuple[Message, str | None] | None = None
        self.turns = 0
        self.interrupted = 0
        self.next_seats: list[int | None] = []  # who decides after each step, as told
        self.asked_after: list[int | None] = []  # the last of those at each turn

    def joined(self, seat: Seat) -> None:
        self.seat = seat

    def step(self, events: list[Event], score: tuple[int, int],
             next_seat: int | None = None) -> None:
        self.events.extend(events)
        self.next_seats.append(next_seat)

    def turn(self, seen: SeatView) -> Action | None:
        self.turns += 1
        self.asked_after.append(self.next_seats[-1] if self.next_seats else None)
        if self.think and self.turns <= 2:  # the first two decisions are long thought
            threading.Event().wait(self.think)
        actions = [a for a in seen.legal_actions() if a != CONCEDE]
        return self.rng.choice(actions or seen.legal_actions())

    def news(self, text: str) -> None:
        self.news_lines.append(text)

    def interrupt(self) -> None:
        self.interrupted += 1

    def end(self, message: Message, verdict: str | None) -> None:
        self.ended = (message, verdict)


class Hosted:
    """A host on loopback: its certificate, a listener on a free port, a join code."""

    def __init__(self, folder: Path, seat_class: type[GuestSeat] = AuditedSeat,
                 **options: Any) -> None:
        cert, key, self.fingerprint = tls.host_certificate(folder)
        self.context = tls.server_context(cert, key)
        self.listener = listen("127.0.0.1", 0)
        self.port = self.listener.getsockname()[1]
        self.address = f"127.0.0.1:{self.port}"
        self.code = codes.JoinCode()
        self.secret = commit.new_secret()
        self.news: list[str] = []
        options.setdefault("grace", 5.0)
        self.guest = seat_class(self.listener, self.context, self.fingerprint, self.code, 1,
                                "Ada", Rules().to_spec(), commit.commitment(self.secret),
                                news=self.news.append, **options)
        self.guest.start()

    def play(self, rules: Rules, seed: int = 1) -> Ledger:
        """The host's bot against the guest, to the end; returns the ledger."""
        guest = self.guest
        assert guest.joined.wait(WAIT), "the guest never joined"
        ledger = hosting.new_ledger(rules, guest.names, self.secret, guest.part)
        if isinstance(guest, AuditedSeat):
            guest.ledger = ledger

        def after(step: Step) -> None:
            if isinstance(guest, AuditedSeat):
                guest.current = step
            hosting.tell(guest, ledger, step)

        Driver(ledger, {0: make_bot("novice", seed=seed), 1: guest}, after=after).run()
        hosting.finish(guest, ledger, self.secret)
        return ledger

    def close(self) -> None:
        self.guest.stop()


def run_guest(address: str, code: str, script: Script, pins: Path,
              **options: Any) -> tuple[threading.Thread, dict[str, Any]]:
    out: dict[str, Any] = {}

    def play() -> None:
        try:
            link, seat = join(address, code, "Bob", pins=pins)
            out["end"] = Guest(link, seat, script, pins=pins, **options).play()
        except JoinError as error:
            out["error"] = str(error)

    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    return thread, out


@pytest.fixture
def hosted(tmp_path: Path) -> Iterator[Hosted]:
    host = Hosted(tmp_path / "host")
    yield host
    host.close()


@pytest.mark.parametrize("rules", [Rules(), Rules(reshuffle_discards=True, videau=True,
                                                 target=3, match=3)])
def test_a_whole_match_sends_the_guest_no_card_it_has_not_seen(
        hosted: Hosted, tmp_path: Path, rules: Rules) -> None:
    script = Script(seed=4)
    thread, out = run_guest(hosted.address, hosted.code.code, script, tmp_path / "pins.json")
    try:
        ledger = hosted.play(rules)
    except BotFailed as failed:  # say what the guest saw: its error, or how it ended
        thread.join(WAIT)
        raise AssertionError(f"the match stopped on the host ({failed.__cause__!r}); the "
                             f"guest's side: {out}") from failed
    thread.join(WAIT)
    assert "error" not in out and ledger.state.winner is not None
    guest = hosted.guest
    assert isinstance(guest, AuditedSeat)
    assert len(guest.audit) > 20 and script.turns > 5, "a match of a few deals at least"
    for message, hidden in guest.audit:
        assert not cards_in(message) & hidden, message
    # the guest was told the match as its seat saw it, and the record verifies
    assert sum(isinstance(e, Dealt) for e in script.events) == \
        sum(isinstance(e, Dealt) for s in ledger.steps for e in s.events)
    assert script.ended is not None
    end, verdict = script.ended
    assert end["reason"] == "over" and verdict == "the deals follow the committed seed"
    # each step says who decides now: the guest is asked only after one that names it
    assert script.asked_after == [1] * script.turns
    assert 0 in script.next_seats  # and the host's turns are told too, to wait for them


def test_the_audit_catches_an_unredacted_deal(hosted: Hosted, tmp_path: Path) -> None:
    """The audit can fail: a Dealt event sent as the host sees it shows the host's hand."""
    script = Script(seed=1)
    thread, _out = run_guest(hosted.address, hosted.code.code, script, tmp_path / "pins.json")
    guest = hosted.guest
    assert isinstance(guest, AuditedSeat) and guest.joined.wait(WAIT)
    ledger = hosting.new_ledger(Rules(), guest.names, hosted.secret, guest.part)
    guest.ledger = ledger
    while ledger.state.deal is None:
        ledger.chance()
    dealt = next(e for s in ledger.steps for e in s.events if isinstance(e, Dealt))
    guest.send({"type": "step", "seq": 1, "events": [event_to_json(dealt)], "score": [0, 0]})
    message, hidden = guest.audit[-1]
    assert cards_in(message) & hidden
    hosted.guest.end("left")
    thread.join(WAIT)


def test_the_record_verifies_against_the_commitment_and_a_changed_deal_does_not(
        hosted: Hosted, tmp_path: Path) -> None:
    script = Script(seed=2)
    thread, _ = run_guest(hosted.address, hosted.code.code, script, tmp_path / "pins.json")
    ledger = hosted.play(Rules(target=2))
    thread.join(WAIT)
    record = hosting.reveal(ledger, hosted.secret)
    assert commit.check_record(record) is None
    other = json.loads(json.dumps(record))
    other["commitment"]["secret"] = commit.new_secret()
    assert "does not match" in (commit.check_record(other) or "")
    rigged = json.loads(json.dumps(record))
    first = rigged["games"][0]["deals"][0]
    first["hands"] = [first["hands"][1], first["hands"][0]]
    first["actions"] = []
    why = commit.check_record(rigged) or ""
    assert "does not replay" in why or "not the one the seed deals" in why


def test_a_wrong_code_is_refused_and_withdrawn_after_three_tries(
        hosted: Hosted, tmp_path: Path) -> None:
    right = hosted.code.code.split("-")
    wrong = "-".join(right[:3] + [next(w for w in codes.words() if w != right[3])])
    pins = tmp_path / "pins.json"
    for attempt in range(3):
        with pytest.raises(JoinError) as error:
            join(hosted.address, wrong, "Eve", pins=pins)
        assert "wrong" in str(error.value)
        if attempt == 2:
            assert "withdrawn" in str(error.value)
    with pytest.raises(JoinError, match="withdrawn"):
        join(hosted.address, hosted.code.code, "Bob", pins=pins)
    assert any("refused" in line for line in hosted.news)


def test_a_code_is_good_once_and_expires() -> None:
    code = codes.JoinCode(lifetime=0.0)
    assert "expired" in str(code.check("x", "fp", "a", "b") or "")
    code = codes.JoinCode()
    good = codes.proof(code.code, "fp", "a", "b")
    assert code.check(good, "fp", "a", "b") is None
    assert "used" in str(code.check(good, "fp", "a", "b") or "")
    assert codes.problem("apple river") is not None and codes.problem(code.code) is None


def test_a_changed_certificate_is_refused(tmp_path: Path) -> None:
    pins = tmp_path / "pins.json"
    first = Hosted(tmp_path / "one")
    tls.keep_pin(first.address, first.fingerprint, pins)  # pinned at an earlier join
    first.close()
    second = Hosted(tmp_path / "two")  # another certificate
    try:
        if second.address != first.address:  # the same port again: pin it by hand
            tls.keep_pin(second.address, first.fingerprint, pins)
        with pytest.raises(JoinError, match="different certificate"):
            join(second.address, second.code.code, "Bob", pins=pins)
    finally:
        second.close()


def test_a_failed_join_pins_nothing_and_says_the_tries_left(tmp_path: Path) -> None:
    pins = tmp_path / "pins.json"
    hosted = Hosted(tmp_path / "host")
    try:
        wrong = codes.new_code()
        while wrong == hosted.code.code:
            wrong = codes.new_code()
        with pytest.raises(JoinError, match=r"the join code is wrong .* 2 more tries before"):
            join(hosted.address, wrong, "Bob", pins=pins)
        assert hosted.address not in tls.read_pins(pins)  # never shown: never pinned
        link, seat = join(hosted.address, hosted.code.code, "Bob", pins=pins)
        link.close()
        assert seat.first_pin  # "first join: pinned" is what the guest reads
        assert tls.read_pins(pins) == {hosted.address: hosted.fingerprint}
    finally:
        hosted.close()


def _pipe(source: socket.socket, sink: socket.socket, seen: list[bytes]) -> None:
    try:
        while data := source.recv(65536):
            seen.append(data)
            sink.sendall(data)
    except OSError:
        pass
    for end in (sink, source):
        with contextlib.suppress(OSError):
            end.shutdown(socket.SHUT_RDWR)


def relay(target: int, context: ssl.SSLContext | None = None
          ) -> tuple[int, list[bytes]]:
    """A relay on loopback to ``target``: bytes passed on as they are, or (with
    ``context``) TLS ended with its own certificate and begun again to the host."""
    front = listen("127.0.0.1", 0)
    seen: list[bytes] = []

    def serve() -> None:
        conn, _ = front.accept()
        back = socket.create_connection(("127.0.0.1", target), timeout=WAIT)
        if context is not None:
            conn = context.wrap_socket(conn, server_side=True)
            back = tls.client_context().wrap_socket(back)
        for a, b in ((conn, back), (back, conn)):
            threading.Thread(target=_pipe, args=(a, b, seen), daemon=True).start()

    threading.Thread(target=serve, daemon=True).start()
    return front.getsockname()[1], seen


def test_a_relay_passing_traffic_on_sees_only_ciphertext(hosted: Hosted,
                                                         tmp_path: Path) -> None:
    port, seen = relay(hosted.port)
    script = Script(seed=5)
    thread, out = run_guest(f"127.0.0.1:{port}", hosted.code.code, script,
                            tmp_path / "pins.json")
    hosted.play(Rules(target=1))
    thread.join(WAIT)
    assert "error" not in out and script.ended is not None
    traffic = b"".join(seen)
    assert len(traffic) > 2000
    for plain in (b'"type"', b"Bob", b"turn", hosted.code.code.encode()):
        assert plain not in traffic


def test_a_relay_with_its_own_certificate_cannot_pass_the_join_on(
        hosted: Hosted, tmp_path: Path) -> None:
    cert, key, _ = tls.host_certificate(tmp_path / "relay")
    port, _ = relay(hosted.port, tls.server_context(cert, key))
    with pytest.raises(JoinError, match="wrong"):
        join(f"127.0.0.1:{port}", hosted.code.code, "Bob", pins=tmp_path / "pins.json")
    assert not hosted.guest.joined.is_set()


class Dropping(Script):
    """A guest whose connection drops once, at its third decision, as it answers."""

    guest: Guest

    def turn(self, seen: SeatView) -> Action | None:
        action = super().turn(seen)
        if self.turns == 3:
            self.guest.link.sock.shutdown(socket.SHUT_RDWR)  # the line goes dead
        return action


class Twice(Guest):
    """A guest that sends every action twice (a resend after a doubtful line)."""

    def send_act(self, seq: int, text: str) -> None:
        super().send_act(seq, text)
        super().send_act(seq, text)


def _guest_thread(hosted: Hosted, tmp_path: Path, script: Script,
                  kind: type[Guest] = Guest) -> tuple[threading.Thread, dict[str, Any]]:
    out: dict[str, Any] = {}
    pins = tmp_path / "pins.json"

    def play() -> None:
        try:
            link, seat = join(hosted.address, hosted.code.code, "Bob", pins=pins)
            guest = kind(link, seat, script, pins=pins)
            if isinstance(script, Dropping):
                script.guest = guest
            out["end"] = guest.play()
        except JoinError as error:
            out["error"] = str(error)

    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    return thread, out


def test_a_dropped_guest_comes_back_to_the_same_decision(hosted: Hosted,
                                                         tmp_path: Path) -> None:
    script = Dropping(seed=6)
    thread, out = _guest_thread(hosted, tmp_path, script)
    ledger = hosted.play(Rules(target=3))
    thread.join(WAIT)
    assert "error" not in out and ledger.state.winner is not None
    assert any("lost the connection" in line for line in hosted.news)
    assert any("is back" in line for line in hosted.news)
    # it dropped as it answered: the host still waits for that answer, not the guest for Ada
    assert "Back at the table." in script.news_lines
    assert script.ended is not None and script.ended[1] == "the deals follow the committed seed"


def test_an_action_sent_twice_is_applied_once(hosted: Hosted, tmp_path: Path) -> None:
    script = Script(seed=7)
    thread, out = _guest_thread(hosted, tmp_path, script, Twice)
    ledger = hosted.play(Rules(target=2))
    thread.join(WAIT)
    assert "error" not in out and ledger.state.winner is not None
    assert not any("legal" in line for line in script.news_lines)
    assert sum(step.actor == 1 for step in ledger.steps) == script.turns


def test_a_think_longer_than_the_grace_period_is_not_a_drop(tmp_path: Path) -> None:
    hosted = Hosted(tmp_path / "host", grace=0.3)
    try:
        script = Script(seed=8, think=0.8)
        thread, out = _guest_thread(hosted, tmp_path, script)
        ledger = hosted.play(Rules(target=2))
        thread.join(WAIT)
        assert "error" not in out and ledger.state.winner is not None
        assert not any("lost" in line for line in hosted.news)
    finally:
        hosted.close()


def test_a_guest_gone_past_the_grace_period_adjourns_the_match(tmp_path: Path) -> None:
    hosted = Hosted(tmp_path / "host", grace=0.5)
    try:
        link, seat = join(hosted.address, hosted.code.code, "Bob", pins=tmp_path / "p.json")
        assert hosted.guest.joined.wait(WAIT)
        link.close()
        ledger = hosting.new_ledger(Rules(), hosted.guest.names, hosted.secret, seat.part)
        with pytest.raises(Exception) as error:
            Driver(ledger, {0: make_bot("random"), 1: hosted.guest}).run()
        assert type(error.value.__cause__).__name__ == "Adjourned"
    finally:
        hosted.close()


class Vanishing(Script):
    """A guest whose machine goes away for good at its third decision."""

    guest: Guest

    def turn(self, seen: SeatView) -> Action | None:
        if self.turns == 2:
            self.guest.link.close()
            raise JoinError("gone")
        return super().turn(seen)


def test_an_adjourned_match_resumes_and_its_guest_comes_back(tmp_path: Path) -> None:
    pins = tmp_path / "pins.json"
    first = Hosted(tmp_path / "host", grace=0.5)
    script = Vanishing(seed=9)
    link, seat = join(first.address, first.code.code, "Bob", pins=pins)
    script.guest = Guest(link, seat, script, pins=pins, keep=False)
    def vanish() -> None:
        with pytest.raises(JoinError):
            script.guest.play()

    thread = threading.Thread(target=vanish, daemon=True)
    thread.start()
    assert first.guest.joined.wait(WAIT)
    ledger = hosting.new_ledger(Rules(target=3), first.guest.names, first.secret, seat.part)
    with pytest.raises(Exception) as stopped:
        Driver(ledger, {0: make_bot("random", seed=3), 1: first.guest},
               after=lambda step: hosting.tell(first.guest, ledger, step)).run()
    assert type(stopped.value.__cause__).__name__ == "Adjourned"
    kept = tmp_path / "adjourned.json"
    hosting.adjourn(kept, first.guest, ledger, first.secret, first.port)
    first.close()
    thread.join(WAIT)

    again, data = hosting.adjourned(kept)  # later: ecarte host --resume
    assert again.state == ledger.state and data["token"] == seat.token
    cert, key, fingerprint = tls.host_certificate(tmp_path / "host")
    listener = listen("127.0.0.1", 0)
    resumed = GuestSeat(listener, tls.server_context(cert, key), fingerprint, codes.JoinCode(),
                        1, "Ada", Rules().to_spec(), again.extra["commitment"]["hash"],
                        grace=5.0)
    resumed.restore("Bob", seat.part, seat.token, ("Ada", "Bob"))
    resumed.start()
    try:
        seat.address = f"127.0.0.1:{listener.getsockname()[1]}"  # the same host, a new port
        tls.keep_pin(seat.address, fingerprint, pins)
        back = Script(seed=10)
        out: dict[str, Any] = {}
        done = threading.Thread(target=lambda: out.update(
            end=Guest(rejoin(seat, pins=pins), seat, back, pins=pins, keep=False).play()),
            daemon=True)
        done.start()
        Driver(again, {0: make_bot("random", seed=3), 1: resumed},
               after=lambda step: hosting.tell(resumed, again, step)).run()
        hosting.finish(resumed, again, data["secret"])
        done.join(WAIT)
        assert again.state.winner is not None and back.turns > 0
        assert back.ended is not None and back.ended[1] == "the deals follow the committed seed"
    finally:
        resumed.stop()


def test_the_move_timer_plays_for_a_guest_too_slow(tmp_path: Path) -> None:
    hosted = Hosted(tmp_path / "host", move_seconds=0.2)
    try:  # to 2 points: a King turned up for the host does not end the match unplayed
        script = Script(seed=11, think=1.0)  # past the timer
        thread, out = _guest_thread(hosted, tmp_path, script)
        ledger = hosted.play(Rules(target=2))
        thread.join(WAIT)
        assert "error" not in out and ledger.state.winner is not None
        said = (hosted.news, script.news_lines, script.turns, script.interrupted)
        assert any("time ran out" in line for line in hosted.news), said
        assert "Your time ran out" in " ".join(script.news_lines), said
        assert script.interrupted >= 1  # the turns it thought too long about were closed
    finally:
        hosted.close()


class Listening(Script):
    """A guest that, at its first decision, thinks until the host's chat line has come
    in (the reader thread tells it while the decision is open), far longer than the
    dead-peer timeout."""

    def __init__(self, seed: int, think: float) -> None:
        super().__init__(seed)
        self.heard_while_thinking: list[str] = []
        self.long_think = think

    def turn(self, seen: SeatView) -> Action | None:
        if self.turns == 0:
            threading.Event().wait(self.long_think)
            self.heard_while_thinking = list(self.news_lines)
        return super().turn(seen)


def test_a_think_longer_than_the_dead_peer_timeout_keeps_both_sides_and_hears_chat(
        tmp_path: Path) -> None:
    hosted = Hosted(tmp_path / "host", ping=0.5)  # a peer silent for 1.5 s is gone
    try:
        script = Listening(seed=12, think=4.0)
        thread, out = _guest_thread(hosted, tmp_path, script)
        assert hosted.guest.joined.wait(WAIT)

        def chat_at_the_first_turn() -> None:
            while hosted.guest.turn is None:
                threading.Event().wait(0.05)
            hosted.guest.say("take your time")

        threading.Thread(target=chat_at_the_first_turn, daemon=True).start()
        ledger = hosted.play(Rules(target=2))
        thread.join(WAIT)
        assert "error" not in out and ledger.state.winner is not None
        assert "Ada says: take your time" in script.heard_while_thinking
        assert not any("lost" in line or "gone" in line for line in hosted.news)
        assert not any("trying to come back" in line for line in script.news_lines)
    finally:
        hosted.close()


def test_a_host_that_stops_answering_is_taken_for_gone_and_the_guest_says_how_to_return(
        tmp_path: Path) -> None:
    """The host's machine vanishes (no close): the guest notices the pings stopping, tries
    to come back for the grace period, then says the match is adjourned on the host."""
    hosted = Hosted(tmp_path / "host", ping=0.2, grace=1.0)
    script = Script(seed=13)
    thread, out = _guest_thread(hosted, tmp_path, script)
    assert hosted.guest.joined.wait(WAIT)
    hosted.guest.stopping.set()  # stop accepting: nobody answers a rejoin
    hosted.listener.close()
    link = hosted.guest.link
    assert link is not None
    link.sock.shutdown(socket.SHUT_RDWR)  # the line is cut: nothing gets through
    thread.join(WAIT)
    assert "trying to come back" in " ".join(script.news_lines)
    error = out.get("error", "")
    assert "is gone" in error and "adjourned on the host" in error
    assert f"ecarte join {hosted.address}" in error and "ecarte host --resume" in error


def test_presence_is_news_on_both_sides(hosted: Hosted, tmp_path: Path) -> None:
    script = Script(seed=14)
    thread, _out = _guest_thread(hosted, tmp_path, script)
    guest = hosted.guest
    assert guest.joined.wait(WAIT)
    guest.end("left", text="Ada left the match.")
    thread.join(WAIT)
    assert script.news_lines[0] == "You are at Ada's table."
    assert "Ada left the match." in script.news_lines
    assert script.ended is not None and script.ended[0]["reason"] == "left"


@pytest.mark.parametrize("hints", [False, True])
def test_the_host_decides_the_hints_for_both(tmp_path: Path, hints: bool) -> None:
    hosted = Hosted(tmp_path / "host", hints=hints)
    try:
        link, seat = join(hosted.address, hosted.code.code, "Bob", pins=tmp_path / "p.json")
        assert seat.hints is hints
        link.close()
    finally:
        hosted.close()
