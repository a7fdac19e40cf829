from ecarte.engine.cards import Card, Rank, Suit
from ecarte.words import phrasebook
from ecarte.words.fr import French, percentage_points
from ecarte.words.why import WhyWords

NB = "\u00a0"  # before : ; and inside « »
_SUITS = {Suit.CLUBS: "trèfle", Suit.DIAMONDS: "carreau", Suit.HEARTS: "cœur",
          Suit.SPADES: "pique"}


def _the(card: Card) -> str:
    return phrasebook("fr").the_card(card)


def _of_the(card: Card) -> str:
    """ "du 8♣", "de la D♥", "de l'A♠": the card led, as the table says it."""
    book = French()
    return book.of_the(card) + book.card(card)


def _The(card: Card) -> str:
    text = _the(card)
    return text[:1].upper() + text[1:]


def _nth(n: int) -> str:
    return f"{n}{'ʳᵉ' if n == 1 else 'ᵉ'} levée{NB}:"


def _trumps(average: float) -> str:
    """ "0,6 atout", "1,4 atout", "2,1 atouts": French's plural from 2, on the figure shown."""
    return f"{phrasebook('fr').decimal(average)} atout{'s' if round(average, 1) >= 2 else ''}"


def _of(card: Card) -> str:
    """ "du 8♥", "de la D♥", "de l'A♠": the article by the card's rank."""
    if card.rank in (Rank.ACE, Rank.QUEEN):
        return "de " + _the(card)
    return "du " + phrasebook("fr").card(card)


def _discarding(cards: tuple[Card, ...]) -> str:
    """ "Écarter le 9♦ et la D♣", "N'écarter aucune carte"."""
    if not cards:
        return "N'écarter aucune carte"
    named = [_the(card) for card in cards]
    listed = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " et " + named[-1]
    return f"Écarter {listed}"


def _who(name: str, you: bool, yours: str, theirs: str) -> str:
    """The subject and its verb: "vous jouez", "Ada joue"."""
    return f"vous {yours}" if you else f"{name} {theirs}"


def _pc(share: float) -> str:
    """ "18 %", "moins de 1 %", "plus de 99 %"."""
    beyond, figure = phrasebook("fr").percent_parts(share)
    return {-1: "moins de ", 0: "", 1: "plus de "}[beyond] + figure


def _ends(name: str, you: bool, point: float, vole: float, other: str,
          their_point: float, their_vole: float) -> str:
    mine = [f"le point dans {_pc(point)} des cas"] if point else []
    mine += [f"la vole dans {_pc(vole)}"] if vole else []
    theirs = [f"le point dans {_pc(their_point)} des cas"] if their_point else []
    theirs += [f"la vole dans {_pc(their_vole)}"] if their_vole else []
    parts = []
    if mine:
        parts.append(f"{_who(name, you, 'faites', 'fait')} " + " et ".join(mine))
    if theirs:
        parts.append(f"{other} fait " + " et ".join(theirs))
    return (f"À la fin, sur les mains que {other} peut avoir{NB}: "
            + f"{NB}; ".join(parts) + ".")


def _gives(name: str, you: bool) -> str:
    return "vous donne la partie" if you else f"donne la partie à {name}"


