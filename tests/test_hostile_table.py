"""Nothing lost, nothing crashes at the table (issue 20): a resumed match is never thrown
away because a run read nothing, what the screen says happened is on disk already, a save
the table cannot play from is set aside (never a traceback), seeds are checked at the door,
names are shown as the literal text they are, bad settings are ignored with a note naming
the file, a full disk or a read-only folder is a sentence and the match goes on, and a
hot-seat resume shows no hand left over from the run before."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pexpect
import pytest
from conftest import first_listed
from faults import full_disk, read_only
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pexpect.popen_spawn import PopenSpawn

from ecarte.driver import Ledger
from ecarte.engine import Rules
from ecarte.numbers import MAX_SEED
from ecarte.ui import save

ECARTE = Path(sys.executable).parent / "ecarte"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r")
CLEAR_SCROLLBACK = "\x1b[3J"


def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", HOME=str(home),
               ECARTE_DATA_DIR=str(home / "data"), ECARTE_CONFIG_DIR=str(home / "conf"),
               TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    for name in ("NO_COLOR", "COLUMNS", "LINES"):
        env.pop(name, None)
    return env


def run(home: Path, *args: str, stdin: bytes | None = b"", timeout: float = 60
        ) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(ECARTE), *args], input=stdin, capture_output=True,
                          env=environment(home), timeout=timeout, check=False)
    return subprocess.CompletedProcess(done.args, done.returncode,
                                       done.stdout.decode("utf-8", "replace"),
                                       done.stderr.decode("utf-8", "replace"))


def no_traceback(done: subprocess.CompletedProcess[str]) -> None:
    both = done.stdout + done.stderr
    assert "Traceback" not in both and "Error:" not in both, both[-3000:]


def play_piped(home: Path, *args: str) -> tuple[str, int]:
    """Play a whole match with standard input a pipe, answering each 'legal:' line with its
    first move, each hand-over with Enter and each question with no."""
    child = PopenSpawn([str(ECARTE), "play", *args], env=environment(home),
                       encoding="utf-8", timeout=30)
    seen = []
    while True:
        found = child.expect([r"legal: ([^\r\n]*)\r?\n", r"Pass the keyboard to [^\r\n]*\n",
                              r"\[[yY]/[nN]\]", pexpect.EOF])
        seen.append(child.before + (child.after if isinstance(child.after, str) else ""))
        if found == 0:
            child.sendline(first_listed(child.match.group(1)))
        elif found in (1, 2):
            child.sendline("" if found == 1 else "n")
        else:
            break
    return "".join(seen), child.wait()


def saves(home: Path) -> list[Path]:
    return sorted((home / "data" / "saves").glob("*.json"))


# 1. A resumed match is never deleted because standard input was empty ------------------

def test_a_resumed_match_read_from_an_empty_pipe_is_kept(tmp_path: Path) -> None:
    started = run(tmp_path, "play", "--level", "novice", "--seed", "3", stdin=b"p\n")
    no_traceback(started)
    (kept,) = saves(tmp_path)
    before = json.loads(kept.read_text())
    again = run(tmp_path, "play", "--resume", stdin=b"")
    no_traceback(again)
    assert "not kept" not in again.stdout, again.stdout
    assert saves(tmp_path) == [kept], "the saved match is still there"
    assert json.loads(kept.read_text())["record"] == before["record"]


def test_a_new_match_read_from_an_empty_pipe_still_leaves_no_save(tmp_path: Path) -> None:
    done = run(tmp_path, "play", "--level", "novice", "--seed", "3", stdin=b"")
    assert "Nothing was read: the match is not kept." in done.stdout
    assert saves(tmp_path) == []


# 2. kill -9 right after a move is shown never loses it ----------------------------------

@pytest.mark.slow
def test_kill_9_just_after_a_move_is_shown_never_loses_it(tmp_path: Path) -> None:
    """At a real terminal: play a card, and the moment 'You play X.' is on the screen, kill
    the program; the save already holds that card. Five times, resuming each time."""
    for attempt in range(5):
        args = ["play", "--level", "random", "--delay", "0"] + (
            ["--seed", "11"] if attempt == 0 else ["--resume"])
        child = pexpect.spawn(str(ECARTE), args, env=environment(tmp_path),
                              dimensions=(40, 100), encoding="utf-8", timeout=20)
        while True:
            found = child.expect([r"Your lead|Your turn: you (?:may|must) play",
                                  r"You are the elder|proposes an exchange|Discard \d",
                                  r"Press Enter"])
            if found == 2:
                child.send("\r")
                continue
            child.expect_exact("›")
            child.send("?\r")
            child.expect(r"legal: ([^\r\n]*)\r?\n")
            move = first_listed(ANSI.sub("", child.match.group(1)))
            child.expect_exact("›")
            child.send(move + "\r")
            if found == 0:
                break
        child.expect(r"You (?:play|lead|trump with) ([^\s.]+)\.")
        os.kill(child.pid, signal.SIGKILL)
        shown = ANSI.sub("", child.match.group(1))
        child.close()
        (kept,) = saves(tmp_path)
        record = json.loads(kept.read_text())["record"]
        last = [a for g in record["games"] for d in g["deals"] for a in d["actions"]]
        played = [a for a in last if a.startswith("play ")]
        assert played, f"attempt {attempt}: no card in the save after it was shown ({shown})"
        from ecarte.engine import Card
        # the card shown is in the save: the last one, or the one before when the bot's
        # answer was saved too before the kill landed
        cards = [Card.parse(a.split()[1]) for a in played[-2:]]
        assert Card.parse(shown.replace("10", "T")) in cards, \
            f"attempt {attempt}: the screen showed {shown}, the save ends {last[-3:]}"


# 3. A save the table cannot play from is set aside, and a new match starts --------------

def a_save(home: Path, seed: int = 4) -> Path:
    ledger = Ledger(Rules(), seed, ("You", "Bot"), level="random")
    for _ in range(2):
        ledger.chance()
    meta: dict[str, Any] = {"mode": "bot", "level": "random"}
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ECARTE_DATA_DIR", str(home / "data"))
        save.write_save(ledger, meta)
        return save.save_path(meta["id"])


DAMAGE = {
    "notes that are a number": lambda d: d["record"]["games"][0]["deals"][0].update(notes=5),
    "take_backs that are text": lambda d: d["record"].update(take_backs="x"),
    "hints that are text": lambda d: d.update(hints="many"),
    "a mode of its own": lambda d: d.update(mode="chess"),
    "a seed too large": lambda d: d.update(seed=2**64),
    "a seed of 4,300 digits": lambda d: d.update(seed=int("9" * 4300)),
    "a negative seed": lambda d: d.update(seed=-1),
}


@pytest.mark.parametrize("damage", DAMAGE, ids=list(DAMAGE))
def test_a_save_that_cannot_be_resumed_is_set_aside_and_a_new_match_starts(
        tmp_path: Path, damage: str) -> None:
    path = a_save(tmp_path)
    data = json.loads(path.read_text())
    DAMAGE[damage](data)
    path.write_text(json.dumps(data))
    done = run(tmp_path, "play", "--level", "random", "--seed", "5", stdin=b"p\n")
    no_traceback(done)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "moved to" in done.stdout and "damaged" in done.stdout, done.stdout
    assert (tmp_path / "data" / "damaged" / path.name).exists(), "set aside, not deleted"
    assert "Écarté: you against the random bot." in done.stdout, "a new match started"
    again = run(tmp_path, "play", "--resume", stdin=b"")
    no_traceback(again)


def test_a_save_with_fields_it_does_not_know_is_resumed_and_keeps_them(tmp_path: Path) -> None:
    path = a_save(tmp_path)
    data = json.loads(path.read_text())
    data["record"]["from_a_later_version"] = {"x": 1}
    data["record"].update(state=1, chance="x", names=["a", "b"], self=0)
    data["colour"] = "green"
    path.write_text(json.dumps(data))
    done = run(tmp_path, "play", "--resume", stdin=b"p\n")
    no_traceback(done)
    assert "goes on" in done.stdout, done.stdout
    (kept,) = saves(tmp_path)
    again = json.loads(kept.read_text())
    assert again["colour"] == "green" and again["record"]["from_a_later_version"] == {"x": 1}
    assert again["record"]["names"] == ["a", "b"] and again["record"]["state"] == 1


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=3), max_leaves=8)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(where=st.sampled_from(["top", "record", "deal"]), key=st.text(max_size=12) | st.sampled_from(
    ["notes", "state", "chance", "names", "seed", "rules", "players", "games", "mode",
     "level", "delay", "tutor", "tutor_on", "hints", "take_backs", "practice", "format",
     "undo_policy", "commitment", "dealer", "actions", "hands"]), value=JSON)
def test_any_field_added_to_a_save_is_read_or_refused_with_a_sentence(
        tmp_path: Path, where: str, key: str, value: Any) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ECARTE_DATA_DIR", str(tmp_path / "data"))
        path = a_save(tmp_path) if not saves(tmp_path) else saves(tmp_path)[0]
        data = json.loads(path.read_text())
        target = {"top": data, "record": data["record"],
                  "deal": data["record"]["games"][0]["deals"][0]}[where]
        target[key] = value
        damaged = path.with_name("x-" + path.name)
        damaged.write_text(json.dumps(data))
        try:
            read = save.read_save(damaged)
        except save.SaveError as error:
            assert str(error).startswith("the saved match"), error
        else:
            assert read is not None
            read[0].record()  # what the table writes back at the next move
        finally:
            damaged.unlink()


# 4. Seeds at the door --------------------------------------------------------------------

@pytest.mark.parametrize("seed", ["9223372036854775808", "-1", "9" * 4300, "1e5", "٣"])
def test_a_seed_out_of_range_is_refused_at_the_door_in_a_short_line(
        tmp_path: Path, seed: str) -> None:
    done = run(tmp_path, "play", "--level", "random", "--seed", seed)
    no_traceback(done)
    assert done.returncode == 2
    assert "the seed is a whole number from 0 to 9223372036854775807" in done.stderr
    assert max(map(len, done.stderr.splitlines())) < 200, "the value is echoed short"
    assert saves(tmp_path) == [] and not (tmp_path / "data" / "records").exists()


@pytest.mark.slow
def test_the_largest_seed_plays_to_the_end_and_is_kept(tmp_path: Path) -> None:
    out, status = play_piped(tmp_path, "--level", "random", "--seed", str(MAX_SEED),
                             "--delay", "0")
    assert status == 0 and "Traceback" not in out, out[-3000:]
    assert f"Seed {MAX_SEED}" in out
    (record,) = (tmp_path / "data" / "records").glob("*.json")
    assert json.loads(record.read_text())["seed"] == MAX_SEED
    listed = run(tmp_path, "history", "--json")
    no_traceback(listed)
    assert len(json.loads(listed.stdout)) == 1, "the match is in the history"
    import sqlite3
    with contextlib.closing(sqlite3.connect(tmp_path / "data" / "history.sqlite3")) as db:
        assert db.execute("SELECT seed FROM matches").fetchall() == [(MAX_SEED,)]


# 5. Names are shown as the text they are -------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("names", [("[/]", "[bold]x"), ("[red]", "\\[b]")])
def test_names_that_look_like_markup_are_shown_literally_in_hot_seat(
        tmp_path: Path, names: tuple[str, str]) -> None:
    out, status = play_piped(tmp_path, "--hotseat", "--seed", "3", "--names", *names)
    assert status == 0 and "Traceback" not in out, out[-3000:]
    assert f"{names[1]} wins the match" in out or f"{names[0]} wins the match" in out, out[-2000:]
    assert f"Tricks: {names[0]} " in out


@pytest.mark.slow
def test_a_name_that_looks_like_markup_is_shown_literally_against_the_bot(
        tmp_path: Path) -> None:
    out, status = play_piped(tmp_path, "--level", "random", "--seed", "3", "--delay", "0",
                             "--name", "[/]")
    assert status == 0 and "Traceback" not in out, out[-3000:]
    assert "Tricks and score: [/]-Bot." in out


@settings(max_examples=40, deadline=None)
@given(names=st.tuples(*[st.text(st.sampled_from("[]/\\ab =#"), min_size=1,
                                 max_size=12)] * 2).filter(lambda n: n[0] != n[1]))
def test_any_name_renders_as_its_own_text_on_the_table_and_the_sheet(
        names: tuple[str, str]) -> None:
    import io

    from ecarte.engine import view
    from ecarte.ui.console import make_console
    from ecarte.ui.render import Seats, deal_summary, table
    from ecarte.ui.sheet import sheet_rows, sheet_table
    from ecarte.ui.theme import Look

    ledger = Ledger(Rules(), 1, names)
    while ledger.state.deal is None or ledger.state.deal.phase.value == "cut":
        ledger.chance()
    out = io.StringIO()
    console, _ = make_console(out, plain=True, width=100)
    seats = Seats(names, None, Look(ascii=True))
    console.print(table(view(ledger.state, 0), Seats(names, 0, Look(ascii=True))))
    console.print(deal_summary([], None, ledger.state, seats))
    console.print(sheet_table(sheet_rows(ledger.steps, names), names, Look(ascii=True), 1))
    console.print(f"<{names[0]}> and <{names[1]}>")
    assert f"<{names[0]}> and <{names[1]}>" in out.getvalue()


# 10. Settings that would break the table are ignored with a note naming the file ---------

@pytest.mark.parametrize("line", ["delay = 1e308", "delay = inf", "delay = nan",
                                  "delay = -1", 'name = ""', 'name = "   "', 'name = "Bot"',
                                  'hotseat_names = ["a", "a"]', 'hotseat_names = ["a", " "]',
                                  'hotseat_names = ["a", 1]'])
def test_a_setting_that_would_break_the_table_is_ignored_with_a_note(
        tmp_path: Path, line: str) -> None:
    (tmp_path / "conf").mkdir()
    (tmp_path / "conf" / "config.toml").write_text(line + "\n")
    mode = ["--hotseat"] if line.startswith("hotseat") else ["--level", "random"]
    done = run(tmp_path, "play", *mode, "--seed", "3", stdin=b"s\n")
    no_traceback(done)
    assert done.returncode == 0, done.stdout + done.stderr
    first = " ".join(done.stdout.split("╭")[0].split())
    assert first.startswith(f"Note: in {tmp_path / 'conf' / 'config.toml'}:"), done.stdout
    assert "Écarté:" in done.stdout, "the match is played"


# 8. A full disk, a read-only folder: a sentence, the last good save, the match goes on ----

@pytest.mark.slow
def test_a_full_disk_while_playing_is_a_sentence_and_the_match_goes_on(
        tmp_path: Path) -> None:
    with full_disk(tmp_path / "data"):
        out, status = play_piped(tmp_path, "--level", "random", "--seed", "8", "--delay", "0")
    assert status == 0 and "Traceback" not in out, out[-3000:]
    assert out.count("The match could not be saved (could not write") == 1, out[-3000:]
    assert "the disk is full" in out
    assert "wins the match" in out, "the match was played to its end"
    assert "The record could not be written to" in out


@pytest.mark.slow
def test_disk_freed_during_the_match_saves_again(tmp_path: Path) -> None:
    with full_disk(tmp_path / "data") as filler:
        child = PopenSpawn([str(ECARTE), "play", "--level", "random", "--seed", "8",
                            "--delay", "0"], env=environment(tmp_path), encoding="utf-8",
                           timeout=30)
        child.expect("The match could not be saved")  # at the first save, the deal
        child.expect(r"legal: ([^\r\n]*)\n")
        filler.unlink()
        child.sendline(first_listed(child.match.group(1)))
        child.expect("The match is saved again.")
        child.sendline("quit")
        child.expect(pexpect.EOF)
        assert len(saves(tmp_path)) == 1


@pytest.mark.slow
def test_a_read_only_data_folder_plays_in_memory_with_a_sentence(tmp_path: Path) -> None:
    path = a_save(tmp_path)
    before = path.read_bytes()
    with read_only(tmp_path / "data"):
        resumed = run(tmp_path, "play", "--resume", stdin=b"p\nquit\n")
        fresh = run(tmp_path, "play", "--level", "random", "--seed", "2", stdin=b"p\n")
    for done in (resumed, fresh):
        no_traceback(done)
        assert done.returncode == 0, done.stdout + done.stderr
        assert "the folder is read-only" in done.stdout, done.stdout
    assert "goes on" in resumed.stdout
    assert "could not be saved: it ends here" in resumed.stdout
    assert "could not be saved at all: it ends here, and cannot be resumed" in " ".join(
        fresh.stdout.split()), "a new match never saved says so, not '--resume goes on'"
    assert path.read_bytes() == before, "the last good save is intact"


# 13. A hot-seat resume clears what the run before left on the screen ---------------------

@pytest.mark.slow
def test_resuming_a_hot_seat_match_clears_the_screen_before_the_next_hand(
        tmp_path: Path) -> None:
    first = pexpect.spawn(str(ECARTE), ["play", "--hotseat", "--seed", "99"],
                          env=environment(tmp_path), dimensions=(40, 100), encoding="utf-8",
                          timeout=20)
    first.expect("Press Enter when ready")
    first.send("\r")
    first.expect_exact("›")
    first.send("s\r")  # Player 1 stands and leads: the keyboard passes after the lead
    first.expect("Your lead")
    first.expect_exact("›")
    first.send("9h\r")
    first.expect("Press Enter, then pass the keyboard to Player 2")
    first.sendeof()
    first.expect(pexpect.EOF)
    again = pexpect.spawn(str(ECARTE), ["play", "--resume", "1"], env=environment(tmp_path),
                          dimensions=(40, 100), encoding="utf-8", timeout=20)
    again.expect("Pass the keyboard to Player 2")
    before = again.before
    assert CLEAR_SCROLLBACK in before, "the screen and scrollback are cleared first"
    again.expect("Press Enter when ready")
    again.send("\r")
    again.expect("Your hand")
    again.sendeof()
    again.expect(pexpect.EOF)


@pytest.mark.parametrize("where", ["flags", "settings", "save"])
def test_a_name_with_terminal_escapes_never_reaches_the_terminal_raw(
        tmp_path: Path, where: str) -> None:
    evil = "\x1b[2Jevil\x07"
    if where == "flags":
        done = run(tmp_path, "play", "--hotseat", "--names", evil, "b", "--seed", "4",
                   stdin=b"\n")
    elif where == "settings":
        (tmp_path / "conf").mkdir()
        (tmp_path / "conf" / "config.toml").write_text('name = "\\u001b[2Jevil\\u0007"\n',
                                                       encoding="utf-8")
        done = run(tmp_path, "play", "--level", "random", "--seed", "4", stdin=b"p\n")
    else:
        path = a_save(tmp_path)
        data = json.loads(path.read_text())
        data["record"]["players"] = [evil, "Bot"]
        path.write_text(json.dumps(data))
        done = run(tmp_path, "play", "--resume", stdin=b"p\n")
    no_traceback(done)
    assert "\x1b" not in done.stdout + done.stderr and "\x07" not in done.stdout
    if where == "flags":  # against the bot the player is "you" until the score sheet
        assert "?[2Jevil? and b, at one keyboard" in done.stdout, done.stdout[-2000:]
    (kept,) = saves(tmp_path)
    assert json.loads(kept.read_text())["record"]["players"][0] == "?[2Jevil?"


def test_a_save_with_a_level_this_version_lacks_is_set_aside(tmp_path: Path) -> None:
    path = a_save(tmp_path)
    data = json.loads(path.read_text())
    data["level"] = "[/]"
    path.write_text(json.dumps(data))
    done = run(tmp_path, "play", "--resume")
    no_traceback(done)
    assert done.returncode == 1
    assert "a bot level this version does not have" in " ".join(done.stdout.split())
    assert saves(tmp_path) == [] and list((tmp_path / "data" / "damaged").iterdir())


def test_a_saved_outside_engine_is_never_started_by_the_save_alone(tmp_path: Path) -> None:
    witness = tmp_path / "ran"
    path = a_save(tmp_path)
    data = json.loads(path.read_text())
    data["level"] = f"exec:touch {witness}"
    path.write_text(json.dumps(data))
    done = run(tmp_path, "play", "--resume")
    no_traceback(done)
    assert done.returncode == 1 and "resume with --level" in done.stderr, done.stderr
    assert not witness.exists() and saves(tmp_path) == [path]
    run(tmp_path, "play", stdin=b"y\n")  # piped: a new match, the save kept
    assert not witness.exists() and path.exists()


def test_a_settings_level_that_is_no_level_is_ignored_with_a_note(tmp_path: Path) -> None:
    (tmp_path / "conf").mkdir()
    (tmp_path / "conf" / "config.toml").write_text('level = "novic"\n', encoding="utf-8")
    done = run(tmp_path, "play", "--seed", "4", stdin=b"p\n")
    no_traceback(done)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "says level = 'novic', which is no bot level" in done.stdout
