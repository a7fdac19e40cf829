"""Issue 21 for the review, the tutor and the replay: what a French or an Italian player
reads there is French or Italian (``--lang``), from the same facts; the JSON of the review
is the same in every language; English is unchanged (the other review tests)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ecarte.engine import view
from ecarte.ui.replay import Cursor, Replayer, frames
from ecarte.ui.theme import Look
from ecarte.words import choose, chosen
from tests.test_review import SURE_TRICK

NB = "\u00a0"
ENGLISH = re.compile(r"\b(the|chose|better|chance|decisions?|judged|against|rules|Game|"
                     r"deal|actions?|best|loss|points of|Mistake|Blunder|Inaccuracy|"
                     r"record|seat)\b")
"""English words of the review's and the replay's sentences (the narration's are the
core phrasebooks', tested there)."""


def ecarte(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ecarte", *args], capture_output=True,
                          text=True, timeout=120, encoding="utf-8",
                          env={**os.environ, "COLUMNS": "200"})


@pytest.fixture
def sure_trick(tmp_path: Path) -> Path:
    path = tmp_path / "sure.json"
    path.write_text(json.dumps(SURE_TRICK))
    return path


@pytest.fixture
def speaking() -> Iterator[None]:
    was = chosen()
    yield
    choose(was)


def test_ecarte_review_in_french_names_the_gaffe_the_better_card_and_both_chances(
        sure_trick: Path) -> None:
    done = ecarte("--lang", "fr", "review", str(sure_trick), "--player", "Bot")
    assert done.returncode == 0 and done.stderr == ""
    out = re.sub(r" *\n *", " ", done.stdout)  # the lines as wrapped, joined
    assert "Jugé par l'expert d'après ce que chaque joueur pouvait voir" in out
    assert f"\n\nRobot{NB}: " in done.stdout  # the bot's name in French
    assert f"Robot a choisi de jouer le 8♠{NB}; mieux valait jouer le 7♥." in out
    line = out[out.index("Robot a choisi"):].split(" Avec ")[0]
    assert f"{NB}% après ce choix, " in line and "une gaffe (16 ou plus)" in line
    assert re.search(r"perte de \d+,\d point", line)  # the decimal comma
    assert not ENGLISH.findall(out), ENGLISH.findall(out)


def test_ecarte_review_in_italian_and_its_json_the_same_in_every_language(
        sure_trick: Path) -> None:
    done = ecarte("--lang", "it", "review", str(sure_trick), "--player", "Bot")
    assert done.returncode == 0
    out = re.sub(r" *\n *", " ", done.stdout)  # the lines as wrapped at 80 columns, joined
    assert "Bot, scelta: giocare l'8♠; era meglio giocare il 7♥." in out
    assert "un errore grave (16 o più)" in out
    assert "Probabilità di vincere la partita: " in out
    assert not ENGLISH.findall(done.stdout), ENGLISH.findall(done.stdout)
    shown = {code: ecarte("--lang", code, "review", str(sure_trick), "--json").stdout
             for code in ("en", "fr", "it")}
    assert shown["fr"] == shown["en"] == shown["it"], "the JSON holds codes, never words"
    assert json.loads(shown["fr"])["records"][0]["decisions"][0]["mark"] in (
        None, "inaccuracy", "mistake", "blunder")


def test_ecarte_replay_in_italian_tells_the_record_and_the_marks(sure_trick: Path) -> None:
    done = ecarte("--lang", "it", "replay", str(sure_trick), "--review")
    assert done.returncode == 0, done.stderr
    out = " ".join(done.stdout.split())
    assert "Ada contro Bot; regole: " in out
    assert "Partita 1, smazzata 1 (11 mosse)" in out
    assert "Errore grave: giocare l'8♠" in out and "la migliore: giocare il 7♥" in out
    assert "punti percentuali" in out
    told = re.sub(r"preset \w+", "", out)  # the rules' codes
    assert not ENGLISH.findall(told), ENGLISH.findall(told)


def test_ecarte_replay_in_french_says_why_a_line_or_a_review_cannot_be_used(
        sure_trick: Path, tmp_path: Path) -> None:
    done = ecarte("--lang", "fr", "replay", str(sure_trick), "--line", "3")
    assert done.returncode == 2
    assert f"contient un seul enregistrement, pas du JSON Lines{NB}: il n'y a pas de " \
           "ligne 3" in done.stderr
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"records": [{"decisions": [{"game": -1}]}]}))
    done = ecarte("--lang", "fr", "replay", str(sure_trick), f"--review={wrong}")
    assert done.returncode == 2
    assert f"la décision 1 de l'analyse{NB}: 'game' doit être un nombre entier" in done.stderr


