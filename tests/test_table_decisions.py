"""Issue 9, the decisions at the table: nothing a player types throws a point away unasked,
undo never crosses what the player has seen, forced cards, the score sheet, the bot's
speed, hints that say what their chance is of, and "Play again?"."""

from __future__ import annotations

import io
import itertools
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from rich.console import Console
from test_ui_session import first_legal, run_match

from ecarte.bots import make_bot
from ecarte.bots.expert import ExpertBot
from ecarte.driver import Driver, Ledger, Turn
from ecarte.driver.ledger import NoUndo, nothing_seen
from ecarte.engine import (
    ACCEPT,
    PROPOSE,
    STAND,
    Action,
    Card,
    DealCards,
    MatchState,
    Phase,
    Rules,
    SeatView,
    apply,
    legal_actions,
    new_match,
    parse_action,
    parse_cards,
    view,
)
from ecarte.engine.records import replay
from ecarte.ui.commands import Command, Move, Problem, read_command, read_intent
from ecarte.ui.config import Settings, load_settings
from ecarte.ui.console import LineTerminal, TtyTerminal
from ecarte.ui.helptext import concede_question
from ecarte.ui.meta import chance_of, hint_text
from ecarte.ui.questions import read_answer
from ecarte.ui.save import read_save
from ecarte.ui.session import Session
from ecarte.ui.sheet import sheet_rows, sheet_table
from ecarte.ui.theme import THEME, Look


def flat(text: str) -> str:
    """The text with the console's line wrapping undone."""
    return " ".join(text.split())


def console() -> Console:
    return Console(file=io.StringIO(), width=80, color_system=None, theme=THEME)


def text_of(out: Console) -> str:
    value = out.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(value, str)
    return value


def dealt(elder: str, dealer: str, turnup: str, rules: Rules | None = None,
          score: tuple[int, int] = (0, 0)) -> MatchState:
    """Seat 0 the elder, seat 1 the dealer, these hands."""
    from ecarte.engine import DECK
    hands = (parse_cards(elder.split()), parse_cards(dealer.split()))
    used = set(hands[0] + hands[1]) | {Card.parse(turnup)}
    state = new_match(rules or Rules(), first_dealer=1)
    assert state.game is not None
    state = state._replace(game=state.game._replace(score=score))
    state, _ = apply(state, DealCards(hands, Card.parse(turnup),
                                      tuple(c for c in DECK if c not in used)))
    return state


# The yes/no question -----------------------------------------------------------------


def test_a_question_shows_its_default_and_asks_again_on_anything_else() -> None:
    out = console()
    term = LineTerminal(out, io.BytesIO(b"nope\nmaybe\nYES\n\n"))
    assert term.confirm("Concede this deal?", default=False) is True
    said = text_of(out)
    assert said.count("Concede this deal? [y/N]") == 3, "asked again after each bad answer"
    assert said.count("Please answer y (yes) or n (no); Enter means no.") == 2
    assert term.confirm("Declare it?", default=True) is True, "Enter: the default"
    assert [read_answer(t, False) for t in ("y", "No", " n ", "", "nah")] == \
        [True, False, False, False, None]


def test_ctrl_c_at_a_question_gives_the_safe_answer_and_ctrl_d_leaves() -> None:
    with create_pipe_input() as pipe:
        term = TtyTerminal(console(), input=pipe, output=DummyOutput())
        pipe.send_text("\x03")
        assert term.confirm("Concede?", default=False) is False
        pipe.send_text("\x03")
        assert term.confirm("Declare the King?", default=True, safe=True) is True
        pipe.send_text("\x04")
        with pytest.raises(EOFError):
            term.confirm("Concede?", default=False)


def test_a_pipe_that_ends_at_a_question_leaves() -> None:
    term = LineTerminal(console(), io.BytesIO(b"play 7s\n" * 3))
    with pytest.raises(EOFError):
        term.confirm("Concede?", default=False)


# Defects 2, 3 and 4: what costs points is asked, never aliased ------------------------


