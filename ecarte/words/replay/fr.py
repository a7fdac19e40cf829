from ecarte.words import capitalised, phrasebook
from ecarte.words.fr import percentage_points
from ecarte.words.replay import ReplayWords

NB = "\u00a0"  # before : ; ? ! and inside « »


_n = phrasebook("fr").counted  # "1 carte", the noun agreed with its count


def _range(count: int) -> str:
    return "1" if count == 1 else f"de 1 à {count}"


def _number(count: int) -> str:
    return "1" if count == 1 else f"un numéro {_range(count)}"


WORDS = ReplayWords(
    no_deal_here="aucune donne dans cet enregistrement",
    game_n=lambda game: f"Partie {game}",
    deal_n=lambda deal: f"donne {deal}",
    action_n=lambda done, total: f"coup {done}/{total}",
    reshuffle="on rebat les cartes",
    no_deal="L'enregistrement ne contient aucune donne.",
    you_hold="Vous avez ",
    you_hold_end=".",
    discards=lambda you, name: "Vous écartez" if you else f"{capitalised(name)} écarte",
    discard_count=lambda count: _n(count, "carte", "cartes"),
    stock_short=f"{NB}: le talon ne suffit pas.",
    taken_back=lambda you, name, action: (
        f"Coup repris{NB}: {'vous aviez' if you else name + ' avait'} d'abord choisi "
        f"«{NB}{action}{NB}» ici, puis l'{'avez' if you else 'a'} repris."),
    taken_back_unseen=lambda you, name: (
        f"Coup repris{NB}: {'vous avez' if you else name + ' a'} repris un coup ici."),
    someone=lambda you, name: "Vous" if you else capitalised(name),
    deal_over="La donne est terminée.",
    wins_game=lambda you, name, mine, theirs: (
        ("Vous gagnez" if you else f"{capitalised(name)} gagne") + f" la partie {mine} à {theirs}"),
    counts=lambda value: f"{NB}; elle compte {value}",
    wins_match=lambda you, name: ("Vous gagnez" if you else f"{capitalised(name)} gagne")
    + " la rencontre",
    games_to=lambda mine, theirs: f", {mine} parties à {theirs}",
    mark_words={"inaccuracy": f"Imprécision{NB}: ", "mistake": f"Erreur{NB}: ",
                "blunder": f"Gaffe{NB}: ", "": f"Correct{NB}: "},
    post_mortem=f"À cartes ouvertes, les deux mains connues{NB}: ",
    best_choice=lambda played: f"Meilleur choix{NB}: {played}.",
    mark_rest=lambda played, best: f"{played}{NB}; le meilleur{NB}: {best}",
    mark_even=lambda played, best: f"{played}{NB}; {best} vaut autant.",
    mark_loss=lambda points: f" (perte de {percentage_points(points)}).",
    no_cards="aucune carte",
    discarded="a écarté ",
    hands="Les mains",
    against=lambda a, b, rules: f"{a} contre {b}{NB}; règles{NB}: {rules}.",
    deal_heading=lambda game, deal, actions: f"Partie {game}, donne {deal} "
                                             f"({_n(actions, 'coup', 'coups')})",
    ends_early=lambda score: f"L'enregistrement s'arrête avant la fin de la rencontre. "
                             f"Score{NB}: {score}.",
    score_part=lambda you, name, points: f"{'vous' if you else name} {points}",
    not_a_deal=lambda text, several: f"{text} n'est pas une donne{NB}: " + (
        "tapez une donne de la partie affichée (3) ou une partie et une donne (2.3)"
        if several else "tapez son numéro (3)") + ".",
    no_game=lambda game, games: f"Il n'y a pas de partie {game}{NB}: cet enregistrement en "
                                f"a {games}.",
    no_deal_in=lambda game, deal, deals: f"La partie {game} n'a pas de donne {deal}{NB}: "
                                         f"elle en a {deals}.",
    other_game=f" Une donne d'une autre partie se tape avec sa partie{NB}: 2.1, c'est la "
               "partie 2, donne 1.",
    jump_one=lambda deals: f"Aller à la donne{NB}: tapez {_number(deals)}, puis Entrée "
                           f"(Échap{NB}: rester){NB}: ",
    jump_many=lambda game, deals, games: (
        f"Aller à la donne{NB}: tapez {_number(deals)} pour la partie {game}, ou "
        f"partie.donne pour les parties {_range(games)} (par exemple {games}.1), puis Entrée "
        f"(Échap{NB}: rester){NB}: "),
    jump_empty=f"Aucune donne tapée{NB}: on reste où l'on était.",
    keys=("→ n suivant", "← p précédent", "↓ N donne suiv.", "↑ P début donne",
          "Début Fin", "g aller à", "m M notes", "q quitter"),
    keys_ascii=("n suivant", "p precedent", "N donne suiv.", "P debut donne",
                "Debut Fin", "g aller a", "m M notes", "q quitter"),
    at_end="La fin de l'enregistrement.",
    at_start="Le début de l'enregistrement.",
    no_mark_after="Aucun coup noté après celui-ci.",
    no_mark_before="Aucun coup noté avant celui-ci.",
    standard_input="l'entrée standard",
    one_record=lambda name, line: f"{name} contient un seul enregistrement, pas du JSON "
                                  f"Lines{NB}: il n'y a pas de ligne {line}",
    many_records=lambda name, count: f"{name} contient {count} enregistrements (JSON "
                                     f"Lines){NB}: choisissez-en un avec --line N, de 1 à "
                                     f"{count}",
    no_line=lambda line, name, count: f"il n'y a pas de ligne {line}{NB}: {name} contient "
                                      f"{count} enregistrements",
    line_of=lambda line, name, problem: f"ligne {line} de {name}{NB}: {problem}",
    breaks_rules=lambda error: f"l'enregistrement enfreint les règles à {error}",
    no_file=lambda name: f"impossible de lire {name}{NB}: ce fichier n'existe pas",
    reviewing=lambda done, total: f"Analyse{NB}: {done}/{total} décisions",
    not_object="l'analyse n'est pas un objet avec \"records\" (ecarte review --json)",
    no_records="l'analyse n'a pas de \"records\" (ecarte review --json les écrit)",
    record_number=lambda count, number: f"l'analyse contient {count} enregistrements, et "
                                        f"celui-ci est le numéro {number}",
    no_decisions="l'enregistrement de l'analyse n'a pas de liste \"decisions\"",
    other_players=lambda review, record: f"l'analyse porte sur {review}, mais "
                                         f"l'enregistrement sur {record}",
    names_and=lambda a, b: f"{a} et {b}",
    no_players="aucun joueur",
    not_in_record=lambda game, deal, action: (
        f"l'analyse ne correspond pas à cet enregistrement{NB}: elle juge la partie {game}, "
        f"donne {deal}, coup {action}, que l'enregistrement n'a pas"),
    other_action=lambda game, deal, action, seat, played, at, taken: (
        f"l'analyse ne correspond pas à cet enregistrement{NB}: à la partie {game}, donne "
        f"{deal}, coup {action}, elle a la place {seat} '{played}', l'enregistrement la "
        f"place {at} '{taken}'"),
    decision_of=lambda number: f"la décision {number} de l'analyse",
    not_an_object=lambda where: f"{where} n'est pas un objet",
    whole_number=lambda where, key: f"{where}{NB}: {key} doit être un nombre entier à "
                                    "partir de 0",
    a_string=lambda where, key: f"{where}{NB}: {key} doit être une chaîne",
    best_not_action=lambda where, why: f"{where}{NB}: 'best' n'est pas une action{NB}: "
                                       f"{why}",
    loss_number=lambda where: f"{where}{NB}: 'loss' doit être un nombre",
    why_shape=lambda where: (f"{where}{NB}: 'why' doit être null ou un objet avec les "
                             "'lines', 'draws' et 'reasons' de docs/review.md"),
    book_shape=lambda where: (f"{where}{NB}: 'book' doit être null ou un objet avec un "
                              "'choice' et un des codes 'rule' du livre"),
    mark_kinds=lambda where: f"{where}{NB}: 'mark' doit être 'inaccuracy', 'mistake', "
                             "'blunder' ou 'null'",
    choices_map=lambda where: f"{where}{NB}: 'choices' doit associer à chaque choix sa "
                              "probabilité",
    help_epilog="""\
touches : -> n Espace suivant, <- p précédent, Bas N donne suivante, Haut P début de
cette donne (ou de la précédente), Début Fin, g aller à une partie et une donne (2.3),
m M le coup noté suivant ou précédent (avec --review), q Échap Ctrl-C Ctrl-D quitter.
Quand la sortie standard n'est pas un terminal, tout l'enregistrement est écrit en mots.
Mettez --review en dernier, ou écrivez --review=FICHIER.json : « --review FICHIER »
prend FICHIER pour l'analyse.
code de sortie : 0 montré, 1 l'enregistrement enfreint les règles, 2 il est illisible
(les phrases de ecarte verify). Voir docs/replay.md.""",
    help_file="un enregistrement (ecarte-record/1), un fichier JSON Lines d'enregistrements, "
              "- pour l'entrée standard, ou le numéro d'une rencontre enregistrée (ecarte "
              "history)",
    help_line="l'enregistrement de la ligne N d'un fichier JSON Lines",
    help_seat="montrer la table telle que ce joueur l'a vue (par défaut : les deux mains "
              "ouvertes)",
    help_review="montrer les notes de l'analyse à côté des coups : calculées maintenant, "
                "ou lues dans la sortie de ecarte review --json ; une partie gardée (son "
                "numéro) montre sans cette option l'analyse gardée avec elle",
)
