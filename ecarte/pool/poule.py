"""The pool (*la poule*): two at the table, the others waiting in turn. After each game
the loser goes out to the end of the queue and the first waiting player takes his
place; the player who wins ``rules.wins`` games in a row wins the pool and takes what
is in it. Players are named by their place in ``players`` (0, 1, ...).

>>> pool = new_pool(("Ada", "Bob", "Cleo"), PoolRules(comeback_stake=True))
>>> pool, events = apply(pool, Result(winner=1))
>>> [type(event).__name__ for event in events]
['Beat', 'WentOut', 'CameIn']
>>> pool.table, pool.queue, pool.pot
((2, 1), (0,), 3)
>>> pool, events = apply(pool, Result(winner=2))  # Ada comes back in: she stakes again
>>> events[-1], pool.pot
(CameIn(player=0, stake=1), 4)
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ecarte.pool.terms import PoolError, PoolRules, Refusal, check_players

LEAST = 3


@dataclasses.dataclass(frozen=True, slots=True)
class Result:
    """A game's result, the one input of the pool: who won it."""

    winner: int


@dataclasses.dataclass(frozen=True, slots=True)
class Beat:
    """``winner`` beat ``loser``; ``streak``: the winner's games won in a row."""

    winner: int
    loser: int
    streak: int


@dataclasses.dataclass(frozen=True, slots=True)
class WentOut:
    """The loser leaves the table for the end of the queue."""

    player: int


@dataclasses.dataclass(frozen=True, slots=True)
class CameIn:
    """The first waiting player sits down in the loser's place, paying ``stake``: 0
    on his first entry (his stake went in at the start), and on a return unless the
    rules ask for a stake at each return (``comeback_stake``)."""

    player: int
    stake: int


@dataclasses.dataclass(frozen=True, slots=True)
class PoolWon:
    """``player`` won the pool and takes ``pot``."""

    player: int
    pot: int


PoolEvent = Beat | WentOut | CameIn | PoolWon


@dataclasses.dataclass(frozen=True, slots=True)
class Pool:
    """The pool now: who sits (``table``, the seat order of the next game), who waits
    (``queue``, first in first), each player's games won in a row (``streaks``) and
    stakes paid (``paid``), the games played, and the winner once there is one."""

    rules: PoolRules
    players: tuple[str, ...]
    table: tuple[int, int]
    queue: tuple[int, ...]
    streaks: tuple[int, ...]
    paid: tuple[int, ...]
    been_in: tuple[bool, ...]  # has sat at the table: his next entry is a return
    results: tuple[Result, ...] = ()
    winner: int | None = None

    @property
    def pot(self) -> int:
        """What is in the pool: every stake paid."""
        return sum(self.paid)

    @property
    def over(self) -> bool:
        return self.winner is not None

    def to_json(self) -> dict[str, Any]:
        """The state as plain JSON (for a network table or a screen elsewhere)."""
        return {"rules": self.rules.to_spec(), "players": list(self.players),
                "table": list(self.table), "queue": list(self.queue),
                "streaks": list(self.streaks), "paid": list(self.paid),
                "been_in": list(self.been_in),
                "results": [r.winner for r in self.results], "winner": self.winner}


def new_pool(players: tuple[str, ...], rules: PoolRules | None = None) -> Pool:
    """A pool of the players in their order: the first two sit, the others wait; each
    puts the stake in. Raises PoolError (fewer than three, a name twice)."""
    check_players(players, LEAST)
    rules = rules or PoolRules()
    count = len(players)
    return Pool(rules, players, (0, 1), tuple(range(2, count)), (0,) * count,
                (rules.stake,) * count, (True, True) + (False,) * (count - 2))


def apply(pool: Pool, result: Result) -> tuple[Pool, tuple[PoolEvent, ...]]:
    """The pool after a game and what happened. Raises PoolError when the pool is over
    or the winner named is not at the table."""
    if pool.winner is not None:
        raise PoolError(Refusal.OVER)
    winner = result.winner
    if winner not in pool.table:
        raise PoolError(Refusal.NOT_AT_TABLE, numbers=(winner,))
    loser = pool.table[1] if pool.table[0] == winner else pool.table[0]
    streaks = list(pool.streaks)
    streaks[winner] += 1
    streaks[loser] = 0
    events: list[PoolEvent] = [Beat(winner, loser, streaks[winner])]
    results = (*pool.results, result)
    if streaks[winner] >= pool.rules.wins:
        events.append(PoolWon(winner, pool.pot))
        return dataclasses.replace(pool, streaks=tuple(streaks), results=results,
                                   winner=winner), tuple(events)
    comer, *rest = pool.queue
    stake = pool.rules.stake if pool.rules.comeback_stake and pool.been_in[comer] else 0
    paid = list(pool.paid)
    paid[comer] += stake
    been_in = tuple(True if player == comer else was
                    for player, was in enumerate(pool.been_in))
    table = (comer, winner) if pool.table[0] == loser else (winner, comer)
    events += [WentOut(loser), CameIn(comer, stake)]
    return dataclasses.replace(pool, table=table, queue=(*rest, loser),
                               streaks=tuple(streaks), paid=tuple(paid), been_in=been_in,
                               results=results), tuple(events)


def settlement(pool: Pool) -> tuple[int, ...] | None:
    """What each player wins (+) or loses (-) once the pool is won: the winner takes the
    pot less his own stakes, the others lose theirs; it sums to zero. None before."""
    if pool.winner is None:
        return None
    return tuple(pool.pot - paid if player == pool.winner else -paid
                 for player, paid in enumerate(pool.paid))
