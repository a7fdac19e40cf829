"""``ecarte host``: hold a match for a friend who joins over the network, and play it."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ecarte.cli_parser import Paragraphs
from ecarte.commands.flags import (
    add_display_flags,
    add_rules_flags,
    fail_line,
    open_table,
    seconds_arg,
    whole_number,
)

DEFAULT_PORT = 7077


def _blank(name: str) -> str:
    """An option's blank (its metavar) as the help in the chosen language shows it."""
    from ecarte.words.commands import words

    return words().metavars.get(name, name)


def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.net import words

    said = words()
    parser.formatter_class = Paragraphs
    parser.epilog = said.host_epilog
    parser.add_argument("--port", type=whole_number(said.the_port, 0, 65535), metavar="N",
                        help=said.help_port(DEFAULT_PORT))
    parser.add_argument("--bind", default="0.0.0.0", metavar=_blank("ADDRESS"), help=said.help_bind)
    parser.add_argument("--name", metavar=_blank("NAME"), help=said.help_name)
    parser.add_argument("--grace", type=seconds_arg(said.the_grace, 1, 600), default=120.0,
                        metavar=_blank("SECONDS"), help=said.help_grace)
    parser.add_argument("--move-timer", dest="move_timer",
                        type=seconds_arg(said.the_move_timer, 5, 600), metavar=_blank("SECONDS"),
                        help=said.help_move_timer)
    parser.add_argument("--hints", action=argparse.BooleanOptionalAction, default=None,
                        help=said.help_hints)
    parser.add_argument("--resume", action="store_true", help=said.help_resume)
    parser.add_argument("--gallery", action="store_true", help=_gallery_words().help_gallery)
    add_rules_flags(parser)
    add_display_flags(parser)


def _gallery_words() -> Any:
    from ecarte.words.gallery import words

    return words()


def _fail(message: str, status: int = 2) -> int:
    sys.stderr.write(fail_line("host", message))
    return status


def run(args: argparse.Namespace) -> int:
    from ecarte.commands.flags import rules_from_args
    from ecarte.engine import RulesError
    from ecarte.net import codes, commit, hosting, tls
    from ecarte.net.hosttable import NewsDesk
    from ecarte.net.server import GuestSeat, listen
    from ecarte.words.net import words

    said = words()
    port = args.port
    if port is not None and not 0 <= port < 65536:
        return _fail(said.port_range(port))
    kept: dict[str, Any] | None = None
    ledger = None
    if args.resume:
        try:
            path, ledger, kept = _adjourned()
        except ValueError as error:
            return _fail(str(error), 1)
        rules = ledger.rules
        port = port if port is not None else int(kept["port"])
    else:
        try:
            rules = rules_from_args(args)
        except RulesError as error:
            return _fail(str(error))
        port = port if port is not None else DEFAULT_PORT
    console, look, interactive, settings = table_look(args)
    name = (args.name or (settings.name if settings.name != "You" else
                          said.default_host)).strip()[:20]
    try:
        listener = listen(args.bind, port)
    except OSError as error:
        return _fail(_cannot_listen(args.bind, port, error), 1)
    cert, key, fingerprint = tls.host_certificate()
    code = codes.JoinCode()
    desk = NewsDesk()
    if kept is not None and ledger is not None:
        secret = str(kept["secret"])
        hashed = ledger.extra["commitment"]["hash"]
        name = ledger.names[1 - int(kept["seat"])]
    else:
        secret = commit.new_secret()
        hashed = commit.commitment(secret)
    kept_timer, kept_hints = (kept.get("move_seconds"), kept.get("hints")) if kept else (None, None)
    timer = args.move_timer if args.move_timer is not None else \
        kept_timer if isinstance(kept_timer, int | float) and kept_timer > 0 else None
    hints = args.hints if args.hints is not None else kept_hints is True
    guest = GuestSeat(listener, tls.server_context(cert, key), fingerprint, code, 1, name,
                      rules.to_spec(), hashed, news=desk, grace=args.grace,
                      move_seconds=timer, hints=hints)
    gallery = None
    if args.gallery:
        from ecarte.net.gallery import Gallery

        gallery = Gallery(codes.JoinCode(lifetime=float("inf"), reusable=True), hashed,
                          news=desk, tell_players=guest.send, grace=args.grace)
        guest.gallery = gallery
    port = listener.getsockname()[1]
    shown = _address() if args.bind in ("0.0.0.0", "::", "") else args.bind
    resuming = kept is not None and ledger is not None
    if kept is not None and ledger is not None:
        actor = ledger.state.actor
        guest.restore(str(kept["guest"]), ledger.extra["commitment"]["guest_part"],
                      str(kept["token"]), (ledger.names[0], ledger.names[1]),
                      seq=int(kept.get("seq", 0) or 0),
                      next_seat=actor if actor in (0, 1) else None)
    guest.start()
    waiting = 0 if resuming else _adjourned_count()
    try:  # "Ctrl-C stops" is said inside: a Ctrl-C as soon as it is read stops the wait
        if resuming:
            console.print(said.resuming(guest.name, port, shown), markup=False,
                          highlight=False)
        else:
            if waiting:
                console.print(said.adjourned_wait(waiting), style="note", markup=False)
            rows = tls.fingerprint_rows(fingerprint, console.width - 2)  # "  " before
            console.print(said.hosting(port, shown, code.code, "\n  ".join(rows), hashed),
                          markup=False, highlight=False)
        if gallery is not None:
            console.print(_gallery_words().gallery_code, markup=False, highlight=False)
            console.print(f"\n  ecarte join {shown}:{port} --watch --code {gallery.code.code}\n",
                          markup=False, highlight=False, soft_wrap=True)
        while not (guest.link is not None and guest.joined.is_set()):
            if kept is None and (code.expired or code.tries <= 0):
                guest.stop()
                return _fail(said.code_gone, 1)
            guest.stopping.wait(0.3)
    except KeyboardInterrupt:
        guest.stop()
        if kept is not None:
            console.print("\n" + said.nobody_came_back, markup=False)
        else:
            console.print("\n" + said.nobody_joined)
        return 0
    if ledger is None:
        console.print(said.joined(guest.name), markup=False)
        ledger = hosting.new_ledger(rules, guest.names, secret, guest.part)
        path = None
    else:
        console.print(said.goes_on, markup=False)  # "Bob is back." was news
    if gallery is not None:  # bystanders may come once the match has begun
        gallery.start(guest.names, ledger.state)
    try:
        return _play(guest, ledger, secret, (console, look, interactive, settings), desk,
                     path, port)
    finally:
        guest.stop()


