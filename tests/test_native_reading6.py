"""The sixth native reading (a French reader): the draws' trumps in the singular below
two, a card that can neither follow nor trump told as a discard, a stand after an
exchange worded as playing on, scores said "5 à 4", the history's rules in French."""

from __future__ import annotations

from ecarte.engine import Card
from ecarte.engine.actions import parse_action
from ecarte.engine.events import CardPlayed, TrickWon
from ecarte.history.outcome import rules_spec
from ecarte.review.lines import Answer, Line, Trick
from ecarte.review.text import action_text
from ecarte.review.told import why_lines
from ecarte.review.why import Why
from ecarte.ui.narrate import discards, ruffs
from ecarte.words import Person, choose, chosen, phrasebook
from ecarte.words.options import listed_rules
from ecarte.words.review import words as review_words
from ecarte.words.why import words as why_words


def test_the_french_draws_say_atout_in_the_singular_below_two() -> None:
    said = why_words("fr")
    seven = (Card.parse("7c"),)
    assert said.draw_discarding("Ada", False, seven, 0, 0.6,
                                "le roi d'atout dans 10 % des cas") == (
        "Écarter le 7♣\u00a0: en moyenne, après la rentrée\u00a0: 0,6 atout (contre 0 "
        "maintenant), et le roi d'atout dans 10 % des cas.")
    assert "1,4 atout (" in said.draw_accept("Ada", False, 1, 1.4, "x")
    assert "2,1 atouts (" in said.draw_accept("Ada", False, 1, 2.1, "x")
    assert "1,96" not in said.draw_accept("Ada", False, 1, 1.96, "x")
    assert "2,0 atouts" in said.draw_accept("Ada", False, 1, 1.96, "x")  # as shown: 2,0
    assert "de 1,4 atout à 2,1 atouts" in said.their_draw("Robot", 1.4, 2.1)
    assert "comme on pouvait" not in said.draw_discarding("Ada", False, seven, 0, 0.6, "x")


def _told(code: str, trick: Trick) -> str:
    before = chosen()
    choose(code)
    try:
        return "\n".join(why_lines(Why((Line("play 7h", (trick,), (0, 0, 0, 1, 0, 0)),)),
                                   "Vous", True, "Robot"))
    finally:
        choose(before)


def test_the_french_lines_name_the_suit_a_discard_lacks_and_their_ordinals() -> None:
    lead = Trick(1, True, Card.parse("8d"), None, Answer.DISCARDS, Card.parse("8s").suit,
                 True, 1.0)
    text = _told("fr", lead)
    assert "1ʳᵉ levée\u00a0: vous entamez du 8♦" in text, text
    assert "Robot n'a ni carreau ni atout et se défausse" in text, text
    theirs = Trick(2, False, Card.parse("7h"), None, Answer.BEATS, Card.parse("9h").suit,
                   False, 1.0)
    text = _told("fr", theirs)
    assert "2ᵉ levée\u00a0: Robot entame à cœur" in text, text


def test_a_card_that_neither_follows_nor_trumps_is_told_as_a_discard() -> None:
    seven, lead = Card.parse("7s"), Card.parse("8h")
    played = CardPlayed(0, seven)
    batch = (played, TrickWon(1, lead, seven, (0, 1)))
    assert discards(played, batch) and not ruffs(played, batch)
    people = (Person("Vous", True), Person("Robot", False))
    fr = phrasebook("fr")
    pieces = fr.narrate(played, people, discards=True)
    assert pieces is not None
    assert "".join(fr.card(p) if isinstance(p, Card) else str(p) for p in pieces) == \
        "Vous vous défaussez du 7♠."
    pieces = fr.narrate(CardPlayed(1, Card.parse("8h")), people, discards=True)
    assert pieces is not None
    assert "".join(fr.card(p) if isinstance(p, Card) else str(p) for p in pieces) == \
        "Robot se défausse du 8♥."
    # a trump that wins is a ruff, not a discard
    trump = CardPlayed(0, seven)
    assert not discards(trump, (trump, TrickWon(0, lead, seven, (1, 0))))


def test_a_stand_after_an_exchange_is_playing_on_not_by_authority() -> None:
    said = review_words("fr")
    stand = parse_action("stand")
    assert action_text(stand, said) == "jouer d'autorité"
    assert action_text(stand, said, opening=False) == "jouer"
    assert action_text(stand, review_words("it"), opening=False) == "giocare"


def test_french_says_a_score_five_to_four_and_the_history_rules_in_french() -> None:
    assert phrasebook("fr").score(5, 4) == "5 à 4"
    assert phrasebook("en").score(5, 4) == "5-4"
    spec = rules_spec("club, target 3")
    assert spec == {"preset": "club", "target": 3}
    assert listed_rules(spec, "fr") == "club, en 3\u00a0points"
    assert listed_rules(spec, "en") == "club, target 3"
    assert rules_spec("Evil bot, x") is None


def test_the_french_yes_no_questions_keep_a_no_break_space_before_the_mark() -> None:
    from ecarte.ui.questions import with_default
    from ecarte.words.session import words as session_words
    from ecarte.words.table import words as table_words

    before = chosen()
    choose("fr")
    try:
        asked = [with_default(review_words().question, False),
                 with_default(session_words().play_again, False),
                 with_default(review_words().anyway("Écarter 7♣"), False),
                 with_default(table_words().discard_question("7♣ 8♦", 2), False)]
    finally:
        choose(before)
    for question in asked:
        assert question.endswith("\u00a0? [o/N] ") and " ?" not in question, repr(question)
