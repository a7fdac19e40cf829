"""A resumed match recalls "This deal so far"; in hot-seat, where both players may be
looking, it tells only what both saw: no card of either hand, discarded or drawn
(play-test 6, finding 14)."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ecarte.driver import Ledger
from ecarte.engine import CHANCE, Card, Rules, legal_actions, parse_action
from ecarte.engine.events import CardPlayed
from ecarte.ui import save
from ecarte.ui.replay import public_log
from ecarte.ui.theme import Look

MOVES = ("propose", "accept", "discard 7c Jd", "discard Jh", "stand", "play 9h", "play Qc")
"""Seed 5 with Ada and Bob: Ada proposes, Bob accepts, both discard, Ada stands and
leads the 9♥, Bob plays the Q♣ (the first trick is Ada's)."""


def hotseat_ledger() -> Ledger:
    ledger = Ledger(Rules(), 5, ("Ada", "Bob"))
    while ledger.state.actor == CHANCE:
        ledger.chance()
    for move in MOVES:
        ledger.apply(parse_action(move))
    return ledger


def unseen(ledger: Ledger) -> set[Card]:
    """The cards not both players saw: the hands held, every discard and draw, but for
    the cards played since."""
    deal = ledger.state.deal
    assert deal is not None
    hidden = {c for hand in deal.hands for c in hand if c is not None}
    hidden |= {c for thrown in deal.discards for c in thrown if c is not None}
    played = set()
    for step in ledger.deal_steps():
        for event in step.events:
            hidden |= set(getattr(event, "drawn", ()))
            if isinstance(event, CardPlayed):
                played.add(event.card)
    return hidden - played


def names(card: Card, text: str, look: Look) -> bool:
    """Whether ``text`` names ``card`` as ``look`` writes it (a word of its own)."""
    return re.search(rf"(?<!\w){re.escape(look.card(card))}(?!\w)", text) is not None


def resumed(data: Path) -> str:
    env = dict(os.environ, ECARTE_DATA_DIR=str(data), ECARTE_CONFIG_DIR=str(data / "c"),
               LANG="C.UTF-8")
    env.pop("COLUMNS", None)
    done = subprocess.run([sys.executable, "-m", "ecarte", "play", "--resume"],
                          input="q\n", capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0 and "Traceback" not in done.stdout + done.stderr
    return done.stdout


def test_the_public_log_tells_the_deal_so_far_without_a_hidden_card() -> None:
    ledger = hotseat_ledger()
    look = Look()
    lines = [t.plain for t in public_log((s.events for s in ledger.deal_steps()),
                                         ledger.names, look)]
    assert lines == [
        "Bob deals five cards each; Ada is the elder and speaks first.",
        "The turn-up is 7♥: hearts ♥ are trumps.",
        "Ada proposes an exchange of cards.",
        "Bob accepts: each side may now discard 1 to 5 cards and draw as many.",
        "Ada exchanges 2 cards. Stock: 19.",
        "Bob exchanges 1 card. Stock: 18.",
        "Ada stands.",
        "Play begins: Ada leads.",
        "Ada leads 9♥.",
        "Bob plays Q♣.",
        "Ada wins the trick. Tricks: Ada 1, Bob 0.",
    ]


def test_no_deal_so_far_ever_shows_a_hidden_card() -> None:
    """Random legal deals, stopped anywhere in the first deal: the public log names no
    card held, discarded or drawn."""
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        ledger = Ledger(Rules(), seed, ("Ada", "Bob"))
        for _ in range(rng.randrange(3, 16)):
            if ledger.state.actor == CHANCE:
                ledger.chance()
                continue
            moves = [a for a in legal_actions(ledger.state) if a.kind != "concede"]
            if not moves:
                break
            ledger.apply(rng.choice(moves))
        look = Look(ascii=True)
        told = " ".join(t.plain for t in public_log(
            (s.events for s in ledger.deal_steps()), ledger.names, look))
        hidden = unseen(ledger) if ledger.state.deal is not None else set()
        checked += bool(hidden)
        for card in hidden:
            assert not names(card, told, look), (card, told)
    assert checked >= 30


def test_a_resumed_hotseat_match_recalls_the_deal_so_far_showing_neither_hand(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    ledger = hotseat_ledger()
    save.write_save(ledger, {"mode": "hotseat", "level": None})
    out = resumed(tmp_path)
    recap = out[out.index("This deal so far:"):out.index("Pass the keyboard to Ada")]
    for said in ("Ada exchanges 2 cards. Stock: 19.", "Bob exchanges 1 card. Stock: 18.",
                 "Ada leads 9♥.", "Bob plays Q♣.", "Ada wins the trick."):
        assert said in recap
    for card in unseen(ledger):
        assert not names(card, recap, Look()), card
    assert "holds" not in recap and "discard 7" not in recap


def test_a_resumed_bot_match_still_recalls_the_deal_as_its_player_saw_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    ledger = Ledger(Rules(), 5, ("You", "Bot"), level="expert")
    while ledger.state.actor == CHANCE:
        ledger.chance()
    for move in MOVES[:3]:  # you propose, the bot accepts, you discard
        ledger.apply(parse_action(move))
    save.write_save(ledger, {"mode": "bot", "level": "expert"})
    out = resumed(tmp_path)
    recap = out[out.index("This deal so far:"):]
    assert "You discard 7♣ J♦ and draw" in recap, "your own discard, as before"
