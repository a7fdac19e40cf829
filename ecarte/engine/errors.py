"""The two ways an action can be wrong, after python-chess: bad syntax, or illegal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ecarte.engine.cards import InvalidCardError as InvalidCardError  # re-exported

if TYPE_CHECKING:
    from ecarte.engine.faults import Fault


class InvalidActionError(ValueError):
    """Text that is not an action at all ("discrad 7h")."""


class IllegalActionError(ValueError):
    """A well-formed action the rules forbid now. ``fault`` is the rule broken, as a fact;
    the message is its sentence in the chosen language (``ecarte.words``)."""

    def __init__(self, fault: Fault) -> None:
        super().__init__(fault)
        self.fault = fault

    def __str__(self) -> str:
        return str(self.fault)


class RulesError(ValueError):
    """An unknown option or preset, or a value it cannot take."""
