"""The command parser and the legal-moves line: what a typed line means."""

from __future__ import annotations

import random

import pytest

from ecarte.engine import (
    PLAY,
    PROPOSE,
    STAND,
    Action,
    Card,
    DealCards,
    MatchState,
    Phase,
    Rules,
    SeatView,
    apply,
    new_match,
    parse_cards,
    view,
)
from ecarte.ui.commands import Command, Move, Problem, hand_order, legal_line, read_intent


def dealt(elder: str = "Qd Qc Ah 8s 7s", dealer: str = "As Ks 9s Jc 9c", turnup: str = "Td",
          rules: Rules | None = None) -> MatchState:
    """RULES.md §10 deal 1 by default: seat 0 is the elder, seat 1 deals."""
    hands = (parse_cards(elder.split()), parse_cards(dealer.split()))
    used = set(hands[0] + hands[1]) | {Card.parse(turnup)}
    from ecarte.engine import DECK
    stock = tuple(c for c in DECK if c not in used)
    state = new_match(rules or Rules(), first_dealer=1)
    state, _ = apply(state, DealCards(hands, Card.parse(turnup), stock))
    return state


def elder_view(state: MatchState) -> SeatView:
    return view(state, state.actor if state.actor in (0, 1) else 0)  # type: ignore[arg-type]


def to_play(state: MatchState) -> MatchState:
    state, _ = apply(state, STAND)
    return state


def test_short_forms_name_the_moves_of_the_exchange() -> None:
    seen = view(dealt(), 0)
    assert read_intent("p", seen) == Move(PROPOSE)
    assert read_intent("  STAND ", seen) == Move(STAND)
    said = read_intent("play", seen)  # issue 9 defect 4: "play" used to stand, silently
    assert isinstance(said, Problem), "'play' must not stand (2 points at risk) unasked"
    assert "'s' (stand)" in said.message and "'p' (propose)" in said.message


def test_a_card_alone_plays_it_by_name_glyph_ten_or_position() -> None:
    seen = view(to_play(dealt()), 0)
    order = hand_order(seen)
    assert read_intent("qd", seen) == Move(PLAY[Card.parse("Qd")])
    assert read_intent("Q♦", seen) == Move(PLAY[Card.parse("Qd")])
    assert read_intent("play 8s", seen) == Move(PLAY[Card.parse("8s")])
    assert read_intent("1", seen) == Move(PLAY[order[0]])
    assert order[0] == Card.parse("Qd"), "trumps come first in the hand as shown"


def test_ten_is_read_as_10_or_t() -> None:
    state = dealt(elder="Th Qc Ah 8s 7s", turnup="Td")
    seen = view(to_play(state), 0)
    assert read_intent("10h", seen) == read_intent("th", seen) == Move(PLAY[Card.parse("Th")])


def test_discard_by_positions_or_names_in_the_discard_phase() -> None:
    state = dealt()
    for action in (PROPOSE, Action("accept")):
        state, _ = apply(state, action)
    seen = view(state, 0)
    assert seen.phase is Phase.DISCARD
    order = hand_order(seen)
    expected = Move(Action.discard((order[3], order[4])))
    assert read_intent("discard 4 5", seen) == expected
    assert read_intent("d 4, 5", seen) == expected
    assert read_intent(f"{order[3]} {order[4]}", seen) == expected


def test_an_illegal_card_is_refused_with_the_rule_and_the_legal_cards() -> None:
    state = to_play(dealt())
    state, _ = apply(state, PLAY[Card.parse("8s")])  # the elder leads 8s
    seen = view(state, 1)
    intent = read_intent("jc", seen)
    assert isinstance(intent, Problem)
    assert "higher than the 8♠" in intent.message
    assert "K♠" in intent.message and "9♠" in intent.message
    missing = read_intent("qh", seen)
    assert isinstance(missing, Problem)
    assert "do not hold the Q♥" in missing.message and "You may play" in missing.message


@pytest.mark.parametrize("text", ["", "   ", "x" * 5000, "\x00\x01\x02", "hello world",
                                  "zz", "99", "discard", "stand now", "\ufffd\ufffd"])
