"""Italiano: le parole del gioco come le dice un giocatore di écarté (mazziere, giocatore di
mano, briscola, tallone, scarti, accomodo, smazzata, giocare di prepotenza, cappotto)."""

from __future__ import annotations

from typing import Final, assert_never

from ecarte.engine.actions import KINDS
from ecarte.engine.cards import Card, Rank, Suit
from ecarte.engine.events import Reason, Why
from ecarte.engine.faults import Fault, Rule
from ecarte.words import Phrasebook

_SUITS: Final = ("fiori", "quadri", "cuori", "picche")
_RANKS: Final = {Rank.ACE: "A", Rank.JACK: "F", Rank.QUEEN: "D", Rank.KING: "R"}


def _carte(count: int) -> str:
    return "carta" if count == 1 else "carte"


class Italian(Phrasebook):
    code = "it"
    and_word = "e"

    def card(self, card: Card) -> str:
        return _RANKS.get(card.rank, card.rank.label) + card.suit.glyph

    def the_card(self, card: Card) -> str:
        if card.rank in (Rank.ACE, Rank.EIGHT):  # l'asso, l'otto
            return "l'" + self.card(card)
        return ("la " if card.rank is Rank.QUEEN else "il ") + self.card(card)

    def suit(self, suit: Suit) -> str:
        return _SUITS[suit]

    def reason(self, reason: Reason) -> str:
        refus = " (point de refus)" if reason.refus else ""
        match reason.why:
            case Why.POINT:
                return f"{reason.tricks} prese: il punto"
            case Why.VOLE:
                return "tutte e cinque le prese: cappotto"
            case Why.STOOD:
                return "+1 perché il giocatore di mano ha giocato di prepotenza" + refus
            case Why.REFUSED:
                return "+1 perché il mazziere ha rifiutato di prepotenza" + refus
            case Why.KING_TURNED:
                return "il Re girato dal mazziere"
            case Why.KING_DECLARED:
                return "il Re di briscola dichiarato"
            case Why.CONCEDED:
                return "l'avversario ha abbandonato: il punto"
            case Why.CONCEDED_VOLE:
                return "l'avversario ha abbandonato senza fare una presa: cappotto"
            case _:
                assert_never(reason.why)

    def fault(self, fault: Fault) -> str:
        rule, count, word = fault.rule, fault.count or 0, fault.word
        card = fault.cards[0] if fault.cards else None
        match rule:
            case Rule.PLAY_ONE_CARD:
                return "si gioca una carta sola alla volta, per esempio «play Ks»"
            case Rule.DISCARD_TWICE:
                return "uno scarto nomina ogni carta una volta sola"
            case Rule.EXCHANGE_SIZE:
                return "si scartano da 1 a 5 carte"
            case Rule.DISCARD_COUNT:
                named = len(fault.cards)
                return f"uno scarto di {named} {_carte(named)} non può contarne {count}"
            case Rule.NOT_AN_ACTION:
                return f"«{word[:20]}» non è un'azione: le azioni sono {', '.join(KINDS)}"
            case Rule.TAKES_NOTHING:
                return f"«{word}» non vuole altro dopo di sé"
            case Rule.MATCH_OVER:
                return "l'incontro è finito"
            case Rule.PLAYERS_TURN:
                return "tocca a un giocatore: non è il momento di distribuire le carte"
            case Rule.CUT_FIRST:
                return "prima si tira a sorte chi fa il mazziere"
            case Rule.CUT_SAME:
                return "le due carte tirate devono essere diverse"
            case Rule.DEAL_FIRST:
                return "prima vanno distribuite le carte"
            case Rule.HAND_SIZE:
                return f"il posto {fault.seat} deve ricevere 5 carte, non {count}"
            case Rule.STOCK_SIZE:
                return f"il tallone deve avere 21 carte, non {count}"
            case Rule.DEALT_TWICE:
                assert card is not None
                agreed = "a" if card.rank is Rank.QUEEN else "o"
                return f"{self.the_card(card)} è distribuit{agreed} due volte"
            case Rule.RESHUFFLE_FIRST:
                return "per questo accomodo bisogna prima rimescolare gli scarti"
            case Rule.RESHUFFLE_PILE:
                return "il tallone rimescolato deve essere fatto esattamente degli scarti"
            case Rule.DOUBLE_OFFERED:
                return "ti è stato proposto il videau: accettalo o abbandona la partita"
            case Rule.NO_VIDEAU:
                return "il videau (il raddoppio della posta) non è previsto da queste regole"
            case Rule.DOUBLED_LAST:
                return "hai raddoppiato tu per ultimo: ora può raddoppiare solo l'avversario"
            case Rule.NO_DOUBLE:
                return "nessuno ha proposto il videau"
            case Rule.NO_PROPOSAL:
                return "non c'è nessuna proposta a cui rispondere: il giocatore di mano " \
                       "deve dire «propongo» o giocare di prepotenza"
            case Rule.CHOOSE_FIRST:
                return "il giocatore di mano deve prima dire «propongo» o giocare di " \
                       "prepotenza"
            case Rule.ONLY_THE_ELDER:
                return "propone solo il giocatore di mano; il mazziere accetta o rifiuta"
            case Rule.ANSWER_FIRST:
                return "il mazziere deve prima accettare («quante?») o rifiutare («no!») " \
                       "la proposta"
            case Rule.EXCHANGE_OVER:
                return "l'accomodo è finito: gioca una carta"
            case Rule.DISCARD_NOW:
                who = "il mazziere" if fault.dealer else "il giocatore di mano"
                return f"ora {who} deve scartare, poi prendere altrettante carte"
            case Rule.DISCARD_UNNAMED:
                return "nomina le carte che scarti, non solo quante sono"
            case Rule.EXCHANGE_NOT_NOW:
                return f"ora non si può cambiare {count} {_carte(count)}"
            case Rule.STOCK_SHORT:
                left = "resta" if count == 1 else "restano"
                return f"nel tallone {left} solo {count} {_carte(count)}: puoi scartarne " \
                       f"al massimo {count}"
            case Rule.DISCARD_MOST:
                return "puoi scartare al massimo 5 carte"
            case Rule.DISCARD_LEAST:
                return "devi scartare almeno una carta"
            case Rule.KING_AUTO:
                return "con queste regole il Re di briscola ti viene segnato da sé"
            case Rule.KING_DECLARED:
                return "il Re di briscola è già stato dichiarato"
            case Rule.KING_NOT_HELD:
                assert card is not None
                return f"non hai il Re di briscola ({self.card(card)})"
            case Rule.KING_LATE:
                return "troppo tardi: il Re si dichiara prima di giocare la tua prima carta"
            case Rule.NOT_HELD:
                assert card is not None
                return f"non hai {self.the_card(card)}"
            case Rule.OVERTAKE:
                assert fault.lead is not None
                return f"devi rispondere a {self.suit(fault.lead.suit)} superando " \
                       f"{self.the_card(fault.lead)}: hai {self.listed(fault.cards)}"
            case Rule.FOLLOW:
                assert fault.lead is not None
                return f"devi rispondere a {self.suit(fault.lead.suit)}: hai " \
                       f"{self.listed(fault.cards)}"
            case Rule.TRUMP:
                assert fault.lead is not None and fault.trump is not None
                return f"non hai {self.suit(fault.lead.suit)}, quindi devi tagliare con " \
                       f"una briscola ({self.suit(fault.trump)}): hai " \
                       f"{self.listed(fault.cards)}"
            case Rule.NOT_NOW:
                return "ora non è possibile"
            case Rule.NOT_OF_THE_DEAL:
                return f"«{word}» non è un'azione della smazzata"
            case _:
                assert_never(rule)


BOOK: Final = Italian()
