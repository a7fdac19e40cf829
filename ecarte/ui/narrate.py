"""Events in the game's own words, for one viewer ("you") or for a spectator.

Each thing is said once: a refusal does not announce the play that the next line
announces, a King turned up is told by the point it scores, and the double stake of a
stand at once or a refusal is shown in the table ("Exchanged") rather than repeated at
every stand.

>>> from ecarte.engine.events import Stood
>>> Narrator(("Ada", "Bot"), viewer=0, look=Look()).line(Stood(1, penalty=False)).plain
'Bot stands.'
"""

from __future__ import annotations

import dataclasses

from rich.text import Text

from ecarte.engine import in_hand_order
from ecarte.engine.events import (
    Accepted,
    CardPlayed,
    Conceded,
    CutDrawn,
    DealEnded,
    Dealt,
    Doubled,
    Dropped,
    Event,
    Exchanged,
    GameWon,
    KingDeclared,
    KingTurned,
    MatchWon,
    PlayBegins,
    PointsScored,
    Proposed,
    Refused,
    Reshuffled,
    Stood,
    Taken,
    TrickWon,
    TurnedUp,
)
from ecarte.ui.theme import Look
from ecarte.words import phrasebook


def opens_trick(event: Event, batch: tuple[Event, ...]) -> bool:
    """A card played that leads to a trick: nothing in its batch of events won a trick."""
    return isinstance(event, CardPlayed) and not any(isinstance(e, TrickWon) for e in batch)


