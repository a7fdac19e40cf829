from ecarte.engine.cards import Card, Suit
from ecarte.words import phrasebook
from ecarte.words.why import WhyWords

_SUITS = {Suit.CLUBS: "a club", Suit.DIAMONDS: "a diamond", Suit.HEARTS: "a heart",
          Suit.SPADES: "a spade"}


def _card(card: Card) -> str:
    return phrasebook("en").card(card)


def _who(name: str, you: bool) -> str:
    return "you" if you else name


def _verb(you: bool, plain: str, third: str) -> str:
    return plain if you else third


def _pc(share: float) -> str:
    """ "18%", "under 1%", "over 99%"."""
    beyond, figure = phrasebook("en").percent_parts(share)
    return {-1: "under ", 0: "", 1: "over "}[beyond] + figure


def _ends(name: str, you: bool, point: float, vole: float, other: str,
          their_point: float, their_vole: float) -> str:
    mine = [f"the point in {_pc(point)}"] if point else []
    mine += [f"the vole in {_pc(vole)}"] if vole else []
    theirs = [f"the point in {_pc(their_point)}"] if their_point else []
    theirs += [f"the vole in {_pc(their_vole)}"] if their_vole else []
    parts = []
    if mine:
        parts.append(f"{_who(name, you)} {_verb(you, 'take', 'takes')} " + " and ".join(mine))
    if theirs:
        parts.append(f"{other} takes " + " and ".join(theirs))
    return f"How it ends, over the hands {other} may hold: " + "; ".join(parts) + "."


def _d(number: float) -> str:
    return phrasebook("en").decimal(number)


WORDS = WhyWords(
    line_played=lambda card: f"With {_card(card)} as played, the likely play:",
    line_best=lambda card: f"With {_card(card)}, the expert's choice:",
    you_lead=lambda n, name, you, card: f"trick {n}: {_who(name, you)} "
                                        f"{_verb(you, 'lead', 'leads')} {_card(card)}",
    they_lead=lambda n, other, suit: f"trick {n}: {other} leads {_SUITS[suit]}",
    they_lead_trump=lambda n, other: f"trick {n}: {other} leads a trump",
    they_led=lambda n, other, card: f"trick {n}: {other} has led {_card(card)}",
    you_follow=lambda name, you, card: f"{_who(name, you)} {_verb(you, 'play', 'plays')} "
                                       f"{_card(card)}",
    you_trump=lambda name, you, card: (f"{_who(name, you)} {_verb(you, 'trump', 'trumps')} "
                                       f"with {_card(card)}"),
    you_discard=lambda name, you, card: (f"{_who(name, you)} "
                                         f"{_verb(you, 'discard', 'discards')} {_card(card)}"),
    they_beat=lambda other: f"{other} beats it",
    they_under=lambda other: f"{other} plays under it",
    they_trump=lambda other: f"{other} trumps it",
    they_discard=lambda other, suit: f"{other} has none of the suit and no trump",
    share=lambda percent: f"({_pc(percent)} of the hands)",
    takes=lambda name, you: f"{_who(name, you)} {_verb(you, 'take', 'takes')} the trick",
    trick=lambda opening, answer, taker: f"{opening}, {answer}: {taker}.",
    ends=_ends,
    key_card=lambda card, other, held, played, lost, free: (
        f"The {_card(card)} is still out: if {other} holds it ({_pc(held)} of the hands he may "
        f"hold), {_card(played)} gives up {lost} points of chance; if not, {free}."),
    vole_mine=lambda name, you, played, mine, best, better: (
        f"The vole: {_who(name, you)} {_verb(you, 'take', 'takes')} all five tricks in "
        f"{_pc(mine)} of the hands with {_card(played)}, in {_pc(better)} with {_card(best)}."),
    vole_theirs=lambda other, played, mine, best, better: (
        f"The vole against: {other} takes all five tricks in {_pc(mine)} of the hands with "
        f"{_card(played)}, in {_pc(better)} with {_card(best)}."),
    stake_mine=lambda score, name, you, point: (
        f"At {score}, {'the point' if point else 'the vole'} wins the game for "
        f"{_who(name, you)}."),
    stake_theirs=lambda score, other, point: (
        f"At {score}, {'the point' if point else 'the vole'} wins the game for {other}."),
    king_point=lambda score, after, wins: (
        f"Declaring the King of trumps scores its point at once: from {score} to {after}"
        + (", the game." if wins else ", whatever the tricks bring.")),
    draw_propose=lambda name, you, other, accepts, now, after, king: (
        f"Proposing: {other} accepts with about {_pc(accepts)} of the hands {other} may hold; "
        f"then, "
        f"as could be expected before the draw, {_who(name, you)} "
        f"{_verb(you, 'hold', 'holds')} {_d(after)} trumps on average ({now} now), {king}."),
    draw_accept=lambda name, you, now, after, king: (
        f"Accepting: as could be expected before the draw, {_who(name, you)} "
        f"{_verb(you, 'hold', 'holds')} {_d(after)} trumps on average after it ({now} now), "
        f"{king}."),
    draw_discarding=lambda name, you, cards, now, after, king: (
        f"To discard {' '.join(_card(c) for c in cards) if cards else 'nothing'}: as could "
        f"be expected before the draw, {_d(after)} trumps on average after it ({now} now), "
        f"{king}."),
    their_draw=lambda other, before, after: (
        f"{other} draws too: from {_d(before)} trumps on average to {_d(after)}."),
    if_refused=lambda other, share, penalised: (
        f"If {other} refuses ({_pc(share)}), play begins with the hands as dealt"
        + (f", and {other} is then under the penalty: if {other} takes fewer than three "
           "tricks, the point counts 2." if penalised else ".")),
    king_share=lambda share: f"the King of trumps in {_pc(share)}",
    king_held="the King of trumps kept (already in the hand)",
    penalty_stand=lambda name, you, other, ends: (
        f"Standing puts {'you' if you else name} under the penalty: if "
        f"{'you take' if you else name + ' takes'} fewer than three tricks, {other} scores "
        "2 for the point, not 1" + (", which wins the game." if ends else ".")),
    penalty_refuse=lambda name, you, other, ends: (
        f"Refusing puts {'you' if you else name} under the penalty: if "
        f"{'you take' if you else name + ' takes'} fewer than three tricks, {other} scores "
        "2 for the point, not 1" + (", which wins the game." if ends else ".")),
    player_named_you="the player",
    why_title="Why:",
)
