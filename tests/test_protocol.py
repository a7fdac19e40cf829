"""The engine protocol (docs/protocol.md): ``ecarte engine`` answers JSON lines, a view
rebuilt from its JSON fields is the seat's real view, and ``exec:COMMAND`` drives an
outside engine."""

from __future__ import annotations

import io
import json
import random
import shlex
import subprocess
import sys
import time
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ecarte.bots import make_bot
from ecarte.engine import (
    CHANCE,
    DECK,
    Action,
    DealCards,
    MatchState,
    Rules,
    apply,
    chance_action,
    deck_order,
    legal_actions,
    new_match,
    parse_cards,
    view,
)
from ecarte.players import make_player
from ecarte.protocol import (
    MAX_LINE,
    MINIMAL_FIELDS,
    EngineProtocolError,
    EngineSession,
    ExecBot,
    ViewError,
    rebuild_view,
    serve,
    view_to_json,
)

ENGINE = [sys.executable, "-m", "ecarte", "engine", "--level", "random"]
EXEC_RANDOM = "exec:" + shlex.join(ENGINE)


# Helpers ---------------------------------------------------------------------------------

def deal(elder: str, dealer: str, turnup: str, rules: Rules | None = None,
         score: tuple[int, int] = (0, 0)) -> MatchState:
    """Seat 1 deals these exact hands; the stock is the rest of the pack in order."""
    hands = (parse_cards(elder.split()), parse_cards(dealer.split()))
    up = parse_cards([turnup])[0]
    rest = tuple(c for c in DECK if c not in (*hands[0], *hands[1], up))
    state = new_match(rules or Rules(), first_dealer=1)
    game = state.game
    assert game is not None
    state = state._replace(game=game._replace(score=score))
    state, _ = apply(state, DealCards(hands, up, rest))
    return state


def play(state: MatchState, *texts: str) -> MatchState:
    from ecarte.engine import parse_action
    for text in texts:
        state, _ = apply(state, parse_action(text))
    return state


def act_request(state: MatchState, fields: tuple[str, ...] | None = None) -> dict[str, Any]:
    seat = state.actor
    assert seat is not None and seat != CHANCE
    data = view_to_json(view(state, seat))
    if fields is not None:
        data = {k: v for k, v in data.items() if k in fields}
    return {"type": "act", "view": data, "legal": [str(a) for a in legal_actions(state)]}


def session() -> EngineSession:
    return EngineSession(make_bot("random", seed=3), "ecarte random")


def ask(engine: EngineSession, message: Any) -> dict[str, Any] | None:
    raw = message if isinstance(message, bytes) else json.dumps(message).encode()
    return engine.answer(raw)


START = deal("Ks Qs Js 7h 8d", "9s 8s 7s Ah Ad", "9h")


# Good input ------------------------------------------------------------------------------

def test_hello_names_the_level_and_protocol() -> None:
    assert ask(session(), {"type": "hello"}) == \
        {"type": "hello", "name": "ecarte random", "protocol": 1}


def test_quit_ends_the_session() -> None:
    assert ask(session(), {"type": "quit"}) is None


def _positions() -> dict[str, MatchState]:
    videau = Rules.preset("italian")
    offered = play(deal("Ks Qs Js 7h 8d", "9s 8s 7s Ah Ad", "9h", videau), "double")
    return {
        "elder stands or proposes": START,
        "dealer answers a proposal": play(START, "propose"),
        "elder discards": play(START, "propose", "accept"),
        "dealer discards": play(START, "propose", "accept", "discard 7h 8d"),
        "elder leads, may declare the King": play(
            deal("Kh Qs Js 7h 8d", "9s 8s 7s Ah Ad", "9h"), "stand"),
        "dealer follows": play(START, "stand", "play 8d"),
        "a double is answered (videau)": offered,
    }


@pytest.mark.parametrize("name", list(_positions()))
def test_act_answers_one_of_the_legal_actions_in_every_phase(name: str) -> None:
    state = _positions()[name]
    request = act_request(state)
    reply = ask(session(), request)
    assert reply is not None and "action" in reply, reply
    assert reply["action"] in request["legal"]


