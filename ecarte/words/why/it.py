from ecarte.engine.cards import Card, Rank, Suit
from ecarte.words import phrasebook
from ecarte.words.why import WhyWords

_SUITS = {Suit.CLUBS: "fiori", Suit.DIAMONDS: "quadri", Suit.HEARTS: "cuori",
          Suit.SPADES: "picche"}


def _the(card: Card) -> str:
    return phrasebook("it").the_card(card)


def _The(card: Card) -> str:
    text = _the(card)
    return text[:1].upper() + text[1:]


def _nth(n: int) -> str:
    return f"{n}ª presa:"


def _who(name: str, you: bool, yours: str, theirs: str) -> str:
    """The verb alone for "you" ("esci"), the name and the verb else ("Ada esce")."""
    return yours if you else f"{name} {theirs}"


def _con(card: Card) -> str:
    """ "con il 10♦", "con la D♥", "con l'A♠"."""
    return f"con {_the(card)}"


def _for(name: str, you: bool) -> str:
    return "ti dà la partita" if you else f"dà la partita a {name}"


def _nel(share: float) -> str:
    """ "nel 18%", "nell'80%", "nell'8%", "in meno dell'1%", "in oltre il 99%": the
    article by the figure shown (l' before uno, undici, otto and the eighties, lo before
    zero)."""
    book = phrasebook("it")
    beyond, figure = book.percent_parts(share)
    whole = int(book.percent_figure(share))
    vowel = whole in (1, 8, 11) or 80 <= whole <= 89
    if beyond < 0:
        of = "dell'" if vowel else "del "
        return f"in meno {of}{figure}"
    if beyond > 0:
        return f"in oltre il {figure}"
    if whole == 0:
        return f"nello {figure}"
    return f"nell'{figure}" if vowel else f"nel {figure}"


def _ends(name: str, you: bool, point: float, vole: float, other: str,
          their_point: float, their_vole: float) -> str:
    mine = [f"il punto {_nel(point)} dei casi"] if point else []
    mine += [f"cappotto {_nel(vole)} dei casi"] if vole else []
    theirs = [f"il punto {_nel(their_point)} dei casi"] if their_point else []
    theirs += [f"cappotto {_nel(their_vole)} dei casi"] if their_vole else []
    parts = []
    if mine:
        parts.append(f"{_who(name, you, 'fai', 'fa')} " + " e ".join(mine))
    if theirs:
        parts.append(f"{other} fa " + " e ".join(theirs))
    return f"Alla fine, sulle mani che {other} può avere: " + "; ".join(parts) + "."


def _now(name: str, you: bool, now: int) -> str:
    """The trumps held before the draw: "ora ne hai 1", "ora nessuna"."""
    if not now:
        return "ora nessuna"
    return f"ora {_who(name, you, 'ne hai', 'ne ha')} {now}"


def _discarding(cards: tuple[Card, ...]) -> str:
    """ "Scartando il 9♦ e la D♣", "Non scartando nulla"."""
    if not cards:
        return "Non scartando nulla"
    named = [_the(card) for card in cards]
    listed = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " e " + named[-1]
    return f"Scartando {listed}"


def _gone(card: Card) -> str:
    return "uscita" if card.rank is Rank.QUEEN else "uscito"


def _d(number: float) -> str:
    return phrasebook("it").decimal(number)


