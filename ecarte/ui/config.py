"""The settings file: choices a player would not want to retype.

``config.toml`` in the user's config folder (``ecarte.files.config_dir()``)::

    name = "Ada"          # your name at the table
    level = "expert"      # the bot to play against
    delay = 0.8           # seconds before each bot move
    ascii = false         # letters instead of suit symbols
    four_colour = false   # a colour per suit
    hotseat_names = ["Ada", "Bob"]

Command-line flags win over the file.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from ecarte.files import config_dir


@dataclasses.dataclass(frozen=True, slots=True)
class Settings:
    name: str = "You"
    level: str | None = None
    delay: float | None = None
    ascii: bool | None = None
    four_colour: bool = False
    hotseat_names: tuple[str, str] = ("Player 1", "Player 2")


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
        return Settings(), f"the settings file {path} was ignored: {error}"
    import tomllib  # only with a file to read: it costs a player without one ~20 ms

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return Settings(), f"the settings file {path} was ignored: {error}"
    return _settings(data, path)


def _settings(data: dict[str, Any], path: Path) -> tuple[Settings, str | None]:
    values: dict[str, Any] = {}
    problems: list[str] = []
    kinds: dict[str, tuple[type, ...]] = {"name": (str,), "level": (str,),
                                          "delay": (int, float), "ascii": (bool,),
                                          "four_colour": (bool,)}
    for key, value in data.items():
        if key == "hotseat_names":
            if isinstance(value, list) and len(value) == 2 and all(
                    isinstance(v, str) and v.strip() for v in value):
                values[key] = (value[0].strip(), value[1].strip())
            else:
                problems.append("hotseat_names must be a list of two names")
        elif key in kinds:
            if isinstance(value, kinds[key]) and not (
                    key == "delay" and isinstance(value, bool)):
                values[key] = float(value) if isinstance(value, int | float) else value
            else:
                problems.append(f"{key} has the wrong type")
        else:
            problems.append(f"there is no setting {key!r}")
    warning = f"in {path}: {'; '.join(problems)}" if problems else None
    return Settings(**values), warning
