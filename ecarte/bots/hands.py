"""Hand judgement from the book (RULES.md §9): the jeux de règle, the dealer's refusals,
discarding and drawing, leading and following. Written once here and shared by the
``novice`` and ``club`` bots, and by ``expert`` as its model of what an opponent does (its
replays, rollouts and searches). The habits of card play work over bitmasks, for the
searches; the card-list versions are thin adapters of them.

>>> from ecarte.engine import parse_cards, Suit
>>> is_jeu_de_regle(parse_cards("Qh Ah 7h Ks Kd".split()), Suit.HEARTS)
True
>>> dealer_refuses(parse_cards("Qh Ah 7h Ks Kd".split()), Suit.HEARTS)
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from ecarte.bots.solver import BEATERS
from ecarte.engine import DECK, Card, Rank, Suit
from ecarte.engine.kernel import SUIT_MASKS, above, beats, bits_of, mask


def trumps_in(hand: Sequence[Card], trump: Suit) -> list[Card]:
    return [c for c in hand if c.suit is trump]


def plain_suits(hand: Sequence[Card], trump: Suit) -> dict[Suit, list[Card]]:
    """The plain (non-trump) cards by suit, each high to low."""
    suits: dict[Suit, list[Card]] = {}
    for card in sorted(hand, key=lambda c: -c.rank):
        if card.suit is not trump:
            suits.setdefault(card.suit, []).append(card)
    return suits


def keepers(hand: Sequence[Card], trump: Suit) -> list[Card]:
    """Trumps and kings: the cards the book says to keep when discarding."""
    return [c for c in hand if c.suit is trump or c.rank is Rank.KING]


def _jeu_pattern(hand: Sequence[Card], trump: Suit) -> str | None:
    """Which jeu de règle the hand is (a short name), or None."""
    if len(hand) != 5:
        return None
    trumps = len(trumps_in(hand, trump))
    suits = plain_suits(hand, trump)
    lengths = sorted((len(cards) for cards in suits.values()), reverse=True)
    queens = [c for c in hand if c.suit is not trump and c.rank is Rank.QUEEN]
    if len(keepers(hand, trump)) >= 3:
        return "keepers"
    if trumps == 2 and lengths[:1] == [3]:
        return "two trumps and three of a suit"
    if trumps == 1:
        if any({Rank.KING, Rank.QUEEN, Rank.JACK} <= {c.rank for c in cards}
               for cards in suits.values()):
            return "tierce major"
        if lengths[:1] == [4]:
            return "four of a suit"
        if len(queens) >= 2:
            return "two queens"
        if queens and any(c.rank is Rank.JACK and len(suits[c.suit]) >= 2
                          for c in hand if c.suit is not trump and c.suit is not queens[0].suit):
            return "queen and guarded jack"
        single = {cards[0].rank for cards in suits.values() if len(cards) == 1}
        if Rank.KING in single and Rank.QUEEN in single:
            return "unguarded king and queen"
    if trumps == 0 and sum(c.rank.is_court for c in hand) >= 4:
        return "four court cards"
    return None


def is_jeu_de_regle(hand: Sequence[Card], trump: Suit) -> bool:
    """A hand that wins three tricks unless the dealer holds two trumps (§9)."""
    return _jeu_pattern(hand, trump) is not None


def book_stands(hand: Sequence[Card], trump: Suit, first: bool) -> bool:
    """The book's stand: a jeu de règle, except that at the first decision of a deal one
    proposes holding the King of trumps (it cannot be drawn away)."""
    return is_jeu_de_regle(hand, trump) and not (first and DECK[trump * 8 + Rank.KING] in hand)


def _too_weak_for_dealer(hand: Sequence[Card], trump: Suit, pattern: str) -> bool:
    suits = plain_suits(hand, trump)
    if pattern == "two trumps and three of a suit":
        three = next(cards for cards in suits.values() if len(cards) == 3)
        return not three[0].rank.is_court
    if pattern == "tierce major":
        tierce = next(s for s, cards in suits.items()
                      if {Rank.KING, Rank.QUEEN, Rank.JACK} <= {c.rank for c in cards})
        fifth = [c for c in hand if (c.suit is not trump and c.suit is not tierce)
                 or (c.suit is tierce and c.rank < Rank.JACK)]
        return not any(c.rank.is_court for c in fifth)
    if pattern == "four of a suit":
        return True
    if pattern == "two queens":
        return not all(len(suits[c.suit]) == 2 for c in hand
                       if c.suit is not trump and c.rank is Rank.QUEEN)
    if pattern == "queen and guarded jack":
        queen = next(c for c in hand if c.suit is not trump and c.rank is Rank.QUEEN)
        jack = next(c for c in hand if c.suit not in (trump, queen.suit) and c.rank is Rank.JACK)
        others = [c for c in hand if c.suit not in (trump, queen.suit, jack.suit)]
        return len(suits[queen.suit]) < 2 and not any(c.rank.is_court for c in others)
    if pattern == "unguarded king and queen":
        others = [c for c in hand if (c.suit is not trump and len(suits[c.suit]) >= 2)
                  or (c.suit is not trump and c.rank < Rank.QUEEN)]
        return not any(c.rank >= Rank.ACE for c in others)
    if pattern == "four court cards":
        return len({c.suit for c in hand if c.rank.is_court}) < 3
    return False


def guarded_suits(hand: Sequence[Card], trump: Suit) -> int:
    """Plain suits holding the king or the queen (a queen counts as a guard)."""
    return sum(any(c.rank >= Rank.QUEEN for c in cards)
               for cards in plain_suits(hand, trump).values())


def dealer_refuses(hand: Sequence[Card], trump: Suit) -> bool:
    """The book's answer to a proposal (§9): refuse with a jeu de règle not too weak for
    the dealer, or when guarded in three suits, in two with a trump, in one with two."""
    return why_dealer_refuses(hand, trump) is not None


def why_dealer_refuses(hand: Sequence[Card], trump: Suit) -> str | None:
    """Why the book's dealer refuses: "jeu" (a jeu de règle not too weak for the dealer),
    "guarded" (suits guarded, with trumps), or None when it accepts."""
    pattern = _jeu_pattern(hand, trump)
    if pattern is not None and not _too_weak_for_dealer(hand, trump, pattern):
        return "jeu"
    trumps = len(trumps_in(hand, trump))
    guards = guarded_suits(hand, trump)
    if guards >= 3 or (guards >= 2 and trumps >= 1) or (guards >= 1 and trumps >= 2):
        return "guarded"
    return None


_TRUMP_TRICKS = (0.62, 0.64, 0.66, 0.7, 0.74, 0.8, 0.9, 1.0)
_PLAIN_TRICKS = (0.0, 0.0, 0.02, 0.05, 0.1, 0.22, 0.45, 0.8)


def trick_estimate(hand: Sequence[Card], trump: Suit) -> float:
    """A rough count of the tricks a hand takes (a quick judgement, not a search)."""
    suits = plain_suits(hand, trump)
    total = 0.0
    for card in hand:
        if card.suit is trump:
            total += _TRUMP_TRICKS[card.rank]
        else:
            value = _PLAIN_TRICKS[card.rank]
            if card.rank in (Rank.QUEEN, Rank.JACK) and len(suits[card.suit]) >= 2:
                value += 0.15
            total += value
    return total


def even_chance(hand: Sequence[Card], trump: Suit) -> bool:
    """About an even chance of the point: worth playing against an opponent at 4."""
    return is_jeu_de_regle(hand, trump) or trick_estimate(hand, trump) >= 2.1


def keep_value(card: Card, trump: Suit, hand: Sequence[Card] = ()) -> int:
    """How much a card is worth keeping: trumps, then kings, then the rest by rank."""
    if card.suit is trump:
        return 20 + card.rank
    if card.rank is Rank.KING:
        return 15
    guarded = sum(c.suit is card.suit for c in hand) >= 2
    if card.rank is Rank.QUEEN:
        return 12 if guarded else 10
    return card.rank


def throw_order(hand: Sequence[Card], trump: Suit) -> list[Card]:
    """The hand from the first card to throw to the last."""
    return sorted(hand, key=lambda c: (keep_value(c, trump, hand), c.index))


def book_discard(hand: Sequence[Card], trump: Suit, fewest: int, most: int) -> tuple[Card, ...]:
    """Keep trumps and kings, throw the rest, within the limits of the stock."""
    rest = [c for c in throw_order(hand, trump) if c.suit is not trump and c.rank is not Rank.KING]
    count = max(fewest, min(most, len(rest)))
    return tuple(throw_order(hand, trump)[:count])


def draw(hand: Sequence[Card], thrown: Sequence[Card], stock: Sequence[Card],
         spare: Sequence[Card] = ()) -> tuple[list[Card], list[Card]]:
    """``hand`` after throwing ``thrown`` and drawing as many from the top of ``stock``
    (then from ``spare``, the discards reshuffled, if it runs short), and the stock left."""
    count = len(thrown)
    drawn = list(stock[:count])
    if len(drawn) < count:
        drawn += spare[:count - len(drawn)]
    return [c for c in hand if c not in thrown] + drawn, list(stock[count:])


def book_exchange(hand: Sequence[Card], trump: Suit, stock: Sequence[Card], fewest: int,
                  most: int = 5) -> tuple[list[Card], list[Card]]:
    """Discard by the book, no more than the stock holds, and draw: the hand and stock
    after."""
    return draw(hand, book_discard(hand, trump, fewest, min(most, len(stock))), stock)


# The habits of card play, over bitmasks of card indexes (``ecarte.engine.kernel``): the
# expert's searches play the opponent's side with them by the thousand.

_SUITS: Final = tuple(range(4))
_KEEP: Final = tuple(tuple(keep_value(card, trump) for card in DECK) for trump in Suit)
"""Per trump suit, ``keep_value`` of each card by index."""


def trumps_out(hand: int, seen: int, trump: int) -> int:
    """The trumps above the best one in ``hand`` (every trump if it holds none) that the
    player has not seen: held neither in ``hand`` nor ``seen``."""
    trumps = hand & SUIT_MASKS[trump]
    higher = above(trumps.bit_length() - 1) if trumps else SUIT_MASKS[trump]
    return higher & ~seen & ~hand


def habit_lead(hand: int, seen: int, trump: int, kept_on: int | None = None,
               suits: Sequence[int] = _SUITS) -> int:
    """The book's lead from ``hand`` (§9). Keep on with the plain suit of ``kept_on`` (the
    card this player led to the last trick, if he won it with it) while he holds it;
    lead the best trump when no higher one is out (``seen``: the cards he has seen) and
    holding two or nothing else; else the highest card of the best plain suit (guarded,
    then by its top card, then longest; a tie to the first in ``suits``); else the lowest
    trump."""
    if kept_on is not None and kept_on >> 3 != trump:
        same = hand & SUIT_MASKS[kept_on >> 3]
        if same:
            return same.bit_length() - 1
    trumps = hand & SUIT_MASKS[trump]
    if trumps and (trumps.bit_count() >= 2 or trumps == hand) \
            and not trumps_out(hand, seen, trump):
        return trumps.bit_length() - 1
    choice = -1
    score = (-1, -1, -1)
    for suit in suits:
        if suit == trump:
            continue
        cards = hand & SUIT_MASKS[suit]
        if cards:
            top = cards.bit_length() - 1
            key = (int(cards.bit_count() >= 2), top & 7, cards.bit_count())
            if key > score:
                score, choice = key, top
    if choice >= 0:
        return choice
    return (trumps & -trumps).bit_length() - 1


def habit_follow(allowed: int, lead: int, trump: int) -> int:
    """The book's follow from the cards ``allowed`` on ``lead``: the cheapest card that
    takes the trick, else the one least worth keeping."""
    winners = allowed & BEATERS[trump][lead]  # all of one suit, the rules allowing
    if winners:
        return (winners & -winners).bit_length() - 1
    keep = _KEEP[trump]
    return min(bits_of(allowed), key=lambda card: (keep[card], card))


def keep_on_lead(hand: Sequence[Card], trump: Suit, last: tuple[int, Card, Card] | None,
                 seat: int, seen: Iterable[Card]) -> Card:
    """``habit_lead`` for ``seat`` after a trick (``last``: its leader, lead and follow),
    having seen ``seen``. Of two plain suits the book rates alike, the one whose top card
    comes first in ``hand`` is led."""
    kept_on = None
    if last is not None:
        leader, lead, follow = last
        if leader == seat and not beats(follow.index, lead.index, trump):
            kept_on = lead.index
    return DECK[habit_lead(mask(hand), mask(seen), trump, kept_on,
                           tuple(plain_suits(hand, trump)))]


def blind_lead(hand: Sequence[Card], turnup: Card) -> Card:
    """The book's opening lead, knowing only one's hand and the turn-up."""
    return keep_on_lead(hand, turnup.suit, None, 0, (turnup,))


def cheap_follow(allowed: Sequence[Card], lead: Card, trump: Suit) -> Card:
    """``habit_follow`` over cards."""
    return DECK[habit_follow(mask(allowed), lead.index, trump)]
