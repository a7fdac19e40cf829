"""The ``ecarte`` command: a table of subcommands, each in its own module.

A subcommand module under ``ecarte.commands`` provides ``configure(parser)`` and
``run(args) -> int``; its one-line help is in ``COMMANDS`` here. Only the module of the
command asked for is imported. ``configure`` imports neither the bots nor rich nor
prompt_toolkit, so that ``ecarte COMMAND --help`` stays quick (the help of play and watch
reads the preset names from the engine); ``run`` imports what the command needs.

``ecarte --version`` and the help of ``ecarte`` itself load nothing but this module: not
even argparse (``ecarte.cli_parser``), which with ``re`` takes as long to load as Python
takes to start. The help is written here as argparse writes it (a test holds the two
together at every width); on a terminal too narrow for its simple layout, argparse
writes it.
"""

from __future__ import annotations

import errno
import io
import os
import sys

from ecarte import __version__
from ecarte.languages import LANGUAGES, language_of

TYPE_CHECKING = False  # typing itself loads re: this module is read at every start
if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

    from _typeshed import ReadableBuffer

    from ecarte.cli_parser import CommandParser

COMMANDS: dict[str, str] = {
    name: f"ecarte.commands.{name}"
    for name in ("play", "pool", "chouette", "watch", "learn", "rules", "verify", "replay",
                 "review", "arena", "tournament", "host", "join", "engine", "stats",
                 "history")
}
"""Each command, in the order the help lists them: the module that configures and runs
it. Its one-line help is in the words of ``ecarte --help`` (``top_words``)."""

def top_words(code: str = "en") -> dict[str, str]:
    """The words of ``ecarte --help`` in ``code`` (ecarte/words/commands/top.py): read
    without importing ``ecarte.words``, whose ``typing`` and ``re`` would double the time
    the help takes to start."""
    module = sys.modules.get("ecarte.words.commands.top")
    if module is None:
        from importlib.machinery import SourceFileLoader  # frozen: already loaded

        name = "ecarte.words.commands.top"
        path = os.path.join(os.path.dirname(__file__), "words", "commands", "top.py")
        space: dict[str, object] = {"__name__": name, "__file__": path}
        code_of = SourceFileLoader(name, path).get_code(name)
        assert code_of is not None
        exec(code_of, space)
        return space["TOP"][code]  # type: ignore[index, no-any-return]
    return module.TOP[code]  # type: ignore[no-any-return]


_UNSURE = "?"  # the settings file names a language in a form only tomllib reads


def quick_language(code: str | None, environ: dict[str, str] | None = None) -> str | None:
    """The language of the help of ``ecarte`` itself, decided without loading anything:
    ``code`` (from ``--lang``), else the settings file's ``lang`` when it is written
    plainly (``lang = "fr"``), else the locale (as ``ecarte.words.language_of``), else
    English. None when it takes more: a code the game does not speak (``speak`` says so),
    or a settings file that only a TOML reader reads."""
    environ = os.environ if environ is None else environ  # type: ignore[assignment]
    assert environ is not None
    if code is not None:
        return code if code in LANGUAGES else None
    setting = _plain_setting(environ)
    if setting == _UNSURE:
        return None
    if setting in LANGUAGES:
        return setting
    return language_of(environ)
    return "en"


def _plain_setting(environ: dict[str, str]) -> str | None:
    """The settings file's top-level ``lang`` when written plainly, None when it has none
    (or there is no file), ``_UNSURE`` when only tomllib can tell."""
    folder = environ.get("ECARTE_CONFIG_DIR")
    if not folder:  # platformdirs.user_config_dir, where it is simple
        if sys.platform == "darwin":
            folder = os.path.expanduser("~/Library/Application Support/ecarte")
        elif sys.platform.startswith(("win", "cygwin", "msys")):
            return _UNSURE
        else:
            base = environ.get("XDG_CONFIG_HOME", "").strip() or os.path.expanduser(
                "~/.config")
            folder = os.path.join(base, "ecarte")
    try:
        with open(os.path.join(folder, "config.toml"), "rb") as file:
            data = file.read(1 << 16)
    except OSError:
        return None
    if b"lang" not in data:
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return _UNSURE
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("["):
            return None  # a table: a top-level lang would have come before it
        key, equals, value = line.partition("=")
        if not equals or key.strip().strip("\"'") != "lang":
            continue
        value = value.split("#")[0].strip()
        inner = value[1:-1]
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'" and \
                not any(mark in inner for mark in "\"'\\"):
            return inner
        return _UNSURE
    return None