def test_nonsense_gets_a_sentence_not_a_traceback(text: str) -> None:
    intent = read_intent(text, view(to_play(dealt()), 0))
    assert isinstance(intent, Problem)
    assert (intent.message[0].isupper() or intent.message[0] == "'") \
        and intent.message.endswith("."), intent.message


def test_commands_are_recognised_in_any_case() -> None:
    seen = view(dealt(), 0)
    assert read_intent("?", seen) == Command("moves")
    assert read_intent("HELP", seen) == Command("help")
    assert read_intent("q", seen) == Command("quit")


def test_wrong_phase_names_the_rule() -> None:
    intent = read_intent("accept", view(dealt(), 0))
    assert isinstance(intent, Problem)
    assert "no proposal to answer" in intent.message


def test_legal_line_lists_moves_in_record_notation() -> None:
    assert legal_line(view(dealt(), 0)) == "legal: stand, propose, concede"
    state = to_play(dealt())
    state, _ = apply(state, PLAY[Card.parse("8s")])
    assert legal_line(view(state, 1)) == "legal: play Ks, play As, play 9s, concede"


def test_legal_line_in_the_discard_phase_is_compact() -> None:
    state = dealt()
    for action in (PROPOSE, Action("accept")):
        state, _ = apply(state, action)
    assert legal_line(view(state, 0)) == "legal: discard 1 to 5 of Qd Qc Ah 8s 7s, concede"


def test_dealer_standing_pat_is_listed_from_zero() -> None:
    state = dealt(rules=Rules(dealer_may_stand_pat=True))
    for action in (PROPOSE, Action("accept"), Action.discard((Card.parse("7s"),))):
        state, _ = apply(state, action)
    line = legal_line(view(state, 1))
    assert line.startswith("legal: discard 0 to 5 of ")
    assert read_intent("discard", view(state, 1)) == Move(Action("discard"))


def test_every_legal_action_of_random_deals_can_be_typed() -> None:
    rng = random.Random(4)
    from ecarte.engine import CHANCE, chance_action, legal_actions
    state = new_match(Rules(videau=True))
    for _ in range(300):
        if state.actor is None:
            break
        if state.actor == CHANCE:
            state, _ = apply(state, chance_action(state, rng))
            continue
        seen = view(state, state.actor)
        for action in legal_actions(state):
            assert read_intent(str(action), seen) == Move(action), str(action)
        state, _ = apply(state, rng.choice(legal_actions(state)))


def test_a_hint_says_why_it_is_not_the_best_rated_choice() -> None:
    from ecarte.engine import PROPOSE, STAND
    from ecarte.ui.meta import hint_text
    from ecarte.ui.theme import Look

    agrees = hint_text("expert", STAND, {STAND: 0.55, PROPOSE: 0.53}, Look()).plain
    assert agrees.startswith("Hint (expert bot): stand (play with this hand).")
    assert "stand 55%, propose 53%" in agrees and "book" not in agrees
    keeps = hint_text("expert", STAND, {STAND: 0.53, PROPOSE: 0.54}, Look()).plain
    assert "propose 54%, stand 53%" in keeps
    assert "keeps to the book's choice unless its reckoning is clearly better" in keeps
    assert hint_text("club", STAND, {}, Look()).plain == \
        "Hint (club bot): stand (play with this hand)."


def test_the_command_parser_is_pure_and_meta_does_not_import_the_game_loop() -> None:
    # ui/commands.py reads typed lines without any terminal library; ui/meta.py takes the
    # game loop as a parameter and imports nothing of ui/session.py, not even for types.
    import ast
    import subprocess
    import sys
    from pathlib import Path

    import ecarte.ui.meta
    script = ("import sys\nimport ecarte.ui.commands\n"
              "print(sorted(m for m in sys.modules if m.split('.')[0] in "
              "('rich', 'prompt_toolkit')))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.strip() == "[]"
    tree = ast.parse(Path(ecarte.ui.meta.__file__).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "ecarte.ui.session" not in imported and "ecarte.ui.commands" in imported
