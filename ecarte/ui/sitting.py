"""A pool or a chouette at one keyboard: who sits (``Player``), the sitting kept as it
goes (``Sitting``: the ``ecarte-pool/1`` record, saved atomically after every step, so
what the screen says happened is on disk already), and the table of one game
(``GameSession``: the match table of ``ecarte play``, whose saves and leaving are the
sitting's, and where la chouette's partners point before the captain chooses)."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ecarte.driver import Ledger, Turn, derive
from ecarte.engine import Action, Rules, SeatView, view
from ecarte.files import atomic_write_json, data_dir
from ecarte.pool import ChouetteRules, PoolRules, chouette, poule
from ecarte.pool.record import Kind, pool_record
from ecarte.ui.commands import Move, Problem, read_intent
from ecarte.ui.console import Terminal
from ecarte.ui.meta import action_words
from ecarte.ui.session import Session, Table
from ecarte.words.pool import words

ADVISER_KEYS = 1000
"""Each adviser's prompt has its own input history: seat ``ADVISER_KEYS + player``."""


@dataclasses.dataclass(frozen=True, slots=True)
class Player:
    """One of the pool or the chouette: a name, and a bot level (None for a person)."""

    name: str
    level: str | None = None

    @property
    def person(self) -> bool:
        return self.level is None


def game_seed(seed: int, game: int) -> int:
    """The seed of the cards of the sitting's game ``game`` (0-based)."""
    return derive(seed, "game", game).randrange(10**9)


class Sitting:
    """The pool or chouette being played: its state, its games (entries of the record,
    the last one perhaps still being played) and the file it is kept in."""

    def __init__(self, kind: Kind, rules: Rules, terms: PoolRules | ChouetteRules,
                 players: tuple[Player, ...], seed: int, path: Path,
                 state: poule.Pool | chouette.Chouette,
                 entries: list[dict[str, Any]] | None = None) -> None:
        self.kind, self.rules, self.terms, self.players = kind, rules, terms, players
        self.seed, self.path, self.state = seed, path, state
        self.entries: list[dict[str, Any]] = entries or []
        self.playing: dict[str, Any] | None = None  # the game at the table, its entry
        self.ledger: Ledger | None = None
        self.ended = False  # played to its end here: its sheet shown

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(player.name for player in self.players)

    @property
    def people(self) -> int:
        return sum(player.person for player in self.players)

    def record(self) -> dict[str, Any]:
        games = list(self.entries)
        if self.playing is not None and self.ledger is not None:
            games.append({**self.playing, "record": self.ledger.record()})
        return pool_record(self.kind, self.rules, self.terms, self.names,
                           [player.level for player in self.players], self.seed, games,
                           self.state)

    def save(self, path: Path | None = None) -> None:
        """Write the record as it is now, atomically. Raises OSError."""
        atomic_write_json(path or self.path, self.record())

    def game_ended(self, winner: int) -> tuple[Any, ...]:
        """The game at the table was won by the player ``winner``: it joins the games
        and the state moves on; the events of the pool or chouette."""
        assert self.playing is not None and self.ledger is not None
        self.entries.append({**self.playing, "record": self.ledger.record()})
        self.playing, self.ledger = None, None
        if isinstance(self.state, poule.Pool):
            self.state, events = poule.apply(self.state, poule.Result(winner))
            return events
        self.state, chouette_events = chouette.apply(self.state, chouette.Result(winner))
        return chouette_events


def new_path(kind: Kind) -> Path:
    """Where a new sitting is kept: the data folder's ``pools``."""
    return data_dir() / "pools" / f"{time.strftime('%Y%m%d-%H%M%S')}-{kind}.json"


