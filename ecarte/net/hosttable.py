"""The host's table: the same table as ``ecarte play`` (``ui.session.Session``), with the
guest's seat played over the network by a ``GuestSeat``, and a terminal that takes chat
(``say TEXT``) and prints news above the open prompt.

Undo is off in a network match: the opponent has seen every move. Hints are off unless
the host turned them on for both (``ecarte host --hints``).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any

from ecarte.driver import Ledger, Step, Turn
from ecarte.engine import Action, view
from ecarte.net import hosting
from ecarte.net.server import Adjourned, GuestLeft, GuestSeat
from ecarte.net.wire import MAX_TEXT
from ecarte.ui import render
from ecarte.ui.commands import Command, english, read_command
from ecarte.ui.console import LEAVE_QUESTION, Terminal, wrapped
from ecarte.ui.session import Session, Table, unwritten
from ecarte.ui.theme import Look
from ecarte.words.net import words


def leave_question() -> str:
    """The question before leaving a network match (``LEAVE_QUESTION`` says 'It is
    saved')."""
    return words().leave_question


def refused_here() -> dict[str, str]:
    """The commands a network table refuses, and why (in the chosen language)."""
    return {"undo": words().off_undo, "hint": words().off_hint}


class NewsDesk:
    """Prints news from any thread: above the prompt while one is open, else at once;
    wrapped between words to the terminal's width."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.terminal = sys.__stdout__ is not None and sys.__stdout__.isatty()

    def __call__(self, text: str) -> None:
        if self.terminal:
            text = wrapped(text)
        with self.lock:
            out = sys.stdout  # while a prompt is open, prompt_toolkit's proxy
            out.write(text + "\n")
            out.flush()


class NetTerminal:
    """A terminal whose prompts take ``say TEXT`` (sent as chat), refuse undo and hint,
    ask before ``quit`` (it adjourns the match for both), and let news appear above
    them."""

    def __init__(self, inner: Terminal, chat: Callable[[str], bool | None],
                 news: Callable[[str], None], off: dict[str, str] | None = None) -> None:
        self.inner = inner
        self.chat = chat
        self.news = news
        self.off = refused_here() if off is None else off
        self.helper: Callable[[], None] | None = None  # answers 'help', when set
        self.interactive = getattr(inner, "interactive", False)
        self.console = getattr(inner, "console", None)

    def ask(self, seat: int, message: str, toolbar: Callable[[], Any] | None = None,
            completer: Any = None, validator: Any = None) -> str:
        if validator is not None:
            validator = _chat_passes(validator, self.off)
        while True:
            text = self._prompt(lambda: self.inner.ask(seat, message, toolbar, completer,
                                                       validator))
            parts = text.strip().split(maxsplit=1)
            if parts and parts[0].lower() == "say":
                said = parts[1] if len(parts) > 1 else ""
                if said:
                    cut = words().cut_to(MAX_TEXT) if len(said) > MAX_TEXT else ""
                    said = said[:MAX_TEXT]  # all a chat line may carry
                    sent = self.chat(said)
                    self.news(words().you_say(said) + cut if sent is not False else
                              words().not_sent(said))
                else:
                    self.news(words().say_how)
                continue
            word = english(parts[0].lower()) if parts else ""  # "aide" is "help"
            if self.helper is not None and len(parts) == 1 and word in ("help", "h"):
                self.helper()
                continue
            if len(parts) == 1 and word in self.off:
                self.news(self.off[word])
                continue
            command = read_command(text)
            if isinstance(command, Command) and command.name == "quit" \
                    and not self.confirm(leave_question()):
                continue  # leaving adjourns the match for both: asked first
            return text

    def _prompt(self, ask: Callable[[], str]) -> str:
        if not self.interactive:
            return ask()
        from prompt_toolkit.patch_stdout import patch_stdout
        with patch_stdout(raw=True):
            return ask()

    def pause(self, seconds: float, note: str = "") -> None:
        self.inner.pause(seconds, note)

    def wait(self, message: str) -> str:
        return self._prompt(lambda: self.inner.wait(message))

    def interrupted(self, seconds: float) -> bool:
        return self.inner.interrupted(seconds)

    def confirm(self, question: str, default: bool = False,
                safe: bool | None = False) -> bool:
        if question == LEAVE_QUESTION:  # asked by ui code: nothing is saved here as there
            question = leave_question()
        return self.inner.confirm(question, default, safe)

    def clear(self) -> None:
        self.inner.clear()

    def barrier(self, message: str, private: bool = True) -> None:
        self.inner.barrier(message, private)


def net_help(look: Look, hints: bool) -> Any:
    """The help screen of a network match: the moves as in ``ecarte play``, and only the
    commands that work at a network table."""
    from ecarte.ui.helptext import help_rows, help_table

    moves = list(help_rows(leave_out=("hint", "undo", "score", "speed", "tutor", "rules",
                                      "quit", "keys")))
    said = words()
    rows = [*moves,
            said.help_say,
            ("score", said.help_score),
            *([("hint", said.help_hint)] if hints else []),
            said.help_quit,
            ("", said.help_off)]
    return help_table(look, rows)


def off_commands(hints: bool) -> dict[str, str]:
    """The commands refused at a network table: undo, and hint unless hints are on."""
    return {k: v for k, v in refused_here().items() if k != "hint" or not hints}


def _is_ours(text: str, off: dict[str, str]) -> bool:
    """Whether the line is chat or a command refused here, which the move validator of the
    table would reject."""
    words = text.strip().lower().split()
    return bool(words) and (words[0] == "say" or (len(words) == 1 and words[0] in off))


def _chat_passes(validator: Any, off: dict[str, str]) -> Any:
    """The table's move validator, letting ``say TEXT`` (and undo, hint) through."""
    from prompt_toolkit.validation import Validator

    class ChatValidator(Validator):
        def validate(self, document: Any) -> None:
            if not _is_ours(document.text, off):
                validator.validate(document)

    return ChatValidator()


class HostSession(Session):
    """``ecarte play``'s table for the host's seat; the guest's seat over the network.
    ``keep`` is called after each step, before the guest is told of it: it keeps the match
    so far (adjourned), so that a host that dies can go on with it (``--resume``)."""

    def __init__(self, ledger: Ledger, table: Table, term: Terminal, guest: GuestSeat,
                 secret: str, keep: Callable[[], None] | None = None) -> None:
        super().__init__(ledger, table, term)
        self.guest = guest
        self.secret = secret
        self.keep_so_far = keep
        self.unkept: str | None = None  # why the match so far could not be kept
        self.adjourned = False
        ledger.undo_policy = lambda step, seat: words().off_undo

    def human_turn(self, seat: int) -> Action | Turn:
        if seat != self.guest.seat:
            return super().human_turn(seat)
        self.flush()
        mine = 1 - seat  # the host's own table while the guest thinks: its hand, the trick
        self.say(render.table(view(self.ledger.state, mine), self.seats(mine)))
        self.say(words().waiting_for(self.guest.name), style="note")
        again = False
        while True:
            try:
                return self.guest.choose(view(self.ledger.state, seat), again,
                                         self.term.interrupted)
            except GuestLeft:  # the host heard it already ("Bob left the match: ...")
                self.adjourned = True
                self.guest.end("adjourned")
                return Turn.LEAVE
            except Adjourned:
                self.adjourned = True
                self.say(words().did_not_come_back(self.guest.name))
                self.guest.end("adjourned")
                return Turn.LEAVE
            except KeyboardInterrupt:
                if self.term.confirm(leave_question()):
                    return self.leave()
                again = True  # the guest's answer sent meanwhile is kept

    def stepped(self, step: Step) -> None:
        if self.keep_so_far is not None and self.ledger.state.winner is None:
            self.keep_adjourned()
        hosting.tell(self.guest, self.ledger, step)  # the guest first: ours may wait
        super().stepped(step)

    def keep_adjourned(self) -> None:
        """Keep the match so far (adjourned). When it cannot be written (a full disk, a
        read-only folder) the host is told once, in a sentence, that the match goes on in
        memory; told again when keeping it works again."""
        assert self.keep_so_far is not None
        try:
            self.keep_so_far()
        except OSError as error:
            if self.unkept is None:
                self.say(words().match_unkept(unwritten(error)), style="bad")
            self.unkept = unwritten(error)
            return
        if self.unkept is not None:
            self.unkept = None
            self.say(words().kept_again, style="note")

    def leave(self) -> Turn:
        """The host leaves (Ctrl-C and yes, quit, Ctrl-D): the match is adjourned, and the
        guest told so, to go on later."""
        if self.ledger.state.winner is None and not self.adjourned:
            self.adjourned = True
            self.guest.end("adjourned")  # says who left and how to go on
        return super().leave()

    def finish(self) -> int:
        hosting.reveal(self.ledger, self.secret)
        status = super().finish()
        hosting.finish(self.guest, self.ledger, self.secret)
        return status
