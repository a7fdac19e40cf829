"""Issue 24, part 1: what a bot programmer found wrong with the arena, the outside engine
and the protocol, each checked as the programmer met it."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ecarte.arena import ArenaConfig, run_arena
from ecarte.bots import make_bot
from ecarte.cli import main
from ecarte.protocol import EngineSession, ViewError, rebuild_view

BOT = """\
import json, os, sys

log = open(sys.argv[1], "a")
crash_at = int(sys.argv[2]) if len(sys.argv) > 2 else 0
version = int(sys.argv[3]) if len(sys.argv) > 3 else 2
deals = 0
for line in sys.stdin:
    request = json.loads(line)
    kind = request["type"]
    log.write(kind + "\\n")
    log.flush()
    if kind == "hello":
        print("bot: good day", file=sys.stderr, flush=True)
        reply = {"type": "hello", "name": "first-legal", "protocol": version}
    elif kind == "act":
        if crash_at and deals == crash_at:
            print("bot: giving up", file=sys.stderr, flush=True)
            raise SystemExit(4)
        reply = {"action": request["legal"][0]}
    elif kind == "quit":
        break
    elif version == 1:
        reply = {"error": "unknown message type"}
    else:
        deals += kind == "new_deal"
        reply = {"type": "ready"}
    print(json.dumps(reply), flush=True)