def test_the_replays_frames_and_jumps_in_the_players_language(speaking: None) -> None:
    shown = frames(SURE_TRICK)
    choose("fr")
    replayer = Replayer(("Ada", "Bot"), 1, Look())
    cursor = Cursor(shown)
    assert replayer.where(shown[1]) == "Partie 1 · donne 1 · coup 1/11"
    assert cursor.jump("9") == f"La partie 1 n'a pas de donne 9{NB}: elle en a 1."
    assert cursor.jump("zut") == f"'zut' n'est pas une donne{NB}: tapez son numéro (3)."
    told = [line.plain for frame in shown for line in replayer.told(frame)]
    assert any(line.startswith("Vous avez ") for line in told)
    assert "La donne est terminée." in told
    choose("it")
    assert Cursor(shown).jump("2.1") == "Non c'è la partita 2: questo registro ne ha 1."
    assert replayer.where(shown[1]) == "Partita 1 · smazzata 1 · mossa 1/11"


def test_the_tutor_warns_in_french_and_asks_in_french(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, speaking: None) -> None:
    from conftest import dealt

    from ecarte.engine import PROPOSE, STAND
    from ecarte.review import judge
    from tests.test_tutor import SCORE, WEAK, actions, at_the_deal, text_of

    choose("fr")
    session = at_the_deal(tmp_path, monkeypatch, b"s\nn\np\nquit\n")
    session.run()
    out = text_of(session.console).replace(" ", NB)  # the no-break spaces, as said
    verdict = judge(view(dealt(*WEAK, score=SCORE)[0], 0), STAND)
    gaffe = {"mistake": "une erreur", "blunder": "une gaffe"}[str(verdict.mark)]
    assert f"Tuteur : pour l'expert, jouer d'autorité, c'est {gaffe}.".replace(" ", NB) in out
    stand = round(verdict.chances[STAND] * 100)
    for said in ("Chances de gagner la partie (en 5 points) : proposer ",
                 f"jouer d'autorité {stand} %.", "Jouer d'autorité quand même ?",
                 "Rien n'est joué : choisissez à nouveau votre coup."):
        assert said.replace(" ", NB) in out, said
    assert verdict.best == PROPOSE
    assert actions(session)[0] == "propose"


def test_the_end_of_match_review_in_italian(speaking: None) -> None:
    from ecarte.review import review_record
    from ecarte.ui.review_view import summary_text, verdict_line

    choose("it")
    reviewed = review_record(SURE_TRICK, (1,), exchange_samples=40, play_samples=32)
    said = summary_text(reviewed.seats[0]).plain
    assert said.startswith("L'esperto ha analizzato le tue ")
    assert "Probabilità perse: " in said and "punti percentuali in tutto" in said
    assert verdict_line("blunder", 0.31) == \
        "Un errore grave: questa scelta è costata 31 punti percentuali."
    assert verdict_line(None, 0.0004) == \
        "Nessuna segnalazione (perdita trascurabile): questa scelta è costata meno di 0,1 punti " \
        "percentuali."


def test_the_name_the_game_gives_is_said_in_the_third_person_of_each_language() -> None:
    from ecarte.review.text import shown_names
    from ecarte.words import choose, chosen

    was = chosen()
    try:
        for code, you, bot in (("en", "You", "Bot"), ("fr", "Joueur", "Robot"),
                               ("it", "Giocatore", "Bot")):
            choose(code)
            assert shown_names(["You", "Bot"]) == (you, bot)
            assert shown_names(["You", "Bot"], told=False) == ("You", "Bot")
            assert shown_names(["Ada", "Bot"]) == ("Ada", bot)
    finally:
        choose(was)
