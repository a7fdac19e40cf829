"""``ecarte join HOST[:PORT] --code WORDS``: play a match someone hosts with ``ecarte host``."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ecarte.cli_parser import Paragraphs
from ecarte.commands.flags import add_display_flags, fail_line


def _blank(name: str) -> str:
    """An option's blank (its metavar) as the help in the chosen language shows it."""
    from ecarte.words.commands import words

    return words().metavars.get(name, name)


def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.net import words

    said = words()
    parser.formatter_class = Paragraphs
    parser.epilog = said.join_epilog
    parser.add_argument("address", metavar=_blank("HOST[:PORT]"), help=said.help_address)
    parser.add_argument("--code", metavar=_blank("WORDS"), help=said.help_code)
    parser.add_argument("--name", metavar=_blank("NAME"), help=said.help_name)
    parser.add_argument("--watch", action="store_true", help=_gallery_words().help_watch)
    add_display_flags(parser)


def _gallery_words() -> Any:
    from ecarte.words.gallery import words

    return words()


def _fail(message: str, status: int = 1) -> int:
    sys.stderr.write(fail_line("join", message))
    return status


def run(args: argparse.Namespace) -> int:
    from ecarte.commands.host import table_look
    from ecarte.net.client import Guest, JoinError, Left, join, rejoin, saved_seat, split_address
    from ecarte.net.guesttable import GuestTable
    from ecarte.net.hosttable import NetTerminal, NewsDesk, off_commands
    from ecarte.ui.console import LineTerminal, TtyTerminal
    from ecarte.words.net import words

    said = words()
    try:
        host, port = split_address(args.address)
    except JoinError as error:
        return _fail(str(error), 2)
    address = f"{host}:{port}"
    console, look, interactive, settings = table_look(args)
    if args.watch:
        return _watch(args, address, console, look, interactive, settings)
    name = (args.name or (settings.name if settings.name != "You" else
                          said.default_guest)).strip()[:20]
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
                return _fail(said.code_needed, 2)
            console.print(said.coming_back_to(address), markup=False)
            link = rejoin(seat)
            seat.first_pin = False
        else:
            console.print(said.joining(address), markup=False)
            link, seat = join(address, args.code, name)
        guest = Guest(link, seat, table)
        links.append(guest)
        end = guest.play()
    except (Left, KeyboardInterrupt):
        if not links:
            console.print("\n" + said.not_joined, markup=False)
            return 0
        console.print("\n" + said.you_left, markup=False)
        console.print(f"    ecarte join {address}", markup=False, soft_wrap=True)
        return 0
    except JoinError as error:
        return _fail(str(error))
    if table.record is not None and end.get("reason") == "over":
        _keep(table.record, links[0].seat.seat, table.hints_used > 0, console)
    return 0 if end.get("reason") in ("over", "left", "adjourned") else 1


def _watch(args: argparse.Namespace, address: str, console: Any, look: Any,
           interactive: bool, settings: Any) -> int:
    """``--watch``: the gallery, with the gallery's code or the place kept from before."""
    from ecarte.net.client import JoinError, join, rejoin, saved_seat
    from ecarte.net.gallerytable import GalleryTable
    from ecarte.net.watching import Bystander
    from ecarte.ui.console import LineTerminal, TtyTerminal

    said = _gallery_words()
    name = (args.name or (settings.name if settings.name != "You" else
                          said.default_name)).strip()[:20]
    inner = TtyTerminal(console) if interactive else LineTerminal(console)
    table = GalleryTable(console, look, inner)
    try:
        if args.code is None:
            seat = saved_seat(address, watch=True)
            if seat is None:
                return _fail(said.watch_code_needed, 2)
            console.print(said.back_to_gallery(address), markup=False)
            link = rejoin(seat)
            seat.first_pin = False
        else:
            console.print(said.watching_at(address), markup=False)
            link, seat = join(address, args.code, name, watch=True)
        end = Bystander(link, seat, table).watch()
    except KeyboardInterrupt:
        end = None
    except JoinError as error:
        return _fail(str(error))
    if end is None:
        console.print(said.you_left, markup=False)
        console.print(f"    ecarte join {address} --watch", markup=False, soft_wrap=True)
    return 0


def _keep(record: dict[str, Any], seat: int, tutor: bool, console: Any) -> None:
    """Keep the finished match in the history, when its record verified."""
    from ecarte.history.network import keep_network
    from ecarte.net import commit
    from ecarte.words.net import words

    if commit.check_record(record) is not None:
        console.print(words().record_unverified, style="warn", markup=False)
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
