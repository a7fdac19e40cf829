"""Issue 24, part 2: protocol 3 as UCI is for chess engines: the versions both sides
speak, options an engine declares and the arena sets, a time budget the engine is told,
and analyse, the expert's value of every legal action from the seat's view."""

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
from ecarte.engine import DECK, DealCards, MatchState, Rules, apply, new_match, parse_cards, view
from ecarte.players import make_player
from ecarte.protocol import EngineProtocolError, EngineSession, ExecBot, view_to_json
from ecarte.protocol.options import OptionError

ENGINE = """\
import json, sys, time

log = open(sys.argv[1], "a")
versions = json.loads(sys.argv[2])
pause = float(sys.argv[3])
for line in sys.stdin:
    request = json.loads(line)
    log.write(line)
    log.flush()
    kind = request["type"]
    if kind == "hello":
        theirs = request.get("versions", [1])
        common = [v for v in versions if v in theirs]
        reply = {"type": "hello", "name": "tiny", "versions": versions,
                 "protocol": max(common) if common else max(versions),
                 "options": [{"name": "depth", "type": "spin", "default": 2, "min": 1,
                              "max": 9},
                             {"name": "style", "type": "combo", "default": "calm",
                              "values": ["calm", "bold"]},
                             {"name": "book", "type": "check", "default": True}]}
    elif kind == "act":
        time.sleep(pause)
        reply = {"action": request["legal"][0]}
    elif kind == "quit":
        break
    else:
        reply = {"type": "ready"}
    print(json.dumps(reply), flush=True)
"""


def engine(tmp_path: Path, versions: str = "[1, 2, 3]", pause: float = 0.0
           ) -> tuple[str, Path]:
    """The command of the tiny engine, and the file of the requests it was sent."""
    script = tmp_path / "tiny.py"
    script.write_text(ENGINE, encoding="utf-8")
    said = tmp_path / "requests.jsonl"
    return shlex.join([sys.executable, str(script), str(said), versions, str(pause)]), said


def requests(said: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in said.read_text().splitlines()]


def deal(elder: str, dealer: str, turnup: str) -> MatchState:
    """Seat 1 deals these hands; the stock is the rest of the pack in order."""
    hands = (parse_cards(elder.split()), parse_cards(dealer.split()))
    up = parse_cards([turnup])[0]
    rest = tuple(c for c in DECK if c not in (*hands[0], *hands[1], up))
    state, _ = apply(new_match(Rules(), first_dealer=1), DealCards(hands, up, rest))
    return state


def expert() -> EngineSession:
    return EngineSession(make_bot("expert", seed=1), "ecarte expert")


def ask(session: EngineSession, message: dict[str, Any]) -> dict[str, Any]:
    reply = session.answer(json.dumps(message).encode())
    assert reply is not None
    return reply


# Versions ------------------------------------------------------------------------------

def test_the_newest_version_both_speak_is_used_and_the_engine_lists_its_own() -> None:
    hello = ask(expert(), {"type": "hello", "versions": [1, 2, 3, 7]})
    assert hello["protocol"] == 3 and hello["versions"] == [1, 2, 3]
    assert hello["analyse"] is True
    assert "protocol 7" in hello["remark"]
    assert ask(expert(), {"type": "hello", "versions": [2]}) == \
        {"type": "hello", "name": "ecarte expert", "protocol": 2}


def test_no_version_in_common_is_said_in_a_sentence() -> None:
    assert ask(expert(), {"type": "hello", "versions": [4, 5]}) == {
        "error": "no version in common: you speak the versions [4, 5], this engine [1, 2, 3]"}
    assert "\"versions\" must be a list" in ask(expert(), {"type": "hello",
                                                          "versions": "3"})["error"]


def test_an_outside_engine_of_no_common_version_is_refused_naming_its_versions(
        tmp_path: Path) -> None:
    command, _ = engine(tmp_path, versions="[5, 6]")
    with pytest.raises(EngineProtocolError, match=r"speaks protocol \[5, 6\], not 1, 2, 3"):
        ExecBot(command)


# Options -------------------------------------------------------------------------------

