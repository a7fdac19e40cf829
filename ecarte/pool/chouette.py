"""La chouette: one player (the chouette) alone against two or more partners, one of
whom (the captain) holds the cards while the others advise. Each partner bets
``rules.bet`` on each game and the chouette takes every bet: he wins or loses each of
them; a game always counts single. After each game the captain's place passes to the
next partner; when the chouette loses, by ``rules.after_loss``, he either keeps his seat
(``stays``) or gives it to the winning captain and joins the partners at the end of
their line (``captain``).

>>> game = new_chouette(("Ada", "Bob", "Cleo"))
>>> game.chouette, game.captain, game.partners
(0, 1, (1, 2))
>>> game, events = apply(game, Result(winner=1))
>>> game.money, game.captain
((-2, 1, 1), 2)
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ecarte.pool.terms import ChouetteRules, PoolError, Refusal, check_players

LEAST = 3


@dataclasses.dataclass(frozen=True, slots=True)
class Result:
    """A game's result, the one input of the chouette: who won it (the chouette or the
    captain)."""

    winner: int


@dataclasses.dataclass(frozen=True, slots=True)
class BetsSettled:
    """The game's bets: ``chouette_won`` or not, and what each player won (+) or lost
    (-) on it, by place in the players (it sums to zero)."""

    chouette: int
    captain: int
    chouette_won: bool
    money: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class NewCaptain:
    player: int


@dataclasses.dataclass(frozen=True, slots=True)
class NewChouette:
    """The winning captain takes the chouette's seat; ``former`` joins the partners."""

    player: int
    former: int


ChouetteEvent = BetsSettled | NewCaptain | NewChouette


@dataclasses.dataclass(frozen=True, slots=True)
class Chouette:
    """The chouette now: who is the chouette, the partners in their order (the first is
    the captain of the next game), each player's money so far, the games played."""

    rules: ChouetteRules
    players: tuple[str, ...]
    chouette: int
    partners: tuple[int, ...]
    money: tuple[int, ...]
    results: tuple[Result, ...] = ()

    @property
    def captain(self) -> int:
        return self.partners[0]

    @property
    def advisers(self) -> tuple[int, ...]:
        """The partners who advise the captain (all but the captain)."""
        return self.partners[1:]

    @property
    def table(self) -> tuple[int, int]:
        """The two who play the next game: the chouette, then the captain."""
        return self.chouette, self.captain

    def to_json(self) -> dict[str, Any]:
        return {"rules": self.rules.to_spec(), "players": list(self.players),
                "chouette": self.chouette, "partners": list(self.partners),
                "money": list(self.money), "results": [r.winner for r in self.results]}


def new_chouette(players: tuple[str, ...], rules: ChouetteRules | None = None) -> Chouette:
    """The first player is the chouette, the others the partners in their order (the
    first of them captains the first game). Raises PoolError (fewer than three, a name
    twice)."""
    check_players(players, LEAST)
    return Chouette(rules or ChouetteRules(), players, 0, tuple(range(1, len(players))),
                    (0,) * len(players))


def apply(game: Chouette, result: Result) -> tuple[Chouette, tuple[ChouetteEvent, ...]]:
    """The chouette after a game and what happened. Raises PoolError when the winner
    named is not at the table."""
    if result.winner not in game.table:
        raise PoolError(Refusal.NOT_AT_TABLE, numbers=(result.winner,))
    won = result.winner == game.chouette
    bet = game.rules.bet
    delta = [0] * len(game.players)
    for partner in game.partners:
        delta[partner] = -bet if won else bet
    delta[game.chouette] = -sum(delta)
    money = tuple(have + change for have, change in zip(game.money, delta, strict=True))
    events: list[ChouetteEvent] = [BetsSettled(game.chouette, game.captain, won,
                                               tuple(delta))]
    results = (*game.results, result)
    if not won and game.rules.after_loss == "captain":
        chouette, partners = game.captain, (*game.advisers, game.chouette)
        events.append(NewChouette(chouette, game.chouette))
    else:
        chouette, partners = game.chouette, (*game.advisers, game.captain)
    events.append(NewCaptain(partners[0]))
    return dataclasses.replace(game, chouette=chouette, partners=partners, money=money,
                               results=results), tuple(events)
