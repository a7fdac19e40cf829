"""Tab completion offers only legal moves; the validator refuses illegal ones inline."""

from __future__ import annotations

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from prompt_toolkit.validation import ValidationError
from test_ui_commands import dealt

from ecarte.engine import PLAY, PROPOSE, STAND, Action, Card, apply, view
from ecarte.ui.complete import MoveCompleter, MoveValidator
from ecarte.ui.theme import Look


def completions(state, seat: int, text: str) -> list[str]:  # type: ignore[no-untyped-def]
    completer = MoveCompleter(lambda: view(state, seat), Look())
    return [c.text for c in completer.get_completions(Document(text), CompleteEvent())]


def test_at_the_start_only_stand_and_propose_are_offered() -> None:
    assert completions(dealt(), 0, "") == ["stand", "propose", "concede"]
    assert completions(dealt(), 0, "p") == ["propose"]


def test_in_play_only_the_cards_the_follow_rules_allow_are_offered() -> None:
    state, _ = apply(dealt(), STAND)
    state, _ = apply(state, PLAY[Card.parse("8s")])
    assert completions(state, 1, "") == ["Ks", "As", "9s", "concede"]
    assert completions(state, 1, "k") == ["Ks"]


def test_discard_completes_the_cards_not_yet_named() -> None:
    state = dealt()
    for action in (PROPOSE, Action("accept")):
        state, _ = apply(state, action)
    offered = completions(state, 0, "discard qd ")
    assert "Qd" not in offered and len(offered) == 4


def test_commands_complete_once_typed() -> None:
    assert "help" in completions(dealt(), 0, "he")
    assert "help" not in completions(dealt(), 0, "")


def test_validator_refuses_an_illegal_card_with_the_reason() -> None:
    state, _ = apply(dealt(), STAND)
    state, _ = apply(state, PLAY[Card.parse("8s")])
    validator = MoveValidator(lambda: view(state, 1), Look())
    with pytest.raises(ValidationError) as caught:
        validator.validate(Document("jc"))
    assert "higher than the 8♠" in caught.value.message
    validator.validate(Document("ks"))
    validator.validate(Document("help"))