class GameSession(Session):
    """One game of the sitting, at the table of ``ecarte play``: the sitting is saved at
    each step (not a match save), leaving says how to go on with the sitting, and a
    finished game is kept in the history by ``keep_game``."""

    def __init__(self, ledger: Ledger, table: Table, term: Terminal, sitting: Sitting,
                 seats: tuple[int, int],
                 keep_game: Callable[[dict[str, Any]], tuple[int | None, str | None]],
                 advisers: dict[int, Any] | None = None) -> None:
        super().__init__(ledger, table, term)
        self.sitting, self.seats_of = sitting, seats
        self.keep_game = keep_game
        self.advisers = advisers or {}  # player -> a bot, or None for a person
        self.team = seats.index(sitting.state.table[1]) \
            if isinstance(sitting.state, chouette.Chouette) else None

    def persist(self) -> None:
        try:
            self.sitting.save()
        except OSError as error:
            from ecarte.ui.session import unwritten
            from ecarte.words.session import words as session_words

            if self.unsaved is None:
                self.say(session_words().not_saved(unwritten(error)), style="bad")
            self.unsaved = unwritten(error)
            return
        self.saved_once = True
        if self.unsaved is not None:
            from ecarte.words.session import words as session_words

            self.unsaved = None
            self.say(session_words().saved_again, style="note")

    def leave(self) -> Turn:
        self.persist()
        if self.unsaved is None:
            self.console.print(words().left(str(self.sitting.path), resume_command(
                self.sitting)), markup=False, soft_wrap=True)
        else:
            from ecarte.words.session import words as session_words

            self.say(session_words().unsaved_on_leaving, style="bad")
        return Turn.LEAVE

    def keep(self) -> tuple[int | None, str | None]:
        return self.keep_game(self.ledger.record())

    def advise(self, seat: int, seen: SeatView) -> Turn | None:
        """La chouette: before the captain chooses, each other partner points (a bot at
        what the expert would play from the partners' view; a person types ``point K♠``,
        ``point stand`` or Enter); the captain sees it, and it is kept in the record."""
        if seat != self.team or not self.advisers or self.sitting.playing is None:
            return None
        game = self.ledger.record()["games"]
        place = (len(game) - 1, len(game[-1]["deals"]) - 1,
                 len(game[-1]["deals"][-1]["actions"]))
        pointing: list[dict[str, Any]] = self.sitting.playing.setdefault("pointing", [])
        pointing[:] = [p for p in pointing if (p["game"], p["deal"]) != place[:2]
                       or p["action"] < place[2]]  # a decision taken back is asked again
        captain = self.names[seat]
        for player, bot in self.advisers.items():
            if bot is not None:
                pointed: Action | Turn | None = bot.choose(view(self.ledger.state, seat))
            else:
                pointed = self.ask_point(player, captain, seen)
            if isinstance(pointed, Turn):
                return pointed
            if pointed is None:
                continue
            pointing.append({"by": player, "game": place[0], "deal": place[1],
                             "action": place[2], "point": str(pointed)})
            self.persist()
            self.console.print(self.table.look.plain(words().pointed(
                self.sitting.players[player].name, action_words(pointed, self.table.look))),
                style="note", markup=False)
        return None

    def ask_point(self, player: int, captain: str, seen: SeatView) -> Action | Turn | None:
        """A person's pointing: the action, None for nothing, or LEAVE."""
        said = words()
        prompt = self.table.look.plain(said.point_prompt(self.sitting.players[player].name,
                                                         captain))
        while True:
            try:
                text = self.term.ask(ADVISER_KEYS + player, prompt)
            except KeyboardInterrupt:
                if self.term.confirm(self.table.leave_question):
                    return self.leave()
                continue
            except EOFError:
                return self.leave()
            typed = text.strip()
            if not typed:
                return None
            first, _, rest = typed.partition(" ")
            if first.lower() == "point":
                typed = rest.strip()
            intent = read_intent(typed, seen) if typed else Problem(said.point_usage)
            if isinstance(intent, Move):
                return intent.action
            message = intent.message if isinstance(intent, Problem) else said.point_usage
            self.console.print(self.table.look.plain(message), style="warn", markup=False)


def resume_command(sitting: Sitting) -> str:
    import shlex

    return f"ecarte {sitting.kind} --resume {shlex.quote(str(sitting.path))}"
