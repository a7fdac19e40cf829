"""The match driver: the same seed and the same moves give the same match, whether it is
played (a person at the piped line terminal), watched, played in the arena, replayed from
its record or resumed half-way; chance is drawn from (seed, position); undo's limits."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import first_listed
from rich.console import Console

from ecarte.arena import ArenaConfig, run_arena
from ecarte.bots import Bot, make_bot
from ecarte.cli import main
from ecarte.driver import (
    BotFailed,
    Driver,
    DuplicateChance,
    Ending,
    Ledger,
    NoUndo,
    Step,
    Turn,
    bot_seed,
    derive,
    resume,
)
from ecarte.engine import (
    CHANCE,
    DECK,
    PROPOSE,
    Action,
    Cut,
    DealCards,
    Phase,
    Reshuffle,
    Rules,
    SeatView,
    deal_from_pack,
    deck_order,
    new_match,
    parse_action,
    view,
)
from ecarte.engine.deal import reshuffle_pile
from ecarte.engine.records import replay
from ecarte.ui.console import LineTerminal
from ecarte.ui.session import Session, Table
from ecarte.ui.theme import THEME, Look

LEVELS = ("club", "expert")
NAMES = ("Club", "Expert")  # as ``ecarte watch`` names them
SEED = 11


def bots_for(seed: int, levels: tuple[str, str] = LEVELS) -> dict[int, Bot]:
    return {seat: make_bot(level, bot_seed(seed, seat)) for seat, level in enumerate(levels)}


def driven(rules: Rules, seed: int) -> Ledger:
    """The match as the driver plays it between the two seeded bots."""
    ledger = Ledger(rules, seed, NAMES, levels=list(LEVELS))
    assert Driver(ledger, bots_for(seed)).run() is Ending.OVER
    return ledger


def watched(tmp_path: Path, seed: int, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    path = tmp_path / "watched.json"
    assert main(["watch", "--levels", *LEVELS, "--seed", str(seed), "--target", "3",
                 "--reshuffle-discards", "--delay", "0", "--record", str(path)]) == 0
    assert "Match over" in capsys.readouterr().out
    record: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return record


class Keyboard:
    """A person at the piped line terminal who types what ``bot`` would play."""

    def __init__(self, session: list[Session], seat: int, bot: Bot) -> None:
        self.session = session
        self.seat = seat
        self.bot = bot
        self.typed: list[str] = []

    def readline(self, limit: int = -1) -> bytes:
        state = self.session[0].ledger.state
        self.typed.append(str(self.bot.choose(view(state, self.seat))))
        return (self.typed[-1] + "\n").encode()


def played(rules: Rules, seed: int) -> tuple[Session, str]:
    """The match through ``Session`` (as ``ecarte play`` runs it): seat 0 typed at the
    line terminal, the expert in seat 1."""
    bots = bots_for(seed)
    console = Console(file=io.StringIO(), width=80, color_system=None, theme=THEME)
    holder: list[Session] = []
    keyboard = Keyboard(holder, 0, bots[0])
    table = Table(humans=(0,), bots={1: bots[1]}, levels={1: LEVELS[1]}, look=Look(ascii=True),
                  save=False)
    session = Session(Ledger(rules, seed, NAMES, levels=list(LEVELS)), table,
                      LineTerminal(console, keyboard))  # type: ignore[arg-type]
    holder.append(session)
    assert session.run() == 0
    assert len(keyboard.typed) > 10
    return session, console.file.getvalue()  # type: ignore[attr-defined]


def test_play_watch_the_driver_and_the_replay_of_the_record_give_the_same_match(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = watched(tmp_path, SEED, capsys)
    rules = Rules.from_spec(record["rules"])
    assert rules.target == 3 and rules.reshuffle_discards
    assert record["seed"] == SEED and record["players"] == list(NAMES)
    assert driven(rules, SEED).record() == record
    session, out = played(rules, SEED)
    assert "Match over" in out and f"Seed {SEED}" in out
    assert session.ledger.record() == record
    again = resume(record, SEED)
    assert again.record() == record
    assert again.state == replay(record).state and again.state.winner is not None
    other = driven(rules, SEED + 1).record()
    assert other["games"] != record["games"], "another seed is another match"


def test_the_arena_plays_its_runs_through_the_driver_with_its_own_deals() -> None:
    rules = Rules(target=3, reshuffle_discards=True)
    result = run_arena(ArenaConfig("club", "novice", rules, games=1, seed=5, record=True))
    first, swapped = result.records
    assert "seed" not in first, "an arena record names no play seed"
    for record, names in ((first, ("club", "novice")), (swapped, ("novice", "club"))):
        ledger = Ledger(rules, 5, names, state=new_match(rules, first_dealer=0),
                        chance=DuplicateChance(5, 0), levels=list(names))
        bots = {seat: make_bot(name) for seat, name in enumerate(names)}  # seeds unused
        assert Driver(ledger, bots).run() is Ending.OVER
        assert ledger.record() == record
        assert replay(record).complete
    assert first["games"][0]["deals"][0]["hands"] == swapped["games"][0]["deals"][0]["hands"]


def test_the_arena_deals_by_its_documented_keys_and_sorts_the_discards() -> None:
    # These names fix every arena result: changing them changes every figure.
    rules = Rules(reshuffle_discards=True)
    state = new_match(rules, first_dealer=0)
    chance = DuplicateChance(3, 5)
    pack = list(DECK)
    random.Random("ecarte-arena:3:5:0").shuffle(pack)
    cards = chance.draw(state, [])
    assert cards == deal_from_pack(tuple(pack), 0, rules.packets)
    ledger = Ledger(rules, 3, state=state, chance=chance)
    while ledger.state.deal is None or ledger.state.deal.phase is not Phase.RESHUFFLE:
        seat = ledger.state.actor
        if seat == CHANCE:
            ledger.chance()
            continue
        assert seat is not None
        legal = view(ledger.state, seat).legal_actions()  # exchange all five, always
        ledger.apply(max(legal, key=lambda a: (a.kind in ("propose", "accept"),
                                               a.kind == "discard", a.count)))
    deal = ledger.state.deal
    assert deal is not None
    pile = sorted((c for c in reshuffle_pile(deal) if c is not None), key=deck_order)
    random.Random("ecarte-arena:3:5:1:reshuffle").shuffle(pile)
    assert ledger.draw() == Reshuffle(tuple(pile))
    assert DuplicateChance(3, 5, deals=1).draw(new_match(rules, 0), ledger.steps) is None


def test_play_deals_by_seed_and_position() -> None:
    # Saved matches resume with these keys: cut N, then deal D of game G.
    ledger = Ledger(Rules(), 9)
    while ledger.state.deal is None:
        ledger.chance()
    cut, deal = ledger.steps[0], ledger.steps[-1]
    assert isinstance(cut.action, Cut) and isinstance(deal.action, DealCards)
    assert cut.action.cards == tuple(random.Random("9:cut:0").sample(DECK, 2))
    pack = list(DECK)
    random.Random("9:deal:0:0").shuffle(pack)
    game = deal.before.game
    assert game is not None
    assert deal.action == deal_from_pack(tuple(pack), game.dealer, Rules().packets)
    assert bot_seed(9, 1) == random.Random("9:bot:1").randrange(2**31)


class Mimic:
    """A human's turn answered as ``bot`` would; leaves once the match has ``stop`` steps."""

    def __init__(self, ledger: Ledger, bot: Bot, stop: int | None = None) -> None:
        self.ledger = ledger
        self.bot = bot
        self.stop = stop

    def __call__(self, seat: int) -> Action | Turn:
        if self.stop is not None and len(self.ledger.steps) >= self.stop:
            return Turn.LEAVE
        return self.bot.choose(view(self.ledger.state, seat))


