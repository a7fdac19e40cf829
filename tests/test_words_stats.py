"""``ecarte stats``, ``stats import``, ``history``, the notes said when a match is kept and
a damaged history, in French and Italian (issue 21), as a player runs them: the installed
script in a subprocess with ``--lang``. Each says its sentences in its language, writes its
numbers, percentages and dates in the language's form, and leaves no English word beyond
the codes (a bot level, the rules' option names, command names)."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from history_helpers import bot_match
from test_words_areas import ENGLISH

import ecarte.words
from ecarte.history import open_history
from ecarte.history.keep import keep_finished

ECARTE = Path(sys.executable).parent / "ecarte"
CODES = re.compile(r"club, target \d+|novice|'-'|ecarte \w+|--\w+|/\S+|\bID\b")
"""What may stay as it is in any language: the rules as kept, a level, commands, paths."""


def english_left(text: str) -> list[str]:
    return ENGLISH.findall(CODES.sub("", text))


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder holding nine matches against the novice (one watched by the tutor,
    one reviewed) and a hot-seat match with take-backs."""
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    folder = tmp_path / "data"
    monkeypatch.setenv("ECARTE_DATA_DIR", str(folder))
    with open_history() as history:
        for seed in range(1, 10):
            added = history.add(bot_match(seed, level="novice"), you=0, kind="bot",
                                level="novice", takebacks=0, tutor=seed == 3)
            if seed == 5:
                history.set_review(added.id, {"decisions": 8, "inaccuracies": 1,
                                              "mistakes": 1, "blunders": 1})
        history.add(bot_match(40), you=0, kind="hotseat", level=None, takebacks=1,
                    tutor=False)
    return folder


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    ecarte.words.choose("en")


def ecarte_run(data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, ECARTE_DATA_DIR=str(data), ECARTE_CONFIG_DIR=str(data / "conf"),
               COLUMNS="100")
    return subprocess.run([str(ECARTE), *args], env=env, capture_output=True, text=True,
                          timeout=120)


def test_stats_in_french_are_french_with_french_figures(data: Path) -> None:
    done = ecarte_run(data, "--lang", "fr", "stats")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("10 rencontres terminées.")
    assert "adversaire" in out and "pts/donne" in out and "à deux" in out
    assert "quand vous étiez premier (" in out and "joué d'autorité" in out
    assert re.search(r"[+\u2212]\d+,\d\d par donne", out), "decimals with a comma"
    assert "25\u00a0%" in out, "a percentage with a no-break space: 2 errors in 8 decisions"
    assert "de la plus ancienne à la plus récente\u00a0:" in out
    assert english_left(out) == [], out


def test_stats_in_italian_are_italian(data: Path) -> None:
    out = ecarte_run(data, "--lang", "it", "stats").stdout
    assert out.startswith("10 incontri finiti.")
    assert "avversario" in out and "cappotti" in out and "a due" in out
    assert "Di mano (" in out and "di prepotenza" in out and "Da mazziere" in out
    assert re.search(r"[+-]\d+,\d\d per smazzata", out)
    assert "25%" in out
    assert english_left(out) == [], out


def test_history_lists_the_matches_in_each_language_and_its_dates(data: Path) -> None:
    for code, header, won, practice in (("fr", "adversaire", "gagnée", "(entraînement)"),
                                        ("it", "avversario", "vinto", "(allenamento)")):
        out = ecarte_run(data, "--lang", code, "history").stdout
        assert header in out and practice in out and won in out, out
        assert re.search(r"\b\d\d/\d\d/20\d\d \d\d:\d\d\b", out), "day/month/year"
        assert english_left(out) == [], (code, out)
    english = ecarte_run(data, "history").stdout
    assert re.search(r"\b20\d\d-\d\d-\d\d \d\d:\d\d\b", english) and "(practice)" in english


def test_the_rating_is_written_with_the_language_s_figures(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, speaking: None) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path / "data"))
    for seed in range(1, 14):
        _, said = keep_finished(bot_match(seed, level="novice"), hotseat=False,
                                level="novice", takebacks=0, tutor=False)
    assert said is not None and said.startswith("Your rating: 1,")
    ecarte.words.choose("fr")
    _, said = keep_finished(bot_match(14, level="novice"), hotseat=False, level="novice",
                            takebacks=0, tutor=False)
    assert said is not None and re.fullmatch(
        r"Votre classement\u00a0: 1\u202f\d\d0 ± \d+0 après cette (victoire|défaite)\.", said)
    ecarte.words.choose("it")
    _, said = keep_finished(bot_match(14, level="novice"), hotseat=False, level="novice",
                            takebacks=0, tutor=False)
    assert said is not None and "carta per carta" in said and english_left(said) == []
    _, said = keep_finished(bot_match(15, level="novice"), hotseat=False, level="novice",
                            takebacks=2, tutor=False)
    assert said is not None and re.fullmatch(
        r"Un incontro d'allenamento non conta per il tuo punteggio Elo, che resta "
        r"1\.\d\d0 ± \d+0\.", said)