WORDS = WhyWords(
    line_played=lambda card: f"Giocando {_the(card)}, il seguito più probabile:",
    line_best=lambda card: f"Giocando {_the(card)}, la scelta dell'esperto:",
    you_lead=lambda n, name, you, card: f"{_nth(n)} {_who(name, you, 'esci', 'esce')} "
                                        f"{_con(card)}",
    they_lead=lambda n, other, suit: f"{_nth(n)} {other} esce di {_SUITS[suit]}",
    they_lead_trump=lambda n, other: f"{_nth(n)} {other} esce di briscola",
    they_led=lambda n, other, card: f"{_nth(n)} {other} è uscito {_con(card)}",
    you_follow=lambda name, you, card: f"{_who(name, you, 'rispondi', 'risponde')} "
                                       f"{_con(card)}",
    you_trump=lambda name, you, card: f"{_who(name, you, 'tagli', 'taglia')} {_con(card)}",
    you_discard=lambda name, you, card: (f"{_who(name, you, 'scarti', 'scarta')} "
                                         f"{_the(card)}"),
    they_beat=lambda other: f"{other} risponde con una carta più alta",
    they_under=lambda other: f"{other} risponde con una carta più bassa",
    they_trump=lambda other: f"{other} taglia",
    they_discard=lambda other, suit: f"{other} non ha né il seme né briscole e scarta",
    share=lambda percent: f"({_nel(percent)} delle mani)",
    takes=lambda name, you: "la presa è tua" if you else f"la presa è di {name}",
    trick=lambda opening, answer, taker: f"{opening}, {answer}: {taker}.",
    ends=_ends,
    key_card=lambda card, other, held, played, lost, free: (
        f"{_The(card)} non è ancora {_gone(card)}: se ce l'ha {other} ({_nel(held)} delle "
        f"mani che può avere), {_the(played)} perde {lost} punti percentuali; "
        f"altrimenti {free}."),
    vole_mine=lambda name, you, played, mine, best, better: (
        f"Il cappotto: {_who(name, you, 'fai', 'fa')} tutte e cinque le prese "
        f"{_nel(mine)} delle mani {_con(played)}, {_nel(better)} {_con(best)}."),
    vole_theirs=lambda other, played, mine, best, better: (
        f"Il cappotto subito: {other} fa tutte e cinque le prese {_nel(mine)} delle "
        f"mani {_con(played)}, {_nel(better)} {_con(best)}."),
    stake_mine=lambda score, name, you, point: (
        f"Sul {score}, {'il punto' if point else 'il cappotto'} {_for(name, you)}."),
    stake_theirs=lambda score, other, point: (
        f"Sul {score}, {'il punto' if point else 'il cappotto'} dà la partita a {other}."),
    king_point=lambda score, after, wins: (
        f"Dichiarare il Re di briscola segna subito il suo punto: dal {score} al {after}"
        + (", la partita." if wins else ", qualunque cosa diano le prese.")),
    draw_propose=lambda name, you, other, accepts, now, after, king: (
        f"Proporre: {other} accetta {_nel(accepts)} delle mani che può avere; dopo "
        f"l'accomodo, per quanto prevedibile prima, "
        f"{_who(name, you, 'avresti', 'avrebbe')} in media {_d(after)} briscole "
        f"({_now(name, you, now)}) e {king}."),
    draw_accept=lambda name, you, now, after, king: (
        f"Accettare: dopo l'accomodo, per quanto prevedibile prima, "
        f"{_who(name, you, 'avresti', 'avrebbe')} in media {_d(after)} briscole "
        f"({_now(name, you, now)}) e {king}."),
    draw_discarding=lambda name, you, cards, now, after, king: (
        f"{_discarding(cards)} {_who(name, you, 'avresti', 'avrebbe')} avuto, per quanto "
        f"prevedibile prima dell'accomodo, in media {_d(after)} briscole "
        f"({_now(name, you, now)}) e {king}."),
    their_draw=lambda other, before, after: (
        f"Anche {other} cambia carte: da {_d(before)} briscole in media a {_d(after)}."),
    if_refused=lambda other, share, penalised: (
        f"Se {other} rifiuta ({_nel(share)} dei casi), si gioca con le carte servite"
        + (f", e {other} è allora esposto alla penalità: se fa meno di tre prese, il punto "
           "vale 2." if penalised else ".")),
    king_share=lambda share: f"il Re di briscola {_nel(share)} dei casi",
    king_held="il Re di briscola tenuto (già in mano)",
    penalty_stand=lambda name, you, other, ends: (
        f"Giocare di prepotenza {'ti espone' if you else 'espone ' + name} alla penalità: se "
        f"{'fai' if you else name + ' fa'} meno di tre prese, {other} segna 2 per il punto, "
        "non 1" + (", e vince la partita." if ends else ".")),
    penalty_refuse=lambda name, you, other, ends: (
        f"Rifiutare {'ti espone' if you else 'espone ' + name} alla penalità: se "
        f"{'fai' if you else name + ' fa'} meno di tre prese, {other} segna 2 per il punto, "
        "non 1" + (", e vince la partita." if ends else ".")),
    player_named_you="il giocatore",
    why_title="Perché:",
)
