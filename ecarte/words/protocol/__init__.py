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
         "type", "new_game", "new_deal", "act", "quit")
"""The protocol's own words, which a sentence keeps as they are written."""


class ProtocolWords(NamedTuple):
    version_remark: Callable[[str, str], str]  # the version asked, the one spoken
    bad_version: Callable[[str], str]  # the value sent (shown as JSON)
    not_json_at: Callable[[int], str]  # the character (from 1) where it goes wrong
    not_finite: Callable[[str], str]  # the word or number sent: NaN, Infinity, 1e400
    long_number: Callable[[int], str]  # how many digits
    byte_order_mark: str


def words(code: str | None = None) -> ProtocolWords:
    """The protocol's words in ``code`` (default: the chosen language)."""
    return area(__name__, ProtocolWords, code)
