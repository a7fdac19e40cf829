"""Issue 10, point 2: the tutor at the table. Before a human's move the expert rates a
mistake or worse (judged from the player's view alone) the table says so, names the better
choice with both chances and asks to confirm; no plays nothing and asks for the move again.
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import deal_cards, dealt
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from rich.console import Console

from ecarte.bots import make_bot
from ecarte.driver import Ledger
from ecarte.engine import PROPOSE, STAND, Game, Rules, new_match, view
from ecarte.review import judge
from ecarte.ui.config import Settings, load_settings
from ecarte.ui.console import LineTerminal, Terminal, TtyTerminal
from ecarte.ui.save import read_save
from ecarte.ui.session import Session, Table
from ecarte.ui.theme import THEME, Look
from ecarte.ui.tutor import allowed

ECARTE = Path(sys.executable).parent / "ecarte"
# Ada, the elder, holds no trump and nothing high, at 4-3 in a game to 5: standing (a loss
# costs 2, the game) is a blunder.
WEAK = ("7c 8d 7s 9d 8s", "Ah Kc Qc 9s 7d", "7h")
SCORE = (4, 3)
WARNING = re.compile(r"Tutor: the expert rates stand a (mistake|blunder)\.")


def console() -> Console:
    return Console(file=io.StringIO(), width=100, color_system=None, theme=THEME)


def text_of(out: Console) -> str:
    value = out.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(value, str)
    return " ".join(value.split())


def at_the_deal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lines: bytes,
                hands: tuple[str, str, str] = WEAK, tutor: bool = True,
                term: Terminal | None = None) -> Session:
    """Ada (seat 0, the elder) against the random bot, the cards ``hands`` just dealt;
    ``lines`` are what she types."""
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    rules = Rules()
    state = new_match(rules, first_dealer=1)
    state = state._replace(game=Game(dealer=1, score=SCORE))
    ledger = Ledger(rules, 1, ("Ada", "Bot"), state=state)
    ledger.apply(deal_cards(*hands))
    table = Table(humans=(0,), bots={1: make_bot("random", 1)}, levels={1: "random"},
                  look=Look(), save=False, tutor=tutor,
                  meta={"mode": "bot", "level": "random"})
    return Session(ledger, table, term or LineTerminal(console(), io.BytesIO(lines)))


def actions(session: Session) -> list[str]:
    return list(session.ledger.record()["games"][0]["deals"][0]["actions"])


def test_the_tutor_stops_a_blunder_and_no_asks_for_the_move_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = at_the_deal(tmp_path, monkeypatch, b"s\nn\np\nquit\n")
    session.run()
    out = text_of(session.console)
    verdict = judge(view(dealt(*WEAK, score=SCORE)[0], 0), STAND)
    assert verdict.mark in ("mistake", "blunder") and verdict.best == PROPOSE
    assert f"Tutor: the expert rates stand a {verdict.mark}." in out
    stand, propose = round(verdict.chances[STAND] * 100), round(verdict.chances[PROPOSE] * 100)
    assert f"Chance of winning the game (to 5): propose {propose}%, stand {stand}%." in out
    assert "Stand anyway? [y/N]" in out
    assert "Not played: choose your move again." in out
    assert actions(session)[0] == "propose", "no: nothing played, the next move is asked"
    assert "You stand" not in out
    assert session.ledger.record()["tutor"] is True, "the record says the tutor watched"


def test_yes_plays_the_move_anyway_and_a_sound_move_is_not_questioned(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = at_the_deal(tmp_path, monkeypatch, b"s\ny\nquit\n")
    session.run()
    assert WARNING.search(text_of(session.console))
    assert actions(session)[0] == "stand"
    session = at_the_deal(tmp_path / "sound", monkeypatch, b"p\nquit\n")
    session.run()
    out = text_of(session.console)
    assert "Tutor:" not in out and "anyway?" not in out
    assert actions(session)[0] == "propose"


def test_without_the_tutor_nothing_is_judged_or_recorded(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = at_the_deal(tmp_path, monkeypatch, b"s\nquit\n", tutor=False)
    session.run()
    assert "Tutor:" not in text_of(session.console)
    assert actions(session)[0] == "stand"
    assert "tutor" not in session.ledger.record()


def test_the_tutor_judges_from_the_players_view_only(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same hand and turn-up against two different hidden hands (and stocks): the
    tutor says the very same thing."""
    said = []
    for number, dealer in enumerate(("Ah Kc Qc 9s 7d", "Kh Qh Jh Ac Ks")):
        session = at_the_deal(tmp_path / str(number), monkeypatch, b"s\nn\nquit\n",
                              hands=(WEAK[0], dealer, WEAK[2]))
        session.run()
        out = text_of(session.console)
        said.append(out[out.index("Tutor:"):out.index("Not played")])
    assert said[0] == said[1]


