"""Leaving a network match adjourns it, never loses it: the guest's Ctrl-C at its prompt
(asked first, with a question that says what happens), the host's Ctrl-D, and the guest's
Ctrl-C while it waits for the host; both sides are told how to go on, and ``ecarte host
--resume`` with ``ecarte join ADDRESS`` (no code) plays the match to its end. Also the
help of a network table, and a guest's answer kept while the host's question is open."""

from __future__ import annotations

import _thread
import threading
import time
from pathlib import Path

import pytest
from conftest import play_first_listed
from test_net_commands import PROMPT, TURN, folders, play_to_the_end, spawn
from test_net_match import Hosted, Script, _guest_thread

from ecarte.bots import make_bot
from ecarte.engine import Rules, view
from ecarte.net import hosting

pexpect = pytest.importorskip("pexpect")

__all__ = ["folders"]  # the fixture, shared with tests/test_net_commands.py

QUESTION = r"Leave\? The match is adjourned: 'ecarte host --resume' \(host\)"


def start(host_data: Path, guest_data: Path, *flags: str) -> tuple[pexpect.spawn,
                                                                  pexpect.spawn, str]:
    host = spawn(host_data, "host", "--port", "0", "--bind", "127.0.0.1", "--name", "Ada",
                 "--target", "2", *flags)
    host.expect(r"ecarte join (127\.0\.0\.1:\d+) --code ([a-z-]+)")
    address, code = host.match.group(1), host.match.group(2)
    guest = spawn(guest_data, "join", address, "--code", code, "--name", "Bob")
    guest.expect("you against Ada")
    host.expect("Bob joined")
    return host, guest, address


def play_until_turn(seat: pexpect.spawn, other: pexpect.spawn) -> None:
    """``other`` plays its first listed move at each of its turns until ``seat`` has a
    decision."""
    for _ in range(200):
        if seat.expect([TURN, pexpect.TIMEOUT], timeout=0.3) == 0:
            return
        if other.expect([TURN, pexpect.TIMEOUT], timeout=0.3) == 0:
            play_first_listed(other, PROMPT)
    raise AssertionError("the decision never came")


def told_how_to_come_back(guest: pexpect.spawn, sentence: str, address: str) -> None:
    """The guest is told, once and with no traceback, that the match is adjourned, then
    the command that brings it back, on a line of its own."""
    guest.expect(sentence)
    guest.expect(f"    ecarte join {address}")
    assert "Traceback" not in guest.before and sentence not in guest.before


def closed(child: pexpect.spawn) -> int:
    child.expect(pexpect.EOF)
    child.close()
    return int(child.exitstatus)


def resume_to_the_end(host_data: Path, guest_data: Path) -> None:
    """The match adjourned goes on (host --resume, join with no code) to its end."""
    kept = list((host_data / "net" / "adjourned").glob("*.json"))
    assert len(kept) == 1
    host = spawn(host_data, "host", "--resume", "--bind", "127.0.0.1")
    host.expect(r"ecarte join (127\.0\.0\.1:\d+)\r?\n")
    guest = spawn(guest_data, "join", host.match.group(1))
    guest.expect("Coming back to your seat")
    host.expect("The match goes on.")
    play_to_the_end(host, guest)
    assert closed(host) == 0 and closed(guest) == 0
    assert (host_data / "screen.log").read_text(encoding="utf-8").count("Bob is back") == 1
    assert not list((host_data / "net" / "adjourned").glob("*.json"))
    assert len(list((guest_data / "records").glob("*.json"))) == 1


def test_the_guests_ctrl_c_at_its_prompt_adjourns_the_match(
        folders: tuple[Path, Path]) -> None:
    host_data, guest_data = folders
    host, guest, address = start(host_data, guest_data)
    play_until_turn(guest, host)
    guest.expect(PROMPT)
    guest.send("help\r")
    guest.expect("say TEXT")
    guest.expect("undo, speed, tutor and log are off in a network match")
    guest.expect(PROMPT)
    guest.send("?\r")  # and Ctrl-C at once, while the answer is printed and the prompt
    guest.sendcontrol("c")  # redrawn: a key the next prompt reads, never a traceback
    guest.expect(QUESTION)
    assert "Traceback" not in guest.before and "KeyboardInterrupt" not in guest.before
    guest.send("n\r")
    guest.expect(PROMPT)
    guest.sendcontrol("c")
    guest.expect(QUESTION)
    guest.sendcontrol("d")  # Ctrl-D at the question leaves, as everywhere
    told_how_to_come_back(guest, "You left the match: it is adjourned", address)
    host.expect("Bob left the match")
    host.expect("The match is adjourned and kept")
    assert closed(guest) == 0 and closed(host) == 0
    assert list((guest_data / "net" / "seats").glob("*.json"))  # to come back, no code
    resume_to_the_end(host_data, guest_data)