def test_a_damaged_history_is_told_in_the_player_s_language(tmp_path: Path) -> None:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    data = tmp_path / "data"
    data.mkdir()
    (data / "history.sqlite3").write_text("not a database, only words\n")
    french = ecarte_run(data, "--lang", "fr", "stats")
    assert french.returncode == 1
    assert "est endommagé (ce n'est pas un fichier SQLite)\u00a0: il a été laissé tel " \
           "quel" in french.stderr
    assert "déplacez-le ailleurs" in french.stderr and english_left(french.stderr) == []
    italian = ecarte_run(data, "--lang", "it", "history")
    assert "è danneggiato (non è un file SQLite): è stato lasciato com'è" in italian.stderr
    assert english_left(italian.stderr) == []
    english = ecarte_run(data, "stats")
    assert "is damaged (file is not a database): it was left as it is" in english.stderr


def test_a_table_altered_by_hand_is_named_in_each_language(data: Path) -> None:
    with sqlite3.connect(data / "history.sqlite3") as db:
        db.execute("DROP INDEX matches_by_date")
    said = {code: ecarte_run(data, "--lang", code, "stats").stderr for code in ("fr", "it")}
    assert "(l'index matches_by_date manque)" in said["fr"]
    assert "(manca l'indice matches_by_date)" in said["it"]


def test_a_row_that_cannot_be_read_is_left_out_with_a_note_in_each_language(
        data: Path) -> None:
    with sqlite3.connect(data / "history.sqlite3") as db:
        db.execute("UPDATE matches SET played_at = 'hier' WHERE id = 2")
    french = ecarte_run(data, "--lang", "fr", "history")
    assert french.stderr == ("ecarte history\u00a0: 1 rencontre de l'historique n'a pas pu être "
                             "lue et a été laissée de côté.\n")
    with sqlite3.connect(data / "history.sqlite3") as db:
        db.execute("UPDATE matches SET record = 'rotto' WHERE id = 3")
    italian = ecarte_run(data, "--lang", "it", "replay", "3")
    assert "l'incontro 3 dello storico non si può leggere (il registro non è valido)" \
        in italian.stderr


def test_stats_import_reports_in_each_language(data: Path, tmp_path: Path) -> None:
    record = tmp_path / "club.json"
    record.write_text(json.dumps(bot_match(60, level="club")))
    lines = tmp_path / "lines.jsonl"
    lines.write_text("[1]\n" + json.dumps(bot_match(61, level="club")) + "\n")
    french = ecarte_run(data, "--lang", "fr", "stats", "import", str(record), str(record),
                        str(lines))
    assert french.stdout == "2 rencontres ajoutées, 1 déjà conservée, 1 ignorée.\n"
    assert french.stderr == (f"ecarte stats import\u00a0: {lines} ligne 1\u00a0: l'enregistrement "
                             "n'est pas un objet JSON\u00a0; ignorée\n")
    italian = ecarte_run(data, "--lang", "it", "stats", "import", str(record), "--you", "Eva")
    assert italian.stdout == "0 incontri aggiunti, 1 saltato.\n"
    assert "nessun giocatore si chiama 'Eva' (i giocatori sono Ada e Bot); saltata" \
        in italian.stderr


def test_the_help_of_stats_and_history_is_in_the_language(data: Path) -> None:
    french = " ".join(ecarte_run(data, "--lang", "fr", "stats", "--help").stdout.split())
    assert "seulement les rencontres à partir de ce jour (AAAA-MM-JJ)" in french
    assert "Un même enregistrement n'est jamais compté deux" in french
    assert '"rating": {"value", "deviation"} ou null}.' in french
    italian = " ".join(ecarte_run(data, "--lang", "it", "history", "--help").stdout.split())
    assert "solo gli N incontri più recenti" in italian
    assert "(la data in UTC" in italian
    refused = ecarte_run(data, "--lang", "it", "stats", "--since", "ieri")
    assert "vuole una data come 2026-03-01, non 'ieri'" in refused.stderr
