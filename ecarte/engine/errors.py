"""The two ways an action can be wrong, after python-chess: bad syntax, or illegal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ecarte.engine.cards import InvalidCardError as InvalidCardError  # re-exported

if TYPE_CHECKING:
    from ecarte.engine.faults import Fault


class InvalidActionError(ValueError):
    """Text that is not an action at all ("discrad 7h"): ``problem`` says how ("empty",
    "takes-nothing" and "not-an-action" with the ``text``, "play-one-card",
    "exchange-size", "discard-at-most", "card" with the card's ``error``); worded when
    shown, in the chosen language."""

    def __init__(self, problem: str, text: str = "",
                 error: InvalidCardError | None = None) -> None:
        super().__init__(problem, text, error)
        self.problem, self.text, self.error = problem, text, error

    def __str__(self) -> str:
        from ecarte.words.records import words

        said = words()
        if self.problem == "card" and self.error is not None:
            return str(self.error)
        if self.problem == "empty":
            return said.action_empty
        if self.problem == "takes-nothing":
            return said.takes_nothing(repr(self.text))
        if self.problem == "play-one-card":
            return said.play_one_card
        if self.problem == "exchange-size":
            return said.exchange_size
        if self.problem == "discard-at-most":
            return said.discard_at_most
        from ecarte.engine.actions import KINDS

        return said.not_an_action(repr(self.text), ", ".join(KINDS))


class IllegalActionError(ValueError):
    """A well-formed action the rules forbid now. ``fault`` is the rule broken, as a fact;
    the message is its sentence in the chosen language (``ecarte.words``)."""

    def __init__(self, fault: Fault) -> None:
        super().__init__(fault)
        self.fault = fault

    def __str__(self) -> str:
        return str(self.fault)


class RulesError(ValueError):
    """An unknown option or preset, or a value it cannot take: ``problem`` says which
    ("target", "match", "choice", "flag", "spec", "preset-name", "no-option-of",
    "no-option", "no-preset"), ``name`` the option or preset, ``value`` the value refused
    (quoted), ``known`` the names it may take; worded when shown, in the chosen
    language."""

    def __init__(self, problem: str, name: str = "", value: str = "",
                 known: tuple[str, ...] = ()) -> None:
        super().__init__(problem, name, value, known)
        self.problem, self.name, self.value, self.known = problem, name, value, known

    def __str__(self) -> str:
        from ecarte.words.records import words

        said, problem, known = words(), self.problem, ", ".join(self.known)
        if problem == "target":
            return said.target_range(self.value)
        if problem == "match":
            return said.match_games(self.value)
        if problem == "choice":
            return said.one_of(self.name, known, self.value)
        if problem == "flag":
            return said.true_or_false(self.name, self.value)
        if problem == "spec":
            return said.spec_shape
        if problem == "preset-name":
            return said.preset_name
        if problem == "no-option-of":
            return said.no_option_of(repr(self.name), known)
        if problem == "no-option":
            return said.no_option(repr(self.name))
        return said.no_preset(repr(self.name), known)
