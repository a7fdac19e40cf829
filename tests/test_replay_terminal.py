"""``ecarte replay`` on a terminal: the real script in a pseudo-terminal (pexpect), driven
by its keys. The screen is redrawn in place, so after each key the test resizes the
terminal (a full redraw) and reads the screen's text with spaces and escapes taken out."""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from test_replay import in_glyphs, random_record, review_of

from ecarte.engine import Rules

pexpect = pytest.importorskip("pexpect")

ECARTE = Path(sys.executable).parent / "ecarte"
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z~]|\x1b[()][A-Z0-9]|\x1b[=>]|\r|\x07")
RIGHT, LEFT, DOWN, UP, HOME, END = "\x1b[C", "\x1b[D", "\x1b[B", "\x1b[A", "\x1b[H", "\x1b[F"


def flat(text: str) -> str:
    return re.sub(r"\s+", "", ESCAPES.sub("", text))


class Screen:
    """The replay in a pseudo-terminal of ``rows`` x ``columns``."""

    def __init__(self, tmp_path: Path, record: dict[str, Any], rows: int, columns: int,
                 *options: str) -> None:
        path = tmp_path / "match.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", ECARTE_DATA_DIR=str(tmp_path),
                   ECARTE_CONFIG_DIR=str(tmp_path / "config"), TERM="xterm-256color",
                   LANG="C.UTF-8", LC_ALL="C.UTF-8")
        env.pop("COLUMNS", None)
        env.pop("LINES", None)
        self.child = pexpect.spawn(str(ECARTE), ["replay", str(path), *options], env=env,
                                   dimensions=(rows, columns), encoding="utf-8", timeout=20)
        self.raw = ""

    def read(self, seconds: float) -> None:
        with contextlib.suppress(pexpect.TIMEOUT):
            self.raw += self.child.read_nonblocking(1 << 16, timeout=seconds)

    def shows(self, *texts: str, timeout: float = 15) -> None:
        """Wait until every text has been drawn since the last key."""
        wanted = [flat(t) for t in texts]
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.read(0.2)
            if all(w in flat(self.raw) for w in wanted):
                return
        shown = ESCAPES.sub("", self.raw)[-3000:]
        raise AssertionError(f"{texts} were never shown; the screen had:\n{shown}")

    def press(self, keys: str) -> None:
        """Send keys, then redraw the whole screen (a resize does)."""
        self.read(0.3)
        self.raw = ""
        self.child.send(keys)
        time.sleep(0.3)
        rows, columns = self.child.getwinsize()
        self.child.setwinsize(rows + 1, columns)
        time.sleep(0.1)
        self.child.setwinsize(rows, columns)

    def leaves(self, keys: str) -> str:
        """Send keys that end the replay; its last output (and status 0)."""
        self.raw = ""
        self.child.send(keys)
        self.child.expect(pexpect.EOF)
        self.child.close()
        assert self.child.exitstatus == 0
        return self.raw + (self.child.before or "")


@pytest.fixture
def record() -> dict[str, Any]:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    return random_record(6, Rules(match=3))


def totals(record: dict[str, Any]) -> list[int]:
    return [len(d["actions"]) for d in record["games"][0]["deals"]]


def test_the_arrow_keys_step_by_action_and_by_deal(tmp_path: Path,
                                                   record: dict[str, Any]) -> None:
    first, second = totals(record)[:2]
    screen = Screen(tmp_path, record, 32, 100)
    screen.shows(f"game 1 · deal 1 · action 0/{first}", "Ada", "Bot", "Hands",
                 "→ n next · ← p back")
    screen.press(RIGHT)
    screen.shows(f"game 1 · deal 1 · action 1/{first}")
    screen.press("n")
    screen.shows(f"game 1 · deal 1 · action 2/{first}")
    screen.press(LEFT + "p")
    screen.shows(f"game 1 · deal 1 · action 0/{first}")
    screen.press(DOWN)
    screen.shows(f"game 1 · deal 2 · action 0/{second}")
    screen.press("n" + UP + UP)
    screen.shows(f"game 1 · deal 1 · action 0/{first}")
    screen.press(END)
    screen.shows("wins the match")
    screen.press(RIGHT)  # past the end: said, not silent
    screen.shows("The end of the record.")
    screen.press(HOME)
    screen.shows(f"game 1 · deal 1 · action 0/{first}")
    screen.press(LEFT)
    screen.shows("The start of the record.")
    end = screen.leaves("q")
    assert "\x1b[?1049l" in end  # the alternate screen is left: the terminal is restored