def _cannot_listen(bind: str, port: int, error: OSError) -> str:
    """Why ``ecarte host`` cannot listen, in words, with what to do."""
    import errno

    from ecarte.words.net import words

    said = words()
    if error.errno == errno.EADDRINUSE:
        return said.port_in_use(port)
    if error.errno == errno.EADDRNOTAVAIL:
        return said.no_such_address(bind)
    if error.errno == errno.EACCES:
        return said.port_rights(port)
    return said.cannot_listen(bind, port, str(error.strerror or error))


def _adjourned_count() -> int:
    from ecarte.net.tls import net_dir

    return len(list((net_dir() / "adjourned").glob("*.json")))


def _adjourned() -> tuple[Any, Any, dict[str, Any]]:
    """The most recent adjourned match: its file, ledger and what was kept. Raises
    ValueError."""
    from ecarte.net import hosting
    from ecarte.net.tls import net_dir
    from ecarte.words.net import words

    files = sorted((net_dir() / "adjourned").glob("*.json"), key=lambda p: p.stat().st_mtime)
    if not files:
        raise ValueError(words().nothing_to_resume)
    ledger, kept = hosting.adjourned(files[-1])
    return files[-1], ledger, kept


def _play(guest: Any, ledger: Any, secret: str, screen: tuple[Any, Any, bool, Any],
          desk: Any, kept: Any, port: int) -> int:
    """Play the match at the host's table. The match so far is kept as adjourned after
    each step (a host that dies goes on with ``--resume``); at the end it is kept in the
    history, as a network match (it does not move the rating)."""
    import time

    from ecarte.files import data_dir
    from ecarte.history.network import keep_network
    from ecarte.net import hosting
    from ecarte.net.hosttable import HostSession, NetTerminal, net_help, off_commands
    from ecarte.players import DEFAULT_LEVEL
    from ecarte.ui.console import LineTerminal, TtyTerminal
    from ecarte.ui.session import Table
    from ecarte.words.net import words

    said = words()
    console, look, interactive, settings = screen
    stamp = time.strftime("%Y%m%d-%H%M%S")
    record = data_dir() / "records" / f"{stamp}-net-seed{ledger.seed}.json"
    table = Table(humans=(1 - guest.seat,), bots={}, levels={}, look=look, delay=0.0,
                  hint_level=DEFAULT_LEVEL, save=False, record_file=record,
                  meta={"mode": "network"}, autoplay=settings.autoplay,
                  declare_king=settings.declare_king, play_again=False)
    inner = TtyTerminal(console) if interactive else LineTerminal(console)
    term = NetTerminal(inner, guest.say, desk, off_commands(guest.hints))
    term.helper = lambda: console.print(net_help(look, guest.hints))
    path = kept or data_dir() / "net" / "adjourned" / f"{stamp}-seed{ledger.seed}.json"

    def keep_so_far() -> None:
        hosting.adjourn(path, guest, ledger, secret, port)

    session = HostSession(ledger, table, term, guest, secret,  # type: ignore[arg-type]
                          keep=keep_so_far)
    status = session.run()
    if ledger.state.winner is not None:
        path.unlink(missing_ok=True)
        history = keep_network(ledger.record(), you=1 - guest.seat,
                               tutor=bool(table.meta.get("hints")))
        console.print(history, style="note", markup=False)
        return status
    # left by either player, or a guest gone past the grace period: adjourned, never lost
    try:
        hosting.adjourn(path, guest, ledger, secret, port)
    except OSError as error:
        from ecarte.ui.session import unwritten

        kept = said.resume_from_kept if path.exists() else said.cannot_resume
        return _fail(said.not_adjourned_now(unwritten(error), kept), 1)
    console.print(said.adjourned_kept(guest.name), markup=False)
    console.print("    ecarte host --resume", markup=False, soft_wrap=True)
    return status


def _address() -> str:
    """This machine's address on its network, as a guest would reach it (a guess)."""
    import socket

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # no packet is sent
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def table_look(args: argparse.Namespace) -> tuple[Any, Any, bool, Any]:
    """The console, the look, whether at a terminal, and the settings (as ``play``)."""

    settings, console, interactive, look, _ = open_table(args)
    return console, look, interactive, settings
