"""The engine side of the protocol: one JSON object a line in, one a line out.

>>> from ecarte.bots import make_bot
>>> session = EngineSession(make_bot("random", seed=1), "ecarte random")
>>> session.answer(b'{"type": "hello"}')
{'type': 'hello', 'name': 'ecarte random', 'protocol': 1}
>>> session.answer(b'{"type": "dance"}')
{'error': "unknown message type 'dance': the types are hello, act and quit"}
"""

from __future__ import annotations

import json
from typing import IO, TYPE_CHECKING, Any, Final

from ecarte.engine import Action, parse_action
from ecarte.engine.errors import InvalidActionError
from ecarte.protocol.fields import show
from ecarte.protocol.rebuild import ViewError, rebuild_view

if TYPE_CHECKING:  # a session serves any bot; the registry is not needed to run one
    from ecarte.bots import Bot

PROTOCOL_VERSION: Final = 1
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
                return {"type": "hello", "name": self.name, "protocol": PROTOCOL_VERSION}
            if kind == "quit":
                return None
            if kind == "act":
                return self._act(message)
            if kind is None:
                raise _RequestError("the request has no \"type\": the types are hello, "
                                    "act and quit")
            raise _RequestError(f"unknown message type {show(kind)}: the types are hello, "
                                "act and quit")
        except (_RequestError, ViewError) as error:
            return {"error": str(error)}
        except Exception as error:  # a bug must not end the session: say what it was
            return {"error": f"the engine failed on this request ({type(error).__name__}: "
                             f"{error})"}

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
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        raise _RequestError("the line is not UTF-8 text: send one JSON object per "
                            "line") from None
    text = text.strip()
    if not text:
        raise _RequestError("the line is empty: send one JSON object per line")
    try:
        message = json.loads(text)
    except RecursionError:
        raise _RequestError("the line is not valid JSON: it is nested too deeply") from None
    except ValueError as error:
        reason = error.msg if isinstance(error, json.JSONDecodeError) else str(error)
        raise _RequestError(f"the line is not valid JSON: {reason}") from None
    if not isinstance(message, dict):
        raise _RequestError("each line must be a JSON object, like {\"type\": \"hello\"}")
    return message


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
        sink.write(json.dumps(reply) + "\n")
        sink.flush()
