from ecarte.engine.cards import Card
from ecarte.words import phrasebook
from ecarte.words.table import TableWords, capital


def _who(name: str, you: bool) -> str:
    return "you" if you else name


def _the(card: Card) -> str:
    return phrasebook("en").the_card(card)


def _card(card: Card) -> str:
    return phrasebook("en").card(card)


def _s(count: int) -> str:
    return "" if count == 1 else "s"


WORDS = TableWords(
    semicolon="; ",
    you="you",
    label_score="Score",
    label_deal="Deal",
    label_trumps="Trumps",
    label_exchanged="Exchanged",
    label_tricks="Tricks",
    label_last_trick="Last trick",
    label_this_trick="This trick",
    label_hand="Your hand",
    label_discarded="Discarded",
    label_king="King",
    label_games="Games",
    label_rules="Rules",
    label_opponent="Opponent",
    title_game=lambda number: f"Game {number}",
    title_game_of=lambda number, most: f"Game {number} of up to {most}",
    title_deal=lambda number: f"deal {number}",
    title_stake=lambda stake: f"stake {stake}",
    first_to=lambda target: f" (first to {target})",
    games_tally=lambda mine, theirs: f"; games {mine}-{theirs}",
    deal_row=lambda dealer, you, elder, elder_you:
        f"{capital(_who(dealer, you))} deal{'' if you else 's'}; {_who(elder, elder_you)} "
        f"{'are' if elder_you else 'is'} elder",
    trump_suit=lambda suit, mark: f"{suit.noun} {mark}",
    turnup="; turn-up ",
    stock=lambda count: f"; stock {count}",
    proposals=lambda count: "1 proposal" if count == 1 else f"{count} proposals",
    no_exchange="none",
    exchange_counts=lambda counts: counts,
    no_exchange_yet="none yet",
    penalty=lambda name, you, stood:
        f"; {_who(name, you)} {'stood' if stood else 'refused'}: a loss costs "
        f"{_who(name, you)} 2",
    none_yet="none yet",
    led=lambda name, you: f"{_who(name, you)} led ",
    then_played=lambda name, you: f", {_who(name, you)} played ",
    card_article=lambda card: "",
    last_led=lambda name, you: f"{_who(name, you)} led ",
    last_then_played=lambda name, you: f", {_who(name, you)} played ",
    trick_won=lambda name, you: f" ({_who(name, you)} won)",
    played_out="none: the deal is played out",
    to_lead=lambda name, you: f"{_who(name, you)} to lead",
    king_declared=lambda name, you: f"{_who(name, you)} declared the King of trumps",
    trumps_mark="trumps",
    deal_over="Deal over",
    summary_tricks=lambda tally: f"Tricks: {tally}.\n",
    no_points="No points scored.\n",
    scored=lambda name, you, points: f"{capital(_who(name, you))} +{points} point{_s(points)}",
    summary_score=lambda tally, target: f"Score: {tally} (first to {target}).",
    game_over="Game over",
    game_won=lambda name, you, mine, theirs:
        f"{capital(_who(name, you))} win{'' if you else 's'} the game {mine} to {theirs}.",
    game_counts=lambda value: f"\nIt counts {value} (stake and game value).",
    games_line=lambda tally, most: f"\nGames: {tally} (best of {most}).",
    games_row=lambda tally, most: f"{tally} (best of {most})",
    game_row=lambda name, you, mine, theirs: f"{_who(name, you)} won {mine}-{theirs}",
    match_over="Match over",
    match_won=lambda name, you:
        f"{capital(_who(name, you))} win{'' if you else 's'} the match",
    by_games=lambda mine, theirs: f", {mine} games to {theirs}",
    by_points=lambda mine, theirs:
        f", {mine} {'point' if mine == 1 else 'points'} to {theirs}",
    stakes_won=lambda tally: f"\nStakes won: {tally}.",
    seed_line=lambda seed: f"\nSeed {seed}: the same seed and moves replay this match.",
    record_saved="Record saved to",
    score_title="Score",
    sheet_title="Score sheet",
    sheet_headers=("Deal", "Dealer", "Exchange", "Play", "Tricks", "Points", "Score"),
    sheet_empty="No deal yet",
    sheet_in_play="in play",
    sheet_stood=lambda name, you: f"{_who(name, you)} stood",
    sheet_played_on=lambda name, you: f"{_who(name, you)} stood",
    sheet_proposed=lambda name, you: f"{_who(name, you)} proposed",
    sheet_accepted=lambda name, you: f", {_who(name, you)} accepted",
    sheet_refused=lambda name, you: f", {_who(name, you)} refused",
    sheet_declared=lambda name, you: f"{_who(name, you)} declared the King",
    sheet_conceded=lambda name, you: f"{_who(name, you)} conceded",
    sheet_doubled=lambda name, you: f"{_who(name, you)} doubled",
    sheet_dropped=lambda name, you: f"{_who(name, you)} dropped it",
    sheet_king_turned="King turned up",
    sheet_taken=lambda name, you, stake: f"{_who(name, you)} took it, stake {stake}",
    sheet_game=lambda game, name, you, mine, theirs:
        f"{_who(name, you)} won {mine}-{theirs} (game\u00a0{game})",
    sheet_caption=lambda first, second: f"Tricks and score: {first}-{second}.",
    sheet_caption_yours=lambda other: f"Tricks and score: yours first, then {other}'s.",
    sheet_key=lambda game, deal: f" Deal {game}.{deal} is game {game}, deal {deal}.",
    sheet_game_deal=lambda game, deal: f"Game {game}, deal {deal}",
    sheet_deal=lambda deal: f"Deal {deal}",
    sheet_dealer=lambda name: f"dealer {name}",
    sheet_tricks=lambda tricks: f"tricks {tricks}",
    sheet_score=lambda score: f"score {score}",
    practice_undo=lambda used: f"Practice match (undo against the bot): take-backs used: "
                               f"{used}.",
    practice_used=lambda used: f"Take-backs were used: take-backs used: {used}.",
    play_on_word="stand",
    move_words={"play": "play", "discard": "discard", "stand": "stand",
                "propose": "propose", "accept": "accept", "refuse": "refuse",
                "king": "king", "concede": "concede", "double": "double", "take": "take",
                "drop": "drop"},
    command_words={"moves": "moves", "help": "help", "rules": "rules", "score": "score",
                   "log": "log", "hint": "hint", "undo": "undo", "quit": "quit",
                   "sheet": "sheet", "speed": "speed", "tutor": "tutor"},
    speed_words={"fast": "fast", "normal": "normal", "slow": "slow"},
    switch_words={"on": "on", "off": "off"},
    command_meta="command",
    too_long=lambda length: f"That line is {length} characters long; a move is a few "
                            "words, like 'propose' or 'kh'. Type ? for the legal moves.",
    control_characters="That line holds control characters I cannot read. Type a move, "
                       "like 'propose' or 'kh', or ? for the legal moves.",
    empty_line="Type a move, ? for the legal moves, or help for the commands.",
    no_move_now="There is no move to make now: press Enter to go on, or type a command "
                "(score, sheet, log, help, quit).",
    name_discards=lambda alone: "Name the cards to discard, by position or name: "
                                "'discard 1 4' or 'discard 7c 8d'"
                                + ("; 'discard' alone keeps all five." if alone else "."),
    play_one="Play one card at a time, like 'play kh' or just 'kh'.",
    which_card="Which card? Type it, like 'kh' or '10d', or its position.",
    play_alone="'play' alone is not a move here: type 's' (stand) to play the cards you "
               "hold, or 'p' (propose) to exchange some.",
    play_takes_card="'play' takes a card, like 'play kh'. Type ? for the legal moves.",
    tutor_takes="'tutor' takes one word: 'tutor on' or 'tutor off'.",
    speed_takes=lambda word: f"'{word}' takes one word, like 'speed fast', 'speed slow' or "
                             "'speed 0.5' (seconds).",
    takes_nothing=lambda word: f"'{word}' takes nothing after it.",
    unknown_word=lambda word: f"I do not know '{word}'. Type ? for the legal moves, or help "
                              "for the commands.",
    play_one_alone="Play one card at a time, like 'kh' or its position.",
    not_time_stand="It is not the time to play a card: stand or propose.",
    not_time_answer="It is not the time to play a card: accept or refuse.",
    not_time_double="It is not the time to play a card: take or drop the double.",
    not_time="It is not the time to play a card: type ? for the moves.",
    no_position=lambda word, held: f"There is no card {word}: your cards are numbered 1 to "
                                   f"{held}.",
    named_twice=lambda card: f"{capital(_the(card))} is named twice.",
    you_may_play=lambda cards: f" You may play {' '.join(map(_card, cards))}.",
    legal="legal: ",
    discard_range=lambda fewest, most, cards: f"discard {fewest} to {most} of {cards}",
    discard_exact=lambda most, cards: f"discard {most} of {cards}",
    help_commands={
        "propose": "propose, p", "stand": "stand, s", "accept": "accept, a",
        "refuse": "refuse, r", "discard": "discard 1 4", "play": "kh, K♥, 10h, 3",
        "king": "king", "videau": "double, take, drop", "concede": "concede",
        "moves": "? or moves", "hint": "hint", "undo": "undo", "score": "score, log, sheet",
        "speed": "speed fast", "tutor": "tutor on", "rules": "rules", "quit": "quit",
        "tab": "Tab", "keys": "Ctrl-C, Ctrl-D"},
    help_texts={
        "propose": "ask for an exchange of cards (elder)",
        "stand": "play the cards you hold (elder)",
        "accept": "agree to the exchange (dealer)",
        "refuse": "refuse it: play begins (dealer)",
        "discard": "discard cards by position, or by name: discard 7c 8d (also d, x)",
        "play": "play a card by name or position (play kh works too); Enter alone plays "
                "your only card when just one may be played; at the discard prompt, cards "
                "typed alone are confirmed first",
        "king": "declare the King of trumps for 1 point, before your first card (you are "
                "asked before a first card would give it up)",
        "videau": "the videau (doubling), when the rules allow it",
        "concede": "give up the deal: the other side scores the point (the vole if you "
                   "have no trick); asks first, saying what it costs",
        "moves": "one line 'legal: ...' listing the legal moves as you may type them; "
                 "'discard N to M of CARDS' means any N to M of those cards",
        "hint": "the expert's advice here, whichever bot you play, with each choice's "
                "chance; a match with hints does not move your rating (the first hint asks)",
        "undo": "take back your last move if nobody has answered it and you drew no card; "
                "against a bot it makes the match practice, which does not move your "
                "rating (asks first)",
        "score": "the score; what happened in this deal; the score sheet",
        "speed": "the bot's pause: fast, normal, slow, or seconds (speed 0.5)",
        "tutor": "the expert warns you before a mistake and asks you to confirm; "
                 "tutor off stops it",
        "rules": "the rules of Écarté",
        "quit": "leave; the match is saved: ecarte play --resume goes on",
        "tab": "complete a move; Up/Down recall earlier lines",
        "keys": "cancel the line (then asks before leaving); leave at once"},
    doubles=lambda other, stake: f"{other} doubles. take: play on at stake {stake}; "
                                 "drop: lose this game now at the present stake.",
    elder_turn="You are the elder: stand (s) to play these cards, or propose (p) to "
               "exchange some.",
    elder_turn_again="You are the elder: stand (s) to play these cards, or propose (p) to "
                     "exchange some.",
    stand_costs=" Standing now costs 2 points, not 1, if you take fewer than 3 tricks.",
    answer_turn=lambda other: f"{other} proposes an exchange: accept (a), or refuse (r) "
                              "and play at once.",
    refusal_costs=" Refusing costs 2 points, not 1, if you take fewer than 3 tricks.",
    discard_turn=lambda fewest, most, example:
        f"Discard {f'{fewest} to {most}' if most > fewest else most} card{_s(most)} and "
        f"draw as many: type positions or names, like 'discard {example}'.",
    discard_alone=" 'discard' alone keeps all five.",
    your_lead="Your lead: type a card (like kh) or its position.",
    follow_turn=lambda only: f"Your turn: you {'must' if only else 'may'} play ",
    cards_or="",
    end_of_sentence=".",
    king_turn=" You hold the King of trumps: 'king' declares it for 1 point (before your "
              "first card, or never).",
    concede_question=lambda other, points, match, game:
        f"Concede this deal? {other} scores "
        + ("the vole, 2 points, since you have no trick" if points == 2 else
           "the point" if points == 1 else f"{points} points")
        + (", which wins the match" if match else ", which wins the game" if game else "")
        + ".",
    discard_question=lambda cards, count:
        f"Discard the {cards} and draw {'one card' if count == 1 else f'{count} cards'}?",
    king_question=lambda king, card, itself:
        f"You hold {_the(king)}, the King of trumps: declare it for 1 point "
        f"{'as you play it' if itself else f'before you play {_the(card)}'}? "
        "(No gives the point up.)",
    hint_question="A hint is the expert's advice; a match with hints does not move your "
                  "rating. Show it?",
    hint_again="Show the hint? This match will then not move your rating.",
    no_hint="No hint: this match still counts for your rating.",
    undo_question="Taking back makes this a practice match, which does not move your "
                  "rating. Take back?",
    undo_unrated="Taking back makes this a practice match. Take back?",
    cannot_undo=lambda why: f"Cannot undo: {why}.",
    nothing_taken_back="Nothing was taken back.",
    taken_back="Taken back. The position is as it was before your move.",
    now_practice=" This is now a practice match.",
    undo_makes_practice=" Undo against the bot makes this a practice match (its record "
                        "and summary say so).",
    speed_is=lambda seconds: f"The bot's pause is {seconds:g} s. Change it with "
                             "'speed fast', 'speed normal', 'speed slow' or 'speed 0.5'.",
    not_a_speed=lambda word: f"'{word}' is not a speed: say fast, normal, slow, or seconds "
                             "from 0 to 10.",
    speed_now=lambda seconds: f"The bot now pauses {seconds:g} s before each move.",
    chance_default="the game",
    chance_match=lambda most: f"the match (best of {most} games)",
    chance_game=lambda target: f"this game (to {target})",
    chance_stake=lambda stake: f" at stake {stake}",
    chance_in_match=lambda number, most: f", game {number} of the best of {most}",
    hint_line=lambda level, action: f"Hint ({level} bot): {action}.",
    hint_play=lambda card, drawn: f"play {drawn}",
    chance_line=lambda of: f"\nChance of winning {of}: ",
    chance_item=lambda action, chance: f"{action} {chance}",
    book_choice="\nThe bot keeps to the book's choice unless its reckoning is clearly "
                "better.",
)
