"""`ecarte verify` on records written by hand from the rule book."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ALL = [r + s for s in "cdhs" for r in "789TAJQK"]


def rest_of_pack(*used: str) -> list[str]:
    """The 21 stock cards: the pack in order, less the cards already named."""
    return [c for c in ALL if c not in used]


# RULES.md §10, worked deal 2: trumps spades; the elder (seat 0) stands and takes 3 tricks.
DEAL_2_HANDS = [["Js", "Ts", "Kd", "Kh", "Th"], ["Qs", "9s", "Jc", "Tc", "7h"]]
DEAL_2 = {
    "dealer": 1,
    "hands": DEAL_2_HANDS,
    "turnup": "8s",
    "stock": rest_of_pack(*DEAL_2_HANDS[0], *DEAL_2_HANDS[1], "8s"),
    "actions": ["stand", "play Kd", "play 9s", "play Jc", "play Ts", "play Kh", "play 7h",
                "play Th", "play Qs", "play Tc", "play Js"],
}


def record(*deals: dict[str, Any], games: list[list[dict[str, Any]]] | None = None,
           **rules: Any) -> dict[str, Any]:
    return {"format": "ecarte-record/1", "rules": {"preset": "club", **rules},
            "players": ["Ada", "Bob"],
            "games": [{"deals": list(g)} for g in (games or [list(deals)])]}


def verify(data: Any, tmp_path: Path | None = None) -> tuple[int, dict[str, Any] | None, str]:
    text = data if isinstance(data, (str, bytes)) else json.dumps(data)
    raw = text.encode() if isinstance(text, str) else text
    done = subprocess.run([sys.executable, "-m", "ecarte", "verify", "-"], input=raw,
                          capture_output=True, timeout=60)
    out = done.stdout.decode()
    return done.returncode, (json.loads(out) if out.strip() else None), done.stderr.decode()


def test_a_complete_match_is_valid_and_names_the_winner() -> None:
    code, verdict, _ = verify(record(DEAL_2, target=1))
    assert code == 0
    assert verdict == {"valid": True, "complete": True,
                       "games": [{"score": [1, 0], "winner": 0}], "winner": 0}


def test_a_record_that_stops_early_is_valid_but_incomplete() -> None:
    half = dict(DEAL_2, actions=DEAL_2["actions"][:5])
    code, verdict, _ = verify(record(half))
    assert code == 0
    assert verdict == {"valid": True, "complete": False,
                       "games": [{"score": [0, 0], "winner": None}], "winner": None}


def test_a_file_argument_works_like_standard_input(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record(DEAL_2, target=1)))
    done = subprocess.run([sys.executable, "-m", "ecarte", "verify", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and json.loads(done.stdout)["complete"] is True


def test_a_revoke_is_illegal_with_the_players_sentence() -> None:
    bad = copy.deepcopy(DEAL_2)
    # Trick 2: the dealer leads the J♣ and the elder, void in clubs, must trump.
    bad["actions"][4] = "play Kh"
    code, verdict, _ = verify(record(bad))
    assert code == 1
    assert verdict == {"valid": False, "game": 0, "deal": 0, "action": 4, "rule": "trump",
                       "code": "rule",
                       "error": "you have no clubs, so you must trump with a spade: "
                                "you hold the J♠ and 10♠"}


def test_failing_to_head_the_trick_is_illegal() -> None:
    hands = [["Qh", "8c", "9c", "Tc", "Ac"], ["Kh", "7h", "7c", "8d", "9d"]]
    deal = {"dealer": 1, "hands": hands, "turnup": "7s",
            "stock": rest_of_pack(*hands[0], *hands[1], "7s"),
            "actions": ["stand", "play Qh", "play 7h"]}
    code, verdict, _ = verify(record(deal))
    assert code == 1
    assert verdict is not None
    assert verdict["error"] == "you must play a heart higher than the Q♥: you hold the K♥"
    assert (verdict["game"], verdict["deal"], verdict["action"]) == (0, 0, 2)


def test_only_the_elder_proposes() -> None:
    deal = dict(DEAL_2, actions=["propose", "propose"])
    code, verdict, _ = verify(record(deal))
    assert code == 1 and verdict is not None
    assert verdict["action"] == 1
    assert "only the elder proposes" in verdict["error"]


def test_discarding_more_than_the_stock_holds_is_illegal() -> None:
    hands = [["7c", "8c", "9c", "Tc", "Ac"], ["7d", "8d", "9d", "Td", "Ad"]]
    stock = rest_of_pack(*hands[0], *hands[1], "Kh")
    actions = ["propose", "accept", "discard 7c 8c 9c Tc Ac", "discard 7d 8d 9d Td Ad",
               "propose", "accept"]
    # 21 - 10 = 11 left; then 5 + 5 = 1 left; then the elder may change only one card.
    hand_now = stock[:5]
    actions += [f"discard {' '.join(hand_now[:5])}", f"discard {' '.join(stock[5:10])}",
                "propose", "accept", f"discard {' '.join(stock[10:12])}"]
    deal = {"dealer": 1, "hands": hands, "turnup": "Kh", "stock": stock, "actions": actions}
    code, verdict, _ = verify(record(deal))
    assert code == 1 and verdict is not None
    assert verdict["error"] == "the stock has only 1 card: you may discard at most 1"
    assert verdict["action"] == len(actions) - 1


def test_the_deal_must_alternate() -> None:
    code, verdict, _ = verify(record(DEAL_2, DEAL_2))
    assert code == 1
    assert verdict == {"valid": False, "game": 0, "deal": 1, "action": None,
                       "code": "deal-alternates",
                       "error": "seat 1 deals, but the deal alternates: seat 0 should deal"}


def test_the_loser_of_a_game_deals_first_in_the_next() -> None:
    # Game 0 to 1 point: the elder (seat 0) wins, so seat 1 must deal game 1 first...
    wrong = copy.deepcopy(DEAL_2)
    wrong["dealer"] = 0
    wrong["hands"] = [DEAL_2_HANDS[1], DEAL_2_HANDS[0]]
    code, verdict, _ = verify(record(games=[[DEAL_2], [wrong]], target=1, match=3))
    assert code == 1 and verdict is not None
    assert (verdict["game"], verdict["deal"], verdict["action"]) == (1, 0, None)
    assert "the loser of the last game deals first" in verdict["error"]
    # ...and with seat 1 dealing again the record is valid.
    code, verdict, _ = verify(record(games=[[DEAL_2], [DEAL_2]], target=1, match=3))
    assert code == 0 and verdict is not None
    assert verdict["complete"] is True and verdict["winner"] == 0
    assert verdict["games"] == [{"score": [1, 0], "winner": 0}] * 2


def test_nothing_may_follow_the_end_of_the_match() -> None:
    code, verdict, _ = verify(record(games=[[DEAL_2], [DEAL_2]], target=1))
    assert code == 1
    assert verdict == {"valid": False, "error": "the match is already over",
                       "code": "match-over",
                       "game": 1, "deal": 0, "action": None}


def test_a_turned_king_can_end_the_game_before_any_proposal() -> None:
    hands = [["7c", "8c", "9c", "Tc", "Ac"], ["7d", "8d", "9d", "Td", "Ad"]]
    deal = {"dealer": 1, "hands": hands, "turnup": "Ks",
            "stock": rest_of_pack(*hands[0], *hands[1], "Ks"), "actions": []}
    code, verdict, _ = verify(record(deal, target=1))
    assert code == 0 and verdict is not None
    assert verdict["games"] == [{"score": [0, 1], "winner": 1}] and verdict["winner"] == 1
    late = dict(deal, actions=["stand"])
    code, verdict, _ = verify(record(late, target=1))
    assert code == 1 and verdict is not None
    assert verdict["action"] == 0 and "over" in verdict["error"]


def test_a_card_dealt_twice_is_a_fault_of_the_deal() -> None:
    bad = copy.deepcopy(DEAL_2)
    bad["stock"][0] = "Js"
    code, verdict, _ = verify(record(bad))
    assert code == 1
    assert verdict == {"valid": False, "error": "the J♠ is dealt twice", "rule": "dealt-twice",
                       "code": "rule", "game": 0, "deal": 0, "action": None}


def test_a_short_stock_is_a_fault_of_the_deal() -> None:
    bad = copy.deepcopy(DEAL_2)
    bad["stock"] = bad["stock"][:20]
    code, verdict, _ = verify(record(bad))
    assert code == 1 and verdict is not None
    assert verdict["action"] is None and "21" in verdict["error"]


@pytest.mark.parametrize("data, words", [
    ("{not json", "not JSON"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
    ("[]", "JSON object"),
    ({"format": "ecarte-record/2", "rules": {}, "games": []}, "format tag"),
    ({"format": "ecarte-record/1", "rules": {}}, "'games'"),
    ({"format": "ecarte-record/1", "rules": {"preset": "bridge"}, "games": []}, "preset"),
    ({"format": "ecarte-record/1", "rules": {"target": "five"}, "games": []}, "target"),
])
def test_unreadable_input_exits_2_with_one_line(data: Any, words: str) -> None:
    code, verdict, err = verify(data)
    assert code == 2 and verdict is None
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


def test_an_unknown_card_is_unreadable() -> None:
    bad = copy.deepcopy(DEAL_2)
    bad["turnup"] = "1s"
    code, _, err = verify(record(bad))
    assert code == 2 and "'1s' is not a card" in err


def test_an_unknown_action_is_unreadable() -> None:
    bad = dict(DEAL_2, actions=["dance"])
    code, _, err = verify(record(bad))
    assert code == 2 and "game 0 deal 0 action 0" in err and "not an action" in err


def test_a_missing_file_is_a_clear_sentence() -> None:
    done = subprocess.run([sys.executable, "-m", "ecarte", "verify", "/no/such/record.json"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "cannot read" in done.stderr
    assert "Traceback" not in done.stderr


def _record_with_a_reshuffle() -> dict[str, Any]:
    """Under reshuffle_discards, both sides propose, accept and change five cards until the
    elder asks for more cards than the stock holds; the record stops at that discard."""
    import random

    from ecarte.engine import (
        ACCEPT,
        CHANCE,
        PROPOSE,
        Phase,
        Reshuffle,
        Rules,
        apply,
        chance_action,
        legal_actions,
        new_match,
    )
    from ecarte.engine.records import Recorder

    rules = Rules(reshuffle_discards=True)
    rng, state, recorder = random.Random(7), new_match(rules, first_dealer=1), Recorder(rules)
    while True:
        if state.actor == CHANCE:
            action = chance_action(state, rng)
            recorder.observe(state, action)
            if isinstance(action, Reshuffle):
                return recorder.record
        else:
            assert state.deal is not None
            phase = state.deal.phase
            action = (PROPOSE if phase is Phase.STAND_OR_PROPOSE else
                      ACCEPT if phase is Phase.ANSWER else
                      [a for a in legal_actions(state) if a.kind == "discard"][-1])
            recorder.observe(state, action)
        state, _ = apply(state, action)


def test_a_reshuffle_must_be_exactly_the_discards() -> None:
    data = _record_with_a_reshuffle()
    assert verify(data)[0] == 0
    deal = data["games"][-1]["deals"][-1]
    last = len(deal["actions"]) - 1
    deal["reshuffle"] = ["Kh"] * len(deal["reshuffle"])
    code, verdict, _ = verify(data)
    assert code == 1 and verdict is not None
    assert verdict["error"] == "the reshuffled stock must be exactly the discards"
    assert verdict["action"] == last


def test_a_missing_reshuffle_is_named_as_such() -> None:
    data = _record_with_a_reshuffle()
    deal = data["games"][-1]["deals"][-1]
    del deal["reshuffle"]
    deal["actions"].append("stand")  # play goes on without the reshuffled cards
    code, verdict, _ = verify(data)
    assert code == 1 and verdict is not None
    assert "lists no reshuffle" in verdict["error"]
    assert verdict["action"] == len(deal["actions"]) - 2


def test_a_record_that_ends_before_its_reshuffle_is_unfinished_not_wrong() -> None:
    """The table saves after each move, so a save made between the discard that needs
    the reshuffle and the reshuffle itself (a kill -9 there) must still read and resume."""
    from ecarte.driver import resume

    data = _record_with_a_reshuffle()
    del data["games"][-1]["deals"][-1]["reshuffle"]
    code, verdict, _ = verify(data)
    assert code == 0 and verdict is not None and verdict["complete"] is False, verdict
    again = resume(data, 7)
    assert again.state.actor is not None


def test_a_count_that_is_not_a_plain_number_is_unreadable() -> None:
    bad = dict(DEAL_2, actions=["propose", "accept", "discard ²"])
    code, _, err = verify(record(bad))
    assert code == 2 and "Traceback" not in err


# Issue 9 defect 17: damaged input is one sentence and exit 2, never a traceback.
HUGE = "9" * 5000


def _with_huge_number(where: str) -> str:
    text = json.dumps(record(DEAL_2, target=1))
    if where == "dealer":
        return text.replace('"dealer": 1', f'"dealer": {HUGE}')
    if where == "rules":
        return text.replace('"target": 1', f'"target": -{HUGE}')
    return text.replace('"games"', f'"comment": [[{{"n": {HUGE}}}]], "games"')


@pytest.mark.parametrize("data, words", [
    (_with_huge_number("dealer"), "5,000 digits"),
    (_with_huge_number("rules"), "5,000 digits"),
    (_with_huge_number("extra field"), "5,000 digits"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"format": "ecarte-record/1", "games": ' + "[" * 100_000, "nested too deeply"),
    (json.dumps(record(DEAL_2)).encode().replace(b"Ada", b"Ad\xe9"), "not UTF-8"),
    ('{"format": "ecarte-record/1",\n "rules": {}, "games": [}', "line 2, column"),
])
def test_damaged_records_exit_2_with_one_sentence(data: Any, words: str) -> None:
    code, verdict, err = verify(data)
    assert code == 2 and verdict is None, err
    assert words in err, err
    assert err.count("\n") == 1 and err.startswith("ecarte verify: ")
    assert "Traceback" not in err and "Error" not in err


def test_a_damaged_record_file_is_named_the_same_way(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text(_with_huge_number("dealer"), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "ecarte", "verify", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "5,000 digits" in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    done = subprocess.run([sys.executable, "-m", "ecarte", "verify", str(tmp_path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "it is a folder" in done.stderr
    assert "Traceback" not in done.stderr


# Issue 22: a newcomer read "you do not hold the Q\u2660" and "... not None".
def _verify_raw(data: Any, **env: str) -> subprocess.CompletedProcess[bytes]:
    import os

    return subprocess.run([sys.executable, "-m", "ecarte", "--lang", "en", "verify", "-"],
                          input=json.dumps(data).encode(), capture_output=True, timeout=60,
                          env={**os.environ, **env})


def test_a_fault_names_its_card_as_the_table_does() -> None:
    bad = dict(DEAL_2, actions=["stand", "play Qs"])  # the Q♠ is the dealer's card
    done = _verify_raw(record(bad), PYTHONIOENCODING="utf-8")
    assert done.returncode == 1
    line = done.stdout.decode("utf-8")
    assert '"error": "you do not hold the Q♠"' in line and "\\u" not in line, line


def test_a_fault_falls_back_to_suit_letters_where_the_output_has_no_glyphs() -> None:
    bad = dict(DEAL_2, actions=["stand", "play Qs"])
    done = _verify_raw(record(bad), PYTHONIOENCODING="ascii")
    assert done.returncode == 1
    line = done.stdout.decode("ascii")
    assert '"error": "you do not hold the Qs"' in line and "\\u" not in line, line


@pytest.mark.parametrize("data, words", [
    ({}, 'the record has no format tag: a game record is a JSON object with '
         '"format": "ecarte-record/1", "rules" and "games"'),
    ({"rules": {}, "games": []}, "the record has no format tag"),
    ({"format": None}, "the format tag must be 'ecarte-record/1', not null"),
])
def test_a_record_without_its_format_tag_says_what_is_missing(data: Any, words: str) -> None:
    done = _verify_raw(data)
    err = done.stderr.decode()
    assert done.returncode == 2 and words in err, err
    assert "None" not in err and err.count("\n") == 1
