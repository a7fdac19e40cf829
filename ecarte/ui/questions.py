"""Questions asked outside a deal: yes or no, and which one of a numbered list.

Every yes/no question shows its default (``[Y/n]`` or ``[y/N]``), takes y, yes, n or no in
any case, and Enter for the default; anything else asks again, saying what it takes.
The caller reads the line (``read_line(prompt) -> str``, e.g. ``console.input``), so the
same question works at a terminal, on piped input and in tests.

Ctrl-D and Ctrl-C are not answers: ``EOFError`` and ``KeyboardInterrupt`` from
``read_line`` go through to the caller, which leaves without changing anything.

>>> answers = iter(["nope", "YES"])
>>> ask_yes_no(lambda prompt: next(answers), "Go on with it?", True)
True
>>> ask_yes_no(lambda prompt: "", "Delete it?", False)
False
>>> ask_number(lambda prompt: "2", "Which match?", 3)
2
"""

from __future__ import annotations

from collections.abc import Callable

ReadLine = Callable[[str], str]

_YES = ("y", "yes")
_NO = ("n", "no")


def ask_yes_no(read_line: ReadLine, question: str, default: bool) -> bool:
    """Ask ``question`` until the answer is yes, no or Enter (``default``).
    Raises EOFError / KeyboardInterrupt when the player presses Ctrl-D / Ctrl-C."""
    prompt = f"{question} {'[Y/n]' if default else '[y/N]'} "
    asked = prompt
    while True:
        answer = str(read_line(asked)).strip().lower()
        if not answer:
            return default
        if answer in _YES:
            return True
        if answer in _NO:
            return False
        asked = f"Please answer y or n (Enter for {'yes' if default else 'no'}). {prompt}"


def ask_number(read_line: ReadLine, question: str, count: int, default: int = 1) -> int:
    """Ask for one of the numbers 1 to ``count`` (Enter for ``default``) until one is
    given. Raises EOFError / KeyboardInterrupt like ``ask_yes_no``."""
    prompt = f"{question} [1-{count}, Enter for {default}] "
    asked = prompt
    while True:
        answer = str(read_line(asked)).strip()
        if not answer:
            return default
        if answer.isdecimal() and len(answer) < 6 and 1 <= int(answer) <= count:
            return int(answer)
        asked = f"Please type a number from 1 to {count}. {prompt}"
