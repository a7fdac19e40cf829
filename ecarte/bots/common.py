"""What every bot needs besides its own judgement: reading the view, the points a deal
can give at the current score, whether declaring the King can matter, and the stake.
"""

from __future__ import annotations

from ecarte.engine import Action, Deal, SeatView
from ecarte.engine.deal import score_tricks


def deal_of(view: SeatView) -> Deal:
    deal = view.deal
    assert deal is not None, "a bot is only asked to act during a deal"
    return deal


def trick_points(view: SeatView, my_tricks: int, king_to: int | None = None) -> tuple[int, int]:
    """(my points, the opponent's) from the tricks if this seat ends with ``my_tricks``;
    ``king_to`` is who declared the King (defaults to the deal's)."""
    deal = deal_of(view)
    seat = view.seat
    tricks = (my_tricks, 5 - my_tricks) if seat == 0 else (5 - my_tricks, my_tricks)
    declared = deal.declared if king_to is None else king_to
    score = score_tricks(view.rules, tricks, dealer=deal.dealer, penalty=deal.penalty,
                         declared=declared, turnup=deal.turnup)
    return (score.points, 0) if score.seat == seat else (0, score.points)


def king_matters(view: SeatView) -> bool:
    """Whether declaring the King of trumps can change how the game goes. It cannot when
    every trick outcome ends the game the same way with or without the point (§9: at 4-3
    the dealer facing an elder who stood should not declare: it only tells)."""
    target = view.rules.target
    mine, theirs = view.score[view.seat], view.score[1 - view.seat]
    if mine + 1 >= target:
        return True
    for my_tricks in range(6):
        gain, loss = trick_points(view, my_tricks, king_to=view.seat)
        if gain and mine + gain < target:
            return True
        if loss and theirs + loss < target:
            return True
    return False


def pick(view: SeatView, wanted: Action) -> Action:
    """``wanted`` if legal, else the first legal action that is not a concession."""
    actions = view.legal_actions()
    if wanted in actions:
        return wanted
    return next((a for a in actions if a.kind not in ("concede", "double")), actions[0])


def first_decision(view: SeatView) -> bool:
    """This seat has not acted yet in this deal (the moment to think of doubling)."""
    deal = deal_of(view)
    return not any(seat == view.seat for seat, _ in deal.history)
