"""The commands that are not moves: help, rules, score, log, hint, undo, moves, quit.

They act on the game loop through ``Host``, the few things they need of it; the loop
(``ui.session.Session``) imports this module, never the other way round.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Protocol

from rich.text import Text

from ecarte.engine import Action, SeatView, view
from ecarte.engine.events import redact
from ecarte.ui import render
from ecarte.ui.commands import legal_line
from ecarte.ui.helptext import help_table
from ecarte.ui.ledger import derive
from ecarte.ui.narrate import opens_trick

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

    from ecarte.ui.console import Terminal
    from ecarte.ui.ledger import Ledger
    from ecarte.ui.render import Seats
    from ecarte.ui.theme import Look

Outcome = Literal["quit", "again"] | None


class HostTable(Protocol):
    """What the commands read of who plays and how the match is kept."""

    @property
    def look(self) -> Look: ...
    @property
    def bots(self) -> Mapping[int, object]: ...
    @property
    def levels(self) -> Mapping[int, str]: ...
    @property
    def hint_level(self) -> str: ...
    @property
    def save(self) -> bool: ...
    @property
    def meta(self) -> dict[str, Any]: ...


class Host(Protocol):
    """What the commands need of the game loop."""

    @property
    def ledger(self) -> Ledger: ...
    @property
    def table(self) -> HostTable: ...
    @property
    def term(self) -> Terminal: ...
    @property
    def console(self) -> Console: ...
    @property
    def hotseat(self) -> bool: ...

    def seats(self, viewer: int | None) -> Seats: ...

    def say(self, *things: RenderableType, style: str | None = None) -> None: ...


def run_command(session: Host, name: str, seat: int, seen: SeatView | None) -> Outcome:
    """Do a command for ``seat``. "again" when the position changed (an undo)."""
    say = session.say
    look = session.table.look
    if seen is None:
        seen = view(session.ledger.state, seat)
    if name == "moves":
        session.console.print(legal_line(seen), soft_wrap=True)
    elif name == "help":
        say(help_table(look))
    elif name == "rules":
        show_rules(session)
    elif name == "score":
        say(render.score_panel(seen.state, session.seats(seat),
                               session.table.levels.get(1 - seat)))
    elif name == "log":
        narrator = session.seats(seat).narrator
        lines = [narrator.line(redact(e, seat), opens_trick(e, step.events))
                 for step in session.ledger.deal_steps() for e in step.events]
        say(*(line for line in lines if line is not None))
    elif name == "hint":
        say(hint(session, seen))
    elif name == "undo":
        return undo(session, seat)
    elif name == "quit":
        return "quit"
    return None


def show_rules(session: Host) -> None:
    from ecarte.ui.rulebook import show_rules as show

    show(session.console, page=session.term.interactive)


def hint(session: Host, seen: SeatView) -> Text:
    from ecarte.bots import make_bot
    level = session.table.hint_level
    rng = derive(session.ledger.seed, "hint", len(session.ledger.steps))
    adviser = make_bot(level, seed=rng.randrange(2**31))
    look = session.table.look
    action = adviser.choose(seen)
    evaluate = getattr(adviser, "evaluate", None)
    chances = evaluate(seen) if callable(evaluate) else None
    return hint_text(level, action, chances if isinstance(chances, Mapping) else {}, look)


def hint_text(level: str, action: Action, chances: Mapping[Action, float], look: Look
              ) -> Text:
    """The hint: the bot's choice, then how likely it rates each choice to win."""
    text = Text(f"Hint ({level} bot): {look.plain(_words(action))}.")
    if chances:
        ranked = sorted(chances.items(), key=lambda item: -float(item[1]))[:6]
        text.append("\nChance of winning: " + ", ".join(
            f"{look.plain(_words(a))} {float(p):.0%}" for a, p in ranked))
        if action in chances and float(chances[action]) < float(ranked[0][1]):
            text.append("\nThe bot keeps to the book's choice unless its reckoning is "
                        "clearly better.")
    return text


def _words(action: Action) -> str:
    return f"play {action.card.pretty}" if action.kind == "play" else str(action)


def undo(session: Host, seat: int) -> Outcome:
    if session.hotseat or not session.table.bots:
        session.say("undo is only possible against a bot.", style="warn")
        return None
    why = session.ledger.undo(seat)
    if why is not None:
        session.say(f"Cannot undo: {why}.", style="warn")
        return None
    if session.table.save:
        from ecarte.ui.save import write_save
        write_save(session.ledger, session.table.meta)
    session.say("Taken back. The position is as it was before your move.", style="note")
    return "again"