def asked_command(argv: Sequence[str]) -> str | None:
    """The command named on the command line: its first word that is not an option.

    >>> asked_command(["--version"]), asked_command(["play", "--seed", "3"])
    (None, 'play')
    """
    word = next((word for word in argv if not word.startswith("-")), None)
    return word if word in COMMANDS else None


def build_parser(configured: Collection[str] = tuple(COMMANDS)) -> CommandParser:
    """The parser of every command; only those in ``configured`` get their options (and
    have their module imported)."""
    from ecarte.cli_parser import build_parser as build
    from ecarte.words import chosen

    return build(COMMANDS, configured, top_words(chosen()))


def terminal_columns() -> int:
    """The width argparse formats its help for: ``shutil.get_terminal_size().columns``
    (``COLUMNS``, else the terminal's, else 80), without loading ``shutil``."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):  # no stdout, or not a terminal
            columns = 0
        columns = columns or 80
    return columns


def top_help(columns: int, code: str = "en") -> str | None:
    """The help of ``ecarte`` itself in ``code``, as argparse writes it for a terminal of
    ``columns``, or None when the terminal is too narrow for this simple layout."""
    width = columns - 2  # argparse keeps two columns free
    said = top_words(code)
    lang = f"  --lang {said['code']}"
    usage = usage_lines(said["usage"], ["[-h]", "[--version]", f"[--lang {said['code']}]"],
                        [said["command"], "..."], width)
    commands = [(f"    {name}", said[name]) for name in COMMANDS]
    options = [("  -h, --help", said["help"]), ("  --version", said["version"]),
               (lang, said["lang"])]
    # argparse's column for the help of each entry: two after the longest invocation
    # (a command's counted two columns less than it is indented), at most 24, and at most
    # 20 before the right edge; the help at least 11 wide
    longest = max([len(entry) - 2 for entry, _ in commands] + [len(e) for e, _ in options])
    help_at = min(longest + 2, 24, max(width - 20, 4))
    if usage is None or width - help_at < 11:
        return None  # argparse lays it out another way
    description, epilog = wrap(said["description"], width), wrap(said["epilog"], width)
    listed = [entry_lines(entry, line, width, help_at) for entry, line in commands]
    optional = [entry_lines(entry, line, width, help_at) for entry, line in options]
    if description is None or epilog is None or None in listed or None in optional:
        return None
    lines = [*usage, "", *description, "", said["commands"],
             f"  {said['command']}"]
    lines += [line for entry in listed for line in entry or ()]
    lines += ["", said["options"], *(line for entry in optional for line in entry or ()),
              "", *epilog]
    return "\n".join(lines) + "\n"


def usage_lines(prefix: str, optionals: list[str], positionals: list[str], width: int
                ) -> list[str] | None:
    """The usage as argparse writes it: on one line, or its parts wrapped under the
    program's name (optionals, then positionals from a new line); None when argparse
    would lay it out otherwise (the name taking more than three quarters of the line)."""
    line = " ".join(["ecarte", *optionals, *positionals])
    if len(prefix) + len(line) <= width:
        return [prefix + line]
    if len(prefix) + len("ecarte") > 0.75 * width:
        return None
    indent = " " * (len(prefix) + len("ecarte") + 1)

    def fill(parts: list[str], start: int) -> list[str]:
        lines: list[str] = []
        line: list[str] = []
        length = start - 1
        for part in parts:
            if length + 1 + len(part) > width and line:
                lines.append(indent + " ".join(line))
                line, length = [], len(indent) - 1
            line.append(part)
            length += len(part) + 1
        return [*lines, indent + " ".join(line)] if line else lines

    lines = fill(["ecarte", *optionals], len(prefix)) + fill(positionals, len(indent))
    lines[0] = prefix + lines[0][len(indent):]
    return lines


def entry_lines(invocation: str, help_line: str, width: int, help_at: int
                ) -> list[str] | None:
    """An entry of the help: its invocation, then its help from column ``help_at`` (on
    the next line when the invocation reaches it)."""
    wrapped = wrap(help_line, width - help_at)
    if wrapped is None:
        return None
    first, *rest = wrapped
    if len(invocation) > help_at - 2:
        return [invocation, *(" " * help_at + line for line in wrapped)]
    return [invocation.ljust(help_at) + first, *(" " * help_at + line for line in rest)]


def wrap(text: str, width: int) -> list[str] | None:
    """``textwrap.wrap(text, width)`` (which argparse uses) for one-line text: lines
    filled word by word, a word that does not fit broken after a hyphen as textwrap
    breaks it; None if a piece is longer than a line."""
    lines: list[str] = []
    line = ""
    for piece, spaced in _pieces(text):
        if len(piece) > width:
            return None
        joined = line + (" " if spaced and line else "") + piece
        if len(joined) <= width or not line:
            line = joined
        else:
            lines.append(line)
            line = piece
    return [*lines, line] if line else lines


def _pieces(text: str) -> list[tuple[str, bool]]:
    """The pieces textwrap fills lines with: the words, each cut after a hyphen between
    letters as textwrap's ``wordsep_re`` cuts it (``hot-`` + ``seat``); with each piece,
    whether a space comes before it."""
    pieces: list[tuple[str, bool]] = []
    for word in text.split(" "):
        if not word:
            continue
        spaced, start = True, 0
        for at in range(2, len(word) - 2):
            if word[at] == "-" and _hyphen_breaks(word, at):
                pieces.append((word[start:at + 1], spaced))
                spaced, start = False, at + 1
        pieces.append((word[start:], spaced))
    return pieces


def _hyphen_breaks(word: str, at: int) -> bool:
    """textwrap breaks after the hyphen at ``at``: two letters (or letter, hyphen,
    letter) before it, and a letter then a letter (or hyphen and letter) after it."""
    def letter(where: int) -> bool:
        return 0 <= where < len(word) and (word[where].isalpha() or word[where] == "_")
    before = (letter(at - 2) and letter(at - 1)) or \
        (letter(at - 3) and word[at - 2] == "-" and letter(at - 1))
    after = letter(at + 1) and (letter(at + 2) or (
        at + 3 < len(word) and word[at + 2] == "-" and letter(at + 3)))
    return before and after


def _write(text: str) -> None:
    """Write to stdout as argparse writes its help: to stderr if there is no stdout, and
    nothing said if the output is gone (a closed pipe, a full disk)."""
    out = sys.stdout or sys.stderr
    try:
        out.write(text)
        out.flush()
    except (AttributeError, OSError):
        pass


def main(argv: Sequence[str] | None = None) -> int:
    """The ``ecarte`` command. A Ctrl-C that no prompt reads (while a command starts up,
    or in one with no prompt) ends it with status 130 and one word, never a traceback.
    Output that cannot be written ends it too (``output_lost``)."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        try:
            return _main(argv)
        except KeyboardInterrupt:
            from ecarte.words.commands import words

            sys.stderr.write(f"\n{words().interrupted}\n")
            return 130
        finally:
            sys.stdout.flush()  # what is left to write, while a failure can still be said
    except OutputLost as lost:
        return output_lost(lost, asked_command(argv))