def test_act_from_the_minimal_fields_alone() -> None:
    state = play(START, "propose", "accept", "discard 7h 8d", "discard 7s 8s", "stand",
                 "play Ks")
    request = act_request(state, MINIMAL_FIELDS)
    reply = ask(session(), request)
    assert reply == {"action": "play 9s"}  # the dealer must head the trick: only the 9s


def test_an_illegal_choice_falls_back_to_the_callers_legal_list() -> None:
    request = act_request(START)
    request["legal"] = ["propose"]  # a referee that forbids standing here
    assert ask(session(), request) == {"action": "propose"}


def test_the_reply_uses_the_callers_spelling_and_echoes_the_id() -> None:
    state = play(START, "stand", "play 8d")
    request = act_request(state)
    request["legal"] = ["play ad"]
    request["id"] = 17
    assert ask(session(), request) == {"action": "play ad", "id": 17}


# Bad input: always an error line, and the engine keeps going -----------------------------

_GOOD_VIEW = act_request(START)["view"]


def _view(**changes: Any) -> dict[str, Any]:
    return {"type": "act", "legal": ["stand", "propose"], "view": {**_GOOD_VIEW, **changes}}


def _history(*entries: tuple[int, str]) -> list[dict[str, Any]]:
    return [{"seat": s, "action": a} for s, a in entries]


BAD = {
    b"not json at all": "not valid JSON",
    b"[1, 2, 3]": "must be a JSON object",
    b'"hello"': "must be a JSON object",
    b"": "empty",
    b"\xff\xfe\x00garbage": "not UTF-8",
    b"[" * 100_000: "not valid JSON",
    b'{"type": "dance"}': "unknown message type 'dance'",
    b'{"hello": 1}': "no \"type\"",
    b'{"type": "act", "legal": ["stand"]}': "needs a \"view\"",
    json.dumps({"type": "act", "view": _GOOD_VIEW}).encode(): "needs \"legal\"",
    json.dumps({"type": "act", "view": _GOOD_VIEW, "legal": []}).encode(): "non-empty list",
    json.dumps({"type": "act", "view": _GOOD_VIEW, "legal": ["stand", "dance"]}).encode():
        "legal[1]: 'dance' is not an action",
    json.dumps({"type": "act", "view": _GOOD_VIEW, "legal": [7]}).encode(): "legal[0]",
    json.dumps({"type": "act", "view": _GOOD_VIEW, "legal": ["play Ks"]}).encode():
        "none of the legal actions sent (play Ks) is legal",
    json.dumps({"type": "act", "view": [], "legal": ["stand"]}).encode(): "JSON object",
}

IMPOSSIBLE = {
    "a card twice in the hand": (_view(hand=["Ks", "Ks", "Js", "7h", "8d"]), "named twice"),
    "the turn-up also in the hand": (_view(turnup="Ks"), "turn-up Ks is also in your hand"),
    "a hand too short for the history": (_view(hand=["Ks", "Qs", "Js", "7h"]),
                                         "a hand of 4 cards does not fit"),
    "a card that is not a card": (_view(hand=["Ks", "Qs", "Js", "7h", "1x"]),
                                  "'1x' is not a card"),
    "the stock count is wrong": (_view(stock=20), "the stock holds 21 cards"),
    "not this seat's turn": (_view(seat=1), "it is not your turn"),
    "history not in turn order": (_view(history=_history((1, "propose"))),
                                  "it was seat 0's turn"),
    "an illegal own action": (  # the King of trumps is the K♥, not held
        _view(history=_history((0, "stand"), (0, "king"))),
        "not legal for you: you do not hold the King of trumps"),
    "an own exchange of a card still held": (
        _view(stock=19, history=_history((0, "propose"), (1, "accept"), (0, "discard Ks 7c"),
                                         (1, "discard 1"))), "is in your hand, but"),
    "the opponent plays a card this seat holds": (
        _view(hand=["Ks", "Qs", "Js", "7h"],
              history=_history((0, "stand"), (0, "play 8d"), (1, "play Ks"))),
        "cannot play the Ks"),
    "the game is already won": (_view(score=[5, 0]), "that game is over"),
    "a turned King the score does not count": (
        _view(turnup="Kh", score=[0, 0]), "the dealer has scored at least 1"),
    "an unknown rule option": (_view(rules={"preset": "club", "jokers": True}),
                               "no option 'jokers'"),
    "a missing field": ({"type": "act", "legal": ["stand"],
                         "view": {k: v for k, v in _GOOD_VIEW.items() if k != "hand"}},
                        "no 'hand' field"),
    "double in a deal's history": (_view(history=_history((0, "double"))),
                                   "not part of a deal's history"),
}


