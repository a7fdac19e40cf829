"""Playing la chouette at one keyboard (``ecarte chouette``): the chouette against the
captain, the other partners pointing before the captain chooses, the bets settled after
each game; the chouette's hand hidden from the partners and theirs from him at each
hand-over (the table's hot-seat)."""

from __future__ import annotations

from ecarte.pool import chouette
from ecarte.ui.console import LeaveRequested, Terminal
from ecarte.ui.pool_play import hand_over, left, play_game, save_quietly, the_end
from ecarte.ui.pool_view import chouette_events, chouette_panel
from ecarte.ui.sitting import Sitting
from ecarte.ui.theme import Look
from ecarte.words.pool import words


def play_chouette(sitting: Sitting, term: Terminal, look: Look, delay: float,
                  games: int | None) -> int:
    """Games until ``games`` are played (None: until the players stop, asked after each
    game), then the sheet. 0 when it ends or the players leave (saved)."""
    console = term.console
    said = words()
    while True:
        game = sitting.state
        assert isinstance(game, chouette.Chouette)
        if games is not None and len(game.results) >= games:
            break
        seats = sitting.playing["seats"] if sitting.playing else game.table
        present = [sitting.players[p] for p in seats]
        if not hand_over(sitting, term, look, present):
            return left(sitting, term)
        console.print(chouette_panel(game, look))
        captain = sitting.players[game.captain]
        advisers = game.advisers if captain.person else ()
        winner = play_game(sitting, term, look, delay, advisers)
        if winner is None:
            return 0
        events = sitting.game_ended(winner)
        saved = save_quietly(sitting, term)
        after = sitting.state
        assert isinstance(after, chouette.Chouette)
        for line in chouette_events(events, game):
            console.print(look.plain(line), style="title", markup=False)
        if games is not None and len(after.results) >= games:
            break
        try:
            if games is None and not term.confirm(said.another_game, default=True):
                break
            if games is not None:
                term.wait(said.next_game)
        except LeaveRequested:
            return left(sitting, term) if saved else 0
    the_end(sitting, term, look)
    return 0
