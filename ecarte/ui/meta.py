"""The commands that are not moves: help, rules, score, log, sheet, speed, tutor, hint,
undo, moves, quit."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal

from rich.text import Text

from ecarte.driver import derive
from ecarte.engine import Action, SeatView, in_hand_order, view
from ecarte.engine.events import redact
from ecarte.ui import render
from ecarte.ui.commands import legal_line, plain_letters
from ecarte.ui.helptext import help_table
from ecarte.ui.narrate import discards, opens_trick, ruffs
from ecarte.words import phrasebook
from ecarte.words.table import words

if TYPE_CHECKING:
    from ecarte.ui.host import Host
    from ecarte.ui.theme import Look

Outcome = Literal["quit", "again"] | None


def run_command(session: Host, name: str, seat: int, seen: SeatView | None,
                arg: str = "") -> Outcome:
    """Do a command for ``seat`` (``arg``: its word, for speed). "again" when the position
    changed (an undo)."""
    say = session.say
    look = session.table.look
    if seen is None:
        seen = view(session.ledger.state, seat)
    if name == "moves":
        session.console.print(legal_line(seen, look), soft_wrap=True)
    elif name == "help":
        say(help_table(look))
    elif name == "rules":
        show_rules(session)
    elif name == "score":
        say(render.score_panel(seen.state, session.seats(seat),
                               session.table.levels.get(1 - seat)))
    elif name == "log":
        narrator = session.seats(seat).narrator
        lines = [narrator.line(redact(e, seat), opens_trick(e, step.events),
                               ruffs(e, step.events), discards(e, step.events))
                 for step in session.ledger.deal_steps() for e in step.events]
        say(*(line for line in lines if line is not None))
    elif name == "sheet":
        from ecarte.ui.sheet import sheet_rows, sheet_table
        say(sheet_table(sheet_rows(session.ledger.steps, session.names), session.names,
                        look, session.ledger.rules.match))
    elif name == "speed":
        speed(session, arg)
    elif name == "tutor":
        from ecarte.ui.tutor import switch
        local = {typed: english for english, typed in words().switch_words.items()}
        local.update({plain_letters(typed): english for typed, english in local.items()})
        switch(session, local.get(arg, arg))
    elif name == "hint":
        if hint_allowed(session):
            say(hint(session, seen))
    elif name == "undo":
        return undo(session, seat)
    elif name == "quit":
        return "quit"
    return None


def show_rules(session: Host) -> None:
    from ecarte.ui.rulebook import show_rules as show

    show(session.console, page=session.term.interactive)


def __getattr__(name: str) -> str:
    """The questions of the hint and the undo, in the chosen language, by their old
    constant names: ``HINT_QUESTION``, ``HINT_AGAIN``, ``UNDO_QUESTION``, ``UNDO_UNRATED``
    (the question in a match that hints or the tutor have already kept off the rating)."""
    fields = {"HINT_QUESTION": "hint_question", "HINT_AGAIN": "hint_again",
              "UNDO_QUESTION": "undo_question", "UNDO_UNRATED": "undo_unrated"}
    if name in fields:
        said: str = getattr(words(), fields[name])
        return said
    raise AttributeError(name)


def rated_so_far(session: Host) -> bool:
    """Whether the match would still move the player's rating: one human against a bot of
    the ladder, kept in the history when it ends (not the lesson's practice deal), with
    no take-back, no hint, and the tutor neither on nor having watched."""
    from ecarte.history.keep import moves_rating

    table = session.table
    if not table.save or not table.bots or len(table.humans) != 1:
        return False
    extra = session.ledger.extra
    helped = bool(table.tutor or table.meta.get("tutor") or extra.get("tutor")
                  or int(table.meta.get("hints", 0)))
    takebacks = int(extra.get("take_backs", 0)) + bool(extra.get("practice"))
    return moves_rating(table.levels.get(1 - table.humans[0]), takebacks=takebacks,
                        tutor=helped)


def consent(session: Host, question: str) -> bool:
    """Ask ``question``; Enter, no, Ctrl-C and Ctrl-D (or the end of piped input) are no.
    Yes is asked for, never taken for granted: a hint or a take-back changes what the
    match counts for."""
    try:
        return session.term.confirm(question, default=False, safe=False)
    except EOFError:  # Ctrl-D at a terminal (LeaveRequested), the end of piped input
        return False


def hint_allowed(session: Host) -> bool:
    """Whether to show the hint just asked for. In a match that would move the rating,
    the first hint explains and asks (the explanation is said once per match: the save's
    settings keep ``hint_asked``, the match's seed); a hint declined is asked for again,
    in short, at the next ``hint``. A hint shown is counted in the save's settings
    (``hints``): the history keeps the match as played with hints."""
    table = session.table
    meta = table.meta
    if rated_so_far(session):
        seed = session.ledger.seed
        said = words()
        question = said.hint_again if meta.get("hint_asked") == seed else said.hint_question
        meta["hint_asked"] = seed
        if not consent(session, question):
            session.persist()
            session.say(said.no_hint, style="note")
            return False
    meta["hints"] = int(meta.get("hints", 0)) + 1
    session.persist()  # kept at once: a match left after a hint is never counted as rated
    return True


def hint(session: Host, seen: SeatView) -> Text:
    level = session.table.hint_level
    rng = derive(session.ledger.seed, "hint", len(session.ledger.steps))
    action, chances = advice(level, seen, rng.randrange(2**31))
    return hint_text(level, action, chances, session.table.look,
                     chance_of(seen, judged=level == "expert"))


def advice(level: str, seen: SeatView, seed: int) -> tuple[Action, Mapping[Action, float]]:
    """What the ``level`` bot would do from ``seen``, and its chances. The expert's advice
    is the review's judgement (``ecarte.review.judge``): the hint, the tutor and the
    review give one choice and the same chances for the same position, so following a
    hint is never marked."""
    if level == "expert":
        from ecarte.review import choices_of, judge
        verdict = judge(seen, choices_of(seen)[0])
        return verdict.best, verdict.chances
    from ecarte.bots import make_bot
    adviser = make_bot(level, seed=seed)
    action = adviser.choose(seen)
    evaluate = getattr(adviser, "evaluate", None)
    chances = evaluate(seen) if callable(evaluate) else None
    return action, chances if isinstance(chances, Mapping) else {}


def chance_of(seen: SeatView, judged: bool = False) -> str:
    """What a hint's chance is the chance of: the bots weigh the game in progress (to its
    target), at its stake under the videau; in a match of several games, not the match,
    but the expert's judgement (``judged``, as in the review) weighs the match."""
    state = seen.state
    said = words()
    if judged and state.rules.match > 1 and not state.rules.videau:
        return said.chance_match(state.rules.match)
    game = state.game
    what = said.chance_game(state.rules.target)
    if game is not None and game.stake > 1:
        what += said.chance_stake(game.stake)
    if state.rules.match > 1:
        what += said.chance_in_match(len(state.results) + 1, state.rules.match)
    return what


def hint_text(level: str, action: Action, chances: Mapping[Action, float], look: Look,
              of: str | None = None) -> Text:
    """The hint: the bot's choice, then how likely it rates each choice to win ``of``,
    every card as the table shows it; on a tie at the shown precision, the bot's choice
    first."""
    said, book = words(), phrasebook()
    text = Text(said.hint_line(level, hinted_words(action, look)))
    if chances:
        def shown(p: float) -> int:
            return round(float(p) * 100)

        ranked = sorted(chances.items(),
                        key=lambda item: (-shown(item[1]), item[0] != action))[:6]
        text.append(said.chance_line(said.chance_default if of is None else of) + ", ".join(
            said.chance_item(_choice_words(a, look), book.percent(float(p)))
            for a, p in ranked))
        if action in chances and shown(chances[action]) < shown(ranked[0][1]):
            text.append(said.book_choice)
    return text


def hinted_words(action: Action, look: Look) -> str:
    """The hint's choice, said whole: a card or a discard as the table writes it, any
    other choice as the review says it ("stand (play with this hand)", never "stand"
    alone)."""
    if action.kind in ("play", "discard"):
        return _choice_words(action, look)
    from ecarte.words.review import words as review_words

    return look.plain(review_words().choice_bare.get(action.kind, action_words(action, look)))


def _choice_words(action: Action, look: Look) -> str:
    """A choice of the hint and its chances: a card to play said from the card itself
    (French puts its article from the card: "jouer le 10♠", "jouer l'A♦"), any other as
    the table writes it."""
    if action.kind == "play":
        return words().hint_play(action.card, look.card(action.card))
    return action_words(action, look)


def action_words(action: Action, look: Look) -> str:
    """The action as the table writes it, in the player's words: ``play 10♥``,
    ``discard 10♥ 9♠ Q♠`` (French ``jouer 10♥``, ``écarter 10♥ 9♠ D♠``)."""
    moves = words().move_words
    if action.kind == "play":
        return f"{moves['play']} {look.card(action.card)}"
    if action.kind == "discard":
        return " ".join([moves["discard"],
                         *(look.card(c) for c in in_hand_order(action.cards))])
    return look.plain(moves.get(action.kind, str(action)))


def undo(session: Host, seat: int) -> Outcome:
    """Take back ``seat``'s last move under the table's policy (docs/playing.md): never
    past anything the player has seen since. Against a bot the match becomes practice:
    in a kept match not yet practice, the table asks first (``UNDO_QUESTION``; Enter,
    Ctrl-C and Ctrl-D are no). Every take-back is counted in the record and the end
    summary."""
    if not session.table.humans:
        return None
    ledger = session.ledger
    extra = ledger.extra
    asked = bool(session.table.bots) and session.table.save and not extra.get("practice")
    if asked:
        index, reason = ledger.undo_target(seat)
        if index is None:
            session.say(words().cannot_undo(str(reason)), style="warn")
            return None
        asking = words().undo_question if rated_so_far(session) else words().undo_unrated
        if not consent(session, asking):
            session.say(words().nothing_taken_back, style="note")
            return None
    why = ledger.undo(seat)
    if why is not None:
        session.say(words().cannot_undo(str(why)), style="warn")
        return None
    session.forget()
    extra["take_backs"] = int(extra.get("take_backs", 0)) + 1
    said = words().taken_back
    if session.table.bots:
        if asked:
            said += words().now_practice
        elif not extra.get("practice"):
            said += words().undo_makes_practice
        extra["practice"] = True
    session.persist()
    session.say(said, style="note")
    return "again"


def speed(session: Host, word: str) -> None:
    """``speed fast|normal|slow|N``: the bot's pause before each move, for the rest of
    this match, resumed or not (kept in the save's settings as ``delay``)."""
    from ecarte.ui.config import speed_seconds
    said = words()
    if not word:
        session.say(said.speed_is(session.table.delay))
        return
    local = {typed: english for english, typed in said.speed_words.items()}
    local.update({plain_letters(typed): english for typed, english in local.items()})
    seconds = speed_seconds(local.get(word, word).replace(",", "."))
    if seconds is None:
        session.say(said.not_a_speed(word[:20]), style="warn")
        return
    session.table.delay = seconds
    session.table.meta["delay"] = seconds  # kept by the save: a resume goes on at it
    session.persist()
    session.say(said.speed_now(seconds), style="note")