@pytest.mark.parametrize("line", list(BAD), ids=[repr(k[:30]) for k in BAD])
def test_bad_input_gets_an_error_sentence(line: bytes) -> None:
    reply = ask(session(), line)
    assert reply is not None and set(reply) == {"error"}, reply
    assert BAD[line] in reply["error"]


@pytest.mark.parametrize("name", list(IMPOSSIBLE))
def test_an_impossible_view_gets_an_error_naming_what_is_wrong(name: str) -> None:
    request, words = IMPOSSIBLE[name]
    reply = ask(session(), request)
    assert reply is not None and set(reply) == {"error"}, reply
    assert words in reply["error"], reply["error"]


def test_an_opponent_play_contradicting_a_revealed_void_is_impossible() -> None:
    """RULES §10 deal 1: the dealer follows the Q♦ (trumps) with the 9♣, so he holds no
    diamonds; a later diamond from him cannot be."""
    state = play(deal("Qd Qc Ah 8s 7s", "As Ks 9s Jc 9c", "Td"), "stand", "play 8s",
                 "play Ks", "play Jc", "play Qc", "play Qd", "play 9c", "play 7s")
    request = act_request(state)
    assert ask(session(), request) is not None  # the dealer to play: a fine view
    elder = view_to_json(view(state, 0))
    elder["history"].append({"seat": 1, "action": "play 8d"})
    elder["seat"] = 0
    with pytest.raises(ViewError, match="holds no diamonds"):
        rebuild_view(elder)


def test_the_session_survives_every_bad_line_in_one_stream() -> None:
    lines = [*BAD, b"x" * 1_000_000, json.dumps(IMPOSSIBLE["not this seat's turn"][0]).encode(),
             json.dumps({"type": "hello"}).encode(), json.dumps(act_request(START)).encode(),
             json.dumps({"type": "quit"}).encode(), json.dumps({"type": "hello"}).encode()]
    out = io.StringIO()
    assert serve(session(), io.BytesIO(b"\n".join(lines) + b"\n"), out) == 0
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert len(replies) == len(BAD) + 4  # nothing after quit
    assert all("error" in r for r in replies[:len(BAD) + 2])
    assert f"longer than {MAX_LINE} bytes" in replies[len(BAD)]["error"]
    assert replies[-2]["type"] == "hello"
    assert replies[-1]["action"] in ("stand", "propose")


# End to end ------------------------------------------------------------------------------

