"""Golden playthroughs: seeded matches between random bots, written out event by event
and compared with the transcripts kept in tests/golden/. A change to the rules engine that
alters any seeded game shows up here as a readable diff.

Regenerate after an intended change: ``ECARTE_REGEN_GOLDEN=1 python -m pytest
tests/test_golden.py`` and review the diff before committing it.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from ecarte.bots import make_bot
from ecarte.engine import CHANCE, Rules, apply, chance_action, new_match, view
from ecarte.engine.actions import Action

GOLDEN = Path(__file__).parent / "golden"
CASES = [("club", 1), ("club", 2), ("french", 3), ("italian", 4), ("seed004", 5)]


def playthrough(preset: str, seed: int) -> str:
    rules = Rules.preset(preset).with_options(match=3)
    rng = random.Random(seed)
    bots = [make_bot("random", seed * 2), make_bot("random", seed * 2 + 1)]
    state = new_match(rules)
    lines = [f"# preset {preset}, seed {seed}, random v random, best of three"]
    while state.actor is not None:
        if state.actor == CHANCE:
            action = chance_action(state, rng)
            lines.append(f"chance: {type(action).__name__}")
        else:
            action = bots[state.actor].choose(view(state, state.actor))
            assert isinstance(action, Action)
            lines.append(f"seat {state.actor}: {action}")
        state, events = apply(state, action)
        lines.extend(f"  {event!r}" for event in events)
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("preset, seed", CASES)
def test_seeded_match_matches_its_golden_transcript(preset: str, seed: int) -> None:
    path = GOLDEN / f"{preset}_seed{seed}.txt"
    text = playthrough(preset, seed)
    if os.environ.get("ECARTE_REGEN_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: regenerate it (see this module's doc)"
    assert text == path.read_text(encoding="utf-8"), (
        f"the seeded {preset} match no longer plays as recorded in {path.name}")