@dataclasses.dataclass(frozen=True, slots=True)
class Narrator:
    """Sentences for ``viewer`` (a seat, or None for a spectator who sees everything)."""

    names: tuple[str, str]
    viewer: int | None
    look: Look

    def second(self, seat: int) -> bool:
        """Whether ``seat`` is told in the second person: the viewer, or a player named
        "You" (as ``ecarte play`` names seat 0), whoever views."""
        return seat == self.viewer or self.names[seat].casefold() == "you"

    def who(self, seat: int) -> str:
        return "you" if self.second(seat) else self.names[seat]

    def Who(self, seat: int) -> str:
        name = self.who(seat)
        return name[0].upper() + name[1:]

    def verb(self, seat: int, plain: str, third: str | None = None) -> str:
        """'You play' / 'Bot plays'."""
        if self.second(seat):
            return f"You {plain}"
        return f"{self.names[seat]} {third or plain + 's'}"

    def score(self, score: tuple[int, int]) -> str:
        return f"{self.who(0)} {score[0]}, {self.who(1)} {score[1]}"

    def points(self, event: PointsScored) -> str:
        book = phrasebook()
        reasons = "; ".join(self.look.plain(book.reason(r)) for r in event.reasons)
        plural = "s" if event.points != 1 else ""
        return f"{self.verb(event.seat, 'score')} {event.points} point{plural} " \
               f"({reasons}). Score: {self.score(event.score)}."

    def line(self, event: Event, leads: bool = False) -> Text | None:
        """One sentence for the event, or None when it says nothing new to this viewer.
        ``leads``: the card played opens a trick."""
        look = self.look
        if isinstance(event, CutDrawn):
            drawn = Text("Cut for the deal: ")
            drawn.append_text(Text(f"{self.who(0)} {'draw' if self.second(0) else 'draws'} "))
            drawn.append_text(look.card_text(event.cards[0]))
            drawn.append(f", {self.who(1)} {'draw' if self.second(1) else 'draws'} ")
            drawn.append_text(look.card_text(event.cards[1]))
            if event.dealer is None:
                drawn.append(". A tie: cut again.")
            else:
                deals = "you deal" if self.second(event.dealer) else \
                    f"{self.names[event.dealer]} deals"
                drawn.append(f". The higher card deals: {deals}.")
            return drawn
        if isinstance(event, Dealt):
            elder = 1 - event.dealer
            text = Text(f"{self.verb(event.dealer, 'deal')} five cards each; "
                        f"{self.who(elder)} {'are' if self.second(elder) else 'is'} "
                        "the elder and speak" + ("" if self.second(elder) else "s")
                        + " first.", style="title")
            if self.viewer is None:
                for seat in (elder, event.dealer):
                    hand = in_hand_order(c for c in event.hands[seat] if c is not None)
                    text.append(f"\n  {self.verb(seat, 'hold')} ")
                    text.append_text(look.cards(hand))
            return text
        if isinstance(event, TurnedUp):
            text = Text("The turn-up is ")
            text.append_text(look.card_text(event.card))
            text.append(f": {look.suit_name(event.trump)} are trumps.")
            return text
        if isinstance(event, KingTurned):
            return None  # the points that follow say it: "(the King turned up)"
        if isinstance(event, Stood):
            return Text(f"{self.verb(event.seat, 'stand')}.")  # the table shows the stake
        if isinstance(event, Proposed):
            return Text(f"{self.verb(event.seat, 'propose')} an exchange of cards.")
        if isinstance(event, Accepted):
            return Text(f"{self.verb(event.seat, 'accept')}: each side may now discard "
                        "1 to 5 cards and draw as many.")
        if isinstance(event, Refused):
            return Text(f"{self.verb(event.seat, 'refuse')} the exchange.")  # then PlayBegins
        if isinstance(event, Exchanged):
            return self._exchanged(event)
        if isinstance(event, Reshuffled):
            return Text(f"The stock is short: the {event.cards} discards are shuffled "
                        "into a new stock for this last exchange.")
        if isinstance(event, PlayBegins):
            return Text(f"Play begins: {self.who(event.leader)} lead"
                        + ("." if self.second(event.leader) else "s."))
        if isinstance(event, KingDeclared):
            return Text(f"{self.verb(event.seat, 'declare')} the King of trumps.")
        if isinstance(event, CardPlayed):
            text = Text(f"{self.verb(event.seat, 'lead' if leads else 'play')} ")
            text.append_text(look.card_text(event.card))
            text.append(".")
            return text
        if isinstance(event, TrickWon):
            return Text(f"{self.verb(event.seat, 'win')} the trick. Tricks: "
                        f"{self.who(0)} {event.tricks[0]}, {self.who(1)} {event.tricks[1]}.")
        if isinstance(event, Conceded):
            return Text(f"{self.verb(event.seat, 'concede')} the deal.")
        if isinstance(event, PointsScored):
            return Text(self.points(event), style="points")
        if isinstance(event, Doubled):
            return Text(f"{self.verb(event.seat, 'double')}: if the double is taken the "
                        f"game is worth {event.stake}; if dropped, "
                        f"{self.who(event.seat)} win{'' if self.second(event.seat) else 's'}"
                        " the game now.")
        if isinstance(event, Taken):
            return Text(f"{self.verb(event.seat, 'take')} the double: the game is worth "
                        f"{event.stake}.")
        if isinstance(event, Dropped):
            return Text(f"{self.verb(event.seat, 'drop')} the double and the game.")
        if isinstance(event, DealEnded | GameWon | MatchWon):
            return None  # shown as panels
        return None

    def _exchanged(self, event: Exchanged) -> Text:
        cards = "card" if event.count == 1 else "cards"
        discarded = in_hand_order(c for c in event.discarded if c is not None)
        drawn = in_hand_order(c for c in event.drawn if c is not None)
        if not event.count:
            return Text(f"{self.verb(event.seat, 'keep')} all five cards.")
        if not discarded:
            return Text(f"{self.verb(event.seat, 'exchange')} {event.count} {cards}. "
                        f"Stock: {event.stock}.")
        text = Text(f"{self.verb(event.seat, 'discard')} ")
        text.append_text(self.look.cards(discarded))
        text.append(" and draw" + ("" if self.second(event.seat) else "s") + " ")
        text.append_text(self.look.cards(drawn))
        text.append(f". Stock: {event.stock}.")
        return text
