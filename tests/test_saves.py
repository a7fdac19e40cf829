"""Saves and resuming (issue 9 defects 8, 9, 17): a save per match, never two processes on
one save, the flags win over the resume question, yes/no questions with their default,
damaged saves set aside with a sentence, old saves migrated."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ecarte.driver import Ledger
from ecarte.engine import Rules, legal_actions
from ecarte.ui import save
from ecarte.ui.config import load_settings
from ecarte.ui.questions import ask_yes_no
from ecarte.ui.resume import Asked, Leave, choose

ECARTE = Path(sys.executable).parent / "ecarte"


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    return tmp_path


def started(seed: int, rules: Rules | None = None, steps: int = 2,
            names: tuple[str, str] = ("You", "Bot")) -> Ledger:
    """A match a few chance steps in (the cut, the deal)."""
    ledger = Ledger(rules or Rules(), seed, names, level="expert")
    for _ in range(steps):
        ledger.chance()
    return ledger


def saved(seed: int, rules: Rules | None = None, mode: str = "bot",
          names: tuple[str, str] = ("You", "Bot")) -> dict[str, Any]:
    """Save a match the way ``ecarte play`` does; returns its meta (with its id)."""
    meta: dict[str, Any] = {"mode": mode, "level": None if mode == "hotseat" else "expert"}
    save.write_save(started(seed, rules, names=names), meta)
    return meta


def scripted(*answers: str) -> tuple[list[str], Any]:
    """A read_line giving ``answers`` in turn (Ctrl-D after them), and the prompts seen."""
    prompts: list[str] = []
    given: Iterator[str] = iter(answers)

    def read_line(prompt: str) -> str:
        prompts.append(prompt)
        answer = next(given, None)
        if answer is None:
            raise EOFError
        return answer
    return prompts, read_line


# Yes/no questions -----------------------------------------------------------------------


@pytest.mark.parametrize("answer, default, meant", [
    ("y", False, True), ("YES", False, True), (" Yes ", False, True), ("n", True, False),
    ("No", True, False), ("", True, True), ("", False, False)])
def test_a_yes_no_question_takes_y_yes_n_no_and_enter_for_its_default(
        answer: str, default: bool, meant: bool) -> None:
    prompts, read_line = scripted(answer)
    assert ask_yes_no(read_line, "Go on with it?", default) is meant
    assert prompts == [f"Go on with it? {'[Y/n]' if default else '[y/N]'} "]


def test_a_yes_no_question_asks_again_on_anything_else() -> None:
    prompts, read_line = scripted("nope", "yep", "n")
    assert ask_yes_no(read_line, "Go on with it?", True) is False
    assert len(prompts) == 3 and "Please answer y (yes) or n (no)" in prompts[1]


def test_ctrl_d_and_ctrl_c_at_a_question_are_not_answers() -> None:
    _, read_line = scripted()
    with pytest.raises(EOFError):
        ask_yes_no(read_line, "Go on with it?", True)

    def interrupted(prompt: str) -> str:
        raise KeyboardInterrupt
    with pytest.raises(KeyboardInterrupt):
        ask_yes_no(interrupted, "Go on with it?", True)


# A save per match -----------------------------------------------------------------------


def test_two_matches_have_two_saves_and_a_finished_one_removes_only_its_own(
        data: Path) -> None:
    first, second = started(1), started(2)
    meta_1: dict[str, Any] = {"mode": "bot", "level": "expert"}
    meta_2: dict[str, Any] = {"mode": "bot", "level": "expert"}
    save.write_save(first, meta_1)
    save.write_save(second, meta_2)
    assert meta_1["id"] != meta_2["id"]
    saves, damaged = save.unfinished()
    assert damaged == [] and {s.ledger.seed for s in saves} == {1, 2}
    save.finish(first, None)
    saves, _ = save.unfinished()
    assert [s.ledger.seed for s in saves] == [2], "only the finished match's save goes"
    assert list((data / "records").glob("*.json"))


def test_a_resumed_match_goes_on_writing_its_own_save(data: Path) -> None:
    meta = saved(3)
    (found,), _ = save.unfinished()
    assert found.id == meta["id"] and found.meta["id"] == meta["id"]
    found.ledger.apply(legal_actions(found.ledger.state)[0])
    save.write_save(found.ledger, found.meta)
    assert [p.stem for p in (data / "saves").glob("*.json")] == [meta["id"]]


def test_a_match_being_played_cannot_be_taken_by_another_process(data: Path) -> None:
    meta = saved(4)
    claim = save.claim(meta["id"])
    other = subprocess.run(
        [sys.executable, "-c", "from ecarte.ui import save\n"
         f"try:\n    save.claim({meta['id']!r})\nexcept save.SaveInUse as e:\n    print(e)\n"
         "print([s.in_use for s in save.unfinished()[0]])"],
        capture_output=True, text=True, env=dict(os.environ), timeout=60)
    assert "being played in another terminal" in other.stdout, other.stderr
    assert "[True]" in other.stdout
    claim.release()
    with save.claim(meta["id"]):
        pass


def test_new_matches_never_share_an_id(data: Path) -> None:
    claims = [save.claim_new() for _ in range(50)]
    assert len({c.id for c in claims}) == 50
    for c in claims:
        c.release()
    assert not list((data / "saves").glob("*.lock")), "unused locks are cleared"


def test_old_saves_are_migrated_and_become_resumable(data: Path) -> None:
    old = saved(5)
    body = (data / "saves" / f"{old['id']}.json").read_text()
    (data / "saves" / f"{old['id']}.json").rename(data / "current-match.json")
    (data / "unfinished").mkdir()
    (data / "unfinished" / "20240101-101010.json").write_text(body.replace(
        '"seed": 5', '"seed": 6'))
    assert save.migrate() == 2
    saves, damaged = save.unfinished()
    assert damaged == [] and sorted(s.ledger.seed for s in saves) == [5, 6]
    assert not (data / "current-match.json").exists()
    assert save.migrate() == 0


# Damaged saves ----------------------------------------------------------------------------


def _damaged(kind: str, good: str) -> bytes:
    if kind == "not UTF-8":
        return good.encode().replace(b'"You"', b'"Y\xf6u"')
    if kind == "huge number":
        return good.replace('"seed": 7', f'"seed": {"7" * 5000}').encode()
    if kind == "deep nesting":
        return good.replace('"record"', '"x": ' + "[" * 100_000 + "]" * 100_000
                            + ', "record"').encode()
    if kind == "not JSON":
        return good[: len(good) // 2].encode()
    assert kind == "does not replay"
    return good.replace('"turnup": "', '"turnup": "K').encode()


KINDS = ["not UTF-8", "huge number", "deep nesting", "not JSON", "does not replay"]
WORDS = {"not UTF-8": "not UTF-8", "huge number": "5,000 digits",
         "deep nesting": "nested too deeply", "not JSON": "is not JSON (line",
         "does not replay": "cannot be replayed"}


@pytest.mark.parametrize("kind", KINDS)
def test_a_damaged_save_is_set_aside_with_a_sentence_never_deleted(
        data: Path, kind: str) -> None:
    meta = saved(7)
    path = data / "saves" / f"{meta['id']}.json"
    body = _damaged(kind, path.read_text(encoding="utf-8"))
    path.write_bytes(body)
    saves, notes = save.unfinished()
    assert saves == [] and len(notes) == 1
    assert WORDS[kind] in notes[0] and "moved to" in notes[0]
    assert (data / "damaged" / path.name).read_bytes() == body, "set aside, byte for byte"
    assert not path.exists()


def test_a_settings_file_with_a_huge_number_or_deep_nesting_is_ignored_with_a_sentence(
        tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    for text in (f"delay = {'9' * 5000}\n", "name = " + "[" * 100_000 + "]" * 100_000):
        path.write_text(text, encoding="utf-8")
        _, warning = load_settings(path)
        assert warning is not None and "was ignored" in warning and str(path) in warning


# Which match: the flags, the question, --resume ------------------------------------------


def test_flags_asking_for_another_match_start_it_and_keep_the_saved_one(data: Path) -> None:
    """Defect 8: ``--hotseat --level novice --rules italian`` with a saved expert match."""
    saved(8)
    saves, _ = save.unfinished()
    said: list[str] = []
    prompts, read_line = scripted("y")
    asked = Asked(mode="hotseat", level="novice", rules=Rules.preset("italian"))
    assert choose(asked, None, saves, interactive=True, read_line=read_line,
                  say=said.append) is None
    assert prompts == [], "no question: the flags ask for a new match"
    assert len(said) == 1 and "hot-seat" in said[0] and "other rules" in said[0]
    assert f"ecarte play --resume {saves[0].id}" in said[0]
    for differing in (Asked(level="novice"), Asked(seed=9), Asked(names=("Ada",)),
                      Asked(rules=Rules(target=7))):
        assert choose(differing, None, saves, interactive=True, read_line=read_line,
                      say=said.append) is None, differing


def test_flags_that_match_the_saved_match_still_offer_it(data: Path) -> None:
    saved(8)
    saves, _ = save.unfinished()
    said: list[str] = []
    prompts, read_line = scripted("nope", "Y")
    asked = Asked(mode="bot", level="expert", rules=Rules(), names=("You",), seed=8)
    assert choose(asked, None, saves, interactive=True, read_line=read_line,
                  say=said.append) is saves[0]
    assert prompts[0] == "Go on with it? [Y/n] " and len(prompts) == 2


def test_ctrl_d_at_the_resume_question_leaves_without_changing_anything(data: Path) -> None:
    saved(8)
    saves, _ = save.unfinished()
    before = {p.name: p.read_bytes() for p in (data / "saves").iterdir()}
    _, read_line = scripted()
    outcome = choose(Asked(), None, saves, interactive=True, read_line=read_line,
                     say=lambda text: None)
    assert outcome == Leave(0)
    assert {p.name: p.read_bytes() for p in (data / "saves").iterdir()} == before


def test_no_offers_the_most_recent_and_says_how_many_others(data: Path) -> None:
    for age, seed in enumerate((12, 11, 10)):
        meta = saved(seed)
        stamp = 1_700_000_000 - 3600 * age
        os.utime(data / "saves" / f"{meta['id']}.json", (stamp, stamp))
    saves, _ = save.unfinished()
    assert [s.ledger.seed for s in saves] == [12, 11, 10], "the most recent first"
    said: list[str] = []
    _, read_line = scripted("n")
    assert choose(Asked(), None, saves, interactive=True, read_line=read_line,
                  say=said.append) is None
    assert "seed 12" in said[0] and "(2 others: 'ecarte play --resume' lists them)" in said[0]
    assert saves[0].id in said[-1], "how to resume the one declined"


def test_resume_goes_on_with_the_only_match_or_lists_them_to_pick(data: Path) -> None:
    saved(20)
    saves, _ = save.unfinished()
    said: list[str] = []
    _, read_line = scripted()
    assert choose(Asked(), True, saves, interactive=False, read_line=read_line,
                  say=said.append) is saves[0]
    assert "Going on with match" in said[0] and "seed 20" in said[0]
    saved(21, Rules.preset("italian"))
    saves, _ = save.unfinished()
    said.clear()
    outcome = choose(Asked(), True, saves, interactive=False, read_line=read_line,
                     say=said.append)
    assert isinstance(outcome, Leave) and outcome.status == 2
    assert outcome.message is not None and "--resume ID" in outcome.message
    listed = "\n".join(said)
    assert "seed 20" in listed and "seed 21" in listed and "italian rules" in listed
    assert "you 0, Bot 0" in listed and "saved " in listed
    _, read_line = scripted("2")
    picked = choose(Asked(), True, saves, interactive=True, read_line=read_line,
                    say=said.append)
    assert picked is saves[1]
    for wanted in (saves[1].id, "2", saves[1].id[-4:]):
        assert choose(Asked(), wanted, saves, interactive=False, read_line=read_line,
                      say=said.append) is saves[1], wanted
    missing = choose(Asked(), "nothing-like-it", saves, interactive=False,
                     read_line=read_line, say=said.append)
    assert isinstance(missing, Leave) and missing.status == 1


def test_a_save_is_the_record_with_what_it_takes_to_go_on(data: Path) -> None:
    """The save is JSON with the record inside; the saved id is its file's name."""
    meta = saved(30)
    body = json.loads((data / "saves" / f"{meta['id']}.json").read_text())
    assert body["format"] == "ecarte-save/1" and "id" not in body
    assert body["record"]["format"] == "ecarte-record/1"


