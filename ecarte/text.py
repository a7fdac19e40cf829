r"""Text from outside (a name from a flag, the settings, a save, a record, the network) as
the table may show it: never markup (the consoles read none), and never a terminal
escape: each control character becomes ``?``.

>>> shown(" Ada\x1b[2J\tB ", 20), shown("x" * 30, 20) == "x" * 20
('Ada?[2J B', True)
"""

from __future__ import annotations

MAX_NAME = 20
"""The longest name at the table: longer names are cut."""


def shown(text: str, most: int) -> str:
    """``text`` as a table may show it: each control character (a terminal escape, a
    direction override) as ``?``, a tab or line end as a space, cut to ``most``
    characters, without spaces at either end."""
    kept = "".join(ch if ch.isprintable() else " " if ch.isspace() else "?" for ch in text)
    return kept.strip()[:most].strip()


__all__ = ["MAX_NAME", "shown"]
