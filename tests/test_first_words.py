"""The flags and sentences a newcomer meets first (play-test 6, findings 4 to 7 and 12):
the practice deal's leave question, a wrong flag refused before anything is said, an
unknown option pointed to the one meant, and the player named "You" written "you"
inside a sentence, with no spaces at the ends of piped lines."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import play_first_listed
from prompt_toolkit.input import create_pipe_input
from rich.console import Console
from test_lesson_e2e import ANSWERS, environment
from test_table_decisions import quits_at_the_second_deal
from test_ui_session import ScriptedTty, first_legal

from ecarte.bots import make_bot
from ecarte.driver import Driver, Ledger
from ecarte.engine import Rules, view
from ecarte.lesson.teach import Lesson
from ecarte.ui.commands import read_intent
from ecarte.ui.console import LEAVE_QUESTION, TrimmedLines, TtyTerminal, asked
from ecarte.ui.session import Session, Table
from ecarte.ui.sheet import sheet_rows, sheet_table
from ecarte.ui.theme import THEME, Look
from ecarte.words.lesson import words

ECARTE = Path(sys.executable).parent / "ecarte"
TURN = (r"You are the elder: stand|proposes an exchange: accept|Discard \d|Your lead: type"
        r"|Your turn: you (?:may|must) play")


def ecarte(home: Path, *args: str, text: str = "") -> subprocess.CompletedProcess[str]:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    return subprocess.run([str(ECARTE), *args], input=text, env=environment(home),
                          capture_output=True, text=True, timeout=60, encoding="utf-8")


def saved_match(home: Path, *flags: str) -> dict[str, Any]:
    """Begin a match piped, leave it at its first question: its save, read."""
    done = ecarte(home, "play", "--delay", "0", *flags, text="quit\n")
    assert done.returncode == 0, done.stderr
    (save,) = (home / "data" / "saves").glob("*.json")
    return {"path": save, "bytes": save.read_bytes()}


# (4) The practice deal's Ctrl-C asks a true question ---------------------------------------

def test_ctrl_c_in_the_practice_deal_says_it_is_not_saved_in_a_terminal(tmp_path: Path
                                                                         ) -> None:
    pexpect = pytest.importorskip("pexpect")
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    child = pexpect.spawn(str(ECARTE), ["learn", "--delay", "0"], env=environment(tmp_path),
                          dimensions=(32, 100), encoding="utf-8", timeout=20)
    child.logfile_read = screen = io.StringIO()
    for number, answer in enumerate(ANSWERS, 1):
        child.expect(f"Step {number} of {len(ANSWERS)}")
        child.expect_exact("›")
        child.send(answer + "\r")
        child.expect("Press Enter for the next step")
        child.send("\r")
    child.expect(TURN)
    child.expect_exact("›")
    child.sendintr()
    child.expect_exact(words("en").practice_leave_question + " [y/N]")
    child.send("n\r")  # no: the practice deal goes on
    play_first_listed(child)
    child.expect_exact("›")
    child.sendintr()
    child.expect_exact(words("en").practice_leave_question + " [y/N]")
    child.send("y\r")
    child.expect("You left the practice deal")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "It is saved" not in screen.getvalue()
    assert not (tmp_path / "data" / "saves").exists() or \
        not list((tmp_path / "data" / "saves").glob("*.json")), "nothing was saved"


def test_the_practice_deal_asks_its_own_question_and_play_keeps_its_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    with create_pipe_input() as pipe:
        console = Console(file=io.StringIO(), width=80, color_system=None, theme=THEME)
        term = Asking(console, pipe)
        pipe.send_text("\x03")  # Ctrl-C on the empty move line, then yes to the question
        Lesson(term, Look(), delay=0).practice()
    assert term.questions == [words("en").practice_leave_question]
    assert "You left the practice deal." in console.file.getvalue()  # type: ignore[attr-defined]
    assert Table(humans=(0,), bots={}, levels={}, look=Look()).leave_question == \
        LEAVE_QUESTION
    assert asked(LEAVE_QUESTION) == "Leave the game? It is saved."


class Asking(TtyTerminal):
    """A prompt_toolkit terminal on a pipe that notes each yes/no question and says yes."""

    def __init__(self, console: Console, pipe: Any) -> None:
        from prompt_toolkit.output import DummyOutput
        super().__init__(console, input=pipe, output=DummyOutput())
        self.pipe = pipe
        self.questions: list[str] = []

    def confirm(self, question: str, default: bool = False, safe: bool = False) -> bool:
        self.questions.append(question)
        self.pipe.send_text("y\r")
        return super().confirm(question, default, safe)


# (5) A wrong flag is refused before anything is said -------------------------------------

@pytest.mark.parametrize("flags, said", [
    (["--level", "novic"], "ecarte play: there is no bot level 'novic': did you mean novice? "
                           "(random, novice, club, expert, or exec:COMMAND for an outside "
                           "engine)\n"),
    (["--level", "grandmaster"], "ecarte play: there is no bot level 'grandmaster': choose "
                                 "one of random, novice, club, expert, or exec:COMMAND for "
                                 "an outside engine\n"),
    (["--hotseat", "--names", "Ada", "Ada"],
     "ecarte play: --names needs two different names, like --names Ada Bob\n"),
    (["--name", "Bot"],
     "ecarte play: --name Bot: the bot is called Bot at the table; choose another name\n"),
])
def test_a_refused_flag_says_nothing_of_a_new_match_or_the_kept_one(
        tmp_path: Path, flags: list[str], said: str) -> None:
    kept = saved_match(tmp_path, "--level", "random", "--seed", "3")
    done = ecarte(tmp_path, "play", *flags, "--seed", "4", text="quit\n")
    assert done.returncode == 2
    assert done.stdout == "", "not a word of a new match, nor of the kept one"
    assert done.stderr == said
    assert kept["path"].read_bytes() == kept["bytes"], "the kept match is untouched"
    assert len(list((tmp_path / "data" / "saves").glob("*.json"))) == 1, "nothing begun"


# (6) An unknown option gets the command's usage and the option meant ----------------------

def test_bot_points_to_level_with_the_usage_of_play(tmp_path: Path) -> None:
    done = ecarte(tmp_path, "play", "--bot", "novice")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("usage: ecarte play [-h] [--level NAME]")
    assert "usage: ecarte [-h] [--version] COMMAND" not in done.stderr
    assert done.stderr.endswith(
        "ecarte play: unrecognized arguments: --bot novice\n"
        "did you mean --level? (the level of the bot: --level novice)\n")
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("args, meant", [
    (["play", "--sed", "4"], "did you mean --seed?"),
    (["play", "--levle=club"], "did you mean --level?"),
    (["watch", "--bot", "club"], "did you mean --level? (the level of the bot: --level club)"),
    (["rules", "--pager"], "did you mean --no-pager?"),
    (["history", "--zzz"], None),
])
def test_an_unknown_option_is_told_the_close_one(tmp_path: Path, args: list[str],
                                                 meant: str | None) -> None:
    done = ecarte(tmp_path, *args)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"usage: ecarte {args[0]} ")
    lines = done.stderr.splitlines()
    if meant is None:
        assert lines[-1] == f"ecarte {args[0]}: unrecognized arguments: {args[1]}"
    else:
        assert lines[-2] == f"ecarte {args[0]}: unrecognized arguments: {' '.join(args[1:])}"
        assert lines[-1] == meant


# (12) The player named "You" is "you" inside a sentence -------------------------------------

def test_the_kept_match_is_described_with_you_inside_the_sentence(tmp_path: Path) -> None:
    saved_match(tmp_path, "--level", "random", "--seed", "602719")
    done = ecarte(tmp_path, "play", "--level", "random", "--seed", "4", text="quit\n")
    said = " ".join(done.stdout.split())
    assert "your unfinished match (seed 602719, you against the random bot, club rules; " \
           "deal 1; you 0, Bot 0) is kept" in said
    assert "You against" not in said and "You 0" not in said
    named = tmp_path / "named"
    saved_match(named, "--level", "random", "--seed", "602719", "--name", "Ada")
    done = ecarte(named, "play", "--level", "random", "--seed", "4", "--name", "Ada",
                  text="quit\n")
    assert "(seed 602719, Ada against the random bot, club rules; deal 1; Ada 0, Bot 0)" \
        in " ".join(done.stdout.split()), "a real name stays as it is"


def finished(names: tuple[str, str], seed: int = 2) -> Ledger:
    """A match of one game to 2 points, the first legal move against the random bot."""
    ledger = Ledger(Rules(target=2), seed, names)

    def human(seat: int) -> Any:
        seen = view(ledger.state, seat)
        return read_intent(first_legal(seen), seen).action  # type: ignore[union-attr]
    Driver(ledger, {1: make_bot("random", seed)}, human).run()
    return ledger


def test_the_score_sheet_gives_the_game_to_you() -> None:
    for names, winner in ((("You", "Bot"), "You"), (("Ada", "Bot"), "Ada")):
        ledger = finished(names, seed=12)
        assert ledger.state.winner == 0, "seed 12: the first legal move wins, in two deals"
        rows = sheet_rows(ledger.steps, names)
        (result,) = [row.result for row in rows if row.result]
        assert result.startswith(f"{winner} won 2-"), result
        narrow = " ".join(text.plain for text in sheet_table(rows, names, Look()).paragraphs())
        dealers = re.findall(r"Deal \d+, dealer (\w+)\.", narrow)
        assert dealers and set(dealers) == {winner.replace("You", "you"), "Bot"}, narrow
        caption = "Tricks and score: yours first, then Bot's." if winner == "You" else \
            "Tricks and score: Ada-Bot."
        assert caption in narrow, narrow


def play_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, names: tuple[str, str],
               seed: int) -> tuple[str, int | None]:
    """A game to 1 point, 'Play again?' yes, quit at the new match's first move: what was
    said, and who won the first match."""
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path / names[0]))
    choose = quits_at_the_second_deal()
    console = Console(file=io.StringIO(), width=80, color_system=None, theme=THEME)
    ledger = Ledger(Rules(target=1), seed, names)
    table = Table(humans=(0,), bots={1: make_bot("random", seed)}, levels={1: "random"},
                  look=Look(), meta={"mode": "bot", "level": "random"})
    holder: list[Session] = []
    with create_pipe_input() as pipe:
        term = ScriptedTty(console, pipe, lambda: holder[0], choose)
        term.answers = iter(["y"])
        session = Session(ledger, table, term)
        holder.append(session)
        session.run()
    return term.output_text(), ledger.state.winner


def test_play_again_tells_you_that_you_lost_so_you_deal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out, winner = play_again(tmp_path, monkeypatch, ("You", "Bot"), seed=2)
    assert winner == 1, "seed 2: the bot wins the first match"
    assert "A new match, seed" in out and ": you lost, so you deal first." in out
    assert "You, who lost" not in out
    out, winner = play_again(tmp_path, monkeypatch, ("Ada", "Bot"), seed=2)
    assert winner == 1 and ": Ada, who lost, deals first." in out, "a real name stays"


# Piped output: no spaces at the ends of lines ---------------------------------------------

def test_piped_play_ends_no_line_with_a_space(tmp_path: Path) -> None:
    moves = "\n".join(["help", "score", "sheet", "log", "?", *["s", "r", "1", "y"] * 10,
                       "quit", ""])
    done = ecarte(tmp_path, "play", "--level", "random", "--seed", "602719", "--delay", "0",
                  text=moves)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert [line for line in lines if line.endswith(" ")] == []
    text = done.stdout
    assert "or propose (p) to exchange\nsome." in text, "the sentence still wraps at 80"
    assert "Score sheet\n" in text and "\nstand, s            play the cards" in text


def test_trimmed_lines_drop_the_spaces_before_a_line_end_across_writes() -> None:
    out = io.StringIO()
    trimmed = TrimmedLines(out)
    for chunk in ("a table cell   \n", "wrapped at ", "\n", "words ", "go on\n", "  \r\n",
                  "prompt? "):
        trimmed.write(chunk)
    trimmed.flush()
    assert out.getvalue() == "a table cell\nwrapped at\nwords go on\n\r\nprompt?"
    assert trimmed.getvalue() == out.getvalue(), "the rest of the stream is the inner one's"
