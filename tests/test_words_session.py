"""The session around the table in French and Italian (issue 21): what a player meets
when he starts, leaves, resumes and hands over the keyboard, through the real ``ecarte``
script; the yes/no answers of each language; and what stays as it is in the files (a
save keeps the names and codes it kept)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import ecarte.words
from ecarte.driver import NoUndo
from ecarte.ui.config import load_settings
from ecarte.ui.questions import ask_yes_no, read_answer, with_default
from ecarte.words.session import words

ECARTE = Path(sys.executable).parent / "ecarte"
NBSP = "\u00a0"


@pytest.fixture
def speak(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test chooses its language; the next one starts in English again."""
    monkeypatch.setattr(ecarte.words, "_CHOSEN", [])
    yield


def environment(data: Path) -> dict[str, str]:
    return dict(os.environ, ECARTE_DATA_DIR=str(data), ECARTE_CONFIG_DIR=str(data / "config"),
                LANG="C.UTF-8", LC_ALL="C.UTF-8", COLUMNS="100")


def run(data: Path, *args: str, typed: str = "", status: int = 0) -> str:
    done = subprocess.run([str(ECARTE), *args], input=typed, capture_output=True, text=True,
                          env=environment(data), timeout=60)
    assert done.returncode == status, done.stderr
    return done.stdout + done.stderr


def english_sentences() -> list[str]:
    """The English session sentences with no blank, long enough not to be a word."""
    english = words("en")
    return [value for name in english._fields
            if isinstance(value := getattr(english, name), str) and len(value) > 12]


def saves(data: Path) -> list[dict[str, object]]:
    return [json.loads(path.read_text(encoding="utf-8"))
            for path in sorted((data / "saves").glob("*.json"))]


def test_leaving_and_coming_back_in_french_is_said_in_french(tmp_path: Path) -> None:
    said = run(tmp_path, "--lang", "fr", "play", "--level", "novice", "--seed", "5",
                  "--delay", "0")
    assert f"Rien n'a été lu{NBSP}: la rencontre n'est pas conservée." in said
    assert not saves(tmp_path), "a pipe that said nothing leaves no save"
    said = run(tmp_path, "--lang", "fr", "play", "--level", "novice", "--seed", "5",
                  "--delay", "0", typed="s\n")
    assert f"La rencontre est sauvegardée. «{NBSP}ecarte play --resume{NBSP}» vous permet de " \
           "la reprendre là où vous l'avez laissée." in re.sub(r"[ \n]+", " ", said)
    again = run(tmp_path, "--lang", "fr", "play", "--level", "novice", "--delay", "0")
    assert f"Une nouvelle rencontre commence. Celle en cours est conservée{NBSP}; " \
           f"pour la reprendre plus tard, tapez{NBSP}:" in again
    for sentence in english_sentences():
        assert sentence not in said + again
    kept = saves(tmp_path)
    assert kept and all(save["record"]["players"] == ["You", "Bot"]  # type: ignore[index]
                        for save in kept), "a save keeps the names it kept in English"


def test_the_list_of_matches_to_resume_is_in_italian(tmp_path: Path) -> None:
    for seed in ("5", "6"):
        run(tmp_path, "play", "--level", "novice", "--seed", seed, "--delay", "0",
               typed="s\n")
    said = run(tmp_path, "--lang", "it", "play", "--resume", "--delay", "0", status=2)
    assert "Incontri in sospeso, dal più recente:" in said
    assert "mescolata n. 6; tu contro il bot principiante, regole club; smazzata 1" in said
    assert "ci sono diversi incontri in sospeso: scegline uno con «ecarte play --resume " \
        "ID»" in said
    assert "salvato il " in said and "/20" in said, "the day is written 02/12/2026"
    assert "Unfinished matches" not in said and "saved" not in said


