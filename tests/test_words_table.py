"""The table in French and Italian (issue 21): its panels, prompts, help, ? and Tab in the
player's language, cards read and shown in the language's notation, the moves and
commands typed in its words (English still works), and a whole deal played in French and
in Italian through the real console script."""

from __future__ import annotations

import io
import os
import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from rich.console import Console
from test_words_areas import ENGLISH

from ecarte.engine import CHANCE, PLAY, PROPOSE, STAND, Card, Rules, apply, chance_action, new_match
from ecarte.engine import view as view_of
from ecarte.engine.faults import Rule
from ecarte.ui import render
from ecarte.ui.commands import Command, Move, Problem, legal_line, read_intent
from ecarte.ui.complete import MoveCompleter
from ecarte.ui.helptext import help_table, turn_text
from ecarte.ui.render import Seats
from ecarte.ui.sheet import sheet_rows, sheet_table
from ecarte.ui.theme import THEME, Look
from ecarte.words import choose


@pytest.fixture
def speak() -> Iterator[object]:
    """Choose a language for one test, and English again after it."""
    yield choose
    choose("en")


def dealt_state(seed: int = 3):  # type: ignore[no-untyped-def]
    state = new_match(Rules(), first_dealer=1)
    state, _ = apply(state, chance_action(state, random.Random(seed)))
    return state


def shown(renderable: object, width: int = 100) -> str:
    console = Console(width=width, file=io.StringIO(), color_system=None, theme=THEME)
    console.print(renderable)
    return console.file.getvalue()  # type: ignore[attr-defined,no-any-return]


def english_in(text: str, *names: str) -> list[str]:
    """English words left in ``text`` (the players' names aside)."""
    for name in names:
        text = text.replace(name, "")
    return ENGLISH.findall(text)


SEATS = ("Ada", "Bot")


@pytest.mark.parametrize(("code", "labels"), [
    ("fr", ("Score", "Donne", "Atout", "Écart", "Votre jeu", "Partie 1")),
    ("it", ("Punteggio", "Smazzata", "Briscola", "Accomodo", "Le tue carte", "Partita 1")),
])
def test_the_table_and_its_prompt_are_in_the_players_language(
        speak: object, code: str, labels: tuple[str, ...]) -> None:
    choose(code)
    state = dealt_state()
    seen = view_of(state, 0)
    text = shown(render.table(seen, Seats(SEATS, 0, Look())))
    for label in labels:
        assert label in text, text
    prompt = turn_text(seen, SEATS, Look()).plain
    assert not english_in(text + prompt, *SEATS), text + prompt
    assert "premier" in prompt if code == "fr" else "di mano" in prompt


def test_the_table_draws_cards_in_the_languages_letters(speak: object) -> None:
    choose("fr")
    assert Look().card(Card.parse("Qh")) == "D♥"
    assert Look(ascii=True).card(Card.parse("Ks")) == "Rp"
    assert Look(ascii=True).plain("vous n'avez pas la D♥") == "vous n'avez pas la Dc"
    choose("it")
    assert Look().card(Card.parse("Jd")) == "F♦"
    assert Look(ascii=True).card(Card.parse("Jd")) == "Fq"


def test_a_french_player_types_french_cards_and_words(speak: object) -> None:
    choose("fr")
    seen = view_of(dealt_state(), 0)
    assert read_intent("proposer", seen) == Move(PROPOSE)
    assert read_intent("autorité", seen) == Move(STAND)
    assert read_intent("autorite", seen) == Move(STAND)
    assert read_intent("propose", seen) == Move(PROPOSE)  # English still works
    assert read_intent("jouer", seen) == Move(STAND)  # the elder says « je joue »
    assert read_intent("je joue", seen) == Move(STAND)
    assert read_intent("je\u00a0propose", seen) == Move(PROPOSE)  # a pasted no-break space
    assert read_intent("aide", seen) == Command("help")
    assert read_intent("quitter", seen) == Command("quit")
    assert read_intent("feuille", seen) == Command("sheet")
    assert read_intent("vitesse rapide", seen) == Command("speed", "rapide")
    wrong = read_intent("rz", seen)
    assert isinstance(wrong, Problem) and "n'est pas une carte" in wrong.message
    early = read_intent("rc", seen)  # a card, but the elder must first stand or propose
    assert isinstance(early, Problem) and "autorité" in early.message, early


