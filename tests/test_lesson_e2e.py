"""End to end in a pseudo-terminal (pexpect): ``ecarte learn`` to its end, and the
first run of ``ecarte play`` offering it once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import ends, play_first_listed
from test_e2e_play import ANSI, PROMPT, TURN, quit_match

pexpect = pytest.importorskip("pexpect")

ECARTE = Path(sys.executable).parent / "ecarte"
OFFER = "New to Écarté? Take the five-minute lesson first? [y/N]"
ANSWERS = ["ad", "9h", "8s", "king", "p", "discard 7c 8d", "qs"]


@pytest.fixture
def home(tmp_path: Path) -> Path:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    return tmp_path


def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", ECARTE_DATA_DIR=str(home / "data"),
               ECARTE_CONFIG_DIR=str(home / "config"), TERM="xterm-256color",
               LANG="C.UTF-8", LC_ALL="C.UTF-8")
    for name in ("NO_COLOR", "COLUMNS", "LINES"):
        env.pop(name, None)
    return env


def spawn(home: Path, *args: str) -> Any:
    child = pexpect.spawn(str(ECARTE), list(args), env=environment(home),
                          dimensions=(32, 100), encoding="utf-8", timeout=20)
    child.logfile_read = open(home / "screen.log", "a", encoding="utf-8")  # noqa: SIM115
    return child


def screen(home: Path) -> str:
    return ANSI.sub("", (home / "screen.log").read_text(encoding="utf-8"))


def take_the_lesson(child: Any) -> None:
    """Answer the seven steps (the first one wrong once), then play the practice deal
    by the first legal move until the lesson ends."""
    for number, answer in enumerate(ANSWERS, 1):
        child.expect(f"Step {number} of 7")
        if number == 1:
            child.expect_exact(PROMPT)
            child.send("8d\r")
            child.expect("Try again")
        child.expect_exact(PROMPT)
        child.send(answer + "\r")
        child.expect("Right")
        child.expect("Press Enter for the next step")
        child.send("\r")
    for _ in range(60):
        found = child.expect([TURN, r"\[y/N\]", "That is the lesson"])
        if found == 2:
            return
        if found == 1:
            child.send("y\r")
            continue
        play_first_listed(child, PROMPT)
    raise AssertionError("the practice deal did not end")


def test_learn_in_a_terminal_to_the_end(home: Path) -> None:
    child = spawn(home, "learn", "--delay", "0")
    take_the_lesson(child)
    ends(child)
    log = screen(home)
    assert "Not quite. You must play a diamond higher than the 10♦" in log
    assert "6 of 7 right at the first try" in log and "Match over" in log
    assert "Traceback" not in log


def test_ctrl_d_leaves_the_lesson_with_a_sentence(home: Path) -> None:
    child = spawn(home, "learn")
    child.expect("Step 1 of 7")
    child.expect_exact(PROMPT)
    child.sendeof()
    child.expect("You left the lesson. 'ecarte learn' starts it again.")
    ends(child)


def test_the_first_play_offers_the_lesson_once(home: Path) -> None:
    child = spawn(home, "play", "--delay", "0")
    child.expect_exact(OFFER)
    child.send("\r")  # the default: no
    child.expect("Écarté: you against the expert bot")
    child.expect("strongest")  # 'The expert bot is the strongest. Next time, ...'
    child.expect(TURN)
    quit_match(child)
    config = (home / "config" / "config.toml").read_text(encoding="utf-8")
    assert "lesson_offered = true" in config
    for save in (home / "data" / "saves").glob("*.json"):
        save.unlink()  # no saved match to resume: the next start is a new match again
    before = len(screen(home))
    child = spawn(home, "play", "--delay", "0")
    child.expect("Écarté: you against the expert bot")
    child.expect_exact(PROMPT)
    child.send("quit\r")
    child.expect(pexpect.EOF)
    child.close()
    assert "New to Écarté" not in screen(home)[before:], "asked once only"
    assert "strongest" not in screen(home)[before:], "said to a newcomer only"


def test_yes_to_the_offer_gives_the_lesson_and_q_leaves_it(home: Path) -> None:
    child = spawn(home, "play", "--delay", "0")
    child.expect_exact(OFFER)
    child.send("y\r")
    child.expect("Step 1 of 7")
    child.expect_exact(PROMPT)
    child.send("q\r")
    child.expect("You left the lesson")
    ends(child)
    assert not (home / "data" / "saves").exists() or \
        not list((home / "data" / "saves").glob("*.json")), "no match was begun"


def test_piped_play_is_never_offered_the_lesson(home: Path) -> None:
    done = subprocess.run([str(ECARTE), "play"], input="quit\n", capture_output=True,
                          text=True, env=environment(home), timeout=60)
    assert done.returncode == 0, done.stderr
    assert "New to Écarté" not in done.stdout
    assert not (home / "config" / "config.toml").exists()


def test_concede_is_no_try_and_q_at_press_enter_leaves(home: Path) -> None:
    """Play-test 7: 'concede' used up a try and quoted an unrelated rule; q at "Press
    Enter for the next step." went on to the next step though the lesson says q leaves
    at any time."""
    child = spawn(home, "learn")
    child.expect("Step 1 of 7")
    child.expect_exact(PROMPT)
    child.send("concede\r")
    child.expect("There is no conceding in the lesson; legal: ")
    child.expect_exact(PROMPT)
    child.send(ANSWERS[0] + "\r")
    child.expect("Right")
    child.expect("Press Enter for the next step")
    child.send("q\r")
    child.expect("You left the lesson")
    ends(child)
    log = screen(home)
    assert "Not quite" not in log and "Try again" not in log and "Step 2 of 7" not in log
