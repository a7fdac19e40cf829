"""Options an engine declares in its hello and a caller sets (protocol 3), as UCI's
``option name Hash type spin default 16 min 1 max 33554432``.

An option is a name, a type and a default: ``spin`` (a whole number from ``min`` to
``max``), ``check`` (true or false), ``combo`` (one of ``values``) or ``string``. On the
wire it is ``{"name": "play_samples", "type": "spin", "default": 80, "min": 1, "max":
2000}``; the caller sets it with ``{"type": "set_option", "name": "play_samples",
"value": 200}`` before the first game. A problem is an ``OptionError``: facts, worded by
the protocol's words.

>>> spin = EngineOption("play_samples", "spin", 80, low=1, high=2000)
>>> spin.read_text("200")
200
>>> spin.read_text("0")
Traceback (most recent call last):
ecarte.protocol.options.OptionError: the option play_samples takes a whole number from 1 \
to 2000, not '0'
>>> EngineOption.from_json(spin.to_json()) == spin
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

KINDS: Final = ("spin", "check", "combo", "string")
"""The types an option may have, as UCI's."""
MAX_OPTIONS: Final = 64
"""The most options a hello may declare."""
TUNABLE: Final = {"play_samples": (1, 5000), "exchange_samples": (1, 5000)}
"""The attributes of ecarte's own bots that are options (the expert's samples per card
played and per exchange decision), with their least and greatest values."""
TRUE_WORDS: Final = ("true", "yes", "on")
FALSE_WORDS: Final = ("false", "no", "off")


class OptionError(ValueError):
    """An option that cannot be set: ``problem`` is ``undeclared`` (no such option:
    ``declared`` are the names there are), ``value`` (``value`` is not one the option
    takes) or ``declaration`` (a hello's option that is not well formed: ``value`` shows
    it). Worded when shown, in the chosen language (the protocol's words)."""

    def __init__(self, problem: str, name: str, *, declared: Sequence[str] = (),
                 value: str = "", option: EngineOption | None = None) -> None:
        super().__init__(problem, name)
        self.problem, self.name, self.declared = problem, name, tuple(declared)
        self.value, self.option = value, option

    def __reduce__(self) -> tuple[Any, ...]:  # crosses to the parent process whole
        return (_rebuilt, (self.problem, self.name, self.declared, self.value, self.option))

    def __str__(self) -> str:
        from ecarte.words.protocol import words

        said = words()
        if self.problem == "undeclared":
            return said.option_undeclared(self.name, ", ".join(self.declared))
        if self.problem == "declaration":
            return said.option_declaration(self.value)
        option = self.option
        if option is None or option.kind == "string":
            return said.option_text(self.name, self.value)
        if option.kind == "spin":
            return said.option_spin(self.name, option.low, option.high, self.value)
        if option.kind == "check":
            return said.option_check(self.name, self.value)
        return said.option_combo(self.name, ", ".join(option.values), self.value)


def _rebuilt(problem: str, name: str, declared: tuple[str, ...], value: str,
             option: EngineOption | None) -> OptionError:
    return OptionError(problem, name, declared=declared, value=value, option=option)


