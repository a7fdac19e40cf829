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
        found = []
        if self.mode is not None and self.mode != meta.get("mode"):
            found.append("hot-seat" if self.mode == "hotseat" else "a match against a bot")
        if self.level is not None and self.mode != "hotseat" and (
                meta.get("mode") == "hotseat" or self.level != meta.get("level")):
            found.append(f"the {self.level} bot")
        if self.rules is not None and self.rules != ledger.rules:
            found.append("other rules")
        if self.names is not None and self.names != ledger.names[:len(self.names)]:
            found.append("other names")
        if self.seed is not None and self.seed != ledger.seed:
            found.append(f"seed {self.seed}")
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
    return f"to go on with it later, type\n    ecarte play --resume {saved.id}"


def listing(saves: Sequence[Saved]) -> list[str]:
    """The numbered lines of ``--resume``'s list, the most recent first."""
    lines = []
    for number, saved in enumerate(saves, 1):
        lines += [f"{number:>3}. {saved.id}, saved {saved.when} (its last move)",
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
            return Leave(2, f"{busy} of the unfinished matches {'is' if busy == 1 else 'are'} "
                            f"being played in another terminal now, so number {wanted} of "
                            "an earlier list may name another match: give its id "
                            "('ecarte play --resume' lists the others)")
        return free[int(wanted) - 1]
    exact = [saved for saved in saves if saved.id == wanted]
    parts = exact or [saved for saved in saves if wanted and wanted in saved.id]
    if len(parts) == 1:
        return parts[0]
    if not parts:
        return Leave(1, f"there is no unfinished match {wanted!r}: 'ecarte play --resume' "
                        "lists them")
    return Leave(2, f"{wanted!r} names {len(parts)} matches: give more of the id")


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
        say("Nothing was changed.")
        return Leave(0)


def _offer(asked: Asked, free: list[Saved], interactive: bool, read_line: ReadLine,
           say: Callable[[str], None]) -> Saved | None:
    if not free:
        return None
    latest = free[0]
    differs = asked.differences(latest)
    if differs:
        say(f"A new match begins, as the flags ask ({', '.join(differs)}); your unfinished "
            f"match ({latest.describe()}) is kept; {resume_hint(latest)}")
        return None
    if not interactive:
        if len(free) == 1:
            say(f"A new match begins; your unfinished match is kept; {resume_hint(latest)}")
        else:
            say(f"A new match begins; your {len(free)} unfinished matches are kept: "
                "'ecarte play --resume' lists them.")
        return None
    others = len(free) - 1
    also = f" ({others} other{'s' if others > 1 else ''}: 'ecarte play --resume' lists " \
        "them)" if others else ""
    say(f"You have an unfinished match: {latest.describe()}; saved {latest.when}{also}.")
    if ask_yes_no(read_line, "Go on with it?", True):
        return latest
    say(f"A new match begins; the unfinished one is kept; {resume_hint(latest)}")
    return None


def _named(wanted: str, saves: Sequence[Saved], say: Callable[[str], None]) -> Choice:
    found = find(saves, wanted)
    if isinstance(found, Leave):
        return found
    if found.in_use:
        return Leave(1, f"the match {found.id} is being played in another terminal")
    say(f"Going on with match {found.id}: {found.describe()}; saved {found.when}.")
    return found


def _pick(free: list[Saved], busy: int, interactive: bool, read_line: ReadLine,
          say: Callable[[str], None]) -> Choice:
    elsewhere = f" ({busy} being played in another terminal)" if busy else ""
    if not free:
        message = f"there is no saved match to resume{elsewhere}"
        if interactive and ask_yes_no(read_line, f"There is no saved match to resume"
                                      f"{elsewhere}. Start a new match?", True):
            return None
        return Leave(1, f"{message}: start one with 'ecarte play'")
    if len(free) == 1:
        say(f"Going on with match {free[0].id}: {free[0].describe()}; saved "
            f"{free[0].when}.")
        return free[0]
    say(f"Unfinished matches{elsewhere}, the most recent first:")
    for line in listing(free):
        say(line)
    if not interactive:
        return Leave(2, "there are several unfinished matches: choose one with "
                        "'ecarte play --resume ID' (an id or a number of the list)")
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
                say("No unfinished match is left.")
                return None if ask_yes_no(read_line, "Start a new match?", True) else Leave(0)
            say("Unfinished matches, the most recent first:")  # even one: it may go too
            for line in listing(free):
                say(line)
    except (EOFError, KeyboardInterrupt):
        if not dropped:
            raise
        say("Nothing else was changed.")
        return Leave(0)


def _drop(free: list[Saved], number: int, read_line: ReadLine,
          say: Callable[[str], None]) -> bool:
    """Drop match ``number`` of the list if the player says yes (``free`` loses it);
    whether it was dropped."""
    gone = free[number - 1]
    if not ask_yes_no(read_line, f"Drop match {number} ({gone.describe()})? It can no "
                      "longer be resumed.", False):
        say("Nothing was dropped.")
        return False
    try:
        where = drop(gone)
    except (SaveInUse, FileNotFoundError):
        say(f"Match {number} is being played, or has ended, in another terminal: it was not "
            "dropped.")
        return False
    except OSError as error:
        say(f"Match {number} could not be dropped: {error.strerror or error}.")
        return False
    say(f"Dropped match {number}; its save was moved to\n    {where}")
    free.remove(gone)
    return True


def _which(read_line: ReadLine, count: int) -> tuple[int, bool]:
    """The number of a listed match (Enter for the first), and whether the player asked
    to drop it (``d N``, ``drop N``) rather than to go on with it. Raises EOFError /
    KeyboardInterrupt at Ctrl-D / Ctrl-C."""
    prompt = f"Which match? [1-{count}, Enter for 1; d N drops match N] "
    asked = prompt
    while True:
        words = str(read_line(asked)).strip().lower().split()
        if not words:
            return 1, False
        dropping = words[0] in ("d", "drop")
        if dropping:
            words = words[1:]
        if len(words) == 1 and words[0].isdecimal() and len(words[0]) < 6 \
                and 1 <= int(words[0]) <= count:
            return int(words[0]), dropping
        asked = f"Please type a number from 1 to {count}, or d and a number to drop that " \
                f"match.\n{prompt}"
