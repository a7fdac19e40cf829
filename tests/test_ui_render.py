"""The table, summaries and result panels, rendered to text at 80 and 40 columns."""

from __future__ import annotations

import io

import pytest
from rich.console import Console, RenderableType
from test_ui_commands import dealt

from ecarte.engine import PLAY, STAND, Card, Phase, Rules, apply, view
from ecarte.engine.events import PointsScored, Reason, Why
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
    points = [PointsScored(1, 2, (Reason(Why.POINT, 3), Reason(Why.STOOD)),
                           (0, 2))]
    out = text_of(render.deal_summary(points, (2, 3), dealt(), Seats(("Ada", "Bot"), 0,
                                                                       Look())), 40)
    flat = " ".join(out.replace("│", " ").split())
    assert "Tricks: you 2, Bot 3." in flat
    assert "Bot +2 points (3 tricks: the point; +1 because the elder stood)." in flat
    assert "Score: you 0, Bot 2" in flat


@pytest.mark.parametrize("width", [80, 40])
def test_result_panels_fit(width: int) -> None:
    seats = Seats(("Ada", "Bob"), None, Look())
    state = dealt(rules=Rules(match=3))
    for panel in (render.game_result(0, (5, 3), 1, (1, 0), state, seats),
                  render.match_result(1, (1, 2), (1, 2), 42, seats),
                  render.score_panel(state, seats, "expert")):
        out = text_of(panel, width)
        assert max(len(line) for line in out.splitlines()) <= width
    assert "Bob wins the match, 2 games to 1" in " ".join(
        text_of(render.match_result(1, (1, 2), (1, 2), 42, seats), 40).split())


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


# A steady table (issue 9, defect 14), each thing said once (defect 15), the moves as
# the table writes them (defect 16) --------------------------------------------------------

def deal_positions(seed: int, rules: Rules | None = None):  # type: ignore[no-untyped-def]
    """Every position of seat 0's first deal, from the deal to the last card, random
    play."""
    import random

    from ecarte.engine import CHANCE, chance_action, legal_actions, new_match
    rng = random.Random(seed)
    state = new_match(rules or Rules(), first_dealer=1)
    while state.actor == CHANCE:
        state, _ = apply(state, chance_action(state, rng))
    positions = []
    while state.actor not in (None, CHANCE):
        positions.append(state)
        choices = [a for a in legal_actions(state) if a.kind != "concede"]
        state, _ = apply(state, rng.choice(choices))
    return positions


@pytest.mark.parametrize("width", [100, 80])
@pytest.mark.parametrize("seed", [1, 2, 5, 9])
def test_the_table_keeps_its_width_through_a_deal(width: int, seed: int) -> None:
    seats = Seats(("Ada", "Bot"), 0, Look())
    widths = {len(text_of(render.table(view(state, 0), seats), width).splitlines()[0])
              for state in deal_positions(seed)}
    assert widths == {render.panel_width(("Ada", "Bot"))}, \
        f"the table changed width during the deal at {width} columns: {sorted(widths)}"


def test_the_trick_rows_stay_in_the_same_place_from_the_first_card_to_the_last() -> None:
    seats = Seats(("Ada", "Bot"), 0, Look())
    places = set()
    for seed in (1, 2, 5, 9):
        for state in deal_positions(seed):
            if state.deal is None or state.deal.phase is not Phase.PLAY:
                continue
            lines = text_of(render.table(view(state, 0), seats), 80).splitlines()
            found = tuple(next(i for i, line in enumerate(lines) if label in line)
                          for label in ("Tricks", "Last trick", "This trick"))
            places.add(found)
    assert len(places) == 1, f"the trick rows moved: {places}"


def test_other_panels_share_the_tables_width() -> None:
    seats = Seats(("Ada", "Bot"), 0, Look())
    state = dealt()
    points = [PointsScored(1, 1, (Reason(Why.POINT, 3),), (0, 1))]
    for panel in (render.table(view(state, 0), seats),
                  render.deal_summary(points, (2, 3), state, seats),
                  render.game_result(1, (2, 5), 1, (0, 1), state, seats),
                  render.score_panel(state, seats, "club")):
        assert len(text_of(panel, 100).splitlines()[0]) == render.panel_width(seats.names)


def test_long_names_widen_the_table_and_40_columns_narrow_it() -> None:
    names = ("Alexandra", "Bartholomew")
    state = played_state()
    wide = text_of(render.table(view(state, 0), Seats(names, 0, Look())), 100)
    assert len(wide.splitlines()[0]) == render.panel_width(names) > 56
    assert "Last trick you led 8♠, Bartholomew played K♠ (Bartholomew won)" in wide, \
        "a trick between long names fits on one row"
    narrow = text_of(render.table(view(state, 0), Seats(names, 0, Look())), 40)
    assert {len(line) for line in narrow.splitlines()} == {40}


def test_table_rows_wrap_between_words_at_40_columns() -> None:
    state, _ = apply(dealt(), STAND)  # the stand at once: its stake is in the table
    out = text_of(render.table(view(state, 0), Seats(("Ada", "Bot"), 0, Look())), 40)
    rows: dict[str, list[str]] = {}
    label = ""
    for line in out.splitlines()[1:-1]:
        label = line[2:12].strip() or label
        rows.setdefault(label, []).append(line[13:-1].strip())
    assert " ".join(rows["Trumps"]) == "diamonds ♦; turn-up 10♦; stock 21", out
    assert " ".join(rows["Exchanged"]) == "none; you stood: a loss costs you 2", out


