"""Which match ``ecarte play`` plays: a saved one to go on with, or a new one.

The rules (docs/playing.md, "Saves and resuming"):

- ``--resume``: with one unfinished match, go on with it, saying which; with several, a
  numbered list to pick from (piped: the list, and ``--resume ID`` is required);
  ``--resume ID`` (an id, a part of one, or a number of the list) goes on with that one.
- No ``--resume``: when the flags ask for another match than the most recent unfinished
  one (mode, level, rules, names, seed), the new match begins and the saved one is kept,
  with one line saying how to resume it. Otherwise the most recent is offered ``[Y/n]``
  (only at a terminal; piped, a new match begins and the saves are kept).
- In ``--resume``'s list, ``d N`` (or ``drop N``) gives up match N after a question: its
  save is moved into ``dropped/``, and the list is shown again.
- Ctrl-D or Ctrl-C at a question leaves without changing anything (exit 0).

Matches being played in another terminal are never offered.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from ecarte.engine import Rules
from ecarte.ui.questions import ReadLine, ask_yes_no
from ecarte.ui.save import Saved, SaveInUse, drop
from ecarte.words.session import words


@dataclasses.dataclass(frozen=True)
class Asked:
    """The match the flags ask for; None for what they leave open."""

    mode: str | None = None  # "bot" or "hotseat"
    level: str | None = None
    rules: Rules | None = None
    names: tuple[str, ...] | None = None  # both in hot-seat, the player's alone against a bot
    seed: int | None = None

    def differences(self, saved: Saved) -> list[str]:
        """What the flags ask for that ``saved`` is not, in a player's words."""
        ledger, meta = saved.ledger, saved.meta
        said = words()
        found = []
        if self.mode is not None and self.mode != meta.get("mode"):
            found.append(said.wants_hotseat if self.mode == "hotseat" else said.wants_bot)
        if self.level is not None and self.mode != "hotseat" and (
                meta.get("mode") == "hotseat" or self.level != meta.get("level")):
            found.append(said.wants_level(self.level))
        if self.rules is not None and self.rules != ledger.rules:
            found.append(said.wants_rules)
        if self.names is not None and self.names != ledger.names[:len(self.names)]:
            found.append(said.wants_names)
        if self.seed is not None and self.seed != ledger.seed:
            found.append(said.wants_seed(self.seed))
        return found


@dataclasses.dataclass(frozen=True)
class Leave:
    """Leave now with ``status``; ``message`` (for standard error) says why, if anything
    is left to say."""

    status: int
    message: str | None = None


Choice = Saved | None | Leave  # go on with a saved match, begin a new one, or leave


def resume_hint(saved: Saved) -> str:
    """How to go on with ``saved``: the command on a line of its own, so that a narrow
    terminal never folds it."""
    return words().resume_hint(saved.id)


def listing(saves: Sequence[Saved]) -> list[str]:
    """The numbered lines of ``--resume``'s list, the most recent first."""
    lines = []
    for number, saved in enumerate(saves, 1):
        lines += [words().listed(number, saved.id, saved.when),
                  f"     {saved.describe()}"]
    return lines


def find(saves: Sequence[Saved], wanted: str) -> Saved | Leave:
    """The match ``--resume ID`` names: its id, a part of it naming one match, or its
    number in the list of the matches not being played elsewhere."""
    wanted = wanted.strip()
    free = [saved for saved in saves if not saved.in_use]
    if wanted.isdecimal() and len(wanted) < 6 and 1 <= int(wanted) <= len(free):
        if len(free) < len(saves):  # the list seen before may have held a match now busy
            busy = len(saves) - len(free)
            return Leave(2, words().busy_numbers(busy, wanted))
        return free[int(wanted) - 1]
    exact = [saved for saved in saves if saved.id == wanted]
    parts = exact or [saved for saved in saves if wanted and wanted in saved.id]
    if len(parts) == 1:
        return parts[0]
    if not parts:
        return Leave(1, words().no_such_match(repr(wanted)))
    return Leave(2, words().names_several(repr(wanted), len(parts)))


