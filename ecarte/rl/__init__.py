"""Écarté for learning agents in the forms their libraries speak (an optional extra:
``pip install 'ecarte[rl]'``): ``EcarteEnv``, a PettingZoo AEC environment over the
scalar engine, each agent observing exactly its seat's view.
"""

from ecarte.rl.env import AGENTS, EcarteEnv, env

__all__ = ["AGENTS", "EcarteEnv", "env"]