def test_play_alone_stands_only_where_the_language_says_so(speak: object) -> None:
    seen = view_of(dealt_state(), 0)
    choose("en")
    alone = read_intent("play", seen)
    assert isinstance(alone, Problem) and "stand" in alone.message
    choose("it")
    assert isinstance(read_intent("gioca", seen), Problem)
    assert read_intent("prepotenza", seen) == Move(STAND)


def test_cards_are_read_in_the_chosen_language(speak: object) -> None:
    """The same letters mean what the chosen language says: French ``c`` is cœur, English
    ``c`` is clubs; Italian ``f`` is fiori and ``F`` the fante."""
    state = dealt_state()
    hand = view_of(state, 0).hand
    state, _ = apply(state, STAND)
    seen = view_of(state, 0)
    card = next(c for c in hand if PLAY[c] in seen.legal_actions())
    for code in ("en", "fr", "it"):
        from ecarte.words import phrasebook
        choose(code)
        typed = phrasebook().typed(card)
        assert read_intent(typed, seen) == Move(PLAY[card]), (code, typed)
    choose("fr")
    assert phrasebook().read_card("dc") == Card.parse("Qh")
    choose("it")
    assert phrasebook().read_card("fq") == Card.parse("Jd")


def test_question_mark_and_tab_offer_the_players_notation(speak: object) -> None:
    choose("fr")
    state, _ = apply(dealt_state(), PROPOSE)
    state, _ = apply(state, view_of(state, 1).legal_actions()[0])  # accept
    seen = view_of(state, 0)
    line = legal_line(seen, Look())
    assert line.startswith("coups permis\u00a0: écarter 1 à 5 parmi "), line
    assert legal_line(seen) .startswith("legal: discard 1 to 5 of ")  # for programs
    completer = MoveCompleter(lambda: seen, Look())
    offered = [c.text for c in completer.get_completions(Document("é"), CompleteEvent())]
    assert offered == ["écarter "]
    offered = [c.text for c in completer.get_completions(Document("ec"), CompleteEvent())]
    assert offered == ["écarter "]  # the accent need not be typed
    offered = [c.text for c in completer.get_completions(Document("écarter "),
                                                         CompleteEvent())]
    assert offered and all(re.fullmatch(r"(10|[789AVDR])[tkcp]", o) for o in offered)
    commands = [c.text for c in completer.get_completions(Document("ai"), CompleteEvent())]
    assert commands == ["aide"]


def test_the_help_names_the_languages_words(speak: object) -> None:
    choose("it")
    text = shown(help_table(Look()))
    for word in ("propongo", "prepotenza", "esci", "punteggio",
                 "cronaca", "foglio", "consiglio"):
        assert word in text, text
    choose("fr")
    text = shown(help_table(Look()))
    assert "«\u00a0je propose\u00a0»" in text and "quitter" in text and "écarter 1 4" in text


def test_a_refusal_is_worded_from_its_rule_in_the_language(speak: object) -> None:
    """A card that may not be played names the legal ones in the player's notation (the
    rule decides, not the sentence)."""
    from ecarte.engine.faults import Fault
    from ecarte.ui.commands import explain
    choose("fr")
    state, _ = apply(dealt_state(), STAND)
    seen = view_of(state, 0)
    fault = Fault(Rule.NOT_HELD, cards=(Card.parse("Ks"),))
    said = explain(fault, PLAY[Card.parse("Ks")], seen)
    assert said.startswith("Vous n'avez pas le R♠.") and "Vous pouvez jouer" in said, said


def test_the_sheet_in_italian(speak: object) -> None:
    from ecarte.driver import Step
    from ecarte.engine.events import DealEnded

    choose("it")
    state = new_match(Rules(), first_dealer=1)
    steps: list[Step] = []
    rng = random.Random(1)
    while not any(isinstance(e, DealEnded) for step in steps for e in step.events):
        actor = state.actor
        action = chance_action(state, rng) if actor == CHANCE else \
            view_of(state, actor).legal_actions()[0]
        before = state
        state, events = apply(state, action)
        steps.append(Step(before, action, tuple(events)))
    names = ("You", "Bot")
    text = shown(sheet_table(sheet_rows(steps, names), names, Look()))
    assert "Foglio del punteggio" in text and "Mazziere" in text, text
    assert not english_in(text, *names), text


