"""End to end in French and Italian (issue 21): the installed ``ecarte`` script in a
pseudo-terminal plays a whole match with ``--lang fr`` and one with ``--lang it``, the
player typing each move in that language's notation (French ``rp``, ``écarter 10c``;
Italian ``fq``), read from what ``?`` lists; at the end the review is declined and no more
match is asked for, in the language's own yes and no."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest

from ecarte.words import phrasebook
from ecarte.words.session import words as session_words

pexpect = pytest.importorskip("pexpect")

ECARTE = Path(sys.executable).parent / "ecarte"
CARD = re.compile(r"(10|[789AVDRF])[♣♦♥♠]")
LANGUAGES = {
    # code: (what ? lists, "Press Enter", the end of the match, the review's question)
    "fr": ("coups permis\u00a0: ", "Appuyez sur Entrée", "Fin de la rencontre",
           "Analyser la rencontre"),
    "it": ("mosse possibili: ", "Premi Invio", "Fine dell'incontro", "Vuoi l'analisi"),
}


def seen(text: str) -> str:
    """A pattern for ``text`` as the terminal shows it, up to its first no-break space
    (which prompt_toolkit writes as a space between two changes of style)."""
    return re.escape(text.split("\u00a0")[0])


def typed(move: str, code: str) -> str:
    """A move as ``?`` shows it (``jouer R♠``, ``écarter 2 à 5 parmi 10♣ …``), as a
    player of ``code`` types it: the cards in letters (``rp``), the first of a discard."""
    book = phrasebook(code)

    def letters(text: str) -> str:
        card = book.read_card(text)
        assert card is not None, text
        return book.typed(card).lower()

    words = move.split()
    cards = [word for word in words if CARD.fullmatch(word)]
    if len(cards) > 1:  # a discard: "écarter 1 à 5 parmi A B C": the first card
        return f"{words[0]} {letters(cards[0])}"
    return " ".join(letters(word) if CARD.fullmatch(word) else word for word in words)


@pytest.mark.slow
@pytest.mark.parametrize("code", LANGUAGES)
def test_a_whole_match_in_the_languages_notation(tmp_path: Path, code: str) -> None:
    legal, enter, over, review = LANGUAGES[code]
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", ECARTE_DATA_DIR=str(tmp_path),
               ECARTE_CONFIG_DIR=str(tmp_path / "config"), TERM="xterm-256color",
               LANG="C.UTF-8", LC_ALL="C.UTF-8")
    child = pexpect.spawn(str(ECARTE), ["--lang", code, "play", "--delay", "0", "--level",
                                        "random", "--target", "2", "--seed", "8"],
                          env=env, dimensions=(40, 110), encoding="utf-8", timeout=30)
    moves: list[str] = []
    try:
        for _ in range(300):
            found = child.expect(["›", seen(enter), seen(over)])
            if found == 2:
                break
            if found == 1:
                child.send("\r")
                continue
            child.send("?\r")
            listed = re.escape(legal).replace("\u00a0", "[\u00a0 ]")  # a line rich writes
            asked = child.expect([listed + r"([^\r\n]*)\r?\n", seen(enter),
                                  seen(over)])
            if asked == 2:
                break
            if asked == 1:  # the "›" seen was an earlier prompt's
                child.send("\r")
                continue
            move = typed(child.match.group(1).split(", ")[0], code)
            moves.append(move)
            child.expect_exact("›")
            child.send(move + "\r")
        else:
            raise AssertionError(f"the match did not end: {moves}")
        asked = [seen(review), seen(session_words(code).play_again)]
        if child.expect(asked) == 0:  # the review is offered: no
            child.send("n\r")
            child.expect(asked[1])
        child.send("\r")  # no other match
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
    assert any(re.fullmatch(r"\S+ (10|[789avdrf])[tkcpfq]", move) for move in moves), moves
    (record,) = (tmp_path / "records").glob("*.json")
    kept = json.loads(record.read_text(encoding="utf-8"))
    actions = [a for game in kept["games"] for deal in game["deals"] for a in deal["actions"]]
    assert any(re.fullmatch(r"play (10|[789TAJQK])[cdhs]", str(a)) for a in actions), \
        "the record keeps the neutral notation"


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_whole_match_told_in_french_or_italian_holds_no_english(tmp_path: Path,
                                                                  code: str) -> None:
    """A match of three games through the console script, its input piped: every line
    it writes, the table, the narration, the panels, the sheet and the notes, holds no
    English word (the names, the bot's level and the file's path aside)."""
    import subprocess

    from test_words_areas import ENGLISH

    env = dict(os.environ, ECARTE_DATA_DIR=str(tmp_path), LANG="C.UTF-8", LC_ALL="C.UTF-8",
               ECARTE_CONFIG_DIR=str(tmp_path / "config"))
    process = subprocess.Popen(
        [str(ECARTE), "--lang", code, "play", "--level", "random", "--target", "3",
         "--match", "3", "--seed", "21"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, env=env, text=True)
    assert process.stdin is not None and process.stdout is not None
    legal = LANGUAGES[code][0].rstrip(": \u00a0")
    lines = []
    for line in process.stdout:
        lines.append(line)
        if line.startswith(legal):
            first = line.split(":", 1)[1].strip().split(", ")[0]
            process.stdin.write(typed(first, code) + "\n")
            process.stdin.flush()
    assert process.wait(timeout=60) == 0, "".join(lines)
    told = "".join(line for line in lines if str(tmp_path) not in line)
    assert LANGUAGES[code][2] in told.replace("\u00a0", " ")  # the match was played out
    found = {word.lower(): line for line in told.splitlines()
             for word in ENGLISH.findall(line.replace("random", ""))}
    assert found == {}, found
