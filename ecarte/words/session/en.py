from ecarte.engine.cards import Card
from ecarte.words import phrasebook
from ecarte.words.session import SessionWords


def _card(card: Card) -> str:
    return phrasebook("en").card(card)


WORDS = SessionWords(
    default_names={"You": "You", "Player 1": "Player 1", "Player 2": "Player 2",
                   "Bot": "Bot"},
    you_in_sentence="you",

    bot_failed=lambda level, error: f"The {level} bot failed: {error}",
    bot_failed_saved="The match is saved: ecarte play --resume goes on from here.",
    play_again="Play again?",
    new_match=lambda seed, who: f"A new match, seed {seed}: {who}",
    cut_decides="a cut decides who deals first.",
    you_deal_first="you lost, so you deal first.",
    loser_deals_first=lambda name: f"{name}, who lost, deals first.",
    thinking=lambda name: f"{name} is thinking… (any key skips the wait)",
    press_enter_next_game="Press Enter for the next game. ",
    press_enter_next_deal="Press Enter for the next deal. ",
    press_enter_continue="Press Enter to continue. ",
    no_move_now="There is no move to make now: press Enter to go on.",

    not_saved=lambda why: f"The match could not be saved ({why}). It goes on; the last move "
                          "saved is kept, and saving is tried again after each move.",
    saved_again="The match is saved again.",
    nothing_read="Nothing was read: the match is not kept.",
    saved_on_leaving="The match is saved. 'ecarte play --resume' goes on from here.",
    unsaved_on_leaving="The match could not be saved: it ends here, and 'ecarte play "
                       "--resume' goes on from the last move that was saved.",
    never_saved_on_leaving="The match could not be saved at all: it ends here, and cannot "
                           "be resumed.",
    not_written=lambda path, why: f"could not write {path}: {why}" if path
    else f"could not write: {why}",
    not_written_to=lambda path, why: f"could not be written to {path}: {why}",
    record_failed=lambda clause: f"The record {clause}.",
    save_kept="Its save is kept: 'ecarte play --resume' goes on from the last move saved, "
              "and keeps the record then.",
    leave_question="Leave the game? It is saved.",
    being_played=lambda match: f"the match {match} is being played in another terminal",

    press_enter_then_pass=lambda name: f"Press Enter, then pass the keyboard to {name}. ",
    pass_keyboard=lambda name, first, one, second, two: (
        f"Pass the keyboard to {name}. Score: {first} {one}, {second} {two}."),
    press_enter_ready="Press Enter when ready. ",

    double_offered="double offered",
    phases={"stand or propose": "stand or propose", "accept or refuse": "accept or refuse",
            "discard": "discard", "reshuffle": "reshuffle", "play": "play", "over": "over"},
    trumps=lambda suit: f"trumps {suit}",
    score_to=lambda first, one, two, second, target: (
        f"{first} {one}-{two} {second} (to {target})"),
    bot_level=lambda level: f"bot: {level}",
    help_hint="? moves · help",
    help_hint_ascii="? moves, help",

    yes_words=("y", "yes"),
    no_words=("n", "no"),
    default_yes="[Y/n]",
    default_no="[y/N]",
    answer_yes_or_no=lambda default: (
        f"Please answer y (yes) or n (no); Enter means {'yes' if default else 'no'}."),

    not_played="Not played: choose your move again.",
    not_conceded="Not conceded.",
    nothing_discarded="Nothing discarded. 'discard' before the cards throws them at once; "
                      "cards typed alone are confirmed first.",
    last_card_played=lambda card: f"Your last card, {_card(card)}, is played for you.",
    only_card_played=lambda card: f"Your only legal card, {_card(card)}, is played for you.",

    no_undo={
        "new cards": "new cards have been dealt since your last move",
        "drew": "you have seen the cards you drew, so the exchange cannot be taken back",
        "card played": "a card has been played since your last move, so it cannot be "
                       "taken back",
        "answered": "the other player has answered since your move, and undo never takes "
                    "back what you have seen",
        "scored": "the deal is over and scored: its result stands",
        "before resume": "moves made before the match was resumed cannot be taken back",
        "nothing": "there is no move of yours to take back in this deal",
    },

    wants_hotseat="hot-seat",
    wants_bot="a match against a bot",
    wants_level=lambda level: f"the {level} bot",
    wants_rules="other rules",
    wants_names="other names",
    wants_seed=lambda seed: f"seed {seed}",

    resume_hint=lambda match: f"to go on with it later, type\n    ecarte play --resume {match}",
    listed=lambda number, match, when: f"{number:>3}. {match}, saved {when} (its last move)",
    busy_numbers=lambda busy, wanted: (
        f"{busy} of the unfinished matches {'is' if busy == 1 else 'are'} being played in "
        f"another terminal now, so number {wanted} of an earlier list may name another "
        "match: give its id ('ecarte play --resume' lists the others)"),
    no_such_match=lambda wanted: f"there is no unfinished match {wanted}: 'ecarte play "
                                 "--resume' lists them",
    names_several=lambda wanted, count: f"{wanted} names {count} matches: give more of the id",
    nothing_changed="Nothing was changed.",
    nothing_else_changed="Nothing else was changed.",
    new_as_flags_ask=lambda wishes, match, hint: (
        f"A new match begins, as the flags ask ({wishes}); your unfinished match ({match}) "
        f"is kept; {hint}"),
    new_one_kept=lambda hint: f"A new match begins; your unfinished match is kept; {hint}",
    new_several_kept=lambda count: f"A new match begins; your {count} unfinished matches "
                                   "are kept: 'ecarte play --resume' lists them.",
    unfinished_offer=lambda match, when, others: (
        f"You have an unfinished match: {match}; saved {when}"
        + (f" ({others} other{'s' if others > 1 else ''}: 'ecarte play --resume' lists "
           "them)" if others else "") + "."),
    go_on_question="Go on with it?",
    new_unfinished_kept=lambda hint: f"A new match begins; the unfinished one is kept; {hint}",
    going_on=lambda match, described, when: (
        f"Going on with match {match}: {described}; saved {when}."),
    elsewhere=lambda busy: f" ({busy} being played in another terminal)" if busy else "",
    no_saved_match=lambda elsewhere: f"there is no saved match to resume{elsewhere}",
    no_saved_start_question=lambda elsewhere: (
        f"There is no saved match to resume{elsewhere}. Start a new match?"),
    start_one=lambda said: f"{said}: start one with 'ecarte play'",
    unfinished_heading=lambda elsewhere: f"Unfinished matches{elsewhere}, the most recent "
                                         "first:",
    choose_with_id="there are several unfinished matches: choose one with 'ecarte play "
                   "--resume ID' (an id or a number of the list)",
    none_left="No unfinished match is left.",
    start_new_question="Start a new match?",
    drop_question=lambda number, match: (
        f"Drop match {number} ({match})? It can no longer be resumed."),
    nothing_dropped="Nothing was dropped.",
    drop_busy=lambda number: f"Match {number} is being played, or has ended, in another "
                             "terminal: it was not dropped.",
    drop_failed=lambda number, why: f"Match {number} could not be dropped: {why}.",
    dropped=lambda number, where: f"Dropped match {number}; its save was moved to\n    {where}",
    which_prompt=lambda count: f"Which match? [1-{count}, Enter for 1; d N drops match N] ",
    which_again=lambda count: f"Please type a number from 1 to {count}, or d and a number to "
                              "drop that match.",
    drop_words=("d", "drop"),

    when="%H:%M:%S",
    before_first_deal="before the first deal",
    deal_number=lambda number: f"deal {number}",
    game_and_deal=lambda game, deal: f"game {game}, {deal}",
    at_one_keyboard=lambda first, second: f"{first} and {second} at one keyboard",
    against_bot=lambda name, level: f"{name} against the {level} bot",
    preset_rules=lambda preset: f"{preset} rules",
    score=lambda first, one, second, two: f"{first} {one}, {second} {two}",
    games=lambda one, two: f" (games {one}-{two})",
    described=lambda seed, who, rules, reached, score: (
        f"seed {seed}, {who}, {rules}; {reached}; {score}"),

    save_named=lambda name: f"the saved match {name}",
    not_a_save=lambda what: f"{what} is not a saved match",
    no_seed=lambda what, most: f"{what} has no seed from 0 to {most}",
    no_record=lambda what: f"{what} holds no record",
    cannot_resume=lambda what, why: f"{what} cannot be resumed: {why}",
    cannot_replay=lambda what, why: f"{what} cannot be replayed: {why}",
    too_deep=lambda what: f"{what} is nested too deeply to be read",
    cannot_resume_error=lambda what, kind, error: f"{what} cannot be resumed ({kind}: {error})",
    bad_mode="its mode is neither 'bot' nor 'hotseat'",
    no_level="it names no bot level",
    unknown_level=lambda level: f"it names a bot level this version does not have ({level})",
    bad_delay="its delay is not a number of seconds from 0 to 60",
    bad_hints="its count of hints is not a whole number from 0",
    bad_flag=lambda flag: f"its {flag} is neither true nor false",
    set_aside_failed=lambda error, why: (
        f"{error}; it could not be moved aside ({why}), and is left where it is."),
    set_aside=lambda error, where: f"{error}; it was moved to {where}.",
    does_not_replay=lambda fault: f"the saved match does not replay: {fault}",
    not_where_left="the saved match does not replay to where it was left",
    bad_field=lambda key, kind: f"its {key} must be {kind}",
    kinds={"text": "a text", "count": "a whole number from 0", "flag": "true or false",
           "object": "an object"},
    bad_notes=lambda number: f"the notes of deal {number} are not a list of texts",

    settings_ignored=lambda path, why: f"the settings file {path} was ignored: {why}",
    settings_too_deep="it is nested too deeply",
    settings_number_too_long="it holds a number too long to read",
    bad_hotseat_names="hotseat_names must be a list of two different names",
    bad_name="name must be a name (not empty, and not Bot: the bot is called Bot at the "
             "table)",
    bad_setting_delay=lambda most: f"delay must be seconds from 0 to {most}",
    bad_speed="speed must be fast, normal, slow or seconds from 0 to 10",
    one_of=lambda key, values: f"{key} must be one of {values}",
    bad_tutor="tutor must be true or false",
    wrong_type=lambda key: f"{key} has the wrong type",
    no_setting=lambda key: f"there is no setting {key}",
    problems_in=lambda path, problems: f"in {path}: {problems}",
    problem_separator="; ",
)
