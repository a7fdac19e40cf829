"""Play-test 6, findings 3, 9, 11 and 12: a hint or a take-back never changes what a match
counts for without the player knowing first; `help` says what `hint` and `undo` are; the
rating's absence is explained; the tutor's mark agrees with the chances it shows; a match
not reviewed looks the same in `history` and `stats`."""

from __future__ import annotations

import contextlib
import io
import json
import math
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import deal_cards
from history_helpers import bot_match
from prompt_toolkit.input import PipeInput, create_pipe_input
from prompt_toolkit.output import DummyOutput
from rich.console import Console
from test_ui_session import run_match

from ecarte.bots import make_bot
from ecarte.driver import Ledger
from ecarte.engine import PROPOSE, STAND, Game, Rules, new_match, view
from ecarte.history import open_history
from ecarte.history.keep import keep_finished
from ecarte.review import Verdict, mark
from ecarte.ui import meta
from ecarte.ui.console import LineTerminal, Terminal, TtyTerminal
from ecarte.ui.helptext import HELP_ROWS
from ecarte.ui.save import read_save
from ecarte.ui.session import Session, Table
from ecarte.ui.theme import THEME, Look
from ecarte.ui.tutor import percents, warning

ECARTE = Path(sys.executable).parent / "ecarte"
HANDS = ("7c 8d 7s 9d 8s", "Ah Kc Qc 9s 7d", "7h")  # Ada, the elder; the bot; the turn-up
FIRST = "A hint is the expert's advice; a match with hints does not move your rating. " \
        "Show it? [y/N]"
AGAIN = "Show the hint? This match will then not move your rating. [y/N]"
UNDO = "Taking back makes this a practice match, which does not move your rating. " \
       "Take back? [y/N]"


def flat(out: Console) -> str:
    value = out.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(value, str)
    return " ".join(value.split())


def at_the_deal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lines: bytes = b"",
                term: Terminal | None = None, level: str = "novice", **table: Any) -> Session:
    """Ada (seat 0, the elder) against a bot at the first deal, saved as ``ecarte play``
    saves; ``lines`` are what she types."""
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    rules = Rules()
    state = new_match(rules, first_dealer=1)
    state = state._replace(game=Game(dealer=1, score=(0, 0)))
    ledger = Ledger(rules, 7, ("Ada", "Bot"), state=state)
    ledger.apply(deal_cards(*HANDS))
    humans = table.pop("humans", (0,))
    bots = {} if humans == (0, 1) else {1: make_bot("random", 1)}
    seats = Table(humans=humans, bots=bots, levels={1: level} if bots else {}, look=Look(),
                  hint_level="expert",
                  meta={"mode": "bot", "level": level}, **table)
    out = Console(file=io.StringIO(), width=100, color_system=None, theme=THEME)
    return Session(ledger, seats, term or LineTerminal(out, io.BytesIO(lines)))


def actions(session: Session) -> list[str]:
    return list(session.ledger.record()["games"][0]["deals"][0]["actions"])


def saved(tmp_path: Path) -> dict[str, Any]:
    (path,) = (tmp_path / "saves").glob("*.json")
    found = read_save(path)
    assert found is not None
    return found[1]


# Finding 3: the first hint in a rated match asks first ------------------------------------


def test_the_first_hint_of_a_rated_match_asks_and_enter_shows_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = at_the_deal(tmp_path, monkeypatch, b"hint\n\nhint\ny\nhint\nquit\n")
    session.run()
    out = flat(session.console)
    assert out.count(FIRST) == 1, "the explanation is said once"
    first = out.index(FIRST)
    assert "No hint: this match still counts for your rating." in out[first:]
    assert "Hint (" not in out[:out.index(AGAIN)], "Enter is no: no hint shown"
    assert out.count(AGAIN) == 1, "declined, the next hint asks again, in short"
    assert out.count("Hint (expert bot)") == 2, "yes, then no more questions"
    kept = saved(tmp_path)
    assert kept["hints"] == 2 and kept["hint_asked"] == session.ledger.seed


