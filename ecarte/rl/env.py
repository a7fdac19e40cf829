"""A PettingZoo AEC environment: one Écarté match, the agents ``seat_0`` and ``seat_1``.

Each agent's observation is a dict: ``observation``, exactly
``ecarte.engine.observe.observation`` of its seat's view (``SIZE`` numbers), and
``action_mask``, ``numbering.legal_mask`` of that view (``NUM_ACTIONS`` flags). An action
is a number of the fixed numbering. Chance (the cut, the deals, the reshuffles) is drawn
inside, from ``random.Random(seed)`` of ``reset``. The match's winner gets +1 and the
loser -1 when it ends (``one_deal``: the points of the one deal, the winner's positive).

With ``opponent`` (a level of ``ecarte.bots``: ``club``, ``expert``, ``random``...) the
bot plays ``seat_1`` inside the environment, which then has one agent, ``seat_0``.

>>> game = env(opponent="club", first_dealer=1)  # seat 0 the elder: stand or propose
>>> game.reset(seed=3)
>>> game.agents, game.observe("seat_0")["action_mask"][:2].tolist()
(['seat_0'], [1, 1])
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Final

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from ecarte.bots import Bot, make_bot
from ecarte.engine import CHANCE, MatchState, Rules, apply, chance_action, new_match, view
from ecarte.engine.events import DealEnded, GameWon
from ecarte.engine.numbering import NUM_ACTIONS, action_of, legal_mask
from ecarte.engine.observe import SIZE, observation

AGENTS: Final = ("seat_0", "seat_1")


class EcarteEnv(AECEnv):  # type: ignore[misc]  # PettingZoo ships no types
    """One match under ``rules`` (a deal, with ``one_deal``), seat 0 and seat 1."""

    metadata: ClassVar[dict[str, Any]] = {"name": "ecarte_v0", "render_modes": [],
                                "is_parallelizable": False}

    def __init__(self, rules: Rules | None = None, *, opponent: str | None = None,
                 first_dealer: int | None = None, one_deal: bool = False) -> None:
        super().__init__()
        self.rules = rules if rules is not None else Rules()
        self.first_dealer, self.one_deal = first_dealer, one_deal
        self.opponent_level = opponent
        self.possible_agents = list(AGENTS[:1] if opponent else AGENTS)
        self.render_mode = None
        self._spaces = {agent: spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (SIZE,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (NUM_ACTIONS,), dtype=np.int8)})
            for agent in AGENTS}
        self._actions = {agent: spaces.Discrete(NUM_ACTIONS) for agent in AGENTS}
        self.state = new_match(self.rules, first_dealer=first_dealer)
        self._rng = random.Random(0)
        self._bot: Bot | None = None
        self._ended = False

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._actions[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self._rng = random.Random(seed)
        self.state = new_match(self.rules, first_dealer=self.first_dealer)
        if self.opponent_level:
            self._bot = make_bot(self.opponent_level, seed=0 if seed is None else seed)
        self._ended = False
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._score_before = (0, 0)
        self._move_on()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seen = view(self.state, AGENTS.index(agent))
        return {"observation": np.array(observation(seen), dtype=np.float32),
                "action_mask": np.array(legal_mask(seen), dtype=np.int8)}

    def step(self, action: int) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = AGENTS.index(agent)
        self._cumulative_rewards[agent] = 0.0
        self._play(action_of(int(action), view(self.state, seat).hand))
        self._move_on()
        self._accumulate_rewards()

    def _play(self, action: Any) -> None:
        self.state, events = apply(self.state, action)
        self._ended = self._ended or (self.one_deal and any(
            isinstance(event, DealEnded | GameWon) for event in events))

    def _move_on(self) -> None:
        """Chance and the bot's turns, until an agent is to act or the match is over."""
        while not self._over():
            actor = self.state.actor
            if actor == CHANCE:
                self._play(chance_action(self.state, self._rng))
            elif self._bot is not None and actor == 1:
                self._play(self._bot.choose(view(self.state, 1)))
            else:
                break
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if self._over():
            self._reward(self.state)
            for agent in self.agents:
                self.terminations[agent] = True
            return
        self.agent_selection = AGENTS[self.state.actor or 0]

    def _over(self) -> bool:
        return self.state.actor is None or self._ended

    def _reward(self, state: MatchState) -> None:
        if self.one_deal:
            points = _points(state)
            for agent in self.agents:
                mine, theirs = points[AGENTS.index(agent)], points[1 - AGENTS.index(agent)]
                self.rewards[agent] = float(mine - theirs)
            return
        for agent in self.agents:
            self.rewards[agent] = 1.0 if state.winner == AGENTS.index(agent) else -1.0

    def render(self) -> None:
        return None

    def close(self) -> None:
        return None


def _points(state: MatchState) -> tuple[int, int]:
    """The points each seat scored in the first (and only) deal of ``state``'s match."""
    if state.results:
        return state.results[0].score
    return state.score


def env(**options: Any) -> EcarteEnv:
    """``EcarteEnv(**options)``, as PettingZoo's games are made."""
    return EcarteEnv(**options)