def test_a_lock_left_by_a_match_killed_before_its_first_save_is_cleared(data: Path) -> None:
    (data / "saves").mkdir()
    stale, fresh = data / "saves" / "a.lock", data / "saves" / "b.lock"
    stale.touch()
    fresh.touch()
    os.utime(stale, (1_700_000_000, 1_700_000_000))
    save.unfinished()
    assert not stale.exists() and fresh.exists(), "a lock just made may be about to be held"


def test_ctrl_c_at_the_list_of_matches_leaves_without_changing_anything(data: Path) -> None:
    saved(40)
    saved(41)
    saves, _ = save.unfinished()
    said: list[str] = []

    def interrupted(prompt: str) -> str:
        said.append(prompt)
        raise KeyboardInterrupt
    outcome = choose(Asked(), True, saves, interactive=True, read_line=interrupted,
                     say=said.append)
    assert outcome == Leave(0) and said[-1] == "Nothing was changed."
    assert "Which match? [1-2, Enter for 1; d N drops match N] " in said
    assert len(list((data / "saves").glob("*.json"))) == 2


# Dropping an unfinished match from --resume's list ---------------------------------------


def three_saves(data: Path) -> list[save.Saved]:
    for age, seed in enumerate((52, 51, 50)):
        meta = saved(seed)
        stamp = 1_700_000_000 - 3600 * age
        os.utime(data / "saves" / f"{meta['id']}.json", (stamp, stamp))
    saves, _ = save.unfinished()
    return saves


