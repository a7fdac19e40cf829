"""The rest of an exchange played out by the book (both sides), so that a decision taken
now is valued with the chances it leaves later: another proposal, another refusal."""

from __future__ import annotations

from collections.abc import Sequence

from ecarte.bots.hands import book_exchange, dealer_refuses, is_jeu_de_regle
from ecarte.engine import Card, Deal, Rules, Suit


def fewest_discards(deal: Deal, rules: Rules) -> tuple[int, int]:
    """The fewest cards the elder and the dealer may each throw in this deal's exchanges."""
    return deal.discard_limits(deal.elder, rules)[0], deal.discard_limits(deal.dealer, rules)[0]


def exchange_once(elder: list[Card], dealer: list[Card], stock: list[Card], trump: Suit,
                  fewest: tuple[int, int]) -> tuple[list[Card], list[Card], list[Card]]:
    """One accepted proposal: the elder then the dealer discard by the book and draw
    (``fewest``: see ``fewest_discards``)."""
    elder, stock = book_exchange(elder, trump, stock, fewest[0])
    if stock:
        dealer, stock = book_exchange(dealer, trump, stock, fewest[1])
    return elder, dealer, stock


def play_out(elder: list[Card], dealer: list[Card], stock: Sequence[Card], trump: Suit,
             fewest: tuple[int, int], proposals: int, rounds: int = 3
             ) -> tuple[list[Card], list[Card], int | None]:
    """From the elder's turn after an exchange (``proposals``: those made so far in the
    deal): he stands with a jeu de règle, else proposes; the dealer answers by the book.
    Returns the hands at play and the number of the proposal the dealer refused, if he
    did (whether that costs him a penalty is ``refusal_penalised``)."""
    left = list(stock)
    for _ in range(rounds):
        if not left or is_jeu_de_regle(elder, trump):
            return elder, dealer, None
        proposals += 1
        if dealer_refuses(dealer, trump):
            return elder, dealer, proposals
        elder, dealer, left = exchange_once(elder, dealer, left, trump, fewest)
    return elder, dealer, None
