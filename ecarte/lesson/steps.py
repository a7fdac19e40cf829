"""The steps of the first lesson: prepared deals, each asking for one move, and what a
right or a wrong answer is told, in the rule book's own words (``ecarte/rules.md``).

Each position is dealt with a ``DealCards`` chance action and played to the question
with ``apply``, so the engine checks every move of it. Pure: no terminal here.

>>> step = STEPS[0]
>>> seen = step.position()
>>> seen.to_act, [str(a) for a in seen.legal_actions()]
(True, ['play Ad', 'concede'])
>>> judge(step, parse_action("play Ad")).right
True
"""

from __future__ import annotations

import dataclasses
import functools
import re
from importlib import resources

from ecarte.engine import (
    DECK,
    Action,
    DealCards,
    MatchState,
    SeatView,
    apply,
    fault,
    new_match,
    parse_action,
    parse_cards,
    view,
)
from ecarte.engine.cards import listed_cards

DEALER = 1  # the bot deals every prepared deal; the learner is the elder (0) or the dealer


@dataclasses.dataclass(frozen=True)
class Step:
    """One question of the lesson."""

    title: str
    you: int  # the learner's seat: 0 the elder, 1 the dealer
    elder: str  # the elder's five cards, e.g. "10d 9c 8c 7h 8h"
    dealer: str
    turnup: str
    before: tuple[str, ...]  # the moves that lead to the question, in record notation
    ask: str  # the question, under the table
    right: tuple[str, ...]  # the right answers, in record notation
    rules: tuple[str, ...]  # words of rules.md: the passages holding them are quoted
    why_right: str
    why_wrong: str  # for a legal move that is not right (an illegal one gets the rule's)
    close: tuple[str, ...] = ()  # discards that are nearly right: said so, and right
    fine: tuple[str, ...] = ()  # legal answers that pass, but are not the best: said so
    why_fine: str = ""
    why_close: str = ""  # said of a close one, after "You could throw the 8♦ too: "
    given: str = ""  # shown with the answer after two wrong tries, when a fine one exists
    hints: tuple[str, ...] = ()  # words of the rule book's hints: quoted as rules of thumb
    beyond: str = ""  # what a rule of thumb leaves out, said after the answer
    play_out: bool = False  # after the answer, the moves left that are forced are shown

    def deal(self) -> DealCards:
        hands = {1 - DEALER: parse_cards(self.elder.split()),
                 DEALER: parse_cards(self.dealer.split())}
        up = parse_cards([self.turnup])[0]
        used = {*hands[0], *hands[1], up}
        return DealCards((hands[0], hands[1]), up, tuple(c for c in DECK if c not in used))

    def state(self) -> MatchState:
        """The position of the question (the engine checks every move leading to it)."""
        state = new_match(first_dealer=DEALER)
        state, _ = apply(state, self.deal())
        for move in self.before:
            state, _ = apply(state, parse_action(move))
        return state

    def position(self) -> SeatView:
        """The question's position as the learner sees it."""
        return view(self.state(), self.you)

    def answer(self) -> Action:
        return parse_action(self.right[0])


@dataclasses.dataclass(frozen=True)
class Verdict:
    right: bool
    explanation: str  # why, in a sentence or two
    best: bool = True  # False: it passes, but the explanation says what was better


def judge(step: Step, action: Action) -> Verdict:
    """Whether ``action`` answers ``step``, and why."""
    reason = fault(step.state(), action)
    if reason is not None:
        said = str(reason)
        return Verdict(False, said[:1].upper() + said[1:] + ".")
    if action.kind == "concede":
        return Verdict(False, "Conceding gives the bot the deal: there is a better move.")
    if action in {parse_action(move) for move in step.right}:
        return Verdict(True, step.why_right)
    if action in {parse_action(move) for move in step.close}:
        best = parse_action(step.right[0])
        more = listed_cards(card for card in best.cards if card not in action.cards)
        return Verdict(True, f"You could throw the {more} too: {step.why_close}")
    if action in {parse_action(move) for move in step.fine}:
        return Verdict(True, step.why_fine, best=False)
    return Verdict(False, step.why_wrong)


@functools.cache
def passages() -> tuple[str, ...]:
    """rules.md as passages: each paragraph, list item or table row, without markup."""
    text = resources.files("ecarte").joinpath("rules.md").read_text(encoding="utf-8")
    found: list[str] = []
    current: list[str] = []

    def close() -> None:
        if current:
            found.append(" ".join(current))
            current.clear()

    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            close()
        elif stripped.startswith("|"):
            close()
            cells = [cell.strip() for cell in stripped.strip("|").split("|")]
            if not set("".join(cells)) <= set("-: "):
                found.append(": ".join(cells))
        elif re.match(r"\d+\. ", stripped) and current and current[-1].endswith((":", ";")):
            current.append(stripped)  # a numbered list that ends its sentence: one rule
        elif re.match(r"(- |\d+\. )", stripped):
            close()
            current.append(re.sub(r"^(- |\d+\. )", "", stripped))
        else:
            current.append(stripped)
    close()
    return tuple(re.sub(r"\*\*|\*|`", "", passage) for passage in found)


def quote(words: str) -> str:
    """The passage of the rule book holding ``words``. Raises LookupError if none does."""
    for passage in passages():
        if words in passage:
            return passage
    raise LookupError(f"the rule book has no passage with {words!r}")


