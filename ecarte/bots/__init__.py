"""Bots from beginner to expert. A bot sees only a ``SeatView``, never the full state.

These are the levels played in this process; ``ecarte.players`` adds outside engines
(``exec:COMMAND``) and is what the commands ask for a player.

>>> from ecarte.engine import new_match, Rules
>>> make_bot("random", seed=1).name
'random'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ecarte.engine import Action, SeatView


class Bot(Protocol):
    """A player program. ``choose`` is only called when ``view.to_act`` is true and
    must return one of ``view.legal_actions()``."""

    name: str

    def choose(self, view: SeatView) -> Action: ...


class UnknownLevelError(ValueError):
    """A ``--level`` that names no bot."""


BotFactory = Callable[[int], Bot]
_FACTORIES: dict[str, BotFactory] = {}


def register(level: str, factory: BotFactory) -> None:
    _FACTORIES[level] = factory


LADDER: tuple[str, ...] = ("random", "novice", "club", "expert")
DEFAULT_LEVEL = "expert"
"""The opponent of ``ecarte play`` and the bot behind ``ecarte engine`` unless told."""


def levels() -> tuple[str, ...]:
    """The ladder, weakest first (then any level registered from outside)."""
    return tuple(sorted({*LADDER, *_FACTORIES}, key=lambda level: (
        LADDER.index(level) if level in LADDER else len(LADDER), level)))


def make_bot(level: str, seed: int = 0) -> Bot:
    """The bot for ``level``, a name from ``levels()`` (an outside engine, ``exec:COMMAND``,
    comes from ``ecarte.players.make_player``). Only that level's module is imported."""
    if level not in _FACTORIES and level in _MODULES:
        import importlib
        importlib.import_module(f"ecarte.bots.{_MODULES[level]}")
    try:
        factory = _FACTORIES[level]
    except KeyError:
        raise UnknownLevelError(
            f"there is no bot level {level!r} in this process: choose one of "
            f"{', '.join(levels())}") from None
    return factory(seed)


_MODULES = {"random": "random_bot", "novice": "novice", "club": "club", "expert": "expert"}
"""The module that registers each level of the ladder."""