def test_the_engine_command_answers_line_by_line() -> None:
    child = subprocess.Popen(ENGINE, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    assert child.stdin is not None and child.stdout is not None

    def exchange(line: str) -> dict[str, Any]:
        assert child.stdin is not None and child.stdout is not None
        child.stdin.write(line + "\n")
        child.stdin.flush()  # the engine must answer before seeing the next line
        return dict(json.loads(child.stdout.readline()))

    try:
        assert exchange('{"type": "hello"}')["name"] == "ecarte random"
        assert "error" in exchange("\x00\x01 garbage")
        assert "longer than" in exchange("{" * 1_000_000)["error"]
        assert exchange(json.dumps(act_request(START)))["action"] in ("stand", "propose")
        child.stdin.close()  # end of input: exit 0
        assert child.wait(timeout=10) == 0
    finally:
        child.kill()
        child.wait()


def test_the_default_level_is_expert() -> None:
    done = subprocess.run(ENGINE[:4], capture_output=True, text=True, timeout=60,
                          input='{"type": "hello"}\n' + json.dumps(act_request(START)) + "\n")
    hello, answer = map(json.loads, done.stdout.splitlines())
    assert hello["name"] == "ecarte expert" and done.returncode == 0
    assert answer["action"] in ("stand", "propose", "concede")


def test_an_unknown_level_is_a_usage_error() -> None:
    done = subprocess.run([*ENGINE[:-1], "grandmaster"], capture_output=True, text=True,
                          input="", timeout=20)
    assert done.returncode == 2
    assert "there is no bot level 'grandmaster'" in done.stderr
    assert "Traceback" not in done.stderr


# The round trip: a view rebuilt from its JSON is the seat's real view --------------------

SPECS = [
    {"preset": "club"}, {"preset": "french"}, {"preset": "italian"}, {"preset": "seed004"},
    {"preset": "club", "dealer_may_stand_pat": True, "trumping": "free", "packets": "2-3",
     "penalty_any_refusal": True},
    {"preset": "italian", "dealer_may_stand_pat": True, "king": "auto", "target": 7},
]


def _pick(actions: list[Action], rng: random.Random, doubles: bool) -> Action:
    """A random legal action, keen to propose and accept so that stocks run out."""
    kinds = {a.kind: a for a in actions}
    if doubles and "double" in kinds and rng.random() < 0.05:
        return kinds["double"]
    for eager in ("propose", "accept"):
        if eager in kinds and rng.random() < 0.8:
            return kinds[eager]
    useful = [a for a in actions if a.kind not in ("concede", "double")]
    return rng.choice(useful)


def _decisions(spec: dict[str, Any], seed: int, doubles: bool = False) -> list[MatchState]:
    rng = random.Random(seed)
    state = new_match(Rules.from_spec(spec))
    found = []
    while state.actor is not None:
        if state.actor == CHANCE:
            state, _ = apply(state, chance_action(state, rng))
            continue
        found.append(state)
        state, _ = apply(state, _pick(legal_actions(state), rng, doubles))
    return found


def assert_rebuilds(state: MatchState, minimal: bool) -> None:
    seat = state.actor
    assert seat is not None
    real = view(state, seat)
    data = view_to_json(real)
    if minimal:
        data = {k: v for k, v in data.items() if k in MINIMAL_FIELDS}
    data = json.loads(json.dumps(data))  # through text, as on the wire
    rebuilt = rebuild_view(data)
    assert sorted(map(str, rebuilt.legal_actions())) == sorted(map(str, real.legal_actions()))
    assert rebuilt.state.actor == real.state.actor
    assert rebuilt.score == real.score
    mine, theirs = rebuilt.deal, real.deal
    assert mine is not None and theirs is not None
    for name in ("phase", "to_act", "lead", "leader", "tricks", "played", "started",
                 "penalty", "proposals", "exchanges", "last_round", "history", "turnup"):
        assert getattr(mine, name) == getattr(theirs, name), name
    if not minimal:
        assert mine.declared == theirs.declared
        assert rebuilt.state.game is not None and real.state.game is not None
        assert rebuilt.state.game.deals == real.state.game.deals  # the table's "deal N"
    assert sorted(rebuilt.hand, key=deck_order) == sorted(real.hand, key=deck_order)
    assert (sorted(rebuilt.my_discards, key=deck_order)
            == sorted(real.my_discards, key=deck_order))
    assert len(mine.stock) == len(theirs.stock)
    assert rebuilt.opponent_cards == real.opponent_cards


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), spec=st.sampled_from(SPECS))
def test_a_view_rebuilt_from_the_minimal_fields_is_the_real_view(seed: int,
                                                                 spec: dict[str, Any]) -> None:
    for state in _decisions(spec, seed):
        assert_rebuilds(state, minimal=True)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), spec=st.sampled_from(SPECS[2:]))
def test_a_view_rebuilt_with_the_extras_keeps_doubles_and_auto_kings(seed: int,
                                                                     spec: dict[str, Any]
                                                                     ) -> None:
    for state in _decisions(spec, seed, doubles=True):
        assert_rebuilds(state, minimal=False)


def test_views_after_a_reshuffle_of_the_discards_rebuild() -> None:
    """§3.6: an exchange larger than the stock draws from the reshuffled discards; both
    the seat that drew and its opponent rebuild their views, and a seat may draw back
    its own discards."""
    roles, redrawn = set(), 0
    for seed in range(40):
        for state in _decisions({"preset": "italian"}, seed):
            current = state.deal
            assert current is not None and state.actor is not None
            if not current.last_round:
                continue
            assert_rebuilds(state, minimal=True)
            stock, reshuffler = 21, None
            for who, action in current.history:
                if action.kind == "discard" and reshuffler is None:
                    reshuffler = who if action.count > stock else None
                    stock -= action.count
            roles.add(state.actor == reshuffler)
            mine = {c for who, a in current.history if who == state.actor for c in a.cards
                    if a.kind == "discard"}
            redrawn += bool(mine & set(current.hands[state.actor]))
    assert roles == {True, False} and redrawn > 0


