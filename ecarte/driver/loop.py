"""The one loop that drives a match: chance steps, bots' turns and humans' turns.

A bot is handed only ``view(state, seat)``. A human's turn is a callback the front end
implements: it returns the action to play, ``Turn.AGAIN`` when the position changed under
it (an undo), or ``Turn.LEAVE``. After every step ``after(step)`` is called (the table
narrates and saves, the arena tallies), and ``timed(seat, seconds)`` after each bot's
decision. A bot with a ``deal_begins(view)`` method (an outside engine) is called with its
view as each deal is dealt.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ecarte.driver.ledger import Ledger
from ecarte.driver.step import Step
from ecarte.engine import CHANCE, Action, DealCards, view

if TYPE_CHECKING:
    from ecarte.bots import Bot


class Turn(enum.Enum):
    """What a human's turn may answer besides an action."""

    AGAIN = "again"  # the position changed (an undo): ask the loop again
    LEAVE = "leave"  # the player leaves; the match stays as it is


class Ending(enum.Enum):
    """Why ``Driver.run`` returned."""

    OVER = "over"  # the match has a winner
    LEFT = "left"  # a human left
    STOPPED = "stopped"  # the chance source had no more (a single deal, a record's end)


class BotFailed(Exception):
    """A bot raised an error, or chose an action that is illegal (``action`` is set)."""

    def __init__(self, seat: int, bot: str, action: Action | None, error: Exception) -> None:
        super().__init__(str(error))
        self.seat = seat
        self.bot = bot
        self.action = action
        self.error = error


HumanTurn = Callable[[int], "Action | Turn"]


class Driver:
    """Drives ``ledger`` on: ``bots`` by seat, ``human(seat)`` for the other seats."""

    def __init__(self, ledger: Ledger, bots: Mapping[int, Bot] | None = None,
                 human: HumanTurn | None = None, *,
                 after: Callable[[Step], None] | None = None,
                 timed: Callable[[int, float], None] | None = None) -> None:
        self.ledger = ledger
        self.bots: Mapping[int, Bot] = bots or {}
        self.human = human
        self.after = after
        self.timed = timed

    def run(self) -> Ending:
        """Play until the match is over, a human leaves or chance has no more.
        Raises BotFailed."""
        ledger = self.ledger
        while (actor := ledger.state.actor) is not None:
            if actor == CHANCE:
                action = ledger.draw()
                if action is None:
                    return Ending.STOPPED
                ledger.apply(action)
                if isinstance(action, DealCards):
                    self.deal_begins()
            elif actor in self.bots:
                self.bot_turn(actor)
            else:
                if self.human is None:
                    raise ValueError(f"seat {actor} has no player")
                decision = self.human(actor)
                if decision is Turn.LEAVE:
                    return Ending.LEFT
                if decision is Turn.AGAIN:
                    continue
                assert isinstance(decision, Action)
                ledger.apply(decision)
            if self.after is not None:
                self.after(ledger.steps[-1])
        return Ending.OVER

    def deal_begins(self) -> None:
        """Tell the bots that listen (``deal_begins``) that a deal was dealt."""
        for at, bot in self.bots.items():
            told = getattr(bot, "deal_begins", None)
            if callable(told):
                try:
                    told(view(self.ledger.state, at))
                except Exception as error:  # an outside engine can fail in any way
                    raise BotFailed(at, bot.name, None, error) from error

    def bot_turn(self, seat: int) -> None:
        bot = self.bots[seat]
        started = time.perf_counter()
        try:
            action = bot.choose(view(self.ledger.state, seat))
        except Exception as error:  # an outside engine can fail in any way
            raise BotFailed(seat, bot.name, None, error) from error
        if self.timed is not None:
            self.timed(seat, time.perf_counter() - started)
        try:
            self.ledger.apply(action)
        except Exception as error:
            raise BotFailed(seat, bot.name, action, error) from error
