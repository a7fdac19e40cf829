"""The rule book in English, French and Italian (issue 21): ``ecarte rules`` and the
table's ``rules`` show the chosen language's book, written for its reader with the game's
own words; the three books tell the same rules; the pager and the help speak the language
too; the books install."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import pytest
from rich.console import Console

import ecarte.words
from ecarte.ui.rulebook import book_name, render_rules, rules_text, show_rules
from ecarte.words import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent

ENGLISH = re.compile(
    r"\b(the|you|your|and|with|deal|tricks?|cards?|hand|trumps?|which|when|not|are|is|"
    r"has|have|will|can|from|for|of|to|by|player|game|king|queen|jack|dealer|elder|"
    r"stock|discards?|lead|follow|point of|wins?|score)\b", re.IGNORECASE)
"""Words a French or Italian rule book would not hold, outside its code spans."""


def run_ecarte(*args: str, tmp: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ecarte", *args], capture_output=True,
                          text=True, timeout=60, encoding="utf-8", errors="replace",
                          env={**os.environ, "ECARTE_CONFIG_DIR": str(tmp / "config"),
                               "ECARTE_DATA_DIR": str(tmp / "data"), "LANG": "C.UTF-8",
                               "LC_ALL": "C.UTF-8", "LANGUAGE": "", **env})


def book(code: str) -> str:
    return resources.files("ecarte").joinpath(book_name(code)).read_text(encoding="utf-8")


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    ecarte.words.choose("en")


# What a player reads ----------------------------------------------------------------------

FRENCH_WORDS = ("R D V A 10 9 8 7", "le premier", "le donneur", "la retourne", "l'atout",
                "le talon", "« je propose »", "« combien ? »", "joue d'autorité", "écarte",
                "L'écart est mort", "le point", "la vole", "« le roi ! »", "marquer le roi",
                "partie sèche", "partie liée", "la belle", "fournir", "couper", "levée",
                "galerie", "trèfle ♣, carreau ♦, cœur ♥ et pique ♠", "`Rp`", "jeux de règle")
ITALIAN_WORDS = ("R D F A 10 9 8 7", "mazziere", "di mano", "briscola", "tallone", "scarti",
                 "accomodo", "smazzata", "«propongo»", "«quante?»", "«no!»", "«giocare!»",
                 "gioca di prepotenza", "il cappotto", "«Il Re!»", "videau",
                 "partita secca", "rispondere al seme", "tagliare", "presa",
                 "il mazziere mescola gli scarti e li ridistribuisce",
                 "fiori ♣, quadri ♦, cuori ♥ e picche ♠", "`Rp`")


def test_ecarte_rules_in_french_is_the_french_book_with_the_games_own_words(
        tmp_path: Path) -> None:
    done = run_ecarte("--lang", "fr", "rules", tmp=tmp_path)
    assert done.returncode == 0 and not done.stderr
    text = flat(done.stdout.replace("\u00a0", " "))
    for words in FRENCH_WORDS:
        assert flat(words.replace("`", "")) in text, words
    for english in ("The cards", "Scoring", "the elder", "King of trumps", "Writing moves"):
        assert english not in text, english


def test_ecarte_rules_in_italian_is_the_italian_book_with_the_seeds_glossary(
        tmp_path: Path) -> None:
    done = run_ecarte("rules", "--lang", "it", tmp=tmp_path)
    assert done.returncode == 0 and not done.stderr
    text = flat(done.stdout)
    for words in ITALIAN_WORDS:
        assert flat(words.replace("`", "")) in text, words
    for english in ("The cards", "Scoring", "the elder", "King of trumps", "Writing moves"):
        assert english not in text, english


def test_the_lang_setting_and_the_locale_choose_the_book_too(tmp_path: Path) -> None:
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "config.toml").write_text('lang = "it"\n', encoding="utf-8")
    assert "mazziere" in run_ecarte("rules", tmp=tmp_path).stdout
    (tmp_path / "config" / "config.toml").unlink()
    french = run_ecarte("rules", tmp=tmp_path, LANG="fr_FR.UTF-8", LC_ALL="")
    assert "donneur" in french.stdout and "elder" not in french.stdout
    assert "the elder" in run_ecarte("rules", tmp=tmp_path).stdout  # else English


@pytest.mark.parametrize("code", ["fr", "it"])
def test_no_english_is_left_in_a_translated_book(code: str) -> None:
    text = re.sub(r"`[^`]*`", "", book(code))  # option names and moves, typed as they are
    text = re.sub(r"\*English Club Code\*", "", text)  # the code's own title
    found = ENGLISH.findall(text)
    assert not found, found


@pytest.mark.parametrize("code", ["fr", "it"])
def test_every_book_tells_the_same_rules(code: str) -> None:
    english, other = book("en"), book(code)
    heading = re.compile(r"^(#+) ", re.MULTILINE)
    assert [len(level) for level in heading.findall(other)] == \
        [len(level) for level in heading.findall(english)], "the same sections, in order"
    table = re.compile(r"^\|.*\|$", re.MULTILINE)
    assert len(table.findall(other)) == len(table.findall(english)), "the scoring table"
    numbered = re.compile(r"^\d\. ", re.MULTILINE)
    assert len(numbered.findall(other)) == len(numbered.findall(english))
    names = set(re.findall(r"`([a-z_-]+)`", english))  # presets, options and moves
    assert names - set(re.findall(r"`([a-z_-]+)`", other)) == set()
    # French prose writes its small numbers in letters (and a sentence never opens on one)
    figures = {"fr": ("Trente-deux cartes", "21", "**2**", "**cinq points**", "d'une à cinq"),
               "it": ("32", "21", "**2**", "**5 punti**", "1 a 5")}[code]
    for figure in figures:
        assert figure in other, figure


def test_the_french_book_keeps_its_no_break_spaces_and_rich_never_breaks_at_one(
        speaking: None) -> None:
    text = book("fr")
    assert not re.search(r"[^\s] [:;?!»]|« ", text), "a no-break space before : ; ? ! »"
    assert "\u00a0:" in text and "«\u00a0" in text
    ecarte.words.choose("fr")
    for width in range(40, 101, 7):
        out = Console(file=io.StringIO(), width=width, color_system=None)
        render_rules(out)
        lines = out.file.getvalue().splitlines()  # type: ignore[attr-defined]
        # (a line may begin with the command `?`: "? montre les coups permis")
        assert lines and "\ue000" not in "".join(lines)
        bad = [line for line in lines if re.match(r"\s*([:;!»]|\?(?! montre))", line)
               or line.rstrip().endswith("«")]
        assert not bad, (width, bad)


def test_the_italian_book_quotes_without_spaces() -> None:
    text = book("it")
    assert "«propongo»" in text and "« " not in text and "\u00a0" not in text


def _book_table(code: str, ascii_only: bool) -> list[tuple[str, str]]:
    """The scoring table's rows as the book writes them, header first, without the
    Markdown's stars (and in ASCII as the plain book has them)."""
    from ecarte.ui.rulebook import plain

    rows = []
    for line in book(code).splitlines():
        if line.startswith("|") and not line.startswith("|---"):
            cells = [re.sub(r"\*+", "", cell).strip() for cell in line.strip("|").split("|")]
            if ascii_only:
                cells = [plain(cell, ecarte.words.phrasebook(code).suit_letters)
                         for cell in cells]
            rows.append((cells[0].replace("\u00a0", " "), cells[1]))
    return rows


