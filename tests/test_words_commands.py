"""The command line in the player's language (issue 21): ``ecarte --help`` and each
command's help, argparse's own words, a refused flag or file, in French and Italian as
in English; ``ecarte --help`` learns the language without loading argparse, re or
typing."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import ecarte.cli
import ecarte.words
from ecarte.words.commands import words

ENGLISH_HELP = ("show this help message", "positional arguments", "usage:", "options:",
                "the record, or", "unrecognized", "invalid choice", "cannot read")
"""What argparse and the commands say in English: none of it in a French or Italian run."""


def run(*args: str, env: dict[str, str] | None = None,
           home: Path | None = None) -> subprocess.CompletedProcess[str]:
    base = {key: value for key, value in os.environ.items()
            if key not in ("LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    if home is not None:
        base["ECARTE_CONFIG_DIR"] = str(home / "config")
        base["ECARTE_DATA_DIR"] = str(home / "data")
    return subprocess.run([sys.executable, "-m", "ecarte", *args], capture_output=True,
                          text=True, timeout=60, env={**base, "COLUMNS": "100", **(env or {})},
                          encoding="utf-8", errors="replace")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    ecarte.words.choose("en")


@pytest.mark.parametrize("code", ["fr", "it"])
@pytest.mark.parametrize("columns", [*range(20, 130), 160, 220])
def test_the_quick_help_is_argparse_s_in_each_language_at_every_width(
        code: str, columns: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    ecarte.words.choose(code)
    written = ecarte.cli.top_help(ecarte.cli.terminal_columns(), code)
    assert written is not None or columns < 60
    if written is not None:
        assert written == ecarte.cli.build_parser(()).format_help()


@pytest.mark.parametrize(("code", "said"), [
    ("fr", ["utilisation\u00a0: ecarte", "commandes\u00a0:", "COMMANDE",
            "afficher cette aide et quitter", "--lang CODE", "jouer à l'Écarté contre un robot"]),
    ("it", ["uso: ecarte", "argomenti posizionali:", "COMANDO", "mostra questo aiuto ed esci",
            "--lang CODICE", "gioca all'Écarté contro un bot"]),
])
def test_ecarte_help_speaks_the_language_asked(code: str, said: list[str],
                                               tmp_path: Path) -> None:
    for args in (["--lang", code, "--help"], ["--help", f"--lang={code}"], ["--lang", code]):
        done = run(*args, home=tmp_path)
        assert done.returncode == 0, done.stderr
        for words_ in said:
            assert words_ in done.stdout, (args, words_)
        assert not [english for english in ENGLISH_HELP if english in done.stdout]


def test_the_english_help_lists_lang() -> None:
    done = run("--help")
    assert "[--lang CODE]" in done.stdout and "  --lang CODE  the language the game speaks" \
        in done.stdout


def test_the_locale_and_the_setting_choose_the_language_of_the_help(tmp_path: Path) -> None:
    assert "commandes\u00a0:" in run("--help", env={"LANG": "fr_FR.UTF-8"},
                                              home=tmp_path).stdout
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "config.toml").write_text('name = "Ada"\nlang = "it"  # mine\n',
                                                      encoding="utf-8")
    assert "argomenti posizionali" in run("--help", env={"LANG": "fr_FR.UTF-8"},
                                             home=tmp_path).stdout
    assert "commandes\u00a0:" in run("--lang", "fr", "--help", home=tmp_path).stdout
    # a setting written in a way only a TOML reader reads: the slow road, the same answer
    (tmp_path / "config" / "config.toml").write_text("lang = '''it'''\n", encoding="utf-8")
    assert "argomenti posizionali" in run("--help", home=tmp_path).stdout


@pytest.mark.parametrize("environ", [
    {}, {"LANG": "fr_FR.UTF-8"}, {"LANGUAGE": "it:en"}, {"LC_ALL": "de_DE.UTF-8"},
    {"LANGUAGE": "de:fr", "LANG": "it_IT"}, {"LANGUAGE": "de", "LANG": "it_IT"},
    {"LC_MESSAGES": "fr_CA@euro"}, {"LANG": "C"}])
def test_the_quick_language_is_the_one_the_words_choose(environ: dict[str, str],
                                                       tmp_path: Path) -> None:
    environ = {**environ, "ECARTE_CONFIG_DIR": str(tmp_path)}
    assert ecarte.cli.quick_language(None, environ) == ecarte.words.language_of(environ)


def test_a_bad_language_is_one_sentence_even_for_the_help() -> None:
    done = run("--lang", "de", "--help")
    assert done.returncode == 2 and "there is no language 'de'" in done.stderr


LOADED = """\
import sys
from ecarte.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
sys.stderr.write("\\nLOADED " + " ".join(sorted(sys.modules)) + "\\n")
"""


def test_the_help_in_french_loads_neither_argparse_nor_re_nor_the_words(
        tmp_path: Path) -> None:
    alone = subprocess.run([sys.executable, "-c", "import sys; print(*sys.modules)"],
                           capture_output=True, text=True, timeout=60, check=True)
    python_alone = set(alone.stdout.split())
    env = {**os.environ, "ECARTE_CONFIG_DIR": str(tmp_path), "LANG": "it_IT.UTF-8"}
    for args in (["--lang", "fr", "--help"], ["--lang", "it"], ["--help"]):
        done = subprocess.run([sys.executable, "-c", LOADED, *args], capture_output=True,
                              text=True, timeout=60, encoding="utf-8", env=env)
        line = next(line for line in done.stderr.splitlines() if line.startswith("LOADED "))
        added = set(line.split()[1:]) - python_alone
        assert not {"argparse", "re", "typing", "ecarte.words"} & added, (args, added)


@pytest.mark.parametrize(("code", "said"), [
    ("fr", ["afficher cette aide et quitter", "votre nom à la table", "règles\u00a0:",
            "affichage\u00a0:", "--record FICHIER", "jouer (d'autorité, je joue)"]),
    ("it", ["mostra questo aiuto ed esci", "il tuo nome al tavolo", "regole:", "aspetto:",
            "--name NOME", "prepotenza (giocare con le carte che hai;"]),
])
def test_play_help_in_the_language(code: str, said: list[str]) -> None:
    done = run("--lang", code, "play", "--help")
    assert done.returncode == 0
    for text in said:
        assert text in done.stdout, text
    assert "your name at the table" not in done.stdout
    assert not [english for english in ENGLISH_HELP if english in done.stdout]


@pytest.mark.parametrize("command", ["verify", "arena", "engine", "play"])
def test_every_help_of_mine_has_no_english_help_line(command: str) -> None:
    english = run(command, "--help").stdout
    french = run("--lang", "fr", command, "--help").stdout
    italian = run("--lang", "it", command, "--help").stdout
    assert french != english and italian != english
    for line in english.splitlines():
        line = line.strip()
        if len(line) > 30 and " " in line and not line.startswith(("[", "{", "--")) \
                and "=" not in line:
            assert line not in french and line not in italian, line


@pytest.mark.parametrize(("args", "said"), [
    (["--lang", "fr", "verify", "absent.json"],
     "ecarte verify\u00a0: impossible de lire absent.json\u00a0: ce fichier n'existe pas"),
    (["--lang", "it", "verify", "absent.json"],
     "ecarte verify: impossibile leggere absent.json: il file non esiste"),
    (["--lang", "fr", "play", "--seed", "x"],
     "argument --seed\u00a0: la graine est un nombre entier de 0 à 9223372036854775807, "
     "pas 'x'"),
    (["--lang", "it", "play", "--seed", "-1"],
     "argomento --seed: il seed è un numero intero da 0 a "
     "9223372036854775807, non -1"),
    (["--lang", "fr", "play", "--bot", "novice"],
     "arguments inconnus\u00a0: --bot novice\nvouliez-vous dire --level\u00a0? (le niveau "
     "du robot\u00a0: --level novice)"),
    (["--lang", "it", "jouer"], "argomento COMANDO: scelta non valida: 'jouer'"),
    (["--lang", "fr", "verify"], "ces arguments sont obligatoires\u00a0: FICHIER"),
    (["--lang", "it", "arena", "club", "nobody"], "non c'è un bot 'nobody': scegli fra"),
    (["--lang", "fr", "arena", "club", "club", "--option", "x"],
     "--option attend NOM=VALEUR, comme target=7, pas 'x'"),
    (["--lang", "it", "play", "--level", "clab"],
     "non esiste il livello «clab»: forse intendevi «club»?"),
    (["--lang", "fr", "play", "--delay", "99"], "le délai va de 0 à 60\u00a0secondes"),
])
def test_a_refused_command_line_is_said_in_the_language(args: list[str], said: str,
                                                        tmp_path: Path) -> None:
    done = run(*args, home=tmp_path)
    assert done.returncode == 2, done.stderr
    assert said in done.stderr
    assert not [english for english in ENGLISH_HELP if english in done.stderr]
    english = run(*args[2:], home=tmp_path)
    assert english.returncode == 2 and english.stderr != done.stderr


def test_a_file_s_trouble_is_said_in_the_language(tmp_path: Path) -> None:
    from ecarte.files import WriteFailed, read_json_text, why
    from ecarte.numbers import echo

    full = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    assert why(full) == "the disk is full"
    ecarte.words.choose("fr")
    assert why(full) == "le disque est plein"
    assert str(WriteFailed(Path("/x/a.json"), full)) == \
        "impossible d'écrire /x/a.json\u00a0: le disque est plein"
    assert echo("x" * 5000).endswith("(5\u202f000\u00a0caractères)")
    with pytest.raises(ValueError, match="la feuille de rencontre n'est pas du JSON"):
        read_json_text("[1,", "the record")
    ecarte.words.choose("it")
    assert why(OSError(errno.EACCES, "x")) == "permesso negato"
    assert why(OSError(errno.EIO, "Input/output error")) == "input/output error"


def test_the_english_words_are_the_ones_the_help_had() -> None:
    said = words("en")
    assert said.top["play"] == "play Écarté against a bot, or hot-seat against a friend"
    assert said.unrecognized("--x") == "unrecognized arguments: --x"
    assert said.reasons["ENOSPC"] == "the disk is full"


HANDS = [["Js", "Ts", "Kd", "Kh", "Th"], ["Qs", "9s", "Jc", "Tc", "7h"]]


def _deal() -> dict[str, object]:
    from ecarte.engine.cards import DECK

    used = {*HANDS[0], *HANDS[1], "8s"}
    return {"dealer": 1, "hands": HANDS, "turnup": "8s",
            "stock": [str(card) for card in DECK if str(card) not in used],
            "actions": ["stand", "play Kd", "play 9s", "play Jc", "play Ts", "play Kh",
                        "play 7h", "play Th", "play Qs", "play Tc", "play Js"]}


def _verify(record: object, *lang: str) -> tuple[int, str, str]:
    import json

    done = subprocess.run([sys.executable, "-m", "ecarte", *lang, "verify", "-"],
                          input=json.dumps(record), capture_output=True, text=True,
                          timeout=60, encoding="utf-8")
    return done.returncode, done.stdout, done.stderr


def test_verify_words_a_record_s_fault_in_the_language_and_keeps_its_codes() -> None:
    import json

    record = {"format": "ecarte-record/1", "rules": {"preset": "club"},
              "players": ["Ada", "Bob"], "games": [{"deals": [_deal(), _deal()]}]}
    said = {}
    for lang in ([], ["--lang", "fr"], ["--lang", "it"]):
        status, out, _ = _verify(record, *lang)
        verdict = json.loads(out)
        assert status == 1 and verdict["code"] == "deal-alternates"
        assert (verdict["game"], verdict["deal"], verdict["action"]) == (0, 1, None)
        said[tuple(lang)] = verdict["error"]
    assert said[()] == "seat 1 deals, but the deal alternates: seat 0 should deal"
    assert said[("--lang", "fr")] == ("la place 1 donne, mais la donne alterne\u00a0: "
                                      "c'est à la place 0 de donner")
    assert said[("--lang", "it")] == ("fa il mazziere il posto 1, ma il mazziere si "
                                      "alterna: tocca al posto 0")
    revoke = _deal()
    revoke["actions"][4] = "play Kh"  # type: ignore[index]
    record["games"] = [{"deals": [revoke]}]
    status, out, _ = _verify(record, "--lang", "fr")
    verdict = json.loads(out)
    assert verdict["code"] == "rule" and verdict["rule"] == "trump"
    assert "you" not in verdict["error"] and "♠" in verdict["error"]


@pytest.mark.parametrize(("lang", "said"), [
    ([], "ecarte verify: game 0 deal 0 hand 1: "),
    (["--lang", "fr"], "ecarte verify\u00a0: partie 0 donne 0 main 1\u00a0: "),
    (["--lang", "it"], "ecarte verify: partita 0 smazzata 0 mano 1: "),
])
def test_verify_says_where_a_record_cannot_be_read(lang: list[str], said: str) -> None:
    deal = _deal()
    deal["hands"] = [HANDS[0], ["Qs", "9s", "Jc", "Tc", "Zz"]]
    record = {"format": "ecarte-record/1", "rules": {"preset": "club"},
              "players": ["Ada", "Bob"], "games": [{"deals": [deal]}]}
    status, _, err = _verify(record, *lang)
    assert status == 2 and err.startswith(said), err
    status, _, err = _verify({"format": "x"}, *lang)
    assert status == 2 and "'ecarte-record/1'" in err and "'x'" in err


def test_a_record_fault_is_said_in_the_language_chosen_when_shown() -> None:
    from ecarte.engine.records import Fault as RecordFault
    from ecarte.engine.records import Problem, RecordFaultError, RecordFormatError, Shape

    fault = RecordFault(Problem.GAME_NOT_ENDED, 1, 0, None, numbers=(0, 1))
    error = RecordFaultError(fault)
    assert str(error) == "game 2, deal 1: game 0 has not ended, so game 1 cannot begin"
    ecarte.words.choose("it")
    assert str(error) == ("partita 2, smazzata 1: la partita 0 non è finita, quindi la "
                          "partita 1 non può cominciare")
    assert str(RecordFormatError(Shape.PLAYERS)) == "players deve essere una lista di due nomi"
    assert str(RecordFormatError("a sentence of its own")) == "a sentence of its own"


BAD_ENGINE = """\
import json, sys
for line in sys.stdin:
    asked = json.loads(line)
    if asked["type"] == "hello":
        print(json.dumps({"type": "hello", "protocol": 1}), flush=True)
    elif asked["type"] == "act":
        print(json.dumps({"action": "play Zz"}), flush=True)
    else:
        break
