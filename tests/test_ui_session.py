"""Whole matches in process: prompt_toolkit reads from a pipe (create_pipe_input,
DummyOutput), rich writes to a string. A scripted player answers each prompt from what
its own seat can see, as a person at the keyboard would."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from rich.console import Console

from ecarte.bots import make_bot
from ecarte.driver import Ledger
from ecarte.engine import Card, Phase, Rules, SeatView, view
from ecarte.engine.records import replay
from ecarte.ui.commands import legal_line
from ecarte.ui.console import CLEAR_ALL, LineTerminal, TtyTerminal
from ecarte.ui.save import read_save
from ecarte.ui.session import Session, Table
from ecarte.ui.theme import THEME, Look

Chooser = Callable[[SeatView], str]


def first_legal(seen: SeatView) -> str:
    """What a script reading the 'legal:' line would type."""
    first = legal_line(seen).removeprefix("legal: ").split(", ")[0]
    match = re.fullmatch(r"discard (\d+)(?: to \d+)? of (.*)", first)
    if match:
        return "discard " + match.group(2).split()[0] if match.group(1) != "0" else "discard"
    return first


class ScriptedTty(TtyTerminal):
    """A real prompt_toolkit terminal on a pipe; before each prompt the scripted player
    types its answer into the pipe."""

    def __init__(self, console: Console, pipe: Any, session: Callable[[], Session],
                 choose: Chooser, extra: Iterator[str] | None = None) -> None:
        super().__init__(console, input=pipe, output=DummyOutput())
        self.pipe = pipe
        self.session = session
        self.choose = choose
        self.extra = extra or iter(())
        self.answers: Iterator[str] = iter(())  # typed at prompts that are not moves
        self.questions: list[str] = []
        # offset in the output, seat, the other's hidden cards, the seat's own hand
        self.asked: list[tuple[int, int, frozenset[Card], frozenset[Card]]] = []

    def ask(self, seat: int, message: str, toolbar: Any = None, completer: Any = None,
            validator: Any = None) -> str:
        if seat < 0:  # "Press Enter ..." (-1): Enter; a yes/no question: the next answer
            self.questions.append(message)
            if seat != -1:  # the question's prompt line, as the screen shows it
                self.console.file.write(message + "\n")
            self.pipe.send_text((next(self.answers, "") if seat != -1 else "") + "\r")
            return super().ask(seat, message, toolbar, completer, validator)
        state = self.session().ledger.state
        deal = state.deal
        assert deal is not None
        other = 1 - seat
        hidden = frozenset(c for c in deal.hands[other] + deal.discards[other] if c)
        own = frozenset(c for c in deal.hands[seat] if c)
        self.asked.append((len(self.output_text()), seat, hidden, own))
        line = next(self.extra, None) or self.choose(view(state, seat))
        self.pipe.send_text(line + "\r")
        return super().ask(seat, message, toolbar, completer, validator)

    def wait(self, message: str) -> str:
        self.questions.append(message)
        self.pipe.send_text("\r")
        return super().wait(message)

    def output_text(self) -> str:
        text = self.console.file.getvalue()  # type: ignore[attr-defined]
        assert isinstance(text, str)
        return text


def run_match(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, humans: tuple[int, ...],
              rules: Rules, seed: int, choose: Chooser = first_legal,
              extra: Iterator[str] | None = None, answers: Iterator[str] | None = None,
              table: dict[str, Any] | None = None) -> tuple[Session, ScriptedTty, int]:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    console = Console(file=io.StringIO(), width=80, color_system=None, theme=THEME)
    names = ("Ada", "Bob") if len(humans) == 2 else ("Ada", "Bot")
    ledger = Ledger(rules, seed, names)
    bots = {} if len(humans) == 2 else {1: make_bot("random", seed)}
    seats = Table(humans=humans, bots=bots, levels={1: "random"} if bots else {},
                  look=Look(), meta={"mode": "bot" if bots else "hotseat", "level": "random"},
                  **(table or {}))
    holder: list[Session] = []
    with create_pipe_input() as pipe:
        term = ScriptedTty(console, pipe, lambda: holder[0], choose, extra)
        if answers is not None:
            term.answers = answers
        session = Session(ledger, seats, term)
        holder.append(session)
        code = session.run()
    return session, term, code


def test_a_whole_match_against_a_bot_ends_with_a_result_and_a_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(target=3, match=3),
                                    seed=21)
    out = term.output_text()
    assert code == 0
    assert session.ledger.state.winner is not None
    assert "Match over" in out and "Seed 21" in out
    assert "Deal over" in out and "Cut for the deal" in out
    records = list((tmp_path / "records").glob("*.json"))
    assert len(records) == 1, "a finished match is kept as a record"
    import json
    assert replay(json.loads(records[0].read_text())).complete
    assert not list((tmp_path / "saves").glob("*.json")), "the save goes once finished"


def test_commands_answer_without_changing_the_position(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    extra = iter(["help", "score", "log", "?", "hint", "quit"])
    session, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(), seed=3,
                                    extra=extra, answers=iter(["y"]))  # yes to the hint
    out = term.output_text()
    assert code == 0
    assert "discard 1 4" in out, "help shows the commands"
    assert re.search(r"^legal: ", out, re.M), "? prints the legal line"
    assert "Hint (" in out
    assert "The match is saved" in out
    saved = read_save(next((tmp_path / "saves").glob("*.json")))
    assert saved is not None and saved[0].state == session.ledger.state


def test_hot_seat_never_shows_a_player_the_others_hidden_cards(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session, term, code = run_match(tmp_path, monkeypatch, (0, 1), Rules(target=4), seed=8)
    out = term.output_text()
    assert code == 0 and session.ledger.state.winner is not None
    assert out.count(CLEAR_ALL) >= 4, "each hand-over clears the screen and scrollback"
    look = Look()
    checked = 0
    for offset, seat, hidden, own in term.asked:
        start = max(out.rfind(CLEAR_ALL, 0, offset), out.rfind("Pass the keyboard", 0, offset))
        screen = out[start:offset]
        if out.count("Pass the keyboard", 0, offset) > 1:
            assert out.rfind(CLEAR_ALL, 0, offset) > out.rfind("Pass the keyboard", 0, offset)
        deal_start = screen.rfind("five cards each")
        current = screen[deal_start:] if deal_start >= 0 else screen
        for card in hidden:
            assert look.card(card) not in current, \
                f"{session.ledger.names[seat]} saw {look.card(card)}:\n{current}"
        for card in own:
            assert look.card(card) in current, "a player sees his own hand"
        checked += 1
    assert checked > 10
    assert "Pass the keyboard to Bob" in out and "Pass the keyboard to Ada" in out


def test_hot_seat_keeps_a_separate_input_history_per_player(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _, term, _ = run_match(tmp_path, monkeypatch, (0, 1), Rules(target=1), seed=8)
    histories = {seat: list(term._session(seat).history.get_strings()) for seat in (0, 1)}
    assert histories[0] and histories[1]
    assert histories[0] != histories[1]


def test_undo_never_crosses_the_bots_answer(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 9 defect 11: propose, the bot accepts, undo, and stand knowing its judgement.
    The bot's answer was seen: undo refuses (this test asserted the opposite before)."""
    def propose_then_undo(seen: SeatView) -> str:
        if "undo" in said:
            said.append(str(seen.phase))
            return "quit"
        if seen.phase is Phase.STAND_OR_PROPOSE:
            return "propose"
        said.append("undo")
        return "undo"
    said: list[str] = []
    session, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(), seed=1,
                                    choose=propose_then_undo)
    out = term.output_text()
    assert code == 0
    deal = session.ledger.state.deal
    assert deal is not None and deal.dealer == 1, "seed 1: Ada is the elder"
    assert "Bot accepts" in out
    assert "Taken back" not in out
    assert "Cannot undo: the other player has answered since your move" in out
    assert said == ["undo", "discard"], "still at the discard, the proposal stands"
    assert deal.proposals == 1
    assert "take_backs" not in session.ledger.record()


