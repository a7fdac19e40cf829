"""The player's figures from the kept matches: per opponent and rules, what was won, how
the player stands, proposes and refuses and what those deals paid, and the rating on the
bot ladder (from ``ecarte.rating``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any, Final

from ecarte.history.outcome import DealOutcome
from ecarte.history.store import MatchRow
from ecarte.rating import LADDER, MatchResult, Rating, matches_to_show, rate, rounded


@dataclasses.dataclass
class Tally:
    """How often a choice was made, and the net points (yours minus the opponent's) of the
    deals where it was made."""

    times: int = 0
    net: int = 0

    def add(self, net: int) -> None:
        self.times += 1
        self.net += net

    @property
    def per_deal(self) -> float | None:
        return self.net / self.times if self.times else None


@dataclasses.dataclass
class Group:
    """The figures of one opponent under one set of rules."""

    opponent: str
    rules: str
    matches: int = 0
    won: int = 0  # games
    lost: int = 0
    deals: int = 0
    net: int = 0  # your points minus the opponent's, over every deal
    voles: int = 0  # voles you made
    voles_against: int = 0
    penalties: int = 0  # penalties you paid
    elder: int = 0  # deals where you were elder (and could stand or propose)
    asked: int = 0  # deals where you dealt and the elder proposed
    stood: Tally = dataclasses.field(default_factory=Tally)
    proposed: Tally = dataclasses.field(default_factory=Tally)
    refused: Tally = dataclasses.field(default_factory=Tally)
    reviewed: int = 0
    errors: float = 0.0  # the sum of the reviewed matches' error rates

    @property
    def points_per_deal(self) -> float:
        return self.net / self.deals if self.deals else 0.0

    @property
    def error_rate(self) -> float | None:
        return self.errors / self.reviewed if self.reviewed else None

    def count(self, row: MatchRow, deals: Iterable[DealOutcome]) -> None:
        you = row.you
        assert you is not None
        self.matches += 1
        self.won += row.won
        self.lost += row.lost
        if row.error_rate is not None:
            self.reviewed += 1
            self.errors += row.error_rate
        for deal in deals:
            net = deal.points[you] - deal.points[1 - you]
            self.deals += 1
            self.net += net
            self.voles += deal.vole == you
            self.voles_against += deal.vole == 1 - you
            self.penalties += deal.penalty == you
            if deal.dealer != you:
                self.elder += 1
                if deal.stood == you:
                    self.stood.add(net)
                if deal.proposed == you:
                    self.proposed.add(net)
            elif deal.proposed == 1 - you:
                self.asked += 1
                if deal.refused == you:
                    self.refused.add(net)


def groups(rows: Sequence[MatchRow], deals: dict[int, list[DealOutcome]]) -> list[Group]:
    """The figures per (opponent, rules), most played first; matches with no 'you' are
    left out."""
    found: dict[tuple[str, str], Group] = {}
    for row in rows:
        if row.you is None:
            continue
        key = (row.opponent, row.rules)
        found.setdefault(key, Group(*key)).count(row, deals.get(row.id, []))
    return sorted(found.values(), key=lambda g: (-g.matches, g.opponent, g.rules))


def rating(rows: Sequence[MatchRow]) -> Rating:
    """The player's rating from the rated matches (oldest first, one rating period each).
    Hot-seat matches, matches with take-backs or the tutor, and levels off the ladder do
    not count."""
    results = [MatchResult(row.level, row.won, row.lost)
               for row in sorted(rows, key=lambda row: (row.played_at, row.id))
               if row.rated and row.level is not None and row.level in LADDER]
    return rate(results)


def matches_to_rating(rows: Sequence[MatchRow]) -> int | None:
    """About how many more rated matches until the player's rating is shown, from the
    threshold of ``ecarte.rating``: matches like the last rated one (its level, its
    number of games), each going as expected; if that level would take too long, the
    level that shows it soonest. None when no level would within reason."""
    rated = sorted((row for row in rows if row.rated and row.level in LADDER),
                   key=lambda row: (row.played_at, row.id))
    now = rating(rows)
    if not rated:
        return matches_to_show(now, "novice")
    last = rated[-1]
    games = max(1, last.won + last.lost)
    more = matches_to_show(now, str(last.level), games)
    if more is not None:
        return more
    found = [n for level in LADDER if (n := matches_to_show(now, level, games)) is not None]
    return min(found, default=None)


def shown_rating(value: Rating) -> str | None:
    """The rating as the player reads it, in the chosen language ("1,480 ± 90",
    "1 480 ± 90"), or None while too uncertain."""
    from ecarte.words import phrasebook
    from ecarte.words.stats import words

    found = rounded(value)
    if found is None:
        return None
    book = phrasebook()
    return words().rating(book.whole(found[0]), book.whole(found[1]))


PARTS: Final = (("exchange", ("propose", "answer", "discard")), ("king", ("king",)),
                ("play", ("play", "double")))
"""The parts of the game a player works on, from the review's phases."""
RECENT: Final = 10
"""How many reviewed matches count as "recent" in the errors by part."""


@dataclasses.dataclass(frozen=True, slots=True)
class PartErrors:
    """One part of the game (``PARTS``): mistakes and blunders, and decisions, in the
    ``RECENT`` newest reviewed matches and in those before them."""

    part: str
    recent: tuple[int, int]  # errors, decisions
    earlier: tuple[int, int]

    def to_json(self) -> dict[str, Any]:
        return {"part": self.part,
                "recent": {"errors": self.recent[0], "decisions": self.recent[1]},
                "earlier": {"errors": self.earlier[0], "decisions": self.earlier[1]}}


def part_errors(rows: Sequence[MatchRow]) -> list[PartErrors]:
    """The errors by part of the game over 'you''s reviewed matches (``rows`` newest
    first, as the history reads them); [] when none was reviewed by phase."""
    reviewed = [phases for phases in (_phases(row) for row in rows if row.you is not None)
                if phases is not None]
    if not reviewed:
        return []
    found = []
    for part, phases in PARTS:
        counted = [_part_count(match, phases) for match in reviewed]
        recent, earlier = counted[:RECENT], counted[RECENT:]
        found.append(PartErrors(part, (sum(e for e, _ in recent), sum(d for _, d in recent)),
                                (sum(e for e, _ in earlier), sum(d for _, d in earlier))))
    return found


def _phases(row: MatchRow) -> dict[str, Any] | None:
    phases = row.review.get("phases") if row.review else None
    return phases if isinstance(phases, dict) else None


def _part_count(phases: dict[str, Any], names: Sequence[str]) -> tuple[int, int]:
    """Mistakes and blunders, and decisions, of these phases in one review (a damaged
    count counts nothing)."""
    errors = decisions = 0
    for name in names:
        counts = phases.get(name)
        if not isinstance(counts, dict):
            continue
        decisions += _whole(counts.get("decisions"))
        errors += _whole(counts.get("mistakes")) + _whole(counts.get("blunders"))
    return min(errors, decisions), decisions


def _whole(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 \
        else 0


def stats_json(rows: Sequence[MatchRow], deals: dict[int, list[DealOutcome]],
               everything: Sequence[MatchRow]) -> dict[str, Any]:
    """``ecarte stats --json``: the shape of issue 11. ``rows`` are the matches asked for,
    ``everything`` all kept (the rating is the player's, whatever the filter)."""
    found = groups(rows, deals)
    value = rating(everything)
    return {"matches": sum(g.matches for g in found),
            "by_opponent": [{"opponent": g.opponent, "rules": g.rules, "matches": g.matches,
                             "won": g.won, "lost": g.lost,
                             "points_per_deal": round(g.points_per_deal, 2)}
                            for g in found],
            "rating": {"value": round(value.value), "deviation": round(value.deviation)}
            if rounded(value) is not None else None,
            "errors_by_part": [part.to_json() for part in part_errors(rows)]}