def test_the_list_asks_again_until_a_number_or_d_and_a_number(data: Path) -> None:
    saves = three_saves(data)
    prompts, read_line = scripted("0", "four", "9" * 5000, "d", "d 7", "drop", "3")
    assert choose(Asked(), True, saves, interactive=True, read_line=read_line,
                  say=lambda text: None) is saves[2]
    assert len(prompts) == 7
    assert prompts[-1].splitlines() == [
        "Please type a number from 1 to 3, or d and a number to drop that match.",
        "Which match? [1-3, Enter for 1; d N drops match N] "]
    assert len(list((data / "saves").glob("*.json"))) == 3


def test_d_and_yes_drops_a_match_into_dropped_and_lists_the_others_again(data: Path) -> None:
    saves = three_saves(data)
    said: list[str] = []
    prompts, read_line = scripted("d 2", "y", "2")
    assert choose(Asked(), True, saves, interactive=True, read_line=read_line,
                  say=said.append) is saves[2], "number 2 of the new list: seed 50"
    assert prompts[1].startswith("Drop match 2 (seed 51, ") and prompts[1].endswith(
        "It can no longer be resumed. [y/N] ")
    kept = sorted(p.name for p in (data / "saves").glob("*.json"))
    assert kept == sorted(f"{s.id}.json" for s in (saves[0], saves[2]))
    assert (data / "dropped" / f"{saves[1].id}.json").exists() and not saves[1].path.exists()
    assert any("Dropped match 2; its save was moved to" in line for line in said)
    relisted = said[said.index(next(line for line in said if line.startswith("Dropped"))) + 1:]
    assert "seed 51" not in "\n".join(relisted) and "seed 50" in "\n".join(relisted)


