"""Outside engines as bots: ``exec:COMMAND`` runs COMMAND and talks the protocol to it.

The command is split like a shell would (``shlex``), started once, greeted with a hello,
then asked for an action at each decision; an engine that answers the hello with protocol
2 is also told when a game and a deal begin (``new_game``, ``new_deal``). Any bad answer, a
dead process, or silence past the timeout raises ``EngineProtocolError`` with a sentence
naming the command. What the engine writes on its standard error goes on to ours, or to
the file named by ``ECARTE_ENGINE_LOG``.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import shlex
import subprocess
import threading
import weakref
from collections import deque
from collections.abc import Mapping
from typing import IO, Any, Final, NoReturn

from ecarte.engine import Action, SeatView, parse_action
from ecarte.engine.errors import InvalidActionError
from ecarte.protocol.fields import show
from ecarte.protocol.options import EngineOption, OptionError, declared, find
from ecarte.protocol.server import MAX_LINE, PROTOCOL_VERSION, VERSIONS
from ecarte.protocol.viewjson import view_to_json

DEFAULT_TIMEOUT: Final = 10.0
TIMEOUT_VARIABLE: Final = "ECARTE_ENGINE_TIMEOUT"
"""Environment variable: seconds to wait for each answer (default 10)."""
LOG_VARIABLE: Final = "ECARTE_ENGINE_LOG"
"""Environment variable: a file to append the engines' standard error to (default: our
own standard error)."""


class EngineProtocolError(RuntimeError):
    """An outside engine that cannot be started, or that answered badly or not at all:
    ``problem`` says what (a key of the commands area's ``engine_problems``), of the
    engine ``command``, with the ``details`` its sentence shows (each a text: what was
    asked, what came back); worded when shown, in the chosen language."""

    def __init__(self, problem: str, command: str, *details: str) -> None:
        super().__init__(problem, command, *details)
        self.problem, self.command, self.details = problem, command, details

    def __str__(self) -> str:
        from ecarte.words.commands import words

        said, command, problem = words(), repr(self.command), self.problem
        d = (*self.details, "", "", "")
        if problem == "unreadable":
            return said.engine_unreadable(command, d[0])
        if problem == "empty":
            return said.engine_empty
        if problem == "no-program":
            return said.engine_no_program(command, d[0])
        if problem == "not-started":
            return said.engine_not_started(command, d[0])
        if problem == "not-hello":
            return said.engine_not_hello(command, d[0])
        if problem == "version":
            return said.engine_version(command, d[0], d[1])
        if problem == "option":
            return said.engine_option(command, d[0])
        if problem == "not-action":
            return said.engine_not_action(command, d[0])
        if problem == "illegal":
            return said.engine_illegal(command, d[0], d[1])
        if problem == "closed":
            return said.engine_closed(command)
        if problem == "stopped-before":
            return said.engine_stopped_before(command, d[0], d[1])
        if problem == "timeout":
            return said.engine_timeout(command, d[0], d[1])
        if problem == "stopped-without":
            return said.engine_stopped_without(command, d[0], d[1])
        if problem == "overlong":
            return said.engine_overlong(command, d[0], d[1])
        if problem == "not-json":
            return said.engine_not_json(command, d[0], d[1])
        if problem == "not-object":
            return said.engine_not_object(command, d[0], d[1])
        return said.engine_refused(command, d[0], d[1])


def default_timeout() -> float:
    text = os.environ.get(TIMEOUT_VARIABLE, "")
    try:
        seconds = float(text)
    except ValueError:
        return DEFAULT_TIMEOUT
    return seconds if seconds > 0 else DEFAULT_TIMEOUT


class ExecBot:
    """A bot that is an outside program speaking the protocol on its stdin and stdout.

    ``timeout`` is the seconds to wait for each answer (default: the environment variable
    ``ECARTE_ENGINE_TIMEOUT``, else 10). The program is stopped by ``close()`` and at exit.
    """

    def __init__(self, command: str, seed: int = 0, timeout: float | None = None,
                 options: Mapping[str, str] | None = None,
                 movetime: float | None = None) -> None:
        self.command = command
        self.seed = seed
        self.movetime = movetime
        """The time budget per decision, in seconds, that an engine of protocol 3 is told
        (``movetime`` in milliseconds); None: no budget."""
        least = 2 * movetime if movetime is not None else 0.0
        self.timeout = max(timeout if timeout is not None else default_timeout(), least)
        self.name = command
        self.protocol = 1
        """The version the engine answered the hello with: from 2 it hears new_game and
        new_deal; from 3 it declares its options, is told the time budget and may
        analyse."""
        self.options: tuple[EngineOption, ...] = ()
        """The options the engine declared in its hello (protocol 3)."""
        self.analyses = False
        """Whether the engine answers analyse requests (its hello says so)."""
        self._closed = False
        self._said: list[str] = []  # the hello, the game's new_game, then this deal's lines
        try:
            argv = shlex.split(command)
        except ValueError as error:
            raise EngineProtocolError("unreadable", command, str(error)) from None
        if not argv:
            raise EngineProtocolError("empty", command)
        try:
            self._process = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        except FileNotFoundError:
            raise EngineProtocolError("no-program", command, repr(argv[0])) from None
        except OSError as error:
            raise EngineProtocolError("not-started", command, str(error.strerror or error)) \
                from None
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        self._stderr: deque[str] = deque(maxlen=5)
        assert self._process.stdout is not None and self._process.stderr is not None
        _reader(self._process.stdout, self._lines.put)
        _reader(self._process.stderr, self._passed_on(_stderr_sink()))
        self._finalizer = weakref.finalize(self, _stop, self._process)
        hello = self._ask({"type": "hello", "protocol": PROTOCOL_VERSION,
                           "versions": list(VERSIONS)}, "hello")
        if hello.get("type") != "hello":
            self._fail("not-hello", show(hello))
        version = hello.get("protocol", 1)
        if isinstance(version, bool) or version not in VERSIONS \
                or not isinstance(version, int):
            theirs = hello.get("versions")
            self._fail("version", show(theirs if isinstance(theirs, list) else version),
                       ", ".join(map(str, VERSIONS)))
        self.protocol = version
        name = hello.get("name")
        if isinstance(name, str) and name.strip():
            self.name = name.strip()[:60]
        if version >= 3:
            self.analyses = hello.get("analyse") is True
            try:
                self.options = declared(hello.get("options"))
            except OptionError as error:
                self._fail("option", str(error))
        self._set_options(options or {})

    def _set_options(self, values: Mapping[str, str]) -> None:
        """Send each option (its value as text, read by its declared type) with
        set_option; one that is not declared, or a value it does not take, stops the
        engine with an EngineProtocolError ("option") saying so."""
        try:
            read = {name: find(self.options, name).read_text(text)
                    for name, text in values.items()}
        except OptionError as error:
            self._fail("option", str(error))
        for name, value in read.items():
            self._ask({"type": "set_option", "name": name, "value": value}, "set_option")

    def deal_begins(self, view: SeatView) -> None:
        """Tell an engine of protocol 2 that a deal begins (and first, at the first deal
        of a game, that a game begins); an engine of protocol 1 is told nothing."""
        if self.protocol < 2:
            return
        state, game = view.state, view.state.game
        if game is None:
            return
        facts = {"seat": view.seat, "games": list(state.games), "score": list(state.score)}
        if game.deals == 1:
            budget = {} if self.movetime is None or self.protocol < 3 else \
                {"movetime": _milliseconds(self.movetime)}
            self._ask({"type": "new_game", "rules": state.rules.to_spec(),
                       "target": state.rules.target, **facts, "seed": self.seed, **budget},
                      "new_game")
        self._ask({"type": "new_deal", **facts, "dealer": game.dealer,
                   "deals": game.deals}, "new_deal")

    @property
    def transcript(self) -> str:
        """The requests to feed the engine again to reach the last one it was sent (the
        one that failed, after a failure), one JSON line each: the hello, the new_game of
        the game in progress and this deal's requests."""
        return "".join(line + "\n" for line in self._said)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions()
        if not legal:
            raise ValueError("choose() is only called on the seat to act")
        texts = [str(action) for action in legal]
        request: dict[str, Any] = {"type": "act", "view": view_to_json(view), "legal": texts}
        if self.movetime is not None and self.protocol >= 3:
            request["movetime"] = _milliseconds(self.movetime)
        answer = self._ask(request, "act")
        text = answer.get("action")
        if not isinstance(text, str):
            self._fail("not-action", show(answer))
        if text in texts:
            return legal[texts.index(text)]
        try:
            action: Action | None = parse_action(text)
        except InvalidActionError:
            action = None
        if action not in legal:
            self._fail("illegal", repr(text[:40]),
                       ", ".join(texts[:12]) + (", ..." if len(texts) > 12 else ""))
        assert action is not None
        return action

    def analyse(self, view: SeatView) -> dict[Action, float]:
        """The engine's value of each legal action (its analyse answer), for an engine
        whose hello said it analyses; an action it gave no value is left out."""
        legal = view.legal_actions()
        texts = [str(action) for action in legal]
        if not self.analyses or not legal:
            return {}
        answer = self._ask({"type": "analyse", "view": view_to_json(view), "legal": texts},
                           "analyse")
        values: dict[Action, float] = {}
        listed = answer.get("values")
        for item in listed if isinstance(listed, list) else ():
            if not isinstance(item, dict) or item.get("action") not in texts:
                continue
            value = item.get("value")
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                values[legal[texts.index(item["action"])]] = float(value)
        return values

    @property
    def running(self) -> bool:
        """Whether the outside program is still running."""
        return self._process.poll() is None

    def close(self) -> None:
        """Say quit and stop the program (terminate it if it does not stop at once)."""
        self._closed = True
        if hasattr(self, "_finalizer"):
            self._finalizer()

    def __enter__(self) -> ExecBot:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _ask(self, message: dict[str, Any], what: str) -> dict[str, Any]:
        if self._closed:
            raise EngineProtocolError("closed", self.command)
        stdin = self._process.stdin
        assert stdin is not None
        request = json.dumps(message)
        kind = message["type"]
        if kind == "new_game" or (kind == "act" and self.protocol < 2):
            del self._said[1:]  # an act of protocol 1 carries all the engine needs
        elif kind == "new_deal":
            del self._said[2 if self._said[1:2] and '"new_game"' in self._said[1] else 1:]
        self._said.append(request)
        try:
            stdin.write(request.encode() + b"\n")
            stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            self._fail("stopped-before", what, self._exit_note())
        try:
            line = self._lines.get(timeout=self.timeout)
        except queue.Empty:
            self._fail("timeout", what, f"{self.timeout:g}")
        if line is None:
            self._fail("stopped-without", what, self._exit_note())
        if line == OVERLONG:
            self._fail("overlong", what, f"{MAX_LINE:,}")
        try:
            answer = json.loads(line.decode("utf-8"))
        except (ValueError, RecursionError):
            shown = line.decode("utf-8", "replace").strip()
            shown = shown if len(shown) <= 60 else shown[:57] + "..."
            self._fail("not-json", what, repr(shown))
        if not isinstance(answer, dict):
            self._fail("not-object", what, show(answer))
        if "error" in answer:
            self._fail("refused", what, str(answer["error"])[:200])
        return answer

    def _exit_note(self) -> str:
        try:
            status = self._process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            return ""
        said = next((line for line in reversed(self._stderr) if line), "")
        from ecarte.words.commands import words

        return words().engine_exit(status, said[:200])

    def _passed_on(self, sink: Any) -> Any:
        """What the stderr reader does with each line: pass it on to ``sink`` and keep
        the last few for the sentence of a crash."""
        def put(line: bytes | None) -> None:
            if not line:
                return
            self._stderr.append(line.decode("utf-8", "replace").rstrip())
            with contextlib.suppress(OSError, ValueError):
                sink(line)
        return put

    def _fail(self, problem: str, *details: str) -> NoReturn:
        """Stop the program and raise the error, naming the command."""
        self.close()
        raise EngineProtocolError(problem, self.command, *details)


def _milliseconds(seconds: float) -> int:
    return max(1, round(1000 * seconds))


OVERLONG: Final = b""
"""What the reader puts for a line longer than MAX_LINE bytes, skipped whole: no bytes,
which no line read is (a line ends with a newline, or the pipe with its end)."""


def _reader(pipe: IO[bytes], put: Any) -> None:
    """Read ``pipe`` line by line in a daemon thread, then put None at its end. A line
    longer than MAX_LINE is read no further than that and skipped, put as OVERLONG: an
    engine writing without end never fills memory."""
    def run() -> None:
        try:
            while True:
                line = pipe.readline(MAX_LINE + 1)
                if not line:
                    break
                if len(line) > MAX_LINE and not line.endswith(b"\n"):
                    while (more := pipe.readline(MAX_LINE)) and not more.endswith(b"\n"):
                        pass
                    line = OVERLONG
                put(line)
        except (OSError, ValueError):
            pass
        put(None)
    threading.Thread(target=run, daemon=True).start()


def _stderr_sink() -> Any:
    """Where an engine's standard error goes: appended to the file named by
    ECARTE_ENGINE_LOG, else written on to our standard error as it comes."""
    name = os.environ.get(LOG_VARIABLE, "")
    if name:
        try:
            log = open(name, "ab")  # noqa: SIM115 (kept open while the engine runs)
        except OSError:
            log = None
        if log is not None:
            def append(line: bytes) -> None:
                log.write(line if line.endswith(b"\n") else line + b"\n")
                log.flush()
            return append

    def write(line: bytes) -> None:
        import sys

        text = line.decode("utf-8", "replace")
        sys.stderr.write(text if text.endswith("\n") else text + "\n")
        sys.stderr.flush()
    return write


def _stop(process: subprocess.Popen[bytes]) -> None:
    """Quit, then terminate, then kill: the child never outlives its bot."""
    if process.poll() is None:
        try:
            assert process.stdin is not None
            process.stdin.write(b'{"type": "quit"}\n')
            process.stdin.flush()
        except (OSError, ValueError):
            pass
    for stop, patience in ((None, 0.5), (process.terminate, 1.0), (process.kill, 5.0)):
        if stop is not None:
            stop()
        try:
            process.wait(timeout=patience)
            break
        except subprocess.TimeoutExpired:
            continue
    for pipe in (process.stdin, process.stdout, process.stderr):
        if pipe is not None:
            with contextlib.suppress(OSError):
                pipe.close()
