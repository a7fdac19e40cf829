"""The tutor at the table (``ecarte play --tutor``, ``tutor on``, ``tutor = true`` in the
settings): before a human's action that the expert rates a mistake or a blunder, the table
says so, names the better choice with both chances, and asks to confirm. The expert
judges from the player's view alone (``ecarte.review.judge``), never the hidden cards.

No at the question (or Ctrl-C) plays nothing: the player is back at the same prompt.
A match the tutor watched is marked in its record and in the save's settings
(``"tutor": true``); ``tutor on|off`` is kept in the save's settings as ``tutor_on``.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Final

from rich.text import Text

from ecarte.engine import Action, SeatView
from ecarte.words import phrasebook
from ecarte.words.review import words

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

    from ecarte.review import Verdict
    from ecarte.ui.host import Host
    from ecarte.ui.theme import Look

STOPS: Final = ("mistake", "blunder")  # the marks the tutor stops
THINKING_AFTER: Final = 0.3  # seconds of judging before "Thinking…" is shown


def allowed(session: Host, action: Action, seen: SeatView) -> bool:
    """Whether to play ``action`` now: True unless the tutor is on, the expert rates it a
    mistake or worse from ``seen`` and the player, told why, says no (or presses
    Ctrl-C). Raises EOFError when the player leaves at the question."""
    if not session.table.tutor or len(seen.legal_actions()) < 2:
        return True
    # the record and the save's settings say the tutor watched this match (the history
    # keeps it; such a match does not move the rating)
    session.ledger.extra["tutor"] = session.table.meta["tutor"] = True
    verdict = judged(session, seen, action)
    if verdict is None:
        session.say(words().tutor_interrupted, style="note")
        return False
    if verdict.mark not in STOPS or verdict.best == action:
        return True
    look = session.table.look
    session.say(warning(verdict, action, seen, look))
    if session.term.confirm(anyway(action, look)):
        return True
    session.say(words().tutor_not_played, style="note")
    return False


def judged(session: Host, seen: SeatView, action: Action) -> Verdict | None:
    """The expert's verdict on ``action``; at a terminal "Thinking…" is shown while it
    takes more than ``THINKING_AFTER`` seconds. None when Ctrl-C stopped it."""
    from concurrent.futures import TimeoutError

    from ecarte.review import judge

    if not session.term.interactive:
        try:
            return judge(seen, action)
        except KeyboardInterrupt:
            return None
    future = _judging().submit(judge, seen, action)
    try:
        try:
            return future.result(timeout=THINKING_AFTER)
        except TimeoutError:
            with session.console.status(session.table.look.plain(words().thinking)):
                while not future.done():  # Ctrl-C is a key between prompts: watched
                    if session.term.interrupted(0.05):
                        raise KeyboardInterrupt from None
                return future.result()
    except KeyboardInterrupt:
        future.cancel()
        return None


@functools.cache
def _judging() -> ThreadPoolExecutor:
    """The one thread the tutor judges in: a verdict left behind by Ctrl-C finishes
    before the next one starts (the expert is not shared between two threads)."""
    from concurrent.futures import ThreadPoolExecutor

    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="tutor")


def warning(verdict: Verdict, action: Action, seen: SeatView, look: Look) -> Text:
    """What the tutor says: the mark, then the better choice and the one typed with their
    chances, e.g. "Tutor: the expert rates play K♠ a blunder. Chance of winning the game
    (to 5): play 7♠ 47%, play K♠ 12%."."""
    said = words()
    mark = verdict.mark or "mistake"
    best, played = verdict.best, action
    shown = percents(verdict.chances.get(best), verdict.chances.get(played), mark)
    text = Text(look.plain(said.tutor_label), style="warn")
    text.append(look.plain(said.tutor_rates(
        action_words(played, look), said.a_mark.get(mark, mark),
        chance_words(seen, verdict.phase), action_words(best, look), shown[0], shown[1])))
    return text


def action_words(action: Action, look: Look) -> str:
    """The action as the table writes it, in the player's language: ``play 10♥``."""
    from ecarte.review.text import action_text

    return look.plain(action_text(action))


def percents(best: float | None, played: float | None, mark: str) -> tuple[str, str]:
    """The best choice's chance and the one played's, as whole percentages unless their
    difference would then read as another mark than ``mark`` (the expert's, from the
    chances themselves): then with as many decimals as it takes. A loss of 15.9 points,
    a mistake, is never shown as 50% against 34% (16 points: a blunder).

    >>> percents(0.5042, 0.3448, "mistake"), percents(0.47, 0.12, "blunder")
    (('50.4%', '34.5%'), ('47%', '12%'))
    >>> percents(0.998, 0.81, "blunder"), percents(1.0, 0.0, "blunder")
    (('>99%', '81%'), ('100%', '0%'))
    """
    from ecarte.review import mark as mark_of

    if best is None or played is None:
        return percent(best), percent(played)
    for decimals in range(7):
        scale = 100 * 10 ** decimals
        high, low = round(best * scale), round(played * scale)
        if (mark_of((high - low) / scale) or "mistake") == mark:
            break
    book = phrasebook()
    return (book.percent(_as_shown(best, high, scale), decimals),
            book.percent(_as_shown(played, low, scale), decimals))


def _as_shown(chance: float, figure: int, scale: int) -> float:
    """The chance rounded to the figure shown, unless that figure would read as a
    certainty (100% or 0%) it is not: then the chance itself (shown >99% or <1%)."""
    return figure / scale if 0 < figure < scale else chance


def chance_words(seen: SeatView, phase: str) -> str:
    """What the expert's chances are chances of (docs/review.md): the game, the match
    when several games are played, the doubled stake under the videau.

    >>> from ecarte.engine import Rules, new_match, view
    >>> chance_words(view(new_match(Rules(target=5)), 0), "play")
    'Chance of winning the game (to 5)'
    >>> chance_words(view(new_match(Rules(match=3)), 0), "propose")
    'Chance of winning the match (best of 3 games)'
    """
    rules = seen.rules
    said = words()
    if phase == "double":
        return said.chance_stake
    if rules.match > 1 and not rules.videau:
        return said.chance_match_of(rules.match)
    return said.chance_game_to(rules.target)


def anyway(action: Action, look: Look) -> str:
    """The question after a warning: "Play K♠ anyway?", "Stand anyway?"."""
    told = action_words(action, look)
    return look.plain(words().anyway(f"{told[:1].upper()}{told[1:]}"))


def percent(chance: float | None) -> str:
    """A chance as the table shows it: ``47%`` (``?`` when the expert gave none).

    >>> percent(0.4651), percent(None)
    ('47%', '?')
    """
    return "?" if chance is None else phrasebook().percent(chance)


def switch(session: Host, word: str) -> None:
    """``tutor on|off``: turn the tutor on or off for the rest of this match, resumed or
    not (kept in the save's settings); ``tutor`` alone says whether it is on."""
    word = word.strip().lower()
    table = session.table
    said = words()
    if not word:
        session.say(said.tutor_state_on if table.tutor else said.tutor_state_off)
        return
    ons, offs = ("on", said.tutor_word_on), ("off", said.tutor_word_off)
    plain = word.replace("ì", "i")
    if word not in ons + offs and plain not in ons + offs:
        session.say(said.tutor_not_setting(word[:20]), style="warn")
        return
    table.tutor = word in ons or plain in ("on", said.tutor_word_on.replace("ì", "i"))
    table.meta["tutor_on"] = table.tutor  # kept by the save: a resume goes on with it
    session.persist()
    session.say(said.tutor_now_on if table.tutor else said.tutor_now_off, style="note")
