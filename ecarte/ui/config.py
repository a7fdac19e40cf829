"""The settings file: choices a player would not want to retype.

``config.toml`` in the user's config folder (``ecarte.files.config_dir()``)::

    name = "Ada"          # your name at the table
    level = "expert"      # the bot to play against
    delay = 0.8           # seconds before each bot move
    speed = "fast"        # the same as a word: fast (0), normal (0.8), slow (1.6)
    autoplay = "last"     # cards played for you: "last" trick, any "forced" card, "off"
    declare_king = "ask"  # the King of trumps: "ask" before a first card, or "always"
    tutor = false         # the expert warns before a mistake (ecarte play --tutor)
    ascii = false         # letters instead of suit symbols
    four_colour = false   # a colour per suit
    hotseat_names = ["Ada", "Bob"]
    lesson_offered = true # 'ecarte play' has offered the first lesson (it asks once)
    lang = "fr"           # the language: en, fr, it (else the locale's, else English)

Command-line flags win over the file.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from ecarte.files import config_dir
from ecarte.text import MAX_NAME, shown
from ecarte.words.names import reserved

if TYPE_CHECKING:
    from ecarte.words.session import SessionWords


def _words() -> SessionWords:
    from ecarte.words.session import words  # only to say what is wrong with the file

    return words()

SPEEDS: Final = {"fast": 0.0, "normal": 0.8, "slow": 1.6}
AUTOPLAY: Final = ("last", "forced", "off")
DECLARE_KING: Final = ("ask", "always")
MAX_DELAY: Final = 10.0


@dataclasses.dataclass(frozen=True, slots=True)
class Settings:
    name: str = "You"
    level: str | None = None
    delay: float | None = None
    ascii: bool | None = None
    four_colour: bool = False
    hotseat_names: tuple[str, str] = ("Player 1", "Player 2")
    tutor: bool = False
    autoplay: str = "last"
    declare_king: str = "ask"
    lesson_offered: bool = False
    lang: str | None = None


def speed_seconds(word: str) -> float | None:
    """The bot's pause for a speed word (fast, normal, slow) or a number of seconds from 0
    to 10; None when it is neither.

    >>> speed_seconds("slow"), speed_seconds("0.5"), speed_seconds("soon")
    (1.6, 0.5, None)
    """
    word = word.strip().lower()
    if word in SPEEDS:
        return SPEEDS[word]
    try:
        seconds = float(word)
    except ValueError:
        return None
    return seconds if 0 <= seconds <= MAX_DELAY else None


def config_path() -> Path:
    return config_dir() / "config.toml"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The settings, and a warning sentence if the file could not be used."""
    path = path or config_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except (OSError, UnicodeDecodeError) as error:
        return Settings(), _words().settings_ignored(str(path), str(error))
    import tomllib  # only with a file to read: it costs a player without one ~20 ms

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return Settings(), _words().settings_ignored(str(path), str(error))
    except RecursionError:
        said = _words()
        return Settings(), said.settings_ignored(str(path), said.settings_too_deep)
    except ValueError:  # tomllib lets int() refuse a number of more than 4,300 digits
        said = _words()
        return Settings(), said.settings_ignored(str(path), said.settings_number_too_long)
    return _settings(data, path)


def _settings(data: dict[str, Any], path: Path) -> tuple[Settings, str | None]:
    values: dict[str, Any] = {}
    problems: list[str] = []
    said = _words()
    kinds: dict[str, tuple[type, ...]] = {"level": (str,), "ascii": (bool,),
                                          "four_colour": (bool,), "lesson_offered": (bool,)}
    for key, value in data.items():
        if key == "hotseat_names":
            names = tuple(shown(v, MAX_NAME) for v in value if isinstance(v, str)) \
                if isinstance(value, list) else ()
            if len(names) == 2 == len(value) and all(names) and names[0] != names[1]:
                values[key] = names
            else:
                problems.append(said.bad_hotseat_names)
        elif key == "name":
            name = shown(value, MAX_NAME) if isinstance(value, str) else ""
            if name and not reserved(name):
                values[key] = name
            else:
                problems.append(said.bad_name)
        elif key == "delay":
            if isinstance(value, int | float) and not isinstance(value, bool) \
                    and 0 <= value <= MAX_DELAY:  # nan and inf are not
                values[key] = float(value)
            else:
                problems.append(said.bad_setting_delay(f"{MAX_DELAY:g}"))
        elif key == "speed":
            seconds = speed_seconds(str(value)) if isinstance(value, str | int | float) \
                and not isinstance(value, bool) else None
            if seconds is None:
                problems.append(said.bad_speed)
            else:
                values["delay"] = seconds
        elif key in ("autoplay", "declare_king"):
            allowed = AUTOPLAY if key == "autoplay" else DECLARE_KING
            if value in allowed:
                values[key] = value
            else:
                problems.append(said.one_of(key, ", ".join(allowed)))
        elif key == "lang":
            from ecarte.words import LANGUAGES

            if value in LANGUAGES:
                values[key] = value
            else:
                problems.append(said.one_of("lang", ", ".join(LANGUAGES)))
        elif key == "tutor":
            if isinstance(value, bool):
                values[key] = value
            else:
                problems.append(said.bad_tutor)
        elif key in kinds:
            if isinstance(value, kinds[key]):
                values[key] = value
            else:
                problems.append(said.wrong_type(key))
        else:
            problems.append(said.no_setting(repr(key)))
    warning = said.problems_in(str(path), said.problem_separator.join(problems)) \
        if problems else None
    return Settings(**values), warning


def remember_lesson_offered(path: Path | None = None) -> None:
    """Add ``lesson_offered = true`` to the settings file (made if there is none), keeping
    what it holds. Raises OSError when it cannot be written."""
    from ecarte.files import atomic_write_text

    path = path or config_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        text = ""
    import re

    line = "lesson_offered = true"
    text, count = re.subn(r"(?m)^[ \t]*lesson_offered[ \t]*=.*$", line, text)
    if not count:
        text += ("\n" if text and not text.endswith("\n") else "") + line + "\n"
    atomic_write_text(path, text)
