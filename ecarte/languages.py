"""The languages the game speaks, and the one the locale asks for: read by the command
line before anything else loads (``ecarte --help`` loads neither ``typing`` nor the
phrasebooks), and by ``ecarte.words``, which says them."""

from __future__ import annotations

TYPE_CHECKING = False  # typing loads re: the command line reads this module at start-up
if TYPE_CHECKING:
    from collections.abc import Mapping

LANGUAGES = ("en", "fr", "it")
"""The languages the game speaks, by ISO 639-1 code."""


def language_of(environ: Mapping[str, str]) -> str:
    """The language the locale asks for (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, first set wins, as gettext reads them), if the game speaks it; else
    English.

    >>> language_of({"LANG": "fr_FR.UTF-8"}), language_of({"LANGUAGE": "it:en"})
    ('fr', 'it')
    >>> language_of({"LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR"}), language_of({})
    ('en', 'en')
    """
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if not value:
            continue
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].split("@")[0].lower()
            if code in LANGUAGES:
                return code
        if name != "LANGUAGE":
            return "en"  # a locale is set, in a language the game does not speak
    return "en"
