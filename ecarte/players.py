"""Who can take a seat: a bot level of ``ecarte.bots`` or an outside engine
(``exec:COMMAND``, driven through ``ecarte.protocol``).

This registry sits above both the bots and the protocol client, so neither imports the
other; the outside engine's module is loaded only when one is asked for.

>>> make_player("random", seed=1).name
'random'
>>> make_player("grandmaster")
Traceback (most recent call last):
ecarte.bots.UnknownLevelError: there is no bot level 'grandmaster': choose one of \
random, novice, club, expert, or exec:COMMAND for an outside engine
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ecarte.bots import DEFAULT_LEVEL, Bot, UnknownLevelError, levels, make_bot

__all__ = ["DEFAULT_LEVEL", "EXEC_PREFIX", "Bot", "UnknownLevelError", "close_players",
           "levels", "make_player"]

EXEC_PREFIX = "exec:"
"""A level written ``exec:COMMAND`` runs COMMAND as an outside engine."""


def make_player(level: str, seed: int = 0, options: Mapping[str, str] | None = None,
                movetime: float | None = None) -> Bot:
    """The player for ``level``: a name from ``levels()``, or ``exec:COMMAND`` (which
    raises ``EngineProtocolError`` if the engine cannot be started). ``options`` (name:
    value as text) are set on it, as declared by the engine's hello or, for a level of
    ours, ``ecarte.protocol.options.bot_options`` (an ``OptionError`` if one is not);
    ``movetime`` is the time budget per decision an outside engine is told."""
    if level.startswith(EXEC_PREFIX):
        from ecarte.protocol.client import ExecBot
        return ExecBot(level.removeprefix(EXEC_PREFIX), seed=seed, options=options,
                       movetime=movetime)
    if level not in levels():
        from ecarte.words.bots import said

        there = levels()
        facts = UnknownLevelError(level=level, levels=there, outside=True)
        raise UnknownLevelError(said(facts), level=level, levels=there, outside=True)
    bot = make_bot(level, seed)
    if options:
        from ecarte.protocol.options import set_bot_options

        set_bot_options(bot, options)
    return bot


def close_players(players: Iterable[object]) -> None:
    """Let go of what players hold (an outside engine's process): those with a ``close``."""
    for player in players:
        close = getattr(player, "close", None)
        if callable(close):
            close()