@dataclasses.dataclass(frozen=True, slots=True)
class EngineOption:
    """One declared option: its ``name``, ``kind`` (one of ``KINDS``), ``default``, and
    for a spin its ``low`` and ``high``, for a combo its ``values``."""

    name: str
    kind: str
    default: int | bool | str
    low: int = 0
    high: int = 0
    values: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "type": self.kind, "default": self.default}
        if self.kind == "spin":
            out.update(min=self.low, max=self.high)
        if self.kind == "combo":
            out["values"] = list(self.values)
        return out

    @classmethod
    def from_json(cls, data: Any) -> EngineOption:
        """An option as a hello declares it; OptionError("declaration") if malformed."""
        from ecarte.protocol.fields import show

        def bad() -> OptionError:
            return OptionError("declaration", "", value=show(data))

        if not isinstance(data, dict) or not isinstance(data.get("name"), str) \
                or not data["name"].strip() or len(data["name"]) > 40 \
                or data.get("type") not in KINDS:
            raise bad()
        name, kind = data["name"].strip(), data["type"]
        default: Any = data.get("default")
        if kind == "spin":
            low: Any = data.get("min")
            high: Any = data.get("max")
            if not all(_whole(v) for v in (low, high, default)) \
                    or not low <= default <= high:
                raise bad()
            return cls(name, kind, default, low=low, high=high)
        if kind == "check":
            if not isinstance(default, bool):
                raise bad()
            return cls(name, kind, default)
        if kind == "combo":
            values = data.get("values")
            if not isinstance(values, list) or not values \
                    or not all(isinstance(v, str) for v in values) or default not in values:
                raise bad()
            return cls(name, kind, default, values=tuple(values))
        if not isinstance(default, str):
            raise bad()
        return cls(name, kind, default)

    def read_text(self, text: str) -> int | bool | str:
        """The value ``text`` (from a command line) gives this option, or OptionError."""
        if self.kind == "spin":
            digits = text.strip().lstrip("+-")
            if not (digits.isdecimal() and digits.isascii() and len(digits) < 20):
                raise self.refused(text)
            if not self.low <= int(text) <= self.high:
                raise self.refused(text)
            return int(text)
        if self.kind == "check":
            lowered = text.strip().lower()
            if lowered not in (*TRUE_WORDS, *FALSE_WORDS):
                raise self.refused(text)
            return lowered in TRUE_WORDS
        return self.read_json(text)

    def read_json(self, value: Any) -> int | bool | str:
        """The value as a set_option request carries it (a JSON value), or OptionError."""
        if self.kind == "spin":
            if not _whole(value) or not self.low <= value <= self.high:
                raise self.refused(value)
            return int(value)
        if self.kind == "check":
            if not isinstance(value, bool):
                raise self.refused(value)
            return value
        if not isinstance(value, str) or len(value) > 1000 \
                or (self.kind == "combo" and value not in self.values):
            raise self.refused(value)
        return value

    def refused(self, value: Any) -> OptionError:
        from ecarte.protocol.fields import show

        return OptionError("value", self.name, option=self, value=show(value))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def declared(data: Any) -> tuple[EngineOption, ...]:
    """The options of a hello's ``options`` list (none if absent)."""
    if data is None:
        return ()
    if not isinstance(data, list) or len(data) > MAX_OPTIONS:
        from ecarte.protocol.fields import show

        raise OptionError("declaration", "", value=show(data))
    found = tuple(EngineOption.from_json(item) for item in data)
    names = [option.name for option in found]
    for name in names:
        if names.count(name) > 1:
            raise OptionError("declaration", name, value=repr(name))
    return found


def find(options: Iterable[EngineOption], name: str) -> EngineOption:
    """The option called ``name``, or OptionError("undeclared")."""
    there = tuple(options)
    for option in there:
        if option.name == name:
            return option
    from ecarte.protocol.fields import show

    raise OptionError("undeclared", show(name), declared=[o.name for o in there])


def bot_options(bot: object) -> tuple[EngineOption, ...]:
    """The options of one of ecarte's own bots: its ``TUNABLE`` attributes, each a spin
    whose default is the bot's value now (the expert has two; the others none)."""
    return tuple(EngineOption(name, "spin", getattr(bot, name), low=low, high=high)
                 for name, (low, high) in TUNABLE.items() if hasattr(bot, name))


def set_bot_options(bot: object, values: Mapping[str, str]) -> None:
    """Set options given as text (``--engine-option``) on one of ecarte's own bots, or
    OptionError before any is set."""
    options = bot_options(bot)
    read = {name: find(options, name).read_text(text) for name, text in values.items()}
    for name, value in read.items():
        setattr(bot, name, value)
