"""What the book says at an exchange decision (RULES.md §9, the *jeux de règle*), beside
the expert's verdict: the review tells where the expert agrees with the rule of thumb and
where it departs from it ("a jeu de règle: the book stands; so does the expert").

The book is ``bots.hands``, the same rules of thumb the ``club`` bot plays by, read from
the seat's own cards and the trump suit only: nothing hidden. A fact (``BookAdvice``); the
review's words say it.
"""

from __future__ import annotations

import dataclasses
import enum

from ecarte.bots.hands import book_discard, is_jeu_de_regle, why_dealer_refuses
from ecarte.engine import ACCEPT, PROPOSE, REFUSE, STAND, Action, Phase, Rank, SeatView


class BookRule(enum.StrEnum):
    """Which rule of thumb the book's choice comes from; its value is the JSON's code."""

    JEU_DE_REGLE = "jeu-de-regle"  # the elder holds a jeu de règle: stand
    KING_FIRST = "king-first"  # a jeu de règle with the King of trumps, first decision
    NOT_A_JEU = "not-a-jeu"  # no jeu de règle: propose
    DEALER_JEU = "dealer-jeu"  # the dealer refuses: a jeu de règle strong enough
    DEALER_GUARDED = "dealer-guarded"  # the dealer refuses: suits guarded, with trumps
    DEALER_WEAK = "dealer-weak"  # the dealer accepts: nothing that stands alone
    KEEP = "keep"  # discard all but trumps and kings


@dataclasses.dataclass(frozen=True, slots=True)
class BookAdvice:
    """The book's choice (record words) and the rule it follows."""

    choice: str
    rule: BookRule

    def to_json(self) -> dict[str, str]:
        return {"choice": self.choice, "rule": str(self.rule)}


def book_advice(view: SeatView) -> BookAdvice | None:
    """The book's choice at an exchange decision of ``view`` (stand or propose, accept or
    refuse, the discard), None at any other decision."""
    deal = view.deal
    if deal is None or view.seat != deal.to_act:
        return None
    hand, trump = view.hand, deal.trump
    if deal.phase is Phase.STAND_OR_PROPOSE:
        if not is_jeu_de_regle(hand, trump):
            return BookAdvice(str(PROPOSE), BookRule.NOT_A_JEU)
        king = any(c.suit is trump and c.rank is Rank.KING for c in hand)
        if king and not deal.history:
            return BookAdvice(str(PROPOSE), BookRule.KING_FIRST)
        return BookAdvice(str(STAND), BookRule.JEU_DE_REGLE)
    if deal.phase is Phase.ANSWER:
        why = why_dealer_refuses(hand, trump)
        if why is not None:
            return BookAdvice(str(REFUSE), BookRule.DEALER_JEU if why == "jeu"
                              else BookRule.DEALER_GUARDED)
        return BookAdvice(str(ACCEPT), BookRule.DEALER_WEAK)
    if deal.phase is Phase.DISCARD:
        fewest, most = deal.discard_limits(view.seat, view.rules)
        return BookAdvice(str(Action.discard(book_discard(hand, trump, fewest, most))),
                          BookRule.KEEP)
    return None
