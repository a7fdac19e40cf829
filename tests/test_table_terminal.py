"""The terminal at the table (issue 9): Ctrl-D and Ctrl-C at every kind of prompt, keys
typed during the bot's pause, the width used, piped output. In process with a pipe for
prompt_toolkit, and end to end with the installed script in a pseudo-terminal (pexpect)
or in tmux, each in its own temporary HOME and data folders."""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import play_first_listed
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from rich.console import Console
from screen import Screen

from ecarte.bots import make_bot
from ecarte.driver.ledger import Ledger
from ecarte.engine import Rules
from ecarte.ui.console import LeaveRequested, LineTerminal, TtyTerminal
from ecarte.ui.session import Session, Table
from ecarte.ui.theme import THEME, Look

pexpect = pytest.importorskip("pexpect")

ECARTE = Path(sys.executable).parent / "ecarte"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r")
PROMPT = "›"
TURN = (r"You are the elder: stand|proposes an exchange: accept|Discard \d|Your lead: type"
        r"|Your turn: you (?:may|must) play|doubles\. take")


def plain_console() -> Console:
    return Console(file=io.StringIO(), width=80, color_system=None, theme=THEME)


def said(console: Console) -> str:
    text = console.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(text, str)
    return text


@pytest.fixture
def pipe() -> Iterator[Any]:
    with create_pipe_input() as pipe:
        yield pipe


# In process: what each prompt does with Ctrl-D, Ctrl-C and answers ----------------------

def test_ctrl_d_at_press_enter_asks_to_leave_not_a_traceback(pipe: Any) -> None:
    term = TtyTerminal(plain_console(), input=pipe, output=DummyOutput())
    pipe.send_text("\x04")
    with pytest.raises(LeaveRequested):
        term.wait("Press Enter for the next deal. ")
    assert issubclass(LeaveRequested, EOFError), "the session's EOFError handler sees it"


def test_ctrl_c_clears_a_line_that_holds_text(pipe: Any) -> None:
    term = TtyTerminal(plain_console(), input=pipe, output=DummyOutput())
    pipe.send_text("kc\x03?\r")
    assert term.ask(0, "› ") == "?", "Ctrl-C cleared 'kc'; the line typed after it is read"


def test_ctrl_c_on_an_empty_line_interrupts(pipe: Any) -> None:
    term = TtyTerminal(plain_console(), input=pipe, output=DummyOutput())
    pipe.send_text("\x03")
    with pytest.raises(KeyboardInterrupt):
        term.ask(0, "› ")


def test_a_question_accepts_yes_and_no_and_asks_again_on_anything_else(pipe: Any) -> None:
    console = plain_console()
    term = TtyTerminal(console, input=pipe, output=DummyOutput())
    pipe.send_text("nope\ry\r")
    assert term.confirm("Concede the deal?") is True
    assert "Please answer y (yes) or n (no); Enter means no." in said(console)
    pipe.send_text("\r")
    assert term.confirm("Concede the deal?") is False, "Enter takes the default, no"
    pipe.send_text("\r")
    assert term.confirm("Go on?", default=True) is True
    pipe.send_text("\x03")
    assert term.confirm("Concede the deal?") is False, "Ctrl-C at a question means no"
    pipe.send_text("\x04")
    with pytest.raises(LeaveRequested):
        term.confirm("Concede the deal?")


def test_a_long_question_keeps_its_last_words_beside_the_choice(pipe: Any) -> None:
    """A question wider than the terminal wraps between words, and its last line stays
    with the [y/N] on the prompt line (not the [y/N] alone)."""
    console = plain_console()
    term = TtyTerminal(console, input=pipe, output=DummyOutput())
    asked: list[str] = []
    ask = term.ask

    def noted(kind: int, prompt: str) -> str:
        asked.append(prompt)
        return ask(kind, prompt)

    term.ask = noted  # type: ignore[method-assign]
    pipe.send_text("y\r")
    question = ("Leave the game? It is saved, and ecarte play --resume takes it up again at "
                "this very deal.")
    assert term.confirm(question) is True
    printed = said(console).splitlines()
    assert all(len(line) <= 80 for line in printed)
    assert asked[-1].rstrip().endswith("this very deal. [y/N]"), asked
    assert " ".join([*printed, asked[-1]]).split() == f"{question} [y/N]".split()


