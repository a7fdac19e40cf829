"""The words around the rule book (``ecarte rules``, the table's ``rules``): the pager's
note and prompt line, the option's help. The rule book itself is a Markdown file per
language (``ecarte/rules.md``, ``rules.fr.md``, ``rules.it.md``), read by
``ecarte.ui.rulebook``.

An area of words, as ``ecarte.words.area`` describes: ``RulesWords`` names the messages,
``en``, ``fr`` and ``it`` word them."""

from __future__ import annotations

from typing import NamedTuple

from ecarte.words import area


class RulesWords(NamedTuple):
    # the rules in a pager (less)
    pager_note: str  # the first line paged: how to move and how to leave
    less_prompt: str  # less's prompt line: in ASCII, or its accents are dropped (less
    # garbles other letters there); the code escapes what less reads as special
    # ecarte rules --help
    no_pager_help: str  # the help of --no-pager


def words(code: str | None = None) -> RulesWords:
    return area(__name__, RulesWords, code)
