"""The rules in the project's own words (``ecarte/rules.md``), rendered with rich: for
``ecarte rules`` and the game's ``rules`` command."""

from __future__ import annotations

import functools
import os
from importlib import resources
from typing import TYPE_CHECKING

from ecarte.engine.cards import to_ascii

if TYPE_CHECKING:
    from rich.console import Console


PAGER_NOTE = "The rules, in a pager: space for the next page, b back, q to come back."
LESS_PROMPT = r" -Ps Rules\: space for the next page, b back, q to come back $"
"""less's prompt line while the rules are paged (``:`` escaped: it is special there)."""


@functools.cache
def rules_text(encoding: str = "utf-8") -> str:
    """The rules as Markdown, reduced to what ``encoding`` can show."""
    text = resources.files("ecarte").joinpath("rules.md").read_text(encoding="utf-8")
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        text = to_ascii(text).encode("ascii", "replace").decode("ascii")
    return text


def render_rules(console: Console) -> None:
    """Print the rules to ``console``."""
    from rich.markdown import Markdown
    from rich.text import Text

    text = rules_text(console.encoding)
    if text.isascii() and not rules_text().isascii():
        console.print(Text(text))  # rich's bullets and rules need more than ASCII
    else:
        console.print(Markdown(text))


def show_rules(console: Console, page: bool = True) -> None:
    """The rules, through a pager (showing colours) when longer than the terminal; into
    a pipe or a file without the spaces rich pads each line with."""
    if not console.is_terminal:
        with console.capture() as capture:
            render_rules(console)
        lines = capture.get().splitlines()
        console.file.write("".join(line.rstrip() + "\n" for line in lines))
        console.file.flush()
        return
    if page and console.is_terminal:
        with console.capture() as capture:
            render_rules(console)
        if capture.get().count("\n") > console.height:
            less = os.environ.get("LESS", "")
            if "R" not in less:  # let less show colours, not raw escape codes
                less = (less + " -R").strip()
            if "-P" not in less:  # less's own prompt says how to leave it, not ':'
                less += LESS_PROMPT
            os.environ["LESS"] = less
            with console.pager(styles=True):
                console.print(PAGER_NOTE, style="dim")  # seen first, in the pager
                render_rules(console)
            return
    render_rules(console)
