"""French typography at the edge of a line (issue 21): a no-break space before : ; ? ! and
inside « » keeps the mark with its word when the table wraps a sentence."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from rich.text import Text

import ecarte.ui.theme  # noqa: F401  (the table's look: it teaches rich the no-break spaces)

NB = "\u00a0"
SENTENCE = (f"Vous êtes premier{NB}: «{NB}je propose{NB}» ou jouez d'autorité{NB}; le talon "
            f"a 21{NB}cartes, 5\u202f000 points{NB}? Bonne chance{NB}!")


@pytest.mark.parametrize("width", range(12, 60))
def test_a_french_sentence_never_breaks_at_a_no_break_space(width: int) -> None:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(Text(SENTENCE))
    lines = out.getvalue().splitlines()
    assert all(not line.lstrip().startswith((":", ";", "»", "?", "!")) for line in lines), lines
    assert all(not line.rstrip().endswith("«") for line in lines), lines
    assert " ".join(line.strip() for line in lines).replace(NB, " ").replace(
        "\u202f", " ").split() == SENTENCE.replace(NB, " ").replace("\u202f", " ").split()
