"""The one door where numbers from outside are checked: flags, settings, saves and
records read their whole numbers here, and a value refused is echoed short.

A seed is a whole number from 0 to ``MAX_SEED`` (2**63 - 1, the largest whole number
SQLite stores as a number and most languages hold in 64 bits), docs/records.md.

>>> read_whole("12", "the seed", 0, MAX_SEED)
12
>>> read_whole("-1", "the seed", 0, MAX_SEED)
Traceback (most recent call last):
...
ecarte.numbers.NumberError: the seed is a whole number from 0 to 9223372036854775807, not -1
>>> read_whole("9" * 5000, "the seed", 0, MAX_SEED)
Traceback (most recent call last):
...
ecarte.numbers.NumberError: the seed is a whole number from 0 to 9223372036854775807, not a \
number of 5,000 digits
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing loads re: the command line reads this module at start-up
if TYPE_CHECKING:
    from typing import Final

MAX_SEED: Final = 2**63 - 1
"""The largest seed: seeds are whole numbers from 0 to 2**63 - 1."""

_SHOWN: Final = 24  # the most characters of a refused value echoed back


class NumberError(ValueError):
    """A number from outside that is not one, or out of its range: ``what`` it is named
    (its English name, "the seed", which the commands area words), its range and the text
    given; its message is a sentence in the chosen language that echoes the value short."""

    def __init__(self, what: str, least: int, most: int | None, text: str) -> None:
        super().__init__(what, least, most, text)
        self.what, self.least, self.most, self.text = what, least, most, text

    def __str__(self) -> str:
        from ecarte.words.commands import name, words

        said = words()
        what, got = name(self.what), _described(self.text)
        if self.most is None:
            return said.whole_from(what, str(self.least), got)
        return said.whole_from_to(what, str(self.least), str(self.most), got)


def echo(text: str) -> str:
    """A value from outside as a sentence quotes it: in full when short, else its start
    and its length, so that a 5,000-character value never makes a 5,000-character line.

    >>> echo("abc"), echo("x" * 40)
    ("'abc'", "'xxxxxxxxxxxxxxxxxxxx…' (40 characters)")
    """
    if len(text) <= _SHOWN:
        return repr(text)
    from ecarte.words import phrasebook
    from ecarte.words.commands import words

    length = words().characters(phrasebook().whole(len(text)))
    return f"{text[:_SHOWN - 4]!r}"[:-1] + "…' " + length


def _described(text: str) -> str:
    digits = text.strip().lstrip("+-")
    if len(text) > _SHOWN and digits.isdecimal():
        from ecarte.words import phrasebook
        from ecarte.words.commands import words

        return words().digits(phrasebook().whole(len(digits)))
    if text.strip().lstrip("+-").isdecimal():
        return text.strip()
    return echo(text)


def read_whole(text: str, what: str, least: int, most: int | None = None) -> int:
    """The whole number ``text`` says, from ``least`` (to ``most``), or NumberError naming
    it ``what`` ("the seed") and echoing the text short. ASCII digits, one sign at most,
    spaces around."""
    stripped = text.strip(" \t\n")
    digits = stripped[1:] if stripped[:1] in ("+", "-") else stripped
    if not digits.isascii() or not digits.isdigit() or len(digits) > 4300:
        raise NumberError(what, least, most, text)
    value = int(stripped)
    if value < least or (most is not None and value > most):
        raise NumberError(what, least, most, text)
    return value


def seed_problem(value: object) -> str | None:
    """Why ``value`` (read from JSON) is not a seed, or None when it is one.

    >>> seed_problem(7), seed_problem(True), seed_problem(2**63)
    (None, 'the seed is not a whole number', 'the seed is not from 0 to 9223372036854775807')
    """
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_SEED:
        from ecarte.words.commands import words

        said = words()
        if not isinstance(value, int) or isinstance(value, bool):
            return said.seed_not_whole
        return said.seed_out(str(MAX_SEED))
    return None


def is_seed(value: object) -> bool:
    """Whether ``value`` is a seed: a whole number from 0 to MAX_SEED."""
    return seed_problem(value) is None
