"""A newcomer's play-test: the score sheet never breaks a word and reads as sentences,
the "Match over" box keeps the table's width, things are said once, hints and questions
in the table's notation and words, undo after a resume says why, the speed survives a
resume, the rules pager says how to leave, saved matches can be told apart."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console
from test_ui_session import run_match

from ecarte.bots import make_bot
from ecarte.driver import Driver, Ledger, resume
from ecarte.driver.ledger import NoUndo, nothing_seen
from ecarte.engine import CHANCE, Action, Card, Rules, SeatView, parse_cards, view
from ecarte.engine.events import Exchanged
from ecarte.ui.helptext import discard_question, king_question
from ecarte.ui.meta import hint_text
from ecarte.ui.narrate import Narrator
from ecarte.ui.render import panel_width, record_line
from ecarte.ui.resume import listing
from ecarte.ui.rulebook import show_rules
from ecarte.ui.save import unfinished, write_save
from ecarte.ui.sheet import sheet_rows, sheet_table
from ecarte.ui.theme import THEME, Look


def printed(thing: object, width: int, **kwargs: object) -> str:
    out = Console(file=io.StringIO(), width=width, color_system=None, theme=THEME)
    out.print(thing, **kwargs)  # type: ignore[arg-type]
    value = out.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(value, str)
    return value


def words(text: str) -> set[str]:
    """The words of a rendering, without the table's rules."""
    return {w.strip(".,;:") for w in re.split(r"[\s|+\-=─]+", text)} - {""}


def played(seed: int, names: tuple[str, str] = ("You", "Bot"),
           rules: Rules | None = None) -> Ledger:
    """A whole match between two bots (the expert declares the King, stands, proposes)."""
    ledger = Ledger(rules or Rules(target=5, match=3), seed, names)
    Driver(ledger, {0: make_bot("club", seed), 1: make_bot("club", seed + 1)}).run()
    return ledger


# 1 and 2: the score sheet ----------------------------------------------------------------


@pytest.mark.parametrize("names", [("You", "Bot"), ("Ada", "Bob"),
                                   ("Marguerite", "Bartholomew")])
@pytest.mark.parametrize("width", [40, 80, 100])
def test_the_score_sheet_never_splits_a_word(width: int, names: tuple[str, str]) -> None:
    ledger = played(7, names)
    rows = sheet_rows(ledger.steps, names)
    sheet = sheet_table(rows, names, Look())
    vocabulary = words(printed(sheet, 400)) | words(
        " ".join(t.plain for t in sheet.paragraphs()))
    shown = printed(sheet, width)
    assert max(len(line) for line in shown.splitlines()) <= width
    broken = words(shown) - vocabulary
    assert not broken, f"split words at {width} columns: {sorted(broken)}"
    if width >= 80 and names == ("You", "Bot"):
        for header in ("Deal", "Dealer", "Exchange", "Play", "Points", "Score"):
            assert header in shown, "a table with its headers when there is room"


@pytest.mark.parametrize("width", range(80, 101, 2))
def test_the_sheet_keeps_each_player_s_points_on_one_line(width: int) -> None:
    """ecarte watch --levels expert club: "Expert +1, Club +1" read over four lines at 90
    columns. A line of the Points cell breaks between the players' shares, never inside
    one, and at 90 columns and more the two shares share a line."""
    names = ("Expert", "Club")
    ledger = Ledger(Rules(), 3, names)
    Driver(ledger, {0: make_bot("expert", 3), 1: make_bot("club", 4)}).run()
    rows = sheet_rows(ledger.steps, names)
    both = [row for row in rows if all(row.points)]
    assert both, "seed 3 has a deal where both players score"
    shown = printed(sheet_table(rows, names, Look()), width)
    assert "Points" in shown, "a table, not paragraphs"
    lines = shown.splitlines()
    for row in rows:
        for seat in (0, 1):
            if row.points[seat]:
                share = f"{names[seat]} +{row.points[seat]}"
                assert any(share in line for line in lines), f"{share!r} broken:\n{shown}"
    if width >= 90:
        for row in both:
            assert f"Expert +{row.points[0]}, Club +{row.points[1]}" in shown, shown
    tall = max(len([line for line in cell.splitlines() if line.strip()])
               for cell in _cells_of(shown))
    assert tall <= 3, f"a cell over {tall} lines at {width} columns:\n{shown}"


def _cells_of(shown: str) -> list[str]:
    """The Play column's cells of a printed sheet: the text under its header, deal by
    deal (a deal begins where the Deal column has its number)."""
    lines = shown.splitlines()
    head = next(i for i, line in enumerate(lines) if "Points" in line)
    start, end = lines[head].index("Play"), lines[head].index("Tricks")
    cells: list[str] = []
    for line in lines[head + 2:]:
        if not line.strip() or line.lstrip().startswith("Tricks and"):
            break
        if line[:5].strip().isdigit():
            cells.append("")
        if cells:
            cells[-1] += line[start:end] + "\n"
    return cells


