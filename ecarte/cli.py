"""The ``ecarte`` command: a table of subcommands, each in its own module.

A subcommand module under ``ecarte.commands`` provides ``HELP`` (one line),
``configure(parser)`` and ``run(args) -> int``; heavy imports (rich, prompt_toolkit)
belong inside ``run`` so that ``ecarte --help`` stays quick.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from types import ModuleType

from ecarte import __version__

COMMANDS: dict[str, str] = {
    "play": "ecarte.commands.play",
    "watch": "ecarte.commands.watch",
    "rules": "ecarte.commands.rules",
    "verify": "ecarte.commands.verify",
    "arena": "ecarte.commands.arena",
    "engine": "ecarte.commands.engine",
}


class _Parser(argparse.ArgumentParser):
    """argparse with exit status 2 and one clear line for usage errors."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(f"{self.prog}: {message}\n")
        raise SystemExit(2)


def _modules() -> dict[str, ModuleType]:
    found: dict[str, ModuleType] = {}
    for name, path in COMMANDS.items():
        try:
            found[name] = importlib.import_module(path)
        except ModuleNotFoundError as error:
            if error.name != path:
                raise
    return found


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="ecarte",
        description="Écarté, the French card game for two, in your terminal.",
        epilog="Run 'ecarte COMMAND --help' for the options of a command.")
    parser.add_argument("--version", action="version", version=f"ecarte {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, module in _modules().items():
        sub = commands.add_parser(name, help=module.HELP, description=module.HELP)
        module.configure(sub)
        sub.set_defaults(run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    from ecarte.protocol.client import EngineProtocolError

    try:
        return int(args.run(args))
    except EngineProtocolError as error:
        sys.stderr.write(f"ecarte {args.command}: {error}\n")
        return 1
    except KeyboardInterrupt:
        sys.stderr.write("\ninterrupted\n")
        return 130
    except BrokenPipeError:
        return 0
