"""Français : les mots du jeu tels qu'un joueur d'écarté les dit (donneur, premier, atout,
talon, jouer d'autorité, fournir, monter, couper, la vole, le roi)."""

from __future__ import annotations

from typing import Final, assert_never

from ecarte.engine.actions import KINDS
from ecarte.engine.cards import Card, Rank, Suit
from ecarte.engine.events import Reason, Why
from ecarte.engine.faults import Fault, Rule
from ecarte.words import Phrasebook

NB: Final = "\u00a0"  # the space French puts before : ; ? ! and inside « »
_SUITS: Final = ("trèfle", "carreau", "cœur", "pique")
_RANKS: Final = {Rank.ACE: "A", Rank.JACK: "V", Rank.QUEEN: "D", Rank.KING: "R"}


def _s(count: int) -> str:
    return "" if count == 1 else "s"


def _quoted(text: str) -> str:
    return f"«{NB}{text}{NB}»"


class French(Phrasebook):
    code = "fr"
    and_word = "et"

    def card(self, card: Card) -> str:
        return _RANKS.get(card.rank, card.rank.label) + card.suit.glyph

    def the_card(self, card: Card) -> str:
        if card.rank is Rank.ACE:
            return "l'" + self.card(card)
        return ("la " if card.rank is Rank.QUEEN else "le ") + self.card(card)

    def suit(self, suit: Suit) -> str:
        return _SUITS[suit]

    def reason(self, reason: Reason) -> str:
        refus = " (point de refus)" if reason.refus else ""
        match reason.why:
            case Why.POINT:
                return f"{reason.tricks} levées{NB}: le point"
            case Why.VOLE:
                return f"les cinq levées{NB}: la vole"
            case Why.STOOD:
                return "+1 car le premier a joué d'autorité" + refus
            case Why.REFUSED:
                return "+1 car le donneur a refusé" + refus
            case Why.KING_TURNED:
                return "le roi retourné"
            case Why.KING_DECLARED:
                return "le roi d'atout marqué"
            case Why.CONCEDED:
                return f"l'adversaire a abandonné{NB}: le point"
            case Why.CONCEDED_VOLE:
                return f"l'adversaire a abandonné sans faire une levée{NB}: la vole"
            case _:
                assert_never(reason.why)

    def fault(self, fault: Fault) -> str:
        rule, count, word = fault.rule, fault.count or 0, fault.word
        card = fault.cards[0] if fault.cards else None
        match rule:
            case Rule.PLAY_ONE_CARD:
                return f"on joue une seule carte à la fois, par exemple {_quoted('play Ks')}"
            case Rule.DISCARD_TWICE:
                return "un écart nomme chaque carte une seule fois"
            case Rule.EXCHANGE_SIZE:
                return "on écarte de 1 à 5 cartes"
            case Rule.DISCARD_COUNT:
                named = len(fault.cards)
                return f"un écart de {named} carte{_s(named)} ne peut pas en compter {count}"
            case Rule.NOT_AN_ACTION:
                return f"{_quoted(word[:20])} n'est pas une action{NB}: les actions sont " \
                       f"{', '.join(KINDS)}"
            case Rule.TAKES_NOTHING:
                return f"{_quoted(word)} ne prend rien après lui"
            case Rule.MATCH_OVER:
                return "la rencontre est terminée"
            case Rule.PLAYERS_TURN:
                return "c'est à un joueur de jouer, pas le moment de donner les cartes"
            case Rule.CUT_FIRST:
                return "il faut d'abord tirer pour savoir qui donne"
            case Rule.CUT_SAME:
                return "les deux cartes tirées doivent être différentes"
            case Rule.DEAL_FIRST:
                return "il faut d'abord donner les cartes"
            case Rule.HAND_SIZE:
                return f"la place {fault.seat} doit recevoir 5 cartes, pas {count}"
            case Rule.STOCK_SIZE:
                return f"le talon doit compter 21 cartes, pas {count}"
            case Rule.DEALT_TWICE:
                assert card is not None
                agreed = "e" if card.rank is Rank.QUEEN else ""
                return f"{self.the_card(card)} est donné{agreed} deux fois"
            case Rule.RESHUFFLE_FIRST:
                return "il faut d'abord rebattre les écarts pour cet échange"
            case Rule.RESHUFFLE_PILE:
                return "le talon rebattu doit être fait exactement des écarts"
            case Rule.DOUBLE_OFFERED:
                return f"on vous propose le videau{NB}: tenez-le ou abandonnez la partie"
            case Rule.NO_VIDEAU:
                return "le videau (doubler l'enjeu) n'est pas de ces règles"
            case Rule.DOUBLED_LAST:
                return f"vous avez doublé le dernier{NB}: seul votre adversaire peut " \
                       "doubler à son tour"
            case Rule.NO_DOUBLE:
                return "aucun videau n'a été proposé"
            case Rule.NO_PROPOSAL:
                return f"il n'y a pas de proposition à laquelle répondre{NB}: le premier " \
                       "doit proposer ou jouer d'autorité"
            case Rule.CHOOSE_FIRST:
                return "le premier doit d'abord proposer ou jouer d'autorité"
            case Rule.ONLY_THE_ELDER:
                return f"seul le premier propose{NB}; le donneur accepte ou refuse"
            case Rule.ANSWER_FIRST:
                return "le donneur doit d'abord accepter ou refuser la proposition"
            case Rule.EXCHANGE_OVER:
                return f"l'échange est fini{NB}: jouez une carte"
            case Rule.DISCARD_NOW:
                who = "le donneur" if fault.dealer else "le premier"
                return f"{who} doit maintenant écarter, puis prendre autant de cartes"
            case Rule.DISCARD_UNNAMED:
                return "nommez les cartes que vous écartez, pas seulement leur nombre"
            case Rule.EXCHANGE_NOT_NOW:
                return f"un échange de {count} carte{_s(count)} n'est pas possible maintenant"
            case Rule.STOCK_SHORT:
                return f"le talon n'a plus que {count} carte{_s(count)}{NB}: vous pouvez " \
                       f"en écarter {count} au plus"
            case Rule.DISCARD_MOST:
                return "vous pouvez écarter 5 cartes au plus"
            case Rule.DISCARD_LEAST:
                return "vous devez écarter au moins une carte"
            case Rule.KING_AUTO:
                return "selon ces règles, le roi d'atout est marqué pour vous"
            case Rule.KING_DECLARED:
                return "le roi d'atout a déjà été marqué"
            case Rule.KING_NOT_HELD:
                assert card is not None
                return f"vous n'avez pas le roi d'atout ({self.card(card)})"
            case Rule.KING_LATE:
                return f"trop tard{NB}: le roi se marque avant de jouer votre première carte"
            case Rule.NOT_HELD:
                assert card is not None
                return f"vous n'avez pas {self.the_card(card)}"
            case Rule.OVERTAKE:
                assert fault.lead is not None
                return f"vous devez fournir à {self.suit(fault.lead.suit)} et monter sur " \
                       f"{self.the_card(fault.lead)}{NB}: vous avez {self.listed(fault.cards)}"
            case Rule.FOLLOW:
                assert fault.lead is not None
                return f"vous devez fournir à {self.suit(fault.lead.suit)}{NB}: vous avez " \
                       f"{self.listed(fault.cards)}"
            case Rule.TRUMP:
                assert fault.lead is not None and fault.trump is not None
                return f"vous n'avez pas de {self.suit(fault.lead.suit)}, vous devez donc " \
                       f"couper à {self.suit(fault.trump)}{NB}: vous avez " \
                       f"{self.listed(fault.cards)}"
            case Rule.NOT_NOW:
                return "ce n'est pas possible maintenant"
            case Rule.NOT_OF_THE_DEAL:
                return f"{_quoted(word)} n'est pas une action de la donne"
            case _:
                assert_never(rule)


BOOK: Final = French()
