"""The engine shared by threads: its tables, made at the first call, are whole to every
thread (the engine's module docs say threads may share it)."""

from __future__ import annotations

import subprocess
import sys

# A fresh interpreter: the tables of discards are made the first time one is listed.
FIRST_DISCARDS_IN_FOUR_THREADS = """
import random, sys, threading
sys.setswitchinterval(1e-6)  # threads change hands as often as they can
from ecarte.engine.actions import ACCEPT, PROPOSE
from ecarte.engine.chance import chance_action
from ecarte.engine.match import apply, legal_actions, new_match

rng = random.Random(3)
state = new_match(first_dealer=0)
while state.deal is None:
    state, _ = apply(state, chance_action(state, rng))
state, _ = apply(apply(state, PROPOSE)[0], ACCEPT)  # the elder to discard
errors, listed = [], []

def lister():
    try:
        for _ in range(50):
            listed.append(len(legal_actions(state)))
    except Exception as error:
        errors.append(repr(error))

threads = [threading.Thread(target=lister) for _ in range(4)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
print(errors[:1], sorted(set(listed)))
"""


def test_threads_listing_the_first_discards_at_once_all_get_every_discard() -> None:
    done = subprocess.run([sys.executable, "-c", FIRST_DISCARDS_IN_FOUR_THREADS],
                          capture_output=True, text=True, timeout=60, check=True)
    # 31 discards of one to five cards from five, then concede
    assert done.stdout.strip() == "[] [32]"