class OutputLost(Exception):
    """Standard output could not be written: a full disk, a pipe whose reader is gone, a
    closed descriptor; ``error`` is the OSError saying why. Deliberately no OSError, so
    that no handler meant for a file (a save, a record) takes it for its own: it ends the
    command, in ``main``."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error.errno, error.strerror)
        self.error = error


class _Output(io.FileIO):
    """A standard stream's file descriptor, written through. On standard output a failed
    write raises OutputLost (``gone``: the descriptor was closed before ecarte started,
    every write fails); once the loss is known (``discard``) writes go nowhere, so that
    the interpreter's own flush at exit cannot fail. On standard error (``quiet``) a
    failed write is dropped: a message nobody can read cannot be said another way."""

    def __init__(self, fd: int, *, gone: bool = False, quiet: bool = False) -> None:
        super().__init__(fd, "w", closefd=False)
        self.gone, self.quiet, self.discard = gone, quiet, False

    def write(self, data: ReadableBuffer) -> int:
        size = len(memoryview(data))
        if self.discard:
            return size
        try:
            if self.gone:
                raise OSError(errno.EBADF, os.strerror(errno.EBADF))
            return int(super().write(data) or 0)
        except BlockingIOError:
            raise
        except OSError as error:
            if self.quiet:
                return size
            raise OutputLost(error) from None


def guard_streams() -> None:
    """Standard input, output and error as a command needs them, whatever ecarte was
    started with: a closed one (``>&-``) gets /dev/null on its descriptor, so that no file
    opened later takes its number; writes to standard output raise OutputLost when they
    fail (at once when it was closed: nothing can be written), and writes to standard
    error that fail are dropped. Streams replaced by someone else (a test capturing the
    output) are left as they are."""
    if sys.stdin is None and _hold(0):
        sys.stdin = open(0, encoding="utf-8", closefd=False)  # noqa: SIM115 (for the run)
    for fd, name in ((1, "stdout"), (2, "stderr")):
        old = getattr(sys, name)
        if old is None and _hold(fd):
            raw = _Output(fd, gone=fd == 1, quiet=fd == 2)
        elif old is not None and old is getattr(sys, f"__{name}__") and _fileno(old) == fd:
            old.flush()
            raw = _Output(fd, quiet=fd == 2)
        else:
            continue
        stream = io.TextIOWrapper(
            io.BufferedWriter(raw), encoding=getattr(old, "encoding", None),
            errors=getattr(old, "errors", None) or ("backslashreplace" if fd == 2 else None),
            line_buffering=getattr(old, "line_buffering", fd == 2),
            write_through=getattr(old, "write_through", False))
        setattr(sys, name, stream)


def _hold(fd: int) -> bool:
    """Put /dev/null on the descriptor ``fd`` if it is closed; whether it was."""
    try:
        os.fstat(fd)
        return False
    except OSError:
        pass
    null = os.open(os.devnull, os.O_RDWR)
    if null != fd:
        os.dup2(null, fd)
        os.close(null)
    return True


def _fileno(stream: object) -> int | None:
    try:
        return int(stream.fileno())  # type: ignore[attr-defined]
    except (AttributeError, OSError, ValueError):
        return None


EPIPE_STATUS = 141
"""The status when the reader of the output went away (``ecarte rules | head -1``): what a
shell reports for a program ended by SIGPIPE, as ``cat`` and ``yes`` are."""


def output_lost(lost: OutputLost, command: str | None) -> int:
    """The end of a command whose output could not be written: one sentence on standard
    error ("ecarte: could not write the output: the disk is full"), or nothing when the
    reader of a pipe went away, and status 1 (141 for the pipe). The help and the version
    of ``ecarte`` itself end as argparse ends them: quietly, with status 0. Whatever is
    still to be written then goes nowhere."""
    for stream in (sys.stdout, sys.__stdout__):
        raw = getattr(getattr(stream, "buffer", None), "raw", None)
        if isinstance(raw, _Output):
            raw.discard = True
    if _fileno(sys.__stdout__) == 1 or isinstance(
            getattr(getattr(sys.stdout, "buffer", None), "raw", None), _Output):
        _to_devnull(1)
    if lost.error.errno == errno.EPIPE:
        return EPIPE_STATUS
    if command is None:
        return 0
    from ecarte.files import why
    from ecarte.words.commands import said_by, words

    try:
        sys.stderr.write(f"{said_by('ecarte')}{words().output_lost(why(lost.error))}\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    return 1


def _to_devnull(fd: int) -> None:
    """/dev/null onto ``fd``: what anyone still writes there (the interpreter's flush at
    exit) goes nowhere, and cannot fail."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)
    except OSError:
        pass


