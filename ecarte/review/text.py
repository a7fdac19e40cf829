"""A review in words, for a newcomer: what was played, what was better, both chances as
percentages and why the mark. Plain text (no terminal library)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from ecarte.engine import InvalidActionError, pretty_cards
from ecarte.engine.actions import parse_action
from ecarte.review.judge import BLUNDER, INACCURACY, MISTAKE
from ecarte.review.record import DecisionReview, RecordReview, SeatSummary

_PHASE_WORDS = {"propose": "stand or propose", "answer": "accept or refuse",
                "discard": "the discard", "king": "declaring the King", "play": "a card",
                "double": "the videau"}
_BARE = {"stand": "stand (play the hand as dealt)", "propose": "propose an exchange",
         "accept": "accept the exchange", "refuse": "refuse the exchange",
         "king": "declare the King of trumps", "double": "double the stake",
         "take": "take the double", "drop": "drop the game", "concede": "concede the deal"}


NAME_LENGTH = 24


def printable(name: object) -> str:
    """A player's name as it may be shown on a terminal: every control character (an
    escape code too) becomes "?", cut to ``NAME_LENGTH`` characters.

    >>> printable(" Ada\x1b[31m ")
    'Ada?[31m'
    """
    return "".join(c if c.isprintable() else "?" for c in str(name).strip())[:NAME_LENGTH]


def shown_names(players: Sequence[object] | None) -> tuple[str, str]:
    """A record's two names as they may be shown: ``printable``, "Seat 0" for a missing
    one, two equal names told apart.

    >>> shown_names(["Ada\x1b[31m", ""])
    ('Ada?[31m', 'Seat 1')
    >>> shown_names(["Bo", "Bo"])
    ('Bo A', 'Bo B')
    """
    given = list(players or [])[:2]
    given += [""] * (2 - len(given))
    first, second = (printable(name) or f"Seat {seat}" for seat, name in enumerate(given))
    if first == second:
        return f"{first} A", f"{second} B"
    return first, second


def choice_words(text: str) -> str:
    """An action in words: "play Ks" -> "play K♠", "discard" -> "discard nothing"."""
    try:
        action = parse_action(text)
    except InvalidActionError:
        return text
    if action.kind == "play":
        return f"play {action.card.pretty}"
    if action.kind == "discard":
        return f"discard {pretty_cards(action.cards)}" if action.cards else "discard nothing"
    return _BARE.get(action.kind, text)


def chance_points(chance: float) -> str:
    """A chance (or a chance given up) in points of chance, as every review writes it:
    cut down to a tenth of a point, so that a loss shown as 8 has reached the 8 that
    marks a mistake.

    >>> chance_points(0.17996), chance_points(0.08), chance_points(0.0795), chance_points(0)
    ('17.9', '8', '7.9', '0')
    """
    tenths = math.floor(chance * 1000 + 1e-6)
    return f"{tenths // 10}" if tenths % 10 == 0 else f"{tenths / 10:.1f}"


def _plural(count: int, word: str, words: str) -> str:
    return f"{count} {word if count == 1 else words}"


def marks_rule() -> str:
    return (f"A decision is marked when it gives up at least {chance_points(INACCURACY)} points "
            f"of chance (an inaccuracy), {chance_points(MISTAKE)} (a mistake) or "
            f"{chance_points(BLUNDER)} (a blunder) against the best choice.")


def _why(mark: str | None) -> str:
    if mark is None:
        return f"under {chance_points(INACCURACY)}: no mark"
    bound = {"inaccuracy": INACCURACY, "mistake": MISTAKE, "blunder": BLUNDER}[mark]
    return f"{'an' if mark == 'inaccuracy' else 'a'} {mark} ({chance_points(bound)} or more)"


def decision_text(d: DecisionReview, name: str, chance_of: str) -> str:
    """Two lines on one decision."""
    played, best = choice_words(d.played), choice_words(d.best)
    where = (f"Game {d.game + 1}, deal {d.deal + 1}, action {d.action + 1} "
             f"({_PHASE_WORDS.get(d.phase, d.phase)})")
    mine, better = d.choices[d.played], d.choices[d.best]
    return (f"{where}: {name} chose to {played}; better was to {best}.\n"
            f"      {chance_of.capitalize()}: {100 * mine:.0f}% after that, "
            f"{100 * better:.0f}% with the better choice: {chance_points(d.loss)} points of "
            f"chance given up, {_why(d.mark)}.")


def seat_text(summary: SeatSummary, decisions: list[DecisionReview], chance_of: str,
              name: str | None = None) -> str:
    """A seat's summary and its marked decisions; ``name`` is the seat's name as shown
    (by default its ``printable`` name)."""
    s = summary
    name = printable(s.name) if name is None else name
    lines = [f"{name} (seat {s.seat}): {_plural(s.decisions, 'decision', 'decisions')} "
             f"judged ({_plural(s.forced, 'forced move', 'forced moves')} left out).",
             f"  Marks: {_plural(s.inaccuracies, 'inaccuracy', 'inaccuracies')}, "
             f"{_plural(s.mistakes, 'mistake', 'mistakes')}, "
             f"{_plural(s.blunders, 'blunder', 'blunders')}. Chance given up: "
             f"{chance_points(s.loss)} points of chance in all, {chance_points(s.mean_loss)} per "
             "decision."]
    phases = []
    for phase, counts in s.phases.items():
        marks = [_plural(counts[p], m, p) for m, p in (("inaccuracy", "inaccuracies"),
                 ("mistake", "mistakes"), ("blunder", "blunders")) if counts[p]]
        phases.append(f"{_PHASE_WORDS.get(phase, phase)} {counts['decisions']}"
                      + (f" ({', '.join(marks)})" if marks else ""))
    if phases:
        lines.append("  By phase: " + "; ".join(phases) + ".")
    marked = [d for d in s.worst if d.mark is not None]
    if marked:
        lines.append("  The costliest decisions:")
        for i, d in enumerate(marked, 1):
            lines.append(f"    {i}. " + decision_text(d, name, chance_of))
    elif s.worst:
        lines.append(f"  No decision was marked: the costliest gave up "
                     f"{chance_points(s.worst[0].loss)} points of chance.")
    else:
        lines.append("  No decision gave up any chance.")
    others = [d for d in decisions if d.mark is not None and d not in s.worst]
    if others:
        lines.append("  The other marked decisions:")
        for d in others:
            lines.append(f"    - {d.mark}: game {d.game + 1}, deal {d.deal + 1}, action "
                         f"{d.action + 1}: {choice_words(d.played)} ("
                         f"{100 * d.choices[d.played]:.0f}%), better {choice_words(d.best)} "
                         f"({100 * d.choices[d.best]:.0f}%).")
    return "\n".join(lines)


def review_text(review: RecordReview, chance_of: str = "chance of winning the game",
                title: str = "", videau: bool = False) -> str:
    """The whole review of one record in words. ``chance_of`` says what the percentages
    are chances of."""
    a, b = names = shown_names(review.players)
    head = f"{title}{a} (seat 0) against {b} (seat 1)."
    if review.post_mortem:
        lines = [head, "POST-MORTEM: judged with both hands and the stock known, what was "
                 "possible with the cards as they lay; no player could see this, so it is "
                 "not a fair judgement of the play."]
    else:
        lines = [head, "Judged by the expert from what each player could see at the time "
                 "(never the hidden cards, nor what came after)."]
    stake = ("; a double and its answer are valued as the share of the doubled stake "
             "expected" if videau else "")
    lines.append(f"Percentages are the {chance_of}{stake}. " + marks_rule())
    for summary in review.seats:
        mine = [d for d in review.decisions if d.seat == summary.seat]
        lines += ["", seat_text(summary, mine, chance_of, names[summary.seat])]
    return "\n".join(lines) + "\n"
