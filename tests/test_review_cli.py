"""``ecarte review`` as a user runs it: piped text, --json (the schema of docs/review.md),
the post-mortem label, JSON Lines and standard input, and every bad input a sentence."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.test_review import CLOSE, SURE_TRICK


def ecarte(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ecarte", "review", *args],
                          capture_output=True, text=True, timeout=120, input=stdin,
                          env={**os.environ, "COLUMNS": "100"}, encoding="utf-8")


def joined(text: str) -> str:
    """Wrapped text as one line: each line break and the indents around it one space."""
    return re.sub(r" *\n *", " ", text)


def items(lines: list[str], marker: str = "    - ") -> list[str]:
    """The items of a wrapped list, each whole: its continuation lines (indented under
    its words) joined to it, up to the first line that is neither."""
    found: list[str] = []
    for line in lines:
        if line.startswith(marker):
            found.append(line)
        elif found and line.startswith(" " * len(marker)):
            found[-1] += " " + line.strip()
        else:
            break
    return found


@pytest.fixture
def sure_trick(tmp_path: Path) -> Path:
    path = tmp_path / "sure.json"
    path.write_text(json.dumps(SURE_TRICK))
    return path


def test_piped_text_names_the_blunder_the_better_card_and_both_chances(sure_trick: Path
                                                                       ) -> None:
    done = ecarte(str(sure_trick), "--player", "Bot")
    assert done.returncode == 0 and done.stderr == ""
    out = done.stdout
    assert "what each player could see at the time" in out and "POST-MORTEM" not in out
    assert "\nBot: " in out and "\nAda: " not in out
    assert "Bot chose to play 8♠; better was to play 7♥." in out
    line = joined(out)[joined(out).index("Bot chose to play 8♠"):].split(" With ")[0]
    assert "% after that, " in line and "% with the better choice: " in line
    assert "a blunder (16 or more)" in line
    assert "\x1b[" not in out  # plain text when piped


def test_json_is_one_object_in_the_documented_schema(sure_trick: Path) -> None:
    done = ecarte(str(sure_trick), "--json")
    assert done.returncode == 0
    data = json.loads(done.stdout)
    assert list(data) == ["records", "totals"] and len(data["records"]) == 1
    record: dict[str, Any] = data["records"][0]
    assert record["players"] == ["Ada", "Bot"] and record["post_mortem"] is False
    assert [s["seat"] for s in record["seats"]] == [0, 1]
    for seat in record["seats"]:
        assert {"seat", "name", "decisions", "loss", "mean_loss", "inaccuracies", "mistakes",
                "blunders"} <= set(seat)
        assert seat["decisions"] == sum(d["seat"] == seat["seat"]
                                        for d in record["decisions"])
    for d in record["decisions"]:
        assert list(d) == ["game", "deal", "action", "seat", "phase", "played", "best",
                           "loss", "mark", "choices", "book", "why"]
        assert d["mark"] in (None, "inaccuracy", "mistake", "blunder")
        assert (d["book"] is None) == (d["phase"] not in ("propose", "answer", "discard"))
        assert d["played"] in d["choices"] and d["best"] in d["choices"]
        assert d["loss"] == pytest.approx(d["choices"][d["best"]] - d["choices"][d["played"]],
                                          abs=2e-4)
        assert SURE_TRICK["games"][0]["deals"][d["deal"]]["actions"][d["action"]] \
            == d["played"]


def test_a_post_mortem_is_labelled_in_text_and_json(sure_trick: Path) -> None:
    text = ecarte(str(sure_trick), "--seat", "1", "--post-mortem")
    assert text.returncode == 0 and "POST-MORTEM: judged with both hands" in text.stdout
    data = json.loads(ecarte(str(sure_trick), "--seat", "1", "--open", "--json").stdout)
    assert data["records"][0]["post_mortem"] is True


def test_json_lines_on_standard_input_give_one_review_per_record() -> None:
    lines = json.dumps(CLOSE) + "\n" + json.dumps(CLOSE) + "\n"
    done = ecarte("-", "--json", "--seat", "0", stdin=lines)
    assert done.returncode == 0
    records = json.loads(done.stdout)["records"]
    assert len(records) == 2 and records[0] == records[1]


@pytest.mark.parametrize(("content", "status", "says"), [
    (None, 2, "cannot read {path}: there is no such file"),
    ("not json", 2, "the record is not JSON"),
    ('{"format": "chess"}', 2, "the format tag must be 'ecarte-record/1'"),
    ("illegal", 1, "game 1, deal 1, action 2: "),
    ("second line", 2, "line 2: the record is not JSON (column "),
])
def test_bad_input_is_one_sentence_and_a_status(tmp_path: Path, content: str | None,
                                                status: int, says: str) -> None:
    path = tmp_path / "bad.json"
    if content == "illegal":
        record = json.loads(json.dumps(CLOSE))
        record["games"][0]["deals"][0]["actions"][1] = "play Kh"  # nobody holds it
        content = json.dumps(record)
    if content == "second line":
        content = json.dumps(CLOSE) + "\n" + json.dumps(CLOSE)[:40] + "\n"
    if content is not None:
        path.write_text(content)
    done = ecarte(str(path))
    assert done.returncode == status and done.stdout == ""
    assert done.stderr.startswith("ecarte review: " + says.format(path=path))
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_a_name_not_in_the_record_is_told_with_the_names(sure_trick: Path) -> None:
    done = ecarte(str(sure_trick), "--player", "Zoe")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr == ("ecarte review: no player is called 'Zoe' in the record: "
                           "the players are 'Ada' and 'Bot'\n")


def test_the_help_loads_no_bot_and_no_terminal_library() -> None:
    code = ("import sys\nfrom ecarte.cli import main\ntry:\n    main(['review', '--help'])\n"
            "except SystemExit:\n    pass\nprint(sorted(m for m in sys.modules "
            "if m.startswith(('ecarte.bots', 'ecarte.review', 'rich', 'prompt_toolkit'))), "
            "file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert "--post-mortem" in done.stdout and done.stderr.strip() == "[]"


def test_names_from_the_record_are_printed_as_text_never_as_escapes(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({**SURE_TRICK, "players": ["\x1b[31mEvil\x1b[0m", "Bot"]}))
    done = ecarte(str(path))
    assert done.returncode == 0 and "\x1b" not in done.stdout
    assert done.stdout.startswith("?[31mEvil?[0m against Bot.\n")
    assert "\n?[31mEvil?[0m: " in done.stdout


def test_every_decision_is_listed_in_order_and_marked_lists_only_the_marked(
        tmp_path: Path) -> None:
    """The end of a match promises "Every decision: ecarte review PATH --seat 0": the text
    lists each judged decision of the seat, in the record's order; --marked keeps only
    the summary and the marked decisions."""
    games = tmp_path / "games.jsonl"
    arena = subprocess.run([sys.executable, "-m", "ecarte", "arena", "novice", "club",
                            "--games", "1", "--record", str(games)],
                           capture_output=True, text=True, timeout=300)
    assert arena.returncode == 0, arena.stderr
    match = tmp_path / "match.json"
    match.write_text(games.read_text(encoding="utf-8").splitlines()[0], encoding="utf-8")
    every = ecarte(str(match), "--seat", "0")
    judged = json.loads(ecarte(str(match), "--seat", "0", "--json").stdout)
    decisions = judged["records"][0]["decisions"]
    assert every.returncode == 0 and len(decisions) > 5
    after = every.stdout[every.stdout.index("Every decision, in order:"):].splitlines()[1:]
    listed = items(after)
    assert len(listed) == len(decisions)
    places = [tuple(int(n) for n in re.findall(r"\d+", line.split("(")[0])[:3])
              for line in listed]
    assert places == [(d["game"] + 1, d["deal"] + 1, d["action"] + 1) for d in decisions]
    for line, d in zip(listed, decisions, strict=True):
        assert ("the expert's choice" in line) == (d["played"] == d["best"]), line
        if d["mark"] is not None:
            assert f": {d['mark']}." in line, line
        assert ("; so does the expert." in line or "; the expert does not, here." in line) \
            == (d["book"] is not None), line
    marked = ecarte(str(match), "--seat", "0", "--marked")
    assert marked.returncode == 0 and "Every decision" not in marked.stdout
    summary = marked.stdout.split("\n  The other marked")[0].rstrip("\n")
    assert every.stdout.startswith(summary), "the summary and the costliest are the same"
