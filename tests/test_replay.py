"""``ecarte replay`` printed whole (standard output not a terminal): every preset, the odd
records verify accepts, one seat's view that never shows an unseen card, review marks
beside the right moves, and a clear sentence for every bad file."""

from __future__ import annotations

import copy
import io
import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import ANY_RULES, SEEDS, cards_in, random_step
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

from ecarte.cli import main
from ecarte.engine import CHANCE, PRESETS, Card, Rules, in_hand_order, new_match, view
from ecarte.engine.actions import Reshuffle
from ecarte.engine.events import redact
from ecarte.engine.records import Recorder, replay, walk
from ecarte.ui.replay import Cursor, Replayer, frames, player_names
from ecarte.ui.replay_screen import draw
from ecarte.ui.theme import THEME, Look

ECARTE = Path(sys.executable).parent / "ecarte"
CARD = re.compile(r"(10|[7-9AJQK])([♣♦♥♠])")


def random_record(seed: int, rules: Rules, players: tuple[str, str] = ("Ada", "Bot"),
                  stop: int | None = None) -> dict[str, Any]:
    """A match of random legal moves, as ``ecarte play`` records it (cut to ``stop``
    steps, for an unfinished record)."""
    rng, state = random.Random(seed), new_match(rules, first_dealer=seed % 2)
    recorder = Recorder(rules, players)
    steps = 0
    while state.actor is not None and (stop is None or steps < stop):
        before = state
        action, state, _ = random_step(state, rng)
        recorder.observe(before, action)
        steps += 1
    return recorder.record


def replayed(tmp_path: Path, capsys: pytest.CaptureFixture[str], record: Any,
             *options: str, name: str = "match.json") -> tuple[int, str, str]:
    path = tmp_path / name
    path.write_text(record if isinstance(record, str) else json.dumps(record),
                    encoding="utf-8")
    status = main(["replay", str(path), *options])
    out, err = capsys.readouterr()
    return status, out, err


