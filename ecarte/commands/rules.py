"""``ecarte rules``: the rules in the project's own words, in the chosen language, paged
when longer than the terminal (the books and their rendering are in
``ecarte.ui.rulebook``)."""

from __future__ import annotations

import argparse
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.rules import words

    parser.add_argument("--no-pager", action="store_true", help=words().no_pager_help)


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    from ecarte.ui.rulebook import show_rules

    show_rules(Console(emoji=False, highlight=False), page=not args.no_pager)
    sys.stdout.flush()
    return 0
