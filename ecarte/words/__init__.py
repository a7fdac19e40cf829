"""The phrasebooks: the only place where facts become sentences, one per language.

A phrasebook is a ``Phrasebook``: an abstract class whose methods each word one kind of
fact. A language that leaves one out cannot be made (``mypy --strict`` says so, and so
does Python at ``phrasebook()``), and each method matches on its fact's kind with
``assert_never`` at the end, so a kind a language forgets is a type error too.

Which language: ``choose(code)`` (from ``--lang`` or the ``lang`` setting), else the
locale (``language_of(environ)``), else English. A phrasebook is loaded once, when first
asked for.

>>> from ecarte.engine.cards import Card
>>> from ecarte.engine.faults import Fault, Rule
>>> fault = Fault(Rule.NOT_HELD, cards=(Card.parse("Qh"),))
>>> [phrasebook(code).fault(fault) for code in LANGUAGES]
['you do not hold the Q♥', "vous n'avez pas la D♥", 'non hai la D♥']
>>> language_of({"LANG": "fr_FR.UTF-8"}), language_of({"LANGUAGE": "it:en"}), language_of({})
('fr', 'it', 'en')
"""

from __future__ import annotations

import abc
import dataclasses
import importlib
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Final, TypeVar

if TYPE_CHECKING:
    import datetime

    from ecarte.engine.cards import Card, Suit
    from ecarte.engine.events import Event, Reason
    from ecarte.engine.faults import Fault

from ecarte.languages import LANGUAGES, language_of

NAMES: Final = {"en": "English", "fr": "français", "it": "italiano"}
"""Each language, in its own words."""


@dataclasses.dataclass(frozen=True, slots=True)
class Person:
    """A seat as a sentence names it: its name, and whether it is told in the second
    person (the viewer, or the player the game calls "you")."""

    name: str
    you: bool


@dataclasses.dataclass(frozen=True, slots=True)
class Speakers:
    """The two seats as the subjects of a language that conjugates: "vous" or a name
    (French), or the verb alone for "you" (Italian: "Giochi", "Ada gioca")."""

    people: tuple[Person, Person]
    you_word: str  # "vous", "tu": "you" inside a sentence
    pronoun: str  # "Vous" before the verb; "" where the verb alone says who

    def who(self, seat: int) -> str:
        return self.you_word if self.people[seat].you else self.people[seat].name

    def says(self, seat: int, yours: str, theirs: str) -> str:
        """The subject and its verb, opening a sentence: "Vous jouez", "Ada joue"."""
        if not self.people[seat].you:
            return f"{self.people[seat].name} {theirs}"
        return f"{self.pronoun} {yours}" if self.pronoun else yours[:1].upper() + yours[1:]

    def tail(self, seat: int, yours: str, theirs: str) -> str:
        """A verb further on, in the seat's person."""
        return yours if self.people[seat].you else theirs


