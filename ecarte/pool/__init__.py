"""More than two at one game, above the engine: the pool (*la poule*) and la chouette.

Each deal is still one against one (``ecarte.engine``); this package says who sits at
the table, who waits or advises, and who pays. Pure: immutable typed states, one
transition function each (``poule.apply``, ``chouette.apply``), facts not sentences
(``ecarte.words.pool`` words them), and plain JSON for records and the wire.

- ``terms``: the options of each (``PoolRules``, ``ChouetteRules``) and the refusals.
- ``poule``: the pool's rota, streaks, stakes and settlement.
- ``chouette``: one against the partners, the captain, the bets.
- ``record``: the ``ecarte-pool/1`` record and its verification.

>>> from ecarte.pool import poule
>>> pool = poule.new_pool(("Ada", "Bob", "Cleo"))
>>> pool.table, pool.queue
((0, 1), (2,))
>>> pool, events = poule.apply(pool, poule.Result(winner=0))
>>> pool.table, pool.queue, pool.streaks
((0, 2), (1,), (1, 0, 0))
>>> pool, events = poule.apply(pool, poule.Result(winner=0))
>>> pool.winner, poule.settlement(pool)
(0, (2, -1, -1))
"""

from ecarte.pool.terms import ChouetteRules, PoolError, PoolRules, Refusal

__all__ = ["ChouetteRules", "PoolError", "PoolRules", "Refusal"]
