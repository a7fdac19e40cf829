from ecarte.words.stats import StatsWords

_SAID = {"played_at": "date", "games0": "games won", "games1": "games won",
         "points0": "points", "points1": "points", "you": "player counted as you",
         "takebacks": "count of take-backs", "record": "record"}
_MANY = {"points0", "points1", "players", "rules"}  # said in the plural ("its points are")


def _not_as_kept(column: str) -> str:
    if column.startswith("deals."):  # a code: the column of a deal
        return "its deals are not as kept"
    verb = "are" if column in _MANY else "is"
    return f"its {_SAID.get(column, column)} {verb} not as kept"


def _no_rated(helped: bool, takebacks: bool, people: bool, off_ladder: bool) -> str:
    why = (["hints or the tutor"] if helped else []) + (["take-backs"] if takebacks else [])
    reasons = " or ".join(why) if why else "hints, take-backs or the tutor"
    said = f"No rated match yet: matches with {reasons} do not move the rating"
    if people:
        said += ", nor do hot-seat and network matches"
    if off_ladder:
        said += ", nor do matches against a player off the bot ladder"
    return said + "."


def _history(path: str) -> str:
    return f"the match history ({path})"


def _your_rating(text: str) -> str:
    return f" (your rating: {text})." if text else "."


def _more(more: int | None) -> str:
    """When the rating will be shown: after about how many more rated matches."""
    if more is None:
        return "after more rated matches against the bots"
    return (f"after about {more} more rated match{'es' if more != 1 else ''} against the "
            "bots")


_NEAR = "a bot near your strength brings it soonest"
"""Said when no count can be given: the bots played tell too little."""


def _matches(count: int) -> str:
    return f"{count} match{'es' if count != 1 else ''}"