def choose(asked: Asked, resume: str | bool | None, saves: Sequence[Saved], *,
           interactive: bool, read_line: ReadLine, say: Callable[[str], None]) -> Choice:
    """Decide between the unfinished ``saves`` (the most recent first) and a new match.
    ``resume``: None without ``--resume``, True for ``--resume``, the ID given."""
    free = [saved for saved in saves if not saved.in_use]
    busy = len(saves) - len(free)
    try:
        if resume is None:
            return _offer(asked, free, interactive, read_line, say)
        if isinstance(resume, str):
            return _named(resume, saves, say)
        return _pick(free, busy, interactive, read_line, say)
    except (EOFError, KeyboardInterrupt):
        say(words().nothing_changed)
        return Leave(0)


def _offer(asked: Asked, free: list[Saved], interactive: bool, read_line: ReadLine,
           say: Callable[[str], None]) -> Saved | None:
    if not free:
        return None
    latest = free[0]
    differs = asked.differences(latest)
    said = words()
    if differs:
        say(said.new_as_flags_ask(", ".join(differs), latest.describe(), resume_hint(latest)))
        return None
    if not interactive:
        if len(free) == 1:
            say(said.new_one_kept(resume_hint(latest)))
        else:
            say(said.new_several_kept(len(free)))
        return None
    say(said.unfinished_offer(latest.describe(), latest.when, len(free) - 1))
    if ask_yes_no(read_line, said.go_on_question, True):
        return latest
    say(said.new_unfinished_kept(resume_hint(latest)))
    return None


def _named(wanted: str, saves: Sequence[Saved], say: Callable[[str], None]) -> Choice:
    found = find(saves, wanted)
    if isinstance(found, Leave):
        return found
    if found.in_use:
        return Leave(1, words().being_played(found.id))
    say(words().going_on(found.id, found.describe(), found.when))
    return found


def _pick(free: list[Saved], busy: int, interactive: bool, read_line: ReadLine,
          say: Callable[[str], None]) -> Choice:
    said = words()
    elsewhere = said.elsewhere(busy)
    if not free:
        if interactive and ask_yes_no(read_line, said.no_saved_start_question(elsewhere),
                                      True):
            return None
        return Leave(1, said.start_one(said.no_saved_match(elsewhere)))
    if len(free) == 1:
        say(said.going_on(free[0].id, free[0].describe(), free[0].when))
        return free[0]
    say(said.unfinished_heading(elsewhere))
    for line in listing(free):
        say(line)
    if not interactive:
        return Leave(2, said.choose_with_id)
    dropped = 0
    try:
        while True:
            number, dropping = _which(read_line, len(free))
            if not dropping:
                return free[number - 1]
            if not _drop(free, number, read_line, say):
                continue
            dropped += 1
            if not free:
                say(said.none_left)
                return None if ask_yes_no(read_line, said.start_new_question, True) \
                    else Leave(0)
            say(said.unfinished_heading(""))  # even one: it may go too
            for line in listing(free):
                say(line)
    except (EOFError, KeyboardInterrupt):
        if not dropped:
            raise
        say(said.nothing_else_changed)
        return Leave(0)


def _drop(free: list[Saved], number: int, read_line: ReadLine,
          say: Callable[[str], None]) -> bool:
    """Drop match ``number`` of the list if the player says yes (``free`` loses it);
    whether it was dropped."""
    gone = free[number - 1]
    said = words()
    if not ask_yes_no(read_line, said.drop_question(number, gone.describe()), False):
        say(said.nothing_dropped)
        return False
    try:
        where = drop(gone)
    except (SaveInUse, FileNotFoundError):
        say(said.drop_busy(number))
        return False
    except OSError as error:
        say(said.drop_failed(number, str(error.strerror or error)))
        return False
    say(said.dropped(number, str(where)))
    free.remove(gone)
    return True


def _which(read_line: ReadLine, count: int) -> tuple[int, bool]:
    """The number of a listed match (Enter for the first), and whether the player asked
    to drop it (``d N``, ``drop N``) rather than to go on with it. Raises EOFError /
    KeyboardInterrupt at Ctrl-D / Ctrl-C."""
    said = words()
    prompt = said.which_prompt(count)
    asked = prompt
    while True:
        typed = str(read_line(asked)).strip().lower().split()
        if not typed:
            return 1, False
        dropping = typed[0] in ("d", "drop", *said.drop_words)
        if dropping:
            typed = typed[1:]
        if len(typed) == 1 and typed[0].isdecimal() and len(typed[0]) < 6 \
                and 1 <= int(typed[0]) <= count:
            return int(typed[0]), dropping
        asked = f"{said.which_again(count)}\n{prompt}"
