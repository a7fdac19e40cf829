from ecarte.words.tournament import TournamentWords

WORDS = TournamentWords(
    time_per_move_help="the time budget of each decision, in seconds: outside engines are "
                       "told it (movetime), and a decision that takes longer is counted "
                       "late (the table's late answers); default: none",
    engine_option_blank="WHO:NAME=VALUE",
    engine_option_help=lambda who:
        f"set an option an engine declares, e.g. 1:play_samples=200; WHO is {who} "
        "(repeatable)",
    engine_option_form=lambda shown:
        f"--engine-option takes WHO:NAME=VALUE, like 1:play_samples=200, not {shown}",
    engine_option_who=lambda shown, count:
        f"there is no engine {shown} on the command line: name one by its number, from 1 "
        f"to {count}",
    level_option=lambda level, why: f"the bot {level} cannot take this option: {why}",
    late_row="late answers",
    who_arena="the engine's number on the command line (1 for A, 2 for B), or a or b",
    who_numbers="the engine's number on the command line, from 1",
    epilog="""\
Every match is played in duplicate on the same deals (the same seed for all), each deal \
twice with the seats swapped. A round-robin meets every two engines; --gauntlet meets the \
first with each of the others; --sprt compares two engines, A and B, and stops once the \
sequential test settles (--deals or --games is then the most it plays). The ratings are \
Elo by maximum likelihood over the pairs won, drawn and lost, with 95% intervals.

  ecarte tournament random novice club expert --deals 100
  ecarte tournament "exec:python3 my_bot.py" club expert --gauntlet --resume run.jsonl
  ecarte tournament "exec:python3 new.py" "exec:python3 old.py" --sprt --elo1 10""",
    engines_help="the engines: bot levels (random, novice, club, expert) or exec:COMMAND",
    gauntlet_help="the first engine meets each of the others (default: every two meet)",
    deals_help="deal pairs per match, each a single deal at 0-0 (default 100; with "
               "--sprt, the most: default 2000)",
    games_help="game pairs per match instead (with --sprt, the most)",
    sprt_help="an A/B comparison of two engines, stopped by a sequential probability "
              "ratio test",
    elo0_help="the Elo difference of A over B under H0 (default 0)",
    elo1_help="the Elo difference of A over B under H1 (default 5)",
    alpha_help="the chance of accepting H1 when H0 is true (default 0.05)",
    beta_help="the chance of accepting H0 when H1 is true (default 0.05)",
    anchor_help="the engine rated 0 (default: random if it plays, else the first)",
    resume_help="keep the chunks played in FILE and play only the rest; FILE is written "
                "as the tournament goes (the same results as a run not interrupted)",
    two_engines="a tournament needs at least two engines",
    sprt_two=lambda count:
        f"--sprt compares two engines, A then B: give two, not {count}",
    elo_order="--elo1 must be greater than --elo0",
    error_rate="--alpha and --beta are chances between 0 and 0.5",
    no_anchor=lambda shown, engines:
        f"the anchor {shown} is not one of the engines ({engines})",
    resume_not_ours=lambda file:
        f"{file} is not the file of a tournament: give the file that --resume wrote, or "
        "a new one",
    resume_other=lambda file, field:
        f"{file} holds another tournament (its {field} is not the same): give the same "
        "engines and flags, or a new file",
    resume_unreadable=lambda file, why: f"cannot read {file}: {why}",
    kept_line=lambda done, total:
        f"resumed: {done} of the {total} chunks were already played and are kept",
    progress_line=lambda match, matches, a, b, done, units, games:
        f"match {match} of {matches}, {a} vs {b}: {done} of {units} "
        + ("game pairs" if games else "deal pairs"),
    ratings_title=lambda anchor, share: f"Ratings (Elo, {anchor} = 0, {share} intervals)",
    ratings_columns={"engine": "engine", "elo": "Elo", "interval": "interval",
                     "pairs": "pairs", "score": "score"},
    not_rated="not rated: no pair played",
    model_line="Model: logistic Elo by maximum likelihood, each duplicate pair a win, a "
               "draw or a loss for the engine ahead over it, with two virtual draws "
               "between every two engines that met (as BayesElo).",
    matches_title="Matches",
    matches_columns={"a": "A", "b": "B", "pairs": "pairs", "per_deal": "A's points a deal",
                     "interval": "95% interval"},
    sprt_verdict=lambda code, a, b, elo0, elo1: {
        "h1": f"SPRT: H1 accepted: {a} is stronger than {b} by about {elo1} Elo or more.",
        "h0": f"SPRT: H0 accepted: {a} is not stronger than {b} by {elo1} Elo (about "
              f"{elo0} or less).",
    }.get(code, f"SPRT: not settled: the most pairs were played before the test could "
                f"tell {elo0} from {elo1} Elo."),
    sprt_figures=lambda ratio, low, high, units, games:
        f"LLR {ratio} (bounds {low} and {high}) after {units} "
        + ("game pairs." if games else "deal pairs."),
    failed_unkept=lambda done, total:
        f"the tournament stopped after {done} of the {total} chunks; nothing was kept: "
        "with --resume FILE the chunks played are kept and the same command plays the rest",
    failed_kept=lambda done, total:
        f"the tournament stopped: {done} of the {total} chunks are kept; run the same "
        "command with --resume to play the rest",
)