def test_piped_questions_read_lines_and_the_end_of_input_leaves() -> None:
    console = plain_console()
    term = LineTerminal(console, io.BytesIO(b"maybe\nno\nYES\n"))
    assert term.confirm("Concede the deal?") is False
    assert term.confirm("Concede the deal?") is True
    out = said(console)
    assert "Concede the deal? [y/N]" in out
    assert "Please answer y (yes) or n (no); Enter means no." in out
    with pytest.raises(LeaveRequested):
        term.confirm("Concede the deal?")


def test_hot_seat_piped_input_ending_at_the_hand_over_saves_and_ends_with_0(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    console = plain_console()
    ledger = Ledger(Rules(), 2, ("Ada", "Bob"))
    table = Table(humans=(0, 1), bots={}, levels={}, look=Look(),
                  meta={"mode": "hotseat", "level": None})
    code = Session(ledger, table, LineTerminal(console, io.BytesIO(b"stand\n"))).run()
    assert code == 0  # the elder stood; the input ends at the hand-over to the dealer
    assert "Pass the keyboard" in said(console) and "saved" in said(console)
    assert list(tmp_path.rglob("*.json")), "the match is saved"


class EnterOrLeave(TtyTerminal):
    """Plays the first legal move at each prompt, and presses Ctrl-D at "Press Enter"."""

    def __init__(self, console: Console, pipe: Any, session: Any) -> None:
        super().__init__(console, input=pipe, output=DummyOutput())
        self.pipe = pipe
        self.session = session

    def ask(self, seat: int, message: str, toolbar: Any = None, completer: Any = None,
            validator: Any = None) -> str:
        from test_ui_session import first_legal

        from ecarte.engine import view
        self.pipe.send_text(first_legal(view(self.session[0].ledger.state, seat)) + "\r")
        return super().ask(seat, message, toolbar, completer, validator)

    def wait(self, message: str) -> str:
        self.console.print(message)
        self.pipe.send_text("\x04")
        return super().wait(message)


def test_ctrl_d_at_the_next_deal_prompt_saves_and_ends_with_0(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pipe: Any) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    console = plain_console()
    ledger = Ledger(Rules(), 5, ("Ada", "Bot"))
    table = Table(humans=(0,), bots={1: make_bot("random", 5)}, levels={1: "random"},
                  look=Look(), meta={"mode": "bot", "level": "random"})
    holder: list[Session] = []
    session = Session(ledger, table, EnterOrLeave(console, pipe, holder))
    holder.append(session)
    assert session.run() == 0
    out = said(console)
    assert "Press Enter for the next deal." in out
    assert out.rstrip().endswith("ecarte play --resume' goes on from here."), out[-300:]
    assert list(tmp_path.rglob("*.json"))


# End to end in a pseudo-terminal ----------------------------------------------------------

def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", HOME=str(home),
               XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               ECARTE_DATA_DIR=str(home / "ecarte"), ECARTE_CONFIG_DIR=str(home / "conf"),
               TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    for name in ("NO_COLOR", "COLUMNS", "LINES"):
        env.pop(name, None)
    return env


@pytest.fixture
def home(tmp_path: Path) -> Path:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    return tmp_path


def spawn(home: Path, *args: str, columns: int = 100) -> Any:
    child = pexpect.spawn(str(ECARTE), ["play", *args], env=environment(home),
                          dimensions=(32, columns), encoding="utf-8", timeout=20)
    child.logfile_read = open(home / "screen.log", "a", encoding="utf-8")  # noqa: SIM115
    return child


def screen_log(home: Path) -> str:
    return ANSI.sub("", (home / "screen.log").read_text(encoding="utf-8"))




def play_until(child: Any, text: str, moves: int = 200) -> None:
    """Answer each turn with the first legal move until ``text`` appears."""
    for _ in range(moves):
        if child.expect([text, TURN]) == 0:
            return
        play_first_listed(child, PROMPT)
    raise AssertionError(f"{text!r} never came")


def ends_saved(child: Any, home: Path) -> None:
    child.expect("saved")
    child.expect(pexpect.EOF)
    child.close()
    log = screen_log(home)
    assert "Traceback" not in log and "Error" not in log, log[-2000:]
    assert child.exitstatus == 0, log[-2000:]
    assert list((home / "ecarte").rglob("*.json")), "the match is saved"


def test_ctrl_d_at_press_enter_when_ready_in_hot_seat_saves_and_exits_0(home: Path) -> None:
    child = spawn(home, "--hotseat", "--names", "Ada", "Bob", "--seed", "2")
    child.expect("Press Enter when ready")
    child.sendeof()
    ends_saved(child, home)


def test_ctrl_c_then_ctrl_d_at_press_enter_for_the_next_deal(home: Path) -> None:
    child = spawn(home, "--level", "random", "--seed", "5", "--delay", "0")
    play_until(child, "Press Enter for the next deal")
    child.sendintr()
    child.expect(r"Leave the game\? It is saved\. \[y/N\]")
    child.send("n\r")
    child.expect("Press Enter for the next deal")
    child.sendeof()
    ends_saved(child, home)


def test_ctrl_c_then_yes_at_press_enter_leaves(home: Path) -> None:
    child = spawn(home, "--hotseat", "--names", "Ada", "Bob", "--seed", "2")
    child.expect("Press Enter when ready")
    child.send("x")  # text on the line: Ctrl-C clears it first
    child.sendintr()
    child.sendintr()
    child.expect(r"Leave the game\?")
    child.send("y\r")
    ends_saved(child, home)


def elder_proposes_during_a_long_pause(home: Path) -> Any:
    """Seed 5 against the club bot: you are the elder; after 'p' the bot answers after
    a pause of 10 seconds, unless a key skips it."""
    child = spawn(home, "--level", "club", "--seed", "5", "--delay", "10")
    child.expect("You are the elder")
    child.expect_exact(PROMPT)
    child.send("p\r")
    child.expect("You propose an exchange")
    time.sleep(0.5)  # the bot is pausing now
    return child


def test_keys_typed_during_the_bots_pause_skip_it_and_begin_the_next_line(home: Path
                                                                          ) -> None:
    child = elder_proposes_during_a_long_pause(home)
    child.send("?")
    time.sleep(0.3)
    child.send("\r")
    child.expect(r"legal: discard 1 to 5 of 7♣ J♦ 10♦ Q♠ 8♠", timeout=5)
    assert "Type a move" not in screen_log(home), "the Enter arrived as an empty line"
    child.expect_exact(PROMPT)
    child.sendeof()
    ends_saved(child, home)


def test_a_whole_move_typed_during_the_pause_is_played(home: Path) -> None:
    child = elder_proposes_during_a_long_pause(home)
    child.send("discard 1\r")
    child.expect("You discard 7♣ and draw", timeout=5)
    child.sendeof()  # during the bot's next pause: kept for the next prompt, which leaves
    ends_saved(child, home)


def test_ctrl_d_during_the_pause_leaves_at_the_next_prompt(home: Path) -> None:
    child = elder_proposes_during_a_long_pause(home)
    child.sendeof()
    ends_saved(child, home)


def test_ctrl_c_during_the_pause_asks_to_leave(home: Path) -> None:
    child = elder_proposes_during_a_long_pause(home)
    child.sendintr()
    child.expect(r"Leave the game\?", timeout=5)
    child.send("y\r")
    ends_saved(child, home)


# Widths, seen on a real screen (tmux) -----------------------------------------------------

def table_screen(home: Path, columns: int, args: str) -> Screen:
    return Screen(home, [str(ECARTE), "play", *args.split()], environment(home),
                  columns=columns, lines=40)


needs_tmux = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


@needs_tmux
def test_a_100_column_terminal_gets_100_columns_of_text(home: Path) -> None:
    tmux = table_screen(home, 100, "--level club --seed 5 --delay 0")
    try:
        tmux.wait_for("You are the elder")
        tmux.keys("p", "Enter")
        shown = tmux.wait_for("like 'discard")
        assert ("Discard 1 to 5 cards and draw as many: type positions or names, like "
                "'discard 4 5'.") in shown, f"the sentence was wrapped short of 100:\n{shown}"
    finally:
        tmux.close()


@needs_tmux
def test_at_40_columns_a_refusal_breaks_between_words(home: Path) -> None:
    tmux = table_screen(home, 40, "--level club --seed 5 --delay 0")
    try:
        tmux.wait_for("You are the elder")
        tmux.keys("sx", "Enter")
        shown = tmux.wait_for("10h.")
        lines = shown[shown.rindex("'sx' is not"):shown.rindex("10h.") + 4].splitlines()
        message = ("'sx' is not a card: write a rank (7 8 9 10 A J Q K, or T for the ten) "
                   "then a suit (c d h s, or ♣ ♦ ♥ ♠), like Ks or 10h.")
        assert " ".join(line.strip() for line in lines) == message, \
            "a word was cut at the end of a line:\n" + "\n".join(lines)
    finally:
        tmux.close()


@needs_tmux
@pytest.mark.parametrize("columns", [100, 80, 40])
def test_the_table_keeps_its_width_from_move_to_move(home: Path, columns: int) -> None:
    tmux = table_screen(home, columns, "--level club --seed 5 --delay 0")
    try:
        tmux.wait_for("You are the elder")
        for asked, keys in enumerate(("p", "discard 1 4 5", "s", "1", "1", "1"), start=2):
            tmux.keys(keys, "Enter")
            tmux.wait_for(f"\n{PROMPT}", count=asked)  # the next question is on screen
        shown = tmux.wait_for("Last trick")
        tops = {len(line) for line in shown.splitlines() if line.startswith("╭─ Game")}
        assert tops == {min(columns, 56)}, f"the table's widths: {tops}\n{shown}"
    finally:
        tmux.close()


# Piped output -----------------------------------------------------------------------------

def test_piped_rules_have_no_trailing_spaces(home: Path) -> None:
    done = subprocess.run([str(ECARTE), "rules"], env=environment(home),
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0
    padded = [line for line in done.stdout.splitlines() if line != line.rstrip()]
    assert not padded, f"{len(padded)} lines end in spaces, like {padded[0]!r}"
    assert "Écarté" in done.stdout and "vole" in done.stdout


def _only(*words: str) -> Any:
    from prompt_toolkit.validation import Validator

    return Validator.from_callable(lambda text: text in words, error_message="not a move")


def test_after_a_refused_entry_the_next_word_typed_starts_afresh(pipe: Any) -> None:
    """Both newcomer play-tests typed 'y', were refused, then typed 'king' and sent
    'yking'. Keys typed straight after a refusal replace the refused text."""
    term = TtyTerminal(plain_console(), input=pipe, output=DummyOutput())
    pipe.send_text("y\rking\r")
    assert term.ask(0, "› ", validator=_only("king", "kingy", "yking")) == "king"


def test_a_refused_entry_can_still_be_edited(pipe: Any) -> None:
    term = TtyTerminal(plain_console(), input=pipe, output=DummyOutput())
    pipe.send_text("plya\r\x05\x7f\x7fay\r")  # End, then two backspaces mend the typo
    assert term.ask(0, "› ", validator=_only("play", "ay")) == "play"