ECARTE = Path(sys.executable).parent / "ecarte"


@pytest.mark.parametrize(("code", "legal", "over", "words"), [
    ("fr", "coups permis\u00a0: ", "Fin de la donne", ("feuille", "Feuille de marque")),
    ("it", "mosse possibili: ", "Fine della smazzata", ("foglio", "Foglio del punteggio")),
])
def test_a_whole_deal_in_the_languages_notation_through_the_console_script(
        tmp_path: Path, code: str, legal: str, over: str, words: tuple[str, str]) -> None:
    pexpect = pytest.importorskip("pexpect")
    if not ECARTE.exists():
        pytest.skip("the ecarte script is not installed")
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", ECARTE_DATA_DIR=str(tmp_path),
               ECARTE_CONFIG_DIR=str(tmp_path / "config"), TERM="xterm-256color",
               LANG="C.UTF-8", LC_ALL="C.UTF-8")
    child = pexpect.spawn(str(ECARTE), ["--lang", code, "play", "--delay", "0", "--level",
                                        "novice", "--seed", "3"],
                          env=env, dimensions=(40, 110), encoding="utf-8", timeout=20)
    typed: list[str] = []
    try:
        for _ in range(40):
            if child.expect([r"›", re.escape(over)]) == 1:
                break
            child.send("?\r")
            found = child.expect([re.escape(legal) + r"([^\r\n]*)\r?\n", re.escape(over)])
            if found == 1:
                break
            first = child.match.group(1).split(", ")[0]
            discard = re.fullmatch(r"(\S+) \d+(?: \S+ \d+)? \S+ (\S+).*", first)
            move = f"{discard.group(1)} {discard.group(2)}" if discard else first
            if re.fullmatch(r"(10|[789AVDRF])[♣♦♥♠]", move):  # a card: type its letters
                from ecarte.words import phrasebook
                card = phrasebook(code).read_card(move)
                assert card is not None
                move = phrasebook(code).typed(card).lower()
            typed.append(move)
            child.expect_exact("›")
            child.send(move + "\r")
        else:
            raise AssertionError(f"the deal did not end: {typed}")
        from ecarte.words.session import words as session_words
        child.expect_exact(session_words(code).press_enter_next_deal.split(" ")[0])
        child.send(words[0] + "\r")
        child.expect_exact(words[1])
        assert any(re.fullmatch(r"(10|[789avdrf])[tkcpfq]", move) for move in typed), typed
    finally:
        child.terminate(force=True)


class _Table:
    delay = 0.8
    tutor = False
    look = Look()

    def __init__(self) -> None:
        self.meta: dict[str, object] = {}


class _Host:
    """What ``meta.speed`` and the tutor's switch use of the game loop."""

    def __init__(self) -> None:
        self.table = _Table()
        self.said: list[str] = []

    def say(self, *things: object, style: str | None = None) -> None:
        self.said += [str(thing) for thing in things]

    def persist(self) -> None:
        pass


@pytest.mark.parametrize(("code", "slow", "on", "said"), [
    ("fr", "lente", "oui", "pause de 1,6\u00a0s"),
    ("it", "lenta", "sì", "pausa di 1,6 s"),
])
def test_speed_and_tutor_take_the_languages_words(
        speak: object, code: str, slow: str, on: str, said: str) -> None:
    from ecarte.ui.meta import run_command

    choose(code)
    host = _Host()
    run_command(host, "speed", 0, view_of(dealt_state(), 0), slow)  # type: ignore[arg-type]
    assert host.table.delay == 1.6 and said in host.said[-1], host.said
    run_command(host, "speed", 0, view_of(dealt_state(), 0), "0,5")  # type: ignore[arg-type]
    assert host.table.delay == 0.5, host.said
    run_command(host, "tutor", 0, view_of(dealt_state(), 0), on)  # type: ignore[arg-type]
    assert host.table.tutor is True, host.said


