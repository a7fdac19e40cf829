"""Playing a pool at one keyboard (``ecarte pool``), and one game of a pool or a
chouette at the table of ``ecarte play``: people and bots in any mix, every hand hidden
at each hand-over between people, the sitting saved before anything is shown."""

from __future__ import annotations

from typing import Any

from ecarte.driver import Ledger, bot_seed
from ecarte.driver.resume import resume
from ecarte.engine.records import RecordFormatError
from ecarte.players import close_players, make_player
from ecarte.pool import chouette, poule
from ecarte.ui.console import LeaveRequested, Terminal
from ecarte.ui.pool_view import pool_events, pool_panel, sheet
from ecarte.ui.session import Table
from ecarte.ui.sitting import GameSession, Sitting, game_seed
from ecarte.ui.theme import Look
from ecarte.words.pool import words

Left = int
"""The status to end with when the players left (the sitting is saved)."""


def seat_order(sitting: Sitting, table: tuple[int, int]) -> tuple[int, int]:
    """The seats of the next game: the table's order, except that a person playing a bot
    sits first (the table tells seat 0 in the second person, and the history's 'you')."""
    first, second = table
    players = sitting.players
    if not players[first].person and players[second].person:
        return second, first
    return first, second


def play_game(sitting: Sitting, term: Terminal, look: Look, delay: float,
              advisers: tuple[int, ...] = ()) -> int | None:
    """Play the sitting's next game (or go on with the one saved unfinished): the winner
    by his place among the players, or None when the players left (saved)."""
    index = len(sitting.entries)
    seats: tuple[int, int]
    if sitting.playing is not None and sitting.ledger is not None:
        seats = (sitting.playing["seats"][0], sitting.playing["seats"][1])
        ledger = sitting.ledger
    else:
        seats = seat_order(sitting, sitting.state.table)
        names = (sitting.players[seats[0]].name, sitting.players[seats[1]].name)
        ledger = Ledger(sitting.rules, game_seed(sitting.seed, index), names)
        sitting.playing = {"seats": list(seats), "pointing": []}
        sitting.ledger = ledger
    players = [sitting.players[p] for p in seats]
    bots = {seat: make_player(str(player.level), seed=bot_seed(ledger.seed, seat))
            for seat, player in enumerate(players) if not player.person}
    helpers: dict[int, Any] = {  # a bot partner points at what the expert would play
        p: None if sitting.players[p].person else make_player(
            "expert", seed=bot_seed(ledger.seed, 2 + p))
        for p in advisers}
    humans = tuple(seat for seat, player in enumerate(players) if player.person)
    levels = {seat: str(player.level) for seat, player in enumerate(players)
              if not player.person}
    table = Table(humans=humans, bots=bots, levels=levels, look=look,
                  delay=0.0 if len(humans) == 2 else delay, hint_level="expert",
                  play_again=False, offer_review=False)

    def keep(record: dict[str, Any]) -> tuple[int | None, str | None]:
        return keep_game(record, players, int(ledger.extra.get("take_backs", 0)))

    session = GameSession(ledger, table, term, sitting, seats, keep, helpers)
    try:
        session.persist()  # the game is on disk before its first card is shown
        session.run()
    finally:
        close_players([*bots.values(), *(b for b in helpers.values() if b is not None)])
    winner = ledger.state.winner
    return None if winner is None else seats[winner]


def keep_game(record: dict[str, Any], players: list[Any], takebacks: int
              ) -> tuple[int | None, str | None]:
    """A finished game kept in the history as ``ecarte play`` keeps a match: against a
    bot (the person in seat 0; the rating moves as it does there), or between two people
    (hot-seat); a game between two bots is not kept."""
    from ecarte.history.keep import keep_finished

    people = [player.person for player in players]
    if not any(people):
        return None, None
    level = None if all(people) else next(p.level for p in players if not p.person)
    return keep_finished(record, hotseat=all(people), level=level, takebacks=takebacks,
                         tutor=False)