def deals_of(transcript: str) -> dict[tuple[int, int], str]:
    """The transcript cut into its deals, by (game, deal) 1-based."""
    parts = re.split(r"^Game (\d+), deal (\d+) .*$", transcript, flags=re.M)
    return {(int(parts[i]), int(parts[i + 1])): parts[i + 2] for i in range(1, len(parts), 3)}


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_preset_is_told_deal_by_deal_to_the_end(
        preset: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = random_record(5, Rules.from_spec({"preset": preset, "match": 3}))
    status, out, err = replayed(tmp_path, capsys, record)
    assert status == 0 and err == ""
    deals = sum(len(game["deals"]) for game in record["games"])
    assert len(deals_of(out)) == deals
    winner = record["players"][replay(record).state.winner]
    assert out.rstrip().endswith(f"{winner} wins the match, "
                                 f"{max(replay(record).state.games)} games to "
                                 f"{min(replay(record).state.games)}.")
    assert "\x1b" not in out


def test_each_action_is_numbered_as_the_record_lists_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = random_record(3, Rules())
    _, out, _ = replayed(tmp_path, capsys, record)
    for (game, deal), text in deals_of(out).items():
        actions = record["games"][game - 1]["deals"][deal - 1]["actions"]
        numbers = [int(n) for n in re.findall(r"^ *(\d+)\. ", text, flags=re.M)]
        assert numbers == list(range(1, len(actions) + 1))


def test_a_reshuffle_is_told_and_has_its_own_step(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = Rules(reshuffle_discards=True)
    record = next(r for r in (random_record(s, rules) for s in range(60))
                  if any("reshuffle" in d for g in r["games"] for d in g["deals"]))
    _, out, _ = replayed(tmp_path, capsys, record)
    assert "The stock is short: the " in out
    for (game, deal), text in deals_of(out).items():  # the discard waiting is numbered
        actions = record["games"][game - 1]["deals"][deal - 1]["actions"]
        numbers = [int(n) for n in re.findall(r"^ *(\d+)\. ", text, flags=re.M)]
        assert numbers == list(range(1, len(actions) + 1))
    assert re.search(r"^ *\d+\. \w+ discards .*: the stock is short\.$", out, flags=re.M)
    shown = frames(record)
    cursor = Cursor(shown)
    while not isinstance(cursor.frame.step and cursor.frame.step.taken, Reshuffle):
        cursor.next()
    assert cursor.frame.step is not None and cursor.frame.step.seat == CHANCE


def test_a_king_turned_up_that_ends_the_game_is_a_deal_without_actions(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = Rules(target=1)
    record = next(r for r in (random_record(s, rules) for s in range(200))
                  if r["games"][0]["deals"][0]["actions"] == [])
    status, out, _ = replayed(tmp_path, capsys, record)
    assert status == 0
    first = deals_of(out)[1, 1]
    assert "(the King turned up)" in first and "wins the game 1 to 0" in first


@pytest.mark.parametrize("games", [[], [{"deals": []}]])
def test_a_record_without_a_deal_says_so(
        games: list[Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = {"format": "ecarte-record/1", "rules": {"preset": "club"}, "games": games}
    status, out, err = replayed(tmp_path, capsys, record)
    assert status == 0 and err == ""
    assert "The record holds no deal." in out
    assert "The record ends before the match does. Score: Seat 1 0, Seat 2 0." in out


def test_an_unfinished_record_ends_with_the_score_so_far(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = random_record(8, Rules(), stop=40)
    status, out, _ = replayed(tmp_path, capsys, record)
    score = replay(record).state.score
    assert status == 0
    assert out.rstrip().endswith(f"Score: Ada {score[0]}, Bot {score[1]}.")


def assert_shows_only_seen_cards(record: dict[str, Any], seat: int, out: str) -> None:
    """Each deal of the transcript names only cards the engine let ``seat`` see: its views
    before and after each step, and the events redacted for it."""
    seen: dict[tuple[int, int], set[str]] = {}
    for step in walk(record):
        cards = seen.setdefault((step.game + 1, step.deal + 1), set())
        for state in (step.before, step.after):
            cards.update(str(c) for c in view(state, seat).seen())
        for event in step.events:
            cards.update(str(c) for c in cards_in(redact(event, seat)))
    told = deals_of(out)
    assert told.keys() == seen.keys()
    for where, text in told.items():
        shown = {("T" if rank == "10" else rank) + "cdhs"["♣♦♥♠".index(suit)]
                 for rank, suit in CARD.findall(text)}
        hidden = shown - seen[where]
        assert not hidden, f"game {where[0]} deal {where[1]}: {sorted(hidden)} were shown"


@pytest.mark.parametrize("seat", [0, 1])
def test_one_seat_s_view_never_shows_a_card_it_had_not_seen(
        seat: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = random_record(21 + seat, Rules(reshuffle_discards=True, match=3))
    _, out, _ = replayed(tmp_path, capsys, record, "--seat", str(seat))
    assert_shows_only_seen_cards(record, seat, out)
    # Both hands open show the other seat's cards, so the check above can fail.
    _, both, _ = replayed(tmp_path, capsys, record)
    first = record["games"][0]["deals"][0]["hands"][1 - seat]
    assert all(c.replace("T", "10")[:-1] in deals_of(both)[1, 1] for c in first)
    with pytest.raises(AssertionError, match="were shown"):
        assert_shows_only_seen_cards(record, seat, both)


def review_of(record: dict[str, Any], picks: dict[int, str | None]) -> dict[str, Any]:
    """A review in the shape of ``ecarte review --json``, marking the record's actions
    at the given positions (of the first deal)."""
    decisions = []
    for step in walk(record):
        if step.game == 0 and step.deal == 0 and step.action in picks:
            played = str(step.taken)
            decisions.append({"game": 0, "deal": 0, "action": step.action, "seat": step.seat,
                              "phase": "play", "played": played, "best": "stand",
                              "loss": 0.06, "mark": picks[step.action],
                              "choices": {played: 0.41, "stand": 0.47}})
    return {"records": [{"players": record["players"], "seats": [],
                         "decisions": decisions}]}


def test_review_marks_are_shown_under_the_moves_they_judge(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = random_record(4, Rules())
    review = tmp_path / "review.json"
    review.write_text(json.dumps(review_of(record, {1: "mistake", 2: "blunder",
                                                    3: None})))
    status, out, _ = replayed(tmp_path, capsys, record, f"--review={review}")
    assert status == 0
    lines = deals_of(out)[1, 1].splitlines()
    actions = record["games"][0]["deals"][0]["actions"]
    for number, word in ((2, "Mistake"), (3, "Blunder"), (4, "Sound")):
        at = next(i for i, line in enumerate(lines) if line.lstrip().startswith(f"{number}. "))
        block = []
        for line in lines[at + 1:]:
            if re.match(r"^ *\d+\. ", line):
                break
            block.append(line.strip())
        assert f"{word}: {in_glyphs(actions[number - 1])} 41%; best stand 47% (loss 6 " \
               "points of game chance)." in " ".join(block)
    assert sum("points of game chance" in line for line in lines) == 3
    booked = review_of(record, {1: "mistake"})
    booked["records"][0]["decisions"][0]["book"] = {"choice": "stand", "rule": "jeu-de-regle"}
    review.write_text(json.dumps(booked))
    _, out, _ = replayed(tmp_path, capsys, record, f"--review={review}")
    assert "A jeu de règle: the book stands; so does the expert." in " ".join(out.split())
    booked["records"][0]["decisions"][0]["book"] = {"choice": "stand", "rule": "luck"}
    review.write_text(json.dumps(booked))
    status, _, err = replayed(tmp_path, capsys, record, f"--review={review}")
    assert status == 2 and "'book' must be null or an object" in err
    post_mortem = review_of(record, {1: "mistake"})
    post_mortem["records"][0]["post_mortem"] = True
    review.write_text(json.dumps(post_mortem))
    _, out, _ = replayed(tmp_path, capsys, record, f"--review={review}")
    assert f"Post-mortem, both hands known: Mistake: {in_glyphs(actions[1])} 41%" in out


def in_glyphs(action: str) -> str:
    """A recorded "play Jc" or "discard 8s 7h" as the table writes it: "play J♣",
    "discard 7♥ 8♠" (the cards of a discard in hand order)."""
    kind, *cards = action.split()
    if not cards:
        return action
    return " ".join([kind, *(c.pretty for c in in_hand_order(map(Card.parse, cards)))])


def test_review_marks_name_the_cards_as_the_table_does(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = random_record(3, Rules())
    assert record["games"][0]["deals"][0]["actions"][3] == "discard 8c As"
    review = tmp_path / "review.json"
    review.write_text(json.dumps({"records": [{"players": record["players"], "seats": [],
                                               "decisions": [
        {"game": 0, "deal": 0, "action": 3, "seat": 1, "phase": "discard",
         "played": "discard 8c As", "best": "discard Ts 8c As", "loss": 0.09,
         "mark": "mistake", "choices": {"discard 8c As": 0.44, "discard Ts 8c As": 0.53}},
    ]}]}))
    _, out, _ = replayed(tmp_path, capsys, record, f"--review={review}", "--no-ascii")
    assert "Mistake: discard 8♣ A♠ 44%; best discard 8♣ A♠ 10♠ 53%" in " ".join(out.split())
    _, out, _ = replayed(tmp_path, capsys, record, f"--review={review}", "--ascii")
    assert "Mistake: discard 8c As 44%; best discard 8c As 10s 53%" in " ".join(out.split())


def test_one_seat_s_view_shows_only_its_own_marks(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = random_record(4, Rules())
    review = tmp_path / "review.json"
    review.write_text(json.dumps(review_of(record, dict.fromkeys(range(8), "mistake"))))
    for seat in (0, 1):
        _, out, _ = replayed(tmp_path, capsys, record, "--seat", str(seat), "--review",
                             str(review))
        marked = [s.action for s in walk(record) if s.game == s.deal == 0
                  and s.action is not None and s.action < 8 and s.seat == seat]
        assert out.count("Mistake: ") == len(marked)


def test_a_review_of_another_record_is_refused_with_a_sentence(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = random_record(4, Rules())
    review = review_of(record, {1: "mistake"})
    review["records"][0]["decisions"][0]["played"] = "play 7c" \
        if record["games"][0]["deals"][0]["actions"][1] != "play 7c" else "play 8c"
    path = tmp_path / "review.json"
    path.write_text(json.dumps(review))
    status, out, err = replayed(tmp_path, capsys, record, "--review", str(path))
    assert (status, out) == (2, "")
    assert err.startswith("ecarte replay: the review does not match this record: at game 1, "
                          "deal 1, action 2 it has seat ")
    other = copy.deepcopy(review_of(record, {1: None}))
    other["records"][0]["players"] = ["Eve", "Max"]
    path.write_text(json.dumps(other))
    status, _, err = replayed(tmp_path, capsys, record, "--review", str(path))
    assert status == 2
    assert err == "ecarte replay: the review is of Eve and Max, but the record is of Ada " \
                  "and Bot\n"
    other["records"][0]["players"] = record["players"]
    other["records"][0]["decisions"][0]["best"] = "\x1b[2J"
    path.write_text(json.dumps(other))
    status, _, err = replayed(tmp_path, capsys, record, "--review", str(path))
    assert status == 2 and "\x1b" not in err
    assert err.startswith("ecarte replay: decision 1 of the review: 'best' is not an action")


def test_bad_files_get_verify_s_sentence_and_status(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = replayed(tmp_path, capsys, "[1,")
    assert (status, out) == (2, "")
    assert err == "ecarte replay: the record is not JSON (line 1, column 4: Expecting " \
                  "value)\n"
    status, _, err = replayed(tmp_path, capsys, {"format": "ecarte-record/9"})
    assert status == 2 and "the format tag must be 'ecarte-record/1'" in err
    record = random_record(3, Rules())
    deal = record["games"][0]["deals"][0]
    deal["actions"][0] = "play " + deal["turnup"]
    fault = replay(record).fault
    assert fault is not None
    status, out, err = replayed(tmp_path, capsys, record)
    assert (status, out) == (1, "")
    assert err == f"ecarte replay: the record breaks the rules at game 1, deal 1, " \
                  f"action 1: {fault.error}\n"
    assert main(["replay", str(tmp_path / "nothing.json")]) == 2
    assert capsys.readouterr().err == \
        f"ecarte replay: cannot read {tmp_path / 'nothing.json'}: there is no such file\n"


def test_a_json_lines_file_needs_a_line_and_gives_the_one_asked(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = "\n".join(json.dumps(random_record(s, Rules(), (f"P{s}", "Q"))) for s in (1, 2))
    status, out, err = replayed(tmp_path, capsys, lines, name="games.jsonl")
    assert (status, out) == (2, "")
    assert err.endswith("holds 2 records (JSON Lines): choose one with --line N, from 1 "
                        "to 2\n")
    status, out, _ = replayed(tmp_path, capsys, lines, "--line", "2", name="games.jsonl")
    assert status == 0 and out.startswith("P2 against Q;")
    status, _, err = replayed(tmp_path, capsys, lines, "--line", "3", name="games.jsonl")
    assert status == 2 and "there is no line 3: " in err


def test_the_cursor_steps_by_action_and_by_deal_and_jumps_to_a_deal() -> None:
    record = random_record(6, Rules(match=3))
    cursor = Cursor(frames(record))
    cursor.next_deal()
    step = cursor.frame.step
    assert step is not None and (step.game, step.deal, step.action) == (0, 1, None)
    cursor.next()
    cursor.back_deal()
    assert cursor.frame.step == step
    assert cursor.jump("2.1") is None
    assert cursor.frame.step is not None and cursor.frame.step.game == 1
    assert cursor.jump("9.1") == f"There is no game 9: this record has " \
                                 f"{len(record['games'])} games."
    assert cursor.jump("1.99") == f"Game 1 has no deal 99: it has " \
                                  f"{len(record['games'][0]['deals'])} deals."
    assert cursor.jump("two") == "'two' is not a deal: type a deal of the game shown (3) " \
                                 "or a game and deal (2.3)."
    cursor.last()
    assert cursor.frame.state.winner is not None
    single = Cursor(frames(random_record(6, Rules())))  # one game: "2" is its deal 2
    assert len(single.deals()) == 1 and single.jump("2") is None
    assert single.frame.step is not None and (single.frame.step.game,
                                              single.frame.step.deal) == (0, 1)
    assert single.jump("x") == "'x' is not a deal: type its number (3)."


def shown(cursor: Cursor) -> tuple[int, int]:
    """(game, deal) of the frame shown, 1-based as the screen writes them."""
    step = cursor.frame.step
    assert step is not None
    return step.game + 1, step.deal + 1


def test_g_reads_a_deal_as_the_screen_numbers_it_within_its_game() -> None:
    """Play-test 6: after '2.4' and a bare '5' were refused (the sheet counted deals
    through the match), every deal number is within its game, as the screen shows it."""
    record = random_record(6, Rules(match=3))
    games = [len(game["deals"]) for game in record["games"]]
    assert len(games) >= 2 and games[0] >= 2 and games[1] >= 2
    cursor = Cursor(frames(record))
    for typed, where in (("2.2", (2, 2)), ("1", (2, 1)), ("deal 2", (2, 2)),
                         ("game 1", (1, 1)), ("2", (1, 2)), ("game 2, deal 1", (2, 1)),
                         ("1 2", (1, 2))):
        assert cursor.jump(typed) is None, typed
        assert shown(cursor) == where, typed  # a bare number: a deal of the game shown
    assert cursor.jump(str(games[0] + 1)) == (
        f"Game 1 has no deal {games[0] + 1}: it has {games[0]} deals. A deal of another "
        "game is typed with its game: 2.1 is game 2, deal 1.")
    assert cursor.jump("2.4.1") == "'2.4.1' is not a deal: type a deal of the game shown " \
                                   "(3) or a game and deal (2.3)."
    assert shown(cursor) == (1, 2), "a refused jump stays where it was"


def test_the_score_sheet_numbers_deals_within_their_game_as_replay_reads_them() -> None:
    """The sheet's "2.1" is game 2, deal 1: the deal replay's g goes to with "2.1" and the
    review calls "game 2, deal 1"."""
    from ecarte.bots import make_bot
    from ecarte.driver import Driver, Ledger
    from ecarte.ui.sheet import sheet_rows, sheet_table

    ledger = Ledger(Rules(target=5, match=3), 7, ("You", "Bot"))
    Driver(ledger, {0: make_bot("club", 7), 1: make_bot("club", 8)}).run()
    record = ledger.record()
    rows = sheet_rows(ledger.steps, ("You", "Bot"))
    per_game = [len(game["deals"]) for game in record["games"]]
    assert [(r.game, r.deal) for r in rows] == [
        (g + 1, d + 1) for g, count in enumerate(per_game) for d in range(count)]
    console = Console(file=io.StringIO(), width=100, color_system=None)
    console.print(sheet_table(rows, ("You", "Bot"), Look()))
    sheet = console.file.getvalue()
    assert re.search(r"^ +2\.1 ", sheet, re.M) and "Deal 2.1" not in sheet
    last = rows[-1]
    assert f"Deal {last.game}.{last.deal} is game {last.game}, deal {last.deal}." in \
        " ".join(sheet.split())
    cursor = Cursor(frames(record))
    for row in rows:
        assert cursor.jump(f"{row.game}.{row.deal}") is None
        assert shown(cursor) == (row.game, row.deal)
    paragraphs = " ".join(t.plain for t in sheet_table(rows, ("You", "Bot"), Look())
                          .paragraphs())
    assert "Game 2, deal 1, dealer" in paragraphs and "Deal 2.1" not in paragraphs


def test_in_a_match_of_several_games_the_sheet_numbers_game_1_as_it_will_later() -> None:
    """Play-test 7: during game 1 the sheet numbered deals 1, 2, and 1.1, 1.2 from game 2 on."""
    from ecarte.bots import make_bot
    from ecarte.driver import Driver, Ledger
    from ecarte.ui.sheet import sheet_rows, sheet_table

    ledger = Ledger(Rules(target=5, match=3), 7, ("You", "Bot"))
    Driver(ledger, {0: make_bot("club", 7), 1: make_bot("club", 8)}).run()
    rows = [row for row in sheet_rows(ledger.steps, ("You", "Bot")) if row.game == 1][:2]
    assert len(rows) == 2  # the sheet as it stood during game 1
    for games, numbers in ((3, r"^ +1\.2 "), (1, r"^ +2 ")):
        console = Console(file=io.StringIO(), width=100, color_system=None)
        console.print(sheet_table(rows, ("You", "Bot"), Look(), games))
        assert re.search(numbers, console.file.getvalue(), re.M), games


def test_a_watched_match_replays_through_the_real_script(tmp_path: Path) -> None:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    env = {"ECARTE_DATA_DIR": str(tmp_path), "ECARTE_CONFIG_DIR": str(tmp_path / "c"),
           "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    path = tmp_path / "watched.json"
    subprocess.run([str(ECARTE), "watch", "--seed", "12", "--level", "novice", "--delay",
                    "0", "--record", str(path)], env=env, check=True, capture_output=True)
    record = json.loads(path.read_text(encoding="utf-8"))
    for seat in (0, 1):
        shown = subprocess.run([str(ECARTE), "replay", "--seat", str(seat), "-"], env=env,
                               input=path.read_bytes(), capture_output=True, check=True)
        text = shown.stdout.decode()
        assert text.startswith("Novice A against Novice B; rules: preset club.")
        assert "You hold " in text and "\x1b" not in text
        assert re.search(r"(You win|Novice [AB] wins) the match\.\n$", text)
        assert_shows_only_seen_cards(record, seat, text)


def test_review_computed_now_puts_a_verdict_under_every_reviewed_move(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    review = pytest.importorskip("ecarte.review")
    record = random_record(2, Rules(target=2))
    status, out, _ = replayed(tmp_path, capsys, record, "--seat", "0", "--review")
    assert status == 0
    judged = review.review_record(record, (0,)).decisions
    verdicts = re.findall(r"^ +(Best choice|Sound|Inaccuracy|Mistake|Blunder): ", out,
                          flags=re.M)
    assert len(verdicts) == len(judged) > 0
    assert all(d.seat == 0 for d in judged)


@settings(max_examples=10, deadline=None)
@given(rules=ANY_RULES, seed=SEEDS, stop=st.none() | st.integers(0, 120),
       seat=st.sampled_from([None, 0, 1]))
def test_any_record_verify_accepts_is_shown_step_by_step(
        rules: Rules, seed: int, stop: int | None, seat: int | None) -> None:
    record = random_record(seed, rules, stop=stop)
    shown = frames(record)
    assert len(shown) == max(1, len(list(walk(record))))
    replayer = Replayer(("Ada", "Bot"), seat, Look())
    out = io.StringIO()
    console = Console(file=out, width=40, color_system=None, theme=THEME)
    replayer.print_transcript(shown, console)
    for frame in shown:  # every screen draws, at the narrowest width, and says something
        console.print(replayer.screen(frame))
        assert replayer.told(frame)
    assert all(len(line) <= 40 for line in out.getvalue().splitlines())


def test_names_from_the_file_are_shown_as_text_never_as_markup_or_escapes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = random_record(9, Rules(), players=("[/x]", "Bo\x1b[31mb"))
    status, out, _ = replayed(tmp_path, capsys, record)
    assert status == 0 and "\x1b" not in out
    assert out.startswith("[/x] against Bo?[31mb;")
    replayer = Replayer(player_names(record), None, Look())
    cursor = Cursor(frames(record))
    cursor.next()
    screen = re.sub(r"\x1b\[[0-9;]*m", "", draw(replayer, cursor, 60))
    assert "[/x]" in screen and "Bo?[31mb" in screen


def test_your_own_match_is_told_in_the_second_person_with_both_hands_open(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A record of 'ecarte play' names seat 0 "You": never "You deals", "You holds"."""
    wrong = re.compile(r"\bYou (deals|holds|wins|plays|leads|stands|proposes|accepts|"
                       r"refuses|discards|keeps|scores|draws|is)\b")
    for seed in (3, 4, 5):
        record = random_record(seed, Rules(), players=("You", "Bot"))
        status, out, _ = replayed(tmp_path, capsys, record)
        assert status == 0 and not wrong.search(out), wrong.search(out)
        assert re.search(r"\bYou (deal five cards|play|lead)\b", out)
        assert "  You hold " in out and "  Bot holds " in out
        assert re.search(r"\b(You win|Bot wins) the match\b", out)
    cursor = Cursor(frames(record))
    cursor.next()
    screen = draw(Replayer(player_names(record), None, Look()), cursor, 80)
    assert re.search(r"(You deal;|Bot deals;) (you are|Bot is) elder", screen)


def test_a_kept_record_opens_by_the_name_the_game_gave_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    kept = tmp_path / "data" / "records" / "20261130-203917-seed7.json"
    kept.parent.mkdir(parents=True)
    kept.write_text(json.dumps(random_record(7, Rules())), encoding="utf-8")
    for name in ("20261130-203917-seed7", "20261130-203917-seed7.json"):
        assert main(["replay", name]) == 0
        assert capsys.readouterr().out.startswith("Ada against Bot;")
    assert main(["replay", "20261130-000000-seed1"]) == 2
    assert "cannot read 20261130-000000-seed1: there is no such file" in capsys.readouterr().err


def test_the_jump_prompt_names_the_deals_there_are_and_enter_alone_stays() -> None:
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from ecarte.ui.replay_screen import Screen

    record = random_record(6, Rules())
    deals = len(record["games"][0]["deals"])
    shown = frames(record)
    with create_pipe_input() as keys:
        screen = Screen(Replayer(player_names(record), None, Look(ascii=True)), Cursor(shown),
                        input=keys, output=DummyOutput())
        screen.typing = ""  # after g
        prompt = "".join(text for _, text in screen._footer())
        assert prompt.startswith(f"Jump to deal: type 1 to {deals}, then Enter (Esc: stay): ")
        assert "(3)" not in prompt, "an example number reads like a default"


def test_the_replay_tells_a_marks_lines_and_reasons_and_refuses_a_why_edited_wrong(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = random_record(4, Rules())
    review = tmp_path / "review.json"
    marked = review_of(record, {1: "mistake"})
    marked["records"][0]["decisions"][0]["why"] = {"lines": [], "draws": [], "reasons": [
        {"reason": "stake", "score": [4, 2], "target": 5, "mine_needs": "point",
         "theirs_needs": None}]}
    review.write_text(json.dumps(marked))
    status, out, _ = replayed(tmp_path, capsys, record, f"--review={review}")
    assert status == 0 and "the point wins the game for" in " ".join(out.split())
    marked["records"][0]["decisions"][0]["why"] = {"reasons": [{"reason": "luck"}]}
    review.write_text(json.dumps(marked))
    status, _, err = replayed(tmp_path, capsys, record, f"--review={review}")
    assert status == 2 and "'why' must be null or an object" in err


def test_the_replay_shows_a_practice_matchs_take_backs_where_they_were_made(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from ecarte.driver.ledger import Ledger
    from ecarte.engine import chance_action, legal_actions, parse_action

    ledger = Ledger(Rules(), 5)
    rng = random.Random(5)
    while ledger.state.actor == CHANCE:
        ledger.apply(chance_action(ledger.state, rng))
    elder = ledger.state.actor
    assert elder in (0, 1)
    ledger.apply(parse_action("stand"))
    lead = legal_actions(ledger.state)[0]
    ledger.apply(lead)
    assert ledger.undo(elder) is None  # the elder's first lead taken back
    ledger.apply([a for a in legal_actions(ledger.state) if a.kind == "play"][-1])
    record = ledger.record()
    status, out, _ = replayed(tmp_path, capsys, record)
    told = " ".join(out.split())
    name = record["players"][elder]
    assert status == 0
    assert f"Taken back: {name} first chose {in_glyphs(str(lead))} here, then took it " \
           "back." in told
    # It is told at the second action, where the lead taken back stood.
    assert f" 2. Taken back: {name} first chose" in told
    other = " ".join(replayed(tmp_path, capsys, record, "--seat", str(1 - elder))[1].split())
    assert f"Taken back: {name} took a move back here." in other
    assert f"first chose {in_glyphs(str(lead))}" not in other
