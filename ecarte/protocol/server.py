"""The engine side of the protocol: one JSON object a line in, one a line out.

>>> from ecarte.bots import make_bot
>>> session = EngineSession(make_bot("random", seed=1), "ecarte random")
>>> session.answer(b'{"type": "hello", "protocol": 2}')
{'type': 'hello', 'name': 'ecarte random', 'protocol': 2}
>>> session.answer(b'{"type": "new_game", "seed": 7}')
{'type': 'ready'}
>>> session.answer(b'{"type": "dance"}')
{'error': "unknown message type 'dance': the types are hello, new_game, new_deal, act and quit"}
"""

from __future__ import annotations

import json
import math
from typing import IO, TYPE_CHECKING, Any, Final

from ecarte.engine import Action, parse_action
from ecarte.engine.errors import InvalidActionError
from ecarte.protocol.fields import show
from ecarte.protocol.rebuild import ViewError, rebuild_view

if TYPE_CHECKING:  # a session serves any bot; the registry is not needed to run one
    from ecarte.bots import Bot

PROTOCOL_VERSION: Final = 2
"""The newest version spoken: 2 adds new_game and new_deal to version 1."""
VERSIONS: Final = (1, 2)
"""The versions an engine may answer a hello with."""
LONGEST_NUMBER: Final = 100
"""The most digits a number in a request may have (a seed has at most 19)."""
TYPES: Final = "hello, new_game, new_deal, act and quit"
MAX_LINE: Final = 65_536
"""Longest request line read, in bytes; a real request is a few hundred."""

Reply = dict[str, Any]


class EngineSession:
    """Answers requests with one bot. ``answer`` returns the reply, or None for quit."""

    def __init__(self, bot: Bot, name: str) -> None:
        self.bot = bot
        self.name = name

    def answer(self, line: bytes) -> Reply | None:
        try:
            message = _read(line)
        except _RequestError as error:
            return {"error": str(error)}
        reply = self._reply(message)
        if reply is not None and "id" in message:
            reply["id"] = message["id"]
        return reply

    def _reply(self, message: dict[str, Any]) -> Reply | None:
        kind = message.get("type")
        try:
            if kind == "hello":
                return self._hello(message)
            if kind in ("new_game", "new_deal"):
                return {"type": "ready"}  # every view carries all the bot needs
            if kind == "quit":
                return None
            if kind == "act":
                return self._act(message)
            if kind is None:
                raise _RequestError(f"the request has no \"type\": the types are {TYPES}")
            raise _RequestError(f"unknown message type {show(kind)}: the types are {TYPES}")
        except (_RequestError, ViewError) as error:
            return {"error": str(error)}
        except Exception as error:  # a bug must not end the session: say what it was
            return {"error": f"the engine failed on this request ({type(error).__name__}: "
                             f"{error})"}

    def _hello(self, message: dict[str, Any]) -> Reply:
        """The hello: the version asked for is the newest the caller speaks (1 if it
        says none); the answer is the newest both speak, with a remark when that is not
        the one asked for."""
        from ecarte.words.protocol import words

        asked = message.get("protocol", 1)
        if isinstance(asked, bool) or not isinstance(asked, int) or asked < 1:
            raise _RequestError(words().bad_version(show(asked)))
        reply: Reply = {"type": "hello", "name": self.name,
                        "protocol": min(asked, PROTOCOL_VERSION)}
        if asked > PROTOCOL_VERSION:
            reply["remark"] = words().version_remark(str(asked), str(PROTOCOL_VERSION))
        return reply

    def _act(self, message: dict[str, Any]) -> Reply:
        if "view" not in message:
            raise _RequestError("an act request needs a \"view\": the seat's view as JSON")
        offered = _legal(message.get("legal"))
        view = rebuild_view(message["view"])
        choice = self.bot.choose(view)
        if choice in offered:
            return {"action": offered[choice]}
        mine = view.legal_actions()
        for action, text in offered.items():
            if action in mine:
                return {"action": text}
        shown = ", ".join(offered.values())
        allowed = ", ".join(str(a) for a in mine)
        raise _RequestError(f"none of the legal actions sent ({shown}) is legal in this "
                            f"view; the legal actions are {allowed}")


class _RequestError(ValueError):
    """A request that cannot be answered; the message is the error sentence."""


def _read(line: bytes) -> dict[str, Any]:
    """The request on ``line``, a JSON object of finite numbers; a line that is not one
    raises _RequestError with a sentence of ours (never Python's own words)."""
    from ecarte.words.protocol import words

    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        raise _RequestError("the line is not UTF-8 text: send one JSON object per "
                            "line") from None
    if text.startswith("\ufeff"):
        raise _RequestError(words().byte_order_mark)
    text = text.strip()
    if not text:
        raise _RequestError("the line is empty: send one JSON object per line")
    try:
        message = json.loads(text, parse_constant=_not_finite, parse_float=_finite,
                             parse_int=_short_int)
    except RecursionError:
        raise _RequestError("the line is not valid JSON: it is nested too deeply") from None
    except json.JSONDecodeError as error:
        raise _RequestError(words().not_json_at(error.pos + 1)) from None
    if not isinstance(message, dict):
        raise _RequestError("each line must be a JSON object, like {\"type\": \"hello\"}")
    return message


def _not_finite(word: str) -> Any:
    """``NaN``, ``Infinity``, ``-Infinity``: Python reads them, JSON has no such numbers."""
    from ecarte.words.protocol import words

    raise _RequestError(words().not_finite(word))


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e400
        _not_finite(text[:20])
    return value


def _short_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > LONGEST_NUMBER:
        from ecarte.words.protocol import words

        raise _RequestError(words().long_number(digits))
    return int(text)


def _legal(value: Any) -> dict[Action, str]:
    """The request's legal list, each action with the text the caller used."""
    if value is None:
        raise _RequestError("an act request needs \"legal\": the list of actions allowed")
    if not isinstance(value, list) or not value:
        raise _RequestError("\"legal\" must be a non-empty list of actions, like "
                            "[\"stand\", \"propose\"]")
    offered: dict[Action, str] = {}
    for index, text in enumerate(value):
        if not isinstance(text, str):
            raise _RequestError(f"legal[{index}] must be an action as text, like \"stand\"")
        try:
            offered.setdefault(parse_action(text), text)
        except InvalidActionError as error:
            raise _RequestError(f"legal[{index}]: {error}") from None
    return offered


def serve(session: EngineSession, source: IO[bytes], sink: IO[str]) -> int:
    """Answer ``source`` line by line on ``sink`` until quit or end of input; returns
    the exit status (0)."""
    while True:
        line = source.readline(MAX_LINE + 1)
        if not line:
            return 0
        if len(line) > MAX_LINE and not line.endswith(b"\n"):
            while True:  # skip the rest of the overlong line
                more = source.readline(MAX_LINE)
                if not more or more.endswith(b"\n"):
                    break
            reply: Reply | None = {"error": f"the line is longer than {MAX_LINE} bytes: "
                                            "a request is one short JSON object"}
        else:
            reply = session.answer(line)
        if reply is None:
            return 0
        sink.write(json.dumps(reply, allow_nan=False) + "\n")
        sink.flush()
