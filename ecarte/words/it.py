"""Italiano: le parole del gioco come le dice un giocatore di écarté (mazziere, giocatore di
mano, briscola, tallone, scarti, accomodo, smazzata, giocare di prepotenza, cappotto)."""

from __future__ import annotations

from typing import Final, assert_never

from ecarte.engine import events as ev
from ecarte.engine.actions import KINDS
from ecarte.engine.cards import Card, Rank, Suit
from ecarte.engine.events import Event, Reason, Why
from ecarte.engine.faults import Fault, Rule
from ecarte.words import Person, Phrasebook, Speakers, known

_SUITS: Final = ("fiori", "quadri", "cuori", "picche")
_RANKS: Final = {Rank.ACE: "A", Rank.JACK: "F", Rank.QUEEN: "D", Rank.KING: "R"}


def _carte(count: int) -> str:
    return "carta" if count == 1 else "carte"


class Italian(Phrasebook):
    code = "it"
    and_word = "e"
    rank_letters = "789_AFDR"
    suit_letters = "fqcp"
    decimal_mark = ","
    thousands_mark = "."
    date_form = "%d/%m/%Y"

    def card(self, card: Card) -> str:
        return _RANKS.get(card.rank, card.rank.label) + card.suit.glyph

    def the_card(self, card: Card) -> str:
        return self.article(card) + self.card(card)

    def article(self, card: Card) -> str:
        """The article before a card, from its rank (however the card is drawn): "il ",
        "la " (the Queen, la donna), "l'" (the Ace and the Eight: l'asso, l'otto)."""
        if card.rank in (Rank.ACE, Rank.EIGHT):
            return "l'"
        return "la " if card.rank is Rank.QUEEN else "il "

    def not_a_card(self, text: str) -> str:
        shown = f"«{text}»" if len(text) <= 20 else \
            f"«{text[:16]}…» ({len(text)} caratteri)"
        return (f"{shown} non è una carta: scrivi il valore (7 8 9 10 A F D R) seguito dal "
                f"seme (f q c p per fiori, quadri, cuori, picche, o ♣ ♦ ♥ ♠), come Rp o 10c")

    def _cards(self, cards: tuple[Card, ...]) -> list[str | Card | Suit]:
        """Cards in a narration, each with its article: "il 7♣, l'8♦ e la D♠"."""
        pieces: list[str | Card | Suit] = []
        for number, card in enumerate(cards):
            if number:
                pieces.append(" e " if number == len(cards) - 1 else ", ")
            pieces += [self.article(card), card]
        return pieces

    def suit(self, suit: Suit) -> str:
        return _SUITS[suit]

    def reason(self, reason: Reason) -> str:
        refus = " (point de refus)" if reason.refus else ""
        match reason.why:
            case Why.POINT:
                return f"{reason.tricks} prese"
            case Why.VOLE:
                return "cappotto: tutte e cinque le prese"
            case Why.STOOD:
                return ("+1 perché chi era di mano ha giocato di prepotenza e non ha fatto "
                        "tre prese" + refus)
            case Why.REFUSED:
                return "+1 perché il mazziere ha rifiutato e non ha fatto tre prese" + refus
            case Why.KING_TURNED:
                return "Re girato dal mazziere"
            case Why.KING_DECLARED:
                return "Re di briscola"
            case Why.CONCEDED:
                return "l'avversario ha abbandonato la smazzata"
            case Why.CONCEDED_VOLE:
                return "l'avversario ha abbandonato senza prese: cappotto"
            case _:
                assert_never(reason.why)

    def narrate(self, event: Event, people: tuple[Person, Person], *, leads: bool = False,
                ruffs: bool = False, discards: bool = False,
                spectator: bool = False) -> list[str | Card | Suit] | None:
        speakers = Speakers(people, "tu", "")
        who, v, tail = speakers.who, speakers.says, speakers.tail

        match event:
            case ev.CutDrawn(cards=cards, dealer=dealer):
                said: list[str | Card | Suit] = [
                    f"Si taglia per il mazziere: {who(0)} {tail(0, 'peschi', 'pesca')} "
                    f"{self.article(cards[0])}", cards[0],
                    f", {who(1)} {tail(1, 'peschi', 'pesca')} {self.article(cards[1])}",
                    cards[1]]
                if dealer is None:
                    return [*said, ". Pari: si taglia di nuovo."]
                mazziere = "hai la carta più alta e fai il mazziere" if people[dealer].you \
                    else f"{people[dealer].name} ha la carta più alta e fa il mazziere"
                return [*said, f". {mazziere[:1].upper()}{mazziere[1:]}."]
            case ev.Dealt(dealer=dealer, hands=hands):
                elder = 1 - dealer
                di_mano = "sei tu di mano e parli per primo" if people[elder].you else \
                    f"{people[elder].name} è di mano e parla per primo"
                said = [f"{v(dealer, 'distribuisci', 'distribuisce')} cinque carte a testa; "
                        f"{di_mano}."]
                if spectator:
                    said += self.hands((elder, dealer), hands,
                                       lambda seat: v(seat, 'hai', 'ha'))
                return said
            case ev.TurnedUp(card=card, trump=trump):
                return [f"La carta girata è {self.article(card)}", card,
                        f": la briscola è {_SUITS[trump]} ", trump, "."]
            case ev.KingTurned():
                return None
            case ev.Stood(seat=seat, penalty=penalty):
                if penalty:  # standing pat, without an exchange: the elder risks 2
                    return [f"{v(seat, 'giochi', 'gioca')} di prepotenza."]
                return [f"{v(seat, 'giochi', 'gioca')} senza altri cambi."]
            case ev.Proposed(seat=seat):
                return [f"{v(seat, 'dici', 'dice')} «propongo»."]
            case ev.Accepted(seat=seat):
                return [f"{v(seat, 'accetti', 'accetta')} («quante?»): ognuno può scartare "
                        "da 1 a 5 carte e pescarne altrettante."]
            case ev.Refused(seat=seat):
                return [f"{v(seat, 'rifiuti', 'rifiuta')} l'accomodo («no!»)."]
            case ev.Exchanged(seat=seat, count=count, discarded=discarded, drawn=drawn,
                           stock=stock):
                thrown = known(discarded)
                if not count:
                    return [f"{v(seat, 'tieni', 'tiene')} tutte e cinque le carte."]
                left = ("Il tallone è vuoto." if not stock else
                        f"Nel tallone {'resta' if stock == 1 else 'restano'} {stock} "
                        f"{_carte(stock)}.")
                if not thrown:
                    return [f"{v(seat, 'cambi', 'cambia')} {count} {_carte(count)}. {left}"]
                taken = known(drawn)
                return [f"{v(seat, 'scarti', 'scarta')} ", *self._cards(thrown),
                        f" e {tail(seat, 'peschi', 'pesca')} ", *self._cards(taken),
                        f". {left}"]
            case ev.Reshuffled(cards=cards):
                return [f"Il tallone non basta: i {cards} scarti vengono rimescolati in un "
                        "nuovo tallone per quest'ultimo accomodo."]
            case ev.PlayBegins(leader=leader):
                esce = "esci tu" if people[leader].you else f"esce {people[leader].name}"
                return [f"Si gioca: {esce}."]
            case ev.KingDeclared(seat=seat):
                return [f"{v(seat, 'dichiari', 'dichiara')} il Re di briscola: "
                        "«Il Re!»"]
            case ev.CardPlayed(seat=seat, card=card):
                if leads:
                    return [f"{v(seat, 'esci', 'esce')} con {self.article(card)}",
                            card, "."]
                if ruffs:
                    return [f"{v(seat, 'tagli', 'taglia')} con {self.article(card)}", card,
                            "."]
                return [f"{v(seat, 'giochi', 'gioca')} {self.article(card)}", card, "."]
            case ev.TrickWon(seat=seat, tricks=tricks):
                whose = "tua" if people[seat].you else f"di {people[seat].name}"
                return [f"La presa è {whose}. Prese: {who(0)} {tricks[0]}, {who(1)} "
                        f"{tricks[1]}."]
            case ev.Conceded(seat=seat):
                return [f"{v(seat, 'abbandoni', 'abbandona')} la smazzata."]
            case ev.PointsScored(seat=seat, points=points, reasons=reasons, score=score):
                punti = "punto" if points == 1 else "punti"
                tally = f"Punteggio: {who(0)} {score[0]}, {who(1)} {score[1]}."
                if [r.why for r in reasons] == [Why.KING_TURNED]:
                    return [f"{v(seat, 'segni', 'segna')} {points} {punti}: "
                            f"{tail(seat, 'hai', 'ha')} girato il Re. {tally}"]
                why = "; ".join(self.reason(r) for r in reasons)
                return [f"{v(seat, 'segni', 'segna')} {points} {punti} ({why}). {tally}"]
            case ev.Doubled(seat=seat, stake=stake):
                vince = "vinci tu" if people[seat].you else f"vince {people[seat].name}"
                return [f"{v(seat, 'proponi', 'propone')} il videau: se accettato, la "
                        f"partita vale {stake}; se rifiutato, {vince} subito la partita."]
            case ev.Taken(seat=seat, stake=stake):
                return [f"{v(seat, 'accetti', 'accetta')} il videau: la partita vale "
                        f"{stake}."]
            case ev.Dropped(seat=seat):
                return [f"{v(seat, 'rifiuti', 'rifiuta')} il videau e "
                        f"{tail(seat, 'perdi', 'perde')} la partita."]
        return None

    def fault(self, fault: Fault) -> str:
        rule, count, word = fault.rule, fault.count or 0, fault.word
        card = fault.cards[0] if fault.cards else None
        match rule:
            case Rule.PLAY_ONE_CARD:
                return "si gioca una carta sola alla volta, per esempio «gioca Rp»"
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
            case Rule.ACTION_TEXT:
                return (f"apply vuole un'Action, non il testo "
                        f"{word!r}: creala con parse_action({word!r})")
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
                return "con queste regole il Re di briscola viene segnato in automatico"
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
