"""The first run of ``ecarte play`` offers the lesson, once: the settings file remembers
that it was asked (``lesson_offered``)."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from ecarte.ui.config import Settings, remember_lesson_offered
from ecarte.ui.questions import ask_yes_no
from ecarte.ui.theme import Look
from ecarte.words.lesson import words


def offer_lesson(console: Console, look: Look, settings: Settings) -> bool:
    """Ask, once, whether to take the lesson first; give it on a yes. True when ``play``
    should stop here (the lesson was taken, or Ctrl-D left); False to go on to the match
    (a no, Enter, Ctrl-C, or a settings file that cannot remember the question)."""
    try:
        remember_lesson_offered()
    except OSError:
        return False  # asked at every start otherwise

    def read_line(prompt: str) -> str:
        try:
            return str(console.input(Text(look.plain(prompt))))
        except (EOFError, KeyboardInterrupt):
            console.print()  # Ctrl-D or Ctrl-C left the cursor on the question's line
            raise

    try:
        if not ask_yes_no(read_line, words().offer_question, False):
            return False
    except KeyboardInterrupt:
        return False
    except EOFError:
        console.print(words().offer_nothing_changed, style="note")
        return True
    from ecarte.lesson.teach import run_lesson
    from ecarte.ui.console import TtyTerminal

    run_lesson(TtyTerminal(console), look, settings.name, settings.delay)
    return True