def _shown_table(text: str, header: tuple[str, str]) -> list[tuple[str, str]]:
    """The table as a reader sees it on the screen: each row's first column and second
    column, each read down its own column (a wrapped cell's next line under itself)."""
    lines = text.replace("\u00a0", " ").splitlines()
    top = next(i for i, line in enumerate(lines) if header[0] in line and header[1] in line)
    column = lines[top].index(header[1])
    rows: list[tuple[list[str], list[str]]] = [([lines[top][:column]], [lines[top][column:]])]
    for line in lines[top + 1:]:
        if not line.strip(" |+-─━"):
            if len(rows) > 1:
                break  # the end of the table
            continue  # the line under the header
        left, right = line[:column].strip(" |"), line[column:].strip(" |")
        if right or not rows[-1][0]:
            rows.append(([], []))
        rows[-1][0].append(left)
        rows[-1][1].append(right)
    return [(" ".join(filter(None, (p.strip(" |") for p in left))),
             " ".join(filter(None, (p.strip(" |") for p in right)))) for left, right in rows]


@pytest.mark.parametrize("encoding", ["utf-8", "ascii"])
@pytest.mark.parametrize("width", [80, 100])
@pytest.mark.parametrize("code", LANGUAGES)
def test_a_wrapped_cell_of_the_scoring_table_stays_in_its_column(
        code: str, width: int, encoding: str, tmp_path: Path) -> None:
    """Issue 22: "the tricks" of the penalty row was shown under the points column."""
    done = run_ecarte("--lang", code, "rules", "--no-pager", tmp=tmp_path,
                      COLUMNS=str(width), PYTHONIOENCODING=encoding)
    assert done.returncode == 0 and not done.stderr
    wanted = _book_table(code, encoding == "ascii")
    shown = _shown_table(done.stdout, wanted[0])
    assert shown == wanted, done.stdout
    assert max(len(line) for line in done.stdout.splitlines()) <= width


