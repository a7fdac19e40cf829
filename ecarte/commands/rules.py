"""``ecarte rules``: the rules in the project's own words, rendered with rich."""

from __future__ import annotations

import argparse
import sys
import unicodedata
from importlib import resources
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

HELP = "show the rules of Écarté (paged when longer than the terminal)"

_SUIT_LETTERS = str.maketrans({"♣": "c", "♦": "d", "♥": "h", "♠": "s"})


def rules_text(encoding: str = "utf-8") -> str:
    """The rules as Markdown, reduced to what ``encoding`` can show."""
    text = resources.files("ecarte").joinpath("rules.md").read_text(encoding="utf-8")
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        text = unicodedata.normalize("NFKD", text.translate(_SUIT_LETTERS))
        text = "".join(ch for ch in text if not unicodedata.combining(ch))
        text = text.encode("ascii", "replace").decode("ascii")
    return text


def render_rules(console: Console) -> None:
    """Print the rules to ``console`` (the game's ``rules`` command uses this too)."""
    from rich.markdown import Markdown
    from rich.text import Text

    text = rules_text(console.encoding)
    if text.isascii() and not rules_text().isascii():
        console.print(Text(text))  # rich's bullets and rules need more than ASCII
    else:
        console.print(Markdown(text))


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--no-pager", action="store_true",
                        help="print the whole text without a pager")


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    console = Console(emoji=False, highlight=False)
    if console.is_terminal and not args.no_pager:
        with console.capture() as capture:
            render_rules(console)
        if capture.get().count("\n") > console.height:
            with console.pager(styles=True):
                render_rules(console)
            return 0
    render_rules(console)
    sys.stdout.flush()
    return 0
