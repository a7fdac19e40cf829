"""End to end: the installed ``ecarte`` script in a pseudo-terminal (pexpect, 100x32,
PROMPT_TOOLKIT_NO_CPR=1), played by reading the ``legal:`` lines a player can ask for."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import ends, first_listed, play_first_listed
from screen import Screen

pexpect = pytest.importorskip("pexpect")

ECARTE = Path(sys.executable).parent / "ecarte"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r")
PROMPT = "›"


def environment(data: Path) -> dict[str, str]:
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", ECARTE_DATA_DIR=str(data),
               ECARTE_CONFIG_DIR=str(data / "config"), TERM="xterm-256color",
               LANG="C.UTF-8", LC_ALL="C.UTF-8")
    env.pop("NO_COLOR", None)
    return env


def spawn(data: Path, *args: str) -> pexpect.spawn:
    child = pexpect.spawn(str(ECARTE), ["play", "--delay", "0", *args], env=environment(data),
                          dimensions=(32, 100), encoding="utf-8", timeout=20)
    child.logfile_read = open(data / "screen.log", "a", encoding="utf-8")  # noqa: SIM115
    return child


def log(data: Path) -> str:
    return ANSI.sub("", (data / "screen.log").read_text(encoding="utf-8"))




TURN = (r"You are the elder: stand|proposes an exchange: accept|Discard \d|Your lead: type"
        r"|Your turn: you (?:may|must) play|doubles\. take")


def play_on(child: pexpect.spawn, moves: int = 400, stop: str | None = None) -> bool:
    """Answer each turn with the first legal move; True when the match ends. With
    ``stop``, return False as soon as that text has appeared."""
    patterns = [TURN, "Press Enter", "Match over", *([stop] if stop else [])]
    for _ in range(moves):
        found = child.expect(patterns)
        if found == 2:
            decline_review(child)
            child.expect(r"Play again\? \[y/N\]")
            child.send("\r")
            child.expect(pexpect.EOF)
            return True
        if found == 3:
            return False
        if found == 1:  # the message is the prompt: it is ready
            child.send("\r")
            continue
        play_first_listed(child, PROMPT)
    raise AssertionError("the match did not end")


def decline_review(child: pexpect.spawn) -> None:
    """At the end of a match against a bot: Enter (no) at "Review it? [y/N]"."""
    child.expect(r"Review it\? \[y/N\]")
    child.send("\r")


@pytest.fixture
def data(tmp_path: Path) -> Path:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    return tmp_path


def test_a_whole_match_against_the_bot_by_reading_legal_lines(data: Path) -> None:
    child = spawn(data, "--level", "random", "--target", "3", "--seed", "12")
    assert play_on(child), log(data)
    child.close()
    assert child.exitstatus == 0
    screen = log(data)
    assert "Seed 12" in screen and "Deal over" in screen
    assert list((data / "records").glob("*.json")), "the finished match is kept"


def test_quit_then_resume_goes_on_from_the_same_position(data: Path) -> None:
    child = spawn(data, "--level", "random", "--target", "5", "--seed", "3")
    assert not play_on(child, stop="Play begins")
    quit_match(child)
    saved = json.loads(next((data / "saves").glob("*.json")).read_text())
    actions = saved["record"]["games"][0]["deals"][0]["actions"]
    again = spawn(data, "--resume")
    again.expect("The saved match goes on")
    assert play_on(again)
    again.close()
    assert again.exitstatus == 0
    record = json.loads(next((data / "records").glob("*.json")).read_text())
    assert record["games"][0]["deals"][0]["actions"][:len(actions)] == actions


def test_kill_9_then_resume(data: Path) -> None:
    child = spawn(data, "--level", "random", "--target", "5", "--seed", "4")
    assert not play_on(child, stop="Play begins")
    child.expect_exact(PROMPT)
    os.kill(child.pid, signal.SIGKILL)
    child.expect(pexpect.EOF)
    child.close()
    assert list((data / "saves").glob("*.json"))
    again = spawn(data, "--resume")
    again.expect("The saved match goes on")
    assert play_on(again)


def test_ctrl_c_asks_before_leaving_and_ctrl_d_leaves(data: Path) -> None:
    child = spawn(data, "--level", "random", "--seed", "5")
    child.expect(TURN)
    child.expect_exact(PROMPT)
    child.sendintr()
    child.expect("Leave the game")
    child.send("n\r")
    child.expect_exact(PROMPT)
    child.sendeof()
    child.expect("saved")
    ends(child)


def test_usage_errors_exit_2(data: Path) -> None:
    for args in (["--level", "nobody"], ["--target", "0"], ["--match", "2"],
                 ["--packets", "4-1"]):
        done = subprocess.run([str(ECARTE), "play", *args], env=environment(data),
                              capture_output=True, text=True, stdin=subprocess.DEVNULL,
                              timeout=30)
        assert done.returncode == 2, (args, done.stderr)
        assert "Traceback" not in done.stderr and done.stderr.strip()


def test_piped_input_plays_a_match_without_escape_codes(data: Path) -> None:
    process = subprocess.Popen(
        [str(ECARTE), "play", "--level", "random", "--target", "2", "--seed", "9"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=environment(data), text=True)
    assert process.stdin and process.stdout
    lines = []
    for line in process.stdout:
        lines.append(line)
        if line.startswith("legal: "):
            process.stdin.write(first_listed(line) + "\n")
            process.stdin.flush()
    assert process.wait(timeout=30) == 0, "".join(lines)
    out = "".join(lines)
    assert "\x1b" not in out
    assert "Match over" in out
    boxes = {len(line.rstrip("\n")) for line in lines if line.startswith(("+", "╭"))}
    assert len(boxes) == 1, "the welcome, the table and the results: one width"
    assert any("Every suit ranks K Q J A 10 9 8 7." in line for line in lines)


def test_eof_on_piped_input_saves(data: Path) -> None:
    done = subprocess.run([str(ECARTE), "play", "--level", "random", "--seed", "1"],
                          input="propose\n", env=environment(data), capture_output=True,
                          text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert "The match is saved" in done.stdout
    assert list((data / "saves").glob("*.json"))


def test_an_empty_input_leaves_no_save_behind(data: Path) -> None:
    for _ in range(2):  # a script that starts the game with nothing to say, twice
        done = subprocess.run([str(ECARTE), "play", "--level", "random"], input="",
                              env=environment(data), capture_output=True, text=True,
                              timeout=30)
        assert done.returncode == 0, done.stderr
        assert "Nothing was read: the match is not kept." in done.stdout
    assert not list((data / "saves").glob("*.json"))


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_hot_seat_hand_over_leaves_nothing_in_scrollback(data: Path) -> None:
    screen = Screen(data, [str(ECARTE), "play", "--hotseat", "--names", "Ada", "Bob",
                           "--seed", "2"], environment(data))
    try:
        first = screen.wait_for("Press Enter when ready")
        assert "Your hand" not in first
        screen.keys("Enter")
        screen.wait_for("Your hand")
        other = "Bob" if "Pass the keyboard to Ada" in first else "Ada"
        screen.keys("s", "Enter")
        screen.wait_for("Your lead")
        screen.keys("1", "Enter")
        # issue 9 defect 12: the elder sees his card played before the hand-over
        result = screen.wait_for(f"Press Enter, then pass the keyboard to {other}")
        assert "You lead" in result, result
        # the elder types ahead ("s" Enter) after his Enter: the barrier must drop it
        screen.keys("Enter", "s", "Enter")
        screen.wait_for(f"Pass the keyboard to {other}")
        screen.wait_for("Press Enter when ready")
        time.sleep(0.5)  # a fault would show now: the typed-ahead Enter passing the barrier
        after = screen.shown()
        assert "Press Enter when ready" in after, \
            "typeahead went through the barrier:\n" + after
        history = [line for line in after.splitlines() if line.strip()]
        assert not any("Your hand" in line or "│" in line for line in history), \
            "the elder's hand is left in the scrollback:\n" + after
    finally:
        screen.close()


# Saves and resuming (issue 9 defects 8, 9, 17) ---------------------------------------------


def saves_in(data: Path) -> dict[str, dict[str, Any]]:
    """The saves in the data folder by id, read."""
    return {path.stem: json.loads(path.read_text(encoding="utf-8"))
            for path in sorted((data / "saves").glob("*.json"))}


def quit_match(child: pexpect.spawn) -> None:
    child.expect_exact(PROMPT)
    child.send("quit\r")
    child.expect("saved")
    ends(child)


def saved_bot_match(data: Path, seed: int) -> str:
    """Play a bot match to the first trick, quit; returns its save's id."""
    before = set(saves_in(data))
    child = spawn(data, "--level", "random", "--seed", str(seed))
    assert not play_on(child, stop="Play begins"), log(data)
    quit_match(child)
    (new,) = set(saves_in(data)) - before
    return new