@pytest.mark.parametrize(("code", "note", "prompt"), [
    ("fr", "La règle, page par page\u00a0: espace pour la page suivante",
     "-Ps Pages \\: espace pour avancer"),
    ("it", "Le regole, una pagina alla volta: spazio per la pagina seguente",
     "-Ps Regole\\: spazio pagina seguente"),
])
def test_the_pager_says_how_to_leave_it_in_the_language(
        code: str, note: str, prompt: str, speaking: None,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAGER", "cat")
    monkeypatch.delenv("LESS", raising=False)
    ecarte.words.choose(code)
    out = Console(file=io.StringIO(), width=80, height=20, force_terminal=True,
                  color_system=None)
    show_rules(out, page=True)
    paged = capsys.readouterr().out
    assert paged.lstrip().startswith(note)
    assert prompt in os.environ["LESS"] and os.environ["LESS"].isascii()
    assert ("donneur" if code == "fr" else "mazziere") in paged


def test_ecarte_rules_help_is_in_the_language(tmp_path: Path) -> None:
    assert "sans pagination" in flat(run_ecarte("--lang", "fr", "rules", "--help",
                                            tmp=tmp_path).stdout)
    assert "senza paginazione" in flat(run_ecarte("--lang", "it", "rules", "--help",
                                              tmp=tmp_path).stdout)


def test_a_plain_ascii_output_gets_each_languages_own_suit_letters(tmp_path: Path) -> None:
    french = run_ecarte("--lang", "fr", "rules", tmp=tmp_path, PYTHONIOENCODING="ascii")
    assert french.returncode == 0 and french.stdout.isascii()
    assert "trefle t, carreau k, coeur c et pique p" in flat(french.stdout)
    assert '("combien ?")' in french.stdout and "?cart" not in french.stdout
    italian = run_ecarte("--lang", "it", "rules", tmp=tmp_path, PYTHONIOENCODING="ascii")
    assert "di fiori f, quadri q, cuori c e picche p" in flat(italian.stdout)
    assert '("quante?")' in italian.stdout


def test_each_language_has_its_book_and_they_install() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = data["tool"]["setuptools"]["package-data"]["ecarte"]
    for code in LANGUAGES:
        assert resources.files("ecarte").joinpath(book_name(code)).is_file(), code
        assert any(Path(book_name(code)).match(glob) for glob in globs), code
        assert rules_text(code=code).startswith("# ")


# At the table -----------------------------------------------------------------------------

def test_rules_typed_at_a_french_table_shows_the_french_book(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", ECARTE_DATA_DIR=str(tmp_path / "d"),
               ECARTE_CONFIG_DIR=str(tmp_path / "c"), TERM="xterm-256color",
               LANG="C.UTF-8", LC_ALL="C.UTF-8", PAGER="cat")
    env.pop("NO_COLOR", None)
    child = pexpect.spawn(sys.executable, ["-m", "ecarte", "--lang", "fr", "play", "--level",
                                           "novice", "--seed", "3", "--delay", "0"],
                          env=env, dimensions=(32, 100), encoding="utf-8", timeout=30)
    try:
        child.expect("›")  # the table's prompt
        child.sendline("rules")
        child.expect("La règle, page par page")
        child.expect("le donneur marque un point")
        child.expect("Proposer et écarter")
    finally:
        child.terminate(force=True)


@pytest.mark.parametrize(("code", "heading"), [
    ("fr", "La marque"), ("it", "Il punteggio"), ("en", "Scoring"),
])
def test_the_rule_book_never_shows_two_blank_lines_running(code: str, heading: str) -> None:
    """A French reader saw a double blank line under « La marque », above its table."""
    ecarte.words.choose(code)
    try:
        out = io.StringIO()
        render_rules(Console(file=out, width=80, color_system=None))
        lines = [line.rstrip() for line in out.getvalue().splitlines()]
        doubles = [i for i in range(1, len(lines)) if not lines[i] and not lines[i - 1]]
        assert not doubles, [lines[i - 2] for i in doubles]
        at = lines.index(heading)
        assert lines[at + 1] == "" and lines[at + 2], lines[at:at + 3]
    finally:
        ecarte.words.choose("en")