def test_no_at_the_drop_question_drops_nothing(data: Path) -> None:
    saves = three_saves(data)
    said: list[str] = []
    _, read_line = scripted("d 1", "", "1")
    assert choose(Asked(), True, saves, interactive=True, read_line=read_line,
                  say=said.append) is saves[0]
    assert "Nothing was dropped." in said
    assert len(list((data / "saves").glob("*.json"))) == 3
    assert not (data / "dropped").exists()


def test_after_a_drop_even_one_match_is_listed_and_none_offers_a_new_match(
        data: Path) -> None:
    saved(60)
    saved(61)
    saves, _ = save.unfinished()
    said: list[str] = []
    prompts, read_line = scripted("d 1", "y", "")
    assert choose(Asked(), True, saves, interactive=True, read_line=read_line,
                  say=said.append) is saves[1]
    assert prompts[-1] == "Which match? [1-1, Enter for 1; d N drops match N] "
    assert len(list((data / "saves").glob("*.json"))) == 1
    saved(62)
    saves, _ = save.unfinished()
    said.clear()
    prompts, read_line = scripted("d 1", "y", "d 1", "y", "n")
    assert choose(Asked(), True, saves, interactive=True, read_line=read_line,
                  say=said.append) == Leave(0)
    assert "No unfinished match is left." in said
    assert prompts[-1] == "Start a new match? [Y/n] "
    assert list((data / "saves").glob("*.json")) == []
    assert len(list((data / "dropped").glob("*.json"))) == 3


