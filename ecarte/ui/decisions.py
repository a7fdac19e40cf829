"""The table's decisions around a player's move (docs/playing.md, "Confirmations"):

- ``confirmed``: a move that costs something at once is asked about first (a concession,
  cards typed alone at the discard prompt, a first card that would give up the King of
  trumps' point: Ctrl-C there plays nothing); with the tutor on, a move the expert rates
  a mistake or worse too, judged as it will be made (after the King's question);
- ``played_for_you``: the moves the table makes for a player (the card waiting for the
  King's declaration, the King under ``declare_king = "always"``, a forced card under
  ``autoplay``), a card told once by ``told_for_you``;
- ``next_match``: "Play again?" answered yes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from ecarte.driver import Ledger, Turn
from ecarte.engine import CONCEDE, KING, Action, SeatView, apply, view
from ecarte.engine.events import CardPlayed, Event
from ecarte.ui.commands import Move
from ecarte.ui.helptext import concede_question, discard_question, king_question
from ecarte.ui.tutor import allowed
from ecarte.words.session import words

if TYPE_CHECKING:
    from ecarte.ui.host import Host


def confirmed(session: Host, move: Move, seen: SeatView) -> Action | None:
    """The action to play once the player has confirmed what it costs, or None when he
    said no (he is asked for a move again). Raises EOFError if he leaves at the question."""
    action = move.action
    look = session.table.look
    term = session.term
    if action == CONCEDE:
        if not term.confirm(concede_question(seen, session.names)):
            session.say(words().not_conceded, style="note")
            return None
    elif move.bare and action.kind == "discard" and \
            not term.confirm(discard_question(action, look)):
        session.say(words().nothing_discarded, style="note")
        return None
    declared = king_first(session, action, seen)
    if declared is None:  # Ctrl-C at the King's question: no move at all
        session.say(words().not_played, style="note")
        return None
    # the tutor (when it is on) judges the move as it will be made: the card after the
    # King when the King is declared first
    if not allowed(session, action, after_king(seen) if declared else seen):
        return None
    if declared:
        session.pending = action  # played as soon as the King is declared
        return KING
    return action


def king_first(session: Host, action: Action, seen: SeatView) -> bool | None:
    """Whether the King of trumps is declared before ``action``, a first card that would
    give up its point: asked (Enter: yes) unless ``declare_king = "always"``. False for
    any other action; None when the player pressed Ctrl-C at the question (nothing is
    played). Raises EOFError if he leaves at the question."""
    deal = seen.deal
    if action.kind != "play" or KING not in seen.legal_actions() or deal is None:
        return False
    if session.table.declare_king == "always":
        return True
    question = king_question(deal.king_of_trumps, action.card, session.table.look)
    try:
        return session.term.confirm(question, default=True, safe=None)
    except KeyboardInterrupt:
        return None


def after_king(seen: SeatView) -> SeatView:
    """The seat's view once it has declared the King of trumps."""
    return view(apply(seen.state, KING)[0], seen.seat)


def played_for_you(session: Host, seen: SeatView) -> Action | Turn | None:
    """The move the table makes for the seat of ``seen`` now, or None to ask the player.
    In hot-seat a forced card is played without handing over the keyboard only when
    nothing is left to hide (the last trick): otherwise the speed of the move would tell
    the other player that it was forced."""
    actions = seen.legal_actions()
    pending, session.pending = session.pending, None
    if pending is not None and pending in actions:
        return pending
    deal = seen.deal
    table = session.table
    if deal is None:
        return None
    if KING in actions and table.declare_king == "always":
        return KING
    plays = [a for a in actions if a.kind == "play"]
    if len(plays) != 1 or len(actions) > 1 + (CONCEDE in actions) or table.autoplay == "off":
        return None
    last = len(deal.played) == 4
    watched_by_self = not session.hotseat or session.viewer == seen.seat
    if not last and (table.autoplay != "forced" or not watched_by_self):
        return None
    if watched_by_self:  # said in place of "You play 7♥." (told_for_you)
        card = plays[0].card  # in ASCII, look.plain spells its suit
        said = words()
        session.told = (seen.seat, table.look.plain(
            said.last_card_played(card) if last else said.only_card_played(card)))
    return plays[0]


def told_for_you(session: Host, event: Event, audience: int | None) -> Text | None:
    """The line that tells ``audience`` of a card the table played for it ("Your last
    card, 7♥, is played for you."), said once, in place of "You play 7♥."."""
    told = session.told
    if told is None or not isinstance(event, CardPlayed) or told[0] != event.seat \
            or audience != event.seat:
        return None
    session.told = None
    return Text(told[1], style="note")


def next_match(session: Host) -> Ledger:
    """The next match: the same players and rules, a new seed, the loser of the last one
    dealing first, each bot seeded from the new seed and its seat."""
    import random

    from ecarte.driver import bot_seed
    from ecarte.engine import new_match
    from ecarte.players import close_players, make_player

    old = session.ledger
    seed = random.SystemRandom().randrange(10**6)
    loser = 1 - (old.state.winner or 0)
    extra = {k: v for k, v in old.extra.items()
             if k not in ("practice", "take_backs", "tutor")}
    session.table.meta.pop("tutor", None)  # watched by the tutor: said anew of each match
    ledger = Ledger(old.rules, seed, old.names,
                    state=new_match(old.rules, first_dealer=loser), **extra)
    bots = session.table.bots
    for seat, bot in list(bots.items()):
        close_players([bot])
        bots[seat] = make_player(session.table.levels[seat], seed=bot_seed(seed, seat))
    return ledger
