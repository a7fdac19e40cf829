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
    must return one of ``view.legal_actions()``. A bot may also have ``deal_begins(view)``,
    which the match driver calls with its view as each deal is dealt."""

    name: str

    def choose(self, view: SeatView) -> Action: ...


class UnknownLevelError(ValueError):
    """A ``--level`` that names no bot: the level asked for (``level``), the levels there
    are (``levels``), and whether an outside engine (``exec:COMMAND``) would have been
    taken (``outside``). The bots say no words (they import no phrasebook): the command
    that shows it words these facts (``ecarte.words.bots``); ``str()`` keeps an English
    sentence for programs. A sentence alone (``UnknownLevelError("...")``) still works.

    >>> str(UnknownLevelError(level="grandmaster", levels=("random", "novice")))
    "there is no bot level 'grandmaster' in this process: choose one of random, novice"
    """

    def __init__(self, message: str = "", *, level: str = "", levels: tuple[str, ...] = (),
                 outside: bool = False) -> None:
        super().__init__(message or level)
        self.message, self.level, self.levels, self.outside = message, level, levels, outside

    def __str__(self) -> str:
        if self.message:
            return self.message
        if self.outside:
            return (f"there is no bot level {self.level!r}: choose one of "
                    f"{', '.join(self.levels)}, or exec:COMMAND for an outside engine")
        return (f"there is no bot level {self.level!r} in this process: choose one of "
                f"{', '.join(self.levels)}")


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
        raise UnknownLevelError(level=level, levels=levels()) from None
    return factory(seed)


_MODULES = {"random": "random_bot", "novice": "novice", "club": "club", "expert": "expert"}
"""The module that registers each level of the ladder."""
