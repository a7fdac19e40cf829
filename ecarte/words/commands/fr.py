import re

from ecarte.words.commands import CommandsWords
from ecarte.words.commands.top import TOP


def _guillemets(text: str) -> str:
    """Words shown between ' ' (by argparse), between « » as French quotes them."""
    return re.sub(r"'([^']*)'", "«\u00a0\\1\u00a0»", text)


WORDS = CommandsWords(
    top=TOP["fr"],
    interrupted="interrompu",
    output_lost=lambda why: f"impossible d'écrire la sortie\u00a0: {why}",
    argparse={
        "argument %(argument_name)s: %(message)s":
            "argument %(argument_name)s\u00a0: %(message)s",
        "the following arguments are required: %s":
            "ces arguments sont obligatoires\u00a0: %s",
        "expected one argument": "un argument est attendu",
        "expected at most one argument": "au plus un argument est attendu",
        "expected at least one argument": "au moins un argument est attendu",
        "expected %s argument": "%s argument attendu",
        "expected %s arguments": "%s arguments attendus",
        "not allowed with argument %s": "incompatible avec l'argument %s",
        "one of the arguments %s is required": "l'un des arguments %s est obligatoire",
        "ambiguous option: %(option)s could match %(matches)s":
            "option ambiguë\u00a0: %(option)s peut désigner %(matches)s",
        "ignored explicit argument %r": "argument explicite ignoré\u00a0: %r",
        "unexpected option string: %s": "option inattendue\u00a0: %s",
        "unrecognized arguments: %s": "arguments inconnus\u00a0: %s",
    },
    unrecognized=lambda words: f"arguments inconnus\u00a0: {words}",
    did_you_mean=lambda meant: f"vouliez-vous dire {meant}\u00a0?",
    did_you_mean_as=lambda meant, what, value:
        f"vouliez-vous dire {meant}\u00a0? ({what}"
        + (f"\u00a0: {meant} {value}" if value else "") + ")",
    level_of_bot="le niveau du robot",
    invalid_value=lambda kind, shown: f"valeur {kind} invalide\u00a0: {shown}",
    invalid_choice=lambda shown, choices:
        f"choix invalide\u00a0: {_guillemets(shown)} (choisissez parmi "
        f"{_guillemets(choices)})",
    characters=lambda count: f"({count}\u00a0caractères)",
    digits=lambda count: f"un nombre de {count}\u00a0chiffres",
    whole_from_to=lambda what, least, most, got:
        f"{what} est un nombre entier de {least} à {most}, pas {got}",
    whole_from=lambda what, least, got:
        f"{what} est un nombre entier à partir de {least}, pas {got}",
    seed_not_whole="la graine n'est pas un nombre entier",
    seed_out=lambda most: f"la graine n'est pas comprise entre 0 et {most}",
    named={
        "the seed": "la graine",
        "the number of worker processes": "le nombre de processus",
        "the target": "le but",
        "the number of games": "le nombre de parties",
        "the stake": "la mise",
        "the bet": "le pari",
        "the games in a row": "les parties de suite",
        "the seat": "la place",
        "the delay": "le délai",
        "the number of pairs": "le nombre de paires",
        "the line": "la ligne",
        "the limit": "la limite",
        "the port": "le port",
        "the grace": "le délai de grâce",
        "the time per move": "le temps par décision",
        "the move timer": "le temps par coup",
        "the record": "la feuille de rencontre",
        "a record": "une feuille de rencontre",
        "the review": "l'analyse",
        "standard input": "l'entrée standard",
    },
    not_seconds=lambda what, shown: f"{what} est un nombre de secondes, pas {shown}",
    seconds_range=lambda what, least, most: f"{what} va de {least} à {most}\u00a0secondes",
    note=lambda text: f"Remarque\u00a0: {text}",
    metavars={  # the blanks of the options, as the help shows them
        "NAME": "NOM",
        "FIRST": "PREMIER",
        "SECOND": "SECOND",
        "FILE": "FICHIER",
        "PRESET": "RÈGLE",
        "SECONDS": "SECONDES",
        "NAME=VALUE": "NOM=VALEUR",
        "K": "N",
        "FILE.json": "FICHIER.json",
        "ADDRESS": "ADRESSE",
        "HOST[:PORT]": "HÔTE[:PORT]",
        "WORDS": "MOTS",
    },
    rules_heading="règles\u00a0:",
    rules_about="Une règle de base, puis, en plus, toute option de la règle (ecarte rules).",
    rules_help="règle de base\u00a0: %(choices)s (par défaut club)",
    target_help="points pour gagner une partie (par défaut 5)",
    match_help="1 (une partie sèche, par défaut), 3 (partie liée\u00a0: le premier à deux "
               "parties gagnées) ou 5 (le premier à trois)",
    packets_help="comment les cinq cartes sont données (par défaut 3-2)",
    king_help="annoncer le roi d'atout quand on vous le demande (ask, par défaut), ou "
              "d'office (auto)",
    trumping_help="strict (par défaut)\u00a0: qui ne peut fournir doit couper\u00a0; free\u00a0: "
                  "il peut aussi se défausser",
    option_helps={
        "dealer_may_stand_pat": "le donneur peut n'écarter aucune carte",
        "reshuffle_discards": "rebattre l'écart quand le talon s'épuise (à l'italienne)",
        "point_de_refus": "le refus pénalisé rapporte un point de plus (usage français)",
        "penalty_any_refusal": "chaque refus est pénalisé, pas seulement le premier",
        "game_values": "une partie compte triple, double ou simple selon le score du "
                       "perdant",
        "videau": "chacun peut doubler l'enjeu (le videau italien)",
    },
    display_heading="affichage\u00a0:",
    ascii_help="des lettres (t k c p) au lieu des symboles des couleurs",
    four_colour_help="une teinte par couleur au lieu du rouge et du noir",
    delay_help="pause avant chaque coup d'un robot (une touche l'abrège)",
    play_epilog="""\
en jeu\u00a0: proposer (p, je propose), jouer (d'autorité, je joue), accepter (a),
refuser (r), écarter 1 4 (positions) ou écarter 7t 8k, une carte pour la jouer
(rc, R♥, 10c, ou sa position), roi (annoncer le roi), abandonner\u00a0; ? liste les
coups permis, aide les commandes, règles la règle\u00a0; aussi conseil, reprendre,
score, journal, feuille, quitter.

Chaque rencontre est enregistrée après chaque coup, chacune dans son fichier\u00a0:
«\u00a0ecarte play --resume\u00a0» la reprend après avoir quitté, un terminal fermé ou
une panne (s'il y en a plusieurs d'inachevées, il les liste\u00a0; --resume ID en
choisit une). Si vos options ne correspondent pas à la rencontre enregistrée,
une nouvelle rencontre commence et l'ancienne est conservée. Les rencontres
terminées sont conservées comme feuilles de rencontre dans le dossier des
données.

fichier de réglages\u00a0: config.toml dans le dossier de configuration de
l'utilisateur (ou $ECARTE_CONFIG_DIR), par exemple
  name = "Ada"
  level = "expert"
  delay = 0.8
  ascii = false
  four_colour = false
  hotseat_names = ["Ada", "Bob"]
  tutor = true
  lang = "fr"
Les options l'emportent sur le fichier. NO_COLOR=1 supprime les couleurs.
""",
    play_level_help="le robot adverse\u00a0: random (au hasard), novice (débutant), club "
                    "(joueur de club) ou expert (par défaut), ou exec:COMMANDE pour un "
                    "moteur extérieur",
    play_name_help="votre nom à la table",
    play_seed_help="même graine et mêmes coups rejouent la même rencontre",
    hotseat_help="deux joueurs sur un même clavier\u00a0; l'écran s'efface entre les tours",
    names_help="les deux noms, à deux sur un clavier",
    resume_help="reprendre une rencontre inachevée\u00a0: la seule, une choisie dans une "
                "liste, ou celle nommée (un identifiant ou un numéro de la liste)",
    play_record_help="écrire aussi la feuille de la rencontre terminée dans FICHIER",
    tutor_help="avant un coup que l'expert juge une erreur ou pire, le dire et demander "
               "confirmation (d'après ce que vous voyez du jeu seulement)",
    changed_meanwhile=lambda match:
        f"la rencontre {match} a été modifiée entre-temps dans un autre terminal\u00a0: "
        f"réessayez",
    two_names="les deux joueurs doivent avoir deux noms différents",
    no_saved_level="la rencontre enregistrée ne nomme aucun niveau de robot",
    no_such_saved_level=lambda level:
        f"la rencontre enregistrée nomme un niveau de robot que cette version ignore ({level})",
    setting_level_ignored=lambda path, level, levels, default:
        f"Remarque\u00a0: le fichier de réglages {path} indique level = {level}, qui n'est "
        f"pas un niveau de robot ({levels})\u00a0: il est ignoré, et le robot {default} "
        f"joue.",
    outside_engine_resume=lambda engine, again:
        f"cette rencontre se jouait contre un moteur extérieur, {engine}\u00a0: une "
        f"rencontre enregistrée ne lance jamais une commande d'elle-même\u00a0; pour la relancer, "
        f"reprenez avec --level {again}",
    exec_needs_command=lambda prefix:
        f"--level {prefix} demande la commande d'un moteur extérieur\u00a0: "
        f"--level '{prefix}mon-moteur --option'",
    no_level_close=lambda level, close, levels:
        f"il n'y a pas de niveau de robot «\u00a0{level.strip(chr(39))}\u00a0»\u00a0: "
        f"vouliez-vous dire {close}\u00a0? "
        f"({levels}, ou exec:COMMANDE pour un moteur extérieur)",
    no_level_choose=lambda level, levels:
        f"il n'y a pas de niveau de robot «\u00a0{level.strip(chr(39))}\u00a0»\u00a0: "
        f"choisissez parmi {levels}, ou "
        f"exec:COMMANDE pour un moteur extérieur",
    names_needs_two="--names demande deux noms différents, comme --names Ada Bob",
    name_needs="--name demande un nom, comme --name Ada",
    name_bot="--name\u00a0: ce nom est celui du robot à la table (Robot, Bot)\u00a0; choisissez "
             "un autre nom",
    resumed_keeps="Remarque\u00a0: une rencontre reprise garde ses joueurs et sa règle\u00a0; "
                  "les options d'une nouvelle rencontre ne servent pas.",
    who_hotseat=lambda first, second: f"{first} et {second}, sur un même clavier",
    who_bot=lambda level: f"vous contre le robot {level}",
    custom_rules="sur mesure",
    welcome_title=lambda who: f"Écarté\u00a0: {who}.\n",
    welcome_match=lambda games, target, preset, seed:
        (f"Une partie en {target}\u00a0point{'' if target == 1 else 's'}" if games == 1 else
         f"En {'deux' if games == 3 else 'trois' if games == 5 else games // 2 + 1} parties "
         f"gagnantes, chacune en {target}\u00a0point{'' if target == 1 else 's'}")
        + f", règle {preset}. Graine {seed}.\n",
    welcome_resumed="La rencontre enregistrée reprend.\n",
    welcome_tutor="Le tuteur est actif\u00a0: avant un coup que l'expert juge une erreur ou "
                  "pire, il vous le dit et vous demande de confirmer («\u00a0tuteur non\u00a0» "
                  "l'arrête).\n",
    welcome_basics="Faites trois levées sur cinq pour marquer le point\u00a0; les cinq (la vole) "
                   "en valent deux. "
                   "L'atout bat toute autre couleur.\n"
                   "Dans chaque couleur\u00a0: R D V A 10 9 8 7.\n",
    welcome_newcomer="Nouveau venu\u00a0? «\u00a0aide\u00a0» liste les commandes, "
                     "«\u00a0règles\u00a0» explique le jeu, «\u00a0?\u00a0» liste vos coups "
                     "permis.",
    welcome_strongest=lambda level:
        f"\nLe robot {level} est le plus fort. Pour une rencontre plus facile la prochaine fois "
        f"(ou --level club)\u00a0:\n    ecarte play --level novice",
    deal_so_far="La donne jusqu'ici\u00a0:",
    verify_epilog=lambda valid, invalid, kept, broken: f"""\
code de sortie\u00a0: 0 valide (complète ou non), 1 irrégulière, 2 illisible.
Sur la sortie standard\u00a0: {valid}
ou {invalid} (comptés à partir
de 0\u00a0; action vaut null quand la donne elle-même est fautive). La feuille d'une rencontre
en réseau reçoit aussi "commitment"\u00a0: {kept} ou {broken}
(code de sortie 1 s'il n'est pas tenu)\u00a0: ses donnes sont-elles bien celles que tire la
graine à laquelle l'hôte s'est engagé\u00a0? Le format est décrit dans docs/records.md.
Un fichier JSON Lines (une feuille par ligne, comme l'écrit 'ecarte arena --record') reçoit
un verdict par ligne, chacun avec sa "line" (à partir de 1)\u00a0; une ligne illisible
reçoit "readable"\u00a0: false. Le code de sortie est alors celui de la pire ligne.""",
    verify_file_help="la feuille de rencontre, ou - pour l'entrée standard",
    verify_jobs_help="processus de travail pour un fichier de nombreuses feuilles (JSON Lines)",
    engine_level_help="le robot à servir (par défaut expert, sinon le niveau le plus fort)",
    engine_seed_help="graine des tirages au hasard du robot (par défaut 0)",
    arena_epilog="""\
Robots\u00a0: random, novice, club, expert, ou exec:COMMANDE pour un moteur extérieur.
--deals N joue N paires de donnes, chacune une donne isolée à 0-0 (le but de la partie
décide tout de même des ajustements du score)\u00a0; --games N joue N paires de parties en
duplicate (comme au bridge) jusqu'au but, les donnes de chaque partie rejouées places
échangées. Les chiffres sont ceux de A\u00a0: points nets par donne (ceux de A moins ceux de
B) avec un intervalle de confiance à 95\u00a0%.
--record écrit un objet ecarte-record/1 par ligne (JSON Lines), un par exécution, chacun
dès que sa paire est terminée.
Code de sortie : 0 toutes les paires ont été jouées ; 1 un moteur extérieur n'a pas
pu être lancé, ou l'enregistrement ou le journal n'a pas pu être écrit ; 2 un argument
erroné ; 3 un robot a échoué pendant une paire : les paires terminées avant sont
conservées (dans le tableau ou le JSON, et dans l'enregistrement), la phrase dit quelle
paire et laquelle de ses deux exécutions, et les requêtes de cette donne envoyées à un
moteur extérieur sont écrites dans un fichier pour les lui renvoyer.""",
    arena_a_help="le premier robot (un niveau ou exec:COMMANDE)",
    arena_b_help="le second robot",
    deals_help="paires de donnes, chacune une donne isolée à 0-0 (par défaut 200)",
    games_help="paires de parties en duplicate (chaque donne jouée deux fois, places "
               "échangées)",
    arena_seed_help="graine des cartes (par défaut 0)",
    jobs_help="nombre de processus (le résultat n'en dépend pas)",
    arena_record_help="écrire les rencontres jouées dans FICHIER",
    json_help="afficher un seul objet JSON",
    arena_rules_help="une règle de base, comme les liste « ecarte rules » (par défaut club)",
    option_help="une option de la règle, par exemple --option target=7 (répétable)",
    option_form=lambda shown: f"--option attend NOM=VALEUR, comme target=7, pas {shown}",
    no_option=lambda shown:
        f"il n'y a pas d'option de règle ni de valeur {shown}\u00a0: voyez « ecarte rules »",
    no_bot=lambda bot, levels: f"il n'y a pas de robot {bot}\u00a0: choisissez parmi "
                               f"{levels}, ou exec:COMMANDE",
    bot_failed=lambda bot, seat, error, where:
        f"{bot} (place {seat}) a échoué\u00a0: {error} ({where})",
    bot_illegal=lambda bot, seat, action, error, where:
        f"{bot} (place {seat}) a choisi {action}, qui est irrégulier\u00a0: {error} ({where})",
    arena_where=lambda pair, pairs, games, run, deal:
        f"{'paire de parties' if games else 'paire de donnes'} {pair} sur {pairs}, "
        + ("sa première exécution (A à la place 0)" if run == 0 else
           "sa seconde exécution (places échangées)")
        + (f", donne {deal} de la partie" if games else ""),
    arena_kept=lambda done, games:
        (f"la paire de {'parties' if games else 'donnes'} terminée avant est conservée"
         if done == 1 else f"les {done} paires de {'parties' if games else 'donnes'} "
         "terminées avant sont conservées") if done else "aucune paire n'était terminée avant",
    arena_request=lambda path, command:
        f"les requêtes envoyées au moteur pendant cette donne, la fautive en dernier, sont "
        f"dans {path}\u00a0: pour les lui renvoyer, lancez  {command} < {path}",
    engine_log_help="ajouter à FICHIER ce que les moteurs extérieurs écrivent sur leur "
                    "sortie d'erreur (par défaut, cela passe sur la sortie d'erreur de cette "
                    "commande)",
    progress_games="paires de parties",
    progress_deals="paires de donnes",
    arena_title_games=lambda a, b, pairs, deals:
        f"{a} contre {b}\u00a0: {pairs}\u00a0paires de parties, {deals}\u00a0donnes",
    arena_title_deals=lambda a, b, pairs, deals:
        f"{a} contre {b}\u00a0: {pairs}\u00a0paires de donnes à 0-0, {deals}\u00a0donnes",
    arena_rows={
        "points": "points",
        "deals_won": "donnes gagnées (le point)",
        "games_won": "parties gagnées",
        "stakes_won": "parties gagnées, selon l'enjeu et la valeur",
        "voles": "voles",
        "penalties": "pénalités encourues",
        "mean_ms": "temps de décision, moyenne en ms",
        "median_ms": "temps de décision, médiane / p99 en ms",
    },
    verdicts={"better": "meilleur", "worse": "moins bon", "even": "pas de différence nette"},
    per_deal=lambda a, net, share, low, high, verdict:
        f"{a}, points par donne\u00a0: {net} (intervalle à {share} de {low} à {high})\u00a0: "
        f"{verdict}",
    game_share=lambda a, won, share, low, high:
        f"{a} a gagné {won} des parties (intervalle à {share} de {low} à {high})",
    per_deal_alone=lambda a, net, why: f"{a}, points par donne\u00a0: {net} ({why})",
    game_share_alone=lambda a, won, why: f"{a} a gagné {won} des parties ({why})",
    too_few_pairs=lambda share, pairs, fewest, games:
        f"pas d'intervalle à {share} sur {pairs}\u00a0paire{'s' if pairs > 1 else ''} de "
        f"{'parties' if games else 'donnes'}\u00a0: il en faut au moins {fewest}",
    pairs_alike=lambda share, games:
        f"pas d'intervalle à {share}\u00a0: toutes les paires de "
        f"{'parties' if games else 'donnes'} ont fini de même",
    engine_unreadable=lambda command, why:
        f"la commande de moteur {command} est illisible\u00a0: {why}",
    engine_empty="la commande de moteur est vide\u00a0: écrivez exec:COMMANDE, comme "
                 "exec:'python -m ecarte engine --level random'",
    engine_no_program=lambda command, program:
        f"la commande de moteur {command} n'a pas pu démarrer\u00a0: le programme {program} "
        f"n'existe pas",
    engine_not_started=lambda command, why:
        f"la commande de moteur {command} n'a pas pu démarrer\u00a0: {why}",
    engine_not_hello=lambda command, shown:
        f"le moteur {command} a répondu à la requête hello par {shown}, pas par un hello",
    engine_version=lambda command, shown, ours:
        f"le moteur {command} parle le protocole {shown}, pas {ours}",
    engine_option=lambda command, why:
        f"le moteur {command} ne peut pas être réglé : {why}",
    engine_not_action=lambda command, shown:
        f"le moteur {command} a répondu à la requête act par {shown}, pas par un coup",
    engine_illegal=lambda command, text, legal:
        f"le moteur {command} a répondu {text}, qui n'est pas un des coups permis ({legal})",
    engine_closed=lambda command: f"le moteur {command} a été fermé",
    engine_stopped_before=lambda command, what, note:
        f"le moteur {command} s'est arrêté avant la requête {what}{note}",
    engine_timeout=lambda command, what, seconds:
        f"le moteur {command} n'a pas répondu à la requête {what} en {seconds}\u00a0s",
    engine_stopped_without=lambda command, what, note:
        f"le moteur {command} s'est arrêté sans répondre à la requête {what}{note}",
    engine_overlong=lambda command, what, most:
        f"le moteur {command} a répondu à la requête {what} par une ligne de plus de "
        f"{most}\u00a0octets, ce qui n'est pas une réponse",
    engine_not_json=lambda command, what, shown:
        f"le moteur {command} a répondu à la requête {what} par {shown}, qui n'est pas du "
        f"JSON",
    engine_not_object=lambda command, what, shown:
        f"le moteur {command} a répondu à la requête {what} par {shown}, pas par un objet "
        f"JSON",
    engine_refused=lambda command, what, error:
        f"le moteur {command} a refusé la requête {what}\u00a0: {error}",
    engine_exit=lambda status, said: f" (code de sortie {status}"
                                     + (f"\u00a0: {said}" if said else "") + ")",
    reasons={
        "ENOSPC": "le disque est plein",
        "EDQUOT": "le quota du disque est épuisé",
        "EROFS": "le dossier est en lecture seule",
        "EACCES": "permission refusée",
        "EPERM": "permission refusée",
        "ENOTDIR": "une partie du chemin est un fichier, pas un dossier",
        "EISDIR": "c'est un dossier",
        "ENAMETOOLONG": "le nom est trop long",
        "ENOENT": "le dossier n'existe pas",
        "EEXIST": "un fichier est dans le chemin",
        "EBADF": "elle est fermée",
    },
    no_such_file="ce fichier n'existe pas",
    could_not_write=lambda path, why: f"impossible d'écrire {path}\u00a0: {why}",
    cannot_read=lambda name, why: f"impossible de lire {name}\u00a0: {why}",
    too_large=lambda name, size, kind:
        f"{name} dépasse {size}\u00a0: {kind} fait au plus {size}",
    mebibytes=lambda count: f"{count}\u00a0Mio",
    bytes_=lambda count: f"{count}\u00a0octets",
    not_utf8=lambda what, byte:
        f"{what} n'est pas du texte UTF-8 (l'octet {byte} est illisible)",
    not_json=lambda what, line, column, why:
        f"{what} n'est pas du JSON (ligne {line}, colonne {column}\u00a0: {why})",
    too_deep=lambda what: f"{what} est trop profondément imbriqué pour être lu",
    unreadable=lambda what, why: f"impossible de lire {what}\u00a0: {why}",
    too_many_digits=lambda what, digits, most:
        f"{what} contient un nombre de {digits}\u00a0chiffres, plus que les {most} "
        f"permis",
)