def test_concede_says_what_it_costs_point_or_vole_and_whether_it_ends_the_match() -> None:
    state = dealt("Qd Qc Ah 8s 7s", "As Ks 9s Jc 9c", "Td", Rules(target=5), score=(3, 3))
    said = concede_question(view(state, 0), ("Ada", "Bot"))
    assert said == "Concede this deal? Bot scores the vole, 2 points, since you have no " \
                   "trick, which wins the match."
    early = dealt("Qd Qc Ah 8s 7s", "As Ks 9s Jc 9c", "Td", Rules(target=5, match=3))
    assert concede_question(view(early, 1), ("Ada", "Bot")).endswith(
        "Ada scores the vole, 2 points, since you have no trick.")


def test_play_alone_never_stands_and_the_discard_aliases_name_their_cards() -> None:
    state = dealt("Qd Qc Ah 8s 7s", "As Ks 9s Jc 9c", "Td")
    seen = view(state, 0)
    assert isinstance(read_intent("play", seen), Problem)
    assert read_intent("stand", seen) == Move(STAND)
    state, _ = apply(state, PROPOSE)
    state, _ = apply(state, ACCEPT)
    seen = view(state, 0)
    assert seen.phase is Phase.DISCARD
    bare = read_intent("7s", seen)
    assert isinstance(bare, Move) and bare.bare, "a card alone is confirmed first"
    said = read_intent("discard 7s", seen)
    assert isinstance(said, Move) and not said.bare, "the word 'discard' throws at once"
    for alias in ("d", "x", "exchange"):
        assert isinstance(read_intent(alias, seen), Problem)


def test_commands_between_moves_and_the_speed_word() -> None:
    assert read_command("") is None
    assert read_command("Sheet") == Command("sheet")
    assert read_command("speed 0.3") == Command("speed", "0.3")
    assert isinstance(read_command("kh"), Problem)
    seen = view(dealt("Qd Qc Ah 8s 7s", "As Ks 9s Jc 9c", "Td"), 0)
    assert read_intent("speed slow", seen) == Command("speed", "slow")
    assert isinstance(read_intent("speed", seen), Command)
    assert isinstance(read_intent("speed very fast", seen), Problem)


