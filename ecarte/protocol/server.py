"""The engine side of the protocol: one JSON object a line in, one a line out.

>>> from ecarte.bots import make_bot
>>> session = EngineSession(make_bot("random", seed=1), "ecarte random")
>>> session.answer(b'{"type": "hello", "protocol": 2}')
{'type': 'hello', 'name': 'ecarte random', 'protocol': 2}
>>> session.answer(b'{"type": "new_game", "seed": 7}')
{'type': 'ready'}
>>> session.answer(b'{"type": "dance"}')
{'error': "unknown message type 'dance': the types are hello, set_option, new_game, \
new_deal, act, analyse and quit"}
>>> session.answer(b'{"type": "hello", "versions": [1, 2, 3]}')["protocol"]
3
"""

from __future__ import annotations

import json
import math
from typing import IO, TYPE_CHECKING, Any, Final

from ecarte.engine import Action, parse_action
from ecarte.engine.errors import InvalidActionError
from ecarte.protocol.fields import show
from ecarte.protocol.options import OptionError, bot_options, find
from ecarte.protocol.rebuild import ViewError, rebuild_view

if TYPE_CHECKING:  # a session serves any bot; the registry is not needed to run one
    from ecarte.bots import Bot

PROTOCOL_VERSION: Final = 3
"""The newest version spoken: 2 adds new_game and new_deal to version 1; 3 adds the
versions both sides speak, options, the time budget and analyse."""
VERSIONS: Final = (1, 2, 3)
"""The versions an engine may answer a hello with."""
LONGEST_NUMBER: Final = 100
"""The most digits a number in a request may have (a seed has at most 19)."""
TYPES: Final = "hello, set_option, new_game, new_deal, act, analyse and quit"
MAX_LINE: Final = 65_536
"""Longest request line read, in bytes; a real request is a few hundred."""

Reply = dict[str, Any]


class EngineSession:
    """Answers requests with one bot. ``answer`` returns the reply, or None for quit.
    The bot's options are ``bot_options(bot)`` (the expert's samples), and it analyses
    when it has ``analyse(view)`` (the expert)."""

    def __init__(self, bot: Bot, name: str) -> None:
        self.bot = bot
        self.name = name
        self.options = bot_options(bot)
        self.analyses = hasattr(bot, "analyse") and getattr(bot, "analyses", True) is True
        """Whether the bot analyses: the expert, or an outside engine that does."""

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
            if kind == "analyse":
                return self._analyse(message)
            if kind == "set_option":
                return self._set_option(message)
            if kind is None:
                raise _RequestError(f"the request has no \"type\": the types are {TYPES}")
            raise _RequestError(f"unknown message type {show(kind)}: the types are {TYPES}")
        except (_RequestError, ViewError, OptionError) as error:
            return {"error": str(error)}
        except Exception as error:  # a bug must not end the session: say what it was
            return {"error": f"the engine failed on this request ({type(error).__name__}: "
                             f"{error})"}

    def _hello(self, message: dict[str, Any]) -> Reply:
        """The hello: the caller says the versions it speaks (``versions``, or
        ``protocol``, its newest: 1 to that one; 1 if it says neither); the answer is
        the newest both speak, with a remark when the caller's newest is not spoken, or
        an error when none is. From version 3 the answer lists the engine's versions,
        its options and whether it analyses."""
        from ecarte.words.protocol import words

        theirs = _versions(message)
        common = [version for version in VERSIONS if version in theirs]
        if not common:
            raise _RequestError(words().no_common_version(
                _listed(theirs), _listed(VERSIONS)))
        spoken = max(common)
        reply: Reply = {"type": "hello", "name": self.name, "protocol": spoken}
        if spoken >= 3:
            reply["versions"] = list(VERSIONS)
            reply["options"] = [option.to_json() for option in self.options]
            reply["analyse"] = self.analyses
        if max(theirs) > spoken:
            reply["remark"] = words().version_remark(str(max(theirs)), str(spoken))
        return reply

    def _set_option(self, message: dict[str, Any]) -> Reply:
        name = message.get("name")
        if not isinstance(name, str):
            from ecarte.words.protocol import words

            raise _RequestError(words().option_without_name)
        option = find(self.options, name)
        setattr(self.bot, option.name, option.read_json(message.get("value")))
        return {"type": "ready"}

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

    def _analyse(self, message: dict[str, Any]) -> Reply:
        """Every legal action of the view (or of ``legal``, when sent) with the bot's
        value of it, the game chance from 0 to 1, best first (as UCI's multipv)."""
        from ecarte.words.protocol import words

        analyse = getattr(self.bot, "analyse", None)
        if analyse is None or not self.analyses:
            raise _RequestError(words().no_analysis(self.name))
        if "view" not in message:
            raise _RequestError(words().analyse_without_view)
        view = rebuild_view(message["view"])
        mine = view.legal_actions()
        if not mine:
            raise _RequestError(words().analyse_not_to_act)
        wanted = {action: str(action) for action in mine} if message.get("legal") is None \
            else {a: t for a, t in _legal(message["legal"]).items() if a in mine}
        if not wanted:
            allowed = ", ".join(str(a) for a in mine)
            raise _RequestError(words().analyse_none_legal(allowed))
        values: dict[Action, float] = analyse(view)
        ranked = sorted(wanted, key=lambda a: (-values.get(a, -1.0), mine.index(a)))
        return {"type": "analysis", "values": [
            {"action": wanted[a], "value": None if a not in values else round(values[a], 4)}
            for a in ranked]}


def _versions(message: dict[str, Any]) -> tuple[int, ...]:
    """The versions the caller speaks: its ``versions`` list, else 1 to ``protocol``."""
    from ecarte.words.protocol import words

    if "versions" in message:
        listed = message["versions"]
        if not isinstance(listed, list) or not listed or len(listed) > 100 \
                or not all(_whole(v) and v >= 1 for v in listed):
            raise _RequestError(words().bad_versions(show(listed)))
        return tuple(listed)
    asked = message.get("protocol", 1)
    if not _whole(asked) or asked < 1:
        raise _RequestError(words().bad_version(show(asked)))
    return tuple(range(1, min(asked, 1000) + 1)) + ((asked,) if asked > 1000 else ())


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _listed(versions: tuple[int, ...]) -> str:
    shown = sorted(set(versions))
    return "[" + ", ".join(map(str, shown[:10])) + (", ...]" if len(shown) > 10 else "]")


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
