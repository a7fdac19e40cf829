"""The lesson in French and Italian (issue 21): ``ecarte --lang fr learn`` and ``--lang it
learn`` teach in the player's language, read the cards in the player's notation and the
language's words for the lesson's moves, and leave no English sentence of the lesson."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console

from ecarte.engine import parse_action
from ecarte.lesson.steps import STEPS, Check, explain, judge
from ecarte.lesson.teach import attempted, in_english
from ecarte.words import LANGUAGES, choose, chosen
from ecarte.words.lesson import STEP_KEYS, words

# Each language's answers, in its own notation and words: step 1 wrong once, step 2
# wrong twice (the answer is given), step 4 wrong twice (the answer is named), step 6
# nearly right (one card of two), then q in the practice deal.
ANSWERS = {
    "fr": ["8k", "ak", "rt", "8p", "8p", "dc", "dc", "je propose", "écarter 7t", "dp"],
    "it": ["8q", "aq", "rf", "8p", "8p", "dc", "dc", "propongo", "scarta 7f", "dp"],
}


def learn(tmp_path: Path, code: str, lines: list[str]) -> str:
    env = dict(os.environ, ECARTE_DATA_DIR=str(tmp_path / "data"),
               ECARTE_CONFIG_DIR=str(tmp_path / "config"), LANG="C.UTF-8")
    env.pop("COLUMNS", None)
    done = subprocess.run([sys.executable, "-m", "ecarte", "--lang", code, "learn"],
                          input="\n".join(lines) + "\n", capture_output=True, text=True,
                          env=env, timeout=60)
    assert done.returncode == 0 and "Traceback" not in done.stdout + done.stderr
    return " ".join(done.stdout.split())  # the lines as rich wrapped them, joined


@pytest.fixture
def english() -> list[str]:
    """Every fixed sentence of the lesson in English, and each step's words."""
    said = words("en")
    found = [said.left, said.try_again, said.practice_intro, said.the_end,
             said.conceding_loses]
    for step in STEPS:
        told = step.words("en")
        found += [told.title, told.ask, told.why_right, told.why_wrong, *told.rules]
    return [" ".join(text.split()) for text in found if text]


@pytest.mark.parametrize("code", ["fr", "it"])
def test_the_lesson_in_french_and_italian_from_start_to_end(tmp_path: Path, code: str,
                                                           english: list[str]) -> None:
    out = learn(tmp_path, code, [*ANSWERS[code], "q", "y", "q"])
    said = words(code)
    flat = [" ".join(text.split()) for text in (
        said.intro(7), said.step_title(1, 7, STEPS[0].words(code).title),
        said.step_title(7, 7, STEPS[6].words(code).title), said.try_again,
        said.tally(4, 7), said.the_end)]  # steps 1, 2 and 4 not right at once
    for text in flat:
        assert text in out, text
    first = STEPS[0].words(code)
    assert " ".join(said.right(first.why_right).split()) in out
    assert " ".join(STEPS[1].words(code).given.split()) in out  # two wrong: the answer
    assert " ".join(said.the_answer(said.answer_words["king"],
                                    STEPS[3].words(code).why_right).split()) in out
    close = " ".join(said.could_throw_too({"fr": "le 8♦", "it": "l'8♦"}[code],
                                          STEPS[5].words(code).why_close).split())
    assert close in out
    assert {"fr": "Pas tout à fait.", "it": "No. "}[code] in out
    for sentence in english:
        assert sentence not in out, sentence


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_step_says_everything_in_every_language(code: str) -> None:
    assert [step.key for step in STEPS] == list(STEP_KEYS)
    for step in STEPS:
        told = step.words(code)
        assert told.title and told.ask and told.why_right and told.why_wrong and told.rules
        assert bool(told.why_fine) == bool(step.fine) == bool(told.given)
        assert bool(told.why_close) == bool(step.close)
        for action in step.position().legal_actions():
            assert explain(step, judge(step, action), code)


def test_a_verdict_is_facts_and_each_language_words_it() -> None:
    order = STEPS[0]
    verdict = judge(order, parse_action("play 8d"))
    assert verdict.check is Check.ILLEGAL and verdict.fault is not None
    assert [explain(order, verdict, code) for code in LANGUAGES] == [
        "You must play a diamond higher than the 10♦: you hold the A♦.",
        "Vous devez fournir à carreau et monter sur le 10♦\u00a0: vous avez l'A♦.",
        "Devi rispondere a quadri superando il 10♦: hai l'A♦."]
    exchange = STEPS[5]
    close = judge(exchange, parse_action("discard 7c"))
    assert close.check is Check.CLOSE and [str(c) for c in close.more] == ["8d"]
    assert explain(exchange, close, "fr").startswith("Vous pouviez écarter aussi le 8♦")


