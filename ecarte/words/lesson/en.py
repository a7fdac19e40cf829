from ecarte.words.lesson import LessonWords

FOLLOW = ("The elder leads; the winner of each trick leads the next. The second player must: "
          "1. play a higher card of the suit led if he has one; 2. otherwise a lower card of "
          "that suit; 3. otherwise (no card of that suit) a trump if he has one; 4. otherwise "
          "any card.")


def _ordinal(at: int, words: tuple[str, ...]) -> str:
    """The ``at``-th (from 0) of a few passages: its word, or its number past them."""
    return words[at] if at < len(words) else str(at + 1)


WORDS = LessonWords(
    offer_question="New to Écarté? Take the five-minute lesson first?",
    offer_nothing_changed="Nothing was changed.",
    name_help="your name at the table",
    intro=lambda steps: f"The first lesson: {steps} moves, each on a prepared deal, then a "
                        "practice deal against the novice bot. Type q to leave at any time.",
    frame_title=lambda number, steps: f"Lesson · step {number} of {steps}",
    step_title=lambda number, steps, title: f"Step {number} of {steps}: {title}",
    left="You left the lesson. 'ecarte learn' starts it again.",
    tally=lambda right, steps: f"{right} of {steps} right at the first try. Now a practice "
                               "deal.",
    the_end="That is the lesson. 'ecarte play' plays a match against the expert, the "
            "strongest bot; 'ecarte play --level novice' against the bot of this "
            "practice deal. 'ecarte rules' shows all the rules, and 'hint' in a game "
            "asks the expert what it would do.",
    help="Type your move as in 'ecarte play': a card (kh, 10d, or its position), stand (s), "
         "propose (p), accept (a), refuse (r), king, discard jc 9d. ? lists the legal moves, "
         "rules shows the rule again, q leaves.",
    press_enter="Press Enter for the next step. ",
    press_enter_last="Press Enter for the next step. ",
    right=lambda why: f"Right. {why}",
    not_quite=lambda why: f"Not quite. {why}",
    try_again="Try again.",
    the_answer=lambda answer, why: f"The answer: {answer}. {why}",
    no_conceding=lambda moves: "There is no conceding in the lesson; " + moves,
    conceding_loses="Conceding gives the bot the deal: there is a better move.",
    could_throw_too=lambda cards, why: f"You could throw the {cards} too: {why}",
    discard_written=lambda cards: f"discard {cards}",
    answer_words={"stand": "stand", "propose": "propose", "accept": "accept",
                  "refuse": "refuse", "king": "king"},
    quoted=lambda passage: f"“{passage}”",
    rules_said=lambda quoted: f"The rule: {quoted[0]}" if len(quoted) == 1 else
        "The rules. " + " ".join(f"{_ordinal(i, ('First', 'Second', 'Third'))}: {q}"
                                 for i, q in enumerate(quoted)),
    hint_said=lambda passage: f"The rule book's hint (a rule of thumb): {passage}",
    king_words="",
    stand_words="",
    propose_words="",
    accept_words="",
    refuse_words="",
    play_words="",
    discard_words="",
    practice_intro="A game to 1 point against the novice bot: the first point wins it. "
                   "'hint' asks the expert what it would do; 'help' lists the commands.",
    practice_left="You left the practice deal.",
    practice_leave_question="Leave the practice game? It is not saved.",
    order_title="The order of the cards",
    order_ask="Spades are trumps. The bot leads the 10♦. Play your card: type it (like 'kh' "
              "for a K♥) or its position.",
    order_right="The A♦ beats the 10♦: the ace ranks above the ten.",
    order_wrong="You must take the trick when you can, and the A♦ can: the ace ranks "
                "above the ten.",
    order_rules=("32 cards: 7 8 9 10 A J Q K in clubs ♣, diamonds ♦, hearts ♥ and spades ♠. "
                 "In every suit the order is K Q J A 10 9 8 7: the ace sits between the jack "
                 "and the ten. Trumps beat any card of another suit.",),
    follow_title="Follow and beat",
    follow_ask="The bot leads the K♥, the highest heart. Play your card.",
    follow_right="Nothing beats the K♥ but a trump, and you may not trump while you hold "
                 "a heart: you follow with a lower heart. The 9♥ is the cheaper one to give.",
    follow_wrong="You hold hearts, so you must play one.",
    follow_rules=(FOLLOW,),
    follow_fine="Legal: you must follow with a heart, and nothing but a trump beats the K♥. "
                "But the trick is lost either way, so give the cheaper heart, the 9♥, and "
                "keep the Q♥ for later.",
    follow_given="Both hearts are legal, the Q♥ and the 9♥; the better is the 9♥. Nothing "
                 "but a trump beats the K♥, so the trick is lost either way: give the "
                 "cheaper heart and keep the Q♥, which may win a trick later.",
    void_title="Trumping when void",
    void_ask="Spades are trumps. The bot leads the K♣ and you have no clubs. Play your card.",
    void_right="With no club you must trump, and any trump beats the K♣.",
    void_wrong="With no club you must trump.",
    void_rules=(FOLLOW, "The higher trump wins the trick, or, with no trump, the higher card "
                        "of the suit led."),
    king_title="The King of trumps",
    king_ask="You are the elder and you stood; spades are trumps and you hold the K♠. "
             "Your lead: first, what do you say?",
    king_right="Declared before your first card, the K♠ scores you 1 point at once.",
    king_wrong="That gives the point away: the King of trumps counts only if declared "
               "before your first card (type 'king').",
    king_rules=("Whoever holds the King of trumps (le roi, il Re) may declare it for 1 point "
                "before playing his first card of the deal: the elder before leading, the "
                "dealer before playing to the first trick. Not declaring in time loses the "
                "point; sometimes hiding it is right.",),
    propose_title="Stand or propose",
    propose_ask="A new deal: spades are trumps and you are the elder, with no trump and no "
                "court card (a king, queen or jack). Stand (s) or propose (p)?",
    propose_right="With so weak a hand you ask to change cards: if the dealer refuses, it "
                  "is his risk.",
    propose_wrong="Standing with no trump and no court card is the risk the rule punishes: "
                  "fail to take three tricks and the dealer scores 2, not 1.",
    propose_rules=("Standing or refusing is a risk (jouer d'autorité; Italian prepotenza): if "
                   "the elder stands at once, or the dealer refuses the first proposal, and "
                   "that player then fails to take three tricks, the opponent scores 2 "
                   "instead of 1.",),
    exchange_title="The exchange",
    exchange_ask="You proposed and the bot accepted. Spades are trumps. Discard the cards you "
                 "do not want: type discard then the cards (kh is the K♥, 9s is the 9♠) "
                 "or their positions.",
    exchange_right="Keep trumps and kings, throw the rest: the 7♣ and 8♦ go, new cards come.",
    exchange_wrong="Keep trumps and kings, the rule of thumb says: throw the 7♣ and 8♦ "
                   "instead.",
    exchange_rules=("After an acceptance the elder discards 1 to 5 cards and draws as many "
                    "from the stock; then the dealer does the same. Nobody can discard more "
                    "cards than the stock holds. The discards are dead: nobody sees them "
                    "again.",),
    exchange_close="keep trumps and kings, throw the rest.",
    exchange_hints=("When exchanging, keep trumps and kings; throw the rest.",),
    exchange_beyond="A rule of thumb, not a rule of the game: a hint or a review in a match "
                    "weighs the whole hand, the score and what the other side changed. Trumps "
                    "count most: holding none, the expert may throw even a king to draw for "
                    "them.",
    vole_title="The vole",
    vole_ask="You stood and took the first three tricks: the point is yours. The bot has "
             "one trump left and, you have counted, no diamond. Take all five tricks: "
             "which card do you lead?",
    vole_right="The Q♠ draws the bot's last trump; then your 9♦ cannot be trumped, "
               "and all five tricks, the vole, score 2 instead of 1.",
    vole_wrong="The bot, with no diamond, must trump your 9♦ and takes a trick: draw "
               "his last trump first with the Q♠, and the vole is yours.",
    vole_rules=("all 5 tricks: the vole (la vole, il cappotto): 2",),
)
