"""The rules of a match in words: the preset and each option that differs from it, as
the table's score, the replay and a saved match name them ("règle club, en 7 points,
roi automatique"). The record and the command line keep the codes (``preset club``,
``--target 7``); English shows those codes as they are typed.

An area of words, as ``ecarte.words.area`` describes."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NamedTuple

from ecarte.words import area

KEEPS = ("preset", "target", "match", "packets", "king", "trumping", "dealer_may_stand_pat",
         "reshuffle_discards", "point_de_refus", "penalty_any_refusal", "game_values",
         "videau", "ask", "auto", "strict", "free", "True", "False")


class OptionsWords(NamedTuple):
    preset: Callable[[str], str]  # the preset's code: "club"
    preset_named: Callable[[str], str]  # the preset alone in a list of matches: "club"
    target: Callable[[int], str]  # the points of a game
    match: Callable[[int], str]  # the games of a match: 1, 3 or 5
    packets: Callable[[str], str]  # how the five cards are dealt: "3-2"
    king: dict[str, str]  # "ask", "auto"
    trumping: dict[str, str]  # "strict", "free"
    on: dict[str, str]  # a yes-or-no option, when it is on
    off: dict[str, str]  # the same option, when it is off
    separator: str  # between two of them


def words(code: str | None = None) -> OptionsWords:
    return area(__name__, OptionsWords, code)


def listed_rules(spec: Mapping[str, object], code: str | None = None) -> str:
    """The rules as a list of matches shows them: the preset by its name, then the
    options that differ ("club, target 3"; French "club, en 3 points")."""
    said = words(code)
    rest = {name: value for name, value in spec.items() if name != "preset"}
    preset = said.preset_named(str(spec.get("preset", "club")))
    return said.separator.join([preset, said_rules(rest, code)]) if rest else preset


def said_rules(spec: Mapping[str, object], code: str | None = None) -> str:
    """``Rules.to_spec()`` in words: "preset club, target 7" (English, the codes),
    "règle club, en 7 points" (French)."""
    said = words(code)
    parts: list[str] = []
    for name, value in spec.items():
        if name == "preset":
            parts.append(said.preset(str(value)))
        elif name in ("target", "match") and isinstance(value, int):
            parts.append((said.target if name == "target" else said.match)(value))
        elif name == "packets":
            parts.append(said.packets(str(value)))
        elif name in ("king", "trumping"):
            choices = said.king if name == "king" else said.trumping
            parts.append(choices.get(str(value), f"{name} {value}"))
        elif name in said.on:
            parts.append((said.on if value else said.off)[name])
        else:  # an option this area does not know yet: its code
            parts.append(f"{name} {value}")
    return said.separator.join(parts)
