"""What the table's commands and decisions need of the game loop (``Host``), so that
``meta`` and ``decisions`` work on it without importing ``session``, which imports them.
``ui.session.Session`` is the one implementation."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from rich.console import Console, RenderableType

    from ecarte.driver import Ledger
    from ecarte.engine import Action
    from ecarte.ui.console import Terminal
    from ecarte.ui.render import Seats
    from ecarte.ui.theme import Look


class HostTable(Protocol):
    """Who plays and how the match is shown and kept."""

    humans: tuple[int, ...]
    bots: dict[int, Any]
    levels: dict[int, str]
    look: Look
    delay: float
    hint_level: str
    save: bool
    record_file: Path | None
    meta: dict[str, Any]
    autoplay: str
    declare_king: str
    play_again: bool
    tutor: bool
    offer_review: bool


class Host(Protocol):
    """The game loop, as the commands and the decisions see it."""

    ledger: Ledger
    term: Terminal
    console: Console
    names: tuple[str, str]
    hotseat: bool
    viewer: int | None
    pending: Action | None
    told: tuple[int, str] | None

    @property
    def table(self) -> HostTable: ...

    def seats(self, viewer: int | None) -> Seats: ...

    def say(self, *things: RenderableType, style: str | None = None) -> None: ...

    def flush(self) -> None: ...

    def forget(self) -> None: ...

    def persist(self) -> None: ...

