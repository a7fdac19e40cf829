"""The phrasebooks (issue 21): every refusal the engine can make is worded in every
language, with its cards in that language's notation, nothing left unfilled, and no
English left in French or Italian."""

from __future__ import annotations

import re

import pytest

from ecarte.engine import STAND, Card, IllegalActionError, Rules, apply, new_match
from ecarte.engine.cards import Suit
from ecarte.engine.events import Reason, Why
from ecarte.engine.faults import Fault, Rule
from ecarte.words import LANGUAGES, choose, chosen, language_of, phrasebook, said

KS, QH, AS, TEN = (Card.parse(c) for c in ("Ks", "Qh", "As", "Th"))
EVERY = [Fault(rule, cards=(KS, TEN), lead=QH, trump=Suit.SPADES, count=2, seat=1,
               word="bid") for rule in Rule]
ENGLISH = re.compile(r"\b(the|you|must|hold|stock|trumps?|elder|dealer|cards?|not|"
                     r"only|play|discard)\b")


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("fault", EVERY, ids=[f.rule.value for f in EVERY])
def test_every_refusal_is_worded_in_every_language(code: str, fault: Fault) -> None:
    text = phrasebook(code).fault(fault)
    assert text and text == text.strip() and not text.endswith(".")
    assert not re.search(r"[{}\[\]]|None", text), text
    if code != "en":
        assert text != phrasebook("en").fault(fault)
        # the action words stay the record's own ('play Ks', the list of actions)
        assert not ENGLISH.search(text.replace("play Ks", "").split(": les actions")[0]
                                  .split(": le azioni")[0]), text


def test_cards_are_written_in_each_languages_letters() -> None:
    queen = Fault(Rule.NOT_HELD, cards=(QH,))
    assert [said(queen, code) for code in LANGUAGES] == [
        "you do not hold the Q♥", "vous n'avez pas la D♥", "non hai la D♥"]
    ace = Fault(Rule.NOT_HELD, cards=(AS,))
    assert said(ace, "fr") == "vous n'avez pas l'A♠" and said(ace, "it") == "non hai l'A♠"
    follow = Fault(Rule.FOLLOW, cards=(KS, Card.parse("7s")), lead=Card.parse("Qs"))
    assert said(follow, "fr") == "vous devez fournir à pique\u00a0: vous avez le R♠ et le 7♠"
    assert said(follow, "it") == "devi rispondere a picche: hai il R♠ e il 7♠"


def test_an_illegal_action_says_its_rule_in_the_chosen_language() -> None:
    with pytest.raises(IllegalActionError) as refused:
        apply(new_match(Rules()), STAND)  # before the cut
    assert refused.value.fault.rule is Rule.CUT_FIRST
    assert str(refused.value) == "the match begins with the cut for the deal"
    was = chosen()
    try:
        choose("it")
        assert str(refused.value) == "prima si tira a sorte chi fa il mazziere"
    finally:
        choose(was)


def test_the_language_comes_from_the_locale_as_gettext_reads_it() -> None:
    assert language_of({"LANG": "fr_CA.UTF-8"}) == "fr"
    assert language_of({"LC_ALL": "it_IT", "LANG": "fr_FR"}) == "it"
    assert language_of({"LANGUAGE": "de:it", "LANG": "en_GB"}) == "it"
    assert language_of({"LC_MESSAGES": "de_DE.UTF-8"}) == "en"
    assert language_of({"LANG": "C"}) == "en"
    with pytest.raises(ValueError, match="there is no language 'de'"):
        choose("de")


REASONS = [Reason(Why.POINT, 3), Reason(Why.POINT, 4), *(Reason(why) for why in Why
                                                         if why is not Why.POINT),
           Reason(Why.STOOD, refus=True), Reason(Why.REFUSED, refus=True)]


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("reason", REASONS, ids=[r.code for r in REASONS])
def test_every_reason_for_points_is_worded_in_every_language_and_is_a_code_on_the_wire(
        code: str, reason: Reason) -> None:
    text = phrasebook(code).reason(reason)
    assert text and not re.search(r"[{}\[\]]|None|Why\.", text), text
    if code != "en":
        assert text != phrasebook("en").reason(reason)
    assert Reason.from_code(reason.code) == reason


def _events() -> list[object]:
    from ecarte.engine import events as e

    seven, jack = Card.parse("7c"), Card.parse("Jd")
    return [
        e.CutDrawn((KS, QH), 0), e.CutDrawn((KS, Card.parse("Kh")), None),
        e.Dealt(1, ((KS, QH, AS, TEN, seven), (None,) * 5), 21),
        e.TurnedUp(jack, Suit.DIAMONDS), e.KingTurned(1), e.Stood(0, True), e.Proposed(0),
        e.Accepted(1), e.Refused(1, True), e.Exchanged(0, 2, (KS, QH), (AS, TEN), 15),
        e.Exchanged(1, 3, (None,) * 3, (None,) * 3, 12), e.Exchanged(1, 0, (), (), 12),
        e.Reshuffled(6, (None,) * 6), e.PlayBegins(0), e.KingDeclared(1),
        e.CardPlayed(0, KS), e.TrickWon(1, KS, QH, (0, 1)), e.Conceded(0),
        e.PointsScored(1, 2, (Reason(Why.POINT, 3), Reason(Why.STOOD)), (0, 2), True),
        e.Doubled(0, 2), e.Taken(1, 2), e.Dropped(1),
    ]


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("you", [0, None], ids=["you-and-Ada", "Ada-and-Bea"])
def test_every_event_is_told_in_every_language_to_you_and_of_others(
        code: str, you: int | None) -> None:
    from ecarte.words import Person

    people = (Person("Ada" if you != 0 else "You", you == 0), Person("Bea", False))
    for event in _events():
        pieces = phrasebook(code).narrate(event, people, spectator=you is None)  # type: ignore[arg-type]
        if type(event).__name__ == "KingTurned":
            assert pieces is None, "told by the point it scores"
            continue
        assert pieces, event
        words = "".join(p for p in pieces if isinstance(p, str))
        assert not re.search(r"[{}]|None|Why\.|Reason\(", words), (event, words)
        first = words.split("\n")[0]  # a spectator's deal goes on with the two hands
        assert first[:1].isupper() and first.rstrip("»").rstrip()[-1:] in ".!", (event, words)
        if code != "en":
            english = phrasebook("en").narrate(event, people, spectator=you is None)  # type: ignore[arg-type]
            assert pieces != english, event
            assert not re.search(r"\b(the|you|plays?|cards?|stock|trick|score)\b", words), \
                (event, words)
