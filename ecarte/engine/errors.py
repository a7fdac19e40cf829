"""The two ways an action can be wrong, after python-chess: bad syntax, or illegal."""


class InvalidCardError(ValueError):
    """Text that does not name a card."""


class InvalidActionError(ValueError):
    """Text that is not an action at all ("discrad 7h")."""


class IllegalActionError(ValueError):
    """A well-formed action the rules forbid now. The message names the rule."""


class RulesError(ValueError):
    """An unknown option or preset, or a value it cannot take."""