def piped(data: Path, *args: str, text: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(ECARTE), "play", *args], input=text, env=environment(data),
                          capture_output=True, text=True, timeout=60)


def test_flags_for_another_match_start_it_and_keep_the_saved_one(data: Path) -> None:
    """Defect 8: a saved bot match, then '--hotseat --level novice --rules italian': no
    question, the hot-seat match on Italian rules begins, the bot match is kept."""
    kept = saved_bot_match(data, 3)
    child = spawn(data, "--hotseat", "--level", "novice", "--rules", "italian",
                  "--names", "Ada", "Bob")
    child.expect("A new match begins, as the flags ask")
    child.expect(f"ecarte play --resume {kept}")
    child.expect("Ada and Bob, at one keyboard")
    child.expect("italian rules")
    child.expect("Press Enter when ready")
    child.send("\r")
    quit_match(child)
    assert "Go on with it" not in log(data)
    saves = saves_in(data)
    assert len(saves) == 2 and saves[kept]["seed"] == 3 and saves[kept]["mode"] == "bot"
    (new,) = set(saves) - {kept}
    assert saves[new]["mode"] == "hotseat"
    assert saves[new]["record"]["rules"] == {"preset": "italian"}


def test_the_resume_question_shows_its_default_asks_again_and_ctrl_d_changes_nothing(
        data: Path) -> None:
    kept = saved_bot_match(data, 3)
    before = (data / "saves" / f"{kept}.json").read_bytes()
    child = spawn(data)
    child.expect_exact("Go on with it? [Y/n]")
    child.send("nope\r")
    child.expect_exact("Please answer y (yes) or n (no)")
    child.sendeof()
    child.expect("Nothing was changed")
    ends(child)
    assert list(saves_in(data)) == [kept], "no new match was begun"
    assert (data / "saves" / f"{kept}.json").read_bytes() == before
    child = spawn(data)
    child.expect_exact("Go on with it? [Y/n]")
    child.send("\r")
    child.expect("Seed 3")
    child.expect("The saved match goes on")
    quit_match(child)


