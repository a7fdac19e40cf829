"""Stepping through a record (``ecarte replay``): its steps as frames, and each frame in
the game's words and as a table, with both hands open or as one seat saw it.

A frame is one step of ``engine.records.walk``: the deal's cards, a player's action or a
reshuffle, with the state after it. As one seat saw it, everything shown comes from
``view(state, seat)`` and ``redact(event, seat)``, and only that seat's review marks are
shown (a "best" choice names cards of the hand that made it).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Final

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ecarte.engine import MatchState, SeatView, in_hand_order, new_match, view
from ecarte.engine.actions import Action, DealCards, Reshuffle, parse_action
from ecarte.engine.events import DealEnded, Dealt, Event, GameWon, MatchWon, redact
from ecarte.engine.records import Position, read_record, walk
from ecarte.review.book import BookAdvice
from ecarte.review.text import action_text, book_says, chance_points, shown_names
from ecarte.review.why import Why
from ecarte.ui import render
from ecarte.ui.narrate import Narrator, discards, opens_trick, ruffs
from ecarte.ui.review_view import words
from ecarte.ui.theme import Look
from ecarte.words import phrasebook
from ecarte.words.names import told
from ecarte.words.options import said_rules
from ecarte.words.replay import words as replay_words

MARK_STYLES = {"inaccuracy": "warn", "mistake": "warn", "blunder": "bad"}


@dataclasses.dataclass(frozen=True, slots=True)
class Mark:
    """A review's verdict on one decision (a "decisions" entry of ``ecarte review
    --json``): the choice played and the best one, with their chances of winning."""

    game: int
    deal: int
    action: int
    seat: int
    played: str
    best: str
    loss: float
    mark: str | None
    choices: Mapping[str, float]
    post_mortem: bool = False  # judged with both hands known: always said so
    book: BookAdvice | None = None  # at an exchange decision, the book's rule of thumb
    why: Why | None = None  # a marked decision's lines and reasons

    @property
    def key(self) -> tuple[int, int, int, int]:
        return self.game, self.deal, self.action, self.seat


@dataclasses.dataclass(frozen=True, slots=True)
class Frame:
    """One step of the record (``step`` None: an empty record, before any deal), the
    state after it, and how many of its deal's ``total`` actions are ``done``."""

    step: Position | None
    state: MatchState
    done: int
    total: int


def frames(record: dict[str, Any]) -> list[Frame]:
    """Every step of a valid record, as frames. Raises RecordFormatError or
    RecordFaultError (with verify's sentence) as ``walk`` does."""
    rules, _ = read_record(record)
    found: list[Frame] = []
    for step in walk(record):
        total = len(record["games"][step.game]["deals"][step.deal]["actions"])
        done = 0 if step.action is None and isinstance(step.taken, DealCards) else \
            found[-1].done if step.action is None else step.action + 1
        found.append(Frame(step, step.after, done, total))
    return found or [Frame(None, new_match(rules), 0, 0)]


UNDONE: Final = re.compile(r"undo: seat ([01]) (.+?)(?: at (\d+))?")
"""A take-back's note in a record: the seat, the action taken back, and where it stood in
the deal's actions (a note written before the place was kept has none: the replay tells
it at its deal's first action)."""


def takebacks_of(record: Mapping[str, Any]) -> dict[tuple[int, int, int],
                                                     list[tuple[int, str]]]:
    """A valid record's take-backs (its deals' "undo:" notes), by (game, deal, action)."""
    found: dict[tuple[int, int, int], list[tuple[int, str]]] = {}
    for g, game in enumerate(record.get("games", [])):
        for d, deal in enumerate(game.get("deals", []) if isinstance(game, dict) else []):
            notes = deal.get("notes", []) if isinstance(deal, dict) else []
            for note in notes if isinstance(notes, list) else []:
                matched = UNDONE.fullmatch(note) if isinstance(note, str) else None
                if matched is not None:
                    at = int(matched[3]) if matched[3] else 0
                    found.setdefault((g, d, at), []).append((int(matched[1]), matched[2]))
    return found


