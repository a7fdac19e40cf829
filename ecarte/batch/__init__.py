"""The batched engine: many Écarté matches stepped at once on numpy arrays, for
learning agents and large runs (an optional extra: ``pip install 'ecarte[rl]'``).

It plays every rule option of the scalar engine (``ecarte.engine``) and agrees with it
exactly: the same cards from the same seeds, the same legal masks over the fixed action
numbering (``ecarte.engine.numbering``), the same observations
(``ecarte.engine.observe``), the same points and results. tests/test_batch.py replays
batched deals through the scalar engine step by step; bench/batch_speed.py measures both.
"""

from ecarte.batch.columns import CHANCE, DONE, NOBODY
from ecarte.batch.errors import BatchError
from ecarte.batch.match import BatchMatch, random_actions

__all__ = ["CHANCE", "DONE", "NOBODY", "BatchError", "BatchMatch", "random_actions"]
