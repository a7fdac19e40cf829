"""A decision's reasons (``ecarte.review.why``) in the chosen language: the lines, how
the deal ends, the reasons, the draws. Plain text, one sentence a line, for the review's
text, the table's review and the replay alike.

>>> from ecarte.engine import Card
>>> from ecarte.review.lines import Answer, Line, Trick
>>> from ecarte.review.why import Why
>>> trick = Trick(4, True, Card.parse("7h"), None, Answer.DISCARDS, Card.parse("8s").suit,
...               True, 1.0)
>>> line = Line("play 7h", (trick,), (0.0, 0.0, 0.0, 0.6, 0.4, 0.0))
>>> for text in why_lines(Why((line,)), "You", True, "Bot"):
...     print(text)
With 7♥ as played, the likely play:
  trick 4: you lead 7♥, Bot has none of the suit and no trump: you take the trick.
  How it ends, over the hands Bot may hold: you take the point in 100%.
"""

from __future__ import annotations

from ecarte.engine import Action
from ecarte.engine.actions import parse_action
from ecarte.review.lines import Answer, Line, Trick
from ecarte.review.why import Draw, KeyCard, KingPoint, Penalty, Stake, Vole, Why
from ecarte.words import phrasebook
from ecarte.words.why import WhyWords, words

SHARE_SHOWN = 0.995
"""A forecast trick whose answer is this sure is told without its share."""


def why_lines(why: Why, name: str, you: bool, other: str) -> list[str]:
    """Every line of ``why``: each expected line (its tricks indented), then the draws
    and the reasons. ``name`` is the reviewed seat (``you``: told in the second
    person), ``other`` its opponent."""
    said = words()
    out: list[str] = []
    for number, line in enumerate(why.lines):
        card = parse_action(line.choice).card
        out.append(said.line_played(card) if number == 0 else said.line_best(card))
        out += ["  " + _trick(said, t, name, you, other) for t in line.tricks]
        out.append("  " + _ends(said, line, name, you, other))
    for draw in why.draws:
        out.append(_draw(said, draw, name, you, other))
    played = parse_action(why.lines[0].choice).card if why.lines else None
    best = parse_action(why.lines[-1].choice).card if len(why.lines) > 1 else None
    for reason in why.reasons:
        match reason:
            case KeyCard():
                assert played is not None
                out.append(said.key_card(reason.card, other, reason.held, played,
                                         _points(reason.loss_held),
                                         _points(max(0.0, reason.loss_free))))
            case Vole():
                assert played is not None and best is not None
                if reason.mine:
                    out.append(said.vole_mine(name, you, played, reason.played, best,
                                              reason.best))
                else:
                    out.append(said.vole_theirs(other, played, reason.played, best,
                                                reason.best))
            case Stake():
                out += _stake(said, reason, name, you, other)
            case Penalty():
                text = said.penalty_stand if reason.kind == "stand" else said.penalty_refuse
                out.append(text(name, you, other, reason.ends))
            case KingPoint():
                after = phrasebook().score(reason.mine + 1, reason.theirs)
                out.append(said.king_point(phrasebook().score(reason.mine, reason.theirs), after,
                                           reason.mine + 1 >= reason.target))
    return out


def _trick(said: WhyWords, trick: Trick, name: str, you: bool, other: str) -> str:
    if trick.mine_leads:
        opening = said.you_lead(trick.number, name, you, trick.mine)
        if trick.answer is Answer.DISCARDS:
            answer = said.they_discard(other, trick.mine.suit)
        else:
            answer = {Answer.BEATS: said.they_beat, Answer.UNDER: said.they_under,
                      Answer.TRUMPS: said.they_trump}[trick.answer](other)
    else:
        if trick.theirs is not None:
            opening = said.they_led(trick.number, other, trick.theirs)
        elif trick.answer is Answer.LEADS_TRUMP:
            opening = said.they_lead_trump(trick.number, other)
        else:
            opening = said.they_lead(trick.number, other, trick.suit)
        answer = _answer(said, trick, name, you)
    if trick.theirs is None and trick.share < SHARE_SHOWN:
        if trick.mine_leads:
            answer += " " + said.share(trick.share)
        else:
            opening += " " + said.share(trick.share)
    taker = said.takes(name, you) if trick.mine_wins else said.takes(other, False)
    return said.trick(opening, answer, taker)


def _answer(said: WhyWords, trick: Trick, name: str, you: bool) -> str:
    """The seat's answer to the opponent's lead: off the suit led, a card that wins is a
    trump on a plain lead (it beats any card of it), one that loses a discard."""
    if trick.mine.suit is not trick.suit:
        told = said.you_trump if trick.mine_wins else said.you_discard
        return told(name, you, trick.mine)
    return said.you_follow(name, you, trick.mine)


def _ends(said: WhyWords, line: Line, name: str, you: bool, other: str) -> str:
    return said.ends(name, you, line.point, line.vole, other, line.their_point,
                     line.their_vole)


def _draw(said: WhyWords, draw: Draw, name: str, you: bool, other: str) -> str:
    after = draw.trumps_after
    king = said.king_held if draw.king_held else said.king_share(draw.king)
    action: Action = parse_action(draw.choice)
    theirs = "" if draw.their_before is None or draw.their_after is None else \
        " " + said.their_draw(other, draw.their_before, draw.their_after)
    if action.kind == "propose":
        accepted = draw.accepted or 0.0
        refused = "" if accepted >= 1 else " " + said.if_refused(
            other, 1 - accepted, draw.refusal_penalised)
        return said.draw_propose(name, you, other, accepted, draw.trumps_now, after,
                                 king) + theirs + refused
    if action.kind == "accept":
        return said.draw_accept(name, you, draw.trumps_now, after, king) + theirs
    from ecarte.engine import in_hand_order  # as the table shows the hand

    return said.draw_discarding(name, you, tuple(in_hand_order(action.cards)),
                                draw.trumps_now, after, king)


def _stake(said: WhyWords, stake: Stake, name: str, you: bool, other: str) -> list[str]:
    score = phrasebook().score(stake.mine, stake.theirs)
    out = []
    if stake.mine_needs is not None:
        out.append(said.stake_mine(score, name, you, stake.mine_needs == "point"))
    if stake.theirs_needs is not None:
        out.append(said.stake_theirs(score, other, stake.theirs_needs == "point"))
    return out


def _points(loss: float) -> str:
    from ecarte.review.text import chance_points

    return chance_points(loss)