def test_two_matches_in_two_terminals_keep_two_saves_that_both_resume(data: Path) -> None:
    """Defect 9: two 'ecarte play' at once, moves in turn; one is killed (kill -9), the
    other quits; both saves survive, --resume lists them and goes on with each."""
    first = spawn(data, "--level", "random", "--seed", "3")
    assert not play_on(first, stop="Play begins")
    second = spawn(data, "--level", "random", "--seed", "4")
    second.expect("Seed 4")
    assert "Go on with it" not in log(data), "a match being played is not offered"
    assert not play_on(second, stop="Play begins")
    for child in (first, second, first, second):
        child.expect_exact(PROMPT)
        child.send("?\r")
        child.expect(r"legal: ([^\r\n]*)\r?\n")
        child.send(first_listed(child.match.group(1)) + "\r")
    quit_match(second)
    first.expect_exact(PROMPT)
    os.kill(first.pid, signal.SIGKILL)
    first.expect(pexpect.EOF)
    first.close()
    saves = saves_in(data)
    assert sorted(save["seed"] for save in saves.values()) == [3, 4]
    by_seed = {save["seed"]: match_id for match_id, save in saves.items()}

    listed = piped(data, "--resume")
    assert listed.returncode == 2 and "--resume ID" in listed.stderr
    assert "seed 3" in listed.stdout and "seed 4" in listed.stdout
    assert "Traceback" not in listed.stderr

    again = spawn(data, "--resume", by_seed[3])
    again.expect(f"Going on with match {by_seed[3]}")
    again.expect("The saved match goes on")
    assert play_on(again)
    again.close()
    assert list(saves_in(data)) == [by_seed[4]], "a finished match removes its own save"
    last = spawn(data, "--resume")
    last.expect(f"Going on with match {by_seed[4]}: seed 4")
    assert play_on(last)
    last.close()
    assert saves_in(data) == {}
    assert len(list((data / "records").glob("*.json"))) == 2


