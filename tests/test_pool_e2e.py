"""End to end, through the installed ``ecarte`` script in a pseudo-terminal: a pool of
three people and a bot at one keyboard played to its end (with a Ctrl-D and a resume on
the way), and a chouette of one against two where a partner points."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

pytestmark = pytest.mark.slow

ECARTE = Path(sys.executable).parent / "ecarte"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r")
TURN = (r"You are the elder: stand|proposes an exchange: accept|Discard \d|Your lead: type"
        r"|; you (?:may|must) play")


def spawn(data: Path, *args: str) -> pexpect.spawn:
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", ECARTE_DATA_DIR=str(data),
               ECARTE_CONFIG_DIR=str(data / "config"), TERM="xterm-256color",
               LANG="C.UTF-8", LC_ALL="C.UTF-8")
    env.pop("NO_COLOR", None)
    child = pexpect.spawn(str(ECARTE), [*args, "--delay", "0", "--target", "1"], env=env,
                          dimensions=(40, 100), encoding="utf-8", timeout=30)
    child.logfile_read = open(data / "screen.log", "a", encoding="utf-8")  # noqa: SIM115
    return child


def screen(data: Path) -> str:
    return ANSI.sub("", (data / "screen.log").read_text(encoding="utf-8"))


def concede(child: pexpect.spawn) -> None:
    """At a move prompt: concede the deal (and so the one-point game), and confirm."""
    child.expect_exact("›")
    child.send("concede\r")
    child.expect(r"\[y/N\]")
    child.send("y\r")


def enter(child: pexpect.spawn) -> None:
    """Enter at a "Press Enter" prompt, and the rest of its line (drawn again) read."""
    child.send("\r")
    child.expect("\n")


def play_pool(child: pexpect.spawn, leave_after: int | None = None) -> int:
    """Every person concedes at his first decision; Enter at each 'Press Enter'. The
    number of decisions made; with ``leave_after``, Ctrl-D at that decision."""
    made = 0
    while True:
        found = child.expect([TURN, r"Press Enter", r"wins the pool and takes \d+",
                              pexpect.EOF])
        if found == 0:
            if leave_after is not None and made == leave_after:
                child.expect_exact("›")
                child.sendcontrol("d")
                child.expect(pexpect.EOF)
                return made
            concede(child)
            made += 1
        elif found == 1:
            enter(child)
        elif found == 2:
            child.expect(pexpect.EOF)
            return made
        else:
            raise AssertionError("the pool ended before it was won")


def test_three_people_and_a_bot_play_a_whole_pool_at_one_keyboard(tmp_path: Path) -> None:
    child = spawn(tmp_path, "pool", "--players", "Ada", "Bob", "Cleo", "club",
                  "--seed", "7")
    play_pool(child, leave_after=1)
    text = screen(tmp_path)
    assert "The pool: Ada, Bob, Cleo and Club" in text
    assert "At the table: Ada and Bob." in text and "Waiting, in turn: Cleo and Club." in text
    saved = re.search(r"To go on with it: ecarte pool --resume (\S+)", text)
    assert saved, text[-2000:]
    path = saved.group(1)
    child = spawn(tmp_path, "pool", "--resume", path)
    play_pool(child)
    text = screen(tmp_path)
    assert re.search(r"\w+ goes out, to the end of the queue\.", text)
    assert re.search(r"(\w+) wins the pool and takes 4\.", text)
    assert "Stakes" in text and "Money" in text
    record = json.loads(Path(path).read_text(encoding="utf-8"))
    assert sum(record["money"]) == 0 and record["winner"] is not None
    done = subprocess.run([str(ECARTE), "verify", path], capture_output=True, text=True,
                          timeout=60)
    verdict = json.loads(done.stdout)
    assert done.returncode == 0 and verdict["valid"] and verdict["complete"], done.stdout


def test_a_pool_between_people_hides_each_hand_at_the_hand_over(tmp_path: Path) -> None:
    child = spawn(tmp_path, "pool", "--players", "Ada", "Bob", "Cleo", "--seed", "3")
    child.expect(r"Pass the keyboard to (\w+)\. Score")
    child.expect("Press Enter when ready")
    child.send("\r")
    child.expect("Your hand")
    child.expect(TURN)
    concede(child)
    child.expect(r"Press Enter for the next game")
    child.send("\r")
    child.expect(r"\x1b\[3J")  # the scrollback is cleared before the next game's table
    child.expect(r"Pass the keyboard to (\w+)")
    child.sendcontrol("d")
    child.expect(pexpect.EOF)


def test_a_chouette_of_one_against_two_with_a_partner_pointing(tmp_path: Path) -> None:
    record = tmp_path / "chouette.json"
    child = spawn(tmp_path, "chouette", "--chouette", "Ada", "--partners", "Bob", "Cleo",
                  "--games", "1", "--seed", "5", "--record", str(record))
    child.expect("La chouette: Ada against Bob and Cleo")
    child.expect("Bob is captain and holds the cards; Cleo may point.")
    pointed = False
    while True:
        found = child.expect([TURN, r"Press Enter", r"Ada, the chouette, (takes|pays) 1"])
        if found == 0:
            if child.expect([r"Cleo, point for Bob", "›"]) == 0:
                child.expect("nothing:")
                child.send("point nonsense\r")
                child.expect("do not know")  # not a move: said, and asked again
                child.expect("Cleo, point for Bob")
                child.expect("nothing:")
                child.send("point stand\r")
                child.expect("Cleo points: stand.")
                pointed = True
            else:
                child.send("\x15")  # nothing typed yet: the prompt is there
            child.send("concede\r")
            child.expect(r"\[y/N\]")
            child.send("y\r")
        elif found == 1:
            enter(child)
        else:
            break
    child.expect(pexpect.EOF)
    data = json.loads(record.read_text(encoding="utf-8"))
    assert data["kind"] == "chouette" and sum(data["money"]) == 0
    if pointed:
        assert data["games"][0]["pointing"][0]["by"] == 2
    done = subprocess.run([str(ECARTE), "verify", str(record)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0 and json.loads(done.stdout)["valid"], done.stdout
