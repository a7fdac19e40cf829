"""The pure Écarté rules engine: no printing, no terminal libraries, no global random.

Everything a bot or a front end needs is importable from here.
"""

from ecarte.engine.actions import (
    ACCEPT, CONCEDE, DOUBLE, DROP, KING, PLAY, PROPOSE, REFUSE, STAND, STAND_PAT, TAKE, Action,
    AnyAction, ChanceAction, Cut, DealCards, Reshuffle, parse_action)
from ecarte.engine.cards import DECK, Card, Rank, Suit, in_hand_order, parse_cards, pretty_cards
from ecarte.engine.deal import Deal, Phase, playable
from ecarte.engine.errors import (
    IllegalActionError, InvalidActionError, InvalidCardError, RulesError)
from ecarte.engine.match import (
    CHANCE, Game, GameResult, MatchState, advance, apply, chance_action, deal_from_pack, fault,
    legal_actions, new_match)
from ecarte.engine.options import OPTION_NAMES, PRESETS, Rules
from ecarte.engine.view import SeatView, view

__all__ = [
    "ACCEPT", "CHANCE", "CONCEDE", "DECK", "DOUBLE", "DROP", "KING", "PLAY", "PRESETS",
    "PROPOSE", "OPTION_NAMES", "REFUSE", "STAND", "STAND_PAT", "TAKE", "Action", "AnyAction",
    "Card", "ChanceAction", "Cut", "Deal", "DealCards", "Game", "GameResult",
    "IllegalActionError", "InvalidActionError", "InvalidCardError", "MatchState", "Phase",
    "Rank", "Reshuffle", "Rules", "RulesError", "SeatView", "Suit", "advance", "apply",
    "chance_action", "deal_from_pack", "fault", "in_hand_order", "legal_actions", "new_match",
    "parse_action", "parse_cards", "playable", "pretty_cards", "view",
]
