"""The match so far: derived chance, undo limits, records and resuming from them."""

from __future__ import annotations

from ecarte.bots import make_bot
from ecarte.driver import Ledger, NoUndo, resume
from ecarte.engine import CHANCE, PROPOSE, Rules, view
from ecarte.engine.records import replay


def play_to(ledger: Ledger, stop, bot_seed: int = 1) -> None:  # type: ignore[no-untyped-def]
    bots = [make_bot("random", bot_seed), make_bot("random", bot_seed + 1)]
    while ledger.state.actor is not None and not stop(ledger):
        actor = ledger.state.actor
        if actor == CHANCE:
            ledger.chance()
        else:
            ledger.apply(bots[actor].choose(view(ledger.state, actor)))


def test_the_same_seed_deals_the_same_cards() -> None:
    first, second = Ledger(Rules(), 9), Ledger(Rules(), 9)
    for ledger in (first, second):
        play_to(ledger, lambda lg: lg.state.deal is not None)
    assert first.state == second.state
    other = Ledger(Rules(), 10)
    play_to(other, lambda lg: lg.state.deal is not None)
    assert other.state.deal != first.state.deal


def test_record_replays_and_a_ledger_rebuilt_from_it_deals_on_identically() -> None:
    ledger = Ledger(Rules(target=3), 5, ("Ada", "Bot"))
    play_to(ledger, lambda lg: len(lg.steps) > 25)
    record = ledger.record()
    assert replay(record).fault is None
    again = resume(record, 5)
    assert again.state == ledger.state
    for each in (ledger, again):
        play_to(each, lambda lg: False, bot_seed=3)
    assert again.state == ledger.state and again.record() == ledger.record()
    assert replay(ledger.record()).complete


def test_undo_goes_back_to_the_players_last_decision_when_no_card_was_seen() -> None:
    ledger = Ledger(Rules(), 2)
    play_to(ledger, lambda lg: lg.state.actor not in (None, CHANCE) and lg.state.deal
            is not None and not lg.state.deal.history)
    seat = ledger.state.actor
    assert seat in (0, 1)
    before = ledger.state
    ledger.apply(PROPOSE)
    assert ledger.undo(seat) is None
    assert ledger.state == before
    notes = ledger.record()["games"][0]["deals"][0]["notes"]
    assert notes == [f"undo: seat {seat} propose at 0"]  # the deal's first action


def test_undo_before_any_move_says_there_is_nothing_to_take_back() -> None:
    """Seen by an Italian reader: at the first prompt of a match, undo said new cards had
    been dealt since the player's last move, which there had never been."""
    ledger = Ledger(Rules(), 2)
    play_to(ledger, lambda lg: lg.state.actor not in (None, CHANCE))
    for seat in (0, 1):
        assert ledger.undo(seat) is NoUndo.NOTHING


def test_undo_never_goes_past_a_card_seen() -> None:
    ledger = Ledger(Rules(), 2)
    play_to(ledger, lambda lg: lg.state.deal is not None and len(lg.state.deal.played) == 1)
    deal = ledger.state.deal
    assert deal is not None
    leader, _, _ = deal.played[0]
    why = ledger.undo(leader)
    assert why is NoUndo.CARD_PLAYED and "card" in str(why)
    assert ledger.state.deal == deal