def resumed_match(rules: Rules, seed: int, stop: int, expert_seed: int) -> Ledger:
    """Play to ``stop`` steps, save the record, resume it with a fresh expert seeded
    ``expert_seed``, and play on."""
    ledger = Ledger(rules, seed, NAMES)
    first = Driver(ledger, {1: make_bot("expert", bot_seed(seed, 1))},
                   Mimic(ledger, make_bot("club"), stop)).run()
    assert first is Ending.LEFT
    again = resume(json.loads(json.dumps(ledger.record())), seed)
    assert again.state == ledger.state and again.deal_steps() == ledger.deal_steps()
    ending = Driver(again, {1: make_bot("expert", expert_seed)},
                    Mimic(again, make_bot("club"))).run()
    assert ending is Ending.OVER
    return again


def test_a_match_resumed_half_way_deals_and_plays_on_as_if_never_left() -> None:
    rules, seed = Rules(target=5, reshuffle_discards=True), 19
    whole = Ledger(rules, seed, NAMES)
    Driver(whole, {1: make_bot("expert", bot_seed(seed, 1))},
           Mimic(whole, make_bot("club"))).run()
    halfway = len(whole.steps) // 2
    again = resumed_match(rules, seed, halfway, bot_seed(seed, 1))
    assert again.record() == whole.record()
    # The check can fail: an expert seeded from where the match was left (as before this
    # driver) plays this match differently after the resume.
    reseeded = derive(seed, "bot", halfway).randrange(2**31)
    assert resumed_match(rules, seed, halfway, reseeded).record() != whole.record()


