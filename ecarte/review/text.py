"""A review in words, for a newcomer: what was played, what was better, both chances as
percentages and why the mark. Plain text (no terminal library)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ecarte.engine import Action, InvalidActionError
from ecarte.engine.actions import parse_action
from ecarte.review.judge import BLUNDER, INACCURACY, MISTAKE
from ecarte.review.record import DecisionReview, RecordReview, SeatSummary
from ecarte.words import phrasebook
from ecarte.words.names import told as name_told
from ecarte.words.review import ReviewWords, words

if TYPE_CHECKING:
    from ecarte.review.book import BookAdvice
    from ecarte.review.luck import Luck

NAME_LENGTH = 24


def printable(name: object) -> str:
    """A player's name as it may be shown on a terminal: every control character (an
    escape code too) becomes "?", cut to ``NAME_LENGTH`` characters.

    >>> printable(" Ada\x1b[31m ")
    'Ada?[31m'
    """
    return "".join(c if c.isprintable() else "?" for c in str(name).strip())[:NAME_LENGTH]


def shown_names(players: Sequence[object] | None, told: bool = True) -> tuple[str, str]:
    """A record's two names as they may be shown: ``printable``, "Seat 1" for a missing
    first one, a name the game gave ("You") as the language names that seat in the third
    person (``ecarte.words.names``; not when ``told`` is false), two equal names told
    apart.

    >>> shown_names(["Ada\x1b[31m", ""])
    ('Ada?[31m', 'Seat 2')
    >>> shown_names(["Bo", "Bo"])
    ('Bo A', 'Bo B')
    """
    given = list(players or [])[:2]
    given += [""] * (2 - len(given))
    first, second = ((name_told(printable(name)) if told else printable(name))
                     or words().seat_name(seat)
                     for seat, name in enumerate(given))
    if first == second:
        return f"{first} A", f"{second} B"
    return first, second


def choice_words(text: str) -> str:
    """An action in words: "play Ks" -> "play K♠", "discard" -> "discard nothing"."""
    try:
        action = parse_action(text)
    except InvalidActionError:
        return text
    said = words()
    if action.kind == "play":
        return said.choice_play(action.card)
    if action.kind == "discard":
        from ecarte.engine import in_hand_order  # as the table shows the hand

        return said.choice_discard(" ".join(phrasebook().card(c)
                                            for c in in_hand_order(action.cards))) \
            if action.cards else said.choice_discard_none
    return said.choice_bare.get(action.kind, text)


def action_text(action: Action, said: ReviewWords | None = None,
                opening: bool = True) -> str:
    """An action as the table writes it, with glyphs: "play K♠", "discard 10♥ 9♠ Q♠"
    (its cards in hand order), "stand". ``opening``: the deal's first decision, where a
    stand is one by authority (after an exchange it is playing on)."""
    from ecarte.engine import in_hand_order

    said = said or words()
    if action.kind == "stand" and not opening:
        return said.action_play_on
    if action.kind == "play":
        return said.action_play(action.card)
    if action.kind == "discard" and action.cards:
        return said.action_discard(" ".join(phrasebook().card(c)
                                            for c in in_hand_order(action.cards)))
    return said.action_bare.get(action.kind, str(action))


def chance_points(chance: float) -> str:
    """A chance (or a chance given up) in points of chance, as every review writes it:
    cut down to a tenth of a point, so that a loss shown as 8 has reached the 8 that
    marks a mistake.

    >>> chance_points(0.17996), chance_points(0.08), chance_points(0.0795), chance_points(0)
    ('17.9', '8', '7.9', '0')
    """
    tenths = math.floor(chance * 1000 + 1e-6)
    return f"{tenths // 10}" if tenths % 10 == 0 else \
        f"{tenths / 10:.1f}".replace(".", phrasebook().decimal_mark)


def marks_rule() -> str:
    return words().marks_rule(chance_points(INACCURACY), chance_points(MISTAKE),
                              chance_points(BLUNDER))


def _why(mark: str | None) -> str:
    said = words()
    if mark is None:
        return said.why_none(chance_points(INACCURACY))
    bound = {"inaccuracy": INACCURACY, "mistake": MISTAKE, "blunder": BLUNDER}[mark]
    return said.why_mark(said.a_mark[mark], chance_points(bound))


def _percent(chance: float) -> str:
    return phrasebook().percent(chance)


def decision_text(d: DecisionReview, name: str, chance_of: str, other: str = "",
                  under: int = 6) -> str:
    """Two lines on one decision, then its reasons (``other``: the opponent's name), each
    line after the first indented by ``under`` (under the words of its item)."""
    indent = "\n" + " " * under
    said = words()
    played, best = choice_words(d.played), choice_words(d.best)
    where = said.where(d.game + 1, d.deal + 1, d.action + 1,
                       said.phase_names.get(d.phase, d.phase))
    mine, better = d.choices[d.played], d.choices[d.best]
    book = book_line(d)
    return (said.chose(where, name, played, best) + indent
            + said.chances_line(chance_of.capitalize(), _percent(mine), _percent(better),
                                chance_points(d.loss), _why(d.mark))
            + ("" if book is None else indent + book)
            + "".join(indent + line for line in why_told(d, name, False, other)))


def why_told(d: DecisionReview, name: str, you: bool, other: str) -> list[str]:
    """The decision's reasons (``ecarte.review.why``), a line each; none when the review
    has none (an unmarked decision, or a review from before they were given)."""
    if d.why is None:
        return []
    from ecarte.review.told import why_lines
    from ecarte.words.why import words as why_words

    # a seat the game named "You" is told in the second person, as the table does; an
    # opponent of that name in the third person
    other = other or words().seat_name(1 - d.seat)
    return why_lines(d.why, name, you or name == "You", why_words().player_named_you
                     if other == "You" else other)


def book_line(d: DecisionReview) -> str | None:
    """What the book says at an exchange decision, and whether the expert chose the same:
    "A jeu de règle: the book stands; so does the expert." None elsewhere."""
    return book_says(d.book, d.best)


def book_says(advice: BookAdvice | None, best: str) -> str | None:
    """The book's ``advice`` in words, beside the expert's ``best`` (record words)."""
    if advice is None:
        return None
    said = words()
    book = said.book_keeps(choice_words(advice.choice)) if advice.rule == "keep" else \
        said.book_says[str(advice.rule)]
    return said.book_agrees(book) if advice.choice == best else said.book_departs(book)


def every_line(d: DecisionReview) -> str:
    """One decision in the list of every decision: where, what was played and its
    chance, and the expert's choice when it was another, with the mark."""
    said = words()
    where = said.where(d.game + 1, d.deal + 1, d.action + 1,
                       said.phase_names.get(d.phase, d.phase))
    played, mine = choice_words(d.played), _percent(d.choices[d.played])
    book = book_line(d)
    if d.best == d.played:
        line = said.every_best(where, played, mine)
    else:
        mark = "" if d.mark is None else said.mark_names.get(d.mark, d.mark)
        line = said.every_other(where, played, mine, choice_words(d.best),
                                _percent(d.choices[d.best]), mark)
    return line if book is None else f"{line} {book}"


def final_score(record: dict[str, Any], seat: int) -> tuple[str, bool]:
    """The final score from ``seat``'s side: the points of a one-game match, else the
    games won ("5-2", "2-1"); and whether several games were played."""
    from ecarte.engine.records import replay

    state = replay(record).state
    several = state.rules.match > 1
    score = state.games if several or not state.results else state.results[-1].score
    return phrasebook().score(score[seat], score[1 - seat]), several


def luck_line(luck: Luck, name: str, you: bool, other: str, score: str,
              match: bool) -> str:
    """The one line on luck and skill: "You lost 2-5, from a 41% chance at the start: the
    cards cost you about 0.3 of a game; your decisions cost about 0.1". Its figures are
    shown to a tenth, and add up as shown: the cards' part is what the change from the
    start (to a tenth) leaves once the decisions' parts (to a tenth) are told."""
    decisions = round(luck.decisions, 1)
    theirs = None if luck.theirs is None else round(luck.theirs, 1)
    cards = round(luck.result - luck.start, 1) + decisions - (theirs or 0.0)
    return words().luck_line(name, you, luck.result == 1.0, score, luck.start,
                             round(cards, 1), decisions, other, theirs, match)


def _signed(chance: float) -> str:
    points = chance_points(abs(chance))
    return "0" if points == "0" else ("+" if chance > 0 else "\u2212") + points


def luck_deals(luck: Luck, name: str, other: str) -> list[str]:
    """A line per deal: the chances before and after, the cards' part, the decisions'."""
    said = words()
    return [said.luck_deal(d.game + 1, d.deal + 1, _percent(d.before), _percent(d.after),
                           _signed(d.luck), name, _signed(-d.decisions), other,
                           None if d.theirs is None else _signed(d.theirs))
            for d in luck.deals]


def seat_text(summary: SeatSummary, decisions: list[DecisionReview], chance_of: str,
              name: str | None = None, every: bool = False, luck: Luck | None = None,
              other: str = "", score: str = "", match: bool = False) -> str:
    """A seat's summary and its marked decisions; ``name`` is the seat's name as shown
    (by default its ``printable`` name). With ``every``, then each of its decisions in
    order (the marked ones apart from the costliest are then in that list)."""
    said = words()
    s = summary
    name = printable(s.name) if name is None else name
    lines = [said.seat_head(name, s.decisions, s.forced),
             "  " + said.seat_marks(said.inaccuracies(s.inaccuracies),
                                    said.mistakes(s.mistakes), said.blunders(s.blunders),
                                    chance_points(s.loss), chance_points(s.mean_loss))]
    if luck is not None:
        # a seat the game named "You" is told in the second person, as the table does
        lines.append("  " + luck_line(luck, name, name == "You", other, score, match))
    phases = []
    counted = (("inaccuracies", said.inaccuracies), ("mistakes", said.mistakes),
               ("blunders", said.blunders))
    for phase, counts in s.phases.items():
        marks = [count(counts[key]) for key, count in counted if counts[key]]
        phases.append(said.phase_item(said.phase_names.get(phase, phase),
                                      counts["decisions"])
                      + (f" ({', '.join(marks)})" if marks else ""))
    if phases:
        lines.append("  " + said.by_phase(said.list_sep.join(phases)))
    marked = [d for d in s.worst if d.mark is not None]
    if marked:
        lines.append("  " + said.costliest)
        for i, d in enumerate(marked, 1):
            item = f"    {i}. "
            lines.append(item + decision_text(d, name, chance_of, other, len(item)))
    elif s.worst:
        lines.append("  " + said.none_marked(chance_points(s.worst[0].loss)))
    else:
        lines.append("  " + said.no_loss)
    if every:
        if decisions:
            lines.append("  " + said.every_title)
            lines += ["    - " + every_line(d) for d in decisions]
        if luck is not None:
            lines.append("  " + said.luck_title(luck.theirs is not None))
            lines += ["    - " + line for line in luck_deals(luck, name, other)]
        return "\n".join(lines)
    others = [d for d in decisions if d.mark is not None and d not in s.worst]
    if others:
        lines.append("  " + said.other_marked)
        for d in others:
            assert d.mark is not None
            lines.append("    - " + said.other_line(
                said.mark_names.get(d.mark, d.mark), d.game + 1, d.deal + 1, d.action + 1,
                choice_words(d.played), _percent(d.choices[d.played]),
                choice_words(d.best), _percent(d.choices[d.best])))
    return "\n".join(lines)


def review_text(review: RecordReview, chance_of: str | None = None,
                title: str = "", videau: bool = False,
                players: Sequence[object] | None = None, every: bool = False,
                record: dict[str, Any] | None = None) -> str:
    """The whole review of one record in words. ``chance_of`` says what the percentages
    are chances of (by default the game's); ``players`` are the record's own names (a
    missing one is then named in the player's language, not the review's "Seat 1");
    ``every`` lists every decision of each seat in order after its summary. With the
    ``record`` (finished, not under the videau), each seat's luck and skill too."""
    said = words()
    chance_of = said.chance_game if chance_of is None else chance_of
    a, b = names = shown_names(review.players if players is None else players)
    head = said.versus(title, a, b)
    lines = [head, said.post_mortem_note if review.post_mortem else said.fair_note]
    lines.append(said.percentages(chance_of, videau) + " " + marks_rule())
    shown = review.decisions if every else \
        [d for s in review.seats for d in s.worst if d.mark is not None]
    if any(d.book is not None for d in shown):
        lines.append(said.book_note)  # before the first line that says what the book says
    for summary in review.seats:
        mine = [d for d in review.decisions if d.seat == summary.seat]
        luck, score, several = None, "", False
        if record is not None:
            from ecarte.review.luck import luck_of

            both = {s.seat for s in review.seats} == {0, 1}
            luck = luck_of(record, summary.seat, review.decisions, both)
            if luck is not None:
                score, several = final_score(record, summary.seat)
        lines += ["", seat_text(summary, mine, chance_of, names[summary.seat], every, luck,
                                names[1 - summary.seat], score, several)]
    return "\n".join(lines) + "\n"
