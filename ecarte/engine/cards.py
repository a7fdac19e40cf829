"""Cards, suits and ranks, in the notation of the rule book (§1).

>>> Card.parse("10h"), str(Card.parse("K♠")), Card.parse("ks").pretty
(Card.parse('Th'), 'Ks', 'K♠')
"""

from __future__ import annotations

import enum
import operator
import unicodedata
from collections.abc import Callable, Iterable
from typing import Final

from ecarte.engine.kernel import beats


class InvalidCardError(ValueError):
    """Text that does not name a card (also ``ecarte.engine.errors.InvalidCardError``):
    ``problem`` says how ("missing", "not-a-card" with the ``text`` given, "twice" with
    the ``card`` named twice); worded when shown, in the chosen language."""

    def __init__(self, problem: str, text: str = "", card: Card | None = None) -> None:
        super().__init__(problem, text, card)
        self.problem, self.text, self.card = problem, text, card

    def __str__(self) -> str:
        from ecarte.words.records import words

        said = words()
        if self.problem == "missing":
            return said.card_missing
        if self.problem == "twice" and self.card is not None:
            return said.named_twice(self.card)
        return said.not_a_card(repr(self.text[:20]))


class Suit(enum.IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "cdhs"[self]

    @property
    def glyph(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def noun(self) -> str:
        """The suit's name in English, plural: 'hearts'."""
        return ("clubs", "diamonds", "hearts", "spades")[self]

    @property
    def singular(self) -> str:
        return ("club", "diamond", "heart", "spade")[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


class Rank(enum.IntEnum):
    """Ranks in trick order: a higher value wins the trick (K Q J A 10 9 8 7)."""

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    ACE = 4
    JACK = 5
    QUEEN = 6
    KING = 7

    @property
    def letter(self) -> str:
        return "789TAJQK"[self]

    @property
    def label(self) -> str:
        """How a player writes it: '10' for the ten, else the letter."""
        return "10" if self is Rank.TEN else self.letter

    @property
    def noun(self) -> str:
        return ("seven", "eight", "nine", "ten", "ace", "jack", "queen", "king")[self]

    @property
    def is_court(self) -> bool:
        return self >= Rank.JACK


_SUIT_INPUT: Final = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES,
                      "♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES,
                      "♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES}
_RANK_INPUT: Final = {"7": Rank.SEVEN, "8": Rank.EIGHT, "9": Rank.NINE, "t": Rank.TEN,
                      "10": Rank.TEN, "a": Rank.ACE, "j": Rank.JACK, "q": Rank.QUEEN,
                      "k": Rank.KING}


class Card:
    """One of the 32 cards. Instances are shared: ``Card.of(r, s) is Card.of(r, s)``."""

    __slots__ = ("index", "rank", "suit")
    rank: Rank
    suit: Suit
    index: int

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        return _CARDS[suit * 8 + rank]

    @classmethod
    def _make(cls, rank: Rank, suit: Suit) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", suit * 8 + rank)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return (Card, (self.rank, self.suit))

    @staticmethod
    def parse(text: str) -> Card:
        """Read a card: ``Ks``, ``th``, ``10h``, ``K♠`` (case-insensitive)."""
        raw = text.strip()
        clean = raw.lower().replace("\ufe0f", "")
        if len(clean) >= 2 and clean[-1] in _SUIT_INPUT and clean[:-1] in _RANK_INPUT:
            return _CARDS[_SUIT_INPUT[clean[-1]] * 8 + _RANK_INPUT[clean[:-1]]]
        if not raw:
            raise InvalidCardError("missing")
        raise InvalidCardError("not-a-card", raw)

    @property
    def pretty(self) -> str:
        """The card for people: ``10♥``, ``K♠``."""
        return self.rank.label + self.suit.glyph

    def beats(self, other: Card, trump: Suit) -> bool:
        """Whether this card, played second, wins a trick led with ``other``."""
        return beats(self.index, other.index, trump)

    def __str__(self) -> str:
        return self.rank.letter + self.suit.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __hash__(self) -> int:
        return self.index

    # No ordering operators: a class that defines one in Python makes every comparison of
    # its instances, ``==`` and ``in`` included, a Python call (cards are compared by
    # identity, in C, many times a deal). Sort with ``key=deck_order``.


_CARDS: Final[tuple[Card, ...]] = tuple(
    Card._make(rank, suit) for suit in Suit for rank in Rank)

DECK: Final[tuple[Card, ...]] = _CARDS
"""The 32 cards, clubs to spades, each suit seven to king (trick order)."""

deck_order: Final[Callable[[Card], int]] = operator.attrgetter("index")
"""The key that sorts cards in the order of ``DECK``: by suit, then rank."""


def parse_cards(texts: Iterable[str]) -> tuple[Card, ...]:
    """Read several cards; duplicates are an error."""
    cards = tuple(Card.parse(t) for t in texts)
    if len(set(cards)) != len(cards):
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise InvalidCardError("twice", card=card)
            seen.add(card)
    return cards


def pretty_cards(cards: Iterable[Card]) -> str:
    """``K♠ 10♥`` for messages."""
    return " ".join(card.pretty for card in cards)


_TO_LETTERS: Final = str.maketrans({suit.glyph: suit.letter for suit in Suit})


def to_ascii(text: str) -> str:
    """``text`` with suit glyphs as letters and accents dropped, for outputs that cannot
    show more than ASCII.

    >>> to_ascii("Écarté: you hold the K♠ and 10♥")
    'Ecarte: you hold the Ks and 10h'
    """
    text = unicodedata.normalize("NFKD", text.translate(_TO_LETTERS))
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def listed_cards(cards: Iterable[Card]) -> str:
    """``K♠, 10♥ and 7♣`` for sentences."""
    names = [card.pretty for card in cards]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def in_hand_order(cards: Iterable[Card], trump: Suit | None = None) -> tuple[Card, ...]:
    """Group by suit, trumps first, each suit high to low in trick order."""
    def key(card: Card) -> tuple[int, int, int]:
        return (0 if card.suit is trump else 1, card.suit, -card.rank)
    return tuple(sorted(cards, key=key))
