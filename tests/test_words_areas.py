"""Every area's words (issue 21), in every language: each message exists (the dataclass
wants it), each blank is filled with a sample of its type and leaves nothing unfilled, and
no French or Italian message is English left untranslated."""

from __future__ import annotations

import collections.abc
import importlib
import pkgutil
import re
import typing
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest

import ecarte.words
from ecarte.engine.cards import Card, Suit
from ecarte.words import LANGUAGES

SAMPLES: dict[object, Any] = {
    int: 2, str: "Ada", float: 0.5, bool: True, Card: Card.parse("Ks"), Suit: Suit.HEARTS,
    type(None): None, float | None: 0.2, str | None: "+3.9", int | None: 2,
    tuple[str, ...]: ("“one”", "“two”"),
    tuple[Card, ...]: (Card.parse("Ks"), Card.parse("Qh"), Card.parse("Ad")),
}
"""A value for each type a blank can have; a message with a blank of another type fails
here until a sample is added."""

ALSO: dict[object, Any] = {int | None: None}
"""A second value for a blank that may be missing: the message is read with each."""

ENGLISH = re.compile(
    r"\b(the|you|your|yours|and|with|deal|deals|tricks?|cards?|plays|played|hand|"
    r"hands|turn|trumps?|which|what|this|that|when|not|are|is|has|have|will|can|from|for|"
    r"of|to|by|won|lost|wins|player|games?|king|queen|jack|please|press|quit|"
    r"back|next|yes|there|here|then|than|it|its|an|be|been|was|were|should|would|could|"
    r"says?|said|keep|kept|left|right|every|each|first|last|again|saved|folder|"
    r"matches|review|lesson|steps?|moves?|mistakes?|bids?|"
    r"discards?|stock|elder|dealer|opponent|wrong|best|worse|better)\b",
    re.IGNORECASE)
"""Words a French or Italian message would not hold (a few, like "point" and "match",
French has too: an area lists what it may keep in ``KEEPS`` of its ``__init__``)."""


def areas() -> Iterator[ModuleType]:
    for info in pkgutil.iter_modules(ecarte.words.__path__):
        if info.ispkg:
            yield importlib.import_module(f"ecarte.words.{info.name}")


def kind_of(module: ModuleType) -> type:
    kinds = [value for value in vars(module).values() if isinstance(value, type)
             and issubclass(value, tuple) and hasattr(value, "_fields")
             and value.__module__ == module.__name__ and value.__name__.endswith("Words")]
    assert len(kinds) == 1, f"{module.__name__} defines one ...Words NamedTuple"
    return kinds[0]


def rendered(words: object) -> Iterator[tuple[str, str]]:
    """Each message of ``words`` as a player reads it, blanks filled with samples."""
    hints = typing.get_type_hints(type(words))
    for name in type(words)._fields:  # type: ignore[attr-defined]
        value = getattr(words, name)
        hint = hints[name]
        if typing.get_origin(hint) is collections.abc.Callable:
            blanks, _ = typing.get_args(hint)
            args = []
            for blank in blanks:
                assert blank in SAMPLES, f"{name}: add a sample for {blank}"
                args.append(SAMPLES[blank])
            yield name, value(*args)
            if any(blank in ALSO for blank in blanks):
                yield name, value(*(ALSO.get(blank, arg) for blank, arg in zip(blanks, args,
                                                                               strict=True)))
        elif hint is str:
            yield name, value
        elif typing.get_origin(hint) is tuple:
            for at, item in enumerate(value):
                yield f"{name}[{at}]", item
        elif typing.get_origin(hint) is dict:
            for key, item in value.items():
                yield f"{name}[{key}]", item
        else:
            pytest.fail(f"{name}: a message is a str, a Callable, a tuple or a dict")


AREAS = sorted(areas(), key=lambda module: module.__name__)


def test_there_are_areas() -> None:
    assert AREAS, "the areas of words are packages under ecarte.words"


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("module", AREAS, ids=[m.__name__.rsplit(".", 1)[1] for m in AREAS])
def test_every_message_is_worded_and_filled(module: ModuleType, code: str) -> None:
    kind = kind_of(module)
    words = ecarte.words.area(module.__name__, kind, code)
    english = dict(rendered(ecarte.words.area(module.__name__, kind, "en")))
    keeps = re.compile(r"\b(" + "|".join(getattr(module, "KEEPS", ())) + r")\b",
                       re.IGNORECASE) if getattr(module, "KEEPS", ()) else None
    for name, text in rendered(words):
        assert isinstance(text, str), name
        assert "{" not in text and "}" not in text and "None" not in text, (name, text)
        if code != "en":
            plain = re.sub(r"\[/?[a-z0-9 _.#]*\]", "", text)  # rich markup
            plain = re.sub(r"`[^`]*`|'[a-z?]+'", "", plain)  # commands, quoted
            if keeps is not None:
                plain = keeps.sub("", plain)
            found = ENGLISH.findall(plain)
            assert not found, (name, text, found)
            assert name in english