def test_undo_of_a_move_nobody_answered_marks_the_match_as_practice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Standing shows nothing new: the elder may take it back, and the match is marked as
    practice in its record and its end summary."""
    def stand_undo_once(seen: SeatView) -> str:
        if seen.phase is Phase.STAND_OR_PROPOSE:
            return "stand"
        if not said:
            said.append("undo")
            return "undo"
        return first_legal(seen)
    said: list[str] = []
    session, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(target=1), seed=1,
                                    choose=stand_undo_once, answers=iter(["y"]))  # take back
    out = term.output_text()
    assert code == 0 and session.ledger.state.winner is not None
    assert "Taken back" in out and "practice match" in out
    record = json.loads(next((tmp_path / "records").glob("*.json")).read_text())
    assert record["practice"] is True and record["take_backs"] == 1
    assert "undo: seat 0 stand" in str(record)
    assert "take-backs used: 1" in out[out.index("Match over"):], "the end summary says so"


def test_piped_lines_play_a_match_and_eof_saves(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    console = Console(file=io.StringIO(), width=80, color_system=None, theme=THEME)
    ledger = Ledger(Rules(), 1, ("Ada", "Bot"))
    table = Table(humans=(0,), bots={1: make_bot("random", 6)}, levels={1: "random"},
                  look=Look(ascii=True), meta={"mode": "bot", "level": "random"})
    term = LineTerminal(console, io.BytesIO(b"propose\n\x00\xff binary\n"))
    code = Session(ledger, table, term).run()
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert code == 0
    assert "\x1b" not in out, "no escape codes when reading lines"
    assert out.isascii()
    assert "legal: stand, propose, concede" in out
    assert "control characters" in out or "not a card" in out or "I do not know" in out
    assert "The match is saved" in out


def test_the_same_seed_and_moves_replay_the_same_match(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first, _, _ = run_match(tmp_path / "a", monkeypatch, (0,), Rules(target=3), seed=30)
    second, _, _ = run_match(tmp_path / "b", monkeypatch, (0,), Rules(target=3), seed=30)
    assert first.ledger.record() == second.ledger.record()