def test_the_expert_declares_its_samples_as_spin_options_and_takes_them() -> None:
    session = expert()
    hello = ask(session, {"type": "hello", "protocol": 3})
    assert {"name": "play_samples", "type": "spin", "default": 80, "min": 1,
            "max": 5000} in hello["options"]
    assert ask(session, {"type": "set_option", "name": "play_samples", "value": 12}) == \
        {"type": "ready"}
    assert session.bot.play_samples == 12  # type: ignore[attr-defined]
    assert ask(session, {"type": "set_option", "name": "play_samples", "value": 0}) == {
        "error": "the option play_samples takes a whole number from 1 to 5000, not 0"}
    assert ask(session, {"type": "set_option", "name": "hash", "value": 16}) == {
        "error": "there is no option 'hash': the options are play_samples, exchange_samples"}


def test_options_are_sent_by_their_declared_type(tmp_path: Path) -> None:
    command, said = engine(tmp_path)
    with ExecBot(command, options={"depth": "4", "style": "bold", "book": "off"}) as bot:
        assert [o.name for o in bot.options] == ["depth", "style", "book"]
    sets = [r for r in requests(said) if r["type"] == "set_option"]
    assert sets == [{"type": "set_option", "name": "depth", "value": 4},
                    {"type": "set_option", "name": "style", "value": "bold"},
                    {"type": "set_option", "name": "book", "value": False}]


def test_an_option_the_engine_does_not_declare_is_refused_with_a_sentence(tmp_path: Path
                                                                        ) -> None:
    command, _ = engine(tmp_path)
    with pytest.raises(EngineProtocolError, match="cannot be set up: there is no option "
                                                  "'hash': the options are depth, style, book"):
        ExecBot(command, options={"hash": "64"})
    with pytest.raises(EngineProtocolError, match="the option depth takes a whole number "
                                                  "from 1 to 9, not '12'"):
        ExecBot(command, options={"depth": "12"})


def test_our_own_levels_take_their_options_and_refuse_others() -> None:
    assert make_player("expert", options={"exchange_samples": "7"}).exchange_samples == 7  # type: ignore[attr-defined]
    with pytest.raises(OptionError, match="this engine declares no options"):
        make_player("club", options={"play_samples": "7"})


def test_the_arena_sets_an_option_per_engine_and_refuses_an_undeclared_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    command, said = engine(tmp_path)
    assert main(["arena", f"exec:{command}", "random", "--deals", "1",
                 "--engine-option", "a:depth=3"]) == 0
    assert {"type": "set_option", "name": "depth", "value": 3} in requests(said)
    capsys.readouterr()
    assert main(["arena", "club", "random", "--deals", "1",
                 "--engine-option", "1:depth=3"]) == 2
    assert "the bot club cannot take this option: there is no option 'depth'" in \
        capsys.readouterr().err
    assert main(["arena", "club", "random", "--engine-option", "3:depth=3"]) == 2
    assert "there is no engine '3' on the command line" in capsys.readouterr().err
    assert main(["arena", "club", "random", "--engine-option", "depth=3"]) == 2
    assert "--engine-option takes WHO:NAME=VALUE" in capsys.readouterr().err


# The time budget -----------------------------------------------------------------------

def test_the_engine_is_told_the_time_budget_in_new_game_and_each_act(tmp_path: Path
                                                                    ) -> None:
    command, said = engine(tmp_path)
    result = run_arena(ArenaConfig(f"exec:{command}", "random", deals=1, movetime=0.25))
    assert result.failure is None
    sent = requests(said)
    assert all(r["movetime"] == 250 for r in sent if r["type"] in ("new_game", "act"))
    assert any(r["type"] == "act" for r in sent)


