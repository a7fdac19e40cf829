from ecarte.words.pool import PoolWords


def _games(count: int) -> str:
    return "one game" if count == 1 else f"{count} games"


WORDS = PoolWords(
    too_few=lambda least: f"it takes at least {least} players",
    too_many=lambda most: f"at most {most} players can sit in",
    named_twice=lambda name: f"{name} is named twice: give each player a name of his own",
    wins=lambda value: f"the games in a row that win the pool are 2 or 3, not {value}",
    stake=lambda value: f"a stake or a bet is a whole number from 1 to 1000, not {value}",
    after_loss=lambda value: f"after the chouette loses, the rule is stays or captain, "
                             f"not {value}",
    comeback=lambda value: f"comeback_stake must be true or false, not {value}",
    over="the pool is already won",
    not_at_table=lambda player: f"player {player} is not at the table",
    not_an_object="a pool record is a JSON object",
    format_tag=lambda found: f'the format tag must be "ecarte-pool/1", not {found}',
    kind=lambda found: f'kind must be "pool" or "chouette", not {found}',
    players="players must be a list of names",
    levels="levels must list, for each player, a bot level or null for a person",
    terms=lambda why: f"the pool's terms: {why}",
    rules=lambda why: f"rules: {why}",
    games="games must be a list",
    game_entry=lambda game: f"game {game} must be an object with its seats and its record",
    seats=lambda game: f"game {game}: seats must name two of the players by their place",
    pointing=lambda game: f"game {game}: each pointing must have by, game, deal, action "
                          "and point",
    game_record=lambda game, why: f"game {game}, in its own record: {why}",
    money_shape=lambda game: f"game {game}: bets must list a whole number for each player",
    game_fault=lambda game, why: f"game {game}, in its own record: {why}",
    game_unfinished=lambda game: f"game {game} did not end, yet another game follows it",
    wrong_seats=lambda game, first, second:
        f"game {game}: {first} and {second} should be at the table",
    wrong_names=lambda game: f"game {game}: its record names other players than its seats",
    wrong_rules=lambda game: f"game {game} was played under other rules than the pool's",
    game_after_win=lambda game: f"game {game} was played after the pool was won",
    bets=lambda game: f"game {game}: the bets are not what its result makes them",
    paid="the stakes paid are not what the rota makes them",
    money="the settlement is not what the results make it",
    not_adviser=lambda game, who: f"game {game}: {who} pointed, but only the captain's "
                                  "partners may point",
    point_place=lambda game: f"game {game}: a pointing is not before one of the captain's "
                             "decisions",
    point_illegal=lambda game, point, why: f"game {game}: the pointing {point} could not be "
                                           f"played there: {why}",
    pool_title=lambda names: f"The pool: {names}",
    pool_terms=lambda wins, stake, comeback:
        f"Who wins {_games(wins)} in a row wins the pool. Each player puts {stake} in at "
        f"the start" + (", and again each time he comes back in." if comeback else "."),
    at_table=lambda first, second: f"At the table: {first} and {second}.",
    waiting=lambda names: f"Waiting, in turn: {names}.",
    in_a_row=lambda name, count: f"{name} has won {_games(count)} in a row.",
    pot=lambda pot: f"In the pool: {pot}.",
    to_the_table=lambda first, second, keys:
        f"{first} and {second} to the table. Pass the keyboard to {keys}.",
    beat=lambda winner, loser, count:
        f"{winner} beats {loser}: {_games(count)} in a row.",
    went_out=lambda name: f"{name} goes out, to the end of the queue.",
    came_in=lambda name, stake, back:
        (f"{name} comes back in and puts {stake} into the pool." if stake else
         f"{name} comes back in.") if back else f"{name} comes in.",
    pool_won=lambda name, pot: f"{name} wins the pool and takes {pot}.",
    heads=("Player", "Games", "Stakes", "Money"),
    games_won_lost=lambda won, lost: f"{won} won, {lost} lost",
    next_game="Press Enter for the next game. ",
    left=lambda path, command: f"Saved in {path}. To go on with it: {command}",
    record_at=lambda path: f"Record: {path}",
    not_written=lambda why: f"The record could not be saved: {why}",
    kept=lambda count: "Kept in your history." if count == 1 else
        f"Kept in your history ({count} games).",
    chouette_title=lambda chouette, partners: f"La chouette: {chouette} against {partners}",
    chouette_terms=lambda bet, captain_takes:
        f"Each partner bets {bet} on each game, and the chouette takes every bet; a game "
        "counts single. After each game the next partner is captain. " + (
            "When the chouette loses, the winning captain takes the seat."
            if captain_takes else "The chouette keeps the seat, win or lose."),
    captain=lambda captain, advisers: f"{captain} is captain and holds the cards; "
                                      f"{advisers} may point.",
    alone_captain=lambda captain: f"{captain} is captain and holds the cards.",
    point_prompt=lambda adviser, captain:
        f"{adviser}, point for {captain} (point K♠, point stand), or Enter to say nothing: ",
    point_usage="write point and a card or an action, like point K♠ or point stand, or "
                "press Enter to say nothing",
    pointed=lambda adviser, action: f"{adviser} points: {action}.",
    chouette_won=lambda chouette, bet, partners:
        f"{chouette}, the chouette, takes {bet} from each partner: {bet * partners} in all.",
    chouette_lost=lambda chouette, bet, partners:
        f"{chouette}, the chouette, pays {bet} to each partner: {bet * partners} in all.",
    new_captain=lambda name: f"{name} is captain for the next game.",
    new_chouette=lambda name, former:
        f"{name} beat the chouette and takes the seat; {former} joins the partners.",
    another_game="Another game?",
    money_line=lambda name, money: f"{name} {money}",
    pool_epilog="Each player is a name or a bot level (novice, club, expert...): "
                "'ecarte pool --players Ada club expert'. The loser of each game goes out "
                "to the end of the queue and the first waiting player takes the place. "
                "Between people, each hand is hidden at the hand-over as in hot-seat. The "
                "pool is saved as it goes; Ctrl-D leaves and says how to go on.",
    players_help="the players in their order (the first two sit first): names or bot levels",
    wins_help="games in a row that win the pool: 2 (default) or 3",
    stake_help="what each player puts in at the start (default 1)",
    comeback_help="each player puts the stake in again each time he comes back in",
    chouette_epilog="The chouette plays alone against the captain; the other partners may "
                    "point at a card or an action before the captain chooses (point K♠, "
                    "point stand); the captain's choice stands. Each partner bets on each "
                    "game and the chouette takes every bet. Any of them may be a bot level.",
    chouette_player_help="who plays alone: a name or a bot level",
    partners_help="the partners in their order (the first captains the first game): names "
                  "or bot levels",
    bet_help="what each partner bets on each game (default 1)",
    after_loss_help="when the chouette loses: stays (default: keeps the seat) or captain "
                    "(the winning captain takes it)",
    games_help="how many games to play (default: until you stop)",
    record_help="also write the record (ecarte-pool/1) to FILE",
    resume_help="go on with a pool or chouette saved in FILE",
    seed_help="the seed of the cards (the same seed deals the same cards)",
    cannot_resume=lambda path, why: f"{path} cannot be resumed: {why}",
    resume_over=lambda path: f"{path} is finished: there is nothing to go on with",
)
