"""Why a decision was worse: the expected lines of the card played and of the best one,
what an exchange is expected to draw, and the reasons the evaluation itself found.

Every reason is a fact computed from the same sampled hands the verdict was computed from
(the seat's view only), and shown only when it is true of them by a margin (the bounds
below, calibrated in ``bench/why_calibration.py``):

- ``KeyCard``: one card still out decides it: with it in the opponent's hand, the card
  played does clearly worse than the best; without it, about as well.
- ``Vole``: one choice risks the opponent's vole, or gives up the seat's own, more than
  the other.
- ``Stake``: at this score, the point or the vole ends the game, for one side or the other.
- ``KingPoint``: declaring the King of trumps was better: its point is scored at once.
- ``Penalty``: the stand or refusal played risks the penalty: the opponent's point counts 2.
- ``Draw``: at the exchange, how often the dealer accepts, how many trumps the hand is
  expected to hold after the draw and how often the King of trumps comes.

Facts only; the review's words (``ecarte.words.why``) tell them.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from ecarte.bots.hands import dealer_refuses, draw
from ecarte.bots.rollout import exchange_once, fewest_discards
from ecarte.engine import Action, Card, Phase, SeatView
from ecarte.engine.cards import DECK
from ecarte.engine.deal import refusal_penalised
from ecarte.review.judge import Reviewer
from ecarte.review.lines import Line, Outcomes, card_outcomes

KEY_LOSS: Final = 0.08
"""A key card: with it out, the card played loses at least this much chance..."""
KEY_RATIO: Final = 3.0
"""... this many times what it loses without it..."""
KEY_HELD: Final = (0.1, 0.9)
"""... and the opponent holds it in a share of his possible hands within these bounds."""
VOLE_GAP: Final = 0.05
"""A vole reason: the two choices' chances of a vole differ by at least this."""
STAKE_GAP: Final = 0.05
"""A stake reason: the results that end the game differ by at least this."""


@dataclasses.dataclass(frozen=True, slots=True)
class KeyCard:
    """The card still out that decides between the card played and the best: the share
    of the opponent's possible hands that hold it, and the chance the card played gives
    up with it held and without."""

    card: Card
    held: float
    loss_held: float
    loss_free: float

    def to_json(self) -> dict[str, object]:
        return {"reason": "key-card", "card": str(self.card), "held": round(self.held, 3),
                "loss_held": round(self.loss_held, 4), "loss_free": round(self.loss_free, 4)}


@dataclasses.dataclass(frozen=True, slots=True)
class Vole:
    """The vole's chance under the card played and under the best: the seat's own vole
    (``mine``) or the opponent's."""

    mine: bool
    played: float
    best: float

    def to_json(self) -> dict[str, object]:
        return {"reason": "vole", "whose": "mine" if self.mine else "theirs",
                "played": round(self.played, 3), "best": round(self.best, 3)}


@dataclasses.dataclass(frozen=True, slots=True)
class Stake:
    """What the deal can end at this score (the seat's, the opponent's, the target):
    whether the point, or only the vole, wins the game for the seat, and for the
    opponent (None: this deal cannot end the game for that side)."""

    mine: int
    theirs: int
    target: int
    mine_needs: str | None  # "point" or "vole"
    theirs_needs: str | None

    def to_json(self) -> dict[str, object]:
        return {"reason": "stake", "score": [self.mine, self.theirs], "target": self.target,
                "mine_needs": self.mine_needs, "theirs_needs": self.theirs_needs}


@dataclasses.dataclass(frozen=True, slots=True)
class Draw:
    """What an exchange choice is expected to bring over the replays: how often the
    dealer accepts (None: not a proposal), the trumps the hand holds now and is expected
    to hold after, and the chance the King of trumps is in it after (0 when already
    held)."""

    choice: str
    accepted: float | None
    trumps_now: int
    trumps_after: float
    king: float
    king_held: bool = False  # the hand holds the King of trumps already
    their_before: float | None = None  # the opponent's trumps expected before the draw
    their_after: float | None = None  # ... and after his own draw (None: he draws nothing)
    refusal_penalised: bool = False  # a proposal refused puts the dealer under the penalty

    def to_json(self) -> dict[str, object]:
        return {"choice": self.choice,
                "accepted": None if self.accepted is None else round(self.accepted, 3),
                "trumps_now": self.trumps_now, "trumps_after": round(self.trumps_after, 2),
                "king": round(self.king, 3), "king_held": self.king_held,
                "their_before": None if self.their_before is None
                else round(self.their_before, 2),
                "their_after": None if self.their_after is None
                else round(self.their_after, 2),
                "refusal_penalised": self.refusal_penalised}