def test_the_sheet_reads_as_sentences_with_the_king_and_games_in_their_places() -> None:
    ledger = played(7)
    rows = sheet_rows(ledger.steps, ("You", "Bot"))
    exchanges = [e for row in rows for e in row.exchange]
    assert exchanges
    for said in exchanges:
        assert re.fullmatch(r"(you|Bot) (stood|proposed(, (you|Bot) (accepted|refused))?)",
                            said), said
    shown = " ".join(printed(sheet_table(rows, ("You", "Bot"), Look()), 100).split())
    assert "accepted, You" not in shown and "; You conceded" not in shown
    assert not re.search(r"\| ?;", shown) and " ; " not in shown
    results = [row.result for row in rows if row.result]
    assert results and all(re.fullmatch(r"(You|Bot) won \d-\d \(game\u00a0\d\)", r)
                           for r in results)
    assert all("King" not in e for e in exchanges), "the King goes in the Play column"
    kings = [p for row in rows for p in row.play if "King" in p]
    assert kings, "seed 7 has a King on the sheet"


# 3: the "Match over" box ------------------------------------------------------------------


def test_match_over_keeps_the_panel_width_and_prints_the_record_whole_under_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(target=1), seed=4)
    assert code == 0
    out = term.output_text()
    lines = out.splitlines()
    boxes = [line for line in lines if re.match(r"[╭+].*(Deal over|Match over)", line)]
    assert {len(line) for line in boxes} == {panel_width(session.names)}, boxes
    record = str(session.record_paths[-1])
    assert f"Record saved to {record}" in out.replace("to\n    ", "to "), "the path whole"
    below = lines.index(next(line for line in lines if line.startswith("Record saved")))
    assert "Match over" in "".join(lines[below - 8:below])


def test_a_long_record_path_is_never_folded_at_40_columns() -> None:
    path = "/home/marguerite/.local/share/ecarte/records/20261130-150000-a3f9.json"
    shown = printed(record_line(path, 40), 40, soft_wrap=True)
    assert path in shown


# 4: a card played for you is said once ----------------------------------------------------


