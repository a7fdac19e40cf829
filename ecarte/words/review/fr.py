from ecarte.engine.cards import Card
from ecarte.words import phrasebook
from ecarte.words.fr import percentage_points
from ecarte.words.review import ReviewWords

NB = "\u00a0"  # before : ; ? ! and inside « »


def _de(verb: str) -> str:
    """"de jouer", "d'écarter"; "de Robot", "d'Ada"."""
    return ("d'" if verb[:1].lower() in "aeéèêiouh" else "de ") + verb


def _play(card: Card) -> str:
    return "jouer " + phrasebook("fr").the_card(card)


_n = phrasebook("fr").counted  # "1 carte", the noun agreed with its count


def _environ(amount: float) -> str:
    return "environ " + phrasebook("fr").decimal(amount)


def _luck_line(name: str, you: bool, won: bool, score: str, start: float, cards: float,
               decisions: float, other: str, theirs: float | None, match: bool) -> str:
    unit = "rencontre" if match else "partie"
    what = "les cartes" if theirs is not None else f"les cartes et le jeu {_de(other)}"
    to = "vous" if you else "lui"
    if abs(cards) < 0.05:
        luck = f"{what} se sont à peu près équilibrés" if theirs is None else \
            "les cartes se sont à peu près équilibrées"
    elif cards > 0:
        luck = f"{what} {to} ont rapporté {_environ(cards)}{NB}{unit}"
    else:
        luck = f"{what} {to} ont coûté {_environ(-cards)}{NB}{unit}"
    own = "vos décisions" if you else "ses décisions"
    mine = f"{own} ne {to} ont presque rien coûté" if decisions < 0.05 else \
        f"{own} {to} ont coûté {_environ(decisions)}{NB}{unit}"
    gift = "" if theirs is None or theirs < 0.05 else \
        f", celles {_de(other)} {to} en ont rendu {_environ(theirs)}{NB}{unit}"
    head = f"{'Vous avez' if you else name + ' a'} {'gagné' if won else 'perdu'} {score} " \
        f"en partant de {phrasebook('fr').percent(start)} de chances"
    return f"{head}{NB}: {luck}{NB}; {mine}{gift}."