def test_hot_seat_hands_over_in_french_and_the_save_keeps_player_1(tmp_path: Path) -> None:
    said = run(tmp_path, "--lang", "fr", "play", "--hotseat", "--seed", "3", "--delay",
                  "0", typed="\n")
    assert "Passez le clavier à Joueur 1. Score\u00a0: Joueur 1 0, Joueur 2" in said
    assert "Pass the keyboard" not in said and "Player 1" not in said.split("╯")[-1]
    kept = saves(tmp_path)
    assert [save["record"]["players"] for save in kept] == [  # type: ignore[index]
        ["Player 1", "Player 2"]]


def test_ctrl_c_and_ctrl_d_in_italian_at_a_terminal(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    env = environment(tmp_path) | {"PROMPT_TOOLKIT_NO_CPR": "1", "TERM": "xterm-256color"}
    env.pop("NO_COLOR", None)
    child = pexpect.spawn(str(ECARTE), ["--lang", "it", "play", "--level", "novice",
                                        "--seed", "5", "--delay", "0"],
                          env=env, dimensions=(40, 100), encoding="utf-8", timeout=20)
    child.expect_exact("›")
    child.sendcontrol("c")
    child.expect_exact("Lasci l'incontro? Viene salvato. [s/N]")
    child.send("forse\r")
    child.expect_exact("Rispondi s (sì) o n (no); Invio vuol dire no.")
    child.send("si\r")
    child.expect_exact("L'incontro è salvato. «ecarte play --resume» riprende da qui.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    child = pexpect.spawn(str(ECARTE), ["--lang", "it", "play", "--level", "novice"],
                          env=env, dimensions=(40, 100), encoding="utf-8", timeout=20)
    child.expect_exact("Hai un incontro in sospeso: mescolata n. 5; tu contro il bot "
                       "principiante")
    child.expect_exact("Lo riprendi? [S/n]")
    child.sendcontrol("d")
    child.expect_exact("Non è cambiato nulla.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


@pytest.mark.parametrize(("code", "yes", "no", "shown"), [
    ("en", ("y", "Yes"), ("n", "NO"), "[y/N]"),
    ("fr", ("o", "Oui", "y"), ("n", "non"), "[o/N]"),
    ("it", ("s", "sì", "si", "SÌ", "yes"), ("n", "No"), "[s/N]"),
])
def test_each_language_answers_yes_and_no_in_its_own_words(
        speak: None, code: str, yes: tuple[str, ...], no: tuple[str, ...], shown: str) -> None:
    ecarte.words.choose(code)
    assert all(read_answer(answer, False) is True for answer in yes)
    assert all(read_answer(answer, True) is False for answer in no)
    assert read_answer("peut-être", True) is None and read_answer("", True) is True
    assert with_default("Go?", False) == f"Go? {shown} "
    asked: list[str] = []
    answers = iter(["?", yes[0]])

    def read_line(prompt: str) -> str:
        asked.append(prompt)
        return next(answers)
    assert ask_yes_no(read_line, words().go_on_question, False) is True
    assert asked[1].startswith(words().answer_yes_or_no(False))


def test_undo_says_why_not_in_the_players_language(speak: None) -> None:
    sentences = {}
    for code in ecarte.words.LANGUAGES:
        ecarte.words.choose(code)
        sentences[code] = f"Cannot undo: {NoUndo.ANSWERED}."
    assert sentences["en"].startswith("Cannot undo: the other player has answered")
    assert "l'adversaire a répondu" in sentences["fr"]
    assert "l'avversario ha già risposto" in sentences["it"]


def test_a_bad_settings_file_is_told_in_the_players_language(
        speak: None, tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('delay = 99\ncolour = "red"\n', encoding="utf-8")
    ecarte.words.choose("fr")
    _, warning = load_settings(path)
    assert warning == (f"dans {path}{NBSP}: delay doit être un nombre de secondes de 0 à 10"
                       f"{NBSP}; le réglage 'colour' n'existe pas")
    ecarte.words.choose("it")
    path.write_text("x = [\n", encoding="utf-8")
    _, warning = load_settings(path)
    assert warning is not None and warning.startswith(
        f"il file delle impostazioni {path} è stato ignorato: ")