# Outside engines through exec: ----------------------------------------------------------

def test_a_whole_match_through_exec_bot_is_legal_throughout() -> None:
    rng = random.Random(5)
    with make_player(EXEC_RANDOM) as outside:  # type: ignore[attr-defined]
        assert outside.name == "ecarte random"
        for spec in ({"preset": "club"}, {"preset": "italian", "dealer_may_stand_pat": True}):
            players = [outside, make_bot("random", seed=9)]
            state = new_match(Rules.from_spec(spec))
            asked = 0
            while (seat := state.actor) is not None:
                if seat == CHANCE:
                    state, _ = apply(state, chance_action(state, rng))
                    continue
                asked += seat == 0
                action = players[seat].choose(view(state, seat))
                state, _ = apply(state, action)  # raises on an illegal action
            assert state.winner in (0, 1) and asked > 10
        assert outside.running
    assert not outside.running  # closed: the child was stopped


def _python(code: str) -> str:
    return shlex.join([sys.executable, "-c", code])


def test_exec_bot_names_a_command_that_does_not_exist() -> None:
    with pytest.raises(EngineProtocolError, match="could not be started: there is no "
                                                  "program 'ecarte-no-such-engine'"):
        make_player("exec:ecarte-no-such-engine --fast")


def test_exec_bot_rejects_an_engine_that_prints_garbage() -> None:
    command = _python("print('good day to you'); import sys; sys.stdin.read()")
    with pytest.raises(EngineProtocolError, match="answered the hello request with "
                                                  "'good day to you', which is not JSON"):
        ExecBot(command, timeout=20)


def test_exec_bot_gives_up_on_an_engine_that_never_answers() -> None:
    began = time.monotonic()
    with pytest.raises(EngineProtocolError, match=r"did not answer the hello request "
                                                  r"within 0\.5 s"):
        ExecBot(_python("import time; time.sleep(60)"), timeout=0.5)
    assert time.monotonic() - began < 5  # and the silent child was stopped


def test_exec_bot_reports_an_engine_that_dies() -> None:
    command = _python("import sys; sys.stderr.write('out of memory\\n'); sys.exit(3)")
    with pytest.raises(EngineProtocolError, match=r"stopped without answering the hello "
                                                  r"request .exit status 3: out of memory"):
        ExecBot(command, timeout=20)


def test_exec_bot_rejects_an_action_that_is_not_legal() -> None:
    script = ("import json, sys\n"
              "for line in sys.stdin:\n"
              "    kind = json.loads(line)['type']\n"
              "    reply = {'type': 'hello', 'name': 'rogue'} if kind == 'hello' "
              "else {'action': 'play Ks'}\n"
              "    print(json.dumps(reply), flush=True)\n")
    with ExecBot(_python(script), timeout=20) as rogue:
        assert rogue.name == "rogue"
        with pytest.raises(EngineProtocolError, match=r"answered 'play Ks', which is not one "
                                                      r"of the legal actions .stand, propose"):
            rogue.choose(view(START, 0))
        assert not rogue.running


def test_the_timeout_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_ENGINE_TIMEOUT", "42")
    with ExecBot(shlex.join(ENGINE)) as engine:
        assert engine.timeout == 42


def test_exec_bot_says_quit_to_its_engine_at_exit(tmp_path: Any) -> None:
    said = tmp_path / "said.txt"
    engine = ("import json, sys\n"
              "for line in sys.stdin:\n"
              "    kind = json.loads(line)['type']\n"
              f"    open({str(said)!r}, 'a').write(kind + '\\n')\n"
              "    if kind == 'quit':\n"
              "        break\n"
              "    print(json.dumps({'type': 'hello', 'name': 'listener'}), flush=True)\n")
    caller = ("from ecarte.players import make_player\n"
              f"bot = make_player({'exec:' + _python(engine)!r})\n"
              "print(bot.name)\n")  # exits without close()
    done = subprocess.run([sys.executable, "-c", caller], capture_output=True, text=True,
                          timeout=30)
    assert done.stdout.strip() == "listener", done.stderr
    assert said.read_text().split() == ["hello", "quit"]
