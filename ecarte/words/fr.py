"""Français : les mots du jeu tels qu'un joueur d'écarté les dit (donneur, premier, atout,
talon, jouer d'autorité, fournir, monter, couper, la vole, le roi)."""

from __future__ import annotations

from typing import Final, assert_never

from ecarte.engine import events as ev
from ecarte.engine.actions import KINDS
from ecarte.engine.cards import Card, Rank, Suit
from ecarte.engine.events import Event, Reason, Why
from ecarte.engine.faults import Fault, Rule
from ecarte.numbers import echo
from ecarte.words import Person, Phrasebook, Speakers, known, spaced

NB: Final = "\u00a0"  # the space French puts before : ; ? ! and inside « »
_SUITS: Final = ("trèfle", "carreau", "cœur", "pique")
_RANKS: Final = {Rank.ACE: "A", Rank.JACK: "V", Rank.QUEEN: "D", Rank.KING: "R"}


def percentage_points(points: str) -> str:
    """"0,5 point de pourcentage", "2 points de pourcentage": French's plural from 2."""
    try:
        value = float(points.replace(",", ".").replace("\u202f", ""))
    except ValueError:
        value = 2.0
    return f"{points} {'point' if value < 2 else 'points'} de pourcentage"


def _s(count: int) -> str:
    return "" if count == 1 else "s"


def _number(count: int) -> str:
    """A count of cards in letters: "cinq cartes"."""
    return ("zéro", "une", "deux", "trois", "quatre", "cinq")[count] if 0 <= count <= 5 \
        else str(count)


def _quoted(text: str) -> str:
    return f"«{NB}{text}{NB}»"