WORDS = ReviewWords(
    choice_bare={"stand": "jouer (avec cette main)",
                 "propose": "proposer (demander des cartes)",
                 "accept": "accepter la proposition", "refuse": "refuser la proposition",
                 "king": "marquer le roi d'atout", "double": "doubler l'enjeu",
                 "take": "tenir le double", "drop": "abandonner la partie",
                 "concede": "abandonner la donne"},
    choice_play=_play,
    choice_discard=lambda cards: f"écarter {cards}",
    choice_discard_none="n'écarter aucune carte",
    action_bare={"stand": "jouer d'autorité", "propose": "proposer", "accept": "accepter",
                 "refuse": "refuser", "king": "marquer le roi", "double": "doubler",
                 "take": "tenir le double", "drop": "abandonner",
                 "concede": "abandonner la donne"},
    action_play_on="jouer",
    action_play=_play,
    action_discard=lambda cards: f"écarter {cards}",
    phase_names={"propose": "autorité ou proposition", "answer": "acceptation ou refus",
                 "discard": "écart", "king": "roi", "play": "jeu de la carte",
                 "double": "videau"},
    kind_names={"propose": "autorité ou proposition", "answer": "acceptation ou refus",
                "discard": "écart", "king": "roi", "play": "jeu de la carte",
                "double": "videau"},
    mark_names={"inaccuracy": "imprécision", "mistake": "erreur", "blunder": "gaffe"},
    a_mark={"inaccuracy": "une imprécision", "mistake": "une erreur", "blunder": "une gaffe"},
    a_mark_capital={"inaccuracy": "Une imprécision", "mistake": "Une erreur",
                    "blunder": "Une gaffe"},
    inaccuracies=lambda n: _n(n, "imprécision", "imprécisions") if n else "aucune imprécision",
    mistakes=lambda n: _n(n, "erreur", "erreurs") if n else "aucune erreur",
    blunders=lambda n: _n(n, "gaffe", "gaffes") if n else "aucune gaffe",
    no_inaccuracies=lambda n: _n(n, "imprécision", "imprécisions") if n else
    "aucune imprécision",
    no_mistakes=lambda n: _n(n, "erreur", "erreurs") if n else "aucune erreur",
    no_blunders=lambda n: _n(n, "gaffe", "gaffes") if n else "aucune gaffe",
    chance_game="chances de gagner la partie",
    chance_match="chances de gagner la rencontre",
    chance_game_to=lambda target: "Chances de gagner la partie "
                                  f"(en {_n(target, 'point', 'points')})",
    chance_match_of=lambda games: "Chances de gagner la rencontre (en "
                                  f"{ {3: 'deux', 5: 'trois'}.get(games, str(games // 2 + 1))} "
                                  "parties gagnantes)",
    chance_stake="Part de l'enjeu doublé espérée",
    chance_plain="Chances de gagner",
    marks_rule=lambda low, mid, high: (
        f"Une décision est notée quand elle coûte au moins {percentage_points(low)} "
        f"(une imprécision), {mid} (une erreur) ou {high} (une gaffe) par rapport au "
        "meilleur choix."),
    why_none=lambda bound: f"moins de {bound}{NB}: pas de note",
    why_mark=lambda a_mark, bound: f"{a_mark} ({bound} ou plus)",
    where=lambda game, deal, action, phase: f"Partie {game}, donne {deal}, coup {action} "
                                            f"({phase})",
    chose=lambda where, name, played, best: (
        f"{where}{NB}: {name} a choisi {_de(played)}{NB}; mieux valait {best}."),
    chances_line=lambda of, mine, better, lost, why: (
        f"{of}{NB}: {mine} après ce choix, {better} avec le meilleur{NB}: "
        f"{'aucune perte' if lost == '0' else 'perte de ' + percentage_points(lost)}, {why}."),
    seat_head=lambda name, decisions, forced: (
        f"{name}{NB}: {_n(decisions, 'décision jugée', 'décisions jugées')} "
        f"({_n(forced, 'coup forcé', 'coups forcés')} mis à part)."),
    seat_marks=lambda inaccuracies, mistakes, blunders, loss, mean: (
        f"Notes{NB}: {inaccuracies}, {mistakes}, {blunders}. Chances perdues{NB}: "
        f"{percentage_points(loss)} en tout, {mean} par décision."),
    by_phase=lambda phases: f"Par phase{NB}: {phases}.",
    phase_item=lambda phase, decisions: f"{phase}{NB}: {decisions}",
    list_sep=f"{NB}; ",
    costliest="Les décisions les plus coûteuses\u00a0:",
    none_marked=lambda lost: f"Aucune décision n'est notée{NB}: la plus coûteuse a perdu "
                             f"{percentage_points(lost)}.",
    no_loss="Aucune décision n'a rien coûté.",
    other_marked="Les autres décisions notées\u00a0:",
    other_line=lambda mark, game, deal, action, played, mine, best, better: (
        f"{mark}{NB}: partie {game}, donne {deal}, coup {action}{NB}: {played} ({mine}), "
        f"mieux{NB}: {best} ({better})."),
    every_title="Toutes les décisions, dans l'ordre\u00a0:",
    every_best=lambda where, played, mine: f"{where}{NB}: {played} ({mine}), le choix de "
                                           "l'expert.",
    every_other=lambda where, played, mine, best, better, mark: (
        f"{where}{NB}: {played} ({mine})\u00a0; l'expert{NB}: {best} ({better})"
        + (f"{NB}: {mark}." if mark else ".")),
    help_marked="n'énumérer que les décisions notées (par défaut, toutes le sont)",
    book_says={
        "jeu-de-regle": "un jeu de règle\u00a0: l'usage est de jouer d'autorité",
        "king-first": "un jeu de règle avec le roi d'atout, au premier mot\u00a0: l'usage est "
                      "de proposer (le roi reste, quoi qu'on échange)",
        "not-a-jeu": "pas de jeu de règle\u00a0: l'usage est de proposer",
        "dealer-jeu": "un jeu de règle\u00a0: l'usage est de refuser",
        "dealer-guarded": "des couleurs tenues et de l'atout\u00a0: l'usage est de refuser",
        "dealer-weak": "une main trop faible pour la jouer telle quelle\u00a0: l'usage est "
                       "d'accepter",
    },
    book_note="L'usage, ce sont les règles empiriques des anciens traités d'écarté, telles "
              "que les applique le robot club\u00a0; un jeu de règle est une main que l'usage "
              "joue sans échanger (le premier joue d'autorité, le donneur refuse).",
    book_keeps=lambda choice: f"l'usage garde les atouts et les rois\u00a0: {choice}",
    book_agrees=lambda book: f"{book[:1].upper()}{book[1:]}\u00a0; l'expert aussi.",
    book_departs=lambda book: (
        f"{book[:1].upper()}{book[1:]}\u00a0; mais ici l'expert s'en écarte."),
    step_question="Revoir la rencontre coup par coup, d'une note à l'autre\u00a0?",
    luck_line=_luck_line,
    luck_deal=lambda game, deal, before, after, cards, name, mine, other, theirs: (
        f"partie {game}, donne {deal}{NB}: de {before} à {after}{NB}; les cartes {cards}, "
        f"les décisions {_de(name)} {mine}"
        + (f", et celles {_de(other)} lui ont rapporté {theirs}" if theirs is not None
           else "")),
    luck_title=lambda both: (
        "Chance et savoir-faire, donne par donne (en points de pourcentage\u00a0: "
        + ("la part des cartes" if both else "la part des cartes et du jeu de l'adversaire")
        + ", puis ce que les décisions de ce joueur lui ont fait gagner ou perdre"
        + (", et ce que les décisions de l'adversaire lui ont donné" if both else "")
        + ")\u00a0:"),
    record_title=lambda n: f"Enregistrement {n}{NB}: ",
    versus=lambda title, a, b: f"{title}{a} contre {b}.",
    post_mortem_note="ANALYSE À CARTES OUVERTES\u00a0: jugé avec les deux mains et le talon "
                     "connus, ce qui "
                     "était possible avec les cartes telles qu'elles étaient\u00a0; aucun "
                     "joueur ne pouvait le voir, ce n'est donc pas un jugement équitable du "
                     "jeu.",
    fair_note="Jugé par l'expert d'après ce que chaque joueur pouvait voir à ce moment-là "
              "(jamais les cartes cachées, ni la suite).",
    percentages=lambda of, videau: (
        f"Les pourcentages donnent les {of}"
        + (f"{NB}; un double et sa réponse sont évalués comme la part de l'enjeu doublé "
           "espérée" if videau else "") + "."),
    seat_name=lambda seat: f"Place {seat + 1}",
    jobs_not_whole=lambda jobs: f"--jobs attend un nombre entier de processus, 1 ou plus, "
                                f"pas {jobs}",
    no_such_player=lambda name, several, names: (
        f"aucun joueur ne s'appelle {name} dans "
        + ("les enregistrements" if several else "l'enregistrement")
        + f"{NB}: les joueurs sont "
        f"{names}"),
    record_at=lambda n: f"enregistrement {n}{NB}: ",
    not_kept=lambda error: f"l'analyse n'a pas pu être gardée{NB}: {error}",
    reviewing_bar="Analyse",
    bar_decisions="décisions",
    record_of=lambda n, total: f"enregistrement {n} sur {total}",
    question="Analyser la rencontre\u00a0?",
    stopped="Analyse interrompue.",
    reviewing="Analyse de vos décisions…",
    reviewing_count=lambda done, total: f"Analyse de vos décisions… {done} sur {total}",
    all_forced="Vous n'aviez aucun choix à faire\u00a0: tous vos coups étaient forcés.",
    all_good="Chacun de vos choix était celui de l'expert, ou aussi bon.",
    costliest_one="Votre décision la plus coûteuse\u00a0:",
    costliest_of=lambda n, total: f"Vos décisions les plus coûteuses ({n}/{total}){NB}:",
    every_decision=f"Pour voir toutes les décisions{NB}:",
    summary_title=lambda n: f"L'analyse de l'expert sur votre décision{NB}: " if n == 1
    else f"L'analyse de l'expert sur vos {n} décisions{NB}: ",
    summary_marks=lambda a, b, c: f"{a}, {b} et {c}.",
    summary_loss=lambda loss, mean: f"Chances perdues{NB}: {percentage_points(loss)} en "
                                    f"tout, {mean} par décision.",
    by_kind=lambda kinds: f"Par type{NB}: {kinds}.",
    you_chose=lambda played, best: f"Vous avez choisi {_de(played)}{NB}; l'expert préfère "
                                   f"{best}.",
    chances_of=lambda what, best, high, played, low: (
        f"{what}{NB}: {best} {high}, {played} {low}."),
    verdict_line=lambda what, cost: f"{what}{NB}: ce choix a coûté {cost}.",
    not_marked="Sans gravité (sous le seuil d'une imprécision)",
    cost_tiny="moins de 0,1 point de pourcentage",
    cost_one="1 point de pourcentage",
    cost_points=percentage_points,
    tutor_interrupted="Le tuteur a été interrompu\u00a0: rien n'est joué.",
    tutor_not_played="Rien n'est joué\u00a0: choisissez à nouveau votre coup.",
    thinking="Réflexion…",
    tutor_label="Tuteur\u00a0: ",
    tutor_rates=lambda played, a_mark, of, best, high, low: (
        f"pour l'expert, {played}, c'est {a_mark}. {of}{NB}: {best} {high}, {played} "
        f"{low}."),
    anyway=lambda action: f"{action} quand même{NB}?",
    tutor_state_on="Le tuteur est activé\u00a0: l'expert vous prévient avant une erreur. "
                   "Pour changer\u00a0: «\u00a0tuteur non\u00a0».",
    tutor_state_off="Le tuteur est désactivé. Pour changer\u00a0: «\u00a0tuteur oui\u00a0».",
    tutor_not_setting=lambda word: f"«{NB}{word}{NB}» n'est pas un réglage du tuteur{NB}: "
                                   "dites «\u00a0tuteur oui\u00a0» ou «\u00a0tuteur non\u00a0».",
    tutor_now_on="Le tuteur est activé\u00a0: avant un coup que l'expert juge une erreur ou "
                 "pire, il vous le dit et vous demande de confirmer.",
    tutor_now_off="Le tuteur est désactivé.",
    tutor_word_on="oui",
    tutor_word_off="non",
    help_epilog=f"""\
FICHIER est un enregistrement (ecarte-record/1, tel que l'écrivent play et watch), des
enregistrements en JSON Lines (tels que les écrit arena --record), ou - pour l'entrée
standard. Chaque décision des places analysées est jugée par l'expert d'après ce que
cette place voyait à ce moment-là{NB}; les pourcentages sont les chances de gagner la
partie (la rencontre, dans une rencontre de plusieurs parties). --post-mortem juge
plutôt avec les deux mains connues, et le dit. Code de sortie{NB}: 0 analysé, 1 un
enregistrement irrégulier (ecarte verify dit quelle règle est enfreinte, et où), 2 une
entrée illisible. --json écrit un seul objet (docs/review.md).""",
    help_file="le ou les enregistrements, - pour l'entrée standard, ou le numéro d'une "
              "rencontre enregistrée (ecarte history)",
    help_seat="n'analyser que cette place",
    help_player="n'analyser que la place de ce joueur",
    help_jobs="nombre de processus (le résultat n'en dépend pas)",
    help_json="écrire un seul objet JSON",
    help_post_mortem="juger avec les deux mains connues (une analyse à cartes ouvertes)",
)
