"""Bots from beginner to expert. A bot sees only a ``SeatView``, never the full state.

>>> from ecarte.engine import new_match, Rules
>>> make_bot("random", seed=1).name
'random'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
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
    _load()
    return tuple(sorted(_FACTORIES, key=lambda level: (
        LADDER.index(level) if level in LADDER else len(LADDER), level)))


def close_bots(bots: Iterable[object]) -> None:
    """Let go of what bots hold (an outside engine's process): those with a ``close``."""
    for bot in bots:
        close = getattr(bot, "close", None)
        if callable(close):
            close()


def make_bot(level: str, seed: int = 0) -> Bot:
    """The bot for ``level`` (a name from ``levels()``, or ``exec:COMMAND``)."""
    _load()
    if level.startswith("exec:"):
        from ecarte.protocol.client import ExecBot
        return ExecBot(level.removeprefix("exec:"), seed=seed)
    try:
        factory = _FACTORIES[level]
    except KeyError:
        raise UnknownLevelError(
            f"there is no bot level {level!r}: choose one of {', '.join(_FACTORIES)}, "
            "or exec:COMMAND for an outside engine") from None
    return factory(seed)


_LOADED: list[bool] = []


def _load() -> None:
    if not _LOADED:
        _LOADED.append(True)
        import importlib
        for module in ("random_bot", "novice", "club", "expert"):
            importlib.import_module(f"ecarte.bots.{module}")