@contextlib.contextmanager
def at_a_keyboard(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                  ) -> Iterator[tuple[PipeInput, Console, Session]]:
    """``at_the_deal`` at a terminal whose keys the test sends (Ctrl-C, Ctrl-D...)."""
    with create_pipe_input() as pipe:
        out = Console(file=io.StringIO(), width=100, color_system=None, theme=THEME)
        term = TtyTerminal(out, input=pipe, output=DummyOutput())
        yield pipe, out, at_the_deal(tmp_path, monkeypatch, term=term)


def test_ctrl_c_and_ctrl_d_at_the_hint_question_are_no(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with at_a_keyboard(tmp_path, monkeypatch) as (pipe, out, session):
        seen = view(session.ledger.state, 0)
        for key in ("\x03", "\x04"):
            pipe.send_text(key)
            assert meta.run_command(session, "hint", 0, seen) is None
    said = flat(out)
    assert said.count("No hint: this match still counts for your rating.") == 2
    assert "Hint (" not in said and "Traceback" not in said
    assert "hints" not in session.table.meta and meta.rated_so_far(session)


@pytest.mark.parametrize("how", ["tutor on", "a take-back", "hot-seat", "off the ladder",
                                 "the lesson (not kept)", "a hint already shown"])
def test_no_question_once_the_match_is_unrated_anyway(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str) -> None:
    table: dict[str, Any] = {"tutor on": {"tutor": True}, "hot-seat": {"humans": (0, 1)},
                             "the lesson (not kept)": {"save": False}}.get(how, {})
    level = "exec:./my-engine" if how == "off the ladder" else "novice"
    lines = b"\nhint\nquit\n" if how == "hot-seat" else b"hint\nquit\n"  # hand-over: Enter
    session = at_the_deal(tmp_path, monkeypatch, lines, level=level, **table)
    if how == "a take-back":
        session.ledger.extra.update(practice=True, take_backs=1)
    if how == "a hint already shown":
        session.table.meta["hints"] = 1
    assert not meta.rated_so_far(session)
    session.run()
    out = flat(session.console)
    assert "Show it?" not in out and "Show the hint?" not in out
    assert "Hint (expert bot)" in out


@pytest.mark.skipif(not ECARTE.exists(), reason="the ecarte script is not installed")
def test_piped_the_question_reads_a_line_and_a_resume_does_not_ask_again(
        tmp_path: Path) -> None:
    env = dict(os.environ, ECARTE_DATA_DIR=str(tmp_path), ECARTE_CONFIG_DIR=str(tmp_path / "c"))

    def play(*flags: str, lines: str) -> str:
        done = subprocess.run([str(ECARTE), "play", *flags], input=lines,
                              capture_output=True, text=True, env=env, timeout=120)
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
        return " ".join(done.stdout.split())

    out = play("--level", "novice", "--seed", "77", lines="hint\nyes\nquit\n")
    assert f"{FIRST} > yes Hint (expert bot)" in out, "piped: asked, one line read, echoed"
    out = play("--resume", lines="hint\nquit\n")
    assert "The saved match goes on" in out
    assert "Show it?" not in out and "Show the hint?" not in out and "Hint (expert bot)" in out


def test_the_end_of_a_match_with_hints_says_hints_not_the_tutor(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(target=1), seed=5,
                              extra=iter(["hint"]), answers=iter(["y"]))
    said = " ".join(term.output_text().split())
    assert code == 0
    assert "This match was played with hints, so it does not move your rating." in said
    with open_history() as history:
        [row] = history.matches()
    assert row.tutor and not row.rated
    watched = bot_match(3, level="random", tutor=True)
    _, sentence = keep_finished(watched, hotseat=False, level="random", takebacks=0,
                                tutor=True)
    assert sentence == "This match was played with the tutor, so it does not move your rating."


# Finding 3: help says what hint and undo are -----------------------------------------------


def test_help_says_hint_is_the_experts_advice_and_what_hint_and_undo_cost() -> None:
    rows = dict(HELP_ROWS)
    assert "the expert's advice" in rows["hint"] and "whichever bot you play" in rows["hint"]
    assert "does not move your rating" in rows["hint"]
    assert "practice, which does not move your rating" in rows["undo"]
    assert "asks first" in rows["undo"]


# Finding 9: undo against a bot asks before the match becomes practice ----------------------


def test_undo_against_a_bot_asks_first_and_no_takes_nothing_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = at_the_deal(tmp_path, monkeypatch, b"undo\ns\nundo\n\nundo\ny\nundo\np\nquit\n")
    session.run()
    out = flat(session.console)
    assert out.index("Cannot undo: there is no move of yours to take back") < out.index(UNDO), \
        "nothing to take back: nothing is asked"
    assert out.count(UNDO) == 2, "asked until the match is practice, then never"
    assert "Nothing was taken back." in out
    assert "Taken back. The position is as it was before your move. This is now a " \
           "practice match." in out
    assert actions(session)[0] == "propose", "the stand was taken back at the yes"
    record = session.ledger.record()
    assert record["practice"] is True and record["take_backs"] == 1
    assert "undo: seat 0 stand" in str(record)


def test_ctrl_c_and_ctrl_d_at_the_undo_question_take_nothing_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with at_a_keyboard(tmp_path, monkeypatch) as (pipe, out, session):
        session.ledger.apply(STAND)
        for key in ("\x03", "\x04"):
            pipe.send_text(key)
            assert meta.undo(session, 0) is None
    assert flat(out).count("Nothing was taken back.") == 2
    assert [str(step.action) for step in session.ledger.steps][-1] == "stand"
    assert "practice" not in session.ledger.extra


def test_hot_seat_undo_asks_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = at_the_deal(tmp_path, monkeypatch, humans=(0, 1))
    session.ledger.apply(PROPOSE)
    assert meta.undo(session, 0) == "again"
    assert "Take back?" not in flat(session.console)


# `ecarte stats` says why there is no rating; history and stats mark "not reviewed" alike --


def ecarte(data: Path, *args: str) -> str:
    env = dict(os.environ, ECARTE_DATA_DIR=str(data), ECARTE_CONFIG_DIR=str(data / "c"))
    done = subprocess.run([str(ECARTE), *args], capture_output=True, text=True, env=env,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.skipif(not ECARTE.exists(), reason="the ecarte script is not installed")
def test_stats_says_why_no_match_is_rated_and_shows_not_reviewed_as_history_does(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    with open_history() as history:
        for seed in (1, 2):
            history.add_record(bot_match(seed, level="random"), you=0, kind="bot",
                               level="random", takebacks=0, tutor=True)
    stats = ecarte(tmp_path, "stats")
    said = " ".join(stats.split())
    assert "No rated match yet: matches with hints or the tutor do not move the rating." \
        in said
    assert "after a few more" not in said
    errors = next(line for line in stats.splitlines()  # the chart's row, not the legend
                  if line.split()[:1] == ["mistakes"] and len(line.split()) == 2)
    assert errors.split() == ["mistakes", "--"], "not reviewed: '-', as history shows it"
    assert "'-' not reviewed" in said and "·" not in stats
    listed = ecarte(tmp_path, "history")
    assert all(line.split()[-1] == "-" for line in listed.splitlines()[1:3])
    with open_history() as history:
        history.add_record(bot_match(3, level="random"), you=0, kind="bot", level="random",
                           takebacks=0, tutor=False)
    said = " ".join(ecarte(tmp_path, "stats").split())
    # Issue 22: "after a few more" said how many: the threshold's own count
    with open_history() as history:
        [rated] = [row for row in history.matches() if row.rated]
    more = more_until_shown([(rated.won, rated.lost)], "random")
    assert f"Your rating will be shown after about {more} more rated matches against the " \
           "bots (1 so far)." in said, said
    assert 1 < more < 50


def more_until_shown(results: list[tuple[int, int]], level: str) -> int:
    """How many more matches against ``level`` like the last of ``results`` (its games,
    each scored at its expected value) bring the deviation down to ``SHOWN_BELOW``,
    counted here from Glicko-2's update, as the rating's threshold reads."""
    from ecarte.rating import LADDER, SCALE, SHOWN_BELOW, MatchResult, rate, update

    value = rate([MatchResult(level, won, lost) for won, lost in results])
    bot = LADDER[level]
    games = sum(results[-1])
    more = 0
    while value.deviation > SHOWN_BELOW:
        phi_j = bot.deviation / SCALE
        weight = 1 / math.sqrt(1 + 3 * phi_j * phi_j / math.pi ** 2)
        expected = 1 / (1 + math.exp(-weight * (value.value - bot.value) / SCALE))
        value = update(value, [(bot, expected)] * games)
        more += 1
    return more


def test_the_plain_chart_tells_not_reviewed_from_every_bar() -> None:
    from ecarte.commands.stats import BARS, MISSING, PLAIN_BARS, _spark

    assert MISSING not in BARS and MISSING not in PLAIN_BARS
    assert _spark([None, 0.1, 0.3], PLAIN_BARS, low=0.0) == f"{MISSING}:@"


# Finding 11: the tutor's mark agrees with the chances it shows ------------------------------


def test_the_tutors_chances_never_read_as_another_mark() -> None:
    """Any two chances a mistake or a blunder apart: the difference of the figures shown
    earns the mark the expert names (from the chances themselves)."""
    rng = random.Random(11)
    pairs = [(0.50, 0.34 + 0.0001), (0.5042, 0.3448), (0.47, 0.12)]
    pairs += [(b, b - loss) for b in (rng.random() for _ in range(3000))
              for loss in (rng.choice((0.08, 0.16)) + rng.uniform(-0.006, 0.006),)
              if b - loss >= 0 and mark(loss) in ("mistake", "blunder")]
    for best, played in pairs:
        named = mark(best - played)
        assert named is not None
        high, low = (figure(text) for text in percents(best, played, named))
        assert mark(round(high - low, 6) / 100) == named, (best, played, high, low)
    assert percents(0.47, 0.12, "blunder") == ("47%", "12%"), "whole percentages when clear"


def figure(shown: str) -> float:
    """A percentage as the player reads it: "<1%" is next to nothing, ">99%" next to
    everything (a near certainty is never shown as 0% or 100%)."""
    if shown.startswith(("<", ">")):
        return 0.0 if shown[0] == "<" else 100.0
    return float(shown.rstrip("%"))


def test_the_tutor_says_a_mistake_of_fifteen_and_a_half_points_without_a_sixteen_gap() -> None:
    seen = view(new_match(Rules(target=5)), 0)
    verdict = Verdict({PROPOSE: 0.5042, STAND: 0.3448}, PROPOSE, 0.1594, "mistake",
                      "propose")
    said = warning(verdict, STAND, seen, Look()).plain
    assert said == ("Tutor: the expert rates stand a mistake. Chance of winning the game "
                    "(to 5): propose 50.4%, stand 34.5%.")
    assert json.dumps(said)  # one line of plain text


def test_after_a_hint_the_undo_question_does_not_speak_of_the_rating(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 7: the question said the take-back would stop the match moving the rating,
    in a match a hint had already taken out of it."""
    session = at_the_deal(tmp_path, monkeypatch, b"hint\ny\ns\nundo\ny\nquit\n")
    session.run()
    out = flat(session.console)
    assert "Hint (expert bot)" in out
    assert UNDO not in out and "Taking back makes this a practice match. Take back? [y/N]" in out
    assert session.ledger.record()["take_backs"] == 1
