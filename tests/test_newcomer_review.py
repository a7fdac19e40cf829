"""A newcomer's reading of the review (English; the same in French and Italian): the
book and the jeu de règle said before they are used, the luck line's start and its gift,
"yours" for the player the game names You, and what the history's error column counts."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from test_native_reading5 import LANGUAGES, _reviewed

from ecarte.words.review import words as review_words

# 9: English possessives of "You" ---------------------------------------------------------


def test_the_seat_the_game_named_you_is_yours_never_you_s() -> None:
    """The review printed "You's gave about 0.3 back" for the bot's opponent."""
    said = review_words("en")
    line = said.luck_line("Bot", False, True, "5-1", 0.5, 0.2, 0.3, "You", 0.3, False)
    assert "You's" not in line and ", yours gave about 0.3 of a game back" in line, line
    assert "the cards and your play" in said.luck_line("Bot", False, True, "5-1", 0.5,
                                                       0.2, 0.3, "You", None, False)
    deal = said.luck_deal(1, 1, "49%", "60%", "+3.7", "Bot", "0", "You", "+2.1")
    assert "You's" not in deal and "and your decisions gave Bot +2.1" in deal, deal
    both = _reviewed(["You", "Bot"], "en")
    assert "You's" not in both


# 8: the luck line says from what start; the opponent's part is a gift ---------------------


@pytest.mark.parametrize(("lang", "start"), [
    ("en", "You lost 1-5, from a 49% chance at the start: "),
    ("fr", "Vous avez perdu 1-5 en partant de 49\u00a0% de chances\u00a0: "),
    ("it", "Hai perso 1-5 partendo dal 49% di probabilità: "),
])
def test_the_luck_line_says_the_chance_its_parts_add_up_from(lang: str, start: str) -> None:
    """"You lost 1-5: the cards and Bot's play cost you about 0.2 of a game; your
    decisions cost about 0.3." did not say from what 0.2 + 0.3 was lost."""
    line = review_words(lang).luck_line("Ada", True, False, "1-5", 0.49, -0.2, 0.3, "Bot",
                                        None, False)
    assert line.startswith(start), line


def test_an_italian_start_takes_its_article_from_the_figure() -> None:
    said = review_words("it")
    for chance, article in ((0.49, "dal 49%"), (0.8, "dall'80%"), (0.08, "dall'8%"),
                            (0.11, "dall'11%"), (0.51, "dal 51%")):
        line = said.luck_line("Ada", True, True, "5-1", chance, 0.4, 0.0, "Bot", None, False)
        assert f"partendo {article} di" in line, line


@pytest.mark.parametrize(("lang", "gift"), [
    ("en", "Bot's decisions −0.5, and Ada's decisions gave Bot +3.7"),
    ("fr", "les décisions de Bot −0,5, et celles d'Ada lui ont rapporté +3,7"),
    ("it", "le decisioni di Bot −0,5, e quelle di Ada hanno fruttato a Bot +3,7"),
])
def test_a_deal_s_line_says_the_opponent_s_part_was_given_to_this_player(
        lang: str, gift: str) -> None:
    """"Bot's +3.7" in the player's section was read backwards: what the opponent's
    decisions gave this player is said so."""
    line = review_words(lang).luck_deal(1, 1, "49%", "60%", "+3.1", "Bot", "−0,5"
                                        if lang != "en" else "−0.5", "Ada",
                                        "+3,7" if lang != "en" else "+3.7")
    assert line.endswith(gift), line


def test_the_figures_of_the_luck_line_add_up_to_what_was_lost_from_the_start() -> None:
    """0.52 lost was told "the cards ... cost you about 0.4 of a game; your decisions cost
    about 0.2": shown to a tenth, the parts add up to the change from the start."""
    from ecarte.review.luck import DealLuck, Luck
    from ecarte.review.text import luck_line

    luck = Luck(0, 0.52, 0.0, (DealLuck(0, 0, 0.52, 0.0, 0.164),))
    line = luck_line(luck, "You", True, "Bot", "0-2", False)
    assert "from a 52% chance at the start" in line
    assert "cost you about 0.3 of a game; your decisions cost about 0.2 of a game" in line, \
        line


# 7: the book and the jeu de règle are said before they are used --------------------------

BOOK_WORD = {"en": "book", "fr": "usage", "it": "manuale"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_review_says_what_the_book_and_a_jeu_de_regle_are_before_using_them(
        lang: str) -> None:
    """A newcomer met "the book" and "jeu de règle" without a word on either."""
    out = re.sub(r" *\n *", " ", _reviewed(["Ada", "Bob"], lang))  # wrapped: joined
    note = review_words(lang).book_note
    assert note in out, "the review lists book lines: it says what the book is first"
    assert out.lower().index(BOOK_WORD[lang]) >= out.index(note)
    assert out.index(note) <= out.index("jeu de règle")
    for said in ("treatises", "traités", "trattati"), ("club",):
        assert any(word in note for word in said), note
    assert "nothing to hold alone" not in review_words("en").book_says["dealer-weak"]


# 10: the history's error column says what it counts ---------------------------------------

COUNTED = {"en": ("mistakes", "inaccuracies are not counted"),
           "fr": ("erreurs", "les imprécisions ne comptent pas"),
           "it": ("errori", "le imprecisioni non contano")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_history_says_its_error_rate_leaves_inaccuracies_out(
        lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"errors 0%" for a match with 3 inaccuracies: the column counts mistakes and blunders
    only, and the table now says so under it."""
    import subprocess
    import sys

    from history_helpers import bot_match

    from ecarte.history import open_history

    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    with open_history() as history:
        kept = history.add_record(bot_match(7, ("club", "expert"), level="expert"), you=0,
                                  kind="bot", level="expert", takebacks=0, tutor=False)
        history.set_review(kept, {"decisions": 10, "inaccuracies": 3, "mistakes": 0,
                                  "blunders": 0})
    env = dict(os.environ, ECARTE_DATA_DIR=str(tmp_path), ECARTE_CONFIG_DIR=str(tmp_path),
               COLUMNS="80")
    done = subprocess.run([sys.executable, "-m", "ecarte", "--lang", lang, "history"],
                          capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    header, row, *rest = done.stdout.splitlines()
    column, legend = COUNTED[lang]
    assert header.split()[-1] == column
    assert row.replace("\u00a0", " ").rstrip().endswith((" 0%", " 0 %")), row
    assert legend in " ".join(" ".join(rest).split()).replace("\u00a0", " "), done.stdout
