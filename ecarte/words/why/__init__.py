"""The words of the review's reasons (``ecarte.review.why``): the line the expert expects
after a card, how the deal is likely to end, the card still out that decides it, the
vole, the stake at the score and what an exchange is expected to draw.

An area of words, as ``ecarte.words.area`` describes. The seat the review is about is
``name`` (``you``: told in the second person); the opponent is ``other``. A chance comes
as a share (0 to 1), which each language words as a percentage, its article and "under
1%" chosen from the number, never from the figure's text; decimals come filled in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecarte.engine.cards import Card, Suit
from ecarte.words import area

KEEPS = ("Bot",)


class WhyWords(NamedTuple):
    # the lines, headed by the card played or the best one
    line_played: Callable[[Card], str]
    line_best: Callable[[Card], str]
    # a trick's opening: its number, who leads what
    you_lead: Callable[[int, str, bool, Card], str]  # number, name, you, the card
    they_lead: Callable[[int, str, Suit], str]  # number, other, the suit
    they_lead_trump: Callable[[int, str], str]  # number, other
    they_led: Callable[[int, str, Card], str]  # the lead already on the table
    # the answer
    you_follow: Callable[[str, bool, Card], str]  # name, you, the card
    you_trump: Callable[[str, bool, Card], str]  # ... off the suit led, a trump
    you_discard: Callable[[str, bool, Card], str]  # ... neither the suit nor a trump
    they_beat: Callable[[str], str]  # other: follows higher
    they_under: Callable[[str], str]  # follows lower
    they_trump: Callable[[str], str]
    they_discard: Callable[[str, Suit], str]  # other, the suit led
    share: Callable[[float], str]  # the share of the hands the opponent may hold
    takes: Callable[[str, bool], str]  # who takes the trick: name, you
    trick: Callable[[str, str, str], str]  # the opening, the answer, who takes it
    # how the deal ends: name, you, the point's and the vole's shares (0 to 1), then
    # the opponent's name and his point's and vole's shares
    ends: Callable[[str, bool, float, float, str, float, float], str]
    # the reasons
    key_card: Callable[[Card, str, float, Card, str, str], str]
    # the card, other, the share holding it, the card played, its loss held, not held
    vole_mine: Callable[[str, bool, Card, float, Card, float], str]
    # name, you, the card played, its share, the best, its share
    vole_theirs: Callable[[str, Card, float, Card, float], str]  # other, played, best: shares
    stake_mine: Callable[[str, str, bool, bool], str]  # score, name, you, the point (else vole)
    stake_theirs: Callable[[str, str, bool], str]  # score, other, the point (else vole)
    king_point: Callable[[str, str, bool], str]  # the score, after the point, it wins
    # the exchange's draws: the trumps now, expected after (a number each language
    # words), the King (king_share or king_held)
    draw_propose: Callable[[str, bool, str, float, int, float, str], str]
    # name, you, other, the share accepting, now, after, the King
    draw_accept: Callable[[str, bool, int, float, str], str]  # name, you, now, after, King
    # the discard: name, you, the cards thrown (hand order), the trumps now, after, the King
    draw_discarding: Callable[[str, bool, tuple[Card, ...], int, float, str], str]
    their_draw: Callable[[str, float, float], str]  # other, his trumps before, after his draw
    # if the dealer refuses the proposal: other, the share refusing, whether he is then
    # under the penalty
    if_refused: Callable[[str, float, bool], str]
    king_share: Callable[[float], str]  # the chance the draw brings the King of trumps
    king_held: str  # ... when the hand holds it already
    # the penalty a stand or a refusal puts the seat under: name, you, other, whether the
    # opponent's 2 points would end the game
    penalty_stand: Callable[[str, bool, str, bool], str]
    penalty_refuse: Callable[[str, bool, str, bool], str]
    player_named_you: str  # the opponent the game named "You", in the third person
    why_title: str  # before the reasons
    # a language may word the seat's answer to a plain lead by what it does: it trumps
    # (name, you, the card) or discards (neither the suit nor a trump); None: you_follow
    # a language may word a discard's draw with the seat and the cards discarded (in
    # hand order, none for "discard nothing"): name, you, the cards, now, after, the
    # King; None: draw_discard


def words(code: str | None = None) -> WhyWords:
    return area(__name__, WhyWords, code)
