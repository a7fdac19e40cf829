from ecarte.engine.cards import Card
from ecarte.words import phrasebook
from ecarte.words.session import SessionWords


def _the(card: Card) -> str:
    """A card with its article, from the card: "le R♥", "la D♠", "l'A♦"."""
    return phrasebook("fr").the_card(card)

WORDS = SessionWords(
    default_names={"You": "Vous", "Player 1": "Joueur 1", "Player 2": "Joueur 2",
                   "Bot": "Robot"},
    you_in_sentence="vous",

    bot_failed=lambda level, error: f"Le robot {level} a échoué\u00a0: {error}",
    bot_failed_saved="La rencontre est sauvegardée\u00a0: «\u00a0ecarte play --resume\u00a0» "
                     "vous permet de la reprendre là où vous l'avez laissée.",
    play_again="Une autre rencontre\u00a0?",
    new_match=lambda seed, who: f"Nouvelle rencontre, graine {seed}\u00a0: {who}",
    cut_decides="on coupe pour savoir qui donne le premier.",
    you_deal_first="vous avez perdu, vous donnez donc le premier.",
    loser_deals_first=lambda name: f"{name}, qui a perdu, donne le premier.",
    thinking=lambda name: f"{name} réfléchit… (une touche abrège l'attente)",
    press_enter_next_game="Appuyez sur Entrée pour la partie suivante. ",
    press_enter_next_deal="Appuyez sur Entrée pour la donne suivante. ",
    press_enter_continue="Appuyez sur Entrée pour continuer. ",
    no_move_now="Vous n'avez rien à jouer maintenant\u00a0: appuyez sur Entrée pour continuer.",

    not_saved=lambda why: f"La rencontre n'a pas pu être sauvegardée ({why}). Elle continue\u00a0; "
                          "la dernière sauvegarde est conservée, et une nouvelle est tentée "
                          "après chaque coup.",
    saved_again="La rencontre est de nouveau sauvegardée.",
    nothing_read="Rien n'a été lu\u00a0: la rencontre n'est pas conservée.",
    saved_on_leaving="La rencontre est sauvegardée. «\u00a0ecarte play --resume\u00a0» vous "
                     "permet de la reprendre là où vous l'avez laissée.",
    unsaved_on_leaving="La rencontre n'a pas pu être sauvegardée\u00a0: elle s'arrête ici, et "
                       "«\u00a0ecarte play --resume\u00a0» la reprendra au dernier coup "
                       "sauvegardé.",
    never_saved_on_leaving="La rencontre n'a jamais pu être sauvegardée\u00a0: elle s'arrête ici "
                           "et ne pourra pas être reprise.",
    not_written=lambda path, why: f"impossible d'écrire {path}\u00a0: {why}" if path
    else f"impossible d'écrire\u00a0: {why}",
    not_written_to=lambda path, why: f"n'a pas pu être écrit dans {path}\u00a0: {why}",
    record_failed=lambda clause: f"L'enregistrement de la rencontre {clause}.",
    save_kept="Sa sauvegarde est conservée\u00a0: «\u00a0ecarte play --resume\u00a0» reprend au "
              "dernier coup sauvegardé, et écrira alors l'enregistrement.",
    leave_question="Quitter la rencontre\u00a0? Elle est sauvegardée.",
    being_played=lambda match: f"la rencontre {match} est en cours dans un autre terminal",

    press_enter_then_pass=lambda name: f"Appuyez sur Entrée, puis passez le clavier à {name}. ",
    pass_keyboard=lambda name, first, one, second, two: (
        f"Passez le clavier à {name}. Score\u00a0: {first} {one}, {second} {two}."),
    press_enter_ready="Appuyez sur Entrée quand vous êtes prêt. ",

    double_offered="videau proposé",
    phases={"stand or propose": "jouer ou proposer",
            "accept or refuse": "accepter ou refuser", "discard": "écart",
            "reshuffle": "on rebat l'écart", "play": "levées",
            "over": "donne finie"},
    trumps=lambda suit: f"atout {suit}",
    score_to=lambda first, one, two, second, target: (
        f"{first} {one}-{two} {second} (en {target})"),
    bot_level=lambda level: f"robot {level}",
    help_hint="? coups · aide",
    help_hint_ascii="? coups, aide",

    yes_words=("o", "oui"),
    no_words=("n", "non"),
    default_yes="[O/n]",
    default_no="[o/N]",
    answer_yes_or_no=lambda default: (
        f"Répondez o (oui) ou n (non)\u00a0; Entrée vaut {'oui' if default else 'non'}."),

    not_played="Rien n'est joué\u00a0: choisissez à nouveau votre coup.",
    not_conceded="Vous n'abandonnez pas la donne.",
    nothing_discarded="Rien n'est écarté. «\u00a0écarter\u00a0» avant les cartes les écarte "
                      "aussitôt\u00a0; si vous tapez seulement des cartes, on vous demande "
                      "confirmation.",
    last_card_played=lambda card: f"Votre dernière carte, {_the(card)}, est jouée "
                                  "automatiquement.",
    only_card_played=lambda card: f"Votre seule carte permise, {_the(card)}, est jouée "
                                  "automatiquement.",

    no_undo={
        "new cards": "de nouvelles cartes ont été données depuis votre dernier coup",
        "drew": "vous avez vu les cartes reçues\u00a0: l'écart ne peut plus être repris",
        "card played": "une carte a été jouée depuis votre dernier coup\u00a0: il ne peut "
                       "plus être repris",
        "answered": "l'adversaire a répondu depuis votre coup, et l'on ne reprend jamais "
                    "ce que vous avez vu",
        "scored": "la donne est finie et marquée\u00a0: son résultat reste acquis",
        "before resume": "les coups joués avant la reprise de la rencontre ne peuvent pas être "
                         "repris",
        "nothing": "vous n'avez aucun coup à reprendre dans cette donne",
    },

    wants_hotseat="à deux sur un même clavier",
    wants_bot="une rencontre contre un robot",
    wants_level=lambda level: f"le robot {level}",
    wants_rules="d'autres règles",
    wants_names="d'autres noms",
    wants_seed=lambda seed: f"graine {seed}",

    resume_hint=lambda match: (
        f"pour la reprendre plus tard, tapez\u00a0:\n    ecarte play --resume {match}"),
    listed=lambda number, match, when: (
        f"{number:>3}. {match}, sauvegardée le {when} (après le dernier coup joué)"),
    busy_numbers=lambda busy, wanted: (
        f"{busy} des rencontres en cours {'se joue' if busy == 1 else 'se jouent'} dans un "
        f"autre terminal en ce moment, et le numéro {wanted} d'une liste précédente peut "
        "désigner une autre rencontre\u00a0: donnez son identifiant («\u00a0ecarte play "
        "--resume\u00a0» liste les autres)"),
    no_such_match=lambda wanted: f"il n'y a pas de rencontre en cours {wanted}\u00a0: "
                                 "«\u00a0ecarte play --resume\u00a0» les liste",
    names_several=lambda wanted, count: (
        f"{wanted} désigne {count} rencontres\u00a0: donnez une plus grande part de "
        "l'identifiant"),
    nothing_changed="Rien n'a été changé.",
    nothing_else_changed="Rien d'autre n'a été changé.",
    new_as_flags_ask=lambda wishes, match, hint: (
        f"Une nouvelle rencontre commence, comme le demandent les options ({wishes}). "
        f"Votre rencontre en cours ({match}) est conservée\u00a0; {hint}"),
    new_one_kept=lambda hint: (
        f"Une nouvelle rencontre commence. Celle en cours est conservée\u00a0; {hint}"),
    new_several_kept=lambda count: (
        f"Une nouvelle rencontre commence. Vos {count} rencontres en cours sont "
        "conservées\u00a0: «\u00a0ecarte play --resume\u00a0» les liste."),
    unfinished_offer=lambda match, when, others: (
        f"Vous avez une rencontre en cours {match}, sauvegardée le {when}"
        + (f" ({others} autre{'s' if others > 1 else ''}\u00a0: «\u00a0ecarte play "
           "--resume\u00a0» les liste)" if others else "") + "."),
    go_on_question="La reprendre\u00a0?",
    new_unfinished_kept=lambda hint: (
        f"Une nouvelle rencontre commence. L'autre est conservée\u00a0; {hint}"),
    going_on=lambda match, described, when: (
        f"Reprise de la rencontre {match} {described}, sauvegardée le {when}."),
    elsewhere=lambda busy: f" ({busy} en cours dans un autre terminal)" if busy else "",
    no_saved_match=lambda elsewhere: (
        f"il n'y a aucune rencontre sauvegardée à reprendre{elsewhere}"),
    no_saved_start_question=lambda elsewhere: (
        f"Il n'y a aucune rencontre sauvegardée à reprendre{elsewhere}. Commencer une "
        "nouvelle rencontre\u00a0?"),
    start_one=lambda said: f"{said}\u00a0: commencez-en une avec «\u00a0ecarte play\u00a0»",
    unfinished_heading=lambda elsewhere: (
        f"Rencontres en cours{elsewhere}, de la plus récente à la plus ancienne\u00a0:"),
    choose_with_id="il y a plusieurs rencontres en cours\u00a0: choisissez-en une avec "
                   "«\u00a0ecarte play --resume ID\u00a0» (un identifiant ou un numéro de la "
                   "liste)",
    none_left="Il ne reste aucune rencontre en cours.",
    start_new_question="Commencer une nouvelle rencontre\u00a0?",
    drop_question=lambda number, match: (
        f"Abandonner la rencontre {number} ({match})\u00a0? Elle ne pourra plus être "
        "reprise."),
    nothing_dropped="Rien n'a été abandonné.",
    drop_busy=lambda number: (
        f"La rencontre {number} est en cours, ou s'est terminée, dans un autre "
        "terminal\u00a0: elle n'a pas été abandonnée."),
    drop_failed=lambda number, why: (
        f"La rencontre {number} n'a pas pu être abandonnée\u00a0: {why}."),
    dropped=lambda number, where: (
        f"Rencontre {number} abandonnée\u00a0; sa sauvegarde a été déplacée dans\n    {where}"),
    which_prompt=lambda count: (
        f"Quelle rencontre\u00a0? [1-{count}, Entrée pour 1\u00a0; a N pour abandonner la "
        "rencontre N] "),
    which_again=lambda count: (
        f"Tapez un numéro de 1 à {count}, ou a suivi d'un numéro pour abandonner cette "
        "rencontre."),
    drop_words=("a", "abandonner"),

    when="à %H\u00a0h\u00a0%M",
    before_first_deal="avant la première donne",
    deal_number=lambda number: f"donne {number}",
    game_and_deal=lambda game, deal: f"partie {game}, {deal}",
    at_one_keyboard=lambda first, second: f"entre {first} et {second}, sur un même clavier",
    against_bot=lambda name, level: f"contre le robot {level}",
    preset_rules=lambda preset: f"règle {preset}",
    score=lambda first, one, second, two: f"{first} {one}, {second} {two}",
    games=lambda one, two: f" (parties {one}-{two})",
    described=lambda seed, who, rules, reached, score: (
        f"{who} ({rules})\u00a0: {reached}, {score}"),

    save_named=lambda name: f"la rencontre sauvegardée {name}",
    not_a_save=lambda what: f"{what} n'est pas une rencontre sauvegardée",
    no_seed=lambda what, most: f"{what} n'a pas de graine de 0 à {most}",
    no_record=lambda what: f"{what} ne contient aucun relevé",
    cannot_resume=lambda what, why: f"{what} ne peut pas être reprise\u00a0: {why}",
    cannot_replay=lambda what, why: f"{what} ne peut pas être rejouée\u00a0: {why}",
    too_deep=lambda what: f"{what} est trop imbriquée pour être lue",
    cannot_resume_error=lambda what, kind, error: (
        f"{what} ne peut pas être reprise ({kind}\u00a0: {error})"),
    bad_mode="son mode n'est ni «\u00a0bot\u00a0» ni «\u00a0hotseat\u00a0»",
    no_level="elle ne nomme aucun niveau de robot",
    unknown_level=lambda level: (
        f"elle nomme un niveau de robot que cette version n'a pas ({level})"),
    bad_delay="son délai n'est pas un nombre de secondes de 0 à 60",
    bad_hints="son compte d'indices n'est pas un nombre entier positif ou nul",
    bad_flag=lambda flag: f"son champ {flag} n'est ni vrai ni faux",
    set_aside_failed=lambda error, why: (
        f"{error}\u00a0; elle n'a pas pu être mise de côté ({why}), et reste où elle est."),
    set_aside=lambda error, where: f"{error}\u00a0; elle a été déplacée dans {where}.",
    does_not_replay=lambda fault: f"la rencontre sauvegardée ne se rejoue pas\u00a0: {fault}",
    not_where_left="la rencontre sauvegardée ne se rejoue pas jusqu'au point où elle a été "
                   "laissée",
    bad_field=lambda key, kind: f"son champ {key} doit être {kind}",
    kinds={"text": "un texte", "count": "un nombre entier positif ou nul",
           "flag": "vrai ou faux", "object": "un objet"},
    bad_notes=lambda number: f"les notes de la donne {number} ne sont pas une liste de textes",

    settings_ignored=lambda path, why: f"le fichier de réglages {path} a été ignoré\u00a0: {why}",
    settings_too_deep="il est trop imbriqué",
    settings_number_too_long="il contient un nombre trop long pour être lu",
    bad_hotseat_names="hotseat_names doit être une liste de deux noms différents",
    bad_name="name doit être un nom (non vide, et ni Robot ni Bot\u00a0: c'est le nom du robot "
             "à la table)",
    bad_setting_delay=lambda most: f"delay doit être un nombre de secondes de 0 à {most}",
    bad_speed="speed doit valoir fast, normal, slow ou un nombre de secondes de 0 à 10",
    one_of=lambda key, values: f"{key} doit valoir l'une de ces valeurs\u00a0: {values}",
    bad_tutor="tutor doit valoir true ou false",
    wrong_type=lambda key: f"{key} n'a pas le bon type",
    no_setting=lambda key: f"le réglage {key} n'existe pas",
    problems_in=lambda path, problems: f"dans {path}\u00a0: {problems}",
    problem_separator="\u00a0; ",
)
