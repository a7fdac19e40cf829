"""The steps of the first lesson: prepared deals, each asking for one move, and how an
answer is judged (a ``Verdict``: facts); ``explain`` words it with the lesson's words
(``ecarte.words.lesson``), which quote the rule book (in English, ``ecarte/rules.md``).

Each position is dealt with a ``DealCards`` chance action and played to the question
with ``apply``, so the engine checks every move of it. Pure: no terminal here.

>>> step = STEPS[0]
>>> seen = step.position()
>>> seen.to_act, [str(a) for a in seen.legal_actions()]
(True, ['play Ad', 'concede'])
>>> judge(step, parse_action("play Ad")).right
True
>>> explain(step, judge(step, parse_action("play Ad")), "en")
'The A♦ beats the 10♦: the ace ranks above the ten.'
>>> explain(step, judge(step, parse_action("play 8d")), "fr")
"Vous devez fournir à carreau et monter sur le 10♦\\xa0: vous avez l'A♦."
"""

from __future__ import annotations

import dataclasses
import enum
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
from ecarte.engine.cards import Card
from ecarte.engine.faults import Fault
from ecarte.words import phrasebook
from ecarte.words.lesson import Told, told, words

DEALER = 1  # the bot deals every prepared deal; the learner is the elder (0) or the dealer


@dataclasses.dataclass(frozen=True)
class Step:
    """One question of the lesson: its deal and its answers, as facts. What it says (its
    title, question, why an answer is right or wrong, the rule book's passages it quotes)
    is in the lesson's words, under its ``key`` (``ecarte.words.lesson``)."""

    key: str  # the step's words: order, follow, void, king, propose, exchange, vole
    you: int  # the learner's seat: 0 the elder, 1 the dealer
    elder: str  # the elder's five cards, e.g. "10d 9c 8c 7h 8h"
    dealer: str
    turnup: str
    before: tuple[str, ...]  # the moves that lead to the question, in record notation
    right: tuple[str, ...]  # the right answers, in record notation
    close: tuple[str, ...] = ()  # discards that are nearly right: said so, and right
    fine: tuple[str, ...] = ()  # legal answers that pass, but are not the best: said so
    play_out: bool = False  # after the answer, the moves left that are forced are shown

    def words(self, code: str | None = None) -> Told:
        """What this step says, in ``code`` (default: the chosen language)."""
        return told(words(code), self.key)

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


class Check(enum.Enum):
    """How an answer is judged."""

    RIGHT = "right"  # one of the step's right answers
    CLOSE = "close"  # a discard nearly right: right, and the cards that could go too
    FINE = "fine"  # legal and passing, but not the best
    ILLEGAL = "illegal"  # the rules refuse it: the engine's fault says why
    CONCEDE = "concede"  # conceding is no answer
    WRONG = "wrong"  # legal, but not right


@dataclasses.dataclass(frozen=True)
class Verdict:
    """An answer judged, as facts; ``explain`` words it."""

    check: Check
    fault: Fault | None = None  # ILLEGAL: the rule that refuses it
    more: tuple[Card, ...] = ()  # CLOSE: the cards that could be thrown too

    @property
    def right(self) -> bool:
        return self.check in (Check.RIGHT, Check.CLOSE, Check.FINE)

    @property
    def best(self) -> bool:
        """False: it passes, but the explanation says what was better."""
        return self.check is not Check.FINE


def judge(step: Step, action: Action) -> Verdict:
    """Whether ``action`` answers ``step``, and why, as facts."""
    reason = fault(step.state(), action)
    if reason is not None:
        return Verdict(Check.ILLEGAL, fault=reason)
    if action.kind == "concede":
        return Verdict(Check.CONCEDE)
    if action in {parse_action(move) for move in step.right}:
        return Verdict(Check.RIGHT)
    if action in {parse_action(move) for move in step.close}:
        best = parse_action(step.right[0])
        return Verdict(Check.CLOSE, more=tuple(c for c in best.cards if c not in action.cards))
    if action in {parse_action(move) for move in step.fine}:
        return Verdict(Check.FINE)
    return Verdict(Check.WRONG)


def explain(step: Step, verdict: Verdict, code: str | None = None) -> str:
    """Why ``verdict``, in a sentence or two, in ``code`` (default: the chosen language)."""
    said = step.words(code)
    check = verdict.check
    if check is Check.ILLEGAL:
        assert verdict.fault is not None
        text = phrasebook(code).fault(verdict.fault)
        return text[:1].upper() + text[1:] + "."
    if check is Check.CONCEDE:
        return words(code).conceding_loses
    if check is Check.RIGHT:
        return said.why_right
    if check is Check.CLOSE:
        return words(code).could_throw_too(phrasebook(code).listed(verdict.more),
                                           said.why_close)
    if check is Check.FINE:
        return said.why_fine
    return said.why_wrong


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
    Step("order", you=1, elder="10d 9c 8c 7h 8h", dealer="Ad 8d Qc 10h 7c", turnup="7s",
         before=("stand", "play 10d"), right=("play Ad",)),
    Step("follow", you=1, elder="Kh 9c 8c 10d 7d", dealer="Qh 9h Kc 8s Ad", turnup="7s",
         before=("stand", "play Kh"), right=("play 9h",), fine=("play Qh",)),
    Step("void", you=1, elder="Kc 9c 8c 10d 7d", dealer="8s Ad Qh 9h 7h", turnup="7s",
         before=("stand", "play Kc"), right=("play 8s",)),
    Step("king", you=0, elder="Ks Qh 9h 8c 7d", dealer="10c 9c Jd 8d 8h", turnup="7s",
         before=("stand",), right=("king",)),
    Step("propose", you=0, elder="10c 7c 8d 9h 8h", dealer="Js 10s Kd 9c Ac", turnup="7s",
         before=(), right=("propose",)),
    Step("exchange", you=0, elder="Qs 9s Kh 7c 8d", dealer="10c 9c Jd Ad 8h", turnup="7s",
         before=("propose", "accept"), right=("discard 7c 8d",),
         close=("discard 7c", "discard 8d")),
    Step("vole", you=0, elder="Kh Qd Kc Qs 9d", dealer="7h 8d 10c 7s 9c", turnup="Js",
         before=("stand", "play Kh", "play 7h", "play Qd", "play 8d", "play Kc", "play 9c"),
         right=("play Qs",), play_out=True),
)