@dataclasses.dataclass(frozen=True, slots=True)
class KingPoint:
    """Declaring the King of trumps was better: it scores its point at once, from this
    score (the seat's, the opponent's) towards the target."""

    mine: int
    theirs: int
    target: int

    def to_json(self) -> dict[str, object]:
        return {"reason": "king-point", "score": [self.mine, self.theirs],
                "target": self.target}


@dataclasses.dataclass(frozen=True, slots=True)
class Penalty:
    """Standing (``kind`` "stand") or refusing ("refuse") puts the seat under the penalty
    (§6): if it then takes fewer than three tricks, the opponent scores 2 for the point,
    not 1. ``ends``: those 2 points would end the game at this score."""

    kind: str
    ends: bool

    def to_json(self) -> dict[str, object]:
        return {"reason": "penalty", "kind": self.kind, "ends": self.ends}


Reason = KeyCard | Vole | Stake | KingPoint | Penalty


@dataclasses.dataclass(frozen=True, slots=True)
class Why:
    """A decision explained: the lines of the card played and of the best (card play),
    the draws (the exchange) and the reasons."""

    lines: tuple[Line, ...] = ()
    draws: tuple[Draw, ...] = ()
    reasons: tuple[Reason, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {"lines": [line.to_json() for line in self.lines],
                "draws": [d.to_json() for d in self.draws],
                "reasons": [r.to_json() for r in self.reasons]}


def explain(reviewer: Reviewer, view: SeatView, played: Action, best: Action) -> Why:
    """Why ``best`` is better than ``played`` from ``view`` (the same view and
    reviewer as the verdict, so the same samples)."""
    deal = view.deal
    if deal is None:
        return Why()
    if deal.phase in (Phase.STAND_OR_PROPOSE, Phase.ANSWER, Phase.DISCARD):
        draws = tuple(d for d in (_draw(reviewer, view, a) for a in _both(played, best))
                      if d is not None)
        penalty = _penalty(view, played)
        return Why((), draws, (penalty,) if penalty is not None else ())
    if played.kind != "play" or best.kind != "play":
        found: list[Reason] = []
        if best.kind == "king":
            found.append(KingPoint(view.score[view.seat], view.score[1 - view.seat],
                                   view.rules.target))
        stake = _stake(view)
        if stake is not None:
            found.append(stake)
        return Why((), (), tuple(found))
    mine = card_outcomes(reviewer.expert, view, deal, played)
    if best == played:
        return Why((mine.line,))
    theirs = card_outcomes(reviewer.expert, view, deal, best)
    reasons: list[Reason] = []
    key = _key_card(mine, theirs)
    if key is not None:
        reasons.append(key)
    for own in (False, True):
        a = mine.line.vole if own else mine.line.their_vole
        b = theirs.line.vole if own else theirs.line.their_vole
        if abs(a - b) >= VOLE_GAP:
            reasons.append(Vole(own, a, b))
    stake = _stake(view)
    if stake is not None and _stake_differs(stake, mine.line, theirs.line):
        reasons.append(stake)
    return Why((mine.line, theirs.line), (), tuple(reasons))


def _both(played: Action, best: Action) -> tuple[Action, ...]:
    return (played,) if played == best else (played, best)


def _key_card(played: Outcomes, best: Outcomes) -> KeyCard | None:
    """The card whose presence in the opponent's hand explains the loss, if one does."""
    weight = played.weight
    total = sum(weight.values())
    if not total:
        return None
    loss = {hand: best.utility[hand] - played.utility[hand] for hand in weight}
    found: KeyCard | None = None
    cards = 0
    for hand in weight:
        cards |= hand
    for index in range(32):
        if not cards >> index & 1:
            continue
        held = sum(w for hand, w in weight.items() if hand >> index & 1)
        share = held / total
        if not KEY_HELD[0] <= share <= KEY_HELD[1]:
            continue
        with_it = sum(loss[h] * w for h, w in weight.items() if h >> index & 1) / held
        without = sum(loss[h] * w for h, w in weight.items()
                      if not h >> index & 1) / (total - held)
        if with_it < KEY_LOSS or with_it < KEY_RATIO * max(without, 0.0):
            continue
        if found is None or share * (with_it - without) > found.held * (
                found.loss_held - found.loss_free):
            found = KeyCard(DECK[index], share, with_it, without)
    return found


def _stake(view: SeatView) -> Stake | None:
    """What this deal can end, at the score (None: it cannot end the game)."""
    if view.rules.videau:
        return None
    target = view.rules.target
    mine, theirs = view.score[view.seat], view.score[1 - view.seat]

    def needs(points: int) -> str | None:
        return "point" if target - points <= 1 else "vole" if target - points <= 2 else None

    mine_needs, theirs_needs = needs(mine), needs(theirs)
    if mine_needs is None and theirs_needs is None:
        return None
    return Stake(mine, theirs, target, mine_needs, theirs_needs)


def _penalty(view: SeatView, played: Action) -> Penalty | None:
    """The penalty a stand or a refusal played puts the seat under, if it does."""
    deal = view.deal
    assert deal is not None
    if played.kind == "stand" and deal.penalty_if_stood() == view.seat:
        kind = "stand"
    elif played.kind == "refuse" and deal.penalty_if_refused(view.rules) == view.seat:
        kind = "refuse"
    else:
        return None
    theirs = view.score[1 - view.seat]
    return Penalty(kind, not view.rules.videau and theirs + 2 >= view.rules.target)


def _stake_differs(stake: Stake, played: Line, best: Line) -> bool:
    """Whether the two lines differ on a result that ends the game."""
    gaps = []
    if stake.mine_needs == "point":
        gaps.append(played.point + played.vole - best.point - best.vole)
    elif stake.mine_needs == "vole":
        gaps.append(played.vole - best.vole)
    if stake.theirs_needs == "point":
        gaps.append(played.their_point + played.their_vole - best.their_point
                    - best.their_vole)
    elif stake.theirs_needs == "vole":
        gaps.append(played.their_vole - best.their_vole)
    return any(abs(gap) >= STAKE_GAP for gap in gaps)


def _draw(reviewer: Reviewer, view: SeatView, choice: Action) -> Draw | None:
    """What ``choice`` is expected to draw, over the expert's replays of the exchange;
    None for a choice that draws nothing (stand, refuse)."""
    deal = view.deal
    assert deal is not None
    trump, hand = deal.trump, list(view.hand)
    king = deal.king_of_trumps
    fewest = fewest_discards(deal, view.rules)
    if choice.kind not in ("propose", "accept", "discard"):
        return None
    parts = reviewer.expert.exchange_replays(view)
    total = drawn = trumps = kings = theirs_before = theirs_after = 0.0

    def trumps_in(cards: list[Card] | tuple[Card, ...]) -> int:
        return sum(c.suit is trump for c in cards)

    for part in parts:
        w = part.weight
        total += w
        their_after: list[Card] | None = None
        if choice.kind == "propose":
            if dealer_refuses(list(part.hand), trump):
                continue  # nothing drawn: the draw is told as if accepted
            after, their_after, _ = exchange_once(hand, list(part.hand), list(part.stock),
                                                  trump, fewest)
        elif choice.kind == "accept":
            their_after, after, _ = exchange_once(list(part.hand), hand, list(part.stock),
                                                  trump, fewest)
        else:
            after, _ = draw(hand, choice.cards, part.stock, spare=choice.cards)
        drawn += w
        trumps += w * trumps_in(after)
        kings += w * (king in after and king not in hand)
        if their_after is not None:
            theirs_before += w * trumps_in(part.hand)
            theirs_after += w * trumps_in(their_after)
    now = trumps_in(hand)
    exchanges = choice.kind in ("propose", "accept") and drawn > 0
    refused = choice.kind == "propose" and refusal_penalised(view.rules, deal.proposals + 1)
    return Draw(str(choice), drawn / total if choice.kind == "propose" and total else None,
                now, trumps / drawn if drawn else now, kings / drawn if drawn else 0.0,
                king in hand, theirs_before / drawn if exchanges else None,
                theirs_after / drawn if exchanges else None, refused)
