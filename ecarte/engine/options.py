"""Rule options and presets, with the names of the rule book (§8).

>>> Rules.from_spec({"preset": "french", "target": 7}).point_de_refus
True
>>> Rules.preset("seed004").to_spec()  # a former name reads as the preset it became
{'preset': 'auto-king'}
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, Final, Literal

from ecarte.engine.errors import RulesError

Packets = Literal["3-2", "2-3", "2-2-1"]
KingRule = Literal["ask", "auto"]
Trumping = Literal["strict", "free"]


@dataclasses.dataclass(frozen=True, slots=True)
class Rules:
    """Every option of RULES.md §8. The defaults are the ``club`` preset."""

    target: int = 5
    match: int = 1
    packets: Packets = "3-2"
    dealer_may_stand_pat: bool = False
    reshuffle_discards: bool = False
    king: KingRule = "ask"
    trumping: Trumping = "strict"
    point_de_refus: bool = False
    penalty_any_refusal: bool = False
    game_values: bool = False
    videau: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.target, bool) or not isinstance(self.target, int) \
                or not 1 <= self.target <= 99:
            raise RulesError("target", "target", repr(self.target))
        if self.match not in (1, 3, 5) or type(self.match) is not int:
            raise RulesError("match", "match", repr(self.match))
        for name, allowed in _CHOICES.items():
            if getattr(self, name) not in allowed:
                raise RulesError("choice", name, repr(getattr(self, name)), allowed)
        for name in _FLAGS:
            if not isinstance(getattr(self, name), bool):
                raise RulesError("flag", name, repr(getattr(self, name)))

    @property
    def games_to_win(self) -> int:
        return self.match // 2 + 1

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The rules of a preset, by its name or a former name (``PRESET_ALIASES``)."""
        return cls(**_preset_options(name))

    @classmethod
    def from_spec(cls, spec: Mapping[str, Any]) -> Rules:
        """Read ``{"preset": "club", "target": 7, ...}`` as in records and the protocol."""
        if not isinstance(spec, Mapping):
            raise RulesError("spec")
        options = dict(spec)
        preset = options.pop("preset", "club")
        if not isinstance(preset, str):
            raise RulesError("preset-name")
        base = dict(_preset_options(preset))
        for name, value in options.items():
            if name not in OPTION_NAMES:
                raise RulesError("no-option-of", name, known=OPTION_NAMES)
            base[name] = value
        return cls(**base)

    def with_options(self, **changes: Any) -> Rules:
        for name in changes:
            if name not in OPTION_NAMES:
                raise RulesError("no-option", name)
        return dataclasses.replace(self, **changes)

    def to_spec(self) -> dict[str, Any]:
        """The shortest spec that reads back as these rules: a preset plus differences."""
        best: dict[str, Any] | None = None
        for name, values in PRESETS.items():
            base = Rules(**values)
            diff = {f: getattr(self, f) for f in OPTION_NAMES
                    if getattr(self, f) != getattr(base, f)}
            if best is None or len(diff) + 1 < len(best):
                best = {"preset": name, **diff}
        assert best is not None
        return best

    @property
    def preset_name(self) -> str | None:
        for name, values in PRESETS.items():
            if Rules(**values) == self:
                return name
        return None


OPTION_NAMES: Final[tuple[str, ...]] = tuple(f.name for f in dataclasses.fields(Rules))
_CHOICES: Final[dict[str, tuple[str, ...]]] = {
    "packets": ("3-2", "2-3", "2-2-1"), "king": ("ask", "auto"), "trumping": ("strict", "free")}
_FLAGS: Final[tuple[str, ...]] = (
    "dealer_may_stand_pat", "reshuffle_discards", "point_de_refus", "penalty_any_refusal",
    "game_values", "videau")

PRESETS: Final[dict[str, dict[str, Any]]] = {
    "club": {},
    "french": {"point_de_refus": True},
    "italian": {"packets": "2-2-1", "reshuffle_discards": True, "videau": True},
    "auto-king": {"king": "auto"},
}
PRESET_ALIASES: Final[dict[str, str]] = {"seed004": "auto-king"}
"""Former preset names, still read everywhere a preset is named (so old records verify)."""


def _preset_options(name: str) -> dict[str, Any]:
    try:
        return PRESETS[PRESET_ALIASES.get(name, name)]
    except KeyError:
        raise RulesError("no-preset", name, known=tuple(PRESETS)) from None