def player_names(record: Mapping[str, Any]) -> tuple[str, str]:
    """The record's two names, as they may be shown (``review.text.shown_names``), a
    player named "You" kept so: the replay tells that seat in the second person.

    >>> player_names({"players": ["Ada\\x1b[31m", ""]})
    ('Ada?[31m', 'Seat 2')
    """
    first, second = shown_names(record.get("players"), told=False)
    # the bot's name the game gave is said in the language (French "Robot"), "You" is kept
    return (told(first) if first == "Bot" else first, told(second) if second == "Bot"
            else second)


def percent(chance: float) -> str:
    """A chance as a whole percentage.

    >>> percent(0.414)
    '41%'
    """
    return phrasebook().percent(chance)


@dataclasses.dataclass(frozen=True, slots=True)
class Replayer:
    """How frames are shown: the names, the seat they are seen by (None: both hands
    open), the look of the cards, and the review's marks by (game, deal, action, seat)."""

    names: tuple[str, str]
    seat: int | None
    look: Look
    marks: Mapping[tuple[int, int, int, int], Mark] = dataclasses.field(default_factory=dict)
    # a practice match's take-backs, before the action they stood at: (seat, record words)
    taken_back: Mapping[tuple[int, int, int], Sequence[tuple[int, str]]] = \
        dataclasses.field(default_factory=dict)

    @property
    def seats(self) -> render.Seats:
        return render.Seats(self.names, self.seat, self.look)

    def you(self, seat: int) -> bool:
        """Whether ``seat`` is told in the second person: the viewer, or a player named
        "You" (as ``ecarte play`` names seat 0), whoever views."""
        return seat == self.seat or self.names[seat].casefold() == "you"

    def said(self, text: str, style: str = "") -> Text:
        """A sentence of the replay, in the look (letters for glyphs in ASCII)."""
        return Text(self.look.plain(text), style=style)

    def where(self, frame: Frame) -> str:
        """'game 1 · deal 3 · action 7/15'."""
        step = frame.step
        said = replay_words()
        if step is None:
            return self.look.plain(said.no_deal_here)
        dot = " - " if self.look.ascii else " · "
        parts = [said.game_n(step.game + 1), said.deal_n(step.deal + 1),
                 said.action_n(frame.done, frame.total)]
        if isinstance(step.taken, Reshuffle):
            parts.append(said.reshuffle)
        return self.look.plain(dot.join(parts))

    def told(self, frame: Frame) -> list[Text]:
        """The step in words, as the viewer saw it."""
        step = frame.step
        said = replay_words()
        if step is None:
            return [self.said(said.no_deal)]
        events: tuple[Event, ...] = step.events
        if self.seat is not None:
            events = tuple(redact(event, self.seat) for event in events)
        narrator = self.seats.narrator
        lines: list[Text] = []
        for event in events:
            line = self._ending(event) or narrator.line(
                event, opens_trick(event, events), ruffs(event, events),
                discards(event, events))
            if line is not None:
                lines.append(line)
            if isinstance(event, Dealt) and self.seat is not None:
                held = self.said(said.you_hold)
                cards = [c for c in event.hands[self.seat] if c is not None]
                held.append_text(self.look.cards(in_hand_order(cards)))
                held.append(self.look.plain(said.you_hold_end))
                lines.append(held)
        if not lines and step.action is not None:
            lines.append(self._unsaid(step))
        if step.action is not None:
            lines[:0] = self._taken_back(step)
        return lines

    def _taken_back(self, step: Position) -> list[Text]:
        """The take-backs before this action: what was first chosen here and taken back
        (only "a move" when this view may not see that seat's cards)."""
        said = replay_words()
        out = []
        for seat, recorded in self.taken_back.get((step.game, step.deal, step.action or 0),
                                                  ()):
            you, name = self.you(seat), self.names[seat]
            if self.seat not in (None, seat):
                out.append(self.said(said.taken_back_unseen(you, name), style="note"))
                continue
            try:
                action = self.look.plain(action_text(parse_action(recorded)))
            except ValueError:
                action = recorded
            out.append(self.said(said.taken_back(you, name, action), style="note"))
        return out

    def _unsaid(self, step: Position) -> Text:
        """An action whose events come with a later step: a discard that waits for the
        discards to be reshuffled."""
        said, action = replay_words(), step.taken
        you, name = self.you(step.seat), self.names[step.seat]
        if isinstance(action, Action) and action.kind == "discard":
            count = len(action.cards)
            text = self.said(said.discards(you, name) + " ")
            if self.seat in (None, step.seat):
                text.append_text(self.look.cards(in_hand_order(action.cards)))
            else:
                text.append(self.look.plain(said.discard_count(count)))
            text.append(self.look.plain(said.stock_short))
            return text
        return Text(f"{self.look.plain(said.someone(you, name))}: {action}.")

    def _ending(self, event: Event) -> Text | None:
        """The end of a deal, a game or the match in one sentence (the table shows
        them as panels)."""
        said = replay_words()
        if isinstance(event, DealEnded):
            return self.said(said.deal_over)
        if isinstance(event, GameWon):
            you, name = self.you(event.seat), self.names[event.seat]
            text = said.wins_game(you, name, event.score[event.seat],
                                  event.score[1 - event.seat])
            if event.value > 1:
                text += said.counts(event.value)
            return self.said(text + ".", style="title")
        if isinstance(event, MatchWon):
            you, name = self.you(event.seat), self.names[event.seat]
            text = said.wins_match(you, name)
            if sum(event.games) > 1:
                text += said.games_to(event.games[event.seat], event.games[1 - event.seat])
            return self.said(text + ".", style="title")
        return None

    def mark(self, frame: Frame) -> Mark | None:
        """The review's verdict on this frame's action, if the viewer may see it."""
        step = frame.step
        if step is None or step.action is None:
            return None
        if self.seat is not None and step.seat != self.seat:
            return None
        return self.marks.get((step.game, step.deal, step.action, step.seat))

    def marked(self, frame: Frame) -> bool:
        """Whether the review marked this frame's action (an inaccuracy or worse)."""
        mark = self.mark(frame)
        return mark is not None and mark.mark is not None

    def mark_line(self, frame: Frame) -> Text | None:
        """'Mistake: play K♠ 41%; best play 7♠ 47%.' (the cards in the table's look)"""
        mark = self.mark(frame)
        if mark is None:
            return None
        line = Text()
        if mark.post_mortem:
            line.append(self.look.plain(replay_words().post_mortem), style="note")
        line.append_text(self._verdict(mark, frame.step.before if frame.step else None))
        book = book_says(mark.book, mark.best)
        if book is not None:
            line.append(" " + self.look.plain(book), style="note")
        if mark.why is not None:
            from ecarte.review.told import why_lines

            told = shown_names(self.names)
            for text in why_lines(mark.why, told[mark.seat], self.you(mark.seat),
                                  told[1 - mark.seat]):
                line.append("\n" + self.look.plain(text), style="note")
        return line

    def _verdict(self, mark: Mark, before: MatchState | None) -> Text:
        played = mark.choices.get(mark.played)
        best = mark.choices.get(mark.best)
        chance = f" {percent(played)}" if played is not None else ""
        played_words = words(mark.played, self.look, before)
        best_words = words(mark.best, self.look, before)
        said = replay_words()
        if mark.mark is None and mark.played == mark.best:
            return self.said(said.best_choice(f"{played_words}{chance}"), style="good")
        word = said.mark_words.get(mark.mark or "", said.mark_words[""])
        text = Text(self.look.plain(word), style=MARK_STYLES.get(mark.mark or "", "good"))
        best_shown = best_words + (f" {percent(best)}" if best is not None else "")
        points = chance_points(mark.loss)
        if points == "0":  # nothing given up that the figures show: as good as the best
            text.append(self.look.plain(said.mark_even(f"{played_words}{chance}", best_shown)))
            return text
        text.append(self.look.plain(said.mark_rest(f"{played_words}{chance}", best_shown)))
        text.append(self.look.plain(said.mark_loss(points)))
        return text

    def table(self, frame: Frame) -> RenderableType:
        """The table after the step: for the seat, or with both hands open."""
        state = frame.state
        if self.seat is not None:
            return render.table(view(state, self.seat), self.seats)
        shown = render.table(SeatView(0, state), self.seats)
        deal = state.deal
        if deal is None:
            return shown
        grid = Table.grid(padding=(0, 1))
        grid.add_column(style="label", no_wrap=True)
        grid.add_column(overflow="fold")
        for seat in (1 - deal.dealer, deal.dealer):
            hand = [c for c in deal.hands[seat] if c is not None]
            said = replay_words()
            grid.add_row(told(self.names[seat]), self.look.cards(in_hand_order(hand, deal.trump),
                                                           deal.trump)
                         or self.said(said.no_cards))
            thrown = [c for c in deal.discards[seat] if c is not None]
            if thrown:
                grid.add_row("", self.said(said.discarded).append_text(
                    self.look.cards(in_hand_order(thrown, deal.trump))))
        hands = Panel(grid, title=self.said(replay_words().hands), title_align="left",
                      box=self.seats.box(),
                      width=render.panel_width(self.names))
        return Group(shown, hands)

    def screen(self, frame: Frame) -> RenderableType:
        """Everything about one frame: where it is, the step in words, the review's
        mark, then the table (what a short terminal cuts is the bottom of the table)."""
        parts: list[RenderableType] = [Text(self.where(frame), style="title")]
        parts.extend(self.told(frame))
        line = self.mark_line(frame)
        if line is not None:
            parts.append(line)
        parts.append(self.table(frame))
        return Group(*parts)

    def print_transcript(self, shown: Sequence[Frame], console: Console) -> None:
        """Print the transcript, each line without the spaces that pad it."""
        for part in self.transcript(shown):
            with console.capture() as captured:
                console.print(part)
            console.file.write("\n".join(line.rstrip() for line in
                                         captured.get().split("\n")))
        console.file.flush()

    def transcript(self, shown: Sequence[Frame]) -> Iterator[RenderableType]:
        """The whole record in words: each deal under its heading, each action numbered
        as the position line counts it (a long line wraps under its own text), the
        marks under their moves, and how the record ends."""
        said = replay_words()
        rules = said_rules(shown[0].state.rules.to_spec())
        yield self.said(said.against(told(self.names[0]), told(self.names[1]), rules),
                        style="title")
        rows: Table | None = None
        for frame in shown:
            step = frame.step
            if step is None or isinstance(step.taken, DealCards):
                if rows is not None:
                    yield rows
                yield Text("")
                if step is not None:
                    yield self.said(said.deal_heading(step.game + 1, step.deal + 1,
                                                      frame.total), style="title")
                rows = Table.grid(padding=(0, 1), pad_edge=True)
                rows.add_column(justify="right", no_wrap=True, min_width=3)
                rows.add_column(overflow="fold")
            assert rows is not None
            number = f"{frame.done}." if step is not None and step.action is not None \
                else ""
            for index, line in enumerate(self.told(frame)):
                rows.add_row("" if index else number, line)
            marked = self.mark_line(frame)
            if marked is not None:
                rows.add_row("", marked)
        if rows is not None:
            yield rows
        last = shown[-1].state
        if last.winner is None:
            yield Text("")
            score = ", ".join(said.score_part(self.you(seat), self.names[seat],
                                              last.score[seat]) for seat in (0, 1))
            yield self.said(said.ends_early(score))