def test_ctrl_c_after_a_drop_says_only_the_rest_was_left_alone(data: Path) -> None:
    saves = three_saves(data)
    said: list[str] = []
    _, read_line = scripted("d 3", "yes")  # then Ctrl-D
    assert choose(Asked(), True, saves, interactive=True, read_line=read_line,
                  say=said.append) == Leave(0)
    assert said[-1] == "Nothing else was changed." and "Nothing was changed." not in said
    assert len(list((data / "saves").glob("*.json"))) == 2


def test_a_match_taken_by_another_terminal_after_the_list_is_not_dropped(
        data: Path) -> None:
    saves = three_saves(data)  # listed while no terminal played them
    said: list[str] = []
    _, read_line = scripted("d 1", "y", "1")
    with save.claim(saves[0].id):  # then another terminal takes match 1 (a second claim
        outcome = choose(Asked(), True, saves, interactive=True,  # conflicts as another
                         read_line=read_line, say=said.append)     # process's would)
    assert outcome is saves[0]
    assert "Match 1 is being played, or has ended, in another terminal: it was not " \
        "dropped." in said
    assert saves[0].path.exists() and not (data / "dropped").exists()


def test_a_number_never_names_another_match_while_one_is_played_elsewhere(
        data: Path) -> None:
    saved(4)
    busy = saved(5)
    with save.claim(busy["id"]):
        other = subprocess.run(
            [sys.executable, "-c", "from ecarte.ui import save\n"
             "from ecarte.ui.resume import find\n"
             "saves, _ = save.unfinished()\n"
             "found = find(saves, '1')\n"
             "print(getattr(found, 'message', found))\n"
             "print(find(saves, saves[0].id).id == saves[0].id)"],
            capture_output=True, text=True, env=dict(os.environ), timeout=60)
    assert "being played in another terminal now, so number 1" in other.stdout, other.stderr
    assert other.stdout.rstrip().endswith("True"), "an id still names its match"
