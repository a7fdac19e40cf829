from ecarte.words.commands import CommandsWords
from ecarte.words.commands.top import TOP

WORDS = CommandsWords(
    top=TOP["en"],
    interrupted="interrupted",
    output_lost=lambda why: f"could not write the output: {why}",
    argparse={  # argparse's own, as its gettext calls say them
        "argument %(argument_name)s: %(message)s": "argument %(argument_name)s: %(message)s",
        "the following arguments are required: %s": "the following arguments are required: %s",
        "expected one argument": "expected one argument",
        "expected at most one argument": "expected at most one argument",
        "expected at least one argument": "expected at least one argument",
        "expected %s argument": "expected %s argument",
        "expected %s arguments": "expected %s arguments",
        "not allowed with argument %s": "not allowed with argument %s",
        "one of the arguments %s is required": "one of the arguments %s is required",
        "ambiguous option: %(option)s could match %(matches)s":
            "ambiguous option: %(option)s could match %(matches)s",
        "ignored explicit argument %r": "ignored explicit argument %r",
        "unexpected option string: %s": "unexpected option string: %s",
        "unrecognized arguments: %s": "unrecognized arguments: %s",
    },
    unrecognized=lambda words: f"unrecognized arguments: {words}",
    did_you_mean=lambda meant: f"did you mean {meant}?",
    did_you_mean_as=lambda meant, what, value:
        f"did you mean {meant}? ({what}" + (f": {meant} {value}" if value else "") + ")",
    level_of_bot="the level of the bot",
    invalid_value=lambda kind, shown: f"invalid {kind} value: {shown}",
    invalid_choice=lambda shown, choices: f"invalid choice: {shown} (choose from {choices})",
    characters=lambda count: f"({count} characters)",
    digits=lambda count: f"a number of {count} digits",
    whole_from_to=lambda what, least, most, got:
        f"{what} is a whole number from {least} to {most}, not {got}",
    whole_from=lambda what, least, got: f"{what} is a whole number from {least}, not {got}",
    seed_not_whole="the seed is not a whole number",
    seed_out=lambda most: f"the seed is not from 0 to {most}",
    named={  # the English names themselves
        "the seed": "the seed",
        "the number of worker processes": "the number of worker processes",
        "the target": "the target",
        "the number of games": "the number of games",
        "the stake": "the stake",
        "the bet": "the bet",
        "the games in a row": "the games in a row",
        "the seat": "the seat",
        "the delay": "the delay",
        "the number of pairs": "the number of pairs",
        "the line": "the line",
        "the limit": "the limit",
        "the port": "the port",
        "the grace": "the grace",
        "the time per move": "the time per move",
        "the move timer": "the move timer",
        "the record": "the record",
        "a record": "a record",
        "the review": "the review",
        "standard input": "standard input",
    },
    not_seconds=lambda what, shown: f"{what} is a number of seconds, not {shown}",
    seconds_range=lambda what, least, most: f"{what} is from {least} to {most} seconds",
    note=lambda text: f"Note: {text}",
    metavars={  # the blanks of the options, as the help shows them
        "NAME": "NAME",
        "FIRST": "FIRST",
        "SECOND": "SECOND",
        "FILE": "FILE",
        "PRESET": "PRESET",
        "SECONDS": "SECONDS",
        "NAME=VALUE": "NAME=VALUE",
        "K": "K",
        "FILE.json": "FILE.json",
        "ADDRESS": "ADDRESS",
        "HOST[:PORT]": "HOST[:PORT]",
        "WORDS": "WORDS",
    },
    rules_heading="rules:",
    rules_about="A preset, then any option of the rule book (ecarte rules) on top of it.",
    rules_help="rule preset: %(choices)s (default club)",
    target_help="points to win a game (default 5)",
    match_help="games in the match: 1, or best of 3 or 5 (default 1)",
    packets_help="how the five cards are dealt (default 3-2)",
    king_help="declare the King of trumps when asked, or always (default ask)",
    trumping_help="strict (default): a player void in the suit led must trump; free: "
                  "may also discard",
    option_helps={
        "dealer_may_stand_pat": "the dealer may exchange no card",
        "reshuffle_discards": "reshuffle the discards when the stock runs short (Italian)",
        "point_de_refus": "the penalty adds 1 to the trick points (French practice)",
        "penalty_any_refusal": "every refusal carries the penalty, not only the first",
        "game_values": "a game counts treble, double or single by the loser's score",
        "videau": "either player may double the stake (Italian videau)",
    },
    display_heading="display:",
    ascii_help="letters (c d h s) instead of suit symbols",
    four_colour_help="a colour for each suit instead of red and black",
    delay_help="pause before each bot move (any key skips it)",
    play_epilog="""\
in the game: propose (p), stand (s), accept (a), refuse (r), discard 1 4 (positions) or
discard 7c 8d, a card to play it (kh, K♥, 10h, or its position), king, concede; ? lists the
legal moves, help the commands, rules the rules, hint, undo, score, log, quit.

Every match is saved after every move, each in its own file: 'ecarte play --resume' goes
on after a quit, a closed terminal or a crash (with several unfinished matches it lists
them; --resume ID picks one). Flags asking for another match than the saved one start it
and keep the saved one. Finished matches are kept as records in the data folder.

settings file: config.toml in the user's config folder (or $ECARTE_CONFIG_DIR), e.g.
  name = "Ada"
  level = "expert"
  delay = 0.8
  ascii = false
  four_colour = false
  hotseat_names = ["Ada", "Bob"]
  tutor = true
Flags win over the file. NO_COLOR=1 turns colours off.
""",
    play_level_help="the bot to play: random, novice, club or expert (the default), or "
                    "exec:COMMAND for an outside engine",
    play_name_help="your name at the table",
    play_seed_help="the same seed and the same moves replay the same match",
    hotseat_help="two players at one keyboard; the screen is cleared between turns",
    names_help="the two names in hot-seat",
    resume_help="go on with an unfinished match: the only one, one picked from a list, or "
                "the one named (an id or a number of the list)",
    play_record_help="also write the finished match's record to FILE",
    tutor_help="before a move the expert rates a mistake or worse, say so and ask to "
               "confirm (from your view of the game only)",
    changed_meanwhile=lambda match:
        f"the match {match} was changed in another terminal meanwhile: try again",
    two_names="the two players need two different names",
    no_saved_level="the saved match names no bot level",
    no_such_saved_level=lambda level:
        f"the saved match names no bot level this version has ({level})",
    setting_level_ignored=lambda path, level, levels, default:
        f"Note: the settings file {path} says level = {level}, which is no bot level "
        f"({levels}): it is ignored, and the {default} bot plays.",
    outside_engine_resume=lambda engine, again:
        f"this match was played against an outside engine, {engine}: a saved match never "
        f"starts a command by itself; to run it again, resume with --level {again}",
    exec_needs_command=lambda prefix:
        f"--level {prefix} needs the command of an outside engine: "
        f"--level '{prefix}my-engine --option'",
    no_level_close=lambda level, close, levels:
        f"there is no bot level {level}: did you mean {close}? ({levels}, or "
        f"exec:COMMAND for an outside engine)",
    no_level_choose=lambda level, levels:
        f"there is no bot level {level}: choose one of {levels}, or exec:COMMAND for an "
        f"outside engine",
    names_needs_two="--names needs two different names, like --names Ada Bob",
    name_needs="--name needs a name, like --name Ada",
    name_bot="--name Bot: the bot is called Bot at the table; choose another name",
    resumed_keeps="Note: a resumed match keeps its own players and rules; the flags for a "
                  "new match are not used.",
    who_hotseat=lambda first, second: f"{first} and {second}, at one keyboard",
    who_bot=lambda level: f"you against the {level} bot",
    custom_rules="custom",
    welcome_title=lambda who: f"Écarté: {who}.\n",
    welcome_match=lambda games, target, preset, seed:
        ("One game" if games == 1 else f"The best of {games} games")
        + f" to {target} points, {preset} rules. Seed {seed}.\n",
    welcome_resumed="The saved match goes on.\n",
    welcome_tutor="The tutor is on: before a move the expert rates a mistake or worse, it says "
                  "so and asks you to confirm ('tutor off' stops it).\n",
    welcome_basics="Take 3 of the 5 tricks for a point, all 5 (the vole) for two. A trump "
                   "beats any other suit.\nEvery suit ranks K Q J A 10 9 8 7.\n",
    welcome_newcomer="New to the game? 'help' lists the commands, 'rules' explains the game, "
                     "'?' lists your legal moves.",
    welcome_strongest=lambda level:
        f"\nThe {level} bot is the strongest. For an easier game next time (or --level "
        f"club):\n    ecarte play --level novice",
    deal_so_far="This deal so far:",
    verify_epilog=lambda valid, invalid, kept, broken: f"""\
exit status: 0 valid (complete or not), 1 illegal, 2 unreadable.
On standard output: {valid} or
{invalid} (0-based; action is
null when the deal itself is wrong). A record of a network match also gets "commitment":
{kept} or {broken} (exit status 1 when not kept): whether its
deals are the ones the seed the host committed to draws. The format is described in
docs/records.md.
A file of JSON Lines (one record a line, as 'ecarte arena --record' writes it) gets one
verdict a line, each with its "line" (from 1); a line that cannot be read gets "readable":
false. The exit status is then the worst of the lines.""",
    verify_file_help="the record, or - for standard input",
    verify_jobs_help="worker processes for a file of many records (JSON Lines)",
    engine_level_help="the bot to serve (default: expert, else the strongest level)",
    engine_seed_help="seed of the bot's random choices (default 0)",
    arena_epilog="""\
Bots: random, novice, club, expert, or exec:COMMAND for an outside engine.
--deals N plays N deal pairs, each an independent single deal at score 0-0 (the game
target still decides the score adjustments); --games N plays N duplicate game pairs to the
target, each game's deals replayed with the seats swapped. The figures are for A: net
points per deal (A's points minus B's) with a 95% confidence interval.
--record writes one ecarte-record/1 object per line (JSON Lines), one per run, each as
soon as its pair is finished.
Exit status: 0 every pair was played; 1 an outside engine could not be started, or the
record or the log could not be written; 2 a wrong argument; 3 a bot failed during a pair:
the pairs finished before are kept (in the table or JSON, and in the record), the sentence
says which pair and which of its two runs, and an outside engine's requests of that deal
are written to a file to send it again.""",
    arena_a_help="the first bot (a level or exec:COMMAND)",
    arena_b_help="the second bot",
    deals_help="deal pairs, each a single deal at 0-0 (default 200)",
    games_help="duplicate game pairs",
    arena_seed_help="seed of the cards (default 0)",
    jobs_help="worker processes (results do not depend on it)",
    arena_record_help="write the games played to FILE",
    json_help="print one JSON object",
    arena_rules_help="a rules preset, as listed by 'ecarte rules' (default club)",
    option_help="a rules option, e.g. --option target=7 (repeatable)",
    option_form=lambda shown: f"--option takes NAME=VALUE, like target=7, not {shown}",
    no_option=lambda shown: f"there is no rules option or value {shown}: see 'ecarte rules'",
    no_bot=lambda bot, levels: f"there is no bot {bot}: choose one of {levels}, or "
                               "exec:COMMAND",
    bot_failed=lambda bot, seat, error, where: f"{bot} (seat {seat}) failed: {error} ({where})",
    bot_illegal=lambda bot, seat, action, error, where:
        f"{bot} (seat {seat}) chose {action}, which is illegal: {error} ({where})",
    arena_where=lambda pair, pairs, games, run, deal:
        f"{'game' if games else 'deal'} pair {pair} of {pairs}, "
        f"{'its first run (A in seat 0)' if run == 0 else 'its second run (seats swapped)'}"
        + (f", deal {deal} of the game" if games else ""),
    arena_kept=lambda done, games:
        f"the {done} {'game' if games else 'deal'} pair{'s' if done != 1 else ''} finished "
        "before it are kept" if done else "no pair was finished before it",
    arena_request=lambda path, command:
        f"the requests the engine was sent in that deal, the failing one last, are in "
        f"{path}: to send them again, run  {command} < {path}",
    engine_log_help="append what outside engines write on their standard error to FILE "
                    "(default: it is passed on to this command's standard error)",
    progress_games="game pairs",
    progress_deals="deal pairs",
    arena_title_games=lambda a, b, pairs, deals: f"{a} vs {b}: {pairs} game pairs, {deals} deals",
    arena_title_deals=lambda a, b, pairs, deals:
        f"{a} vs {b}: {pairs} deal pairs at 0-0, {deals} deals",
    arena_rows={
        "points": "points",
        "deals_won": "deals won (the point)",
        "games_won": "games won",
        "stakes_won": "games won, by stake and value",
        "voles": "voles",
        "penalties": "penalties incurred",
        "mean_ms": "decision time, mean ms",
        "median_ms": "decision time, median / p99 ms",
    },
    verdicts={"better": "better", "worse": "worse", "even": "not separated"},
    per_deal=lambda a, net, share, low, high, verdict:
        f"{a} points per deal: {net} ({share} interval {low} to {high}): {verdict}",
    game_share=lambda a, won, share, low, high:
        f"{a} won {won} of the games ({share} interval {low} to {high})",
    per_deal_alone=lambda a, net, why: f"{a} points per deal: {net} ({why})",
    game_share_alone=lambda a, won, why: f"{a} won {won} of the games ({why})",
    too_few_pairs=lambda share, pairs, fewest, games:
        f"no {share} interval from {pairs} {'game' if games else 'deal'} "
        f"pair{'s' if pairs != 1 else ''}: it takes at least {fewest}",
    pairs_alike=lambda share, games:
        f"no {share} interval: every {'game' if games else 'deal'} pair ended alike",
    engine_unreadable=lambda command, why:
        f"the engine command {command} cannot be read: {why}",
    engine_empty="the engine command is empty: write exec:COMMAND, like "
                 "exec:'python -m ecarte engine --level random'",
    engine_no_program=lambda command, program:
        f"the engine command {command} could not be started: there is no program {program}",
    engine_not_started=lambda command, why:
        f"the engine command {command} could not be started: {why}",
    engine_not_hello=lambda command, shown:
        f"the engine {command} answered the hello request with {shown}, not a hello",
    engine_version=lambda command, shown, ours:
        f"the engine {command} speaks protocol {shown}, not {ours}",
    engine_option=lambda command, why: f"the engine {command} cannot be set up: {why}",
    engine_not_action=lambda command, shown:
        f"the engine {command} answered the act request with {shown}, not an action",
    engine_illegal=lambda command, text, legal:
        f"the engine {command} answered {text}, which is not one of the legal actions "
        f"({legal})",
    engine_closed=lambda command: f"the engine {command} was closed",
    engine_stopped_before=lambda command, what, note:
        f"the engine {command} stopped before the {what} request{note}",
    engine_timeout=lambda command, what, seconds:
        f"the engine {command} did not answer the {what} request within {seconds} s",
    engine_stopped_without=lambda command, what, note:
        f"the engine {command} stopped without answering the {what} request{note}",
    engine_overlong=lambda command, what, most:
        f"the engine {command} answered the {what} request with a line longer than {most} "
        f"bytes, which is no answer",
    engine_not_json=lambda command, what, shown:
        f"the engine {command} answered the {what} request with {shown}, which is not JSON",
    engine_not_object=lambda command, what, shown:
        f"the engine {command} answered the {what} request with {shown}, not a JSON object",
    engine_refused=lambda command, what, error:
        f"the engine {command} refused the {what} request: {error}",
    engine_exit=lambda status, said: f" (exit status {status}" + (f": {said}" if said else "")
                                     + ")",
    reasons={
        "ENOSPC": "the disk is full",
        "EDQUOT": "the disk quota is used up",
        "EROFS": "the folder is read-only",
        "EACCES": "permission denied",
        "EPERM": "permission denied",
        "ENOTDIR": "a part of the path is a file, not a folder",
        "EISDIR": "it is a folder",
        "ENAMETOOLONG": "the name is too long",
        "ENOENT": "the folder does not exist",
        "EEXIST": "a file is in the way",
        "EBADF": "it is closed",
    },
    no_such_file="there is no such file",
    could_not_write=lambda path, why: f"could not write {path}: {why}",
    cannot_read=lambda name, why: f"cannot read {name}: {why}",
    too_large=lambda name, size, kind: f"{name} is larger than {size}: {kind} is at most "
                                       f"{size}",
    mebibytes=lambda count: f"{count} MiB",
    bytes_=lambda count: f"{count} bytes",
    not_utf8=lambda what, byte: f"{what} is not UTF-8 text (byte {byte} cannot be read)",
    not_json=lambda what, line, column, why:
        f"{what} is not JSON (line {line}, column {column}: {why})",
    too_deep=lambda what: f"{what} is nested too deeply to be read",
    unreadable=lambda what, why: f"{what} cannot be read: {why}",
    too_many_digits=lambda what, digits, most:
        f"{what} holds a number of {digits} digits, more than the {most} a number may have",
)