def test_the_hosts_ctrl_d_adjourns_the_match_and_the_guest_is_told(
        folders: tuple[Path, Path]) -> None:
    host_data, guest_data = folders
    host, guest, address = start(host_data, guest_data)
    play_until_turn(host, guest)
    host.expect(PROMPT)
    host.sendcontrol("d")
    host.expect("The match is adjourned and kept")
    told_how_to_come_back(guest, "Ada left: the match is adjourned", address)
    assert closed(host) == 0
    closed(guest)
    assert len(list((host_data / "net" / "adjourned").glob("*.json"))) == 1


def test_the_guests_ctrl_c_while_waiting_asks_and_the_host_is_told(
        folders: tuple[Path, Path]) -> None:
    host_data, guest_data = folders
    host, guest, _ = start(host_data, guest_data)
    play_until_turn(host, guest)
    time.sleep(0.5)
    guest.sendcontrol("c")  # waiting for the host, no prompt open
    guest.expect(QUESTION)
    guest.send("y\r")
    guest.expect("You left the match: it is adjourned")
    host.expect("Bob left the match: it is adjourned")
    assert closed(guest) == 0
    for _ in range(20):  # the host plays on until the guest's turn: the match is kept
        play_first_listed(host, PROMPT)
        if host.expect([TURN, "The match is adjourned and kept"]) == 1:
            break
    else:
        raise AssertionError("the host never came to the guest's turn")
    assert closed(host) == 0
    assert len(list((host_data / "net" / "adjourned").glob("*.json"))) == 1


def test_the_hosts_ctrl_c_while_the_guest_thinks_and_quit_both_ask(
        folders: tuple[Path, Path]) -> None:
    host_data, guest_data = folders
    host, guest, address = start(host_data, guest_data)
    play_until_turn(guest, host)
    host.expect("Waiting for Bob")
    time.sleep(0.3)
    host.sendcontrol("c")  # no prompt open at the host: the keyboard is watched
    host.expect(QUESTION)
    host.send("n\r")
    for _ in range(20):  # the match goes on: the guest's moves reach the host
        play_first_listed(guest, PROMPT)
        if host.expect([TURN, pexpect.TIMEOUT], timeout=1) == 0:
            break
    else:
        raise AssertionError("the host never had a decision again")
    host.expect(PROMPT)
    host.send("quit\r")  # leaving adjourns the match for both: asked, like Ctrl-C
    host.expect(QUESTION)
    host.send("n\r")
    play_first_listed(host, PROMPT)  # the host stayed: it plays on to the guest's turn
    play_until_turn(guest, host)
    host.expect("Waiting for Bob")
    guest.expect(PROMPT)  # the guest's prompt is open when the host leaves
    host.sendcontrol("c")
    host.expect(QUESTION)
    host.send("y\r")
    host.expect("The match is adjourned and kept")
    # the guest's open prompt closes by itself
    told_how_to_come_back(guest, "Ada left: the match is adjourned", address)
    assert closed(host) == 0 and closed(guest) == 0
    again = spawn(host_data, "host", "--port", "0", "--bind", "127.0.0.1")  # a new match
    again.expect("1 adjourned match waits for you; 'ecarte host --resume' goes on")
    again.expect(r"Waiting for them\.\.\. \(Ctrl-C stops\)")
    again.sendcontrol("c")
    again.expect("Nobody joined")
    closed(again)


def test_a_guests_answer_sent_while_the_hosts_question_is_open_is_kept(
        tmp_path: Path) -> None:
    hosted = Hosted(tmp_path / "host")
    try:
        script = Script(seed=3, think=1.5)  # answers well after the host's Ctrl-C (0.2 s)
        thread, out = _guest_thread(hosted, tmp_path, script)
        assert hosted.guest.joined.wait(20)
        ledger = hosting.new_ledger(Rules(), hosted.guest.names, hosted.secret,
                                    hosted.guest.part)
        bot = make_bot("random", seed=1)
        while ledger.state.actor != 1:
            action = ledger.draw() if ledger.state.actor not in (0, 1) \
                else bot.choose(view(ledger.state, 0))
            assert action is not None
            ledger.apply(action)
        seen = view(ledger.state, 1)
        threading.Timer(0.2, _thread.interrupt_main).start()  # the host's Ctrl-C
        with pytest.raises(KeyboardInterrupt):
            hosted.guest.choose(seen)
        for _ in range(100):  # the guest answers while "Leave?" is open at the host
            if script.turns == 1 and not hosted.guest.inbox.empty():
                break
            time.sleep(0.05)
        action = hosted.guest.choose(seen, again=True)  # the host said no
        assert action in seen.legal_actions() and script.turns == 1
        assert not any("legal" in line for line in script.news_lines)
        hosted.guest.end("adjourned")
        thread.join(20)
        assert "error" not in out
    finally:
        hosted.close()
