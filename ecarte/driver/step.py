"""One step of a match, as the driver keeps it: the state before, the action, the events."""

from __future__ import annotations

import dataclasses

from ecarte.engine import AnyAction, MatchState
from ecarte.engine.events import Event


@dataclasses.dataclass(frozen=True, slots=True)
class Step:
    """One step of the match: the state before it, the action, what it made happen."""

    before: MatchState
    action: AnyAction
    events: tuple[Event, ...]

    @property
    def actor(self) -> int | None:
        return self.before.actor
