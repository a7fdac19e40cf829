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
from ecarte.ui.commands import legal_line
from ecarte.ui.helptext import help_table
from ecarte.ui.narrate import opens_trick

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
        lines = [narrator.line(redact(e, seat), opens_trick(e, step.events))
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
        switch(session, arg)
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


HINT_QUESTION = ("A hint is the expert's advice; a match with hints does not move your "
                 "rating. Show it?")
HINT_AGAIN = "Show the hint? This match will then not move your rating."
UNDO_QUESTION = ("Taking back makes this a practice match, which does not move your rating. "
                 "Take back?")
UNDO_UNRATED = "Taking back makes this a practice match. Take back?"
"""The question in a match that hints or the tutor have already kept off the rating."""


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
        question = HINT_AGAIN if meta.get("hint_asked") == seed else HINT_QUESTION
        meta["hint_asked"] = seed
        if not consent(session, question):
            session.persist()
            session.say("No hint: this match still counts for your rating.", style="note")
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
    if judged and state.rules.match > 1 and not state.rules.videau:
        return f"the match (best of {state.rules.match} games)"
    game = state.game
    what = f"this game (to {state.rules.target})"
    if game is not None and game.stake > 1:
        what += f" at stake {game.stake}"
    if state.rules.match > 1:
        what += f", game {len(state.results) + 1} of the best of {state.rules.match}"
    return what


def hint_text(level: str, action: Action, chances: Mapping[Action, float], look: Look,
              of: str = "the game") -> Text:
    """The hint: the bot's choice, then how likely it rates each choice to win ``of``,
    every card as the table shows it; on a tie at the shown precision, the bot's choice
    first."""
    text = Text(f"Hint ({level} bot): {action_words(action, look)}.")
    if chances:
        def shown(p: float) -> int:
            return round(float(p) * 100)

        ranked = sorted(chances.items(),
                        key=lambda item: (-shown(item[1]), item[0] != action))[:6]
        text.append(f"\nChance of winning {of}: " + ", ".join(
            f"{action_words(a, look)} {shown(p)}%" for a, p in ranked))
        if action in chances and shown(chances[action]) < shown(ranked[0][1]):
            text.append("\nThe bot keeps to the book's choice unless its reckoning is "
                        "clearly better.")
    return text


def action_words(action: Action, look: Look) -> str:
    """The action as the table writes it: ``play 10♥``, ``discard 10♥ 9♠ Q♠``."""
    if action.kind == "play":
        return f"play {look.card(action.card)}"
    if action.kind == "discard":
        return " ".join(["discard", *(look.card(c) for c in in_hand_order(action.cards))])
    return look.plain(str(action))


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
            session.say(f"Cannot undo: {reason}.", style="warn")
            return None
        if not consent(session, UNDO_QUESTION if rated_so_far(session) else UNDO_UNRATED):
            session.say("Nothing was taken back.", style="note")
            return None
    why = ledger.undo(seat)
    if why is not None:
        session.say(f"Cannot undo: {why}.", style="warn")
        return None
    session.forget()
    extra["take_backs"] = int(extra.get("take_backs", 0)) + 1
    said = "Taken back. The position is as it was before your move."
    if session.table.bots:
        if asked:
            said += " This is now a practice match."
        elif not extra.get("practice"):
            said += " Undo against the bot makes this a practice match (its record and " \
                    "summary say so)."
        extra["practice"] = True
    session.persist()
    session.say(said, style="note")
    return "again"


def speed(session: Host, word: str) -> None:
    """``speed fast|normal|slow|N``: the bot's pause before each move, for the rest of
    this match, resumed or not (kept in the save's settings as ``delay``)."""
    from ecarte.ui.config import speed_seconds
    if not word:
        session.say(f"The bot's pause is {session.table.delay:g} s. Change it with "
                    "'speed fast', 'speed normal', 'speed slow' or 'speed 0.5'.")
        return
    seconds = speed_seconds(word)
    if seconds is None:
        session.say(f"'{word[:20]}' is not a speed: say fast, normal, slow, or seconds "
                    "from 0 to 10.", style="warn")
        return
    session.table.delay = seconds
    session.table.meta["delay"] = seconds  # kept by the save: a resume goes on at it
    session.persist()
    session.say(f"The bot now pauses {seconds:g} s before each move.", style="note")
