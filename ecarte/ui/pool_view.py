"""What the pool and la chouette show between games, at a glance: who is at the table
and who waits, the streaks and the stakes (or the captain, the advisers and the bets),
each event in a sentence, and the sheet of the games and the money. Public: nothing
here shows a hand."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ecarte.pool import chouette, poule
from ecarte.ui.theme import Look
from ecarte.words.pool import listed, words


def _box(look: Look) -> box.Box:
    return box.ASCII if look.ascii else box.ROUNDED


def signed(amount: int) -> str:
    """Money won or lost: +2, -1, 0."""
    return f"{amount:+d}" if amount else "0"


def pool_panel(pool: poule.Pool, look: Look) -> RenderableType:
    """The pool at a glance: who sits, who waits in turn, the streaks and the pot."""
    said, names = words(), pool.players
    lines = [said.at_table(names[pool.table[0]], names[pool.table[1]])]
    if pool.queue:
        lines.append(said.waiting(listed([names[p] for p in pool.queue])))
    lines += [said.in_a_row(names[p], pool.streaks[p]) for p in range(len(names))
              if pool.streaks[p]]
    lines.append(said.pot(pool.pot))
    terms = said.pool_terms(pool.rules.wins, pool.rules.stake, pool.rules.comeback_stake)
    return Panel(Text(look.plain("\n".join([*lines, terms]))),
                 title=Text(look.plain(said.pool_title(listed(list(names))))),
                 title_align="left", box=_box(look), expand=False)


def chouette_panel(game: chouette.Chouette, look: Look) -> RenderableType:
    """The chouette at a glance: the chouette, the captain and the advisers, the bets,
    the money so far."""
    said, names = words(), game.players
    advisers = [names[p] for p in game.advisers]
    lines = [said.captain(names[game.captain], listed(advisers)) if advisers
             else said.alone_captain(names[game.captain])]
    if game.results:
        lines.append("  ".join(said.money_line(names[p], signed(game.money[p]))
                               for p in range(len(names))))
    lines.append(said.chouette_terms(game.rules.bet, game.rules.after_loss == "captain"))
    title = said.chouette_title(names[game.chouette],
                                listed([names[p] for p in game.partners]))
    return Panel(Text(look.plain("\n".join(lines))), title=Text(look.plain(title)),
                 title_align="left", box=_box(look), expand=False)


def pool_events(events: tuple[poule.PoolEvent, ...], pool: poule.Pool) -> list[str]:
    """Each event of the pool after a game, in a sentence."""
    said, names = words(), pool.players
    lines = []
    for event in events:
        if isinstance(event, poule.Beat):
            lines.append(said.beat(names[event.winner], names[event.loser], event.streak))
        elif isinstance(event, poule.WentOut):
            lines.append(said.went_out(names[event.player]))
        elif isinstance(event, poule.CameIn):
            lines.append(said.came_in(names[event.player], event.stake,
                                      _sat_before(pool, event.player)))
        else:
            lines.append(said.pool_won(names[event.player], event.pot))
    return lines


def _sat_before(pool: poule.Pool, player: int) -> bool:
    """Whether ``player`` sat at the table before the game just played ended (a return):
    replayed from the results."""
    replayed = poule.new_pool(pool.players, pool.rules)
    for result in pool.results[:-1]:
        replayed, _ = poule.apply(replayed, result)
    return replayed.been_in[player]


def chouette_events(events: tuple[chouette.ChouetteEvent, ...],
                    game: chouette.Chouette) -> list[str]:
    """Each event of the chouette after a game, in a sentence."""
    said, names = words(), game.players
    lines = []
    for event in events:
        if isinstance(event, chouette.BetsSettled):
            partners = sum(1 for amount in event.money if amount) - 1
            bet = game.rules.bet
            line = said.chouette_won if event.chouette_won else said.chouette_lost
            lines.append(line(names[event.chouette], bet, partners))
        elif isinstance(event, chouette.NewChouette):
            lines.append(said.new_chouette(names[event.player], names[event.former]))
        else:
            lines.append(said.new_captain(names[event.player]))
    return lines


def sheet(players: tuple[str, ...], seats: list[tuple[int, int]], winners: list[int],
          paid: tuple[int, ...] | None, money: tuple[int, ...] | None,
          look: Look) -> RenderableType:
    """The sheet of the sitting: each player's games won and lost, stakes paid (a pool),
    money (once settled)."""
    said = words()
    table = Table(box=_box(look))
    heads = said.heads if paid is not None else (said.heads[0], said.heads[1],
                                                 said.heads[3])
    for head in heads:
        table.add_column(look.plain(head))
    for place, name in enumerate(players):
        won = winners.count(place)
        lost = sum(1 for pair, winner in zip(seats, winners, strict=False)
                   if place in pair and winner != place)
        row = [name, said.games_won_lost(won, lost)]
        if paid is not None:
            row.append(str(paid[place]))
        row.append(signed(money[place]) if money is not None else "")
        table.add_row(*row)
    return Group(table)