def test_in_hot_seat_each_player_is_tutored_from_their_own_view(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bob, the dealer, holds nothing: refusing Ada's proposal is a blunder. What the
    tutor tells him is the same whatever Ada holds."""
    said = []
    for number, elder in enumerate(("Ah Kc Qc 9s 7d", "Kh Qh Jh Ac Ks")):
        monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path / str(number)))
        rules = Rules()
        ledger = Ledger(rules, 1, ("Ada", "Bob"), state=new_match(rules, first_dealer=1))
        ledger.apply(deal_cards(elder, WEAK[0], WEAK[2]))
        table = Table(humans=(0, 1), bots={}, levels={}, look=Look(), save=False,
                      tutor=True)
        out = console()
        Session(ledger, table, LineTerminal(out, io.BytesIO(
            b"\np\n\nr\nn\na\nquit\n"))).run()
        text = text_of(out)
        bob = text[text.index("Pass the keyboard to Bob"):]
        said.append(bob[bob.index("Tutor:"):bob.index("Not played")])
        assert "Tutor:" not in text[:text.index("Pass the keyboard to Bob")], \
            "Ada's proposal is sound"
        assert "Refuse anyway? [y/N]" in bob
        assert [str(s.action) for s in ledger.steps[1:]] == ["propose", "accept"]
    assert said[0] == said[1]
    assert re.match(r"Tutor: the expert rates refuse a (mistake|blunder)\.", said[0])


def test_ctrl_c_at_the_tutors_question_plays_nothing_and_ctrl_d_leaves(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with create_pipe_input() as pipe:
        term = TtyTerminal(console(), input=pipe, output=DummyOutput())
        session = at_the_deal(tmp_path, monkeypatch, b"", term=term)
        seen = view(session.ledger.state, 0)
        pipe.send_text("\x03")
        assert allowed(session, STAND, seen) is False, "Ctrl-C: the safe answer, no"
        assert "Not played" in text_of(session.console)
        pipe.send_text("\x04")
        with pytest.raises(EOFError):
            allowed(session, STAND, seen)
        assert allowed(session, PROPOSE, seen) is True, "a sound move asks nothing"
    assert actions(session) == [], "nothing was played"


def test_tutor_on_and_off_at_the_table_are_kept_by_the_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = at_the_deal(tmp_path, monkeypatch,
                          b"tutor\ntutor on\ntutor maybe\ns\nn\ntutor off\ns\nquit\n",
                          tutor=False)
    session.table.save = True
    session.run()
    out = text_of(session.console)
    assert "The tutor is off. Change it with 'tutor on' or 'tutor off'." in out
    assert "The tutor is on: before a move the expert rates a mistake or worse" in out
    assert "'maybe' is not a tutor setting" in out
    assert WARNING.search(out) and "The tutor is off." in out
    assert actions(session)[0] == "stand", "off again: the stand is played unasked"
    (path,) = (tmp_path / "saves").glob("*.json")
    saved = read_save(path)
    assert saved is not None and saved[1]["tutor_on"] is False, "a resume goes on off"
    assert saved[1]["tutor"] is True, "the tutor watched this match"
    assert json.loads(path.read_text())["record"]["tutor"] is True


def test_the_setting_file_takes_tutor_true(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("tutor = true\n", encoding="utf-8")
    assert load_settings(path) == (Settings(tutor=True), None)
    path.write_text('tutor = "yes"\n', encoding="utf-8")
    settings, warning = load_settings(path)
    assert settings.tutor is False and warning is not None and "tutor" in warning


def play(data: Path, *flags: str, lines: str = "s\nn\np\nquit\n") -> str:
    env = dict(os.environ, ECARTE_DATA_DIR=str(data), ECARTE_CONFIG_DIR=str(data / "c"))
    done = subprocess.run([str(ECARTE), "play", "--level", "random", "--seed", "5",
                           "--target", "2", *flags],
                          input=lines, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return " ".join(done.stdout.split())


@pytest.mark.skipif(not ECARTE.exists(), reason="the ecarte script is not installed")
def test_play_tutor_the_flag_and_the_setting(tmp_path: Path) -> None:
    """Seed 5: Ada is the elder with 7♣ J♦ 10♦ Q♠ 8♠, hearts trumps, in a game to 2:
    standing (a loss costs 2, the game) is a blunder. Piped input."""
    out = play(tmp_path / "flag", "--tutor")
    assert "The tutor is on" in out and WARNING.search(out) and "Stand anyway? [y/N]" in out
    assert "You propose" in out and "You stand" not in out
    config = tmp_path / "set" / "c"
    config.mkdir(parents=True)
    (config / "config.toml").write_text("tutor = true\n", encoding="utf-8")
    assert WARNING.search(play(tmp_path / "set"))
    out = play(tmp_path / "set", "--no-tutor", lines="s\nquit\n")
    assert "Tutor:" not in out and "You stand" in out


@pytest.mark.skipif(not ECARTE.exists(), reason="the ecarte script is not installed")
@pytest.mark.parametrize("started", [("--no-tutor", "tutor on\nquit\n"), ("--tutor", "quit\n")],
                         ids=["tutor on at the table", "play --tutor"])
def test_the_tutor_goes_on_after_a_resume(tmp_path: Path, started: tuple[str, str]) -> None:
    flag, lines = started
    out = play(tmp_path, flag, lines=lines)
    assert "The tutor is on" in out and "The match is saved" in out
    env = dict(os.environ, ECARTE_DATA_DIR=str(tmp_path), ECARTE_CONFIG_DIR=str(tmp_path / "c"))
    done = subprocess.run([str(ECARTE), "play", "--resume"], input="s\nn\nquit\n",
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    resumed = " ".join(done.stdout.split())
    assert "The saved match goes on" in resumed and WARNING.search(resumed)


def test_the_hint_is_the_judgement_the_tutor_and_the_review_give() -> None:
    """Following the expert's hint is never marked: the hint, the tutor and the review
    are one judgement, with the same chances, at every kind of decision."""
    import random

    from ecarte.engine import CHANCE, apply, chance_action
    from ecarte.ui.meta import advice

    rng = random.Random(11)
    state, kinds, checked = new_match(Rules(target=3)), set(), 0
    bot = make_bot("club", seed=2)
    while state.actor is not None and checked < 40:
        if state.actor == CHANCE:
            state, _ = apply(state, chance_action(state, rng))
            continue
        seen = view(state, state.actor)
        if len(seen.legal_actions()) > 2 and rng.random() < 0.5:
            action, chances = advice("expert", seen, 0)
            verdict = judge(seen, action)
            assert verdict.best == action and verdict.loss == 0 and verdict.mark is None
            shared = chances.keys() & verdict.chances.keys()
            assert action in shared and all(chances[a] == verdict.chances[a] for a in shared)
            kinds.add(verdict.phase)
            checked += 1
        state, _ = apply(state, bot.choose(seen))
    assert {"propose", "discard", "play"} <= kinds, kinds
