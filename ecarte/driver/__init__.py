"""The match driver: one way to play a match, whoever plays it and wherever it is shown.

- ``chance``: chance drawn from (seed, position) with one ``derive``; ``SeededChance``
  (play, watch) and ``DuplicateChance`` (the arena) differ only in naming positions;
  ``bot_seed(seed, seat)``.
- ``ledger``: the match so far (``Ledger``: steps, notes, undo under a policy such as
  ``no_peeking``, the record).
- ``loop``: ``Driver``, the loop of chance steps, bots' turns (a bot sees only its view)
  and humans' turns, with hooks after each step. ``play``, ``watch``, the arena, resuming
  and the tests all go through it.
- ``resume``: a ``Ledger`` rebuilt from a record by driving it through the same loop.

Nothing here prints or reads a terminal: the front ends implement the humans' turns and
the hooks.
"""

from ecarte.driver.chance import Chance, DuplicateChance, SeededChance, bot_seed, derive
from ecarte.driver.ledger import Ledger, NoUndo, UndoPolicy, no_peeking
from ecarte.driver.loop import BotFailed, Driver, Ending, HumanTurn, Turn
from ecarte.driver.resume import RecordedChance, resume
from ecarte.driver.step import Step

__all__ = [
    "BotFailed",
    "Chance",
    "Driver",
    "DuplicateChance",
    "Ending",
    "HumanTurn",
    "Ledger",
    "NoUndo",
    "RecordedChance",
    "SeededChance",
    "Step",
    "Turn",
    "UndoPolicy",
    "bot_seed",
    "derive",
    "no_peeking",
    "resume",
]