@pytest.fixture
def speaking() -> object:
    before = chosen()
    yield choose
    choose(before)


def test_cards_are_read_in_the_players_notation(speaking: object) -> None:
    exchange = STEPS[5].position()  # Q♠ 9♠ K♥ 7♣ 8♦
    choose("fr")
    assert str(attempted("rc", exchange)) == "discard Kh"  # roi de cœur
    assert str(attempted(in_english("écarter 7t 8k", words()), exchange)) == "discard 7c 8d"
    choose("it")
    assert str(attempted(in_english("scarta 7f 8q", words()), exchange)) == "discard 7c 8d"
    assert str(attempted("R♥", exchange)) == "discard Kh"  # glyphs in every language
    choose("en")
    assert attempted("rc", exchange) is None
    assert str(attempted("kh", exchange)) == "discard Kh"


@pytest.mark.parametrize(("code", "line", "move"), [
    ("fr", "roi", "king"), ("fr", "Le roi !", "king"), ("fr", "je propose", "propose"),
    ("fr", "autorité", "stand"), ("fr", "jouer dp", "play dp"),
    ("it", "re", "king"), ("it", "propongo", "propose"), ("it", "prepotenza", "stand"),
    ("it", "gioca dp", "play dp"), ("it", "quante?", "accept"),
    ("en", "king", "king"), ("en", "roi", "roi")])
def test_the_languages_words_for_the_lessons_moves(code: str, line: str, move: str) -> None:
    assert in_english(line, words(code)) == move


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_offer_in_play_asks_in_the_players_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, speaking: object, code: str) -> None:
    from ecarte.lesson.offer import offer_lesson
    from ecarte.ui.config import Settings
    from ecarte.ui.theme import THEME, Look

    monkeypatch.setenv("ECARTE_CONFIG_DIR", str(tmp_path))
    choose(code)
    console = Console(file=io.StringIO(), width=100, color_system=None, theme=THEME)
    asked: list[str] = []

    def ctrl_d(prompt: object = "", **_: object) -> str:
        asked.append(str(prompt))
        raise EOFError

    monkeypatch.setattr(console, "input", ctrl_d)
    assert offer_lesson(console, Look(), Settings()) is True
    assert asked and asked[0].startswith(words(code).offer_question)
    assert words(code).offer_nothing_changed in console.file.getvalue()  # type: ignore[attr-defined]


def test_a_level_that_names_no_bot_is_facts_worded_in_each_language() -> None:
    from ecarte.bots import UnknownLevelError, levels, make_bot
    from ecarte.words.bots import said

    with pytest.raises(UnknownLevelError) as raised:
        make_bot("grandmaster")
    error = raised.value
    assert (error.level, error.levels, error.outside) == ("grandmaster", levels(), False)
    there = ", ".join(levels())
    assert said(error, "en") == str(error) == (
        f"there is no bot level 'grandmaster' in this process: choose one of {there}")
    assert said(error, "fr") == ("il n'y a pas de robot de niveau 'grandmaster' dans ce "
                                 f"programme\u00a0: choisissez parmi {there}")
    outside = UnknownLevelError(level="grandmaster", levels=levels(), outside=True)
    assert said(outside, "it") == ("non c'è nessun bot di livello 'grandmaster': scegli fra "
                                   f"{there}, oppure exec:COMMAND per un motore esterno")
    assert said(UnknownLevelError("an old sentence"), "fr") == "an old sentence"


@pytest.mark.parametrize(("code", "answer", "right", "enter", "then", "left"), [
    ("fr", "ak", "Bien joué.", "Appuyez sur Entrée", "Étape 2 sur 7", "Vous avez quitté la leçon"),
    ("it", "aq", "Giusto.", "Premi Invio", "Passo 2 di 7", "Hai lasciato la lezione")])
def test_in_a_terminal_the_lesson_speaks_the_players_language(
        tmp_path: Path, code: str, answer: str, right: str, enter: str, then: str,
        left: str) -> None:
    pexpect = pytest.importorskip("pexpect")
    from test_lesson_e2e import ECARTE, environment

    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    child = pexpect.spawn(str(ECARTE), ["--lang", code, "learn", "--delay", "0"],
                          env=environment(tmp_path), dimensions=(32, 100), encoding="utf-8",
                          timeout=20)
    child.expect_exact(" 1 ")  # the first step's title
    child.expect_exact("›")
    child.send(answer + "\r")
    child.expect_exact(right)
    child.expect_exact(enter)
    child.send("\r")
    child.expect_exact(then)
    child.expect_exact("›")
    child.send("q\r")
    child.expect_exact(left)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