def test_g_jumps_to_a_game_and_deal_and_a_bad_one_gets_a_sentence(
        tmp_path: Path, record: dict[str, Any]) -> None:
    screen = Screen(tmp_path, record, 32, 100)
    screen.shows("game 1 · deal 1")
    screen.press("g")  # the prompt says what to type: the deals and games there are
    games, deals = len(record["games"]), len(record["games"][0]["deals"])
    screen.shows(f"Jump to deal: type 1 to {deals} for game 1, or game.deal for games 1 to "
                 f"{games} (like {games}.1), then Enter (Esc: stay):")
    screen.press("\r")  # Enter on nothing: a note, and the replay stays
    screen.shows("No deal typed: the replay stays where it was.", "game 1 · deal 1 · action 0/")
    screen.press("g2.1\r")
    second = len(record["games"][1]["deals"][0]["actions"])
    screen.shows(f"game 2 · deal 1 · action 0/{second}")
    screen.press("g9.9\r")
    screen.shows(f"There is no game 9: this record has {len(record['games'])} games.",
                 f"game 2 · deal 1 · action 0/{second}")
    screen.press("gnope\r")
    screen.shows("'nope' is not a deal: type a deal of the game shown (3) or a game and "
                 "deal (2.3).")
    screen.press("g1.2\x1b")  # Esc gives up the jump, and the replay stays
    screen.shows("g jump · q quit", f"game 2 · deal 1 · action 0/{second}")
    screen.press("g2\r")  # a bare number: a deal of the game shown
    after = len(record["games"][1]["deals"][1]["actions"])
    screen.shows(f"game 2 · deal 2 · action 0/{after}")
    screen.leaves("\x1b")


@pytest.mark.parametrize("key", ["\x03", "\x04"])
def test_forty_columns_wrap_between_words_and_control_keys_leave(
        key: str, tmp_path: Path, record: dict[str, Any]) -> None:
    screen = Screen(tmp_path, record, 30, 40, "--seat", "1")
    screen.shows("Your hand", "q quit")
    lines = ESCAPES.sub("\n", screen.raw)
    assert "↑ P deal start" in lines  # the help is broken between keys
    screen.press(DOWN)
    screen.shows("game 1 · deal 2")
    end = screen.leaves(key)
    assert "\x1b[?1049l" in end


def test_m_goes_from_one_marked_move_to_the_next(tmp_path: Path,
                                                record: dict[str, Any]) -> None:
    review = tmp_path / "review.json"
    review.write_text(json.dumps(review_of(record, {2: "blunder", 5: "mistake"})))
    actions = record["games"][0]["deals"][0]["actions"]
    total = len(actions)
    screen = Screen(tmp_path, record, 32, 100, f"--review={review}")
    # with a review the replay opens at its first mark
    screen.shows("m M marks", f"game 1 · deal 1 · action 3/{total}",
                 f"Blunder: {in_glyphs(actions[2])} 41%")
    screen.press("m")
    screen.shows(f"game 1 · deal 1 · action 6/{total}", f"Mistake: {in_glyphs(actions[5])} 41%")
    screen.press("m")
    screen.shows("No marked move after this one.", f"action 6/{total}")
    screen.press("M")
    screen.shows(f"game 1 · deal 1 · action 3/{total}")
    screen.leaves("q")
