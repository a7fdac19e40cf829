"""The rules in the project's own words, one book per language (``ecarte/rules.md`` in
English, ``rules.fr.md``, ``rules.it.md``), rendered with rich: for ``ecarte rules`` and
the game's ``rules`` command. The book is the chosen language's, read when asked for."""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping
from importlib import resources
from typing import TYPE_CHECKING

from ecarte.engine.cards import to_ascii

if TYPE_CHECKING:
    from rich.console import Console


def book_name(code: str) -> str:
    """The file of the rule book in the language ``code``.

    >>> book_name("en"), book_name("fr")
    ('rules.md', 'rules.fr.md')
    """
    return "rules.md" if code == "en" else f"rules.{code}.md"


def less_prompt(sentence: str) -> str:
    """less's ``-Ps`` option (for ``LESS``) showing ``sentence`` on its prompt line:
    ``? : . % \\`` are special there and escaped, ``$`` ends the option. In ASCII
    (accents dropped, a no-break space a space): less 590 garbles any other letter on
    its prompt line, whatever the locale.

    >>> less_prompt("Rules: q to come back"), less_prompt("Pages\u00a0: é")
    (' -Ps Rules\\\\: q to come back $', ' -Ps Pages \\\\: e $')
    """
    ascii_only = to_ascii(sentence.replace("\u00a0", " ")).encode("ascii", "replace").decode()
    escaped = "".join("\\" + ch if ch in "?:.%\\" else ch for ch in ascii_only)
    return f" -Ps {escaped.replace('$', '')} $"


def pager_environment(environ: Mapping[str, str], prompt: str,
                      encoding: str) -> dict[str, str]:
    """What the game sets for less before paging the rules: ``LESS`` with ``-R`` (colours,
    not raw escape codes) and a prompt saying how to leave it (``prompt``), each unless
    the user's ``LESS`` has its own; and, when the text goes out in UTF-8, ``LESSCHARSET``
    so that less shows "è", not "<C3><A8>", where the locale is not installed (unless
    the user set ``LESSCHARSET`` or ``LESS``).

    >>> pager_environment({}, "Rules", "utf-8")
    {'LESS': '-R -Ps Rules $', 'LESSCHARSET': 'utf-8'}
    >>> pager_environment({"LESS": "-i"}, "Rules", "utf-8")
    {'LESS': '-i -R -Ps Rules $'}
    """
    less = environ.get("LESS", "")
    if "R" not in less:
        less = (less + " -R").strip()
    if "-P" not in less:
        less += less_prompt(prompt)
    wanted = {"LESS": less}
    utf8 = encoding.lower().replace("-", "").replace("_", "") == "utf8"
    if utf8 and "LESSCHARSET" not in environ and "LESS" not in environ:
        wanted["LESSCHARSET"] = "utf-8"
    return wanted


_GLYPHS = "♣♦♥♠"


def plain(text: str, suit_letters: str) -> str:
    """``text`` in ASCII, for an output that can show no more: each suit's glyph as the
    language's letter for it (``suit_letters``, in suit order), French quotes and
    no-break spaces as their plain forms, ligatures spelt out (cœur, coeur), accents
    dropped, anything else a ``?``.

    >>> plain("«\\u00a0R♠\\u00a0»\\u00a0!", "tkcp")
    '"Rp" !'
    """
    text = text.translate(str.maketrans(_GLYPHS, suit_letters))
    text = text.replace("«\u00a0", '"').replace("\u00a0»", '"').replace("«", '"')
    text = text.replace("»", '"').replace("\u00a0", " ").replace("\u202f", " ")
    text = text.replace("’", "'").replace("—", "-").replace("–", "-")
    for letters, spelt in (("œ", "oe"), ("Œ", "OE"), ("æ", "ae"), ("Æ", "AE")):
        text = text.replace(letters, spelt)  # ligatures NFKD does not part
    return to_ascii(text).encode("ascii", "replace").decode("ascii")


@functools.cache
def _book(code: str, encoding: str) -> str:
    from ecarte.words import phrasebook

    name = book_name(code)
    text = resources.files("ecarte").joinpath(name).read_text(encoding="utf-8")
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        text = plain(text, phrasebook(code).suit_letters)
    return text


def rules_text(encoding: str = "utf-8", code: str | None = None) -> str:
    """The rules as Markdown in ``code`` (default: the chosen language), reduced to what
    ``encoding`` can show."""
    from ecarte.words import chosen

    return _book(code or chosen(), encoding)


_HELD = "\ue000"
"""What stands for a no-break space while rich lays the text out: rich breaks a line at
any space, a no-break one too, and French keeps "levée :" and "« combien ? »" whole."""

_RICH_ASCII = str.maketrans({"•": "*", "─": "-", "━": "=", "│": "|", "▌": "|"})
"""What rich draws for Markdown outside its boxes (a list's bullet, a rule, a quote's bar),
for an output that shows only ASCII: rich draws the tables' boxes in ASCII itself."""


def render_rules(console: Console) -> None:
    """Print the rules to ``console``, laid out by rich at its width: a table's cell that
    wraps stays in its column, in ASCII too (where the book's suits are letters)."""
    from rich.markdown import Markdown
    from rich.segment import Segment, Segments

    text = rules_text(console.encoding)
    ascii_only = text.isascii() and not rules_text().isascii()
    laid = console.render(Markdown(text.replace("\u00a0", _HELD)))
    pieces: list[Segment] = []
    blank = False
    for line in Segment.split_lines(laid):  # rich leaves two blank lines around a table
        empty = not "".join(piece.text for piece in line).strip()
        if empty and blank:
            continue
        blank = empty
        pieces += [*(Segment(_given_back(piece.text, ascii_only), piece.style, piece.control)
                     for piece in line), Segment.line()]
    console.print(Segments(pieces), end="")


def _given_back(text: str, ascii_only: bool) -> str:
    """A piece rich laid out, with its no-break spaces given back; in ASCII, with rich's
    own bullets and lines as ASCII too."""
    text = text.replace(_HELD, "\u00a0")
    if not ascii_only:
        return text
    return text.translate(_RICH_ASCII).encode("ascii", "replace").decode("ascii")


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
            from ecarte.words.rules import words

            os.environ.update(pager_environment(os.environ, words().less_prompt,
                                                console.encoding))
            with console.pager(styles=True):
                console.print(words().pager_note, style="dim")  # seen first, in the pager
                render_rules(console)
            return
    render_rules(console)