"""


def bot(tmp_path: Path, crash_at: int = 0, version: int = 2) -> tuple[str, Path]:
    """The exec: level of the tiny bot, and the file where it notes each request type."""
    script = tmp_path / "bot.py"
    script.write_text(BOT, encoding="utf-8")
    said = tmp_path / "said.txt"
    return "exec:" + shlex.join([sys.executable, str(script), str(said), str(crash_at),
                                 str(version)]), said


# 1. The outside engine is started once and told each new game and deal ------------------

def test_an_outside_engine_is_started_once_for_the_whole_run(tmp_path: Path) -> None:
    level, said = bot(tmp_path)
    result = run_arena(ArenaConfig(level, "club", deals=10, seed=2))
    assert result.units == 10 and result.failure is None
    kinds = said.read_text().split()
    # Ten deal pairs are twenty single-deal games: one hello, then each game and deal.
    assert kinds.count("hello") == 1
    assert kinds.count("new_game") == 20 and kinds.count("new_deal") == 20
    assert kinds[-1] == "quit"


def test_a_game_of_several_deals_hears_new_game_once_and_new_deal_at_each(tmp_path: Path
                                                                          ) -> None:
    level, said = bot(tmp_path)
    result = run_arena(ArenaConfig(level, "club", games=1, seed=2))
    kinds = said.read_text().split()
    assert kinds.count("new_game") == 2  # one game, played twice
    assert kinds.count("new_deal") == result.deals > 2


def test_an_engine_of_protocol_1_hears_no_new_messages(tmp_path: Path) -> None:
    # It answers an unknown type with an error: it must still play the whole run.
    level, said = bot(tmp_path, version=1)
    result = run_arena(ArenaConfig(level, "club", deals=6, seed=2))
    assert result.units == 6 and result.failure is None
    assert set(said.read_text().split()) == {"hello", "act", "quit"}


# 2, 4. A failing engine: what was finished is kept, and the failure says where -----------

def test_a_failing_engine_keeps_the_finished_pairs_and_their_records(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    level, _ = bot(tmp_path, crash_at=7)  # its first decision of its 7th deal: pair 4, run 1
    record = tmp_path / "part.jsonl"
    status = main(["arena", level, "club", "--deals", "30", "--json", "--record", str(record)])
    out, err = capsys.readouterr()
    assert status == 3
    figures = json.loads(out)
    assert figures["units"] == 3 and figures["complete"] is False
    assert figures["a"] == "first-legal"  # the name of its hello, not the command line
    assert figures["failure"] == {"pair": 4, "run": 0, "side": "a", "seat": 0, "deal": 1,
                                  "problem": "stopped-without", "action": None,
                                  "requests": f"{record}.failed.jsonl"}
    assert len(record.read_text().splitlines()) == 6  # two runs of each finished pair
    assert "first-legal (seat 0) failed" in err
    assert "deal pair 4 of 30, its first run (A in seat 0)" in err
    assert "the 3 deal pairs finished before it are kept" in err
    assert "Traceback" not in err
    # The requests of that deal can be fed to the bot again: it reads each one.
    requests = Path(f"{record}.failed.jsonl").read_text().splitlines()
    assert [json.loads(line)["type"] for line in requests] == \
        ["hello", "new_game", "new_deal", "act"]
    again = subprocess.run(shlex.split(level.removeprefix("exec:")),
                           input="\n".join(requests) + "\n", capture_output=True, text=True,
                           timeout=30)
    answers = [json.loads(line) for line in again.stdout.splitlines()]
    assert [a.get("type", "action" if "action" in a else "") for a in answers] == \
        ["hello", "ready", "ready", "action"]


def test_the_second_run_of_a_pair_is_named_when_it_fails(tmp_path: Path) -> None:
    level, _ = bot(tmp_path, crash_at=8)  # its 8th deal: pair 4, seats swapped
    result = run_arena(ArenaConfig(level, "club", deals=30, seed=2))
    assert result.units == 3 and result.failure is not None
    assert (result.failure.unit, result.failure.run, result.failure.seat) == (3, 1, 1)
    assert "its second run (seats swapped)" in str(result.failure)


def test_the_table_names_the_bot_by_its_hello(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    level, _ = bot(tmp_path)
    assert main(["arena", level, "club", "--deals", "2"]) == 0
    out = capsys.readouterr().out
    assert "first-legal" in out and "bot.py" not in out


# 3. The engine's standard error ------------------------------------------------------------

def run_arena_command(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ecarte", "arena", *argv],
                          capture_output=True, text=True, timeout=120)


def test_the_engine_s_standard_error_is_passed_on(tmp_path: Path) -> None:
    level, _ = bot(tmp_path)
    done = run_arena_command(level, "club", "--deals", "2")
    assert done.returncode == 0 and "bot: good day" in done.stderr


def test_the_engine_s_standard_error_goes_to_the_log_asked_for(tmp_path: Path) -> None:
    level, _ = bot(tmp_path, crash_at=2)
    log = tmp_path / "engine.log"
    done = run_arena_command(level, "club", "--deals", "4", "--engine-log", str(log))
    assert done.returncode == 3
    assert log.read_text().splitlines() == ["bot: good day", "bot: giving up"]
    assert "good day" not in done.stderr
    assert "giving up" in done.stderr  # the crash's sentence still quotes its last words


# 7. Views that cannot happen -----------------------------------------------------------

def elder_after_exchange(opponent: str, mine: str = "7d 8c 9c") -> dict[str, Any]:
    return {"seat": 0, "dealer": 1, "score": [0, 0], "turnup": "9h", "stock": 16,
            "hand": ["Ks", "Qs", "Js", "7h", "8d"],
            "history": [{"seat": 0, "action": "propose"}, {"seat": 1, "action": "accept"},
                        {"seat": 0, "action": f"discard {mine}"},
                        {"seat": 1, "action": opponent}]}


def test_the_opponent_cannot_discard_the_cards_this_seat_discarded() -> None:
    rebuild_view(elder_after_exchange("discard 2"))  # the size alone: possible
    rebuild_view(elder_after_exchange("discard 7s 8s"))  # cards this seat never saw
    with pytest.raises(ViewError, match=r"the opponent cannot discard the (7d 8c|8c 7d): "
                                        r"you have seen them this deal"):
        rebuild_view(elder_after_exchange("discard 7d 8c"))


def test_a_turnup_among_the_seat_s_own_discards_is_said_so() -> None:
    with pytest.raises(ViewError, match="the turn-up 9h is also among your discards"):
        rebuild_view(elder_after_exchange("discard 2", mine="7d 8c 9h"))


# 8. The protocol's answers: valid JSON, our own sentences, whole numbers, versions -------

def answer(line: str | bytes) -> dict[str, Any]:
    session = EngineSession(make_bot("random", seed=1), "ecarte random")
    reply = session.answer(line.encode() if isinstance(line, str) else line)
    assert reply is not None
    json.dumps(reply, allow_nan=False)  # always valid JSON out
    return reply


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e400"])
def test_a_number_json_cannot_hold_is_refused_not_echoed(number: str) -> None:
    reply = answer(f'{{"type": "hello", "id": {number}}}')
    assert "id" not in reply
    assert reply["error"] == (f"the line is not valid JSON: {number} is not a number JSON "
                              "can hold (numbers must be finite)")


@pytest.mark.parametrize(("line", "said"), [
    ('{"type": "hello", "id": ' + "9" * 5000 + "}",
     "the line holds a number of 5000 digits, longer than any request needs"),
    ('\ufeff{"type": "hello"}',
     "the line starts with a byte order mark: send plain UTF-8, without one"),
    ('{"type": "hello",', "the line is not valid JSON: it goes wrong at character 18"),
])
def test_python_s_own_words_never_reach_the_caller(line: str, said: str) -> None:
    reply = answer(line)
    assert reply["error"] == said
    assert "sys." not in said and "utf-8-sig" not in said


def test_a_seat_must_be_a_whole_number() -> None:
    view = elder_after_exchange("discard 2")
    for field in ("seat", "dealer"):
        with pytest.raises(ViewError, match=f"{field} must be seat 0 or seat 1, not"):
            rebuild_view({**view, field: float(view[field])})


def test_a_hello_of_a_newer_protocol_is_answered_with_ours_and_a_remark() -> None:
    reply = answer('{"type": "hello", "protocol": 4}')
    assert reply["protocol"] == 3
    assert reply["remark"] == ("this engine does not speak protocol 4: it answers in "
                               "protocol 3, the newest it knows")
    assert answer('{"type": "hello", "protocol": 1}') == \
        {"type": "hello", "name": "ecarte random", "protocol": 1}
    assert "remark" not in answer('{"type": "hello", "protocol": 2}')
    assert "error" in answer('{"type": "hello", "protocol": 2.0}')


# 5, 9. Records of the arena: verify and review read them as a whole ----------------------

@pytest.fixture(scope="module")
def arena_records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    record = tmp_path_factory.mktemp("arena") / "run.jsonl"
    assert main(["arena", "club", "random", "--deals", "3", "--record", str(record)]) == 0
    return record


def test_verify_reads_the_json_lines_the_arena_writes(
        arena_records: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["verify", str(arena_records)]) == 0
    verdicts = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [v["line"] for v in verdicts] == [1, 2, 3, 4, 5, 6]
    assert all(v["valid"] for v in verdicts)
    lines = arena_records.read_text().splitlines()
    broken = tmp_path / "broken.jsonl"
    broken.write_text("\n".join([lines[0], "{not json", lines[1]]) + "\n")
    assert main(["verify", "--jobs", "2", str(broken)]) == 2
    verdicts = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(v["line"], v["valid"], v.get("readable", True)) for v in verdicts] == \
        [(1, True, True), (2, False, False), (3, True, True)]


def test_review_json_of_many_records_has_totals_per_player(
        arena_records: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["review", str(arena_records), "--json", "--jobs", "2"]) == 0
    together = json.loads(capsys.readouterr().out)
    assert main(["review", str(arena_records), "--json"]) == 0
    alone = json.loads(capsys.readouterr().out)
    assert together == alone  # the jobs share the records' deals, not the results
    totals = alone["totals"]
    assert totals["records"] == 6
    assert [p["name"] for p in totals["players"]] == ["club", "random"]
    for player in totals["players"]:
        seats = [s for r in alone["records"] for s in r["seats"] if s["name"] == player["name"]]
        assert player["decisions"] == sum(s["decisions"] for s in seats)
        assert player["blunders"] == sum(s["blunders"] for s in seats)


# 6. The library ----------------------------------------------------------------------------

def test_apply_given_text_says_it_takes_an_action() -> None:
    from ecarte.engine import IllegalActionError, Rules, apply, new_match

    with pytest.raises(IllegalActionError, match=r"apply takes an Action, not the text "
                                                 r"'stand': make one with "
                                                 r"parse_action\('stand'\)"):
        apply(new_match(Rules()), "stand")  # type: ignore[arg-type]


def test_the_readme_s_engine_examples_run_as_written() -> None:
    import doctest

    text = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    parser = doctest.DocTestParser()
    test = parser.get_doctest(text, {}, "README.md", "README.md", 0)
    assert any("while state.actor is not None" in e.source for e in test.examples)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
