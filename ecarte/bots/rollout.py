"""The rest of an exchange played out by the book (both sides), so that a decision taken
now is valued with the chances it leaves later: another proposal, another refusal."""

from __future__ import annotations

from collections.abc import Sequence

from ecarte.bots.hands import book_discard, dealer_refuses, is_jeu_de_regle
from ecarte.engine import Card, Rules, Suit


def exchange_once(elder: list[Card], dealer: list[Card], stock: list[Card], trump: Suit,
                  rules: Rules) -> tuple[list[Card], list[Card], list[Card]]:
    """One accepted proposal: the elder then the dealer discard by the book and draw."""
    thrown = book_discard(elder, trump, 1, min(5, len(stock)))
    elder = [c for c in elder if c not in thrown] + stock[:len(thrown)]
    stock = stock[len(thrown):]
    if stock:
        fewest = 0 if rules.dealer_may_stand_pat else 1
        thrown = book_discard(dealer, trump, fewest, min(5, len(stock)))
        dealer = [c for c in dealer if c not in thrown] + stock[:len(thrown)]
        stock = stock[len(thrown):]
    return elder, dealer, stock


def play_out(elder: list[Card], dealer: list[Card], stock: Sequence[Card], trump: Suit,
             rules: Rules, rounds: int = 3) -> tuple[list[Card], list[Card], bool]:
    """From the elder's turn after an exchange: he stands with a jeu de règle, else
    proposes; the dealer answers by the book. Returns the hands at play and whether the
    dealer refused (he pays the penalty only under ``penalty_any_refusal``)."""
    left = list(stock)
    for _ in range(rounds):
        if not left or is_jeu_de_regle(elder, trump):
            return elder, dealer, False
        if dealer_refuses(dealer, trump):
            return elder, dealer, True
        elder, dealer, left = exchange_once(elder, dealer, left, trump, rules)
    return elder, dealer, False