DAMAGED = {
    "not UTF-8": (lambda text: text.encode().replace(b'"You"', b'"Y\xf6u"'), "not UTF-8"),
    "huge number": (lambda text: re.sub(r'"seed": \d+', '"seed": ' + "7" * 5000,
                                        text).encode(), "5,000 digits"),
    "deep nesting": (lambda text: text.replace('"record"', '"x": ' + "[" * 100_000
                                               + "]" * 100_000 + ', "record"').encode(),
                     "nested too deeply"),
    "not JSON": (lambda text: text[: len(text) // 2].encode(), "is not JSON (line"),
}


@pytest.mark.parametrize("kind", DAMAGED)
def test_a_damaged_save_gets_a_sentence_is_set_aside_and_a_new_match_starts(
        data: Path, kind: str) -> None:
    """Defect 17. Piped: 'ecarte play --resume' says what is wrong, moves the save to
    damaged/ and exits 1 (nothing left to resume); 'ecarte play' then starts a new match."""
    done = piped(data, "--level", "random", "--seed", "1", text="propose\n")
    (match_id,) = saves_in(data)
    path = data / "saves" / f"{match_id}.json"
    damage, words = DAMAGED[kind]
    body = damage(path.read_text(encoding="utf-8"))
    path.write_bytes(body)
    done = piped(data, "--resume")
    assert done.returncode == 1, done.stderr
    assert words in done.stdout and "moved to" in done.stdout, done.stdout
    assert "there is no saved match to resume" in done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    assert (data / "damaged" / path.name).read_bytes() == body
    done = piped(data, "--level", "random", "--seed", "2", text="propose\n")
    assert done.returncode == 0 and "Seed 2" in done.stdout, done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr


def test_a_damaged_save_at_the_terminal_offers_a_new_match(data: Path) -> None:
    (data / "saves").mkdir()
    (data / "saves" / "20240101-101010-abcd.json").write_bytes(b"\xff\xfe{")
    child = spawn(data, "--resume", "--level", "random", "--seed", "6")
    child.expect("not UTF-8 text")
    child.expect("moved to")
    child.expect_exact("Start a new match? [Y/n]")
    child.send("y\r")
    child.expect("Seed 6")
    quit_match(child)
    assert (data / "damaged" / "20240101-101010-abcd.json").exists()


# Issue 9: nothing a player types throws a point away -------------------------------------


def wrapped(sentence: str) -> str:
    """A pattern for ``sentence`` however the console wrapped it."""
    gap = r"(?:\s|\x1b\[[0-9;?]*[a-zA-Z])+"  # a wrap, or the prompt's own escape codes
    return gap.join(re.escape(word) for word in sentence.split())


def test_concede_asks_first_saying_what_it_costs(data: Path) -> None:
    """Defect 2: concede ended the deal (and at 3-3 the match) at once."""
    child = spawn(data, "--level", "random", "--seed", "5", "--target", "1")
    child.expect(TURN)
    child.expect_exact(PROMPT)
    child.send("concede\r")
    child.expect(wrapped("Concede this deal? Bot scores the vole, 2 points, since you have "
                         "no trick, which wins the match. [y/N]"))
    child.send("nope\r")
    child.expect("Please answer y")
    child.send("\r")
    child.expect("Not conceded")
    child.expect_exact(PROMPT)
    child.send("concede\r")
    child.expect(r"\[y/N\]")
    child.send("yes\r")
    child.expect("Match over")
    decline_review(child)
    child.expect(r"Play again\? \[y/N\]")
    child.send("\r")
    ends(child)
    assert "you concede" in log(data).lower()


def test_a_first_card_never_gives_up_the_king_unasked(data: Path) -> None:
    """Defect 5: --seed 9, 's' then '7s' gave up the K♣ (the King of trumps) silently."""
    child = spawn(data, "--level", "random", "--seed", "9")
    child.expect("You are the elder")
    child.expect_exact(PROMPT)
    child.send("s\r")
    child.expect("Your lead")
    child.expect_exact(PROMPT)
    child.send("7s\r")
    child.expect(wrapped("You hold the K♣, the King of trumps: declare it for 1 point "
                         "before you play the 7♠? (No gives the point up.) [Y/n]"))
    child.send("\r")
    child.expect("You declare the King of trumps")
    child.expect("You lead 7♠")
    child.expect_exact(PROMPT)
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    (saved,) = saves_in(data).values()
    assert saved["record"]["games"][0]["deals"][0]["actions"][:3] == ["stand", "king",
                                                                      "play 7s"]


def test_the_next_deal_prompt_takes_commands(data: Path) -> None:
    """Defect 13: 'quit' or 'log' at "Press Enter for the next deal." started the deal."""
    child = spawn(data, "--level", "random", "--seed", "3", "--target", "5")
    assert not play_on(child, stop="Deal over")
    child.expect("Press Enter for the next deal")
    child.send("sheet\r")
    child.expect("Score sheet")
    child.expect("Press Enter for the next deal")
    child.send("log\r")
    child.expect("Press Enter for the next deal")
    child.send("dance\r")
    child.expect("no move to make now")
    child.send("quit\r")
    child.expect("The match is saved")
    ends(child)
    (saved,) = saves_in(data).values()
    assert len(saved["record"]["games"][0]["deals"]) == 1, "quit did not start a deal"



def test_the_bots_pause_says_the_bot_is_thinking_and_a_key_skips_it(data: Path) -> None:
    child = spawn(data, "--level", "random", "--seed", "2", "--delay", "10")  # the last wins
    child.expect("you deal")  # the bot is the elder: it speaks first, after its pause
    child.expect("Bot is thinking… \\(any key skips the wait\\)")
    child.send("x")  # a key ends the 10 s wait at once, and begins the next move prompt
    child.expect(r"Bot (stands|proposes)", timeout=8)  # well before the 10 s
    child.sendcontrol("u")
    child.sendcontrol("d")
    child.expect(pexpect.EOF)


def test_ctrl_c_stops_the_review_at_the_end_of_a_match(data: Path) -> None:
    child = spawn(data, "--level", "random", "--seed", "4", "--target", "2")
    patterns = [TURN, "Press Enter", r"Review it\? \[y/N\]"]
    for _ in range(200):
        found = child.expect(patterns)
        if found == 2:
            break
        if found == 1:
            child.send("\r")
            continue
        play_first_listed(child, PROMPT)
    child.send("y\r")
    child.expect("Reviewing your decisions")
    child.sendcontrol("c")  # a key between prompts, read by the review as it goes
    child.expect("Review stopped.")
    child.expect(r"Play again\? \[y/N\]")
    child.send("\r")
    child.expect(pexpect.EOF)
