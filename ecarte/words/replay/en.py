from ecarte.words.replay import ReplayWords


def _n(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _range(count: int) -> str:
    return "1" if count == 1 else f"1 to {count}"


WORDS = ReplayWords(
    no_deal_here="no deal in this record",
    game_n=lambda game: f"game {game}",
    deal_n=lambda deal: f"deal {deal}",
    action_n=lambda done, total: f"action {done}/{total}",
    reshuffle="reshuffle",
    no_deal="The record holds no deal.",
    you_hold="You hold ",
    you_hold_end=".",
    discards=lambda you, name: "You discard" if you else f"{name} discards",
    discard_count=lambda count: f"{count} card" + ("s" if count != 1 else ""),
    stock_short=": the stock is short.",
    taken_back=lambda you, name, action: (
        f"Taken back: {'you' if you else name} first chose {action} here, then took it "
        "back."),
    taken_back_unseen=lambda you, name: f"Taken back: {'you' if you else name} took a "
                                        "move back here.",
    someone=lambda you, name: "You" if you else name[:1].upper() + name[1:],
    deal_over="The deal is over.",
    wins_game=lambda you, name, mine, theirs: (
        ("You win" if you else f"{name[:1].upper() + name[1:]} wins")
        + f" the game {mine} to {theirs}"),
    counts=lambda value: f"; it counts {value}",
    wins_match=lambda you, name: ("You win" if you else f"{name[:1].upper() + name[1:]} wins")
    + " the match",
    games_to=lambda mine, theirs: f", {mine} games to {theirs}",
    mark_words={"inaccuracy": "Inaccuracy: ", "mistake": "Mistake: ", "blunder": "Blunder: ",
                "": "Sound: "},
    post_mortem="Post-mortem, both hands known: ",
    best_choice=lambda played: f"Best choice: {played}.",
    mark_rest=lambda played, best: f"{played}; best {best}",
    mark_even=lambda played, best: f"{played}; {best} is as good.",
    mark_loss=lambda points: f" (loss {points} points of game chance).",
    no_cards="no cards",
    discarded="discarded ",
    hands="Hands",
    against=lambda a, b, rules: f"{a} against {b}; rules: {rules}.",
    deal_heading=lambda game, deal, actions: f"Game {game}, deal {deal} ({actions} actions)",
    ends_early=lambda score: f"The record ends before the match does. Score: {score}.",
    score_part=lambda you, name, points: f"{'you' if you else name} {points}",
    not_a_deal=lambda text, several: f"{text} is not a deal: " + (
        "type a deal of the game shown (3) or a game and deal (2.3)" if several
        else "type its number (3)") + ".",
    no_game=lambda game, games: f"There is no game {game}: this record has "
                                f"{_n(games, 'game', 'games')}.",
    no_deal_in=lambda game, deal, deals: f"Game {game} has no deal {deal}: it has "
                                         f"{_n(deals, 'deal', 'deals')}.",
    other_game=" A deal of another game is typed with its game: 2.1 is game 2, deal 1.",
    jump_one=lambda deals: f"Jump to deal: type {_range(deals)}, then Enter (Esc: stay): ",
    jump_many=lambda game, deals, games: (
        f"Jump to deal: type {_range(deals)} for game {game}, or game.deal for games "
        f"{_range(games)} (like {games}.1), then Enter (Esc: stay): "),
    jump_empty="No deal typed: the replay stays where it was.",
    keys=("→ n next", "← p back", "↓ N next deal", "↑ P deal start", "Home End", "g jump",
          "m M marks", "q quit"),
    keys_ascii=("n next", "p back", "N next deal", "P deal start", "Home End", "g jump",
                "m M marks", "q quit"),
    at_end="The end of the record.",
    at_start="The start of the record.",
    no_mark_after="No marked move after this one.",
    no_mark_before="No marked move before this one.",
    standard_input="standard input",
    one_record=lambda name, line: f"{name} holds one record, not JSON Lines: there is no "
                                  f"line {line}",
    many_records=lambda name, count: f"{name} holds {count} records (JSON Lines): choose one "
                                     f"with --line N, from 1 to {count}",
    no_line=lambda line, name, count: f"there is no line {line}: {name} holds {count} "
                                      "records",
    line_of=lambda line, name, problem: f"line {line} of {name}: {problem}",
    breaks_rules=lambda error: f"the record breaks the rules at {error}",
    no_file=lambda name: f"cannot read {name}: there is no such file",
    reviewing=lambda done, total: f"Reviewing: {done}/{total} decisions",
    not_object="the review is not an object with \"records\" (ecarte review --json)",
    no_records="the review has no \"records\" (ecarte review --json writes them)",
    record_number=lambda count, number: f"the review holds {count} records, and this record "
                                        f"is number {number}",
    no_decisions="the review's record has no \"decisions\" list",
    other_players=lambda review, record: f"the review is of {review}, but the record is of "
                                         f"{record}",
    names_and=lambda a, b: f"{a} and {b}",
    no_players="no players",
    not_in_record=lambda game, deal, action: (
        f"the review does not match this record: it reviews game {game}, deal {deal}, "
        f"action {action}, which the record does not have"),
    other_action=lambda game, deal, action, seat, played, at, taken: (
        f"the review does not match this record: at game {game}, deal {deal}, action "
        f"{action} it has seat {seat} '{played}', the record seat {at} '{taken}'"),
    decision_of=lambda number: f"decision {number} of the review",
    not_an_object=lambda where: f"{where} is not an object",
    whole_number=lambda where, key: f"{where}: {key} must be a whole number from 0",
    a_string=lambda where, key: f"{where}: {key} must be a string",
    best_not_action=lambda where, why: f"{where}: 'best' is not an action: {why}",
    loss_number=lambda where: f"{where}: 'loss' must be a number",
    why_shape=lambda where: (f"{where}: 'why' must be null or an object with the "
                             "'lines', 'draws' and 'reasons' of docs/review.md"),
    book_shape=lambda where: (f"{where}: 'book' must be null or an object with a 'choice' "
                              "and one of the book's 'rule' codes"),
    mark_kinds=lambda where: f"{where}: 'mark' must be inaccuracy, mistake, blunder or null",
    choices_map=lambda where: f"{where}: 'choices' must map each choice to its chance",
    help_epilog="""\
keys: -> n Space next, <- p back, Down N next deal, Up P this deal's start (or the one
before), Home End, g jump to a game and deal (2.3), m M the next or previous marked
move (with --review), q Esc Ctrl-C Ctrl-D leave.
When standard output is not a terminal the whole record is printed in words.
Put --review last, or write --review=FILE.json: '--review FILE' takes FILE as the review.
exit status: 0 shown, 1 the record breaks the rules, 2 it cannot be read (the sentences of
ecarte verify). See docs/replay.md.""",
    help_file="a record (ecarte-record/1), a JSON Lines file of records, - for standard "
              "input, or the id of a kept match ('ecarte history')",
    help_line="the record on line N of a JSON Lines file",
    help_seat="show the table as this seat saw it (default: both hands open)",
    help_review="show the review's marks beside the moves: computed now, or read from the "
                "output of 'ecarte review --json'; a kept match (its id) shows the review kept "
                "with it, without this option",
)