"""


def test_an_outside_engine_s_failure_is_said_in_the_player_s_language(tmp_path: Path
                                                                     ) -> None:
    done = run("--lang", "fr", "play", "--level", "exec:no-such-engine-here", home=tmp_path)
    assert done.returncode != 0
    assert ("la commande de moteur 'no-such-engine-here' n'a pas pu démarrer\u00a0: le "
            "programme 'no-such-engine-here' n'existe pas") in done.stderr
    engine = tmp_path / "engine.py"
    engine.write_text(BAD_ENGINE, encoding="utf-8")
    bot = f"exec:{sys.executable} {engine}"
    for jobs in ("1", "2"):  # the failure is said in a worker process too
        done = run("--lang", "it", "arena", "club", bot, "--deals", "40", "--jobs", jobs,
                   home=tmp_path)
        assert done.returncode == 3  # a bot failed during a pair
        assert "(posto 1) ha fallito: il motore" in done.stderr
        assert "che non è una delle mosse lecite" in done.stderr, done.stderr


def test_the_engine_command_keeps_its_protocol_in_english_for_programs() -> None:
    import json

    done = subprocess.run(
        [sys.executable, "-m", "ecarte", "--lang", "fr", "engine", "--level", "random"],
        input=json.dumps({"type": "hello", "protocol": 1}) + "\n"
        + json.dumps({"type": "act", "view": {}, "legal": ["stand"]}) + "\n",
        capture_output=True, text=True, timeout=60, encoding="utf-8")
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert lines[0]["type"] == "hello"
    assert lines[1]["error"].startswith("the view has no ")  # not "la vue n'a pas"


@pytest.mark.parametrize("code", ["en", "fr", "it"])
@pytest.mark.parametrize("command", ["play", "review", "stats", "replay", "history"])
def test_the_help_fits_an_80_column_terminal(code: str, command: str) -> None:
    """The epilogs and descriptions are filled to the terminal's width, not wrapped at the
    width they were written at (an 80-column terminal cut 'aiut' / 'o')."""
    done = subprocess.run([sys.executable, "-m", "ecarte", "--lang", code, command, "--help"],
                          capture_output=True, text=True, timeout=60,
                          env={**os.environ, "COLUMNS": "80"})
    assert done.returncode == 0
    usage = done.stdout.split("\n\n", 1)[1]  # argparse's own usage line apart
    too_wide = [line for line in usage.splitlines() if len(line) > 80]
    assert not too_wide, too_wide