NOBODY = -1
"""Not a seat: ``redact(event, NOBODY)`` hides both hands, every discard and draw."""


def public_log(batches: Iterable[Sequence[Event]], names: tuple[str, str],
               look: Look) -> list[Text]:
    """What both players saw of the steps whose events are ``batches`` (a deal so far),
    in the game's words: no card of either hand, discarded or drawn. A resumed hot-seat
    match shows it, as both players may be looking."""
    narrator = Narrator(names, NOBODY, look)
    lines: list[Text] = []
    for events in batches:
        for event in events:
            line = narrator.line(redact(event, NOBODY), opens_trick(event, tuple(events)),
                                 ruffs(event, tuple(events)),
                                 discards(event, tuple(events)))
            if line is not None:
                lines.append(line)
    return lines


JUMP = re.compile(r"(?:game\s*)?(\d{1,4})(?:\s*[.,:]\s*(?:deal\s*)?|\s+(?:deal\s*)?)"
                  r"(\d{1,4})|(game|deal)?\s*(\d{1,4})")
"""A deal as typed after g: "2.3", "2 3", "game 2, deal 3"; "3" or "deal 3" (a deal of
the game shown); "game 2" (its first deal)."""


class Cursor:
    """Where the viewer is among the frames, and the moves between them: by step, by
    deal, to either end, or to a deal typed as "2.3" (game 2, deal 3) or "3" (deal 3 of
    the game shown)."""

    def __init__(self, shown: Sequence[Frame]) -> None:
        self.frames = shown
        self.index = 0

    @property
    def frame(self) -> Frame:
        return self.frames[self.index]

    def _starts(self) -> list[int]:
        """The index of each deal's first frame."""
        return [i for i, f in enumerate(self.frames)
                if f.step is not None and isinstance(f.step.taken, DealCards)] or [0]

    def next(self) -> None:
        self.index = min(self.index + 1, len(self.frames) - 1)

    def back(self) -> None:
        self.index = max(self.index - 1, 0)

    def next_deal(self) -> None:
        """The next deal's cards (or the last frame)."""
        later = [i for i in self._starts() if i > self.index]
        self.index = later[0] if later else len(self.frames) - 1

    def back_deal(self) -> None:
        """This deal's cards, or the deal before's when already there."""
        earlier = [i for i in self._starts() if i < self.index]
        self.index = earlier[-1] if earlier else 0

    def seek(self, wanted: Callable[[Frame], bool], forward: bool = True) -> bool:
        """Go to the next (or the previous) frame that is ``wanted``; False if none."""
        order = range(self.index + 1, len(self.frames)) if forward else \
            range(self.index - 1, -1, -1)
        found = next((i for i in order if wanted(self.frames[i])), None)
        if found is not None:
            self.index = found
        return found is not None

    def first(self) -> None:
        self.index = 0

    def last(self) -> None:
        self.index = len(self.frames) - 1

    def deals(self) -> dict[int, dict[int, int]]:
        """Each game's deals (1-based) and the index of their first frame."""
        deals: dict[int, dict[int, int]] = {}
        for i in self._starts():
            step = self.frames[i].step
            if step is not None:
                deals.setdefault(step.game + 1, {}).setdefault(step.deal + 1, i)
        return deals

    def game_shown(self) -> int:
        """The game (1-based) of the frame under the cursor."""
        step = self.frame.step
        return step.game + 1 if step is not None else 1

    def jump(self, text: str) -> str | None:
        """Go to the deal typed, numbered within its game as the screen shows it ("game 2
        · deal 1"): "2.1" (game 2, deal 1), "3" (deal 3 of the game shown), "game 2" (its
        first deal); or say in a sentence why not, and what is accepted."""
        deals = self.deals()
        several = len(deals) > 1
        found = JUMP.fullmatch(text.strip().lower())
        said = replay_words()
        if not found:
            return said.not_a_deal(repr(text.strip()[:20]), several)
        if found[2] is not None:
            game, deal = int(found[1]), int(found[2])
        elif found[3] == "game":
            game, deal = int(found[4]), 1
        else:
            game, deal = self.game_shown(), int(found[4])
        if game not in deals:
            return said.no_game(game, len(deals))
        if deal not in deals[game]:
            told = said.no_deal_in(game, deal, len(deals[game]))
            if several and found[2] is None:
                told += said.other_game
            return told
        self.index = deals[game][deal]
        return None
