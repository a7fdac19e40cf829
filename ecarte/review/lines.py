"""The line the expert expects after a card: the most likely play of the rest of the deal,
as the expert sees it from the seat's view, and how the deal is likely to end.

The expert values a card by searching the rest of the deal over the opponent's hands it
samples from what the seat has seen (``bots.infoset``): the seat picks one card for all the
hands it cannot yet tell apart, the opponent plays by habit. Walking that same search with
the seat's best card at each turn gives, for every sampled hand, the tricks the seat ends
with; following the commonest answer of the opponent at each trick gives the line. The
opponent's cards in a line are what the seat could tell of them (he beats it, trumps it,
discards, leads a suit), never the cards of a sampled hand: a line is a forecast from the
seat's view, not a look at the hidden hand.

A line is a fact (``Line``); the review's words (``ecarte.words.why``) tell it.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Hashable

from ecarte.bots.expert import ExpertBot
from ecarte.bots.hands import habit_follow, habit_lead
from ecarte.bots.infoset import InfosetSearch
from ecarte.engine import Action, Card, Deal, SeatView, Suit
from ecarte.engine.cards import DECK
from ecarte.engine.kernel import beats, bits_of, follows


class Answer(enum.StrEnum):
    """What the opponent does at a trick, as the seat sees it; the value is the JSON's
    code."""

    LEADS = "leads"  # he leads a plain suit (the suit is given)
    LEADS_TRUMP = "leads-trump"
    BEATS = "beats"  # he follows higher in the suit led
    UNDER = "under"  # he follows lower in the suit led
    TRUMPS = "trumps"  # he trumps a plain suit
    DISCARDS = "discards"  # he has neither the suit nor a trump


@dataclasses.dataclass(frozen=True, slots=True)
class Trick:
    """One trick of a line: its number (1 to 5), whether the seat leads it, the seat's
    card, the opponent's card when it is already on the table (else None: a forecast),
    what he does, the suit of his card, whether the seat wins it, and in what share of
    the hands he may hold (given the line so far) he plays so."""

    number: int
    mine_leads: bool
    mine: Card
    theirs: Card | None
    answer: Answer
    suit: Suit
    mine_wins: bool
    share: float

    def to_json(self) -> dict[str, object]:
        return {"trick": self.number, "leads": "mine" if self.mine_leads else "theirs",
                "mine": str(self.mine),
                "theirs": None if self.theirs is None else str(self.theirs),
                "answer": str(self.answer), "suit": self.suit.letter,
                "wins": "mine" if self.mine_wins else "theirs",
                "share": round(self.share, 3)}


@dataclasses.dataclass(frozen=True, slots=True)
class Line:
    """A card's expected line: the choice (record words), its tricks from now to the end
    and the shares of the sampled hands in which the seat ends the deal with 0 to 5
    tricks (the point is 3 or 4, the vole 5)."""

    choice: str
    tricks: tuple[Trick, ...]
    ends: tuple[float, ...]

    @property
    def point(self) -> float:
        """The share in which the seat takes the point (3 or 4 tricks)."""
        return self.ends[3] + self.ends[4]

    @property
    def vole(self) -> float:
        return self.ends[5]

    @property
    def their_point(self) -> float:
        return self.ends[1] + self.ends[2]

    @property
    def their_vole(self) -> float:
        return self.ends[0]

    def to_json(self) -> dict[str, object]:
        return {"choice": self.choice, "tricks": [t.to_json() for t in self.tricks],
                "ends": [round(e, 3) for e in self.ends]}


@dataclasses.dataclass(frozen=True, slots=True)
class Outcomes:
    """For one card: its line, and the seat's final tricks and utility in each sampled
    hand (by the hand's mask as it was when the card was chosen) with the hand's
    weight, for the reasons to compare two cards hand by hand."""

    line: Line
    tricks: dict[int, int]
    utility: dict[int, float]
    weight: dict[int, float]


def card_outcomes(expert: ExpertBot, view: SeatView, deal: Deal, played: Action
                  ) -> Outcomes:
    """The line and the hand-by-hand outcomes of playing ``played`` (a card) from
    ``view``, by the expert's own search."""
    know, searches = expert.play_searches(view, deal)
    done = deal.tricks[view.seat]
    number = len(deal.played) + 1
    tricks: dict[int, int] = {}
    utility: dict[int, float] = {}
    weight: dict[int, float] = {}
    best_path: list[Trick] = []
    heaviest = -1.0
    for search, group in searches:
        walk = _Walk(search, tricks, utility)
        path: list[Trick] = []
        tagged = [(theirs, w, theirs) for theirs, w in group]
        for theirs, w in group:
            weight[theirs] = weight.get(theirs, 0.0) + w
        card = played.card.index
        if deal.lead is None:
            walk.after_my_lead(card, know.mine, tagged, done, search.gone, number, path)
        else:
            walk.after_my_follow(deal.lead.index, card, know.mine, tagged, done,
                                 search.gone | 1 << deal.lead.index, number, path,
                                 known=deal.lead.index)
        mass = sum(w for _, w in group)
        if mass > heaviest:
            heaviest, best_path = mass, path
    total = sum(weight.values()) or 1.0
    ends = [0.0] * 6
    for theirs, count in tricks.items():
        ends[count] += weight[theirs] / total
    return Outcomes(Line(str(played), tuple(best_path), tuple(ends)), tricks, utility, weight)


Tagged = list[tuple[int, float, int]]  # (the opponent's hand now, weight, its hand at the start)


class _Walk:
    """The expert's search walked with the seat's best card at each turn (as the search
    values it), every sampled hand followed to the end of the deal."""

    def __init__(self, search: InfosetSearch, tricks: dict[int, int],
                 utility: dict[int, float]) -> None:
        self.search = search
        self.trump = search.trump
        self.strict = search.strict
        self.tricks = tricks
        self.utility = utility

    def _end(self, group: Tagged, done: int) -> None:
        for _, _, start in group:
            self.tricks[start] = done
            self.utility[start] = self.search.utility[done]

    @staticmethod
    def _plain(group: Tagged) -> list[tuple[int, float]]:
        return [(theirs, w) for theirs, w, _ in group]

    def my_lead(self, mine: int, group: Tagged, done: int, gone: int, number: int,
                path: list[Trick] | None) -> None:
        if not mine:
            self._end(group, done)
            return
        plain = self._plain(group)
        card = max(bits_of(mine), key=lambda c: self.search.value_of_lead(
            c, mine, plain, done, gone))
        self.after_my_lead(card, mine, group, done, gone, number, path)

    def after_my_lead(self, card: int, mine: int, group: Tagged, done: int, gone: int,
                      number: int, path: list[Trick] | None) -> None:
        trump, strict = self.trump, self.strict
        answers: dict[int, Tagged] = {}
        for theirs, w, start in group:
            answer = habit_follow(follows(theirs, card, trump, strict), card, trump)
            answers.setdefault(answer, []).append((theirs ^ (1 << answer), w, start))
        chosen = _commonest(answers, lambda answer: _answer(card, answer, trump))
        rest = mine ^ (1 << card)
        total = sum(w for _, w, _ in group) or 1.0
        for answer, sub in answers.items():
            after = gone | (1 << card) | (1 << answer)
            on = path if answer == chosen else None
            wins = not beats(answer, card, trump)
            if on is not None:
                kind = _answer(card, answer, trump)
                share = sum(w for a, s in answers.items() if _answer(card, a, trump) == kind
                            for _, w, _ in s) / total
                on.append(Trick(number, True, DECK[card], None, kind, DECK[answer].suit,
                                wins, share))
            if wins:
                self.my_lead(rest, sub, done + 1, after, number + 1, on)
            else:
                self.their_lead(rest, sub, done, after, None, number + 1, on)

    def their_lead(self, mine: int, group: Tagged, done: int, gone: int,
                   kept_on: int | None, number: int, path: list[Trick] | None) -> None:
        if not mine:
            self._end(group, done)
            return
        leads: dict[int, Tagged] = {}
        for theirs, w, start in group:
            lead = habit_lead(theirs, gone, self.trump, kept_on)
            leads.setdefault(lead, []).append((theirs ^ (1 << lead), w, start))
        chosen = _commonest(leads, lambda lead: (lead >> 3, lead >> 3 == self.trump))
        total = sum(w for _, w, _ in group) or 1.0
        for lead, sub in leads.items():
            after = gone | (1 << lead)
            plain = self._plain(sub)
            card = max(bits_of(follows(mine, lead, self.trump, self.strict)),
                       key=lambda c: self.search.value_of_follow(lead, c, mine, plain, done,
                                                                  after))
            on = path if lead == chosen else None
            share = sum(w for other, s in leads.items() if other >> 3 == lead >> 3
                        for _, w, _ in s) / total
            self.after_my_follow(lead, card, mine, sub, done, after, number, on,
                                 share=share)

    def after_my_follow(self, lead: int, card: int, mine: int, group: Tagged, done: int,
                        gone: int, number: int, path: list[Trick] | None, *,
                        known: int | None = None, share: float = 1.0) -> None:
        rest = mine ^ (1 << card)
        after = gone | (1 << card)
        wins = beats(card, lead, self.trump)
        if path is not None:
            kind = Answer.LEADS_TRUMP if lead >> 3 == self.trump else Answer.LEADS
            path.append(Trick(number, False, DECK[card],
                              None if known is None else DECK[known], kind, DECK[lead].suit,
                              wins, share))
        if wins:
            self.my_lead(rest, group, done + 1, after, number + 1, path)
        else:
            self.their_lead(rest, group, done, after, lead, number + 1, path)


def _answer(lead: int, answer: int, trump: int) -> Answer:
    """What the opponent's ``answer`` to the seat's ``lead`` looks like to the seat."""
    if answer >> 3 == lead >> 3:
        return Answer.BEATS if beats(answer, lead, trump) else Answer.UNDER
    return Answer.TRUMPS if answer >> 3 == trump else Answer.DISCARDS


def _commonest(branches: dict[int, Tagged], kind: Callable[[int], Hashable]) -> int:
    """The branch to follow: of the kind of answer (as the seat tells them apart) the
    sampled hands give most weight, the heaviest branch; ties to the lower card."""
    mass = {card: sum(w for _, w, _ in sub) for card, sub in branches.items()}
    by_kind: dict[Hashable, float] = {}
    for card in sorted(branches):
        by_kind[kind(card)] = by_kind.get(kind(card), 0.0) + mass[card]
    top = max(by_kind, key=lambda k: by_kind[k])
    return max((card for card in sorted(branches) if kind(card) == top),
               key=lambda card: mass[card])
