from ecarte.engine.cards import Card
from ecarte.words import phrasebook
from ecarte.words.review import ReviewWords


def _loss(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _play(card: Card) -> str:
    return f"play {card.pretty}"


def _whose(name: str) -> str:
    """A seat's possessive before its noun: "your" for the seat the game named "You",
    else "Ada's"."""
    return "your" if name == "You" else f"{name}'s"


def _owned(name: str) -> str:
    """A seat's possessive standing alone ("..., Bot's gave 0.3 back"): "yours" for the
    seat the game named "You", else "Ada's"."""
    return "yours" if name == "You" else f"{name}'s"


def _about(amount: float) -> str:
    return f"about {amount:.1f}"


def _luck_line(name: str, you: bool, won: bool, score: str, start: float, cards: float,
               decisions: float, other: str, theirs: float | None, match: bool) -> str:
    whom = "you" if you else name
    of = "of a match" if match else "of a game"
    what = "the cards" if theirs is not None else f"the cards and {_whose(other)} play"
    if abs(cards) < 0.05:
        luck = f"{what} came out about even"
    elif cards > 0:
        luck = f"{what} gave {whom} {_about(cards)} {of}"
    else:
        luck = f"{what} cost {whom} {_about(-cards)} {of}"
    own = "your decisions" if you else f"{_whose(name)} decisions"
    mine = f"{own} cost almost nothing" if decisions < 0.05 else \
        f"{own} cost {_about(decisions)} {of}"
    gift = "" if theirs is None or theirs < 0.05 else \
        f", {_owned(other)} gave {_about(theirs)} {of} back"
    head = f"{'You' if you else name} {'won' if won else 'lost'} {score}, from a " \
        f"{phrasebook('en').percent(start)} chance at the start"
    return f"{head}: {luck}; {mine}{gift}."



WORDS = ReviewWords(
    choice_bare={"stand": "stand (play with this hand)",
                 "propose": "propose an exchange",
                 "accept": "accept the exchange", "refuse": "refuse the exchange",
                 "king": "declare the King of trumps", "double": "double the stake",
                 "take": "take the double", "drop": "drop the game",
                 "concede": "concede the deal"},
    choice_play=_play,
    choice_discard=lambda cards: f"discard {cards}",
    choice_discard_none="discard nothing",
    action_bare={"stand": "stand", "propose": "propose", "accept": "accept",
                 "refuse": "refuse", "king": "king", "double": "double", "take": "take",
                 "drop": "drop", "concede": "concede"},
    action_play_on="stand",
    action_play=_play,
    action_discard=lambda cards: f"discard {cards}",
    phase_names={"propose": "stand or propose", "answer": "accept or refuse",
                 "discard": "the discard", "king": "declaring the King", "play": "a card",
                 "double": "the videau"},
    kind_names={"propose": "stand or propose", "answer": "accept or refuse",
                "discard": "discards", "king": "the King", "play": "cards played",
                "double": "doubles"},
    mark_names={"inaccuracy": "inaccuracy", "mistake": "mistake", "blunder": "blunder"},
    a_mark={"inaccuracy": "an inaccuracy", "mistake": "a mistake", "blunder": "a blunder"},
    a_mark_capital={"inaccuracy": "An inaccuracy", "mistake": "A mistake",
                    "blunder": "A blunder"},
    inaccuracies=lambda n: _loss(n, "inaccuracy", "inaccuracies"),
    mistakes=lambda n: _loss(n, "mistake", "mistakes"),
    blunders=lambda n: _loss(n, "blunder", "blunders"),
    no_inaccuracies=lambda n: f"{n} inaccuracy" if n == 1 else f"{n or 'no'} inaccuracies",
    no_mistakes=lambda n: f"{n} mistake" if n == 1 else f"{n or 'no'} mistakes",
    no_blunders=lambda n: f"{n} blunder" if n == 1 else f"{n or 'no'} blunders",
    chance_game="chance of winning the game",
    chance_match="chance of winning the match",
    chance_game_to=lambda target: f"Chance of winning the game (to {target})",
    chance_match_of=lambda games: f"Chance of winning the match (best of {games} games)",
    chance_stake="Share of the doubled stake won, expected",
    chance_plain="Chance of winning",
    marks_rule=lambda low, mid, high: (
        f"A decision is marked when it gives up at least {low} points of chance (an "
        f"inaccuracy), {mid} (a mistake) or {high} (a blunder) against the best choice."),
    why_none=lambda bound: f"under {bound}: no mark",
    why_mark=lambda a_mark, bound: f"{a_mark} ({bound} or more)",
    where=lambda game, deal, action, phase: f"Game {game}, deal {deal}, action {action} "
                                            f"({phase})",
    chose=lambda where, name, played, best: f"{where}: {name} chose to {played}; better was "
                                            f"to {best}.",
    chances_line=lambda of, mine, better, lost, why: (
        f"{of}: {mine} after that, {better} with the better choice: {lost} points of "
        f"chance given up, {why}."),
    seat_head=lambda name, decisions, forced: (
        f"{name}: {_loss(decisions, 'decision', 'decisions')} judged "
        f"({_loss(forced, 'forced move', 'forced moves')} left out)."),
    seat_marks=lambda inaccuracies, mistakes, blunders, loss, mean: (
        f"Marks: {inaccuracies}, {mistakes}, {blunders}. Chance given up: {loss} points of "
        f"chance in all, {mean} per decision."),
    by_phase=lambda phases: f"By phase: {phases}.",
    phase_item=lambda phase, decisions: f"{phase} {decisions}",
    list_sep="; ",
    costliest="The costliest decisions:",
    none_marked=lambda lost: f"No decision was marked: the costliest gave up {lost} points "
                             "of chance.",
    no_loss="No decision gave up any chance.",
    other_marked="The other marked decisions:",
    other_line=lambda mark, game, deal, action, played, mine, best, better: (
        f"{mark}: game {game}, deal {deal}, action {action}: {played} ({mine}), better "
        f"{best} ({better})."),
    every_title="Every decision, in order:",
    every_best=lambda where, played, mine: f"{where}: {played} ({mine}), the expert's choice.",
    every_other=lambda where, played, mine, best, better, mark: (
        f"{where}: {played} ({mine}); the expert: {best} ({better})"
        + (f": {mark}." if mark else ".")),
    help_marked="list only the marked decisions (by default every decision is listed)",
    book_says={
        "jeu-de-regle": "a jeu de règle: the book stands",
        "king-first": "a jeu de règle with the King of trumps, at the first "
                      "decision: the book proposes (the King stays, "
                      "whatever is exchanged)",
        "not-a-jeu": "not a jeu de règle: the book proposes",
        "dealer-jeu": "a jeu de règle: the book refuses",
        "dealer-guarded": "suits guarded, with trumps: the book refuses",
        "dealer-weak": "the book accepts (the hand is too weak to play as dealt)",
    },
    book_note="The book is the rules of thumb of the old treatises on Écarté, as the club "
              "bot plays them; a jeu de règle is a hand the book plays without exchanging "
              "(the elder stands with it, the dealer refuses).",
    book_keeps=lambda choice: f"the book keeps trumps and kings: {choice}",
    book_agrees=lambda book: f"{book[:1].upper()}{book[1:]}; so does the expert.",
    book_departs=lambda book: f"{book[:1].upper()}{book[1:]}; the expert does not, here.",
    step_question="Step through the match in the replay, from mark to mark?",
    luck_line=_luck_line,
    luck_deal=lambda game, deal, before, after, cards, name, mine, other, theirs: (
        f"game {game}, deal {deal}: {before} to {after}; the cards {cards}, "
        f"{_whose(name)} decisions {mine}"
        + (f", and {_whose(other)} decisions gave {'you' if name == 'You' else name} "
           f"{theirs}" if theirs is not None else "")),
    luck_title=lambda both: (
        "Luck and skill, deal by deal (points of chance: "
        + ("the cards' part" if both else "the part of the cards and the opponent's play")
        + ", then what this player's decisions gained or lost"
        + (", and what the opponent's decisions gave this player" if both else "") + "):"),
    record_title=lambda n: f"Record {n}: ",
    versus=lambda title, a, b: f"{title}{a} against {b}.",
    post_mortem_note="POST-MORTEM: judged with both hands and the stock known, what was "
                     "possible with the cards as they lay; no player could see this, so it "
                     "is not a fair judgement of the play.",
    fair_note="Judged by the expert from what each player could see at the time (never the "
              "hidden cards, nor what came after).",
    percentages=lambda of, videau: (
        f"Percentages are the {of}"
        + ("; a double and its answer are valued as the share of the doubled stake "
           "expected" if videau else "") + "."),
    seat_name=lambda seat: f"Seat {seat + 1}",
    jobs_not_whole=lambda jobs: f"--jobs takes a whole number of processes, 1 or more, not "
                                f"{jobs}",
    no_such_player=lambda name, several, names: (
        f"no player is called {name} in the record{'s' if several else ''}: the players "
        f"are {names}"),
    record_at=lambda n: f"record {n}: ",
    not_kept=lambda error: f"the review could not be kept: {error}",
    reviewing_bar="Reviewing",
    bar_decisions="decisions",
    record_of=lambda n, total: f"record {n} of {total}",
    question="Review it?",
    stopped="Review stopped.",
    reviewing="Reviewing your decisions…",
    reviewing_count=lambda done, total: f"Reviewing your decisions… {done} of {total}",
    all_forced="You had no choice to make: every move of yours was forced.",
    all_good="Every choice you made was the expert's, or as good.",
    costliest_one="Your costliest decision:",
    costliest_of=lambda n, total: f"Your costliest decisions, {n} of {total}:",
    every_decision="To see every decision:",
    summary_title=lambda n: "The expert's review of your "
                            f"{n} {'decision' if n == 1 else 'decisions'}: ",
    summary_marks=lambda a, b, c: f"{a}, {b} and {c}.",
    summary_loss=lambda loss, mean: f"Chance given up: {loss} points of chance in all, "
                                    f"{mean} per decision.",
    by_kind=lambda kinds: f"By kind: {kinds}.",
    you_chose=lambda played, best: f"You chose {played}; the expert prefers {best}.",
    chances_of=lambda what, best, high, played, low: f"{what}: {best} {high}, {played} {low}.",
    verdict_line=lambda what, cost: f"{what}: it gave up {cost} of chance.",
    not_marked="Not marked (a small loss)",
    cost_tiny="less than 0.1 points",
    cost_one="1 point",
    cost_points=lambda points: f"{points} points",
    tutor_interrupted="The tutor was interrupted: nothing is played.",
    tutor_not_played="Not played: choose your move again.",
    thinking="Thinking…",
    tutor_label="Tutor: ",
    tutor_rates=lambda played, a_mark, of, best, high, low: (
        f"the expert rates {played} {a_mark}. {of}: {best} {high}, {played} {low}."),
    anyway=lambda action: f"{action} anyway?",
    tutor_state_on="The tutor is on: the expert warns you before a mistake. Change it with "
                   "'tutor on' or 'tutor off'.",
    tutor_state_off="The tutor is off. Change it with 'tutor on' or 'tutor off'.",
    tutor_not_setting=lambda word: f"'{word}' is not a tutor setting: say 'tutor on' or "
                                   "'tutor off'.",
    tutor_now_on="The tutor is on: before a move the expert rates a mistake or worse, it says "
                 "so and asks you to confirm.",
    tutor_now_off="The tutor is off.",
    tutor_word_on="on",
    tutor_word_off="off",
    help_epilog="""\
FILE is a record (ecarte-record/1, as play and watch write), JSON Lines of records (as
arena --record writes), or - for standard input. Each decision of the reviewed seats is
judged by the expert from that seat's view at the time; percentages are chances of
winning the game (the match in a match of several games). --post-mortem judges with both
hands known instead, and says so. Exit status: 0 reviewed, 1 an illegal record (verify's
sentence and position), 2 unreadable input. --json prints one object (docs/review.md).""",
    help_file="the record(s), - for standard input, or the id of a kept match "
              "('ecarte history')",
    help_seat="review this seat only",
    help_player="review the seat of this player only",
    help_jobs="worker processes (the review does not depend on it)",
    help_json="print one JSON object",
    help_post_mortem="judge with both hands known (labelled as a post-mortem)",
)
