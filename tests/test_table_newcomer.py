"""Issue 22, part 4: what a newcomer met at the table. The tutor judges the move as it will
be made (after the King's question); Ctrl-C at the King's question plays nothing; no stray
"Press Enter for the next deal" in hot-seat; a chance is never shown as a certainty it is
not; Enter plays the only card that may be played; a quoted example is never broken
across two lines."""

from __future__ import annotations

import io
import re
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import deal_cards
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from rich.console import Console
from rich.text import Text

from ecarte.bots import make_bot
from ecarte.driver import Ledger
from ecarte.engine import PLAY, PROPOSE, STAND, Card, Game, Rules, new_match, view
from ecarte.engine.events import DealEnded, GameWon
from ecarte.ui.commands import Move, Problem, read_intent
from ecarte.ui.complete import wrap_words
from ecarte.ui.console import LineTerminal, Terminal, TtyTerminal, wrapped
from ecarte.ui.helptext import help_rows, turn_text
from ecarte.ui.meta import hint_text
from ecarte.ui.session import Session, Table
from ecarte.ui.theme import THEME, Look
from ecarte.ui.tutor import percents
from ecarte.words import choose, phrasebook

# Ada, the elder, holds the King of trumps (spades) and has stood: her first card.
KING_HAND = ("Ks Qd 8d 7c 9h", "Ah Kc Qc 9s 7d", "7s")


def console(width: int = 100) -> Console:
    return Console(file=io.StringIO(), width=width, color_system=None, theme=THEME)


def text_of(out: Console) -> str:
    value = out.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(value, str)
    return value


def one_line(out: Console) -> str:
    return " ".join(text_of(out).split())


def at_her_first_card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, term: Terminal,
                      tutor: bool = True) -> Session:
    """Ada (seat 0, the elder) against the random bot, her King of trumps in hand, the
    stand made: she is to play her first card."""
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    rules = Rules()
    state = new_match(rules, first_dealer=1)
    ledger = Ledger(rules, 1, ("Ada", "Bot"), state=state._replace(game=Game(dealer=1)))
    ledger.apply(deal_cards(*KING_HAND))
    ledger.apply(STAND)
    table = Table(humans=(0,), bots={1: make_bot("random", 1)}, levels={1: "random"},
                  look=Look(), save=False, tutor=tutor, meta={"mode": "bot", "level": "random"})
    return Session(ledger, table, term)


def actions(session: Session) -> list[str]:
    return list(session.ledger.record()["games"][0]["deals"][0]["actions"])


# 1. The tutor judges the move as it will be made -------------------------------------------