def resumed(sitting: Sitting) -> None:
    """The game the record left unfinished, rebuilt to go on with. Raises
    RecordFormatError."""
    if sitting.entries and sitting.entries[-1]["record"] is not None:
        last = sitting.entries[-1]
        replayed = last["record"]
        from ecarte.engine.records import replay

        if replay(replayed).state.winner is None:
            sitting.entries.pop()
            seed = replayed.get("seed")
            if not isinstance(seed, int) or isinstance(seed, bool):
                raise RecordFormatError("seed")
            sitting.ledger = resume(replayed, seed)
            sitting.playing = {key: value for key, value in last.items()
                               if key not in ("record", "bets")}


def play_pool(sitting: Sitting, term: Terminal, look: Look, delay: float) -> int:
    """The pool to its end: the rota at a glance before each game, each game at the
    table, its events and the sheet after it. 0 when it ends or the players leave."""
    console = term.console
    said = words()
    while isinstance(sitting.state, poule.Pool) and not sitting.state.over:
        pool = sitting.state
        seats = sitting.playing["seats"] if sitting.playing else pool.table
        present = [sitting.players[p] for p in seats]
        if not hand_over(sitting, term, look, present):
            return left(sitting, term)
        console.print(pool_panel(pool, look))
        winner = play_game(sitting, term, look, delay)
        if winner is None:
            return 0
        events = sitting.game_ended(winner)
        saved = save_quietly(sitting, term)
        after = sitting.state
        assert isinstance(after, poule.Pool)
        for line in pool_events(events, after):
            console.print(look.plain(line), style="title", markup=False)
        if not after.over:
            try:
                term.wait(said.next_game)
            except LeaveRequested:
                return left(sitting, term) if saved else 0
    the_end(sitting, term, look)
    return 0


def hand_over(sitting: Sitting, term: Terminal, look: Look, present: list[Any]) -> bool:
    """Before a game, where more than one person plays: the last screen may show a hand,
    so it is cleared, scrollback too. Between two people the table's own hand-over
    follows; a person against a bot is called to the keyboard here. False when the
    players leave."""
    if sitting.people < 2 or not any(p.person for p in present):
        return True
    if all(p.person for p in present):
        term.clear()
        return True
    keys = next(p.name for p in present if p.person)
    try:
        term.barrier(look.plain(words().to_the_table(present[0].name, present[1].name,
                                                     keys)), private=True)
    except LeaveRequested:
        return False
    return True


def save_quietly(sitting: Sitting, term: Terminal) -> bool:
    """Save the sitting; a sentence when it cannot be (the game goes on in memory)."""
    try:
        sitting.save()
    except OSError as error:
        from ecarte.ui.session import unwritten

        term.console.print(words().not_written(unwritten(error)), style="bad", markup=False)
        return False
    return True


def left(sitting: Sitting, term: Terminal) -> int:
    """The players left between games: the sitting is saved; how to go on."""
    from ecarte.ui.sitting import resume_command

    if save_quietly(sitting, term):
        term.console.print(words().left(str(sitting.path), resume_command(sitting)),
                           markup=False, soft_wrap=True)
    return 0


def the_end(sitting: Sitting, term: Terminal, look: Look,
            record_file: Any = None) -> None:
    """The sheet of the sitting, where its record is, and the money."""
    console = term.console
    sitting.ended = True
    state = sitting.state
    winners = [r.winner for r in state.results]
    seats = [(e["seats"][0], e["seats"][1]) for e in sitting.entries]
    if isinstance(state, poule.Pool):
        console.print(sheet(sitting.names, seats, winners, state.paid,
                            poule.settlement(state), look))
    else:
        assert isinstance(state, chouette.Chouette)
        console.print(sheet(sitting.names, seats, winners, None, state.money, look))
    console.print(words().record_at(str(sitting.path)), style="note", markup=False,
                  soft_wrap=True)