@pytest.mark.parametrize(("code", "typed", "move"), [
    ("fr", "je propose", "propose"), ("fr", "« Je propose »", "propose"),
    ("fr", "jouer d'autorité", "stand"), ("fr", "Combien ?", "accept"),
    ("fr", "le roi !", "king"), ("it", "di prepotenza", "stand"), ("it", "Quante?", "accept"),
    ("it", "il Re!", "king"), ("it", "io propongo", "propose"), ("en", "I propose", "propose"),
])
def test_the_games_spoken_phrases_are_moves(code: str, typed: str, move: str) -> None:
    from ecarte.ui.commands import spoken_move
    from ecarte.words import choose, chosen

    was = chosen()
    try:
        choose(code)
        assert spoken_move(typed) == move
        assert spoken_move("rp") is None and spoken_move("jouer rp") is None
    finally:
        choose(was)


def test_letters_for_the_suits_keep_the_accents_the_output_can_show() -> None:
    from ecarte.words import choose, chosen

    was = chosen()
    try:
        choose("fr")
        asked = Look(ascii=True)  # --ascii on a terminal that shows é and à
        assert asked.plain("Bot écarte à son tour le R♠") == "Bot écarte à son tour le Rp"
        forced = Look(ascii=True, accents=False)  # an output that cannot show them
        assert forced.plain("Bot écarte à son tour le R♠") == "Bot ecarte a son tour le Rp"
    finally:
        choose(was)


@pytest.mark.parametrize(("code", "word"), [("en", "stand"), ("fr", "jouer"), ("it", "gioco")])
def test_after_an_exchange_standing_is_listed_as_playing_on(speak: object, code: str,
                                                             word: str) -> None:
    """After an exchange the elder no longer plays "by authority" (d'autorité, di
    prepotenza): ? lists the word for playing on, and that word is read as the move."""
    from ecarte.engine import ACCEPT

    state = dealt_state()
    for action in (PROPOSE, ACCEPT):
        state, _ = apply(state, action)
    while state.actor != 0 or STAND not in view_of(state, 0).legal_actions():
        actor = state.actor
        if actor == CHANCE:
            state, _ = apply(state, chance_action(state, random.Random(1)))
            continue
        assert actor is not None
        move = next(a for a in view_of(state, actor).legal_actions() if a.kind == "discard")
        state, _ = apply(state, move)
    choose(code)
    seen = view_of(state, 0)
    listed = legal_line(seen, Look())
    assert f" {word}," in listed or f": {word}," in listed, listed
    assert read_intent(word, seen) == Move(STAND)
    first = legal_line(view_of(dealt_state(), 0), Look())
    if code == "it":  # before any exchange the elder stands "di prepotenza"
        assert "prepotenza" in first and "gioco" not in first, first


@pytest.mark.parametrize(("code", "typed"), [
    ("it", "n"), ("it", "N"), ("it", "no"), ("fr", "n"), ("fr", "non"), ("en", "n"),
    ("en", "no"),
])
def test_n_at_the_dealers_question_refuses(speak: object, code: str, typed: str) -> None:
    """'n' (no, non) answers the proposal with a refusal, as the prompt's «no» does; it is
    not read as a card."""
    from ecarte.engine import REFUSE

    choose(code)
    state, _ = apply(dealt_state(), PROPOSE)
    assert read_intent(typed, view_of(state, state.actor)) == Move(REFUSE)


def _card_lines(code: str, batch: tuple[object, ...], event: object, leads: bool = False) -> str:
    from ecarte.ui.narrate import Narrator, ruffs

    choose(code)
    names = ("You", "Robot" if code == "fr" else "Bot")
    line = Narrator(names, viewer=0, look=Look()).line(
        event, leads, ruffs(event, batch))  # type: ignore[arg-type]
    assert line is not None
    return line.plain


