"""English: the game's words as an English club player says them."""

from __future__ import annotations

from typing import Final, assert_never

from ecarte.engine import events as ev
from ecarte.engine.actions import KINDS
from ecarte.engine.cards import Card, Suit
from ecarte.engine.events import Event, Reason, Why
from ecarte.engine.faults import Fault, Rule
from ecarte.numbers import echo
from ecarte.words import Person, Phrasebook, known, spaced

_A_SUIT: Final = ("a club", "a diamond", "a heart", "a spade")
_SUITS: Final = ("clubs", "diamonds", "hearts", "spades")


def _s(count: int) -> str:
    return "" if count == 1 else "s"


class English(Phrasebook):
    code = "en"
    and_word = "and"

    def card(self, card: Card) -> str:
        return card.pretty

    def the_card(self, card: Card) -> str:
        return self.article(card) + card.pretty

    def article(self, card: Card) -> str:
        return "the "

    def in_list(self, card: Card) -> str:
        return self.card(card)  # "the K♠, 10♥ and 7♣"

    def not_a_card(self, text: str) -> str:
        return (f"{echo(text)} is not a card: write a rank (7 8 9 10 A J Q K, or T for the "
                "ten) then a suit (c d h s, or ♣ ♦ ♥ ♠), like Ks or 10h")

    def suit(self, suit: Suit) -> str:
        return _A_SUIT[suit]

    def reason(self, reason: Reason) -> str:
        refus = " (point de refus)" if reason.refus else ""
        match reason.why:
            case Why.POINT:
                return f"{reason.tricks} tricks: the point"
            case Why.VOLE:
                return "all five tricks: the vole"
            case Why.STOOD:
                return "+1 because the elder stood" + refus
            case Why.REFUSED:
                return "+1 because the dealer refused" + refus
            case Why.KING_TURNED:
                return "the King turned up"
            case Why.KING_DECLARED:
                return "the King of trumps declared"
            case Why.CONCEDED:
                return "the opponent conceded: the point"
            case Why.CONCEDED_VOLE:
                return "the opponent conceded without a trick: the vole"
            case _:
                assert_never(reason.why)

    def narrate(self, event: Event, people: tuple[Person, Person], *, leads: bool = False,
                ruffs: bool = False, discards: bool = False,
                spectator: bool = False) -> list[str | Card | Suit] | None:
        def who(seat: int) -> str:
            return "you" if people[seat].you else people[seat].name

        def verb(seat: int, plain: str, third: str | None = None) -> str:
            if people[seat].you:
                return f"You {plain}"
            return f"{people[seat].name} {third or plain + 's'}"

        def s(seat: int) -> str:  # the third person's -s
            return "" if people[seat].you else "s"

        match event:
            case ev.CutDrawn(cards=cards, dealer=dealer):
                said: list[str | Card | Suit] = [
                    f"Cut for the deal: {who(0)} draw{s(0)} ", cards[0],
                    f", {who(1)} draw{s(1)} ", cards[1]]
                if dealer is None:
                    return [*said, ". A tie: cut again."]
                return [*said, f". The higher card deals: {who(dealer)} deal{s(dealer)}."]
            case ev.Dealt(dealer=dealer, hands=hands):
                elder = 1 - dealer
                be = "are" if people[elder].you else "is"
                said = [f"{verb(dealer, 'deal')} five cards each; {who(elder)} {be} the "
                        f"elder and speak{s(elder)} first."]
                if spectator:
                    said += self.hands((elder, dealer), hands,
                                       lambda seat: verb(seat, 'hold'))
                return said
            case ev.TurnedUp(card=card, trump=trump):
                return ["The turn-up is ", card, f": {_SUITS[trump]} ", trump, " are trumps."]
            case ev.KingTurned():
                return None  # the point that follows says it: "(the King turned up)"
            case ev.Stood(seat=seat):
                return [f"{verb(seat, 'stand')}."]  # the table shows the stake
            case ev.Proposed(seat=seat):
                return [f"{verb(seat, 'propose')} an exchange of cards."]
            case ev.Accepted(seat=seat):
                return [f"{verb(seat, 'accept')}: each side may now discard 1 to 5 cards "
                        "and draw as many."]
            case ev.Refused(seat=seat):
                return [f"{verb(seat, 'refuse')} the exchange."]
            case ev.Exchanged(seat=seat, count=count, discarded=discarded, drawn=drawn,
                           stock=stock):
                thrown = known(discarded)
                if not count:
                    return [f"{verb(seat, 'keep')} all five cards."]
                if not thrown:
                    return [f"{verb(seat, 'exchange')} {count} card{_s(count)}. "
                            f"Stock: {stock}."]
                taken = known(drawn)
                return [f"{verb(seat, 'discard')} ", *spaced(thrown),
                        f" and draw{s(seat)} ", *spaced(taken), f". Stock: {stock}."]
            case ev.Reshuffled(cards=cards):
                return [f"The stock is short: the {cards} discards are shuffled into a new "
                        "stock for this last exchange."]
            case ev.PlayBegins(leader=leader):
                return [f"Play begins: {who(leader)} lead{s(leader)}."]
            case ev.KingDeclared(seat=seat):
                return [f"{verb(seat, 'declare')} the King of trumps."]
            case ev.CardPlayed(seat=seat, card=card):
                if ruffs:
                    return [f"{verb(seat, 'trump')} with ", card, "."]
                return [f"{verb(seat, 'lead' if leads else 'play')} ", card, "."]
            case ev.TrickWon(seat=seat, tricks=tricks):
                return [f"{verb(seat, 'win')} the trick. Tricks: {who(0)} {tricks[0]}, "
                        f"{who(1)} {tricks[1]}."]
            case ev.Conceded(seat=seat):
                return [f"{verb(seat, 'concede')} the deal."]
            case ev.PointsScored(seat=seat, points=points, reasons=reasons, score=score):
                why = "; ".join(self.reason(r) for r in reasons)
                return [f"{verb(seat, 'score')} {points} point{_s(points)} ({why}). "
                        f"Score: {who(0)} {score[0]}, {who(1)} {score[1]}."]
            case ev.Doubled(seat=seat, stake=stake):
                return [f"{verb(seat, 'double')}: if the double is taken the game is worth "
                        f"{stake}; if dropped, {who(seat)} win{s(seat)} the game now."]
            case ev.Taken(seat=seat, stake=stake):
                return [f"{verb(seat, 'take')} the double: the game is worth {stake}."]
            case ev.Dropped(seat=seat):
                return [f"{verb(seat, 'drop')} the double and the game."]
        return None  # DealEnded, GameWon, MatchWon: shown as panels

    def fault(self, fault: Fault) -> str:
        rule, count, word = fault.rule, fault.count or 0, fault.word
        card = fault.cards[0] if fault.cards else None
        match rule:
            case Rule.PLAY_ONE_CARD:
                return "a play names exactly one card, like 'play Ks'"
            case Rule.DISCARD_TWICE:
                return "a discard names each card once"
            case Rule.EXCHANGE_SIZE:
                return "an exchange is of 1 to 5 cards"
            case Rule.DISCARD_COUNT:
                named = len(fault.cards)
                return f"a discard naming {named} card{_s(named)} cannot count {count}"
            case Rule.NOT_AN_ACTION:
                return f"{word[:20]!r} is not an action: the actions are {', '.join(KINDS)}"
            case Rule.TAKES_NOTHING:
                return f"{word!r} takes nothing after it"
            case Rule.MATCH_OVER:
                return "the match is over"
            case Rule.ACTION_TEXT:
                return (f"apply takes an Action, not the text "
                        f"{word!r}: make one with parse_action({word!r})")
            case Rule.PLAYERS_TURN:
                return "it is a player's turn, not a deal of the cards"
            case Rule.CUT_FIRST:
                return "the match begins with the cut for the deal"
            case Rule.CUT_SAME:
                return "the two cut cards must differ"
            case Rule.DEAL_FIRST:
                return "the cards must be dealt first"
            case Rule.HAND_SIZE:
                return f"seat {fault.seat} must be dealt 5 cards, not {count}"
            case Rule.STOCK_SIZE:
                return f"the stock must hold 21 cards, not {count}"
            case Rule.DEALT_TWICE:
                assert card is not None
                return f"the {card.pretty} is dealt twice"
            case Rule.RESHUFFLE_FIRST:
                return "the discards must be reshuffled for this exchange"
            case Rule.RESHUFFLE_PILE:
                return "the reshuffled stock must be exactly the discards"
            case Rule.DOUBLE_OFFERED:
                return "a double was offered: take it or drop the game"
            case Rule.NO_VIDEAU:
                return "doubling (videau) is not on in these rules"
            case Rule.DOUBLED_LAST:
                return "you doubled last: only your opponent may double next"
            case Rule.NO_DOUBLE:
                return "no double has been offered"
            case Rule.NO_PROPOSAL:
                return "there is no proposal to answer: the elder must stand or propose"
            case Rule.CHOOSE_FIRST:
                return "the exchange is not over: the elder must first stand or propose"
            case Rule.ONLY_THE_ELDER:
                return "only the elder proposes; the dealer accepts or refuses the proposal"
            case Rule.ANSWER_FIRST:
                return "the dealer must first accept or refuse the proposal"
            case Rule.EXCHANGE_OVER:
                return "the exchange is over: play a card"
            case Rule.DISCARD_NOW:
                who = "the dealer" if fault.dealer else "the elder"
                return f"{who} must now discard, then draw as many cards"
            case Rule.DISCARD_UNNAMED:
                return "name the cards you discard, not only how many"
            case Rule.EXCHANGE_NOT_NOW:
                return f"an exchange of {count} cards is not possible now"
            case Rule.STOCK_SHORT:
                return f"the stock has only {count} card{_s(count)}: you may discard at " \
                       f"most {count}"
            case Rule.DISCARD_MOST:
                return "you may discard at most 5 cards"
            case Rule.DISCARD_LEAST:
                return "you must discard at least one card"
            case Rule.KING_AUTO:
                return "the King of trumps is declared for you under these rules"
            case Rule.KING_DECLARED:
                return "the King of trumps has been declared already"
            case Rule.KING_NOT_HELD:
                assert card is not None
                return f"you do not hold the King of trumps ({self.card(card)})"
            case Rule.KING_LATE:
                return "too late: the King must be declared before your first card"
            case Rule.NOT_HELD:
                assert card is not None
                return f"you do not hold {self.the_card(card)}"
            case Rule.OVERTAKE:
                assert fault.lead is not None
                return f"you must play {self.suit(fault.lead.suit)} higher than " \
                       f"{self.the_card(fault.lead)}: you hold the {self.listed(fault.cards)}"
            case Rule.FOLLOW:
                assert fault.lead is not None
                return f"you must follow with {self.suit(fault.lead.suit)}: you hold the " \
                       f"{self.listed(fault.cards)}"
            case Rule.TRUMP:
                assert fault.lead is not None and fault.trump is not None
                return f"you have no {_SUITS[fault.lead.suit]}, so you must trump with " \
                       f"{self.suit(fault.trump)}: you hold the {self.listed(fault.cards)}"
            case Rule.NOT_NOW:
                return "that is not possible now"
            case Rule.NOT_OF_THE_DEAL:
                return f"{word} is not an action of the deal"
            case _:
                assert_never(rule)


BOOK: Final = English()
