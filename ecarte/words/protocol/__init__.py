"""The words of the engine protocol that the code says as facts (``ecarte engine``): the
remark of a hello that asks for a version this engine does not speak, and what is wrong
with a line that is not the JSON a request must be.

An area of words, as ``ecarte.words.area`` describes: ``ProtocolWords`` names the
messages, ``en``, ``fr`` and ``it`` word them."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecarte.words import area

KEEPS = ("hello", "protocol", "NaN", "Infinity", "JSON", "UTF-8", "id", "seat", "dealer",
         "type", "new_game", "new_deal", "act", "quit", "versions", "spin", "check", "combo",
         "string", "set_option", "analyse", "name", "view", "legal", "true", "false", "expert",
         "ecarte", "engine", "level", "default", "min", "max", "values", "value")
"""The protocol's own words, which a sentence keeps as they are written."""


class ProtocolWords(NamedTuple):
    version_remark: Callable[[str, str], str]  # the version asked, the one spoken
    bad_version: Callable[[str], str]  # the value sent (shown as JSON)
    not_json_at: Callable[[int], str]  # the character (from 1) where it goes wrong
    not_finite: Callable[[str], str]  # the word or number sent: NaN, Infinity, 1e400
    long_number: Callable[[int], str]  # how many digits
    byte_order_mark: str
    bad_versions: Callable[[str], str]  # the value sent (shown as JSON)
    no_common_version: Callable[[str, str], str]  # the caller's versions, the engine's
    # options (protocol 3): declared in the hello, set with set_option or --engine-option
    option_undeclared: Callable[[str, str], str]  # the name (quoted), the names ("": none)
    option_declaration: Callable[[str], str]  # the declaration (shown as JSON)
    option_spin: Callable[[str, int, int, str], str]  # name, least, most, the value sent
    option_check: Callable[[str, str], str]  # name, the value sent
    option_combo: Callable[[str, str, str], str]  # name, the values it takes, the value
    option_text: Callable[[str, str], str]  # name, the value sent
    option_without_name: str
    # analyse (protocol 3)
    no_analysis: Callable[[str], str]  # the engine's name
    analyse_without_view: str
    analyse_not_to_act: str
    analyse_none_legal: Callable[[str], str]  # the legal actions of the view


def words(code: str | None = None) -> ProtocolWords:
    """The protocol's words in ``code`` (default: the chosen language)."""
    return area(__name__, ProtocolWords, code)
