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
from typing import Final

from rich.text import Text

from ecarte.engine import Card, Suit
from ecarte.engine.events import (
    CardPlayed,
    Dealt,
    Event,
    PointsScored,
    TrickWon,
)
from ecarte.ui.theme import Look
from ecarte.words import Person, phrasebook


def opens_trick(event: Event, batch: tuple[Event, ...]) -> bool:
    """A card played that leads to a trick: nothing in its batch of events won a trick."""
    return isinstance(event, CardPlayed) and not any(isinstance(e, TrickWon) for e in batch)


def ruffs(event: Event, batch: tuple[Event, ...]) -> bool:
    """A card played that trumps the lead: it follows a card of another suit and wins
    the trick (only a trump can), as the trick won in its batch shows."""
    return isinstance(event, CardPlayed) and any(
        isinstance(e, TrickWon) and e.follow == event.card and e.seat == event.seat
        and e.follow.suit != e.lead.suit for e in batch)


def discards(event: Event, batch: tuple[Event, ...]) -> bool:
    """A card played that can neither follow nor trump: it follows a card of another
    suit and loses the trick (a trump would have won it), as the trick won in its batch
    shows."""
    return isinstance(event, CardPlayed) and any(
        isinstance(e, TrickWon) and e.follow == event.card and e.seat != event.seat
        and e.follow.suit != e.lead.suit for e in batch)


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

    def person(self, seat: int) -> tuple[str, bool]:
        """The seat as a message of the table takes it: its name, and whether it is
        "you"."""
        return self.names[seat], self.second(seat)

    def who(self, seat: int) -> str:
        """The seat inside a sentence: its name, or "you" in the player's language."""
        from ecarte.words.table import words

        return words().you if self.second(seat) else self.names[seat]

    def score(self, score: tuple[int, int]) -> str:
        return f"{self.who(0)} {score[0]}, {self.who(1)} {score[1]}"

    def line(self, event: Event, leads: bool = False, ruff: bool = False,
             discard: bool = False) -> Text | None:
        """One sentence for the event, or None when it says nothing new to this viewer.
        ``leads``: the card played opens a trick; ``ruff``: it trumps a lead of another
        suit; ``discard``: it neither follows the lead's suit nor trumps. The words are
        the phrasebook's; cards and suits are drawn in the table's look."""
        people = (Person(self.names[0], self.second(0)), Person(self.names[1], self.second(1)))
        pieces = phrasebook().narrate(event, people, leads=leads, ruffs=ruff,
                                      discards=discard,
                                      spectator=self.viewer is None)
        if pieces is None:
            return None
        text = Text(style=_STYLES.get(type(event), ""))
        for piece in pieces:
            if isinstance(piece, Card):
                text.append_text(self.look.card_text(piece))
            elif isinstance(piece, Suit):
                text.append(self.look.suit(piece) if not self.look.ascii
                            else f"({self.look.suit(piece)})")
            else:
                text.append(self.look.plain(piece))
        return text


_STYLES: Final[dict[type, str]] = {Dealt: "title", PointsScored: "points"}
"""The style of a whole line, by the kind of event it tells."""