class French(Phrasebook):
    code = "fr"
    and_word = "et"
    singular_zero = True
    rank_letters = "789_AVDR"
    suit_letters = "tkcp"
    decimal_mark = ","
    thousands_mark = "\u202f"
    percent_space = NB
    date_form = "%d/%m/%Y"

    def score(self, mine: int, theirs: int) -> str:
        return f"{mine} à {theirs}"

    def card(self, card: Card) -> str:
        return _RANKS.get(card.rank, card.rank.label) + card.suit.glyph

    def the_card(self, card: Card) -> str:
        return self.article(card) + self.card(card)

    def article(self, card: Card) -> str:
        """The article before a card, from its rank (however the card is drawn): "le ",
        "la " (the Queen, la dame), "l'" (the Ace, l'as)."""
        return "l'" if card.rank is Rank.ACE else "la " if card.rank is Rank.QUEEN else "le "

    def of_the(self, card: Card) -> str:
        """"du ", "de la ", "de l'" before a card: "entamer du R♥", the card-table form."""
        return "de l'" if card.rank is Rank.ACE else "de la " if card.rank is Rank.QUEEN \
            else "du "

    def not_a_card(self, text: str) -> str:
        shown = echo(text)
        if len(shown) > 1 and shown[0] == shown[-1] and shown[0] in "'\"":
            shown = shown[1:-1]
        return (f"{_quoted(shown)} n'est pas une carte{NB}: écrivez une hauteur (7 8 9 10 A V D R) "
                f"puis une couleur (t k c p pour trèfle, carreau, cœur, pique, ou ♣ ♦ ♥ ♠), "
                f"comme Rp ou 10c")

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
                return "roi retourné"
            case Why.KING_DECLARED:
                return "roi d'atout"
            case Why.CONCEDED:
                return f"l'adversaire a abandonné{NB}: le point"
            case Why.CONCEDED_VOLE:
                return f"l'adversaire a abandonné sans faire une levée{NB}: la vole"
            case _:
                assert_never(reason.why)

    def narrate(self, event: Event, people: tuple[Person, Person], *, leads: bool = False,
                ruffs: bool = False, discards: bool = False,
                spectator: bool = False) -> list[str | Card | Suit] | None:
        speakers = Speakers(people, "vous", "Vous")
        who, v, tail = speakers.who, speakers.says, speakers.tail

        match event:
            case ev.CutDrawn(cards=cards, dealer=dealer):
                said: list[str | Card | Suit] = [
                    f"Tirage pour la donne{NB}: {who(0)} {tail(0, 'tirez', 'tire')} "
                    f"{self.article(cards[0])}", cards[0],
                    f", {who(1)} {tail(1, 'tirez', 'tire')} {self.article(cards[1])}",
                    cards[1]]
                if dealer is None:
                    return [*said, f". Égalité{NB}: on tire de nouveau."]
                return [*said, f". La plus haute carte donne{NB}: "
                               f"{who(dealer)} {tail(dealer, 'donnez', 'donne')}."]
            case ev.Dealt(dealer=dealer, hands=hands):
                elder = 1 - dealer
                said = [f"{v(dealer, 'donnez', 'donne')} cinq cartes à chacun{NB}; "
                        f"{who(elder)} {tail(elder, 'êtes', 'est')} le premier et "
                        f"{tail(elder, 'parlez', 'parle')} d'abord."]
                if spectator:
                    said += self.hands((elder, dealer), hands,
                                       lambda seat: v(seat, 'avez', 'a'))
                return said
            case ev.TurnedUp(card=card, trump=trump):
                return [f"La retourne est {self.article(card)}", card,
                        f"{NB}: atout {_SUITS[trump]} ", trump, "."]
            case ev.KingTurned():
                return None
            case ev.Stood(seat=seat, penalty=penalty):
                if not penalty:  # after an exchange: simply playing on
                    return [f"{v(seat, 'jouez', 'joue')} sans proposer de nouveau."]
                return [f"{v(seat, 'jouez', 'joue')} d'autorité."]
            case ev.Proposed(seat=seat):
                return [f"{v(seat, 'proposez', 'propose')} ({_quoted('je propose')})."]
            case ev.Accepted(seat=seat):
                return [f"{v(seat, 'acceptez', 'accepte')}{NB}: chacun peut maintenant "
                        "écarter de 1 à 5 cartes et en prendre autant."]
            case ev.Refused(seat=seat):
                return [f"{v(seat, 'refusez', 'refuse')} l'échange."]
            case ev.Exchanged(seat=seat, count=count, discarded=discarded, drawn=drawn,
                           stock=stock):
                thrown = known(discarded)
                if not count:
                    return [f"{v(seat, 'gardez vos', 'garde ses')} cinq cartes."]
                if not thrown:
                    return [f"{v(seat, 'écartez', 'écarte')} {_number(count)} carte{_s(count)}. "
                            f"Talon{NB}: {stock}."]
                taken = known(drawn)
                return [f"{v(seat, 'écartez', 'écarte')} ", *spaced(thrown),
                        f" et {tail(seat, 'prenez', 'prend')} ", *spaced(taken),
                        f". Talon{NB}: {stock}."]
            case ev.Reshuffled(cards=cards):
                return [f"Le talon ne suffit plus{NB}: les {cards} écarts sont rebattus en un "
                        "nouveau talon pour ce dernier échange."]
            case ev.PlayBegins():
                return ["Le jeu commence."]
            case ev.KingDeclared(seat=seat):
                return [f"{v(seat, 'annoncez', 'annonce')} le roi d'atout{NB}: «{NB}le roi"
                        f"{NB}!{NB}»"]
            case ev.CardPlayed(seat=seat, card=card):
                of_the = self.of_the(card)
                if leads:
                    return [f"{v(seat, 'entamez', 'entame')} {of_the}", card, "."]
                if ruffs:
                    return [f"{v(seat, 'coupez', 'coupe')} {of_the}", card, "."]
                if discards:
                    return [f"{v(seat, 'vous défaussez', 'se défausse')} {of_the}", card, "."]
                return [f"{v(seat, 'jouez', 'joue')} {self.article(card)}", card, "."]
            case ev.TrickWon(seat=seat, tricks=tricks):
                return [f"{v(seat, 'faites', 'fait')} la levée. Levées{NB}: {who(0)} "
                        f"{tricks[0]}, {who(1)} {tricks[1]}."]
            case ev.Conceded(seat=seat):
                return [f"{v(seat, 'abandonnez', 'abandonne')} la donne."]
            case ev.PointsScored(seat=seat, points=points, reasons=reasons, score=score):
                why = f"{NB}; ".join(self.reason(r) for r in reasons)
                return [f"{v(seat, 'marquez', 'marque')} {points} point{_s(points)} ({why}). "
                        f"Score{NB}: {who(0)} {score[0]}, {who(1)} {score[1]}."]
            case ev.Doubled(seat=seat, stake=stake):
                return [f"{v(seat, 'proposez', 'propose')} le videau{NB}: tenu, la partie "
                        f"vaut {stake}{NB}; refusé, {who(seat)} "
                        f"{tail(seat, 'gagnez', 'gagne')} la partie tout de suite."]
            case ev.Taken(seat=seat, stake=stake):
                return [f"{v(seat, 'tenez', 'tient')} le videau{NB}: la partie vaut {stake}."]
            case ev.Dropped(seat=seat):
                return [f"{v(seat, 'refusez le videau et perdez', 'refuse le videau et perd')}"
                        " la partie."]
        return None

    def fault(self, fault: Fault) -> str:
        rule, count, word = fault.rule, fault.count or 0, fault.word
        card = fault.cards[0] if fault.cards else None
        match rule:
            case Rule.PLAY_ONE_CARD:
                return f"on joue une seule carte à la fois, par exemple {_quoted('jouer Rp')}"
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
            case Rule.ACTION_TEXT:
                return (f"apply prend une Action, et non le texte "
                        f"{word!r}\u00a0: créez-la avec parse_action({word!r})")
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
                return "selon ces règles, le roi d'atout est annoncé d'office pour vous"
            case Rule.KING_DECLARED:
                return "le roi d'atout a déjà été annoncé"
            case Rule.KING_NOT_HELD:
                assert card is not None
                return f"vous n'avez pas le roi d'atout ({self.card(card)})"
            case Rule.KING_LATE:
                return f"trop tard{NB}: le roi s'annonce avant de jouer votre première carte"
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
