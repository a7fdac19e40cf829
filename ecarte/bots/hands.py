"""Hand judgement from the book (RULES.md §9): the jeux de règle, the dealer's refusals,
discarding and leading. Shared by the ``novice`` and ``club`` bots, and by ``expert`` as its
model of what an opponent does.

>>> from ecarte.engine import parse_cards, Suit
>>> is_jeu_de_regle(parse_cards("Qh Ah 7h Ks Kd".split()), Suit.HEARTS)
True
>>> dealer_refuses(parse_cards("Qh Ah 7h Ks Kd".split()), Suit.HEARTS)
True
"""

from __future__ import annotations

from collections.abc import Sequence

from ecarte.engine import DECK, Card, Rank, Suit


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
    pattern = _jeu_pattern(hand, trump)
    if pattern is not None and not _too_weak_for_dealer(hand, trump, pattern):
        return True
    trumps = len(trumps_in(hand, trump))
    guards = guarded_suits(hand, trump)
    return guards >= 3 or (guards >= 2 and trumps >= 1) or (guards >= 1 and trumps >= 2)


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


def book_lead(hand: Sequence[Card], trump: Suit, trumps_out: int) -> Card:
    """Lead the highest card of the guarded (longest) plain suit; trumps first only when
    holding the top ones (``trumps_out``: trumps higher than ours still unseen)."""
    trumps = sorted(trumps_in(hand, trump), key=lambda c: -c.rank)
    if trumps and trumps_out == 0 and (len(trumps) >= 2 or len(trumps) == len(hand)):
        return trumps[0]
    suits = plain_suits(hand, trump)
    if suits:
        best = max(suits.values(), key=lambda cards: (len(cards) >= 2, cards[0].rank, len(cards)))
        return best[0]
    return trumps[-1]


def keep_on_lead(hand: Sequence[Card], trump: Suit, last: tuple[int, Card, Card] | None,
                 seat: int, trumps_out: int) -> Card:
    """The book's lead after a trick (``last``: its leader, lead and follow): keep on with
    the suit one led while it is not trumped, else ``book_lead``."""
    if last is not None:
        leader, lead, follow = last
        if leader == seat and not follow.beats(lead, trump) and lead.suit is not trump:
            same = [c for c in hand if c.suit is lead.suit]
            if same:
                return max(same, key=lambda c: c.rank)
    return book_lead(hand, trump, trumps_out)


def cheap_follow(allowed: Sequence[Card], lead: Card, trump: Suit) -> Card:
    """The lowest card that wins the trick, else the card least worth keeping."""
    winners = [c for c in allowed if c.beats(lead, trump)]
    if winners:
        return min(winners, key=lambda c: (c.suit is trump, c.rank))
    return min(allowed, key=lambda c: (keep_value(c, trump), c.index))


def blind_lead(hand: Sequence[Card], turnup: Card) -> Card:
    """The book's opening lead, knowing only one's hand and the turn-up."""
    trump = turnup.suit
    best = max((c.rank for c in hand if c.suit is trump), default=-1)
    higher = sum(1 for rank in range(best + 1, 8)
                 if rank != turnup.rank and not any(c.suit is trump and c.rank == rank
                                                    for c in hand))
    return book_lead(hand, trump, higher)
