"""``ecarte join HOST[:PORT] --code WORDS``: play a match someone hosts with ``ecarte host``."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ecarte.commands.flags import add_display_flags, fail_line

EPILOG = """\
The code is the four words 'ecarte host' shows. The host's certificate is pinned at the
first join: a different one later is refused. A guest who loses the connection comes back
by itself; after a restart, 'ecarte join HOST[:PORT]' (no code) returns to the same seat.
In the game: 'say TEXT' sends a chat line; undo is off, and hints unless the host turned
them on ('ecarte host --hints'). If the host's machine goes away, the guest tries to come
back for the grace period, then says how to rejoin later. See docs/network.md.
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = EPILOG
    parser.add_argument("address", metavar="HOST[:PORT]",
                        help="the host's address, and its port if not 7077")
    parser.add_argument("--code", metavar="WORDS", help="the join code the host shows")
    parser.add_argument("--name", help="your name at the table")
    add_display_flags(parser)


def _fail(message: str, status: int = 1) -> int:
    sys.stderr.write(fail_line("join", message))
    return status


def run(args: argparse.Namespace) -> int:
    from ecarte.commands.host import table_look
    from ecarte.net.client import Guest, JoinError, Left, join, rejoin, saved_seat, split_address
    from ecarte.net.guesttable import GuestTable
    from ecarte.net.hosttable import NetTerminal, NewsDesk, off_commands
    from ecarte.ui.console import LineTerminal, TtyTerminal

    try:
        host, port = split_address(args.address)
    except JoinError as error:
        return _fail(str(error), 2)
    address = f"{host}:{port}"
    console, look, interactive, settings = table_look(args)
    name = (args.name or (settings.name if settings.name != "You" else "Guest")).strip()[:20]
    inner = TtyTerminal(console) if interactive else LineTerminal(console)
    links: list[Guest] = []
    term = NetTerminal(inner, lambda text: links[0].say(text) if links else None, NewsDesk(),
                       off_commands(True))  # the table itself answers 'hint'
    table = GuestTable(term, console, look, autoplay=settings.autoplay,
                       declare_king=settings.declare_king, hint=_adviser(look))
    try:
        if args.code is None:
            seat = saved_seat(address)
            if seat is None:
                return _fail("a join code is needed: --code WORDS, the four words "
                             "'ecarte host' shows", 2)
            console.print(f"Coming back to your seat at {address}...", markup=False)
            link = rejoin(seat)
            seat.first_pin = False
        else:
            console.print(f"Joining the table at {address}...", markup=False)
            link, seat = join(address, args.code, name)
        guest = Guest(link, seat, table)
        links.append(guest)
        end = guest.play()
    except (Left, KeyboardInterrupt):
        if not links:
            console.print("\nNot joined.", markup=False)
            return 0
        console.print("\nYou left the match: it is adjourned. It goes on when the host runs "
                      "'ecarte host --resume' and you run (no code needed):", markup=False)
        console.print(f"    ecarte join {address}", markup=False, soft_wrap=True)
        return 0
    except JoinError as error:
        return _fail(str(error))
    if table.record is not None and end.get("reason") == "over":
        _keep(table.record, links[0].seat.seat, table.hints_used > 0, console)
    return 0 if end.get("reason") in ("over", "left", "adjourned") else 1


def _keep(record: dict[str, Any], seat: int, tutor: bool, console: Any) -> None:
    """Keep the finished match in the history, when its record verified."""
    from ecarte.history.network import keep_network
    from ecarte.net import commit

    if commit.check_record(record) is not None:
        console.print("The host's record does not verify: it is not kept in your history.",
                      style="warn", markup=False)
        return
    console.print(keep_network(record, you=seat, tutor=tutor), style="note", markup=False)


def _adviser(look: Any) -> Any:
    """The hint for a view, as ``ecarte play`` gives it (the expert's judgement and its
    chances), for a host that allows hints."""
    from ecarte.players import DEFAULT_LEVEL
    from ecarte.ui.meta import advice, chance_of, hint_text

    def hint(seen: Any) -> Any:
        action, chances = advice(DEFAULT_LEVEL, seen, 0)
        return hint_text(DEFAULT_LEVEL, action, chances, look,
                         chance_of(seen, judged=DEFAULT_LEVEL == "expert"))
    return hint
