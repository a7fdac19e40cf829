"""How cards look: suit glyphs or letters, two or four colours, in the notation of the
player's language (``R♠`` in French, ``Rp`` in its letters).

>>> Look(ascii=True).card_text(Card.parse("10h")).plain
'10h'
>>> Look(ascii=True).plain("you must play a heart higher than the Q♥")
'you must play a heart higher than the Qh'
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable
from typing import Final

from rich.style import Style
from rich.text import Text
from rich.theme import Theme

from ecarte.engine import Card, Suit
from ecarte.engine.cards import to_ascii
from ecarte.words import phrasebook

QUOTED: Final = "'[^'\n]*'|\"[^\"\n]*\"|«[^»\n]*»|“[^”\n]*”"
"""A quoted example: 'discard 4 5', « écarter 1 4 », «scarta»."""
_QUOTE_OPENS: Final = re.compile(rf"(?:^|(?<=[\s(]))(?:{QUOTED})")
_HELD: Final = "\ue000"  # stands for a space inside a quote while textwrap fills lines


def held_quotes(text: str, fill: Callable[[str], str], width: int | None = None) -> str:
    """``text`` filled by ``fill`` (a textwrap function) with each quoted example kept
    on one line (each one no wider than ``width``, if given), as the table's own
    wrapping keeps it.

    >>> import textwrap
    >>> print(held_quotes("type it like 'discard 4 5'.", lambda t: textwrap.fill(t, 20)))
    type it like
    'discard 4 5'.
    """
    def hold(match: re.Match[str]) -> str:
        quote = match.group(0)
        return quote if width is not None and len(quote) > width else \
            quote.replace(" ", _HELD)

    return fill(_QUOTE_OPENS.sub(hold, text)).replace(_HELD, " ")


def _keep_no_break_spaces() -> None:
    """French writes a no-break space before : ; ? ! and inside « » (and a narrow one
    between thousands); rich wraps a line at any white space, those too (its word is
    ``\\s*\\S+\\s*``), and would end a line with "«" or begin one with "; ". Its word
    pattern, with the two no-break spaces inside a word; and its line division, with a
    quoted example ('discard 4 5') one word when it fits on a line. Left alone if rich
    changes."""
    try:
        import rich._wrap as wrap
        import rich.text as rich_text
    except ImportError:  # pragma: no cover - a rich without it wraps its own way
        return
    if not isinstance(getattr(wrap, "re_word", None), re.Pattern) or \
            getattr(rich_text, "divide_line", None) is not wrap.divide_line:
        return
    wrap.re_word = re.compile(r"[^\S\u00a0\u202f]*(?:\S|[\u00a0\u202f])+[^\S\u00a0\u202f]*")
    divide: Callable[[str, int, bool], list[int]] = wrap.divide_line

    def divide_line(text: str, width: int, fold: bool = True) -> list[int]:
        def hold(match: re.Match[str]) -> str:  # the same length: the offsets hold
            quote = match.group(0)
            return quote if len(quote) > width else quote.replace(" ", "\u00a0")

        return divide(_QUOTE_OPENS.sub(hold, text), width, fold)

    wrap.divide_line = divide_line
    rich_text.divide_line = divide_line  # type: ignore[attr-defined]  # imported by name


_keep_no_break_spaces()

_TWO_COLOURS: Final = ("", "red", "red", "")
_FOUR_COLOURS: Final = ("green", "blue", "red", "")

THEME: Final = Theme({
    "title": "bold", "label": "dim", "you": "bold cyan", "them": "bold magenta",
    "good": "green", "bad": "red", "note": "dim", "warn": "yellow", "legal": "dim",
    "position": "dim", "trump": "bold", "points": "bold yellow",
})


@dataclasses.dataclass(frozen=True, slots=True)
class Look:
    """The player's display choices."""

    ascii: bool = False
    four_colour: bool = False
    accents: bool = True  # the output shows é and à: letters for the suits keep them

    def suit(self, suit: Suit) -> str:
        """The suit's glyph, or its letter in the player's language."""
        return phrasebook().suit_letters[suit] if self.ascii else suit.glyph

    def card(self, card: Card) -> str:
        """``K♥`` or ``Kh`` (French ``R♥``, ``Rc``); the ten as ``10``."""
        book = phrasebook()
        return book.typed(card) if self.ascii else book.card(card)

    def card_text(self, card: Card, trump: Suit | None = None) -> Text:
        colours = _FOUR_COLOURS if self.four_colour else _TWO_COLOURS
        style = Style(color=colours[card.suit] or None, bold=card.suit is trump)
        return Text(self.card(card), style=style)

    def cards(self, cards: Iterable[Card], trump: Suit | None = None,
              sep: str = " ") -> Text:
        return Text(sep).join(self.card_text(c, trump) for c in cards)

    def plain(self, text: str) -> str:
        """A sentence with its glyphs turned into letters in ASCII mode, and its accents
        dropped too when the output cannot show them (``accents``): a French player who
        asks for letters still reads "à" and "écarter"."""
        if not self.ascii:
            return text
        letters = phrasebook().suit_letters
        text = text.translate({ord(s.glyph): letters[s] for s in Suit})
        return text if self.accents else to_ascii(text)


def can_encode_glyphs(encoding: str | None) -> bool:
    """Whether an output with this encoding can show ♣♦♥♠ and box lines."""
    try:
        "♣♦♥♠─│╭".encode(encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True