@pytest.mark.parametrize(("code", "ruff", "plain", "own"), [
    ("en", "Bot trumps with 7♥.", "Bot plays 7♥.", "You play 10♦."),
    ("fr", "Robot coupe du 7♥.", "Robot joue le 7♥.", "Vous jouez le 10♦."),
    ("it", "Bot taglia con il 7♥.", "Bot gioca il 7♥.", "Giochi il 10♦."),
])
def test_a_trump_on_another_suits_lead_is_told_as_a_ruff_and_only_then(
        speak: object, code: str, ruff: str, plain: str, own: str) -> None:
    from ecarte.engine.events import CardPlayed, TrickWon

    seven = Card.parse("7h")
    played = CardPlayed(1, seven)
    ruffed = (played, TrickWon(1, Card.parse("Kc"), seven, (0, 1)))
    thrown = (played, TrickWon(0, Card.parse("Kc"), seven, (1, 0)))  # a discard: loses
    followed = (played, TrickWon(0, Card.parse("Kh"), seven, (1, 0)))  # trumps led
    assert _card_lines(code, ruffed, played) == ruff
    assert _card_lines(code, thrown, played) == plain
    assert _card_lines(code, followed, played) == plain
    mine = CardPlayed(0, Card.parse("10d"))
    assert _card_lines(code, (mine, TrickWon(1, Card.parse("Kd"), mine.card, (0, 1))),
                       mine) == own


def test_italian_narration_keeps_to_the_present(speak: object) -> None:
    """Leading, following, proposing and declaring are told in one tense (the present),
    not 'Esci con ...' beside 'Hai giocato ...'."""
    from ecarte.engine.events import CardPlayed, KingDeclared, Proposed

    queen = CardPlayed(0, Card.parse("Qs"))
    assert _card_lines("it", (queen,), queen, leads=True) == "Esci con la D♠."
    assert _card_lines("it", (), Proposed(0)) == "Dici «propongo»."
    assert _card_lines("it", (), KingDeclared(0)).startswith("Dichiari il Re di briscola")


@pytest.mark.parametrize(("code", "asked"), [
    ("en", "Your turn: you m"), ("fr", "À vous de jouer. "), ("it", "Tocca a te: "),
])
def test_the_prompt_to_follow_does_not_tell_the_lead_again(
        speak: object, code: str, asked: str) -> None:
    """The lead is narrated once ('Bot esce con il R♦.'); the prompt says whose turn it
    is and what may be played."""
    choose(code)
    state, _ = apply(dealt_state(), STAND)
    lead = next(a for a in view_of(state, 0).legal_actions() if a.kind == "play")
    state, _ = apply(state, lead)
    seen = view_of(state, 1)
    prompt = turn_text(seen, SEATS, Look()).plain
    assert prompt.startswith(asked), prompt
    assert Look().card(lead.card) not in prompt, prompt


def _whole_match_sheet(code: str, seed: int = 4, width: int = 80) -> str:
    from ecarte.driver import Step

    choose(code)
    state = new_match(Rules(), first_dealer=1)
    steps: list[Step] = []
    rng = random.Random(seed)
    while state.winner is None:
        actor = state.actor
        action = chance_action(state, rng) if actor == CHANCE else rng.choice(
            [a for a in view_of(state, actor).legal_actions() if a.kind != "concede"])
        before = state
        state, events = apply(state, action)
        steps.append(Step(before, action, tuple(events)))
    names = ("You", "Bot")
    return shown(sheet_table(sheet_rows(steps, names), names, Look()), width)


def test_the_italian_sheet_is_a_record_in_no_ones_person(speak: object) -> None:
    """A reader found 'Proponi, Bot accetta; giochi' in the Exchange column: a record says
    'proposta tua, accettata da Bot; si gioca'."""
    text = _whole_match_sheet("it", width=200)  # each cell on one line
    cells = " ".join(text.split())
    assert "Proposta tua, accettata da Bot" in cells, text
    assert "si gioca" in cells, text
    for second in ("Proponi", "proponi", "giochi", "accetti", "rifiuti"):
        assert not re.search(rf"\b{second}\b", cells), (second, text)


@pytest.mark.parametrize(("code", "result"), [
    ("en", r"Bot won 5-4 \(game 1\)"), ("fr", r"Partie 1 : Bot gagne 5 à 4"),
    ("it", r"Bot vince 5-4 \(partita 1\)"),
])
def test_the_sheets_result_line_says_the_winner_and_the_score_first(
        speak: object, code: str, result: str) -> None:
    wide = _whole_match_sheet(code, width=200)  # each cell on one line
    assert re.search(result, " ".join(wide.replace("\u00a0", " ").split())), wide
    text = _whole_match_sheet(code)
    assert not re.search(r"^\s*1\)", text, re.MULTILINE), "the game's number kept with it"
