"""The review at the end of a match against a bot (docs/playing.md, "The review"):
"Review it? [y/N]"; yes reviews the human's decisions with the expert
(``ecarte.review.review_record``, from the player's view at each moment), then shows the
seat's summary and its three costliest decisions, each with the table as the player saw
it then, what was played, the better choice, both chances and the mark.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.text import Text

from ecarte.engine import MatchState, parse_action, view
from ecarte.engine.records import Position, walk
from ecarte.review.text import action_text, book_line, chance_points, why_told
from ecarte.ui import render
from ecarte.ui.render import Seats
from ecarte.ui.tutor import chance_words, percent, percents
from ecarte.words.review import words as review_words

if TYPE_CHECKING:
    from pathlib import Path

    from ecarte.review import DecisionReview, RecordReview, SeatSummary
    from ecarte.ui.host import Host
    from ecarte.ui.theme import Look



def offer(session: Host, record_path: Path | None = None, kept: int | None = None) -> bool:
    """At the end of a match a human played against a bot, at a terminal: ask, and show
    the review on a yes (and keep it with the match ``kept`` in the history, for its error
    rate). False when the player left at the question (Ctrl-D)."""
    table = session.table
    if not (table.offer_review and session.term.interactive and len(table.humans) == 1
            and table.bots):
        return True
    try:
        if not session.term.confirm(review_words().question):
            return True
    except EOFError:
        return False
    seat = table.humans[0]
    try:
        reviewed = review(session.ledger.record(), seat, session)
    except KeyboardInterrupt:
        session.say(review_words().stopped, style="note")
        return True
    show(session, reviewed, seat, record_path, kept)
    summary = next((s for s in reviewed.seats if s.seat == seat), None)
    if kept is not None and summary is not None:
        from ecarte.history.keep import keep_review
        from ecarte.history.store import WHOLE_REVIEW

        said = keep_review(kept, summary.to_json() | {WHOLE_REVIEW: reviewed.to_json()})
        if said:
            session.say(said, style="note")
    if summary is not None and summary.decisions:
        try:
            if session.term.confirm(review_words().step_question):
                step_through(session, reviewed, seat)
        except EOFError:
            return False
    return True


def step_through(session: Host, reviewed: RecordReview, seat: int) -> None:
    """The match in the replay, seen from ``seat``, opened at the review's first mark
    (m and M go from mark to mark): the review just made, not computed again."""
    from ecarte.ui.replay import Cursor, Replayer, frames, takebacks_of
    from ecarte.ui.replay_marks import marks_of
    from ecarte.ui.replay_screen import Screen

    record = session.ledger.record()
    replayer = Replayer(session.names, seat, session.table.look, marks_of(reviewed),
                        takebacks_of(record))
    cursor = Cursor(frames(record))
    cursor.seek(replayer.marked)
    Screen(replayer, cursor, colour=session.console.color_system is not None).run()


def review(record: dict[str, Any], seat: int, session: Host) -> RecordReview:
    """The expert's review of ``seat``'s decisions, with a progress line meanwhile."""
    from ecarte.review import review_record

    console = session.console
    look = session.table.look
    said = review_words()
    with console.status(look.plain(said.reviewing)) as status:
        def progress(done: int, total: int) -> None:
            if session.term.interrupted(0):  # Ctrl-C is a key here, not a signal
                raise KeyboardInterrupt
            status.update(look.plain(said.reviewing_count(done, total)))
        return review_record(record, (seat,), progress=progress)


def show(session: Host, reviewed: RecordReview, seat: int,
         record_path: Path | None = None, kept: int | None = None) -> None:
    """The seat's summary and what the marks mean, then its costliest decisions as the
    player saw them, and the command that reviews every decision: of the match ``kept``
    in the history (short, it fits on a line), else of the record at ``record_path``."""
    from ecarte.review.text import marks_rule

    said = review_words()
    summary = next((s for s in reviewed.seats if s.seat == seat), None)
    if summary is None:
        return
    if not summary.decisions:
        session.say(said.all_forced)
        return
    # judged from what the player could see, not from how it turned out (a newcomer who
    # won a deal asked why it was called a mistake)
    session.say(summary_text(summary), Text(marks_rule() + " " + said.fair_note,
                                            style="note"))
    if any(d.book is not None for d in summary.worst):
        session.say(Text(said.book_note, style="note"))  # before the book's first line
    luck = luck_told(session, reviewed, seat)
    if luck:
        session.say(Text(luck))
    worst = summary.worst
    if not worst:
        session.say(said.all_good, style="good")
    else:
        positions = at_decisions(session.ledger.record(), worst)
        seats = Seats(session.names, seat, session.table.look)
        for number, decision in enumerate(worst, 1):
            heading = said.costliest_one if len(worst) == 1 else \
                said.costliest_of(number, len(worst))
            session.say(Text(f"\n{heading}", style="title"))
            session.say(decision_panel(
                decision, positions.get((decision.game, decision.deal, decision.action)),
                seats))
    if kept is not None or record_path is not None:
        which = str(kept) if kept is not None else render.shown_path(str(record_path))
        command = f"ecarte review {which} --seat {seat}"
        session.console.print(render.path_line(said.every_decision, command,
                                               session.console.width), soft_wrap=True)


def luck_told(session: Host, reviewed: RecordReview, seat: int) -> str:
    """"You lost 2-5: the cards and Bot's play cost you about 0.3 of a game; your
    decisions cost about 0.1." ("" when it cannot be told: the videau, a match not
    finished)."""
    from ecarte.review.luck import luck_of
    from ecarte.review.text import final_score, luck_line

    record = session.ledger.record()
    luck = luck_of(record, seat, reviewed.decisions)
    if luck is None:
        return ""
    score, several = final_score(record, seat)
    return luck_line(luck, session.names[seat], True, session.names[1 - seat], score,
                     several)


def summary_text(summary: SeatSummary) -> Text:
    """"The expert's review of your 57 decisions: 4 inaccuracies, 2 mistakes and 1
    blunder. Chance given up: 41 points of chance in all, 0.7 per decision. By kind:
    stand or propose 6 (1 mistake); ... cards played 40 (1 blunder, 2 inaccuracies)."."""
    said = review_words()
    text = Text(said.summary_title(summary.decisions), style="title")
    text.append(said.summary_marks(said.no_inaccuracies(summary.inaccuracies),
                                   said.no_mistakes(summary.mistakes),
                                   said.no_blunders(summary.blunders)))
    text.append("\n" + said.summary_loss(chance_points(summary.loss),
                                         chance_points(summary.mean_loss)))
    parts = []
    for phase, counts in summary.phases.items():
        marked = [count(counts.get(key, 0)) for key, count in
                  (("blunders", said.no_blunders), ("mistakes", said.no_mistakes),
                   ("inaccuracies", said.no_inaccuracies)) if counts.get(key, 0)]
        parts.append(said.phase_item(said.kind_names.get(phase, phase),
                                     counts.get("decisions", 0))
                     + (f" ({', '.join(marked)})" if marked else ""))
    if parts:
        text.append("\n" + said.by_kind(said.list_sep.join(parts)))
    return text