def test_the_tutor_judges_the_king_and_the_card_as_played_together(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """K♠ typed, the King declared at the question (Enter): the move made is the King
    then K♠, the best there is; the tutor says nothing."""
    term = LineTerminal(console(), io.BytesIO(b"ks\n\nquit\n"))
    session = at_her_first_card(tmp_path, monkeypatch, term)
    session.run()
    out = one_line(session.console)
    assert "declare it for 1 point as you play it?" in out
    assert "Tutor:" not in out and "anyway?" not in out, out
    assert actions(session)[1:3] == ["king", "play Ks"]


def test_the_tutor_judges_a_card_played_without_the_king_as_giving_it_up(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No at the King's question: the move is K♠ without the King; the tutor warns with
    the King as the better choice, and no plays nothing at all."""
    term = LineTerminal(console(), io.BytesIO(b"ks\nn\nn\nquit\n"))
    session = at_her_first_card(tmp_path, monkeypatch, term)
    session.run()
    out = one_line(session.console)
    assert re.search(r"Tutor: the expert rates play K♠ a (mistake|blunder)\.", out), out
    assert re.search(r": king \d+%, play K♠ \d+%\.", out), out
    assert out.index("declare it for 1 point") < out.index("Tutor:"), \
        "the King's question comes first, then the tutor judges what it made of the move"
    assert "Not played: choose your move again." in out
    assert actions(session)[1:] == [], "nothing played, the King not declared"


# 2. Ctrl-C at the King's question ------------------------------------------------------------

class Typing(TtyTerminal):
    """A prompt_toolkit terminal on a pipe: before each prompt (a move or a question) the
    next keys of ``keys`` are typed."""

    def __init__(self, out: Console, pipe: Any, keys: Iterator[str]) -> None:
        super().__init__(out, input=pipe, output=DummyOutput())
        self.pipe = pipe
        self.script = keys
        self.prompts: list[str] = []

    def ask(self, seat: int, message: str, toolbar: Any = None, completer: Any = None,
            validator: Any = None) -> str:
        self.prompts.append(message)
        self.pipe.send_text(next(self.script))
        return super().ask(seat, message, toolbar, completer, validator)


def test_ctrl_c_at_the_kings_question_plays_nothing_and_asks_the_move_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with create_pipe_input() as pipe:
        term = Typing(console(), pipe, iter(["ks\r", "\x03", "\x04"]))
        session = at_her_first_card(tmp_path, monkeypatch, term, tutor=False)
        session.run()
    out = one_line(session.console)
    assert "declare it for 1 point" in out and term.prompts[1].endswith("[Y/n] ")
    assert "Not played: choose your move again." in out
    assert "You play" not in out and "You declare" not in out, out
    assert actions(session)[1:] == [], "Ctrl-C: neither the King nor the card"
    assert term.prompts[-1] == "› ", "back at the move prompt, where Ctrl-D left"


# 3. Hot-seat: no "Press Enter for the next deal" inside the next deal -----------------------

def test_hot_seat_asks_for_the_next_deal_only_when_a_deal_has_just_ended(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The player who did not end the deal reads its result at the hand-over, then
    plays: after that move the table goes on, it does not ask for the next deal."""
    from test_ui_session import ScriptedTty, run_match

    asked: list[bool] = []  # at each "Press Enter for the next deal": did a deal just end?
    waiting = ScriptedTty.wait

    def wait(self: ScriptedTty, message: str) -> str:
        if "next deal" in message:
            steps = self.session().ledger.steps
            asked.append(any(isinstance(e, DealEnded | GameWon) for e in steps[-1].events))
        return waiting(self, message)

    monkeypatch.setattr(ScriptedTty, "wait", wait)
    for seed in (1, 2):
        run_match(tmp_path / str(seed), monkeypatch, (0, 1), Rules(target=3), seed=seed)
    assert asked and all(asked), f"asked for the next deal in the middle of one: {asked}"


# 4. Chances: a certainty only when it is one -------------------------------------------------

@pytest.mark.parametrize("code, nb", [("en", ""), ("fr", "\u00a0"), ("it", "")])
def test_a_chance_rounding_to_100_or_0_percent_is_not_shown_as_certain(code: str,
                                                                        nb: str) -> None:
    book = phrasebook(code)
    assert [book.percent(p) for p in (1.0, 0.997, 0.995, 0.5, 0.004, 0.0)] == \
        [f"100{nb}%", f">99{nb}%", f">99{nb}%", f"50{nb}%", f"<1{nb}%", f"0{nb}%"]
    assert book.percent(0.9996, 1).startswith(">99") and book.percent(0.0004, 1)[:1] == "<"


def test_the_hint_and_the_tutor_show_a_near_certainty_as_more_than_99_percent() -> None:
    hint = hint_text("expert", PROPOSE, {PROPOSE: 0.997, STAND: 0.98}, Look())
    assert "propose >99%, stand 98%" in hint.plain, hint.plain
    assert percents(0.998, 0.81, "blunder") == (">99%", "81%")
    assert percents(0.41, 0.003, "blunder") == ("41%", "<1%")
    assert percents(1.0, 0.0, "blunder") == ("100%", "0%"), "a true certainty"


# 5. Enter plays the only card that may be played ---------------------------------------------

def following_with_one_heart(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                             lines: bytes, autoplay: str) -> Session:
    """Ada deals; the bot, the elder, has stood and led A♥: Ada's only heart, K♥, is the
    one card she may play (not the last trick)."""
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    rules = Rules()
    state = new_match(rules, first_dealer=0)
    ledger = Ledger(rules, 1, ("Ada", "Bot"), state=state._replace(game=Game(dealer=0)))
    ledger.apply(deal_cards("Ah 7c 8c 9c Tc", "Kh 8d 9d Td Jd", "7s", dealer_seat=0))
    ledger.apply(STAND)
    ledger.apply(PLAY[Card.parse("Ah")])
    table = Table(humans=(0,), bots={1: make_bot("random", 1)}, levels={1: "random"},
                  look=Look(), save=False, autoplay=autoplay,
                  meta={"mode": "bot", "level": "random"})
    return Session(ledger, table, LineTerminal(console(), io.BytesIO(lines)))


@pytest.mark.parametrize("autoplay", ["last", "off"])
def test_enter_plays_the_only_card_and_it_is_shown_played(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, autoplay: str) -> None:
    session = following_with_one_heart(tmp_path, monkeypatch, b"\nquit\n", autoplay)
    seen = view(session.ledger.state, 0)
    assert [a for a in seen.legal_actions() if a.kind == "play"] == [PLAY[Card.parse("Kh")]]
    session.run()
    out = one_line(session.console)
    assert "You play K♥." in out, out
    assert "Type a move" not in out
    assert actions(session)[2] == "play Kh"


def test_enter_after_a_refused_card_plays_the_only_card(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A reader typed a club, was told to follow with the K♥, and pressed Enter: the
    refused '7c' stayed on the line and was refused again. Enter on the refused entry,
    unchanged, is Enter on an empty line: it plays the only card."""
    session = following_with_one_heart(tmp_path, monkeypatch, b"", "off")
    with create_pipe_input() as pipe:
        session.term = TtyTerminal(session.console, input=pipe, output=DummyOutput())
        pipe.send_text("7c\r\rquit\r")
        session.run()
    out = one_line(session.console)
    assert "You play K♥." in out, out
    assert actions(session)[2] == "play Kh"


def test_enter_with_several_cards_to_choose_from_says_what_to_type() -> None:
    state = new_match(Rules(), first_dealer=1)
    ledger = Ledger(Rules(), 1, ("Ada", "Bot"), state=state._replace(game=Game(dealer=1)))
    ledger.apply(deal_cards(*KING_HAND))
    ledger.apply(STAND)
    intent = read_intent("", view(ledger.state, 0))
    assert isinstance(intent, Problem) and intent.message.startswith("Type a move")
    ledger.apply(PLAY[Card.parse("7c")])  # the bot has no club: any card may follow
    assert isinstance(read_intent("  ", view(ledger.state, 1)), Problem)


@pytest.mark.parametrize("code, enter", [("en", "Enter alone plays your only card"),
                                         ("fr", "quand une seule carte est permise, Entrée"),
                                         ("it", "quando puoi giocare una sola carta, Invio")])
def test_help_says_enter_plays_the_only_card(code: str, enter: str) -> None:
    choose(code)
    try:
        rows = dict(help_rows())
    finally:
        choose("en")
    assert any(enter in text for text in rows.values()), rows


def test_enter_at_the_only_card_is_a_move_for_the_validator_too() -> None:
    state = new_match(Rules(), first_dealer=0)
    ledger = Ledger(Rules(), 1, ("Ada", "Bot"), state=state._replace(game=Game(dealer=0)))
    ledger.apply(deal_cards("Ah 7c 8c 9c Tc", "Kh 8d 9d Td Jd", "7s", dealer_seat=0))
    ledger.apply(STAND)
    ledger.apply(PLAY[Card.parse("Ah")])
    assert read_intent("", view(ledger.state, 0)) == Move(PLAY[Card.parse("Kh")])


# 6. A quoted example stays on one line --------------------------------------------------------

QUOTES = re.compile(r"'[^'\n]*'|«[^»\n]*»")


def quotes_whole(lines: list[str], sentence: str) -> None:
    """Every quoted example of ``sentence`` is whole on one of ``lines``."""
    joined = " ".join(" ".join(lines).split())
    for example in QUOTES.findall(" ".join(sentence.split())):
        assert example in joined, example
        assert any(example.replace("\u00a0", " ") in " ".join(line.split()).replace(
            "\u00a0", " ") for line in lines), (example, lines)


def discard_prompt() -> Any:
    state = new_match(Rules(), first_dealer=1)
    ledger = Ledger(Rules(), 1, ("Ada", "Bot"), state=state._replace(game=Game(dealer=1)))
    ledger.apply(deal_cards(*KING_HAND))
    ledger.apply(PROPOSE)
    from ecarte.engine import ACCEPT
    ledger.apply(ACCEPT)
    return view(ledger.state, 0)


@pytest.mark.parametrize("code", ["en", "fr", "it"])
@pytest.mark.parametrize("width", [40, 80, *range(24, 80, 7)])
def test_the_discard_prompt_never_breaks_a_quoted_example(code: str, width: int) -> None:
    choose(code)
    try:
        said = turn_text(discard_prompt(), ("Ada", "Bot"), Look())
        out = console(width)
        out.print(said)
    finally:
        choose("en")
    lines = text_of(out).splitlines()
    assert all(len(line.rstrip()) <= width for line in lines)
    quotes_whole(lines, said.plain)
    if code == "en":
        assert "'discard 4 5'" in text_of(out)


@pytest.mark.parametrize("width", [20, 40, 80])
def test_wrapped_refusals_and_messages_keep_quoted_examples_whole(width: int) -> None:
    sentence = ("Name the cards to discard, by position or name: 'discard 1 4' or "
                "'discard 7c 8d'; it's the expert's way ('play kh').")
    for text in (wrap_words(sentence, width), wrapped(sentence, width)):
        quotes_whole(text.split("\n"), sentence)
        assert text.replace("\n", " ") == sentence, "only where the lines break changed"
    out = console(width)
    out.print(Text(sentence))
    quotes_whole(text_of(out).splitlines(), sentence)
    assert textwrap.fill("'a b'", 3) != "'a b'", "textwrap alone would break it"


@pytest.mark.parametrize("code, said", [
    ("en", "Hint (expert bot): stand (play with this hand)."),
    ("fr", "Conseil (robot expert)\u00a0: jouer (avec cette main)."),
    ("it", "Consiglio (bot esperto): giocare con le carte che si hanno, senza (altri) cambi."),
])
def test_the_hint_to_stand_is_a_whole_sentence(code: str, said: str) -> None:
    """At the first decision the hint said « jouer » alone: it says what standing is."""
    choose(code)
    try:
        assert hint_text("expert", STAND, {}, Look()).plain == said
        assert hint_text("expert", PLAY[Card.parse("Ks")], {}, Look()).plain.endswith("♠.")
    finally:
        choose("en")
