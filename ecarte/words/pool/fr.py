from ecarte.words.pool import PoolWords

NB = "\u00a0"  # the no-break space before : ; ? !


def _parties(count: int) -> str:
    return "une partie" if count == 1 else f"{count} parties"


WORDS = PoolWords(
    too_few=lambda least: f"il faut au moins {least} joueurs",
    too_many=lambda most: f"{most} joueurs au plus peuvent prendre place",
    named_twice=lambda name: f"{name} est nommé deux fois{NB}: donnez à chaque joueur un "
                             "nom qui lui soit propre",
    wins=lambda value: f"on gagne la poule en 2 ou 3 parties de suite, pas {value}",
    stake=lambda value: f"une mise ou un pari est un nombre entier de 1 à 1000, pas {value}",
    after_loss=lambda value: f"quand la chouette perd, la règle est stays ou captain, "
                             f"pas {value}",
    comeback=lambda value: f"comeback_stake vaut true ou false, pas {value}",
    over="la poule est déjà gagnée",
    not_at_table=lambda player: f"le joueur {player} n'est pas à la table",
    not_an_object="une feuille de poule est un objet JSON",
    format_tag=lambda found: f"l'étiquette de format doit être \"ecarte-pool/1\", "
                             f"pas {found}",
    kind=lambda found: f"kind doit valoir \"pool\" ou \"chouette\", pas {found}",
    players="players doit être une liste de noms",
    levels="levels doit donner, pour chaque joueur, un niveau de robot, ou null pour une "
           "personne",
    terms=lambda why: f"les conditions de la poule{NB}: {why}",
    rules=lambda why: f"règles (rules){NB}: {why}",
    games="games doit être une liste",
    game_entry=lambda game: f"la partie {game} doit être un objet avec ses places (seats) "
                            "et sa feuille (record)",
    seats=lambda game: f"partie {game}{NB}: seats doit désigner deux des joueurs par leur "
                       "rang",
    pointing=lambda game: f"partie {game}{NB}: chaque indication (pointing) doit avoir by, "
                          "game, deal, action et point",
    game_record=lambda game, why: f"partie {game}, dans sa propre feuille{NB}: {why}",
    money_shape=lambda game: f"partie {game}{NB}: bets doit donner un nombre entier par "
                             "joueur",
    game_fault=lambda game, why: f"partie {game}, dans sa propre feuille{NB}: {why}",
    game_unfinished=lambda game: f"la partie {game} n'est pas finie, et pourtant une autre "
                                 "la suit",
    wrong_seats=lambda game, first, second:
        f"partie {game}{NB}: c'est à {first} et {second} d'être à la table",
    wrong_names=lambda game: f"partie {game}{NB}: sa feuille nomme d'autres joueurs que ceux "
                             "qui sont à la table",
    wrong_rules=lambda game: f"la partie {game} s'est jouée sous d'autres règles que celles "
                             "de la poule",
    game_after_win=lambda game: f"la partie {game} s'est jouée après que la poule a été "
                                "gagnée",
    bets=lambda game: f"partie {game}{NB}: les paris ne sont pas ceux que donne son résultat",
    paid="les mises versées ne sont pas celles que donne l'ordre des joueurs",
    money="les comptes ne sont pas ceux que donnent les résultats",
    not_adviser=lambda game, who: f"partie {game}{NB}: {who} a indiqué un coup, mais seuls "
                                  "les partenaires du capitaine le peuvent",
    point_place=lambda game: f"partie {game}{NB}: une indication ne précède aucune décision "
                             "du capitaine",
    point_illegal=lambda game, point, why: f"partie {game}{NB}: le coup indiqué {point} ne "
                                           f"pouvait se jouer là{NB}: {why}",
    pool_title=lambda names: f"La poule{NB}: {names}",
    pool_terms=lambda wins, stake, comeback:
        f"Qui gagne {_parties(wins)} de suite gagne la poule. Chaque joueur met {stake} à "
        "la poule en entrant" + (", et de nouveau chaque fois qu'il rentre." if comeback
                                 else "."),
    at_table=lambda first, second: f"À la table{NB}: {first} et {second}.",
    waiting=lambda names: f"Attendent leur tour, dans l'ordre{NB}: {names}.",
    in_a_row=lambda name, count: f"{name} a gagné {_parties(count)} de suite.",
    pot=lambda pot: f"À la poule{NB}: {pot}.",
    to_the_table=lambda first, second, keys:
        f"{first} et {second} à la table. Passez le clavier à {keys}.",
    beat=lambda winner, loser, count:
        f"{winner} bat {loser}{NB}: {_parties(count)} de suite.",
    went_out=lambda name: f"{name} sort et prend la file à la fin.",
    came_in=lambda name, stake, back:
        (f"{name} rentre et remet {stake} à la poule." if stake else f"{name} rentre.")
        if back else f"{name} entre.",
    pool_won=lambda name, pot: f"{name} gagne la poule et ramasse {pot}.",
    heads=("Joueur", "Parties", "Mises", "Gain"),
    games_won_lost=lambda won, lost: f"{won} gagnée{'s' if won > 1 else ''}, "
                                     f"{lost} perdue{'s' if lost > 1 else ''}",
    next_game="Appuyez sur Entrée pour la partie suivante. ",
    left=lambda path, command: f"Enregistré dans {path}. Pour reprendre{NB}: {command}",
    record_at=lambda path: f"Feuille{NB}: {path}",
    not_written=lambda why: f"La feuille n'a pas pu être enregistrée{NB}: {why}",
    kept=lambda count: "Gardée dans votre historique." if count == 1 else
        f"Gardée dans votre historique ({count} parties).",
    chouette_title=lambda chouette, partners: f"La chouette{NB}: {chouette} contre {partners}",
    chouette_terms=lambda bet, captain_takes:
        f"Chaque partenaire parie {bet} sur chaque partie, et la chouette tient tous les "
        "paris{NB}; une partie compte simple. Après chaque partie, le partenaire suivant "
        "devient capitaine. ".replace("{NB}", NB) + (
            "Quand la chouette perd, le capitaine gagnant prend sa place."
            if captain_takes else "La chouette garde sa place, qu'elle gagne ou qu'elle "
                                  "perde."),
    captain=lambda captain, advisers: f"{captain} est capitaine et tient les cartes{NB}; "
                                      f"{advisers} peuvent indiquer un coup.",
    alone_captain=lambda captain: f"{captain} est capitaine et tient les cartes.",
    point_prompt=lambda adviser, captain:
        f"{adviser}, indiquez un coup à {captain} (point R♠, point jouer), ou Entrée pour "
        f"ne rien dire{NB}: ",
    point_usage="écrivez point puis une carte ou un coup, comme point R♠ ou point jouer, "
                "ou appuyez sur Entrée pour ne rien dire",
    pointed=lambda adviser, action: f"{adviser} montre{NB}: {action}.",
    chouette_won=lambda chouette, bet, partners:
        f"{chouette}, la chouette, reçoit {bet} de chaque partenaire{NB}: "
        f"{bet * partners} en tout.",
    chouette_lost=lambda chouette, bet, partners:
        f"{chouette}, la chouette, paie {bet} à chaque partenaire{NB}: "
        f"{bet * partners} en tout.",
    new_captain=lambda name: f"{name} est capitaine pour la partie suivante.",
    new_chouette=lambda name, former:
        f"{name} a battu la chouette et prend sa place{NB}; {former} rejoint les "
        "partenaires.",
    another_game=f"Une autre partie{NB}?",
    money_line=lambda name, money: f"{name} {money}",
    pool_epilog="Chaque joueur est un nom ou un niveau de robot (novice, club, expert...)"
                "\u00a0: «\u00a0ecarte pool --players Ada club expert\u00a0». Le perdant "
                "de chaque partie sort et prend la file à la fin, et le premier qui attend "
                "prend sa place. Entre personnes, chaque main est cachée au passage du "
                "clavier, comme à deux sur un clavier. La poule s'enregistre au fil du "
                "jeu\u00a0; Ctrl-D la quitte et dit comment la reprendre.",
    players_help="les joueurs dans leur ordre (les deux premiers s'assoient d'abord)\u00a0: "
                 "des noms ou des niveaux de robot",
    wins_help="parties de suite pour gagner la poule\u00a0: 2 (par défaut) ou 3",
    stake_help="ce que chaque joueur met à la poule en entrant (1 par défaut)",
    comeback_help="chaque joueur remet sa mise chaque fois qu'il rentre",
    chouette_epilog="La chouette joue seule contre le capitaine\u00a0; les autres "
                    "partenaires peuvent indiquer une carte ou un coup avant que le "
                    "capitaine choisisse (point R♠, point jouer)\u00a0; le choix du "
                    "capitaine l'emporte. Chaque partenaire parie sur chaque partie, et la "
                    "chouette tient tous les paris. Chacun peut être un niveau de robot.",
    chouette_player_help="qui joue seul\u00a0: un nom ou un niveau de robot",
    partners_help="les partenaires dans leur ordre (le premier est capitaine de la première "
                  "partie)\u00a0: des noms ou des niveaux de robot",
    bet_help="ce que chaque partenaire parie sur chaque partie (1 par défaut)",
    after_loss_help="quand la chouette perd\u00a0: stays (par défaut\u00a0: elle garde sa "
                    "place) ou captain (le capitaine gagnant la prend)",
    games_help="combien de parties jouer (par défaut\u00a0: jusqu'à ce que vous arrêtiez)",
    record_help="écrire aussi la feuille (ecarte-pool/1) dans FICHIER",
    resume_help="reprendre une poule ou une chouette enregistrée dans FICHIER",
    seed_help="la graine des cartes (la même graine donne les mêmes cartes)",
    cannot_resume=lambda path, why: f"impossible de reprendre {path}{NB}: {why}",
    resume_over=lambda path: f"{path} est terminée{NB}: il n'y a rien à reprendre",
)