def take_language(argv: Sequence[str]) -> tuple[list[str], str | None]:
    """The command line without its ``--lang CODE`` (or ``--lang=CODE``), anywhere on
    it, and the code given (the last one given), or None.

    >>> take_language(["play", "--lang", "fr", "--seed", "3"])
    (['play', '--seed', '3'], 'fr')
    >>> take_language(["--lang=it", "rules"]), take_language(["play", "--lang"])
    ((['rules'], 'it'), (['play'], ''))
    """
    kept: list[str] = []
    code: str | None = None
    words = iter(argv)
    for word in words:
        if word == "--":
            kept += [word, *words]
        elif word == "--lang":
            code = next(words, "")
        elif word.startswith("--lang="):
            code = word.removeprefix("--lang=")
        else:
            kept.append(word)
    return kept, code


def speak(code: str | None) -> bool:
    """Choose the language: ``code`` (from ``--lang``), else the ``lang`` setting, else
    the locale, else English. False, with one sentence on standard error, when ``code``
    is no language the game speaks."""
    import ecarte.words as words

    quick = quick_language(code)  # --lang, a plain setting or the locale: no TOML read
    if quick is not None:
        words.choose(quick)
        return True
    if code is not None:
        try:
            words.choose(code)
        except ValueError:
            from ecarte.numbers import echo
            from ecarte.words.language import words as language_words

            known = ", ".join(words.LANGUAGES)
            sys.stderr.write(f"ecarte: --lang: "
                             f"{language_words().no_such(echo(code), known)}\n")
            return False
        return True
    setting = language_setting()
    words.choose(setting if setting in words.LANGUAGES else words.language_of(os.environ))
    return True


