"""The words of the gallery (*la galerie*) at a network table: bystanders who watch a
match without playing it, the host's code for them, their news and their screen.

An area of words, as ``ecarte.words.area`` describes: ``GalleryWords`` names the
messages, ``en``, ``fr`` and ``it`` word them."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecarte.words import area

KEEPS = ("ecarte", "join", "host", "watch", "gallery", "say", "table", "score", "help",
         "quit", "TEXT", "TEXTE", "TESTO", "WORDS", "MOTS", "PAROLE", "HOST", "PORT", "Ctrl")
"""Commands and flags a French or Italian sentence keeps as typed."""


class GalleryWords(NamedTuple):
    # ecarte host --gallery
    help_gallery: str
    gallery_code: str  # before the command the host gives bystanders
    default_name: str  # a bystander who gave no name
    # news, on every screen (the host's, the guest's, the gallery's)
    watching: Callable[[str], str]  # the bystander's name
    stopped_watching: Callable[[str], str]
    watcher_lost: Callable[[str], str]
    watcher_back: Callable[[str], str]
    # refusals a bystander is told (worded by the side that reads them)
    no_gallery: str
    not_yet: str
    gallery_full: Callable[[int], str]  # the most bystanders
    # ecarte join --watch
    help_watch: str
    watch_code_needed: str
    watching_at: Callable[[str], str]  # the address
    back_to_gallery: Callable[[str], str]  # the address
    title: Callable[[str, str], str]  # the two players
    intro: str
    commands: str
    gallery_says: Callable[[str, str], str]  # a bystander's name, the text
    you_say: Callable[[str], str]  # the text
    table_unreadable: Callable[[str], str]  # why (in words)
    no_table_yet: str
    you_left: str  # before how to come back
    match_adjourned: str
    match_ended: str
    not_a_gallery: str  # the host let us in, but not to the gallery
    # help at the gallery's prompt
    help_say: tuple[str, str]
    help_table: str
    help_score: str
    help_quit: tuple[str, str]


def words(code: str | None = None) -> GalleryWords:
    return area(__name__, GalleryWords, code)
