"""The table of a match: the match driver (``ecarte.driver``) takes the turns of chance,
bots and humans; the table asks the humans, narrates every step to each human as that
human may see it, and saves.

One human (against a bot) sees everything at once; in hot-seat two humans share the
screen, each event waits in a per-seat queue until its owner is at the keyboard, the
player sees the result of his move and presses Enter, and the screen and scrollback are
cleared at each hand-over. A spectator (``watch``) sees all.

Nothing a player types throws a point away unasked (docs/playing.md): a concession, cards
typed alone at the discard prompt and a first card that would give up the King of trumps
are confirmed first; undo follows the ``nothing_seen`` policy.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import RenderableType

from ecarte.bots import Bot
from ecarte.driver import BotFailed, Driver, Ending, Ledger, Step, Turn
from ecarte.driver.ledger import nothing_seen
from ecarte.engine import Action, MatchState, SeatView, view
from ecarte.engine.events import (
    DealEnded,
    Dealt,
    Dropped,
    Event,
    GameWon,
    MatchWon,
    PointsScored,
    redact,
)
from ecarte.files import WriteFailed, atomic_write_json, why
from ecarte.ui import render
from ecarte.ui.commands import Command, Problem, legal_line, read_command, read_intent
from ecarte.ui.console import LEAVE_QUESTION, Terminal
from ecarte.ui.decisions import confirmed, next_match, played_for_you, told_for_you
from ecarte.ui.helptext import turn_text
from ecarte.ui.meta import Outcome, run_command
from ecarte.ui.narrate import discards, opens_trick, ruffs
from ecarte.ui.render import Seats
from ecarte.ui.save import drop_save, finish, why_not, write_save
from ecarte.ui.sheet import practice_line, sheet_rows, sheet_table
from ecarte.ui.theme import Look
from ecarte.words.session import words


@dataclasses.dataclass
class Table:
    """Who plays and how the match is shown and kept."""

    humans: tuple[int, ...]
    bots: dict[int, Bot]
    levels: dict[int, str]
    look: Look
    delay: float = 0.0
    hint_level: str = "random"
    save: bool = True
    record_file: Path | None = None
    meta: dict[str, Any] = dataclasses.field(default_factory=dict)
    autoplay: str = "last"  # cards played for you: the "last" trick, any "forced" one, "off"
    declare_king: str = "ask"  # "ask" before a first card gives up the King, or "always"
    play_again: bool = True  # ask "Play again?" at the end (at a terminal)
    tutor: bool = False  # the expert warns before a human's mistake (ui/tutor.py)
    offer_review: bool = False  # "Review it?" at the end of a match against a bot
    leave_question: str = LEAVE_QUESTION  # Ctrl-C at a move: true of this table's saving
    replayable: bool = True  # its seed and moves replay it: "Seed N" ends the match


class Leaving(Exception):
    """The player left at a prompt between moves (the match is saved)."""


class Session:
    def __init__(self, ledger: Ledger, table: Table, term: Terminal) -> None:
        self.ledger = ledger
        self.table = table
        self.term = term
        self.console = term.console
        self.names = shown_names(ledger.names)
        self.hotseat = len(table.humans) == 2
        audiences: tuple[int | None, ...] = table.humans or (None,)
        # per audience: what it has still to be shown, whether it is a summary, and how many
        # steps the match had then (an undo forgets what came of the steps it takes back)
        self.queues: dict[int | None, list[tuple[RenderableType, bool, int]]] = {
            a: [] for a in audiences}
        self.viewer: int | None = table.humans[0] if len(table.humans) == 1 else None
        self.points: list[PointsScored] = []
        self.summary_seen = False
        self.record_paths: list[Path] = []
        self.kept_id: int | None = None  # the finished match's id in the history
        self.pending: Action | None = None  # the card to play once the King is declared
        self.told: tuple[int, str] | None = None  # a card played for a seat, as said to it
        self.unsaved: str | None = None  # why the last save could not be written
        self.saved_once = False  # a save of this match was written by this run
        ledger.undo_policy = nothing_seen

    # Output ------------------------------------------------------------------------------

    def seats(self, viewer: int | None) -> Seats:
        return Seats(self.names, viewer, self.table.look)

    def say(self, *things: RenderableType, style: str | None = None) -> None:
        for thing in things:
            self.console.print(thing, style=style)

    def publish(self, events: tuple[Event, ...]) -> None:
        """Narrate events to every audience, each as it may see them; panels after a deal."""
        state = self.ledger.state
        made = len(self.ledger.steps)
        ended = [e for e in events if isinstance(e, DealEnded | GameWon)]
        for event in events:
            if isinstance(event, PointsScored) and ended:
                self.points.append(event)  # the summary tells it
                continue
            if isinstance(event, Dealt):
                self.points = []
            elif isinstance(event, PointsScored):
                self.points.append(event)
            leads, ruff = opens_trick(event, events), ruffs(event, events)
            discard = discards(event, events)
            for audience, queue in self.queues.items():
                seen = event if audience is None else redact(event, audience)
                line = told_for_you(self, seen, audience) or \
                    self.seats(audience).narrator.line(seen, leads, ruff, discard)
                if line is not None:
                    queue.append((line, False, made))
        if ended and state.winner is None:
            tricks = next((e.tricks for e in events if isinstance(e, DealEnded)), None)
            won = next((e for e in events if isinstance(e, GameWon)), None)
            dropped = any(isinstance(e, Dropped) for e in events)
            for audience, queue in self.queues.items():
                seats = self.seats(audience)
                if not dropped:
                    queue.append((render.deal_summary(self.points, tricks, state, seats),
                                  True, made))
                if won is not None:
                    queue.append((render.game_result(won.seat, won.score, won.value,
                                                     won.games, state, seats), True, made))
        self.flush()

    def flush(self) -> None:
        if self.viewer is None and self.hotseat:
            return
        queue = self.queues[self.viewer]
        for thing, summary, _ in queue:
            self.say(thing)
            self.summary_seen = self.summary_seen or summary
        queue.clear()

    def forget(self) -> None:
        """After an undo: nobody is told what came of the steps taken back (in hot-seat
        the other player's queue still held them), and the points of the deal so far are
        counted again from the steps that remain."""
        kept = len(self.ledger.steps)
        for queue in self.queues.values():
            queue[:] = [item for item in queue if item[2] <= kept]
        self.points = []
        for step in self.ledger.steps:
            for event in step.events:
                if isinstance(event, Dealt):
                    self.points = []
                elif isinstance(event, PointsScored):
                    self.points.append(event)

    # The loop ----------------------------------------------------------------------------

    def run(self) -> int:
        """Play the match (and, at a terminal, the next ones while the player wants)."""
        try:
            return self.play_out()
        except EOFError:  # Ctrl-D (or "leave") at a prompt outside a move: saved, exit 0
            if self.ledger.state.winner is None:
                self.leave()
            return 0

    def play_out(self) -> int:
        while True:
            driver = Driver(self.ledger, self.table.bots, self.human_turn,
                            after=self.stepped)
            try:
                ending = driver.run()
            except Leaving:
                return 0
            except BotFailed as failure:
                said = words()
                self.say(said.bot_failed(self.table.levels[failure.seat], str(failure.error)),
                         style="bad")
                if self.table.save:
                    self.say(said.bot_failed_saved)
                return 1
            if ending is not Ending.OVER:
                return 0
            self.finish()
            from ecarte.ui.review_view import offer  # loaded when a match ends, not before

            if not offer(self, self.record_paths[-1] if self.record_paths else None,
                         self.kept_id) \
                    or not self.again():
                return 0

    def again(self) -> bool:
        """"Play again?" at a terminal; a yes starts a new match, the loser dealing."""
        if not (self.table.play_again and self.term.interactive):
            return False
        try:
            if not self.term.confirm(words().play_again):
                return False
        except EOFError:
            return False
        self.ledger = next_match(self)
        self.names = shown_names(self.ledger.names)
        self.ledger.undo_policy = nothing_seen
        self.points = []
        self.summary_seen = False
        self.viewer = self.table.humans[0] if len(self.table.humans) == 1 else None
        self.say(words().new_match(self.ledger.seed, self.loser_deals()), style="note")
        return True

    def loser_deals(self) -> str:
        """Who deals first in the next match, the loser of the last: "you lost, so you
        deal first." for a player named "You", "Ada, who lost, deals first." otherwise."""
        game = self.ledger.state.game
        said = words()
        if game is None:
            return said.cut_decides
        if self.seats(None).narrator.second(game.dealer):  # the player named "You"
            return said.you_deal_first
        return said.loser_deals_first(self.names[game.dealer])

    def stepped(self, step: Step) -> None:
        """After each step: the save, then the bot's pause and the narration (what the
        screen says happened is on disk already)."""
        self.persist()
        if step.actor in self.table.bots:
            self.term.pause(self.table.delay, self.table.look.plain(
                words().thinking(self.names[step.actor])))
        self.publish(step.events)
        self.after_action()

    def persist(self) -> None:
        """Save the match as it is now. When the save cannot be written (a full disk, a
        read-only folder) the player is told once, in a sentence, that the match goes on
        in memory and the last good save is kept; told again when saving works again."""
        if not self.table.save:
            return
        try:
            write_save(self.ledger, self.table.meta)
        except OSError as error:
            if self.unsaved is None:
                self.say(words().not_saved(unwritten(error)), style="bad")
            self.unsaved = unwritten(error)
            return
        self.saved_once = True
        if self.unsaved is not None:
            self.unsaved = None
            self.say(words().saved_again, style="note")

    def after_action(self) -> None:
        state = self.ledger.state
        # the player at the keyboard (in hot-seat too) reads the deal's result before the
        # next deal is shown
        if self.summary_seen and state.winner is None \
                and (not self.hotseat or self.viewer is not None):
            self.summary_seen = False
            if not self.table.humans:
                self.term.pause(self.table.delay * 2)
            elif self.term.interactive:
                said = words()
                next_one = said.press_enter_next_game if state.game is not None \
                    and not state.game.deals else said.press_enter_next_deal
                reader = self.viewer if self.viewer is not None else self.table.humans[0]
                if self.between(reader, next_one) == "quit":
                    self.leave()
                    raise Leaving

    def between(self, seat: int, message: str) -> Outcome:
        """A prompt with no move to make: Enter goes on; commands (score, sheet, log,
        speed, undo, help, quit...) are answered. "quit" when the player leaves (Ctrl-D,
        or Ctrl-C and yes), "again" when an undo changed the position."""
        while True:
            try:
                text = self.term.wait(message)  # Ctrl-C asks, Ctrl-D leaves (saved)
            except EOFError:
                return "quit"
            said = read_command(text)
            if said is None:
                return None
            if isinstance(said, Problem):
                self.say(said.message, style="warn")
                continue
            if said.name in ("moves", "hint"):
                self.say(words().no_move_now, style="warn")
                continue
            outcome = run_command(self, said.name, seat, None, said.arg)
            if outcome is not None:
                return outcome

    def human_turn(self, seat: int) -> Action | Turn:
        """One decision: the action, or LEAVE when the player leaves (saved), or AGAIN."""
        seen = view(self.ledger.state, seat)
        automatic = played_for_you(self, seen)
        if automatic is not None:
            return automatic
        if self.hotseat and self.viewer != seat:
            handed = self.hand_over(seat)
            if handed is not None:
                return handed
        self.flush()
        # a deal's result shown at the hand-over (the other player ended it) is read at
        # this move prompt: no "Press Enter for the next deal" after this move
        self.summary_seen = False
        seen = view(self.ledger.state, seat)
        seats = self.seats(seat)
        self.say(render.table(seen, seats), turn_text(seen, self.names, self.table.look))
        if not self.term.interactive:
            self.console.print(legal_line(seen, self.table.look), soft_wrap=True)
        advised = self.advise(seat, seen)
        if advised is not None:
            return advised
        while True:
            try:
                text = self.term.ask(seat, self.prompt(seat), self.toolbar(seat),
                                     *self.helpers(seat))
            except KeyboardInterrupt:
                if self.term.confirm(self.table.leave_question):  # the terminal words it
                    return self.leave()
                continue
            except EOFError:
                return self.leave()
            intent = read_intent(text, seen)
            if isinstance(intent, Problem):
                self.say(self.table.look.plain(intent.message), style="warn")
                continue
            if isinstance(intent, Command):
                outcome = run_command(self, intent.name, seat, seen, intent.arg)
                if outcome == "quit":
                    return self.leave()
                if outcome == "again":
                    return Turn.AGAIN
                continue
            try:
                action = confirmed(self, intent, seen)
            except EOFError:
                return self.leave()
            if action is not None:
                return action

    def advise(self, seat: int, seen: SeatView) -> Turn | None:
        """Before ``seat`` chooses, with its table shown: those who may advise it speak
        (la chouette's partners point, ``ecarte.ui.sitting``). None to go on to the
        prompt, or LEAVE when one of them left. At a table of two, nobody advises."""
        return None

    def hand_over(self, seat: int) -> Turn | None:
        """Let the player at the keyboard see the result of his move (Enter), then clear
        the screen and wait for the next player. LEAVE or AGAIN (an undo) when typed."""
        if self.viewer is not None and self.term.interactive:
            outcome = self.between(self.viewer, words().press_enter_then_pass(self.names[seat]))
            if outcome == "quit":
                return self.leave()
            if outcome == "again":
                return Turn.AGAIN
        score = self.ledger.state.score
        self.term.barrier(words().pass_keyboard(self.names[seat], self.names[0], score[0],
                                                self.names[1], score[1]),
                          private=self.viewer is not None)
        self.viewer = seat
        self.summary_seen = False
        return None

    def leave(self) -> Turn:
        """The player leaves: the match is saved to go on later. Read from a pipe that
        ended before a line was read (``ecarte play < /dev/null``), nothing is kept: a
        script that starts the game and stops leaves no save behind."""
        if not self.table.save:
            return Turn.LEAVE
        if getattr(self.term, "lines", None) == 0 and not self.ledger.resumed:
            drop_save(self.ledger)  # a new match, and the pipe said nothing at all
            self.say(words().nothing_read)
            return Turn.LEAVE
        self.persist()
        said = words()
        if self.unsaved is None:
            self.say(said.saved_on_leaving)
        elif self.saved_once or self.ledger.resumed:
            self.say(said.unsaved_on_leaving, style="bad")
        else:
            self.say(said.never_saved_on_leaving, style="bad")
        return Turn.LEAVE

    def finish(self) -> int:
        """The match is over: keep the record, show the last deal and the result."""
        state = self.ledger.state
        kept = None
        failed: list[str] = []
        if self.table.save:
            self.record_paths, failed = finish(self.ledger, self.table.record_file)
            if self.record_paths:
                self.kept_id, kept = self.keep()
        elif self.table.record_file is not None:
            try:
                atomic_write_json(self.table.record_file, self.ledger.record())
            except OSError as error:
                failed.append(words().record_failed(why_not(error, self.table.record_file)))
            else:
                self.record_paths = [self.table.record_file]
        for sentence in failed:  # said first: the player may stop reading at the result
            self.say(sentence, style="bad")
        viewer = self.viewer
        if self.hotseat:
            if self.summary_seen:
                self.term.wait(words().press_enter_continue)
            self.term.clear()
            viewer = None
        else:
            self.flush()
        seats = self.seats(viewer)
        events = self.ledger.steps[-1].events if self.ledger.steps else ()
        tricks = next((e.tricks for e in events if isinstance(e, DealEnded)), None)
        dropped = any(isinstance(e, Dropped) for e in events)
        if not dropped:
            self.say(render.deal_summary(self.points, tricks, state, seats))
        for event in events:
            if isinstance(event, GameWon) and state.rules.match > 1:
                self.say(render.game_result(event.seat, event.score, event.value,
                                            event.games, state, seats))
            if isinstance(event, MatchWon):
                seed = self.ledger.seed if self.table.replayable else None
                self.say(render.match_result(event.seat, event.games, event.stakes, seed,
                                             seats,
                                             None if dropped else state.results[-1].score))
                if self.record_paths:
                    self.console.print(render.record_line(str(self.record_paths[-1]),
                                                          self.console.width),
                                       soft_wrap=True)
        self.say(sheet_table(sheet_rows(self.ledger.steps, self.names), self.names,
                             self.table.look, self.ledger.rules.match))
        practice = practice_line(self.ledger)
        if practice:
            self.say(practice, style="note")
        if kept:
            self.console.print(kept, style="note", markup=False)
        return 0

    def keep(self) -> tuple[int | None, str | None]:
        """Keep the finished match in the history (docs/history.md): its id, and what to
        say of it."""
        from ecarte.history.keep import keep_finished

        meta = self.table.meta
        tutor = bool(meta.pop("hints", 0) or meta.get("tutor"))  # a next match starts anew
        return keep_finished(self.ledger.record(), hotseat=self.hotseat,
                             level=meta.get("level"),
                             takebacks=int(self.ledger.extra.get("take_backs", 0)),
                             tutor=tutor)

    # Prompt parts ------------------------------------------------------------------------

    def prompt(self, seat: int) -> str:
        mark = ">" if self.table.look.ascii else "›"
        return f"{self.names[seat]} {mark} " if self.hotseat else f"{mark} "

    def toolbar(self, seat: int) -> Callable[[], Any] | None:
        if not self.term.interactive:
            return None

        def bar() -> Any:
            from prompt_toolkit.application import get_app
            width = get_app().output.get_size().columns
            return [("class:bottom-toolbar", status_line(
                self.ledger.state, self.names, seat, self.table.look,
                self.table.levels.get(1 - seat), width))]
        return bar

    def helpers(self, seat: int) -> tuple[Any, Any]:
        if not self.term.interactive:
            return None, None
        from ecarte.ui.complete import MoveCompleter, MoveValidator

        def current() -> Any:
            return view(self.ledger.state, seat)
        return MoveCompleter(current, self.table.look), MoveValidator(current, self.table.look)


def shown_names(names: tuple[str, str]) -> tuple[str, str]:
    """The names as the table shows them: the names the game gives when none is given
    ("Player 1", "Player 2") in the player's language; the save keeps them as they are.
    A player named "You" keeps the name: the narration tells him in the second person."""
    given = words().default_names
    first, second = (name if name == "You" else given.get(name, name) for name in names)
    return first, second


def unwritten(error: OSError) -> str:
    """What could not be written and why: "could not write PATH: the disk is full"."""
    if isinstance(error, WriteFailed):
        return str(error)
    return words().not_written(str(error.filename) if error.filename else "", why(error))


def status_line(state: MatchState, names: tuple[str, str], seat: int, look: Look,
                level: str | None, width: int = 80) -> str:
    """The bottom toolbar: phase, trumps, score and the bot's level, as many as fit."""
    deal = state.deal
    said = words()
    parts = []
    if state.game is not None and state.game.offered is not None:
        parts.append(said.double_offered)
    elif deal is not None:
        phase = str(deal.phase.value)
        parts.append(said.phases.get(phase, phase))
        parts.append(said.trumps(look.suit(deal.trump)))
    score = state.score
    first, second = (said.default_names.get(name, name) for name in names)
    parts.append(said.score_to(first, score[0], score[1], second, state.rules.target))
    if level:
        parts.append(said.bot_level(level))
    parts.append(said.help_hint if not look.ascii else said.help_hint_ascii)
    sep = " · " if not look.ascii else " | "
    while len(parts) > 1 and len(" " + sep.join(parts)) > width:
        parts.pop()
    return " " + sep.join(parts)