class Phrasebook(abc.ABC):
    """What the game says, in one language. Each method words one kind of fact."""

    code: str
    and_word: str  # "and", "et", "e": the last two of a list
    decimal_mark: str = "."  # "3.5"; French and Italian write "3,5"
    thousands_mark: str = ","  # "5,000"; French "5 000" (a narrow no-break space), Italian "5.000"
    percent_space: str = ""  # "54%"; French "54 %" (a no-break space)
    date_form: str = "%Y-%m-%d"  # a day; French and Italian "%d/%m/%Y"

    singular_zero: bool = False  # French says "0 carte", English and Italian "0 cards"

    def counted(self, count: int, one: str, many: str) -> str:
        """A count and its noun, singular or plural as the language agrees them:
        "1 carta", "2 carte"; French "0 erreur"."""
        single = count == 1 or (self.singular_zero and count == 0)
        return f"{count} {one if single else many}"

    def whole(self, number: int) -> str:
        """A whole number as the language groups its thousands: 5,000, 5 000, 5.000."""
        return f"{number:,}".replace(",", self.thousands_mark)

    def score(self, mine: int, theirs: int) -> str:
        """A score inside a sentence: 5-4; French 5 à 4."""
        return f"{mine}-{theirs}"

    def decimal(self, number: float, places: int = 1) -> str:
        """A number with ``places`` decimals, in the language's marks: 3.5, 3,5."""
        text = f"{number:,.{places}f}"
        return text.replace(",", "\0").replace(".", self.decimal_mark).replace(
            "\0", self.thousands_mark)

    def percent(self, fraction: float, places: int = 0) -> str:
        """A fraction as a percentage: 54%, 54 %, 54%. Only a certainty is 100% or 0%:
        a chance that would round to either is shown beyond the nearest figure, >99% or
        <1% (>99.9% with a decimal).

        >>> from ecarte.words import phrasebook
        >>> [phrasebook("en").percent(p) for p in (1.0, 0.997, 0.5, 0.004, 0.0)]
        ['100%', '>99%', '50%', '<1%', '0%']
        """
        beyond, figure = self.percent_parts(fraction, places)
        return {-1: "<", 0: "", 1: ">"}[beyond] + figure

    def percent_parts(self, fraction: float, places: int = 0) -> tuple[int, str]:
        """A fraction as ``percent`` shows it, in two facts a sentence can word: whether it
        lies beyond the figure shown (-1 under it, 1 over it, 0 it is that figure), and the
        figure ("99%").

        >>> from ecarte.words import phrasebook
        >>> [phrasebook("en").percent_parts(p) for p in (0.997, 0.5, 0.004)]
        [(1, '99%'), (0, '50%'), (-1, '1%')]
        """
        step = 10.0 ** -places  # the smallest figure shown
        shown = float(f"{100 * fraction:.{places}f}")
        if 0 < fraction < 1 and shown >= 100:
            return 1, self.decimal(100 - step, places) + self.percent_space + "%"
        if 0 < fraction < 1 and shown <= 0:
            return -1, self.decimal(step, places) + self.percent_space + "%"
        return 0, self.decimal(100 * fraction, places) + self.percent_space + "%"

    def percent_figure(self, fraction: float, places: int = 0) -> float:
        """The figure ``percent`` shows for a fraction, as a number (99 for 0.997)."""
        step = 10.0 ** -places
        shown = float(f"{100 * fraction:.{places}f}")
        if 0 < fraction < 1 and shown >= 100:
            return 100 - step
        if 0 < fraction < 1 and shown <= 0:
            return step
        return shown

    def day(self, when: datetime.date) -> str:
        """A day: 2026-12-02, 02/12/2026."""
        return when.strftime(self.date_form)

    def moment(self, when: datetime.datetime) -> str:
        """A day and its time to the minute: 2026-12-02 20:14, 02/12/2026 20:14."""
        return f"{self.day(when)} {when:%H:%M}"

    @abc.abstractmethod
    def card(self, card: Card) -> str:
        """A card, short, as the player reads and types it: ``K♠`` (English), ``R♠``."""

    @abc.abstractmethod
    def the_card(self, card: Card) -> str:
        """A card with its article, inside a sentence: "the K♠", "la D♥", "l'A♠"."""

    @abc.abstractmethod
    def article(self, card: Card) -> str:
        """The article before a card, chosen from the card itself (its rank), however the
        card is then drawn: "the ", "la ", "l'"."""

    rank_letters: str = "789TAJQK"  # each rank's letter as typed, in trick order (Rank)
    suit_letters: str = "cdhs"  # each suit's letter as typed, in Suit order

    def read_card(self, text: str) -> Card | None:
        """The card a player typed in this language's notation (``Ks``, ``10h``; French
        ``Rp``, ``10c``; Italian ``Rp``, ``Fq``), any case, or with the suit's glyph
        (``R♠``, always); ten is ``10`` (or the rank letter). None if it is no card."""
        from ecarte.engine.cards import DECK

        clean = text.strip().lower().replace("\ufe0f", "")
        if len(clean) < 2:
            return None
        rank_text, suit_text = clean[:-1], clean[-1]
        glyphs = {"♣": 0, "♦": 1, "♥": 2, "♠": 3, "♧": 0, "♢": 1, "♡": 2, "♤": 3}
        suit = glyphs.get(suit_text, self.suit_letters.find(suit_text))
        rank = 3 if rank_text == "10" else (
            self.rank_letters.lower().find(rank_text) if len(rank_text) == 1 else -1)
        if suit < 0 or rank < 0 or not rank_text.isalnum():
            return None
        return DECK[suit * 8 + rank]

    def typed(self, card: Card) -> str:
        """A card as a player of this language types it, in letters: ``Ks``, ``Rp``."""
        rank = "10" if card.rank.letter == "T" else self.rank_letters[card.rank]
        return rank + self.suit_letters[card.suit]

    @abc.abstractmethod
    def not_a_card(self, text: str) -> str:
        """Why ``text`` (shown short) is no card: how to write one in this language."""

    @abc.abstractmethod
    def suit(self, suit: Suit) -> str:
        """A suit's name as a sentence uses it after "follow with" or "no": "a spade",
        "pique"."""

    def in_list(self, card: Card) -> str:
        """A card in a list of cards: short in English, with its article in French."""
        return self.the_card(card)

    def listed(self, cards: Iterable[Card]) -> str:
        """Cards in a sentence: "K♠, 10♥ and 7♣", "le R♠, le 10♥ et le 7♣"."""
        names = [self.in_list(card) for card in cards]
        if len(names) <= 1:
            return "".join(names)
        return ", ".join(names[:-1]) + f" {self.and_word} " + names[-1]

    @abc.abstractmethod
    def reason(self, reason: Reason) -> str:
        """One reason for a deal's points: "3 tricks: the point", "+1 because the elder
        stood"."""

    @abc.abstractmethod
    def narrate(self, event: Event, people: tuple[Person, Person], *, leads: bool = False,
                ruffs: bool = False, discards: bool = False,
                spectator: bool = False) -> list[str | Card | Suit] | None:
        """One event as the table tells it, in pieces (words, cards, suits), or None when
        it says nothing new (the King turned up is told by its point; the ends of a
        deal, a game and the match are panels). ``leads``: the card played opens a trick;
        ``ruffs``: it is a trump played to a lead of another suit (it takes the trick);
        ``discards``: it is neither of the lead's suit nor a trump;
        ``spectator``: the viewer sees both hands."""

    def hands(self, seats: tuple[int, int], hands: tuple[tuple[Card | None, ...], ...],
              holds: Callable[[int], str]) -> list[str | Card | Suit]:
        """A spectator's view of a deal: a line for each seat's hand, ``holds(seat)``
        ("You hold", "Ada a") then its cards."""
        pieces: list[str | Card | Suit] = []
        for seat in seats:
            pieces += [f"\n  {holds(seat)} ", *spaced(known(hands[seat]))]
        return pieces

    @abc.abstractmethod
    def fault(self, fault: Fault) -> str:
        """Why an action is refused, a clause without its full stop."""


