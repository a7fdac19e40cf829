"""The words of network play: hosting, joining, watching, the join code, the news of the
connection (the guest left, came back, the connection dropped), and the refusals and
errors of the wire, each said by the side that reads it, in its own language.

An area of words, as ``ecarte.words.area`` describes: ``NetWords`` names the messages,
``en``, ``fr`` and ``it`` word them. ``acted`` words an action inside a sentence ("play
Ks" in English, as the record writes it; "le R♠" in French)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from ecarte.words import area, phrasebook

if TYPE_CHECKING:
    from ecarte.engine.actions import Action

KEEPS = ("ecarte", "host", "join", "resume", "hint", "hints", "say", "help", "TEXT", "TEXTE",
         "TESTO", "WORDS", "HOST", "PORT", "ADDRESS", "exec", "COMMAND", "JSON", "TLS", "UTF",
         "Ctrl", "undo", "speed", "tutor", "log", "score", "quit")
"""Commands, flags and technical names a French or Italian sentence keeps as typed."""


class NetWords(NamedTuple):
    # a line or a message that breaks the protocol (said by the side that reads it)
    not_utf8: str
    empty_line: str
    too_deep: str
    not_json: Callable[[str], str]  # the decoder's detail (technical)
    not_object: Callable[[str], str]  # an example object
    unknown_type: Callable[[str, str], str]  # the type as sent, the types
    no_field: Callable[[str, str], str]  # message type, field
    wrong_field: Callable[[str, str, str], str]  # message type, field, what it must be
    field_kinds: dict[str, str]  # each kind of field, as "must be ..." names it
    too_fast: Callable[[int, int], str]  # messages, seconds
    too_long: Callable[[int], str]  # bytes
    # the connection itself
    link_closed: str
    link_broke: Callable[[str], str]  # the system's reason (technical)
    other_side_closed: str
    # an event or a refusal's fault that cannot be read (the name of a field, as sent)
    ev_card: Callable[[str], str]  # field
    ev_bad_card: Callable[[str, str], str]  # field, why
    ev_whole: Callable[[str, int, int], str]  # field, least, most
    ev_list: Callable[[str, int], str]  # field, most items
    ev_hands: str
    ev_trump: str
    ev_flag: Callable[[str], str]  # field
    ev_reasons: str
    ev_pair: Callable[[str], str]  # field
    ev_object: str
    ev_unknown: Callable[[str], str]  # the kind sent, quoted
    ev_missing: Callable[[str, str], str]  # kind, field
    fault_object: str
    fault_rule: Callable[[str], str]  # the rule sent, quoted
    fault_word: str
    # refusals from the host, worded by the side that reads them
    join_first: Callable[[str], str]  # the message type sent
    protocol: Callable[[int], str]  # the host's version
    silent: Callable[[int], str]  # seconds
    taken: str
    token: str
    bad_part: str
    unexpected: Callable[[str], str]  # the message type
    not_an_action: Callable[[str], str]  # the text sent, quoted
    not_legal: Callable[[str], str]  # the text sent, quoted
    time_out: Callable[[str], str]  # the action played (``acted``)
    code_used: str
    code_withdrawn: str
    code_expired: str
    code_wrong_last: str
    code_wrong: Callable[[int], str]  # tries left
    refused_code: Callable[[str], str]  # a refusal of a kind this side does not know
    # an action inside a sentence; a card is given as the record writes it ("Ks") and as
    # the language names it, short ("R♠") then with its article ("le R♠")
    act_card: Callable[[str, str], str]  # a card of a discard: record, short
    act_play: Callable[[str, str], str]  # the card played: record, with its article
    act_discard: Callable[[str], str]  # the cards (``act_card``), space apart
    act_bare: dict[str, str]  # stand, propose, accept, refuse, king, double...
    # the host's news
    connection_failed: Callable[[str, str], str]  # the error's kind and text (technical)
    join_refused: Callable[[str], str]  # why
    is_back: Callable[[str], str]  # name
    guest_lost: Callable[[str, str], str]  # name, minutes:seconds
    guest_cut: Callable[[str, str], str]  # name, why
    says: Callable[[str, str], str]  # name, chat line
    guest_left: Callable[[str], str]  # name
    guest_timed_out: Callable[[str, str], str]  # name, the action played (``acted``)
    default_host: str
    default_guest: str
    # the guest's news
    left_match: str
    impossible: Callable[[str], str]  # the detail (technical)
    impossible_news: Callable[[str], str]
    unreadable_news: Callable[[str], str]
    connection_lost: str
    closed_because: Callable[[str], str]  # why
    host_silent_for: Callable[[int], str]  # seconds
    coming_back: Callable[[str, str], str]  # why, minutes:seconds
    host_gone: Callable[[str, str, str], str]  # address, minutes:seconds, the last try
    last_try: Callable[[str], str]  # why the last try failed
    seat_unkept: Callable[[str], str]  # what could not be written
    could_not_write: Callable[[str, str], str]  # a file, why
    a_file: str
    you_at_table: Callable[[str], str]  # the host's name
    host_no_longer_hears: str
    you_back: Callable[[str, bool], str]  # the host's name, whether the host decides now
    at_table: Callable[[str], str]  # name
    left_news: Callable[[str], str]  # name
    reconnecting: Callable[[str], str]  # name
    other_seat_view: str
    verdict_unbound: str
    verdict_ok: str
    # joining
    not_a_port: Callable[[str], str]  # the text, quoted
    no_certificate: Callable[[str], str]  # address
    no_such_machine: Callable[[str, str], str]  # address, host (quoted)
    nothing_listens: Callable[[str], str]  # address
    no_answer_within: Callable[[str, int], str]  # address, seconds
    cannot_reach: Callable[[str, str], str]  # address, the system's reason
    said_nothing: Callable[[str, int], str]  # address, seconds
    closed_at_once: Callable[[str], str]  # address
    not_a_host: Callable[[str], str]  # address
    tls_failed: Callable[[str, str], str]  # address, the reason
    not_greeted: Callable[[str], str]  # why
    host_said_nothing: Callable[[int], str]  # seconds
    host_refused: Callable[[str], str]  # the refusal
    wrong_protocol: Callable[[int], str]  # our version
    host_closed: Callable[[str], str]  # why
    no_welcome: str
    not_let_in: str
    bad_welcome: str
    changed_commitment: str
    another_certificate: str
    another_match: str
    the_seat: str  # the seat kept, as a file's content
    # join codes and pins
    code_length: Callable[[int, int], str]  # words in a code, words in this one
    not_a_join_word: Callable[[str], str]  # the word, quoted
    pin_changed: Callable[[str, str, str, str], str]  # address, pinned, seen, the pins file
    # the seed commitment (also ``ecarte verify``)
    no_commitment: Callable[[str], str]  # the scheme
    no_secret: str
    secret_mismatch: str
    seed_mismatch: Callable[[int], str]  # the seed they give
    not_replayed: str
    record_unreadable: Callable[[str], str]  # why (technical)
    deal_not_seed: Callable[[int], str]  # deal number
    reshuffle_not_seed: Callable[[int], str]  # deal number
    not_from_seed: Callable[[str], str]  # why (technical)
    deal_count: Callable[[int, int], str]  # deals in the record, deals replayed
    # an adjourned match
    the_adjourned: str  # the adjourned match, as a file's content
    not_adjourned: Callable[[str], str]  # path
    seed_not_secret: Callable[[str], str]  # path
    adjourned_unreadable: Callable[[str, str], str]  # path, why
    # the guest's table
    title: Callable[[str], str]  # the host's name
    certificate_line: Callable[[bool], str]  # pinned at this join? (the fingerprint below)
    commitment_line: Callable[[str], str]  # the commitment's first digits
    move_timer_line: Callable[[str], str]  # seconds, as written
    commands_line: Callable[[bool], str]  # hints on
    waiting_for: Callable[[str], str]  # name
    waiting_next_deal: Callable[[str], str]  # name
    sent: Callable[[str], str]  # the action (who decides next is told by the step)
    hints_off_here: str
    not_in_network: Callable[[str], str]  # a command
    host_left: Callable[[str], str]  # the host's name
    match_ended: str
    you_win_match: str
    wins_match: Callable[[str], str]  # name
    record_unkept: Callable[[str], str]  # what could not be written
    seed_verdict: Callable[[str], str]  # the verdict
    # the host's table
    leave_question: str
    off_undo: str
    off_hint: str
    you_say: Callable[[str], str]  # the chat line
    cut_to: Callable[[int], str]  # characters
    not_sent: Callable[[str], str]  # the chat line
    say_how: str
    help_say: tuple[str, str]  # the command, what it does
    help_score: str
    help_hint: str
    help_quit: tuple[str, str]
    help_off: str
    did_not_come_back: Callable[[str], str]  # name
    match_unkept: Callable[[str], str]  # what could not be written
    kept_again: str
    # ecarte host
    host_epilog: str
    help_port: Callable[[int], str]  # the default port
    help_bind: str
    help_name: str
    help_grace: str
    help_move_timer: str
    help_hints: str
    help_resume: str
    the_port: str  # as a number's error names it
    the_grace: str
    the_move_timer: str
    port_range: Callable[[int], str]  # the port given
    resuming: Callable[[str, int, str], str]  # name, port, the address to join
    adjourned_wait: Callable[[int], str]  # how many
    hosting: Callable[[int, str, str, str, str], str]  # port, address, code, print, hash
    code_gone: str
    nobody_came_back: str
    nobody_joined: str
    joined: Callable[[str], str]  # name
    goes_on: str
    port_in_use: Callable[[int], str]
    no_such_address: Callable[[str], str]  # the address given
    port_rights: Callable[[int], str]
    cannot_listen: Callable[[str, int, str], str]  # address, port, the system's reason
    nothing_to_resume: str
    not_adjourned_now: Callable[[str, str], str]  # what could not be written, what is kept
    resume_from_kept: str
    cannot_resume: str
    adjourned_kept: Callable[[str], str]  # the guest's name
    # ecarte join
    join_epilog: str
    help_address: str
    help_code: str
    code_needed: str
    coming_back_to: Callable[[str], str]  # address
    joining: Callable[[str], str]  # address
    not_joined: str
    you_left: str
    record_unverified: str
    # ecarte watch
    help_levels: str
    help_level: str
    help_seed: str
    help_record: str
    no_level: Callable[[str, str], str]  # the level (quoted), the levels
    watch_title: Callable[[str, str, str, str, int], str]  # names and levels, the seed


def words(code: str | None = None) -> NetWords:
    return area(__name__, NetWords, code)


def acted(action: Action, code: str | None = None) -> str:
    """An action inside a sentence: "play Ks" (English, as the record writes it), "le
    R♠" (French), "il R♠" (Italian); a discard, a stand, a proposal..."""
    said, book = words(code), phrasebook(code)
    if action.kind == "play":
        card = action.cards[0]
        return said.act_play(str(card), book.the_card(card))
    if action.kind == "discard" and action.cards:
        return said.act_discard(" ".join(said.act_card(str(card), book.card(card))
                                         for card in action.cards))
    return said.act_bare.get(str(action), str(action))