def test_an_answer_over_the_budget_is_played_and_counted_late(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]
                                                              ) -> None:
    command, _ = engine(tmp_path, pause=0.05)
    assert main(["arena", f"exec:{command}", "random", "--deals", "1",
                 "--time-per-move", "0.01", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["complete"] and figures["time_per_move"] == 0.01
    assert figures["a_stats"]["late"] == figures["a_stats"]["decisions"] > 0
    assert figures["b_stats"]["late"] < figures["b_stats"]["decisions"]


def test_an_answer_past_the_hard_limit_fails_the_engine(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    command, _ = engine(tmp_path, pause=2.0)
    monkeypatch.setenv("ECARTE_ENGINE_TIMEOUT", "0.2")
    result = run_arena(ArenaConfig(f"exec:{command}", "random", deals=1, movetime=0.05))
    assert result.failure is not None and result.failure.problem == "timeout"


def test_the_hard_limit_is_never_under_twice_the_budget(tmp_path: Path) -> None:
    command, _ = engine(tmp_path)
    with ExecBot(command, timeout=1.0, movetime=3.0) as bot:
        assert bot.timeout == 6.0


# analyse -------------------------------------------------------------------------------

LEAD = deal("Ks Qs Js 7h 8d", "9s 8s 7s Ah Ad", "9h")


def test_analyse_values_every_legal_action_best_first() -> None:
    state = LEAD
    request = {"type": "analyse", "view": view_to_json(view(state, 0))}
    reply = ask(expert(), request)
    values = reply["values"]
    assert reply["type"] == "analysis"
    assert [v["action"] for v in sorted(values, key=lambda v: v["action"])] == \
        sorted(["stand", "propose", "concede"])
    chances = [v["value"] for v in values]
    assert chances == sorted(chances, reverse=True) and all(0 <= c <= 1 for c in chances)


def test_analyse_values_every_discard_of_the_hand() -> None:
    from ecarte.engine import legal_actions

    state = LEAD
    for text in ("propose", "accept"):
        from ecarte.engine import parse_action

        state, _ = apply(state, parse_action(text))
    reply = ask(expert(), {"type": "analyse", "view": view_to_json(view(state, 0))})
    assert len(reply["values"]) == len(legal_actions(state)) == 31 + 1  # and concede
    assert all(v["value"] is not None for v in reply["values"])


def test_analyse_sees_only_what_the_seat_knows() -> None:
    """Two deals alike for seat 0 but the opponent's hand: the same analysis."""
    other = deal("Ks Qs Js 7h 8d", "Kd Qd Jc Tc 7c", "9h")
    first = ask(expert(), {"type": "analyse", "view": view_to_json(view(LEAD, 0))})
    second = ask(expert(), {"type": "analyse", "view": view_to_json(view(other, 0))})
    assert first == second


def test_analyse_keeps_the_callers_spelling_and_refuses_a_bot_that_does_not_analyse(
        ) -> None:
    reply = ask(expert(), {"type": "analyse", "view": view_to_json(view(LEAD, 0)),
                           "legal": ["STAND", "propose"], "id": 4})
    assert {v["action"] for v in reply["values"]} == {"STAND", "propose"} and reply["id"] == 4
    club = EngineSession(make_bot("club"), "ecarte club")
    assert ask(club, {"type": "hello", "protocol": 3})["analyse"] is False
    assert ask(club, {"type": "analyse", "view": view_to_json(view(LEAD, 0))}) == {
        "error": "ecarte club does not analyse: ask ecarte engine --level expert"}
    assert ask(expert(), {"type": "analyse", "view": view_to_json(view(LEAD, 1))}) == {
        "error": "it is not your turn: seat 0 is to stand or propose"}


def test_ecarte_engine_analyses_over_its_pipes_and_an_exec_bot_reads_it() -> None:
    lines = [{"type": "hello", "protocol": 3},
             {"type": "analyse", "view": view_to_json(view(LEAD, 0))}]
    done = subprocess.run([sys.executable, "-m", "ecarte", "engine"], capture_output=True,
                          text=True, timeout=120,
                          input="".join(json.dumps(line) + "\n" for line in lines))
    hello, analysis = map(json.loads, done.stdout.splitlines())
    assert hello["analyse"] is True and len(analysis["values"]) == 3
    with ExecBot(shlex.join([sys.executable, "-m", "ecarte", "engine"])) as bot:
        values = bot.analyse(view(LEAD, 0))
    assert {str(a): round(v, 4) for a, v in values.items()} == \
        {v["action"]: v["value"] for v in analysis["values"]}
