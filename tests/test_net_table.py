"""The guest's table at a plain terminal: hints only when the host allows them, and a
forced last card played under the ``autoplay`` setting (the deal's summary panel is
checked in a whole match, tests/test_net_commands.py)."""

from __future__ import annotations

import io
from typing import Any

import pytest

from ecarte.driver import Ledger
from ecarte.engine import Rules, SeatView, view
from ecarte.net.client import Seat
from ecarte.net.guesttable import GuestTable
from ecarte.net.hosttable import NetTerminal, off_commands
from ecarte.ui.console import LineTerminal, make_console
from ecarte.ui.theme import Look


def table(lines: str, hints: bool, autoplay: str = "last") -> tuple[GuestTable, io.StringIO]:
    out = io.StringIO()
    console, _ = make_console(out, plain=True, width=100)
    inner = LineTerminal(console, io.BytesIO(lines.encode()))
    term = NetTerminal(inner, lambda text: None, lambda text: console.print(text),
                       off_commands(True))
    guest = GuestTable(term, console, Look(ascii=True), autoplay=autoplay,
                       hint=lambda seen: f"HINT for seat {seen.seat}")
    seat = Seat("127.0.0.1:1", 1, ("Ada", "Bob"), "t", "c" * 64, "p" * 32, "", hints=hints)
    guest.joined(seat)
    return guest, out


def first_decision(seat: int = 1) -> SeatView:
    return first_decision_of(5, seat)


def first_decision_of(seed: int, seat: int = 1) -> SeatView:
    ledger = Ledger(Rules(), seed, ("Ada", "Bob"))
    while ledger.state.actor != seat:
        action = ledger.draw() if ledger.state.actor not in (0, 1) else \
            view(ledger.state, 0).legal_actions()[0]
        assert action is not None
        ledger.apply(action)
    return view(ledger.state, seat)


@pytest.mark.parametrize("hints", [False, True])
def test_hint_works_only_when_the_host_allows_it(hints: bool) -> None:
    seen = first_decision()
    move = str(seen.legal_actions()[0])
    guest, out = table(f"hint\n{move}\n", hints)
    assert guest.turn(seen) == seen.legal_actions()[0]
    said = out.getvalue()
    if hints:
        assert "HINT for seat 1" in said and guest.hints_used == 1
    else:
        assert "Hints are off in this match" in said and "HINT" not in said
    assert ("hints are on" if hints else "hints are off") in said


def test_a_forced_last_card_is_played_for_the_guest_as_in_play() -> None:
    ledger = Ledger(Rules(), 3, ("Ada", "Bob"))
    seen: Any = None
    while ledger.state.winner is None:
        actor = ledger.state.actor
        if actor not in (0, 1):
            drawn = ledger.draw()
            assert drawn is not None
            ledger.apply(drawn)
            continue
        now = view(ledger.state, actor)
        deal = now.deal
        if actor == 1 and deal is not None and len(deal.played) == 4 \
                and any(a.kind == "play" for a in now.legal_actions()):
            seen = now
            break
        ledger.apply(now.legal_actions()[0])
    assert seen is not None
    guest, _ = table("", hints=False)
    assert guest.turn(seen) in seen.legal_actions()  # nothing read: played for it
    off, _ = table("", hints=False, autoplay="off")
    assert off.turn(seen) is None  # asked: the end of the input leaves


def test_a_chat_line_that_cannot_be_sent_is_said_not_sent() -> None:
    out = io.StringIO()
    console, _ = make_console(out, plain=True, width=100)
    long = "word " * 100
    inner = LineTerminal(console, io.BytesIO(f"say hello\nsay again\nsay {long}\nstand\n"
                                             .encode()))
    connected = iter([False, True, True])
    term = NetTerminal(inner, lambda text: next(connected), lambda text: console.print(text))
    assert term.ask(0, "> ") == "stand"
    shown = out.getvalue()
    assert "Not sent (your opponent is not connected now): hello" in shown
    assert "You say: again" in shown and "You say: hello" not in shown
    assert "(cut to its first 300 characters)" in shown  # as the other side will read it


def test_the_guest_is_told_of_the_move_timer_when_it_joins() -> None:
    out = io.StringIO()
    console, _ = make_console(out, plain=True, width=100)
    inner = LineTerminal(console, io.BytesIO(b""))
    term = NetTerminal(inner, lambda text: None, lambda text: console.print(text))
    guest = GuestTable(term, console, Look(ascii=True))
    guest.joined(Seat("127.0.0.1:1", 1, ("Ada", "Bob"), "t", "c" * 64, "p" * 32, "",
                      move_seconds=10.0))
    assert "A move timer: 10 s for each of your moves; then the first legal one is played " \
           "for you." in " ".join(out.getvalue().split())