WORDS = WhyWords(
    line_played=lambda card: f"Avec {_the(card)} joué{'e' if card.rank is Rank.QUEEN else ''}"
                             f", la suite la plus probable{NB}:",
    line_best=lambda card: f"Avec {_the(card)}, le choix de l'expert{NB}:",
    you_lead=lambda n, name, you, card: f"{_nth(n)} {_who(name, you, 'entamez', 'entame')} "
                                        f"{_of_the(card)}",
    they_lead=lambda n, other, suit: f"{_nth(n)} {other} entame à {_SUITS[suit]}",
    they_lead_trump=lambda n, other: f"{_nth(n)} {other} joue atout",
    they_led=lambda n, other, card: f"{_nth(n)} {other} a entamé {_the(card)}",
    you_follow=lambda name, you, card: f"{_who(name, you, 'jouez', 'joue')} {_the(card)}",
    you_trump=lambda name, you, card: f"{_who(name, you, 'coupez', 'coupe')} {_of(card)}",
    you_discard=lambda name, you, card: (f"{_who(name, you, 'vous défaussez', 'se défausse')} "
                                         f"{_of(card)}"),
    they_beat=lambda other: f"{other} fournit plus fort",
    they_under=lambda other: f"{other} fournit plus faible",
    they_trump=lambda other: f"{other} coupe",
    they_discard=lambda other, suit: (
        f"{other} n'a ni {_SUITS[suit]} ni atout et se défausse"),
    share=lambda percent: f"({_pc(percent)} des mains)",
    takes=lambda name, you: _who(name, you, "faites la levée", "fait la levée"),
    trick=lambda opening, answer, taker: f"{opening}, {answer}{NB}: {taker}.",
    ends=_ends,
    key_card=lambda card, other, held, played, lost, free: (
        f"{_The(card)} n'est pas encore tombé{'e' if card.rank is Rank.QUEEN else ''}{NB}: "
        f"si {other} l'a ({_pc(held)} des mains qu'il peut avoir), {_the(played)} coûte "
        f"{percentage_points(lost)}{NB}; sinon, {free}."),
    vole_mine=lambda name, you, played, mine, best, better: (
        f"La vole{NB}: {_who(name, you, 'faites', 'fait')} les cinq levées dans {_pc(mine)} des "
        f"mains avec {_the(played)}, dans {_pc(better)} avec {_the(best)}."),
    vole_theirs=lambda other, played, mine, best, better: (
        f"La vole adverse{NB}: {other} fait les cinq levées dans {_pc(mine)} des mains avec "
        f"{_the(played)}, dans {_pc(better)} avec {_the(best)}."),
    stake_mine=lambda score, name, you, point: (
        f"À {score}, {'le point' if point else 'la vole'} {_gives(name, you)}."),
    stake_theirs=lambda score, other, point: (
        f"À {score}, {'le point' if point else 'la vole'} donne la partie à {other}."),
    king_point=lambda score, after, wins: (
        f"Annoncer le roi d'atout marque son point tout de suite{NB}: de {score} à {after}"
        + (", la partie." if wins else ", quoi que donnent les levées.")),
    draw_propose=lambda name, you, other, accepts, now, after, king: (
        f"Proposer{NB}: {other} accepte avec environ {_pc(accepts)} des mains qu'il peut "
        f"avoir{NB}; en moyenne, après la rentrée, {_who(name, you, 'avez', 'a')} "
        f"{_trumps(after)} (contre {now} maintenant), et {king}."),
    draw_accept=lambda name, you, now, after, king: (
        f"Accepter{NB}: en moyenne, après la rentrée, {_who(name, you, 'avez', 'a')} "
        f"{_trumps(after)} (contre {now} maintenant), et {king}."),
    draw_discarding=lambda name, you, cards, now, after, king: (
        f"{_discarding(cards)}{NB}: en moyenne, après la rentrée{NB}: {_trumps(after)} "
        f"(contre {now} maintenant), et {king}."),
    their_draw=lambda other, before, after: (
        f"{other} prend aussi des cartes{NB}: en moyenne, de {_trumps(before)} à "
        f"{_trumps(after)}."),
    if_refused=lambda other, share, penalised: (
        f"Si {other} refuse ({_pc(share)}), on joue avec les mains données"
        + (f", et {other} est alors sous la pénalité{NB}: s'il fait moins de trois levées, "
           "le point compte 2." if penalised else ".")),
    king_share=lambda share: f"le roi d'atout dans {_pc(share)} des cas",
    king_held="le roi d'atout gardé (déjà en main)",
    penalty_stand=lambda name, you, other, ends: (
        f"Jouer d'autorité {'vous met' if you else 'met ' + name} sous la pénalité{NB}: "
        f"si {'vous faites' if you else name + ' fait'} moins de trois levées, {other} "
        "marque 2 pour le point, non 1" + (", ce qui lui donne la partie." if ends
                                            else ".")),
    penalty_refuse=lambda name, you, other, ends: (
        f"Refuser {'vous met' if you else 'met ' + name} sous la pénalité{NB}: si "
        f"{'vous faites' if you else name + ' fait'} moins de trois levées, {other} marque 2 "
        "pour le point, non 1" + (", ce qui lui donne la partie." if ends else ".")),
    player_named_you="le joueur",
    why_title=f"Pourquoi{NB}:",
)
