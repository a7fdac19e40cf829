"""Card play over the sampled opponent hands without second sight.

Solving each sample on its own (``solver``) lets the bot play a different card in each
sample at later tricks, as if it would know the opponent's hand by then. Here the bot
picks one card for all the samples it cannot yet tell apart (those in which the opponent
played the same cards so far), and the opponent plays by habit (``hands.habit_lead``,
``hands.habit_follow``). Values are weighted sums of ``utility[final tricks]`` over the
samples.
"""

from __future__ import annotations

from collections.abc import Sequence

from ecarte.bots.hands import habit_follow, habit_lead
from ecarte.engine.kernel import beats, bits_of, follows

Group = list[tuple[int, float]]  # (opponent hand mask, weight)


class InfosetSearch:
    """One decision's search: the trump, the follow rule, the utility of final tricks."""

    def __init__(self, trump: int, strict: bool, utility: Sequence[float], gone: int) -> None:
        self.trump = trump
        self.strict = strict
        self.utility = utility
        self.gone = gone  # cards out of play when the search starts

    def lead_values(self, mine: int, group: Group, done: int) -> dict[int, float]:
        """The value of leading each of my cards now."""
        return {card: self._after_my_lead(card, mine, group, done, self.gone)
                for card in bits_of(mine)}

    def follow_values(self, lead: int, mine: int, group: Group, done: int) -> dict[int, float]:
        """The value of each card I may play on the opponent's ``lead``."""
        gone = self.gone | (1 << lead)
        return {card: self._after_my_follow(lead, card, mine, group, done, gone)
                for card in bits_of(follows(mine, lead, self.trump, self.strict))}

    def value_of_lead(self, card: int, mine: int, group: Group, done: int, gone: int
                      ) -> float:
        """The value of leading ``card`` with ``gone`` out of play (a line's walk asks
        it at each turn)."""
        return self._after_my_lead(card, mine, group, done, gone)

    def value_of_follow(self, lead: int, card: int, mine: int, group: Group, done: int,
                        gone: int) -> float:
        """The value of following ``lead`` with ``card``, ``gone`` (the lead too) out of
        play."""
        return self._after_my_follow(lead, card, mine, group, done, gone)

    def _end(self, group: Group, done: int) -> float:
        return self.utility[done] * sum(weight for _, weight in group)

    def _my_lead(self, mine: int, group: Group, done: int, gone: int) -> float:
        if not mine:
            return self._end(group, done)
        return max(self._after_my_lead(card, mine, group, done, gone) for card in bits_of(mine))

    def _after_my_lead(self, card: int, mine: int, group: Group, done: int, gone: int) -> float:
        trump, strict = self.trump, self.strict
        answers: dict[int, Group] = {}
        for theirs, weight in group:
            answer = habit_follow(follows(theirs, card, trump, strict), card, trump)
            answers.setdefault(answer, []).append((theirs ^ (1 << answer), weight))
        rest = mine ^ (1 << card)
        total = 0.0
        for answer, sub in answers.items():
            after = gone | (1 << card) | (1 << answer)
            if beats(answer, card, trump):
                total += self._their_lead(rest, sub, done, after, None)
            else:
                total += self._my_lead(rest, sub, done + 1, after)
        return total

    def _their_lead(self, mine: int, group: Group, done: int, gone: int,
                    kept_on: int | None) -> float:
        """The opponent leads by habit (``kept_on``: the card he won the last trick with,
        if he led it)."""
        if not mine:
            return self._end(group, done)
        leads: dict[int, Group] = {}
        for theirs, weight in group:
            lead = habit_lead(theirs, gone, self.trump, kept_on)
            leads.setdefault(lead, []).append((theirs ^ (1 << lead), weight))
        total = 0.0
        for lead, sub in leads.items():
            after = gone | (1 << lead)
            total += max(self._after_my_follow(lead, card, mine, sub, done, after)
                         for card in bits_of(follows(mine, lead, self.trump, self.strict)))
        return total

    def _after_my_follow(self, lead: int, card: int, mine: int, group: Group, done: int,
                         gone: int) -> float:
        rest = mine ^ (1 << card)
        after = gone | (1 << card)
        if beats(card, lead, self.trump):
            return self._my_lead(rest, group, done + 1, after)
        return self._their_lead(rest, group, done, after, lead)
