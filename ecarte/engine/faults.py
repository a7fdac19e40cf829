"""Why an action is refused, as a fact: which rule (a ``Rule``), with the cards and the
numbers the rule is about. The engine never words a refusal; a phrasebook does
(``ecarte.words``), in the player's language, and ``str(fault)`` gives the chosen one's
sentence for programs that print it.

>>> from ecarte.engine.cards import Card
>>> fault = Fault(Rule.NOT_HELD, cards=(Card.parse("Ks"),))
>>> fault.rule.value, str(fault)
('not-held', 'you do not hold the K♠')
"""

from __future__ import annotations

import dataclasses
import enum

from ecarte.engine.cards import Card, Suit


class Rule(enum.Enum):
    """The rule an action breaks. The values are codes for files and the wire."""

    # the form of an action built by hand
    PLAY_ONE_CARD = "play-one-card"  # a play names exactly one card
    DISCARD_TWICE = "discard-twice"  # a discard names a card twice
    EXCHANGE_SIZE = "exchange-size"  # an exchange is of 1 to 5 cards (count)
    DISCARD_COUNT = "discard-count"  # a discard of len(cards) cards that counts `count`
    NOT_AN_ACTION = "not-an-action"  # `word` is no action
    TAKES_NOTHING = "takes-nothing"  # `word` takes no cards
    # chance: the cut, the deal, the reshuffle
    MATCH_OVER = "match-over"
    PLAYERS_TURN = "players-turn"  # a deal of the cards when a player is to act
    ACTION_TEXT = "action-text"  # `word`: text given where an Action is wanted
    CUT_FIRST = "cut-first"
    CUT_SAME = "cut-same"
    DEAL_FIRST = "deal-first"
    HAND_SIZE = "hand-size"  # seat `seat` dealt `count` cards, not 5
    STOCK_SIZE = "stock-size"  # a stock of `count` cards, not 21
    DEALT_TWICE = "dealt-twice"  # cards[0] dealt twice
    RESHUFFLE_FIRST = "reshuffle-first"
    RESHUFFLE_PILE = "reshuffle-pile"  # the reshuffled stock is not the discards
    # the match: doubling and conceding
    DOUBLE_OFFERED = "double-offered"  # take or drop first
    NO_VIDEAU = "no-videau"
    DOUBLED_LAST = "doubled-last"
    NO_DOUBLE = "no-double"
    # the exchange
    NO_PROPOSAL = "no-proposal"
    CHOOSE_FIRST = "choose-first"  # the elder must stand or propose first
    ONLY_THE_ELDER = "only-the-elder"
    ANSWER_FIRST = "answer-first"
    EXCHANGE_OVER = "exchange-over"
    DISCARD_NOW = "discard-now"  # `seat` (the elder or the dealer) must discard now
    DISCARD_UNNAMED = "discard-unnamed"  # name the cards, not only how many
    EXCHANGE_NOT_NOW = "exchange-not-now"  # an exchange of `count` cards is not possible
    STOCK_SHORT = "stock-short"  # the stock has only `count` cards
    DISCARD_MOST = "discard-most"  # at most 5 cards
    DISCARD_LEAST = "discard-least"  # at least one card
    # the King
    KING_AUTO = "king-auto"
    KING_DECLARED = "king-declared"
    KING_NOT_HELD = "king-not-held"  # cards[0] is the King of trumps
    KING_LATE = "king-late"
    # the play
    NOT_HELD = "not-held"  # cards[0]
    OVERTAKE = "overtake"  # must head `lead`: cards are the ones that may
    FOLLOW = "follow"  # must follow `lead`'s suit with one of `cards`
    TRUMP = "trump"  # void in `lead`'s suit: must trump (`trump`) with one of `cards`
    NOT_NOW = "not-now"  # nothing else fits: not possible now
    NOT_OF_THE_DEAL = "not-of-the-deal"  # `word` is not an action of the deal


@dataclasses.dataclass(frozen=True, slots=True)
class Fault:
    """A refusal: the rule, and what it is about. Only the fields the rule names are set
    (see ``Rule``): ``cards`` the cards it names, ``lead`` the card led, ``trump`` the
    trump suit, ``count`` a number, ``seat`` a seat, ``dealer`` whether that seat deals,
    ``word`` an action's name as typed."""

    rule: Rule
    cards: tuple[Card, ...] = ()
    lead: Card | None = None
    trump: Suit | None = None
    count: int | None = None
    seat: int | None = None
    dealer: bool = False
    word: str = ""

    def __str__(self) -> str:
        from ecarte.words import phrasebook

        return phrasebook().fault(self)


__all__ = ["Fault", "Rule"]