def capitalised(text: str) -> str:
    """``text`` with a capital first letter: a name opening a sentence."""
    return text[:1].upper() + text[1:]


def known(cards: Iterable[Card | None]) -> tuple[Card, ...]:
    """The cards the viewer sees (an unseen card is None), in the order of a hand."""
    from ecarte.engine.cards import in_hand_order

    return in_hand_order(card for card in cards if card is not None)


def spaced(cards: Iterable[Card]) -> list[str | Card | Suit]:
    """Cards one space apart, as a line of a narration shows them."""
    pieces: list[str | Card | Suit] = []
    for card in cards:
        pieces += [" ", card] if pieces else [card]
    return pieces


_LOADED: dict[str, Phrasebook] = {}
_CHOSEN: list[str] = []


def choose(code: str) -> None:
    """Speak ``code`` from now on (one of ``LANGUAGES``). Raises ValueError otherwise."""
    if code not in LANGUAGES:
        raise ValueError(f"there is no language {code[:20]!r}: choose one of "
                         f"{', '.join(LANGUAGES)}")
    _CHOSEN[:] = [code]


def chosen() -> str:
    """The language chosen, or English."""
    return _CHOSEN[0] if _CHOSEN else "en"


def phrasebook(code: str | None = None) -> Phrasebook:
    """The phrasebook of ``code`` (default: the chosen language), loaded once."""
    code = code or chosen()
    book = _LOADED.get(code)
    if book is None:
        if code not in LANGUAGES:
            raise ValueError(f"there is no language {code[:20]!r}")
        module = importlib.import_module(f"ecarte.words.{code}")
        book = _LOADED[code] = module.BOOK
    return book





Words = TypeVar("Words")
_AREAS: dict[tuple[str, str], object] = {}


def area(package: str, kind: type[Words], code: str | None = None) -> Words:
    """The words of one area of the game in ``code`` (default: the chosen language),
    loaded once. An area is a package under ``ecarte.words`` (``ecarte.words.table``):
    its ``__init__`` defines ``kind``, a ``NamedTuple`` whose fields are the area's
    messages (``str`` for a fixed sentence, ``Callable[[int, str], str]`` for one with
    blanks), and a function that calls this; its modules ``en``, ``fr`` and ``it`` each
    hold ``WORDS = kind(...)``. A language that leaves a message out, or gives one the
    wrong blanks, fails ``mypy --strict`` (the tuple wants every field, each typed),
    and ``tests/test_words_areas.py`` fills every blank of every message in each."""
    code = code or chosen()
    key = (package, code)
    words = _AREAS.get(key)
    if words is None:
        if code not in LANGUAGES:
            raise ValueError(f"there is no language {code[:20]!r}")
        words = importlib.import_module(f"{package}.{code}").WORDS
        if not isinstance(words, kind):
            raise TypeError(f"{package}.{code}.WORDS is not a {kind.__name__}")
        _AREAS[key] = words
    return words  # type: ignore[return-value]  # checked just above, or when stored


def said(fault: Fault | None, code: str | None = None) -> str | None:
    """The sentence of ``fault`` in ``code`` (default: the chosen language), or None."""
    return None if fault is None else phrasebook(code).fault(fault)


__all__ = [
    "LANGUAGES",
    "NAMES",
    "Person",
    "Phrasebook",
    "area",
    "capitalised",
    "choose",
    "chosen",
    "known",
    "language_of",
    "phrasebook",
    "said",
    "spaced",
]