def test_a_stand_at_once_is_said_in_the_table_not_at_every_stand() -> None:
    from ecarte.engine.events import Stood
    from ecarte.ui.narrate import Narrator

    narrator = Narrator(("Ada", "Bot"), 0, Look())
    line = narrator.line(Stood(0, penalty=True))
    assert line is not None and line.plain == "You stand."
    state, _ = apply(dealt(), STAND)
    flat = " ".join(text_of(render.table(view(state, 1), Seats(("Ada", "Bot"), 1, Look())),
                            80).split())
    assert "Ada stood: a loss costs Ada 2" in flat


def test_a_refusal_does_not_announce_the_play_twice() -> None:
    from ecarte.engine import PROPOSE, REFUSE
    from ecarte.ui.narrate import Narrator

    state, _ = apply(dealt(), PROPOSE)
    _, events = apply(state, REFUSE)
    narrator = Narrator(("Ada", "Bot"), 0, Look())
    said = [line.plain for e in events if (line := narrator.line(e)) is not None]
    assert sum("play begins" in line.lower() for line in said) == 1, said


def test_a_king_turned_up_is_announced_once() -> None:
    import random

    from ecarte.engine import CHANCE, chance_action, new_match
    from ecarte.engine.events import KingTurned
    from ecarte.ui.narrate import Narrator

    for seed in range(200):
        state = new_match(Rules())
        rng = random.Random(seed)
        while state.actor == CHANCE:
            state, events = apply(state, chance_action(state, rng))
        if any(isinstance(e, KingTurned) for e in events):
            break
    narrator = Narrator(("Ada", "Bot"), 0, Look())
    said = " ".join(line.plain for e in events if (line := narrator.line(e)) is not None)
    assert said.count("King") == 1, said
    assert "(the King turned up). Score:" in said


@pytest.mark.parametrize("look, cards", [(Look(), "K♠, A♠, 9♠"), (Look(ascii=True),
                                                                    "Ks, As, 9s")])
def test_the_legal_moves_are_written_as_the_table_writes_cards(look: Look, cards: str
                                                                ) -> None:
    from ecarte.ui.commands import Move, legal_line, read_intent

    state, _ = apply(dealt(), STAND)
    state, _ = apply(state, PLAY[Card.parse("8s")])
    seen = view(state, 1)
    line = legal_line(seen, look)
    assert line == f"legal: {cards}, concede"
    for typed in line.removeprefix("legal: ").split(", "):
        assert isinstance(read_intent(typed, seen), Move), f"{typed!r} cannot be typed"


def test_the_discard_listing_uses_the_tables_cards() -> None:
    from ecarte.engine import ACCEPT, PROPOSE
    from ecarte.ui.commands import legal_line

    state, _ = apply(apply(dealt(), PROPOSE)[0], ACCEPT)
    assert legal_line(view(state, 0), Look()) == \
        "legal: discard 1 to 5 of Q♦ Q♣ A♥ 8♠ 7♠, concede"
    assert legal_line(view(state, 0), Look(ascii=True)) == \
        "legal: discard 1 to 5 of Qd Qc Ah 8s 7s, concede"


@pytest.mark.parametrize("columns, used", [("100", 100), ("130", 100), ("80", 80),
                                           ("40", 40)])
def test_the_console_uses_the_terminals_width_up_to_100_columns(
        columns: str, used: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    console, _ = make_console(io.TextIOWrapper(io.BytesIO(), encoding="utf-8"), plain=True)
    assert console.width == used
    console.print("word " * 40)
    console.file.flush()
    lines = console.file.buffer.getvalue().decode().splitlines()  # type: ignore[attr-defined]
    assert max(len(line.rstrip()) for line in lines) > used - 5


def test_a_refusal_under_the_prompt_wraps_between_words() -> None:
    from ecarte.ui.complete import wrap_words

    message = ("'sx' is not a card: write a rank (7 8 9 10 A J Q K, or T for the ten) "
               "then a suit (c d h s, or ♣ ♦ ♥ ♠), like Ks or 10h.")
    lines = wrap_words(message, 39).splitlines()
    assert max(len(line) for line in lines) <= 39
    assert " ".join(lines) == message, "no word is cut"


def test_the_cut_names_the_dealer_mid_sentence_in_lower_case() -> None:
    from ecarte.engine.events import CutDrawn

    cut = CutDrawn((Card.parse("Ks"), Card.parse("7h")), 0)
    mine = Seats(("Ada", "Bot"), 0, Look()).narrator.line(cut, False)
    theirs = Seats(("Ada", "Bot"), 1, Look()).narrator.line(cut, False)
    assert str(mine).endswith("The higher card deals: you deal."), str(mine)
    assert str(theirs).endswith("The higher card deals: Ada deals."), str(theirs)


def test_a_match_of_one_point_says_1_point_and_an_unsaved_match_offers_no_seed() -> None:
    seats = Seats(("You", "Bot"), 0, Look())
    saved = " ".join(text_of(render.match_result(0, (1, 0), (1, 0), 11, seats, (1, 0)),
                             80).replace("│", " ").split())
    assert "You win the match, 1 point to 0." in saved and "Seed 11: " in saved
    unsaved = " ".join(text_of(render.match_result(1, (0, 1), (0, 1), None, seats, (0, 2)),
                               80).replace("│", " ").split())
    assert "Bot wins the match, 2 points to 0." in unsaved and "Seed" not in unsaved