WORDS = StatsWords(
    damaged=lambda path, detail, records: (
        f"{_history(path)} is damaged ({detail}): it was left as it is; to start a new one, "
        f"move it away, and 'ecarte stats import {records}/*.json' adds back the matches "
        f"finished here"),
    newer=lambda path, detail: (f"{_history(path)} was written by a newer version of ecarte "
                                f"({detail}): it was left as it is"),
    full=lambda path: f"{_history(path)} cannot be written: the disk is full",
    read_only=lambda path: f"{_history(path)} cannot be written: the folder is read-only",
    busy=lambda path, seconds: (f"{_history(path)} is busy: another ecarte has been writing "
                                f"it for {seconds} seconds"),
    unusable=lambda path, detail: f"{_history(path)} cannot be used: {detail}",
    check_says=lambda said: f"SQLite's check says: {said}",
    table_missing=lambda table: f"the table {table} is missing",
    column_missing=lambda column: f"the column {column} is missing",
    column_extra=lambda table, column: (f"the table {table} has a column it should not "
                                        f"have ({column})"),
    index_missing=lambda index: f"the index {index} is missing",
    newer_schema=lambda version, known: f"schema {version}; this one knows up to {known}",
    not_a_database="file is not a database",

    left_out=lambda count, written: (
        "1 match in the history could not be read and is left out." if count == 1 else
        f"{written} matches in the history could not be read and are left out."),
    unreadable_match=lambda match, what: (f"match {match} in the history cannot be read "
                                          f"({what})"),
    unreadable_some=lambda what: f"a match in the history cannot be read ({what})",
    not_as_kept=_not_as_kept,

    not_a_record=lambda error: f"it is not a valid record: {error}",
    too_deep="it is nested too deeply to be read",
    not_finished="the match is not finished",
    cannot_keep=lambda why: f"the match cannot be kept: {why}",
    not_an_object="the record is not a JSON object",
    the_record="the record",
    no_such_player=lambda name, players: f"no player is named {name} (the players are "
                                         f"{players})",
    players_unnamed="not named",
    no_such_match=lambda match: f"there is no match {match} in the history",
    no_such_match_listed=lambda match: (f"there is no match {match} in the history "
                                        "('ecarte history' lists them)"),

    not_kept=lambda why: f"This match could not be kept in your history: {why}.",
    same_match=lambda match: (f"This match is the same, card for card, as match {match} "
                              f"in your history: it is kept and counted once."),
    rating_unreadable=lambda why: (f"This match is kept in your history, but your rating "
                                   f"cannot be read from it: {why}."),
    practice=lambda rating: f"A practice match does not move your rating{_your_rating(rating)}",
    helped=lambda tutor, rating: (
        f"This match was played with {'the tutor' if tutor else 'hints'}, so it does not "
        f"move your rating{_your_rating(rating)}"),
    rating_later=lambda more: (f"Your rating will be shown {_more(more)}"
                               f"{'' if more is not None else f' ({_NEAR})'}."),
    rating_after=lambda rating, won: (f"Your rating: {rating} after this "
                                      f"{'win' if won else 'loss'}."),
    review_not_kept=lambda why: f"The review could not be kept in your history: {why}.",
    network_kept=("This match is kept in your history ('ecarte stats'); a match against a "
                  "person does not move your rating."),
    rating=lambda value, spread: f"{value} ± {spread}",

    stats_epilog="""\
Figures are per opponent (a bot level, hot-seat, or a name) and rules, for the seat that is
'you': seat 0 in 'ecarte play' (in hot-seat, the first player named). won/lost count
games. points/deal is yours minus the opponent's; errors '-': not reviewed. The rating
counts matches against the bots without hints, take-backs or the tutor; it is
shown once it is sure enough.""",
    stats_json_epilog=lambda shape, close: f"--json prints {shape} or null{close}.",
    stats_import_epilog=lambda option: f"""\
ecarte stats import FILE... [{option} NAME] adds the records of matches you played, written
by 'ecarte play' (one record a file, or JSON Lines); '-' reads standard input. A match
between two bots ('ecarte watch --record', 'ecarte arena --record') is not yours: it is
left out. The same record is never counted twice; an invalid or unfinished one is reported
and skipped (exit status 1, as when a match is left out).""",
    metavars={"NAME": "NAME", "RULES": "RULES", "DATE": "DATE", "FILE": "FILE"},
    stats_import_title="adding matches",
    stats_import_help="add finished matches from record files",
    stats_files_help="a record, JSON Lines of records, or - for standard input",
    stats_you_help=("the player to count as you (by default seat 0 of a match played "
                    "against a bot; otherwise no one)"),
    level_help="only matches against this opponent (a level, or hot-seat)",
    rules_help="only matches under these rules (a preset, e.g. club)",
    since_help="only matches from this day on (YYYY-MM-DD)",
    json_help="print one JSON object",
    not_a_date=lambda text: f"wants a date like 2026-03-01, not {text}",
    stats_empty=("No finished match is kept yet: play one with 'ecarte play' (or add records "
                 "with 'ecarte stats import FILE') and your figures will be here."),
    none_is_you=lambda count, option: (f"{count} match{'es are' if count != 1 else ' is'} "
                                       "kept, but none says which player is you: import the "
                                       f"records again with {option} NAME."),
    none_fits="No finished match fits these choices.",
    finished=lambda count, filtered: (f"{count} finished match{'es' if count != 1 else ''}"
                                      f"{' (of those asked for)' if filtered else ''}."),
    rating_line=lambda rating: f"Your rating on the bot ladder: {rating}.",
    rating_soon=lambda rated, more: (
        f"Your rating will be shown {_more(more)} ({rated} so far"
        f"{'' if more is not None else '; ' + _NEAR})."),
    no_rated=_no_rated,
    stats_columns=("opponent", "rules", "played", "games", "pts/deal", "voles", "paid",
                   "mistakes"),
    stats_legend=("games: won-lost; voles: made-let in; paid: penalties you paid; mistakes: "
                  "mistakes and blunders per decision, where reviewed (inaccuracies are not "
                  "counted)."),
    a_deal=lambda net: f"({net} a deal)",
    as_elder=lambda deals, stood, stood_paid, proposed, proposed_paid: (
        f"As elder ({'1 deal' if deals == 1 else f'{deals} deals'}): stood {stood}"
        f"{stood_paid}, proposed {proposed}{proposed_paid}."),
    as_dealer=lambda asked, refused, paid: (
        f"As dealer, asked for an exchange in {asked} deal{'s' if asked != 1 else ''}: "
        f"refused in {refused}{paid}."),
    against=lambda opponent, rules, rest: f"Against {opponent} ({rules}): {rest}",
    chart_title=lambda count: f"The last {_matches(count)}, oldest first:",
    chart_rows=("result", "points/deal", "mistakes"),
    won_mark="W",
    lost_mark="L",
    chart_range=lambda low, high: f"(points/deal from {low} to {high}",
    chart_errors=lambda zero, high, mark: f"; mistakes from {zero} to {high}, '{mark}' not "
                                          "reviewed)",
    chart_unreviewed=lambda mark: f"; mistakes: '{mark}' not reviewed)",
    import_stopped=lambda why: f"{why}; the import stopped there",
    line_of=lambda name, line: f"{name} line {line}",
    skipped=lambda where, why: f"{where}: {why}; skipped",
    cannot_be_read="it cannot be read",
    import_added=lambda count: f"{_matches(count)} added",
    import_claimed=lambda count: f"{count} already kept, now counted as yours",
    import_again=lambda count: f"{count} already kept",
    import_skipped=lambda count: f"{count} skipped",
    bots_left_out=lambda name, count: (
        f"{name}: {_matches(count)} between two bots left out: your history keeps only "
        "the matches you played"),
    import_bots=lambda count: f"{count} between bots left out",

    history_epilog="""\
Every match finished in 'ecarte play' is kept (docs/history.md); 'ecarte stats import
FILE' adds records from elsewhere. 'ecarte stats' sums them up. After the result,
(practice): take-backs, (tutor): the tutor watched, (hints): hints were shown; none of
these moves the rating. mistakes: the share of your reviewed decisions marked a mistake
or a blunder (inaccuracies are not counted); '-': not reviewed.""",
    history_json_epilog=lambda shape, key: (f"--json prints a list, newest first, of {shape} "
                                            f"(date in UTC, ISO 8601;\n{key} and error_rate "
                                            f"may be null)."),
    limit_help="the N newest matches only",
    history_json_help="print one JSON list",
    the_limit="the limit",
    history_empty=("No match is kept yet: every match you finish in 'ecarte play' will be "
                   "listed here."),
    history_columns=("id", "date", "opponent", "rules", "result", "mistakes"),
    history_legend=lambda mark: (f"mistakes: the share of your reviewed decisions marked a "
                                 f"mistake or a blunder (inaccuracies are not counted); "
                                 f"'{mark}': not reviewed."),
    hotseat="hot-seat",
    result=lambda won, yours, theirs, games: (f"{'won' if won else 'lost'} {yours}-{theirs}"
                                              f"{' in games' if games else ''}"),
    result_of=lambda winner, high, low, games: (f"{winner} won {high}-{low}"
                                                f"{' in games' if games else ''}"),
    practice_mark=" (practice)",
    tutor_mark=" (tutor)",
    hints_mark=" (hints)",
    opens_one=lambda commands: f"{commands} opens one.",
    command=lambda text: f"'{text}'",
    or_word=" or ",
    parts_title=lambda recent: ("Mistakes and blunders per decision, by part of the game, "
                                f"in your last {recent} reviewed matches (and before them):"),
    part_names={"exchange": "the exchange", "king": "the King", "play": "the play"},
    part_line=lambda part, rate, decisions, before, earlier: (
        f"{part}: {rate} of {decisions} decision{'s' if decisions != 1 else ''}"
        + (f" (before: {before} of {earlier})" if before is not None else "")),
    part_none=lambda part: f"{part}: no decision reviewed",
)