def test_the_guest_is_told_it_waits_only_when_the_host_decides() -> None:
    """The step says who decides now: the guest waits for the host then, and only then
    (not at its own turn, as after its stand, when it leads)."""
    from ecarte.bots import make_bot
    from ecarte.engine.events import DealEnded, redact

    guest, out = table("", hints=False)
    ledger = Ledger(Rules(target=7), 3, ("Ada", "Bob"))
    bot = make_bot("club", seed=1)
    ended = host_turns = guest_turns = 0
    while ledger.state.winner is None and ended < 3:
        actor = ledger.state.actor
        action = ledger.draw() if actor not in (0, 1) else bot.choose(view(ledger.state, actor))
        assert action is not None
        events = [redact(e, 1) for e in ledger.apply(action)]
        before = out.tell()
        after = ledger.state.actor
        guest.step(events, ledger.state.score, after if after in (0, 1) else None)
        said = out.getvalue()[before:]
        if any(isinstance(e, DealEnded) for e in events) and ledger.state.winner is None:
            ended += 1
            assert "Waiting for Ada to go on to the next deal..." in said
        elif after == 0:
            host_turns += 1
            assert said.rstrip().endswith("Waiting for Ada..."), said
        else:
            guest_turns += after == 1
            assert "Waiting" not in said, f"the guest decides now, yet it read:\n{said}"
    assert ended >= 2 and host_turns and guest_turns


def test_a_move_sent_does_not_say_it_waits_for_the_host() -> None:
    seen = next(v for v in map(first_decision_of, range(1, 20))
                if "stand" in map(str, v.legal_actions()))  # the guest is elder
    guest, out = table("stand\n", hints=False)
    assert str(guest.turn(seen)) == "stand"
    assert "Sent: stand." in out.getvalue() and "Waiting" not in out.getvalue()


class FakeGuest:
    """The guest's seat as the host's table uses it: it answers at once."""

    seat, name = 1, "Bob"

    def choose(self, seen: SeatView, again: bool = False, interrupted: Any = None) -> Any:
        return seen.legal_actions()[0]


def test_the_host_sees_its_own_table_while_the_guest_decides() -> None:
    from ecarte.net.hosttable import HostSession
    from ecarte.ui.session import Table

    ledger = Ledger(Rules(), 5, ("Ada", "Bob"))
    while ledger.state.actor != 1:  # the guest is elder: it speaks first
        action = ledger.draw() if ledger.state.actor not in (0, 1) else \
            view(ledger.state, 0).legal_actions()[0]
        assert action is not None
        ledger.apply(action)
    out = io.StringIO()
    console, _ = make_console(out, plain=True, width=100)
    term = NetTerminal(LineTerminal(console, io.BytesIO(b"")), lambda text: None,
                       lambda text: console.print(text))
    session = HostSession(ledger, Table(humans=(0,), bots={}, levels={},
                                        look=Look(ascii=True), save=False),
                          term, FakeGuest(), "ab" * 32)  # type: ignore[arg-type]
    assert session.human_turn(1) == view(ledger.state, 1).legal_actions()[0]
    shown = out.getvalue()
    hand = ledger.state.deal.hands[0] if ledger.state.deal is not None else ()
    assert "Your hand" in shown and shown.rstrip().endswith("Waiting for Bob...")
    assert all(str(card) in shown.replace("10", "T") for card in hand), shown



def welcome_rows(fingerprint: str, width: int) -> tuple[str, list[list[str]]]:
    """The guest's welcome panel at ``width`` columns, and the rows of groups in it."""
    import re

    out = io.StringIO()
    console, _ = make_console(out, plain=True, width=width)
    term = NetTerminal(LineTerminal(console, io.BytesIO(b"")), lambda text: None,
                       lambda text: None)
    GuestTable(term, console, Look(ascii=True)).joined(
        Seat("127.0.0.1:1", 1, ("Ada", "Bob"), "t", "c" * 64, "p" * 32, fingerprint,
             first_pin=True))
    lines = [line.strip(" |│") for line in out.getvalue().splitlines()]
    return out.getvalue(), [line.split() for line in lines
                            if re.fullmatch(r"[0-9A-F]{4}( [0-9A-F]{4})*", line)]


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_the_welcome_panel_wraps_the_fingerprint_only_between_its_groups(lang: str) -> None:
    from ecarte.net import tls
    from ecarte.words import choose, chosen

    fingerprint = tls.fingerprint(b"the host's certificate")
    groups = fingerprint.split()
    before = chosen()
    choose(lang)
    try:
        for width in range(24, 121):
            panel, rows = welcome_rows(fingerprint, width)
            assert [group for row in rows for group in row] == groups, \
                f"at {width} columns the fingerprint read:\n{panel}"
            assert len({len(row) for row in rows}) == 1, f"its rows line up:\n{panel}"
            if width >= 100:
                assert len(rows) == 1, f"at {width} columns it is one line:\n{panel}"
    finally:
        choose(before)


@pytest.mark.parametrize(("next_seat", "told"), [
    (0, "Back at the table. Waiting for Ada..."), (1, "Back at the table."),
    (None, "Back at the table.")])
def test_back_at_the_table_waits_only_when_the_host_decides(next_seat: int | None,
                                                            told: str) -> None:
    from ecarte.net.client import Guest

    heard: list[str] = []
    player = type("Player", (), {"news": lambda self, text: heard.append(text)})()
    seat = Seat("127.0.0.1:1", 1, ("Ada", "Bob"), "t", "c" * 64, "p" * 32, "")
    guest = Guest(None, seat, player, keep=False)  # type: ignore[arg-type]
    guest.presence({"type": "presence", "seat": 1, "name": "Bob", "state": "back",
                    "next": next_seat})
    assert heard == [told]
