"""The fourth native reading (French and Italian readers): what each saw at 80 columns,
and what the table and the review show now (the newcomer's reading of the review is
tests/test_newcomer_review.py)."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from rich.console import Console
from test_ui_session import run_match

from ecarte.engine import Rules
from ecarte.ui.render import path_line, record_line
from ecarte.ui.theme import THEME
from ecarte.words import choose, chosen
from ecarte.words.review import words as review_words

LANGUAGES = ("en", "fr", "it")


@pytest.fixture
def language(request: pytest.FixtureRequest) -> object:
    """Speak the language of the test's ``lang`` parameter, then English again."""
    before = chosen()
    choose(request.param)
    yield request.param
    choose(before)


def printed(thing: object, width: int = 80, **kwargs: object) -> str:
    out = Console(file=io.StringIO(), width=width, color_system=None, theme=THEME)
    out.print(thing, **kwargs)  # type: ignore[arg-type]
    value = out.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(value, str)
    return value


# 1: a path or a command is never broken -------------------------------------------------

LONG = "/home/marguerite/.local/share/ecarte/records/20261203-113036-seed12.json"


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_every_decision_command_stands_whole_on_its_own_line(language: str) -> None:
    """"Toutes les décisions : ecarte review /tmp/…/20261203-113036-seed12 / .json --seat 0"
    was cut inside the path at 80 columns: a command too long to share the line has a line
    of its own (the table gives the kept match's id, which fits)."""
    command = "ecarte review 12 --seat 0"
    shown = printed(path_line(review_words().every_decision, command, 80), soft_wrap=True)
    lines = shown.splitlines()
    assert lines == [f"{review_words().every_decision} {command}"], lines
    path = f"ecarte review {LONG} --seat 0"
    lines = printed(path_line(review_words().every_decision, path, 80),
                    soft_wrap=True).splitlines()
    assert lines == [review_words().every_decision, "    " + path], lines


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_record_s_path_is_on_the_line_when_it_fits_and_under_it_when_not(
        language: str) -> None:
    short = printed(record_line("/tmp/r/a.json", 80), soft_wrap=True).splitlines()
    assert len(short) == 1 and short[0].endswith(" /tmp/r/a.json"), short
    long = printed(record_line(LONG, 80), soft_wrap=True).splitlines()
    assert len(long) == 2 and long[1] == "    " + LONG, long