def test_a_card_typed_alone_at_the_discard_prompt_is_confirmed_first(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Defect 3: typing 'jd' meaning to play it threw the J♦ away (seed 1: Ada is the
    elder, the bot accepts her proposal)."""
    typed = iter(["propose", "jd", "jd", "quit"])
    session, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(), seed=1,
                                    choose=lambda seen: next(typed), answers=iter(["n", "y"]))
    out = term.output_text()
    assert code == 0
    assert term.questions == ["Discard the J♦ and draw one card? [y/N] "] * 2
    assert "Nothing discarded" in out
    deal = session.ledger.state.deal
    assert deal is not None
    assert Card.parse("Jd") in deal.discards[0], "the second time, answered yes"
    assert out.index("Nothing discarded") < out.index("You discard J♦")


# Defect 5: the King of trumps ---------------------------------------------------------


def king_first_card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answer: str,
                    settings: dict[str, Any] | None = None) -> tuple[Session, str]:
    """Seed 9: Ada is the elder with the K♣ (clubs are trumps); she stands and leads 7♠."""
    typed = iter(["s", "7s", "quit"])
    session, term, _ = run_match(tmp_path, monkeypatch, (0,), Rules(), seed=9,
                                 choose=lambda seen: next(typed), answers=iter([answer]),
                                 table=settings)
    return session, flat(term.output_text())


def test_a_first_card_asks_before_giving_up_the_king(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session, out = king_first_card(tmp_path, monkeypatch, "")
    assert "declare it for 1 point before you play the 7♠?" in out
    actions = session.ledger.record()["games"][0]["deals"][0]["actions"]
    assert actions[:3] == ["stand", "king", "play 7s"], "Enter: declared, then the card"
    session, out = king_first_card(tmp_path / "no", monkeypatch, "n")
    actions = session.ledger.record()["games"][0]["deals"][0]["actions"]
    assert actions[:2] == ["stand", "play 7s"], "no: the player gave the point up himself"


def test_always_declare_the_king_is_a_setting(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session, out = king_first_card(tmp_path, monkeypatch, "n", {"declare_king": "always"})
    assert "declare it for 1 point" not in out
    actions = session.ledger.record()["games"][0]["deals"][0]["actions"]
    assert actions[:2] == ["stand", "king"]
    path = tmp_path / "config.toml"
    path.write_text('declare_king = "always"\nautoplay = "forced"\nspeed = "slow"\n',
                    encoding="utf-8")
    assert load_settings(path) == (Settings(declare_king="always", autoplay="forced",
                                            delay=1.6), None)
    path.write_text('autoplay = "sometimes"\nspeed = "warp"\n', encoding="utf-8")
    warning = load_settings(path)[1]
    assert warning is not None and "autoplay must be" in warning and "speed must be" in warning


# Defect 6: a forced card's hint values the position --------------------------------


def test_the_hint_for_a_forced_card_is_the_positions_value_not_the_score_prior() -> None:
    """With one legal card the expert returned the chance from the score alone: a
    winning last card showed 36%. At the last trick, as follower, the result is known."""
    checked = 0
    for seed in range(60):
        rules = Rules(target=1)
        rng = random.Random(seed)
        ledger = Ledger(rules, seed)
        while True:
            state = ledger.state
            deal = state.deal
            if state.actor == -1:
                ledger.chance()
                continue
            if state.actor is None or deal is None:
                break  # a King turned up ended the match
            if len(deal.played) == 4 and deal.lead is not None:
                break
            ledger.apply(rng.choice([a for a in legal_actions(state)
                                     if a.kind not in ("concede", "king")]))
        if deal is None or state.actor is None:
            continue
        seat = deal.to_act
        seen = view(state, seat)
        (card,) = [a for a in seen.legal_actions() if a.kind == "play"]
        done, _ = apply(state, card)
        won = done.winner == seat
        chances = ExpertBot(seed=seed, play_samples=8).evaluate(seen)
        assert chances == {card: 1.0 if won else 0.0}, (seed, chances, won)
        checked += 1
        if checked >= 6:
            break
    assert checked >= 6


def test_the_hint_says_what_its_chance_is_of() -> None:
    state = dealt("Qd Qc Ah 8s 7s", "As Ks 9s Jc 9c", "Td", Rules(target=5, match=3))
    seen = view(state, 0)
    assert chance_of(seen) == "this game (to 5), game 1 of the best of 3"
    label = hint_text("expert", STAND, {STAND: 0.62, PROPOSE: 0.4}, Look(), chance_of(seen))
    assert "Chance of winning this game (to 5), game 1 of the best of 3: stand 62%" \
        in label.plain
    one = view(dealt("Qd Qc Ah 8s 7s", "As Ks 9s Jc 9c", "Td", Rules(target=5)), 0)
    assert chance_of(one) == "this game (to 5)"
    # the expert's hint is the review's judgement: in a match of several games, the match
    assert chance_of(seen, judged=True) == "the match (best of 3 games)"
    assert chance_of(one, judged=True) == "this game (to 5)"


# Defect 11: undo ------------------------------------------------------------------------


def test_undo_never_crosses_an_answer_a_draw_or_a_deal() -> None:
    ledger = Ledger(Rules(), 1, ("Ada", "Bot"), undo_policy=nothing_seen)
    asked: list[Phase] = []

    def propose_then_leave(seat: int) -> Action | Turn:
        deal = ledger.state.deal
        assert deal is not None
        asked.append(deal.phase)
        return PROPOSE if len(asked) == 1 else Turn.LEAVE
    Driver(ledger, {1: make_bot("random", 1)}, propose_then_leave).run()
    before = ledger.state
    assert ledger.undo(0) is NoUndo.ANSWERED
    assert str(NoUndo.ANSWERED) == "the other player has answered since your move, and " \
                                   "undo never takes back what you have seen"
    assert ledger.state == before
    ledger.apply(Action.discard(parse_cards(["Jd"])))
    assert ledger.undo(0) is NoUndo.DREW
    fresh = Ledger(Rules(), 2, undo_policy=nothing_seen)
    while fresh.state.actor == -1:
        fresh.chance()
    actor = fresh.state.actor
    assert actor in (0, 1)
    assert fresh.undo(actor) is NoUndo.NOTHING, "no move yet: nothing to take back"
    fresh.apply(STAND)
    assert fresh.undo(actor) is None, "a stand nobody has answered may be taken back"


# Forced cards, hot-seat ----------------------------------------------------------------


def test_the_last_card_is_played_for_you_and_shown(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []

    def choose(seen: SeatView) -> str:
        deal = seen.deal
        assert deal is not None
        asked.append(len(deal.played))
        return first_legal(seen)
    _session, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(target=3), seed=4,
                                    choose=choose)
    out = term.output_text()
    assert code == 0
    assert 4 not in asked, "nobody is asked to play the last card"
    assert "Your last card, " in out and "is played for you." in out


def test_hot_seat_shows_the_result_of_your_move_before_the_hand_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Defect 12: after a discard the screen cleared before the player saw what he drew."""
    from ecarte.ui.console import CLEAR_ALL
    def exchange(seen: SeatView) -> str:
        deal = seen.deal
        assert deal is not None
        assert len(deal.played) < 4, "the last trick needs no hand-over: it plays itself"
        if seen.phase is Phase.STAND_OR_PROPOSE:
            return "propose" if not deal.proposals else "stand"
        return "accept" if seen.phase is Phase.ANSWER else first_legal(seen)
    session, term, code = run_match(tmp_path, monkeypatch, (0, 1), Rules(target=2), seed=8,
                                    choose=exchange)
    out = term.output_text()
    assert code == 0
    handovers = [i for i in range(len(out)) if out.startswith("Pass the keyboard to", i)]
    assert len(handovers) > 4
    waits = [q for q in term.questions if q.startswith("Press Enter, then pass")]
    assert len(waits) == len(handovers) - 1, "every hand-over but the first waits for Enter"
    drew = out.index("and draw ")  # a discard: the player sees what he drew...
    assert out.index(CLEAR_ALL, drew) > drew, "...before the screen is cleared"
    del session


# The score sheet, the speed and play again ----------------------------------------------


def test_the_score_sheet_lists_every_deal_with_the_running_score(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(target=3), seed=21)
    assert code == 0
    rows = sheet_rows(session.ledger.steps, session.names)
    state = session.ledger.state
    assert rows and rows[-1].score == state.results[-1].score
    assert all(row.over for row in rows)
    for before, after in itertools.pairwise(rows):
        assert sum(after.score) >= sum(before.score)
    shown = Console(file=io.StringIO(), width=60, color_system=None)
    shown.print(sheet_table(rows, session.names, Look()))
    sheet = text_of(shown)
    assert "Score sheet" in sheet and "Dealer" in sheet
    assert "stood" in sheet or "proposed" in sheet
    out = term.output_text()
    assert out.index("Match over") < out.rindex("Score sheet"), "shown at the end"


def test_speed_changes_the_bots_pause_during_the_match(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    typed = iter(["speed slow", "speed 0", "speed warp", "sheet", "quit"])
    session, term, _ = run_match(tmp_path, monkeypatch, (0,), Rules(), seed=3,
                                 choose=lambda seen: next(typed))
    out = term.output_text()
    assert "The bot now pauses 1.6 s before each move." in out
    assert "The bot now pauses 0 s before each move." in out
    assert "'warp' is not a speed" in out
    assert "Score sheet" in out and session.table.delay == 0


def quits_at_the_second_deal() -> Callable[[SeatView], str]:
    """A player who plays the first legal move and quits at the first decision of the
    second deal it sees (in a game to 1 point: the new match's, after 'Play again?')."""
    deals: list[tuple[Card, int]] = []

    def choose(seen: SeatView) -> str:
        deal = seen.deal
        assert deal is not None
        if not deals or deals[-1] != (deal.turnup, deal.dealer):
            deals.append((deal.turnup, deal.dealer))
        return "quit" if len(deals) > 1 else first_legal(seen)
    return choose


def test_play_again_starts_a_new_match_dealt_by_the_loser(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One game to 1 point is one deal: the second deal seen is the new match's."""
    choose = quits_at_the_second_deal()
    session, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(target=1), seed=5,
                                    choose=choose, answers=iter(["y"]))
    out = term.output_text()
    assert code == 0
    assert "Play again? [y/N] " in term.questions
    assert "who lost, deals first" in out
    kept = list((tmp_path / "records").glob("*-seed5.json"))
    assert len(kept) == 1, "the first match is kept"
    first = replay(json.loads(kept[0].read_text())).state
    assert first.winner is not None
    second = session.ledger
    assert second.start.game is not None and second.start.game.dealer == 1 - first.winner, \
        "the loser deals first, without a cut"
    if second.state.winner is None:  # a turned-up King can end a game to 1 point at once
        (path,) = (tmp_path / "saves").glob("*.json")
        saved = read_save(path)
        assert saved is not None and saved[0].seed == second.seed


# Undo and what the table says of it ------------------------------------------------------


def hot_seat_after_a_take_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                               ) -> tuple[Session, str]:
    """Ada (the elder, seat 0) stands, declares the King of hearts and leads it; at the
    hand-over she takes back both. What Bob is then shown, and the session."""
    from conftest import deal_cards

    from ecarte.ui import meta
    from ecarte.ui.session import Table

    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    console = Console(file=io.StringIO(), width=100, color_system=None, theme=THEME)
    rules = Rules()
    ledger = Ledger(rules, 1, ("Ada", "Bob"), state=new_match(rules, first_dealer=1))
    table = Table(humans=(0, 1), bots={}, levels={}, look=Look(), save=False)
    session = Session(ledger, table, LineTerminal(console, io.BytesIO(b"")))
    session.viewer = 0
    session.publish(ledger.apply(deal_cards("Kh Ks Qs 9s 7c", "Ah Jh 8d 9d Tc", "7h")))
    for text in ("stand", "king", "play Kh"):
        session.publish(ledger.apply(parse_action(text)))
    assert meta.undo(session, 0) == "again" and meta.undo(session, 0) == "again"
    shown = [str(item[0]) for item in session.queues[1]]
    return session, "\n".join(shown)


def test_a_take_back_in_hot_seat_tells_the_other_player_nothing_of_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session, bob_sees = hot_seat_after_a_take_back(tmp_path, monkeypatch)
    assert "stand" in bob_sees, "what Ada did and kept is still told"
    assert "King" not in bob_sees and "K♥" not in bob_sees, \
        f"Bob is told of the King Ada took back:\n{bob_sees}"
    assert session.points == [], "the King's point was taken back with it"


def test_undo_never_reopens_a_deal_that_is_over() -> None:
    """The dealer's last card ends the deal and scores it: it is not taken back (before,
    the same forced card was replayed and the point shown twice)."""
    from conftest import dealt

    state, _ = dealt("Kh Qh Jh Ah Th", "7c 8c 9c 7d 8d", "9h")
    ledger = Ledger(Rules(), 1, ("Ada", "Bot"), state=state, undo_policy=nothing_seen)
    for text in ("stand", "play Kh", "play 7c", "play Qh", "play 8c", "play Jh", "play 9c",
                 "play Ah", "play 7d", "play Th", "play 8d"):
        ledger.apply(parse_action(text))
    assert ledger.state.deal is None, "the deal is over"
    why = ledger.undo(1)
    assert why is NoUndo.SCORED
    assert f"{why}" == "the deal is over and scored: its result stands"


def test_hot_seat_the_player_at_the_keyboard_reads_the_deal_before_the_next_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A deal ending with a card played for the player at the keyboard: the next deal's
    hand was drawn right under the deal's result, with no pause to read it."""
    session, term, code = run_match(tmp_path, monkeypatch, (0, 1), Rules(target=3), seed=8)
    out = term.output_text()
    assert code == 0
    summaries = out.count("Deal over")
    assert summaries > 1
    nexts = [q for q in term.questions if q.startswith("Press Enter for the next")]
    assert nexts, "the player at the keyboard is given a pause after a deal's result"
    del session