STEPS: tuple[Step, ...] = (
    Step(
        title="The order of the cards",
        you=1, elder="10d 9c 8c 7h 8h", dealer="Ad 8d Qc 10h 7c", turnup="7s",
        before=("stand", "play 10d"),
        ask="Spades are trumps. The bot leads the 10♦. Play your card: type it (like 'kh' "
            "for a K♥) or its position.",
        right=("play Ad",), rules=("the ace sits between",),
        why_right="The A♦ beats the 10♦: the ace ranks above the ten.",
        why_wrong="You must take the trick when you can, and the A♦ can: the ace ranks "
                  "above the ten."),
    Step(
        title="Follow and beat",
        you=1, elder="Kh 9c 8c 10d 7d", dealer="Qh 9h Kc 8s Ad", turnup="7s",
        before=("stand", "play Kh"),
        ask="The bot leads the K♥, the highest heart. Play your card.",
        right=("play 9h",), rules=("play a higher card of the suit led",),
        why_right="Nothing beats the K♥ but a trump, and you may not trump while you hold "
                  "a heart: you follow with a lower heart. The 9♥ is the cheaper one to give.",
        why_wrong="You hold hearts, so you must play one.",
        fine=("play Qh",),
        why_fine="Legal: you must follow with a heart, and nothing but a trump beats the K♥. "
                 "But the trick is lost either way, so give the cheaper heart, the 9♥, and "
                 "keep the Q♥ for later.",
        given="Both hearts are legal, the Q♥ and the 9♥; the better is the 9♥. Nothing "
              "but a trump beats the K♥, so the trick is lost either way: give the "
              "cheaper heart and keep the Q♥, which may win a trick later."),
    Step(
        title="Trumping when void",
        you=1, elder="Kc 9c 8c 10d 7d", dealer="8s Ad Qh 9h 7h", turnup="7s",
        before=("stand", "play Kc"),
        ask="Spades are trumps. The bot leads the K♣ and you have no clubs. Play your card.",
        right=("play 8s",), rules=("a trump if he has one", "The higher trump wins"),
        why_right="With no club you must trump, and any trump beats the K♣.",
        why_wrong="With no club you must trump."),
    Step(
        title="The King of trumps",
        you=0, elder="Ks Qh 9h 8c 7d", dealer="10c 9c Jd 8d 8h", turnup="7s",
        before=("stand",),
        ask="You are the elder and you stood; spades are trumps and you hold the K♠. "
            "Your lead: first, what do you say?",
        right=("king",), rules=("may declare it for 1 point",),
        why_right="Declared before your first card, the K♠ scores you 1 point at once.",
        why_wrong="That gives the point away: the King of trumps counts only if declared "
                  "before your first card (type 'king')."),
    Step(
        title="Stand or propose",
        you=0, elder="10c 7c 8d 9h 8h", dealer="Js 10s Kd 9c Ac", turnup="7s",
        before=(),
        ask="A new deal: spades are trumps and you are the elder, with no trump and no "
            "court card (a king, queen or jack). Stand (s) or propose (p)?",
        right=("propose",), rules=("Standing or refusing is a risk",),
        why_right="With so weak a hand you ask to change cards: if the dealer refuses, it "
                  "is his risk.",
        why_wrong="Standing with no trump and no court card is the risk the rule punishes: "
                  "fail to take three tricks and the dealer scores 2, not 1."),
    Step(
        title="The exchange",
        you=0, elder="Qs 9s Kh 7c 8d", dealer="10c 9c Jd Ad 8h", turnup="7s",
        before=("propose", "accept"),
        ask="You proposed and the bot accepted. Spades are trumps. Discard the cards you "
            "do not want, like 'discard jc 9d' (or their positions).",
        right=("discard 7c 8d",), close=("discard 7c", "discard 8d"),
        rules=("the elder discards 1 to 5 cards",), hints=("keep trumps and kings",),
        why_right="Keep trumps and kings, throw the rest: the 7♣ and 8♦ go, new cards come.",
        why_close="keep trumps and kings, throw the rest.",
        why_wrong="Keep trumps and kings, the rule of thumb says: throw the 7♣ and 8♦ "
                  "instead.",
        beyond="A rule of thumb, not a rule of the game: a hint or a review in a match "
               "weighs the whole hand, the score and what the other side changed. Trumps "
               "count most: holding none, the expert may throw even a king to draw for "
               "them."),
    Step(
        title="The vole",
        you=0, elder="Kh Qd Kc Qs 9d", dealer="7h 8d 10c 7s 9c", turnup="Js",
        before=("stand", "play Kh", "play 7h", "play Qd", "play 8d", "play Kc", "play 9c"),
        ask="You stood and took the first three tricks: the point is yours. The bot has "
            "one trump left and, you have counted, no diamond. Take all five tricks: "
            "which card do you lead?",
        right=("play Qs",), rules=("all 5 tricks",), play_out=True,
        why_right="The Q♠ draws the bot's last trump; then your 9♦ cannot be trumped, "
                  "and all five tricks, the vole, score 2 instead of 1.",
        why_wrong="The bot, with no diamond, must trump your 9♦ and takes a trick: draw "
                  "his last trump first with the Q♠, and the vole is yours."),
)