def test_undo_goes_back_over_the_bots_answer_but_not_past_the_resume_or_a_card_seen() -> None:
    rules = Rules()
    ledger = Ledger(rules, 1, ("Ada", "Bot"))
    seen: list[Phase] = []

    def propose_once(seat: int) -> Action | Turn:
        deal = ledger.state.deal
        assert deal is not None
        seen.append(deal.phase)
        return PROPOSE if len(seen) == 1 else Turn.LEAVE
    bots = {1: make_bot("novice", 1)}  # the novice accepts a proposal without trumps
    assert Driver(ledger, bots, propose_once).run() is Ending.LEFT
    assert seen[0] is Phase.STAND_OR_PROPOSE and len(ledger.steps) > 3
    before = ledger.state
    saved = resume(ledger.record(), 1)
    assert saved.undo(0) is NoUndo.BEFORE_RESUME
    assert saved.state == before
    assert ledger.undo(0) is None, "the bot's answer showed no card: undo passes it"
    assert ledger.state.deal is not None and ledger.state.deal.phase is Phase.STAND_OR_PROPOSE
    assert ledger.state.actor == 0 and not ledger.state.deal.history


def test_a_stricter_undo_policy_is_enforced() -> None:
    def own_moves_only(step: Step, seat: int) -> str | None:
        return None if step.actor == seat else "the other player has answered"
    ledger = Ledger(Rules(), 1, ("Ada", "Bot"), undo_policy=own_moves_only)
    Driver(ledger, {1: make_bot("novice", 1)},
           lambda seat: PROPOSE if not ledger.state.deal.history else Turn.LEAVE  # type: ignore[union-attr]
           ).run()
    before = ledger.state
    assert ledger.undo(0) == "the other player has answered"
    assert ledger.state == before


def test_a_bot_that_breaks_the_rules_is_named_with_its_move() -> None:
    class Cheat:
        name = "cheat"

        def choose(self, seen: SeatView) -> Action:
            return parse_action("play 7c")  # before the exchange is settled

    ledger = Ledger(Rules(), 2)
    with pytest.raises(BotFailed) as failed:
        Driver(ledger, {0: Cheat(), 1: Cheat()}).run()
    assert failed.value.bot == "cheat" and str(failed.value.action) == "play 7c"
    assert ledger.state.deal is not None and not ledger.state.deal.history




@pytest.mark.skipif(not (Path(sys.executable).parent / "ecarte").exists(),
                    reason="the ecarte script is not installed")
def test_ecarte_play_resumed_plays_on_exactly_as_an_unbroken_match(tmp_path: Path) -> None:
    """Issue 9 defect 10: 'the same seed and moves replay this match' holds after
    --resume: the same deals and the same bot decisions. (With the bot re-seeded on
    resume, as before, this match goes otherwise.)"""
    ecarte = str(Path(sys.executable).parent / "ecarte")

    def session(data: Path, args: list[str], answers: int | None) -> None:
        env = {**os.environ, "ECARTE_DATA_DIR": str(data),
               "ECARTE_CONFIG_DIR": str(data / "config")}
        process = subprocess.Popen([ecarte, "play", *args], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, text=True, env=env)
        assert process.stdin and process.stdout
        given = 0
        for line in process.stdout:
            if line.startswith("legal: "):
                if answers is not None and given == answers:
                    process.stdin.close()
                    continue
                process.stdin.write(first_listed(line) + "\n")
                process.stdin.flush()
                given += 1
        assert process.wait(timeout=120) == 0

    def final_record(data: Path) -> dict[str, Any]:
        found: dict[str, Any] = json.loads(next((data / "records").glob("*.json")).read_text())
        return found

    start = ["--level", "expert", "--seed", "8", "--target", "5"]
    session(tmp_path / "whole", start, None)
    session(tmp_path / "broken", start, 10)  # then Ctrl-D: saved
    assert list((tmp_path / "broken" / "saves").glob("*.json"))
    session(tmp_path / "broken", ["--resume"], None)
    assert final_record(tmp_path / "broken") == final_record(tmp_path / "whole")