def test_a_path_under_the_home_folder_is_shown_from_tilde(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    monkeypatch.setenv("HOME", "/home/ada")
    shown = printed(record_line("/home/ada/.local/share/ecarte/records/x.json", 80))
    assert "~/.local/share/ecarte/records/x.json" in shown and "/home/ada" not in shown


@pytest.mark.parametrize("lang", LANGUAGES)
def test_at_the_end_of_a_match_no_line_cuts_the_record_s_path(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """The table itself, at 80 columns, with a record path too long to share its line."""
    deep = tmp_path / ("a-folder-with-a-rather-long-name-" * 2) / "data"
    deep.mkdir(parents=True)
    before = chosen()
    choose(lang)
    try:
        session, term, code = run_match(deep, monkeypatch, (0,), Rules(target=1), seed=4)
    finally:
        choose(before)
    assert code == 0
    path = str(session.record_paths[-1])
    assert path.startswith(str(deep)), path
    lines = term.output_text().splitlines()
    assert any(line == "    " + path for line in lines), "the path on a line of its own"


# 4: the review counts seats as a player does ---------------------------------------------


def _reviewed(names: list[str], lang: str, *options: str) -> str:
    """``ecarte review`` of a short record between these names, in ``lang``, piped."""
    import json
    import subprocess
    import sys
    import tempfile

    from ecarte.bots import make_bot
    from ecarte.driver import Driver, Ledger

    ledger = Ledger(Rules(target=1), 5, ("A", "B"))
    Driver(ledger, {0: make_bot("random", 5), 1: make_bot("random", 6)}).run()
    record = ledger.record() | {"players": names}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "r.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        env = dict(os.environ, ECARTE_DATA_DIR=folder, ECARTE_CONFIG_DIR=folder,
                   COLUMNS="80")
        done = subprocess.run([sys.executable, "-m", "ecarte", "--lang", lang, "review",
                               str(path), *options], capture_output=True, text=True,
                              env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


SEAT_WORDS = {"en": "seat", "fr": "place", "it": "posto"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_review_names_the_players_never_seat_0(lang: str) -> None:
    """"Novice (place 0) contre Club (place 1)": a player reads names; a seat without a
    name is counted from 1 ("Place 1", "Place 2"), as the --seat option's 0 is not."""
    named = _reviewed(["Ada", "Bob"], lang)
    assert named.splitlines()[0] == {"en": "Ada against Bob.", "fr": "Ada contre Bob.",
                                     "it": "Ada contro Bob."}[lang]
    word = SEAT_WORDS[lang]
    assert f"{word} 0" not in named.lower() and f"{word} 1" not in named.lower()
    unnamed = _reviewed(["", ""], lang)
    first, second = f"{word.capitalize()} 1", f"{word.capitalize()} 2"
    assert unnamed.splitlines()[0].startswith(f"{first} "), unnamed.splitlines()[0]
    assert unnamed.splitlines()[0].rstrip(".").endswith(f" {second}")
    assert f"\n{first}\u00a0:" in unnamed or f"\n{first}:" in unnamed
    assert f"{word.capitalize()} 0" not in unnamed


# 3: the French help's King line ------------------------------------------------------------


def test_the_french_help_says_the_king_as_a_french_player_would() -> None:
    """«(on vous le demande avant que votre première carte ne vous le fasse perdre)» read
    clumsily: a plain sentence, no parenthesis."""
    from ecarte.ui.helptext import help_rows, help_table
    from ecarte.ui.theme import Look

    before = chosen()
    choose("fr")
    try:
        shown = " ".join(printed(help_table(Look(), help_rows()), 80).split())
    finally:
        choose(before)
    assert ("roi annoncer le roi d'atout et marquer un point, avant de jouer votre première "
            "carte ; si vous l'oubliez, le jeu vous le rappelle avant qu'il ne soit trop "
            "tard") in shown, shown  # (the no-break space before ";" read as a space)
    assert "ne vous le fasse perdre" not in shown


# 5: the review at 80 columns: items hang, punctuation keeps to its word ------------------

PUNCTUATION = (":", ";", "»", "?", "!", "%")


def _hangs(lines: list[str]) -> None:
    """Each line at most 80 columns (but a word longer), never opening on a punctuation
    mark, and each wrapped item's next lines indented under its words."""
    under = 0
    for line in lines:
        body = line.lstrip(" ")
        indent = len(line) - len(body)
        assert len(line) <= 80 or " " not in body, line
        assert not body.startswith(PUNCTUATION), f"a line opens on punctuation: {line!r}"
        assert not line.rstrip().endswith("«"), line
        if body.startswith(("- ", "1. ", "2. ", "3. ")):
            under = indent + len(body.split(" ")[0]) + 1
        elif indent == 0:
            under = 0
        assert not body or indent >= min(under, 2) or indent == 0, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_piped_review_wraps_at_80_columns_each_item_hanging(lang: str) -> None:
    """Piped, the review was one long line an item, folded by the terminal inside words
    and before ':'; it is wrapped between words, each item's lines under it."""
    out = _reviewed(["Ada", "Bob"], lang)
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= 80
    _hangs(lines)
    listed = [i for i, line in enumerate(lines) if line.startswith("    - ")]
    assert listed, "every decision is listed"
    wrapped = [i for i in listed if lines[i + 1].startswith("      ") and
               not lines[i + 1].startswith("    - ")]
    assert wrapped, "some item takes two lines at 80 columns, its second under its words"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_costliest_decision_s_lines_hang_under_its_number(lang: str) -> None:
    out = _reviewed(["Ada", "Bob"], lang, "--marked")
    lines = out.splitlines()
    numbered = [i for i, line in enumerate(lines) if line.startswith("    1. ")]
    if not numbered:
        pytest.skip("no marked decision in this match")
    assert lines[numbered[0] + 1].startswith("       ") and \
        not lines[numbered[0] + 1].startswith("        "), "under the words after '1. '"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_trick_of_the_table_s_review_wraps_under_its_own_words(lang: str) -> None:
    """At the table, "  2e levée : Robot entame trèfle (32 % des mains), vous jouez la D♣ :
    Robot fait / la levée." went on at the left edge."""
    from ecarte.engine.records import walk
    from ecarte.review import review_record
    from ecarte.review.text import why_told
    from ecarte.ui.render import Seats
    from ecarte.ui.review_view import decision_panel
    from ecarte.ui.theme import Look

    before = chosen()
    choose(lang)
    try:
        record = _record(6)
        reviewed = review_record(record, (0,))
        decision = max((d for d in reviewed.decisions if d.why is not None and
                        any(line.tricks for line in d.why.lines)), key=lambda d: d.loss)
        position = next(p for p in walk(record) if (p.game, p.deal, p.action) ==
                        (decision.game, decision.deal, decision.action))
        shown = printed(decision_panel(decision, position,
                                       Seats(("You", "Bot"), 0, Look())), 80)
        told = [Look().plain(t) for t in why_told(decision, "You", True, "Bot")]
    finally:
        choose(before)
    lines = [line.rstrip() for line in shown.splitlines()]
    for line in lines:
        assert not line.lstrip(" ").startswith(PUNCTUATION), line
    at = next(i for i, line in enumerate(lines) if line == told[0])
    for source in told:  # each told line, as the panel wraps it
        indent = len(source) - len(source.lstrip(" "))
        taken: list[str] = []
        while " ".join(taken) != source.strip():
            line = lines[at]
            assert line.startswith(" " * indent), f"{line!r} is not under {source!r}"
            taken.append(line.strip())
            at += 1
    assert any(t.startswith("  ") for t in told), "the tricks are told, indented"


def _record(seed: int) -> dict[str, object]:
    """A match to 1 point between two random bots, the first seat named "You" (seed 6
    has a marked decision told with its tricks)."""
    from ecarte.bots import make_bot
    from ecarte.driver import Driver, Ledger

    ledger = Ledger(Rules(target=1), seed, ("You", "Bot"))
    Driver(ledger, {0: make_bot("random", seed), 1: make_bot("random", seed + 1)}).run()
    record = ledger.record()
    assert isinstance(record, dict)
    return record


# 2: the score sheet at 80 columns ---------------------------------------------------------

KING_TURNED = {"en": "King turned up", "fr": "Roi retourné", "it": "Re girato"}


def _sheet(lang: str, seed: int, names: tuple[str, str], width: int = 80) -> str:
    from ecarte.bots import make_bot
    from ecarte.driver import Driver, Ledger
    from ecarte.ui.sheet import sheet_rows, sheet_table
    from ecarte.ui.theme import Look

    ledger = Ledger(Rules(target=5), seed, names)
    Driver(ledger, {0: make_bot("club", seed), 1: make_bot("club", seed + 1)}).run()
    before = chosen()
    choose(lang)
    try:
        return printed(sheet_table(sheet_rows(ledger.steps, names), names, Look()), width)
    finally:
        choose(before)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("seed", "names"), [(3, ("You", "Bot")), (2, ("Ada", "Robot"))])
def test_the_sheet_reads_at_80_columns_its_king_on_one_line(
        lang: str, seed: int, names: tuple[str, str]) -> None:
    """"Re girato / da Bot" and "Roi / retourné / (Robot)" took three lines in a squeezed
    King column beside a wide Exchange: the King turned up is said on one line (the
    dealer who turned it is the row's), and the columns share the room so."""
    shown = _sheet(lang, seed, names)
    lines = shown.splitlines()
    header = next(line for line in lines if "─" not in line and line.split()[:1] and
                  line.split()[-1] in ("Score", "Totale"))
    assert KING_TURNED[lang] in shown, "seeds 2 and 3 turn a King up: a table, on its line"
    assert len(header.split()) == 7, header
    king = [line for line in lines if KING_TURNED[lang].split()[0] in line.split()]
    assert all(KING_TURNED[lang] in line for line in king if "turned" in line or
               "retourné" in line or "girato" in line), shown


def test_the_italian_deal_column_is_as_wide_as_its_numbers() -> None:
    """"Smazzata" took 8 columns over a one-digit number."""
    shown = _sheet("it", 3, ("You", "Bot"))
    header = next(line for line in shown.splitlines() if "Mazziere" in line)
    assert header.index("Mazziere") <= 5, header


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_name_of_two_words_is_never_broken_on_the_sheet(lang: str) -> None:
    """ecarte watch: "Club B propose, Club / A accepte" at 80 columns."""
    shown = _sheet(lang, 3, ("Club A", "Club B"))
    lines = shown.replace("\u00a0", " ").splitlines()
    assert not any(line.rstrip().endswith(" Club") for line in lines), shown
    assert not any(line.lstrip().startswith(("A ", "B ")) for line in lines), shown


# 6: nothing decides by reading a sentence -------------------------------------------------

READERS = {"startswith", "endswith", "removeprefix", "removesuffix", "split", "rsplit",
           "partition", "read_card"}


def test_no_phrasebook_reads_the_text_it_is_given_to_decide_its_words() -> None:
    """table/fr.py's _played read "jouer 10♠" back (action.startswith("jouer "),
    action[6:]) to put the article; others split a list of cards, took "le " off a card
    with its article, read a card back from its drawing, or the digits of a percentage
    for an Italian article. Each now takes the card or the number itself. A code is not
    a sentence: the stats read a column's code ("deals.")."""
    import ast

    found = []
    for path in sorted(Path("ecarte/words").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                    node.func.attr in READERS:
                receiver = ast.unparse(node.func.value)
                if not (path.parent.name == "stats" and receiver == "column"):
                    found.append(f"{path}:{node.lineno}: {ast.unparse(node)}")
    assert not found, found


@pytest.mark.parametrize("ascii_look", [False, True])
def test_the_french_hint_puts_the_article_from_the_card(ascii_look: bool) -> None:
    from ecarte.engine import DECK, PLAY
    from ecarte.engine.cards import Rank
    from ecarte.ui.meta import hint_text
    from ecarte.ui.theme import Look

    look = Look(ascii=ascii_look)
    before = chosen()
    choose("fr")
    try:
        for card in DECK:
            action = PLAY[card]
            drawn = look.card(card)
            article = "l'" if card.rank is Rank.ACE else "la " if card.rank is Rank.QUEEN \
                else "le "
            shown = hint_text("club", action, {action: 0.6}, look).plain
            assert shown.startswith(f"Conseil (robot club)\u00a0: jouer {article}{drawn}."), \
                shown
            assert f"jouer {article}{drawn} (60\u00a0%)" in shown, shown
    finally:
        choose(before)


def test_a_list_of_cards_a_card_named_twice_and_the_king_s_question_take_cards() -> None:
    from ecarte.engine import Card
    from ecarte.words.table import words as table_words

    king, queen, ace, seven = (Card.parse(c) for c in ("Kh", "Qs", "Ad", "7c"))
    fr, it, en = table_words("fr"), table_words("it"), table_words("en")
    assert fr.you_may_play((king, queen, ace)) == \
        " Vous pouvez jouer le R♥, la D♠ ou l'A♦."
    assert it.you_may_play((king, queen, ace)) == " Puoi giocare il R♥, la D♠ o l'A♦."
    assert en.you_may_play((king, queen)) == " You may play K♥ Q♠."
    assert fr.named_twice(queen) == "La D♠ est nommée deux fois."
    assert fr.named_twice(seven) == "Le 7♣ est nommé deux fois."
    assert fr.king_question(king, ace, False).startswith(
        "Annoncer le roi (R♥) avant de jouer l'A♦ et marquer un point")


@pytest.mark.parametrize(("share", "said"), [
    (0.18, "nel 18%"), (0.8, "nell'80%"), (0.08, "nell'8%"), (0.11, "nell'11%"),
    (0.01, "nell'1%"), (0.003, "in meno dell'1%"), (0.998, "in oltre il 99%"),
    (0.5, "nel 50%")])
def test_an_italian_share_takes_its_article_from_the_number(share: float, said: str) -> None:
    from ecarte.words.why import words as why_words

    assert why_words("it").king_share(share) == f"il Re di briscola {said} dei casi"


def test_a_share_beyond_its_figure_is_said_from_the_number() -> None:
    from ecarte.words.why import words as why_words

    assert why_words("en").share(0.003) == "(under 1% of the hands)"
    assert why_words("fr").share(0.998) == "(plus de 99\u00a0% des mains)"
