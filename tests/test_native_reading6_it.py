"""The Italian native reader's sixth findings: the tutor's label, the Elo score, the
levels' Italian names, "nello 0%", a seat that trumps or discards, "di briscola", the
flagged moves, the penalty, the draws told whole, the acceptable move, and less told the
rules are in UTF-8."""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

import pytest
from rich.console import Console
from test_ui_commands import dealt

from ecarte.engine import Card, Suit
from ecarte.review.lines import Answer, Line, Trick
from ecarte.review.told import why_lines
from ecarte.review.why import Draw, Why
from ecarte.ui import render
from ecarte.ui.render import Seats
from ecarte.ui.rulebook import pager_environment
from ecarte.ui.theme import THEME, Look
from ecarte.words import choose, chosen
from ecarte.words.replay import words as replay_words
from ecarte.words.review import words as review_words
from ecarte.words.stats import words as stats_words
from ecarte.words.table import words as table_words
from ecarte.words.why import words as why_words


@pytest.fixture
def italian() -> object:
    before = chosen()
    choose("it")
    yield
    choose(before)


def test_the_tutor_is_the_tutor_and_the_rating_an_elo_score() -> None:
    assert review_words("it").tutor_label == "Tutor: "
    stats = stats_words("it")
    assert stats.practice("1.590 ± 100") == ("Un incontro d'allenamento non conta per il "
                                            "tuo punteggio Elo, che resta 1.590 ± 100.")
    assert stats.rating_later(13).startswith("Il tuo punteggio Elo comparirà dopo circa "
                                             "altri 13 incontri")
    assert "per il\npunteggio Elo." in stats.history_epilog
    table = table_words("it")
    for text in (table.hint_question, table.hint_again, table.no_hint, table.undo_question,
                 stats.helped(True, ""), stats.network_kept, stats.stats_epilog):
        assert "rating" not in text and "classifica" not in text, text
        assert "punteggio Elo" in text


def test_the_score_panel_names_the_bot_s_level_in_italian(italian: None) -> None:
    out = Console(file=io.StringIO(), width=80, color_system=None, theme=THEME)
    out.print(render.score_panel(dealt(), Seats(("Ada", "Bot"), 0, Look()), "expert"))
    shown = out.file.getvalue()  # type: ignore[attr-defined]
    assert "Avversario" in shown and "esperto" in shown and "expert" not in shown


def test_zero_takes_lo_and_a_vole_is_in_a_share_of_the_cases() -> None:
    said = why_words("it")
    assert said.king_share(0.0) == "il Re di briscola nello 0% dei casi"
    assert said.ends("Ada", False, 0.0, 0.0, "Bot", 0.0, 1.0) == (
        "Alla fine, sulle mani che Bot può avere: Bot fa cappotto nel 100% dei casi.")


def _trick_lines(trick: Trick) -> list[str]:
    line = Line("play " + str(trick.mine), (trick,), (0.0, 0.0, 0.0, 1.0, 0.0, 0.0))
    return why_lines(Why((line,)), "tu", True, "Bot")


def test_a_seat_off_the_suit_led_trumps_when_it_wins_and_discards_when_it_loses(
        italian: None) -> None:
    ruffed = Trick(2, False, Card.parse("8h"), None, Answer.LEADS, Suit.CLUBS, True, 1.0)
    assert "2ª presa: Bot esce di fiori, tagli con l'8♥: la presa è tua." in \
        _trick_lines(ruffed)[1]
    thrown = Trick(3, False, Card.parse("8c"), None, Answer.LEADS_TRUMP, Suit.HEARTS, False,
                   1.0)
    assert "3ª presa: Bot esce di briscola, scarti l'8♣: la presa è di Bot." in \
        _trick_lines(thrown)[1]
    followed = Trick(4, False, Card.parse("8c"), None, Answer.LEADS, Suit.CLUBS, False, 1.0)
    assert "Bot esce di fiori, rispondi con l'8♣" in _trick_lines(followed)[1]


def test_the_draws_are_told_as_whole_sentences(italian: None) -> None:
    discard = Draw("discard 9d", None, 1, 1.2, 0.18)
    propose = Draw("propose", 1.0, 0, 1.4, 0.18)
    said = why_lines(Why(draws=(discard, propose)), "tu", True, "Bot")
    assert said[0] == ("Scartando il 9♦ avresti avuto, per quanto prevedibile prima "
                       "dell'accomodo, in media 1,2 briscole (ora ne hai 1) e il Re di "
                       "briscola nel 18% dei casi.")
    assert said[1].startswith("Proporre: Bot accetta nel 100% delle mani che può avere;")
    assert said[1].endswith("avresti in media 1,4 briscole (ora nessuna) e il Re di "
                            "briscola nel 18% dei casi.")


def test_the_penalty_the_flagged_moves_and_the_acceptable_move() -> None:
    said = why_words("it")
    assert said.penalty_stand("tu", True, "Bot", False).startswith(
        "Giocare di prepotenza ti espone alla penalità: se fai meno di tre prese")
    replay = replay_words("it")
    assert replay.no_mark_after == "Nessuna mossa segnalata dopo questa."
    assert "segnalata" in replay.help_epilog and "segnata" not in replay.help_epilog
    assert "segnalate" in stats_words("it").history_epilog
    assert replay.mark_words[""] == "Accettabile: "


def test_less_is_told_the_rules_are_in_utf8_unless_the_user_set_it() -> None:
    assert pager_environment({}, "Regole", "utf-8")["LESSCHARSET"] == "utf-8"
    assert "LESSCHARSET" not in pager_environment({"LESSCHARSET": "latin1"}, "R", "utf-8")
    assert "LESSCHARSET" not in pager_environment({"LESS": "-i"}, "R", "utf-8")
    assert "LESSCHARSET" not in pager_environment({}, "R", "ascii")


def test_ecarte_rules_pages_with_lesscharset_utf8(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    seen = tmp_path / "seen"
    env = dict(os.environ, ECARTE_DATA_DIR=str(tmp_path / "d"),
               ECARTE_CONFIG_DIR=str(tmp_path / "c"), TERM="xterm-256color",
               LANG="it_IT.UTF-8", PAGER=f'echo "[$LESSCHARSET]" > {seen}; cat')
    for name in ("LESS", "LESSCHARSET", "LC_ALL", "PYTHONIOENCODING"):
        env.pop(name, None)
    child = pexpect.spawn(sys.executable, ["-m", "ecarte", "--lang", "it", "rules"],
                          env=env, dimensions=(24, 80), encoding="utf-8", timeout=30)
    child.expect(pexpect.EOF)
    assert seen.read_text(encoding="utf-8").strip() == "[utf-8]"