def at_decisions(record: dict[str, Any], decisions: Sequence[DecisionReview]
                 ) -> dict[tuple[int, int, int], Position]:
    """The positions of the record at these decisions (game, deal, action)."""
    wanted = {(d.game, d.deal, d.action) for d in decisions}
    found: dict[tuple[int, int, int], Position] = {}
    for position in walk(record):
        if position.action is not None and \
                (key := (position.game, position.deal, position.action)) in wanted:
            found[key] = position
            if len(found) == len(wanted):
                break
    return found


def decision_panel(decision: DecisionReview, position: Position | None,
                   seats: Seats) -> RenderableType:
    """The table as the player saw it before the decision, then what was played, the
    better choice, both chances and the mark."""
    look = seats.look
    assert seats.viewer is not None
    parts: list[RenderableType] = []
    said = review_words()
    what = said.chance_plain
    if position is not None:
        seen = view(position.before, seats.viewer)
        parts.append(render.table(seen, seats))
        what = chance_words(seen, decision.phase)
    before = position.before if position is not None else None
    played, best = words(decision.played, look, before), words(decision.best, look, before)
    lines = Text(said.you_chose(played, best) + "\n")
    chances = decision.choices.get(decision.best), decision.choices.get(decision.played)
    shown = percents(*chances, decision.mark) if decision.mark else \
        (percent(chances[0]), percent(chances[1]))  # the figures read as the mark named
    lines.append(said.chances_of(what, best, shown[0], played, shown[1]) + "\n")
    lines.append(verdict_line(decision.mark, decision.loss),
                 style="bad" if decision.mark in ("mistake", "blunder") else "warn")
    book = book_line(decision)
    if book is not None:
        lines.append("\n" + look.plain(book), style="note")
    parts.append(lines)
    viewer = seats.viewer
    for text in why_told(decision, seats.names[viewer], True, seats.names[1 - viewer]):
        told = look.plain(text)
        body = told.lstrip(" ")  # an indented line (a trick) wraps under its own words
        parts.append(Padding(Text(body, style="note"), (0, 0, 0, len(told) - len(body))))
    return Group(*parts)


def verdict_line(mark: str | None, loss: float) -> str:
    """The mark and what it cost.

    >>> verdict_line("blunder", 0.31)
    'A blunder: it gave up 31 points of chance.'
    >>> verdict_line("blunder", 0.17996)
    'A blunder: it gave up 17.9 points of chance.'
    >>> verdict_line(None, 0.01)
    'Not marked (a small loss): it gave up 1 point of chance.'
    >>> verdict_line(None, 0.0004)
    'Not marked (a small loss): it gave up less than 0.1 points of chance.'
    """
    said = review_words()
    what = said.a_mark_capital.get(mark, mark) if mark else said.not_marked
    points = chance_points(loss)
    cost = said.cost_tiny if points == "0" else \
        said.cost_one if points == "1" else said.cost_points(points)
    return said.verdict_line(what, cost)


def words(recorded: str, look: Look, before: MatchState | None = None) -> str:
    """A choice in record words (``play Ks``) as the table writes it (``play K♠``);
    ``before``: the state it was chosen in (a stand after an exchange is playing on)."""
    opening = before is None or before.deal is None or not before.deal.proposals
    try:
        return look.plain(action_text(parse_action(recorded), opening=opening))
    except ValueError:
        return recorded