def language_setting() -> object:
    """The ``lang`` of the settings file, unchecked (None when there is no file, or it
    cannot be read: the command that reads the settings says why)."""
    import tomllib

    from ecarte.files import config_dir

    try:  # ecarte.ui.config.config_path, without loading the table's modules
        with (config_dir() / "config.toml").open("rb") as file:
            return tomllib.load(file).get("lang")
    except (OSError, ValueError, RecursionError):
        return None


def _main(argv: Sequence[str]) -> int:
    quick = None
    if list(argv) == ["--version"]:
        version = f"ecarte {__version__}"
        if len(version) <= terminal_columns() - 2:  # else argparse wraps it
            quick = version + "\n"
    argv, language = take_language(argv)
    if list(argv) in ([], ["--help"], ["-h"]):
        code = quick_language(language)
        quick = None if code is None else top_help(terminal_columns(), code)
    if quick is not None:
        _write(quick)
        return 0
    command = asked_command(argv)
    guard_streams()
    if not speak(language):
        return 2
    parser = build_parser(() if command is None else (command,))
    args, unknown = parser.parse_known_args(argv)
    if unknown:  # the command's own usage, and the option meant if one is close
        asked = parser.commands.get(args.command) if args.command else None
        from ecarte.cli_parser import unknown_words

        (asked or parser).error(unknown_words(unknown, asked or parser))
    if args.command is None:
        parser.print_help()
        return 0
    try:
        return int(args.run(args))
    except RuntimeError as error:  # the protocol is imported only when this happens
        from ecarte.protocol.client import EngineProtocolError

        if not isinstance(error, EngineProtocolError):
            raise
        from ecarte.words.commands import said_by

        sys.stderr.write(f"{said_by(f'ecarte {args.command}')}{error}\n")
        return 1
