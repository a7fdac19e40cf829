"""A yes/no question at the table, asked the same way everywhere.

The question shows its default (``[y/N]`` or ``[Y/n]``), takes y, yes, n, no in any case
and Enter for the default, and asks again on anything else. Ctrl-C gives the ``safe``
answer (the one that costs nothing); Ctrl-D raises ``EOFError``, which the table treats as
"save and leave".
"""

from __future__ import annotations

from typing import Final

from ecarte.ui.console import Terminal

QUESTION_SEAT: Final = -2  # the terminal's own prompt history, not a player's
YES: Final = ("y", "yes")
NO: Final = ("n", "no")


def with_default(question: str, default: bool) -> str:
    """``question`` ending with its default: ``Concede? [y/N] ``."""
    return f"{question.rstrip()} {'[Y/n]' if default else '[y/N]'} "


def read_answer(text: str, default: bool) -> bool | None:
    """The answer a line gives, or None when it is not one.

    >>> read_answer("Yes", False), read_answer("", True), read_answer("nope", True)
    (True, True, None)
    """
    word = text.strip().lower()
    if not word:
        return default
    if word in YES:
        return True
    if word in NO:
        return False
    return None


def ask_yes_no(term: Terminal, question: str, *, default: bool,
               safe: bool | None = None, tries: int = 10) -> bool:
    """Ask until the player answers yes or no. Ctrl-C answers ``safe`` (by default the
    default); Ctrl-D raises EOFError. Read from a pipe, ``tries`` unreadable answers in a
    row give the safe answer, so a script cannot loop for ever."""
    prompt = with_default(question, default)
    fallback = default if safe is None else safe
    short = len(prompt) <= 40
    for _ in range(tries if not term.interactive else 10**9):
        if not (short and term.interactive):  # a long question wraps at words, not at the edge
            term.console.print(prompt.rstrip(), markup=False, highlight=False)
        try:
            text = term.ask(QUESTION_SEAT, prompt if short else "[Y/n] " if default
                            else "[y/N] ")
        except KeyboardInterrupt:
            return fallback
        answer = read_answer(text, default)
        if answer is not None:
            return answer
        term.console.print("Please answer y (yes) or n (no); Enter means "
                           f"{'yes' if default else 'no'}.", style="warn", markup=False,
                           highlight=False)
    return fallback
