from ecarte.words.tournament import TournamentWords

WORDS = TournamentWords(
    time_per_move_help="le temps accordé à chaque décision, en secondes : les moteurs "
                       "extérieurs en sont avertis (movetime), et une décision plus longue "
                       "est comptée en retard (les réponses en retard du tableau) ; par "
                       "défaut : aucun",
    engine_option_blank="QUI:NOM=VALEUR",
    engine_option_help=lambda who:
        f"régler une option que déclare un moteur, par exemple 1:play_samples=200 ; QUI "
        f"est {who} (répétable)",
    engine_option_form=lambda shown:
        f"--engine-option prend QUI:NOM=VALEUR, comme 1:play_samples=200, et non {shown}",
    engine_option_who=lambda shown, count:
        f"il n'y a pas de moteur {shown} sur la ligne de commande : désignez-en un par "
        f"son numéro, de 1 à {count}",
    level_option=lambda level, why:
        f"le robot {level} ne peut pas prendre cette option : {why}",
    late_row="réponses en retard",
    who_arena="le numéro du moteur sur la ligne de commande (1 pour A, 2 pour B), ou a "
              "ou b",
    who_numbers="le numéro du moteur sur la ligne de commande, à partir de 1",
    epilog="""\
Chaque rencontre se joue en duplicate sur les mêmes donnes (la même graine pour toutes), \
chaque donne deux fois en échangeant les places. Un tournoi toutes rondes oppose chaque \
paire de moteurs ; --gauntlet oppose le premier à chacun des autres ; --sprt compare deux \
moteurs, A et B, et s'arrête dès que le test séquentiel tranche (--deals ou --games est \
alors le plus qu'il joue). Les classements sont des Elo au maximum de vraisemblance sur \
les paires gagnées, nulles et perdues, avec des intervalles à 95 %.

  ecarte tournament random novice club expert --deals 100
  ecarte tournament "exec:python3 mon_robot.py" club expert --gauntlet --resume tournoi.jsonl
  ecarte tournament "exec:python3 nouveau.py" "exec:python3 ancien.py" --sprt --elo1 10""",
    engines_help="les moteurs : niveaux de robot (random, novice, club, expert) ou "
                 "exec:COMMANDE",
    gauntlet_help="le premier moteur affronte chacun des autres (par défaut : chaque paire "
                  "se rencontre)",
    deals_help="paires de donnes par rencontre, chacune une seule donne à 0-0 (100 par "
               "défaut ; avec --sprt, le maximum : 2000 par défaut)",
    games_help="paires de parties par rencontre à la place (avec --sprt, le maximum)",
    sprt_help="une comparaison A/B de deux moteurs, arrêtée par un test séquentiel du "
              "rapport de vraisemblance",
    elo0_help="l'écart Elo de A sur B sous H0 (0 par défaut)",
    elo1_help="l'écart Elo de A sur B sous H1 (5 par défaut)",
    alpha_help="la probabilité d'accepter H1 quand H0 est vraie (0,05 par défaut)",
    beta_help="la probabilité d'accepter H0 quand H1 est vraie (0,05 par défaut)",
    anchor_help="le moteur classé à 0 (par défaut : random s'il joue, sinon le premier)",
    resume_help="garder les tranches jouées dans FICHIER et ne jouer que le reste ; "
                "FICHIER s'écrit au fil du tournoi (mêmes résultats qu'un tournoi sans "
                "interruption)",
    two_engines="un tournoi demande au moins deux moteurs",
    sprt_two=lambda count:
        f"--sprt compare deux moteurs, A puis B : donnez-en deux, et non {count}",
    elo_order="--elo1 doit être plus grand que --elo0",
    error_rate="--alpha et --beta sont des probabilités entre 0 et 0,5",
    no_anchor=lambda shown, engines:
        f"l'ancre {shown} n'est pas l'un des moteurs ({engines})",
    resume_not_ours=lambda file:
        f"{file} n'est pas le fichier d'un tournoi : donnez le fichier qu'a écrit "
        "--resume, ou un nouveau",
    resume_other=lambda file, field:
        f"{file} contient un autre tournoi (son {field} diffère) : donnez les mêmes "
        "moteurs et les mêmes options, ou un nouveau fichier",
    resume_unreadable=lambda file, why: f"impossible de lire {file} : {why}",
    kept_line=lambda done, total:
        f"reprise : {done} des {total} tranches étaient déjà jouées et sont gardées",
    progress_line=lambda match, matches, a, b, done, units, games:
        f"rencontre {match} sur {matches}, {a} contre {b} : {done} sur {units} "
        + ("paires de parties" if games else "paires de donnes"),
    ratings_title=lambda anchor, share:
        f"Classement (Elo, {anchor} = 0, intervalles à {share})",
    ratings_columns={"engine": "moteur", "elo": "Elo", "interval": "intervalle",
                     "pairs": "paires", "score": "score"},
    not_rated="non classé : aucune paire jouée",
    model_line="Modèle : Elo logistique au maximum de vraisemblance, chaque paire en "
               "duplicate comptant pour une victoire, une nulle ou une défaite du moteur "
               "qui la mène, avec deux nulles fictives entre deux moteurs qui se sont "
               "rencontrés (comme BayesElo).",
    matches_title="Rencontres",
    matches_columns={"a": "A", "b": "B", "pairs": "paires",
                     "per_deal": "points de A par donne", "interval": "intervalle à 95 %"},
    sprt_verdict=lambda code, a, b, elo0, elo1: {
        "h1": f"SPRT : H1 acceptée : {a} est plus fort que {b} d'environ {elo1} Elo ou "
              "plus.",
        "h0": f"SPRT : H0 acceptée : {a} n'est pas plus fort que {b} de {elo1} Elo "
              f"(environ {elo0} ou moins).",
    }.get(code, f"SPRT : non tranché : le maximum de paires a été joué avant que le test "
                f"puisse distinguer {elo0} de {elo1} Elo."),
    sprt_figures=lambda ratio, low, high, units, games:
        f"LLR {ratio} (bornes {low} et {high}) après {units} "
        + ("paires de parties." if games else "paires de donnes."),
    failed_unkept=lambda done, total:
        f"le tournoi s'est arrêté après {done} des {total} tranches ; rien n'est gardé : "
        "avec --resume FICHIER les tranches jouées sont gardées et la même commande joue "
        "le reste",
    failed_kept=lambda done, total:
        f"le tournoi s'est arrêté : {done} des {total} tranches sont gardées ; relancez "
        "la même commande avec --resume pour jouer le reste",
)
