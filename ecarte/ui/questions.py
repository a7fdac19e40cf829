"""Questions asked outside a deal: yes or no.

Every yes/no question shows its default (``[Y/n]`` or ``[y/N]``; French ``[O/n]``, Italian
``[S/n]``), takes y, yes, n or no in any case and the language's own words (French o, oui,
n, non; Italian s, sì or si, n, no), and Enter for the default; anything else asks again,
saying what it takes.
The caller reads the line (``read_line(prompt) -> str``, e.g. ``console.input``), so the
same question works at a terminal, on piped input and in tests.

Ctrl-D and Ctrl-C are not answers: ``EOFError`` and ``KeyboardInterrupt`` from
``read_line`` go through to the caller, which leaves without changing anything.

>>> answers = iter(["nope", "YES"])
>>> ask_yes_no(lambda prompt: next(answers), "Go on with it?", True)
True
>>> ask_yes_no(lambda prompt: "", "Delete it?", False)
False
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ecarte.words.session import SessionWords

ReadLine = Callable[[str], str]

YES = ("y", "yes")  # understood in every language, beside the language's own
NO = ("n", "no")
DEFAULTS = ("[y/N]", "[Y/n]", "[o/N]", "[O/n]", "[s/N]", "[S/n]")  # a question's default


def _words() -> SessionWords:
    from ecarte.words.session import words

    return words()


def with_default(question: str, default: bool) -> str:
    """``question`` ending with its default and a space: ``Concede? [y/N] `` (French
    ``[o/N]``, Italian ``[s/N]``)."""
    question = question.rstrip()
    if not question.endswith(DEFAULTS):
        words = _words()
        question += " " + (words.default_yes if default else words.default_no)
    return question + " "


def _plain(word: str) -> str:
    """A word without its accents: the Italian "sì" typed "si"."""
    import unicodedata

    return "".join(ch for ch in unicodedata.normalize("NFD", word)
                   if not unicodedata.combining(ch))


def read_answer(text: str, default: bool) -> bool | None:
    """The answer a line gives: y/yes, n/no (any case), or the language's own (French
    o/oui, n/non; Italian s/sì/si, n/no), Enter for the default; None for anything else.

    >>> read_answer("Yes", False), read_answer("", True), read_answer("nope", True)
    (True, True, None)
    """
    word = _plain(text.strip().lower())
    if not word:
        return default
    words = _words()
    if word in YES or word in map(_plain, words.yes_words):
        return True
    if word in NO or word in map(_plain, words.no_words):
        return False
    return None


def ask_yes_no(read_line: ReadLine, question: str, default: bool) -> bool:
    """Ask ``question`` until the answer is yes, no or Enter (``default``).
    Raises EOFError / KeyboardInterrupt when the player presses Ctrl-D / Ctrl-C."""
    prompt = with_default(question, default)
    asked = prompt
    while True:
        answer = read_answer(str(read_line(asked)), default)
        if answer is not None:
            return answer
        asked = f"{again(default)}\n{prompt}"


def again(default: bool) -> str:
    """What a question says after an answer that is neither yes nor no."""
    return _words().answer_yes_or_no(default)
