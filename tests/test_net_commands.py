"""``ecarte host`` and ``ecarte join`` in pseudo-terminals (pexpect), on loopback: a whole
match, the guest killed with SIGKILL and back at its seat with ``ecarte join`` alone, chat,
and the guest's record verifying against the seed commitment."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import first_listed
from test_e2e_play import environment

pexpect = pytest.importorskip("pexpect")

ECARTE = Path(sys.executable).parent / "ecarte"
TURN = (r"You are the elder: stand|proposes an exchange: accept|Discard \d|Your lead: type"
        r"|Your turn: you (?:may|must) play|doubles\. take")
PROMPT = "›"


def spawn(data: Path, *args: str) -> pexpect.spawn:
    data.mkdir(parents=True, exist_ok=True)
    child = pexpect.spawn(str(ECARTE), list(args), env=environment(data),
                          dimensions=(32, 100), encoding="utf-8", timeout=60)
    child.logfile_read = open(data / "screen.log", "a", encoding="utf-8")  # noqa: SIM115
    return child


def step(child: pexpect.spawn, end: str) -> str | None:
    """Answer what ``child`` shows now, if anything ('end' when ``end`` appeared): a turn
    with the first legal move ('?' lists them; a forced card may be played for the
    player meanwhile), a question with yes (declare the King?), Enter for the next deal."""
    found = child.expect([TURN, "Press Enter", r"\[Y/n\]", end, pexpect.TIMEOUT],
                         timeout=0.3)
    if found == 0:
        child.expect_exact(PROMPT)
        child.send("?\r")
        if child.expect([r"legal: ([^\r\n]*)\r?\n", r"You play|is played for you",
                         pexpect.TIMEOUT], timeout=10) == 0:
            move = first_listed(child.match.group(1))
            child.expect_exact(PROMPT)
            child.send(move + "\r")
        return "moved"
    if found in (1, 2):
        child.send("\r" if found == 1 else "y\r")
        return "moved"
    return "end" if found == 3 else None


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path]:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    return tmp_path / "host", tmp_path / "guest"


def test_two_terminals_play_a_match_with_the_guest_killed_and_back(
        folders: tuple[Path, Path]) -> None:
    host_data, guest_data = folders
    host = spawn(host_data, "host", "--port", "0", "--bind", "127.0.0.1", "--name", "Ada",
                 "--target", "3")
    host.expect(r"ecarte join (127\.0\.0\.1:\d+) --code ([a-z-]+)")
    address, code = host.match.group(1), host.match.group(2)
    guest = spawn(guest_data, "join", address, "--code", code, "--name", "Bob")
    guest.expect("you against Ada")
    host.expect("Bob joined")
    moves = 0
    killed = False
    host_done = guest_done = False
    for _ in range(600):
        if not host_done and step(host, "Match over") == "end":
            host_done = True
        if moves >= 3 and not killed:  # at its next decision, the guest's machine dies
            if guest.expect([TURN, pexpect.TIMEOUT], timeout=0.3) != 0:
                continue
            os.kill(guest.pid, signal.SIGKILL)
            guest.expect(pexpect.EOF)
            guest.close()
            host.expect("Bob lost the connection")
            guest = spawn(guest_data, "join", address)
            guest.expect("Coming back to your seat")
            host.expect("Bob is back")
            guest.send("say bonjour\r")  # typed ahead of the prompt
            host.expect("Bob says: bonjour")
            killed = True
            continue
        if not guest_done:
            said = step(guest, r"wins? the match")
            if said == "moved":
                moves += 1
            guest_done = said == "end"
        if host_done and guest_done:
            break
    assert killed and host_done and guest_done
    guest.expect("Seed commitment: the deals follow the committed seed")
    for child in (host, guest):
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0
    record = next((guest_data / "records").glob("*.json"))
    done = subprocess.run([str(ECARTE), "verify", str(record)], capture_output=True,
                          text=True, timeout=60, env=environment(guest_data))
    verdict = json.loads(done.stdout)
    assert done.returncode == 0 and verdict["commitment"] == {"kept": True}
    assert verdict["complete"]
    hosts = list((host_data / "records").glob("*.json"))
    assert len(hosts) == 1 and json.loads(hosts[0].read_text()) == json.loads(
        record.read_text())
    # both machines keep it in their history, as a network match against the other
    for data, you, opponent in ((host_data, 0, "Bob"), (guest_data, 1, "Ada")):
        with sqlite3.connect(data / "history.sqlite3") as db:
            assert db.execute("SELECT kind, you, players FROM matches").fetchall() == [
                ("network", you, '["Ada", "Bob"]')], opponent
    screen = (guest_data / "screen.log").read_text(encoding="utf-8")
    assert "Deal over" in screen  # the deal's summary panel, as at the host's table
    assert "is played for you." in screen  # the last card, under autoplay = "last"
    assert "You are at Ada's table." in screen
    assert "Joining the table at 127.0.0.1:" in screen  # said before the handshake's wait


def play_to_the_end(host: pexpect.spawn, guest: pexpect.spawn) -> None:
    host_done = guest_done = False
    for _ in range(600):
        if not host_done and step(host, "Match over") == "end":
            host_done = True
        if not guest_done:
            guest_done = step(guest, r"wins? the match") == "end"
        if host_done and guest_done:
            return
    raise AssertionError("the match did not end")


def test_a_host_killed_is_said_clearly_and_its_match_resumed_later(
        folders: tuple[Path, Path]) -> None:
    host_data, guest_data = folders
    host = spawn(host_data, "host", "--port", "0", "--bind", "127.0.0.1", "--name", "Ada",
                 "--target", "2", "--grace", "2")
    host.expect(r"ecarte join (127\.0\.0\.1:(\d+)) --code ([a-z-]+)")
    address, port, code = host.match.group(1), host.match.group(2), host.match.group(3)
    guest = spawn(guest_data, "join", address, "--code", code, "--name", "Bob")
    guest.expect("you against Ada")
    host.expect("Bob joined")
    moves = 0
    while True:  # a few moves of the guest, then the host's machine dies at its next turn
        assert step(host, "Match over") != "end"
        if moves >= 3 and guest.expect([TURN, pexpect.TIMEOUT], timeout=0.3) == 0:
            break
        moves += step(guest, "wins? the match") == "moved"
    guest.expect_exact(PROMPT)
    guest.send("pla")  # half typed when the news comes
    guest.expect_exact("pla")
    os.kill(host.pid, signal.SIGKILL)
    host.expect(pexpect.EOF)
    host.close()
    guest.expect("trying to come back for 0:02")
    guest.expect_exact(f"{PROMPT} pla")  # the prompt again below the news, the line kept
    guest.expect(r"the host at 127\.0\.0\.1:\d+ is gone", timeout=30)
    guest.expect("adjourned on the host")
    guest.expect(pexpect.EOF)
    guest.close()
    assert guest.exitstatus == 1 and "Traceback" not in \
        (guest_data / "screen.log").read_text(encoding="utf-8")
    host = spawn(host_data, "host", "--resume", "--bind", "127.0.0.1", "--port", port)
    host.expect("Resuming the adjourned match against Bob")
    guest = spawn(guest_data, "join", address)
    guest.expect("Coming back to your seat")
    host.expect("Bob is back")
    play_to_the_end(host, guest)
    for child in (host, guest):
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0
    assert not list((host_data / "net" / "adjourned").glob("*.json"))
    record = next((guest_data / "records").glob("*.json"))
    done = subprocess.run([str(ECARTE), "verify", str(record)], capture_output=True,
                          text=True, timeout=60, env=environment(guest_data))
    assert done.returncode == 0 and json.loads(done.stdout)["commitment"] == {"kept": True}


def test_a_join_without_a_code_or_with_a_bad_one_says_why(
        folders: tuple[Path, Path]) -> None:
    _, guest_data = folders
    for args, wanted in ((["127.0.0.1:9"], "a join code is needed"),
                         (["127.0.0.1:9", "--code", "apple"], "a join code is 4 words"),
                         (["127.0.0.1:99999", "--code", "a-b-c-d"], "is not a port")):
        guest_data.mkdir(parents=True, exist_ok=True)
        done = subprocess.run([str(ECARTE), "join", *args], capture_output=True, text=True,
                              timeout=60, env=environment(guest_data))
        assert done.returncode in (1, 2) and wanted in done.stderr, done.stderr
        assert "Traceback" not in done.stderr


def test_host_resume_with_nothing_adjourned_says_so(folders: tuple[Path, Path]) -> None:
    host_data, _ = folders
    host_data.mkdir(parents=True)
    done = subprocess.run([str(ECARTE), "host", "--resume"], capture_output=True, text=True,
                          timeout=60, env=environment(host_data))
    assert done.returncode == 1
    assert "there is no adjourned network match to resume" in done.stderr


def test_host_says_in_words_why_it_cannot_listen(folders: tuple[Path, Path]) -> None:
    host_data, _ = folders
    host_data.mkdir(parents=True)
    import socket

    with socket.create_server(("127.0.0.1", 0)) as busy:
        port = busy.getsockname()[1]
        done = subprocess.run([str(ECARTE), "host", "--bind", "127.0.0.1", "--port",
                               str(port)], capture_output=True, text=True, timeout=60,
                              env=environment(host_data))
    assert done.returncode == 1
    assert f"port {port} is already in use (another 'ecarte host'?): choose another with " \
           "--port N" in done.stderr
    done = subprocess.run([str(ECARTE), "host", "--bind", "192.0.2.77", "--port", "0"],
                          capture_output=True, text=True, timeout=60,
                          env=environment(host_data))  # an address of no machine here
    assert done.returncode == 1
    assert "this machine has no address 192.0.2.77: give --bind one of its own" in done.stderr