def test_a_card_played_for_you_is_said_once(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    _, term, _ = run_match(tmp_path, monkeypatch, (0,), Rules(target=5), seed=5)
    lines = [line.strip() for line in term.output_text().splitlines() if line.strip()]
    told = [(i, m.group(1)) for i, line in enumerate(lines)
            if (m := re.search(r"Your last card, (\S+), is played for you\.", line))]
    assert told, "the last card is played for you"
    for i, card in told:
        assert not any(re.search(rf"You (play|lead) {re.escape(card)}\.", line)
                       for line in lines[i:i + 4]), lines[i:i + 4]


# 5: hints in the table's notation, the bot's choice first on a tie ------------------------


def test_a_discard_hint_writes_cards_as_the_table_does() -> None:
    discard = Action.discard(tuple(parse_cards(["Th", "9s", "Qs"])))
    keep = Action.discard(tuple(parse_cards(["7c"])))
    said = hint_text("expert", discard, {discard: 0.47, keep: 0.41}, Look()).plain
    assert "Th" not in said and "9s" not in said
    assert said.startswith("Hint (expert bot): discard ")
    assert re.search(r"discard (10♥|9♠|Q♠)( (10♥|9♠|Q♠)){2} 47%", said), said
    ascii = hint_text("expert", discard, {discard: 0.47}, Look(ascii=True)).plain
    assert "10h" in ascii and "♥" not in ascii


def test_on_a_tie_at_the_shown_precision_the_bots_choice_comes_first() -> None:
    eight, seven = (Action("play", (Card.parse(c),)) for c in ("8s", "7s"))
    said = hint_text("expert", seven, {eight: 0.3904, seven: 0.3901}, Look()).plain
    assert "play 7♠ 39%, play 8♠ 39%" in said, said
    assert "keeps to the book" not in said


# 6: the questions' wording ------------------------------------------------------------------


def test_the_kings_question_when_the_card_is_the_king_itself() -> None:
    king = Card.parse("Kc")
    said = king_question(king, king, Look())
    assert "before you play the K♣" not in said
    assert said == ("You hold the K♣, the King of trumps: declare it for 1 point as you "
                    "play it? (No gives the point up.)")
    assert "before you play the 7♠?" in king_question(king, Card.parse("7s"), Look())


def test_the_discard_question_lists_the_cards_as_the_narration_does() -> None:
    cards = parse_cards(["7d", "8d", "7s"])
    asked = discard_question(Action.discard(tuple(cards)), Look())
    assert asked == "Discard the 8♦, 7♦ and 7♠ and draw 3 cards?"
    narrated = Narrator(("You", "Bot"), 0, Look()).line(
        Exchanged(0, 3, tuple(cards), tuple(parse_cards(["As", "Ks", "Qs"])), 20))
    assert narrated is not None and narrated.plain.startswith("You discard 8♦ 7♦ 7♠ ")
    assert discard_question(Action.discard((cards[0],)), Look(ascii=True)) == \
        "Discard the 7d and draw one card?"


# 7: undo after a resume says why ----------------------------------------------------------


def test_undo_after_a_resume_says_the_moves_before_it_cannot_be_taken_back() -> None:
    ledger = Ledger(Rules(), 2)
    ledger.undo_policy = nothing_seen
    while not ledger.steps or ledger.steps[-1].actor not in (0, 1) \
            or ledger.state.actor == ledger.steps[-1].actor:
        actor = ledger.state.actor
        if actor == CHANCE:
            ledger.chance()
        else:
            assert actor is not None
            ledger.apply(first_move(view(ledger.state, actor)))
    mover = ledger.steps[-1].actor
    assert isinstance(mover, int) and ledger.undo_target(mover)[0] is not None
    again = resume(ledger.record(), 2)
    again.undo_policy = nothing_seen
    assert again.undo(mover) is NoUndo.BEFORE_RESUME
    other = 1 - mover
    assert again.undo(other) is not NoUndo.BEFORE_RESUME, \
        "the other seat's reason is not the resume"


def first_move(seen: SeatView) -> Action:
    """The first legal move that is not a concession."""
    return sorted((a for a in seen.legal_actions() if str(a) != "concede"), key=str)[0]


# 8: the speed set during a match survives a resume ------------------------------------------


def piped_play(data: Path, typed: str, *flags: str) -> str:
    env = dict(os.environ, ECARTE_DATA_DIR=str(data), HOME=str(data),
               XDG_CONFIG_HOME=str(data / "config"))
    done = subprocess.run([sys.executable, "-m", "ecarte", "play", *flags], input=typed,
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_speed_set_during_a_match_is_kept_when_it_is_resumed(tmp_path: Path) -> None:
    first = piped_play(tmp_path, "speed 0.3\n", "--level", "random", "--seed", "5")
    assert "The bot now pauses 0.3 s before each move." in first
    again = piped_play(tmp_path, "speed\n", "--resume")
    assert "The bot's pause is 0.3 s." in again
    given = piped_play(tmp_path, "speed\n", "--resume", "--delay", "0")
    assert "The bot's pause is 0 s." in given, "a --delay given with --resume wins"


# 9: the rules' pager says how to leave it -----------------------------------------------------


def test_the_rules_say_how_to_leave_the_pager_before_paging(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAGER", "cat")
    monkeypatch.delenv("LESS", raising=False)
    out = Console(file=io.StringIO(), width=80, height=20, force_terminal=True,
                  color_system=None)
    show_rules(out, page=True)
    assert out.file.getvalue() == ""  # type: ignore[attr-defined]  # all in the pager
    paged = capsys.readouterr().out
    assert paged.lstrip().startswith("The rules, in a pager: space for the next page, b "
                                     "back, q to come back.")  # the first line paged
    assert "-R" in os.environ["LESS"] and "-Ps Rules\\: space for the next page" in \
        os.environ["LESS"]  # less's prompt line says it too, instead of ':'
    short = Console(file=io.StringIO(), width=80, height=10_000, force_terminal=True)
    show_rules(short, page=True)
    assert "pager" not in short.file.getvalue()[:200], "no note when nothing is paged"  # type: ignore[attr-defined]


# 10: saved matches told apart -------------------------------------------------------------


def test_the_resume_list_tells_two_matches_apart_by_deal_and_last_move(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    for seed, stop in ((11, 3), (11, 40)):
        ledger = Ledger(Rules(target=5, match=3), seed, ("You", "Bot"), level="club")
        bots = {0: make_bot("random", seed), 1: make_bot("random", seed + 1)}
        while len(ledger.steps) < stop:
            actor = ledger.state.actor
            if actor == CHANCE:
                ledger.chance()
            else:
                assert actor is not None
                ledger.apply(bots[actor].choose(view(ledger.state, actor)))
        write_save(ledger, {"mode": "bot", "level": "club"})
    found, _ = unfinished()
    lines = listing(found)
    described = [line for line in lines if "seed 11" in line]
    assert len(described) == 2 and described[0] != described[1], described
    assert all(re.search(r"; game \d, deal \d+;", line) for line in described), described
    assert all(re.search(r"saved \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(its last move\)", line)
               for line in lines if re.match(r"\s+\d\.", line)), lines


def test_undo_after_a_resume_gives_the_reason_it_would_have_given_before() -> None:
    ledger = Ledger(Rules(), 2)
    ledger.undo_policy = nothing_seen
    while not ledger.steps or ledger.steps[-1].actor != 1 or ledger.state.actor != 0:
        actor = ledger.state.actor
        if actor == CHANCE:
            ledger.chance()
        else:
            assert actor is not None
            ledger.apply(first_move(view(ledger.state, actor)))
    before = ledger.undo_target(0)[1]
    again = resume(ledger.record(), 2)
    again.undo_policy = nothing_seen
    assert again.undo(0) == before, "the other player answered: that is still the reason"
