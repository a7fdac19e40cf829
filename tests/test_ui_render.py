"""The table, summaries and result panels, rendered to text at 80 and 40 columns."""

from __future__ import annotations

import io

import pytest
from rich.console import Console, RenderableType
from test_ui_commands import dealt

from ecarte.engine import PLAY, STAND, Card, Rules, apply, view
from ecarte.engine.events import PointsScored
from ecarte.ui import render
from ecarte.ui.console import make_console
from ecarte.ui.render import Seats
from ecarte.ui.theme import THEME, Look


def text_of(thing: RenderableType, width: int) -> str:
    console = Console(file=io.StringIO(), width=width, color_system=None, theme=THEME)
    console.print(thing)
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(out, str)
    return out


def played_state():  # type: ignore[no-untyped-def]
    state, _ = apply(dealt(), STAND)
    state, _ = apply(state, PLAY[Card.parse("8s")])
    state, _ = apply(state, PLAY[Card.parse("Ks")])
    return apply(state, PLAY[Card.parse("Jc")])[0]


@pytest.mark.parametrize("width", [80, 40])
def test_table_fits_the_width_and_shows_what_the_player_needs(width: int) -> None:
    out = text_of(render.table(view(played_state(), 0), Seats(("Ada", "Bot"), 0, Look())),
                  width)
    assert max(len(line) for line in out.splitlines()) <= width
    flat = " ".join(out.split())
    for needed in ("you 0, Bot 1", "first to 5", "turn-up 10♦", "diamonds ♦", "stock 21",
                   "Bot deals", "you are elder", "Tricks", "Last trick", "This trick",
                   "J♣", "Your hand", "trumps"):
        assert needed in flat, f"the table at {width} columns lacks {needed!r}:\n{out}"
    assert "1:Q♦" in flat, "the hand numbers cards from 1, trumps first"


def test_table_never_shows_the_opponents_hand() -> None:
    out = text_of(render.table(view(played_state(), 0), Seats(("Ada", "Bot"), 0, Look())),
                  80)
    for card in ("A♠", "9♠", "9♣"):  # still in the dealer's hand
        assert card not in out


def test_ascii_mode_uses_letters_and_ascii_boxes() -> None:
    out = text_of(render.table(view(played_state(), 0),
                               Seats(("Ada", "Bot"), 0, Look(ascii=True))), 80)
    assert out.isascii(), out
    assert "10d" in out and "Qd" in out


def test_deal_summary_itemises_the_points_with_their_reasons() -> None:
    points = [PointsScored(1, 2, ("3 tricks: the point", "+1 because the elder stood"),
                           (0, 2))]
    out = text_of(render.deal_summary(points, (2, 3), dealt(), Seats(("Ada", "Bot"), 0,
                                                                       Look())), 40)
    flat = " ".join(out.replace("│", " ").split())
    assert "Tricks: you 2, Bot 3." in flat
    assert "Bot +2 points: 3 tricks: the point; +1 because the elder stood." in flat
    assert "Score: you 0, Bot 2" in flat


@pytest.mark.parametrize("width", [80, 40])
def test_result_panels_fit(width: int) -> None:
    seats = Seats(("Ada", "Bob"), None, Look())
    state = dealt(rules=Rules(match=3))
    for panel in (render.game_result(0, (5, 3), 1, (1, 0), state, seats),
                  render.match_result(1, (1, 2), (1, 2), 42, seats, "/tmp/x.json"),
                  render.score_panel(state, seats, "expert")):
        out = text_of(panel, width)
        assert max(len(line) for line in out.splitlines()) <= width
    assert "Bob wins the match, 2 games to 1" in " ".join(
        text_of(render.match_result(1, (1, 2), (1, 2), 42, seats, None), 40).split())


def test_glyphs_fall_back_to_letters_when_the_output_cannot_encode_them() -> None:
    latin = io.TextIOWrapper(io.BytesIO(), encoding="latin-1")
    _, glyphs = make_console(latin, plain=True)
    assert not glyphs
    _, glyphs = make_console(io.TextIOWrapper(io.BytesIO(), encoding="utf-8"), plain=True)
    assert glyphs


def test_ascii_translates_engine_sentences() -> None:
    assert Look(ascii=True).plain("you hold the K♠ 10♥") == "you hold the Ks 10h"


@pytest.mark.parametrize("any_refusal, warned", [(False, False), (True, True)])
def test_the_dealer_is_warned_of_the_refusal_penalty_when_it_applies(
        any_refusal: bool, warned: bool) -> None:
    """A second proposal carries the penalty only under penalty_any_refusal (§6)."""
    import random

    from ecarte.engine import ACCEPT, CHANCE, PROPOSE, chance_action, legal_actions, new_match
    from ecarte.ui.helptext import turn_text

    rules = Rules(penalty_any_refusal=any_refusal)
    state = new_match(rules, first_dealer=1)
    state, _ = apply(state, chance_action(state, random.Random(3)))
    state, _ = apply(state, PROPOSE)
    state, _ = apply(state, ACCEPT)
    for _ in range(2):  # the elder, then the dealer, change one card
        state, _ = apply(state, next(a for a in legal_actions(state) if a.kind == "discard"))
    state, _ = apply(state, PROPOSE)
    assert state.actor == 1 and state.actor != CHANCE
    said = turn_text(view(state, 1), ("Ada", "Bob"), Look()).plain
    assert ("Refusing costs 2 points" in said) is warned
