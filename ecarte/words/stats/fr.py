from ecarte.words.stats import StatsWords

NB = "\u00a0"  # before : ; ? ! and inside « »


def _q(text: str) -> str:
    return f"«{NB}{text}{NB}»"


def _s(count: int) -> str:
    return "" if count == 1 else "s"


_ONE = {"played_at": "sa date", "games0": "le nombre de parties gagnées",
        "games1": "le nombre de parties gagnées", "you": "le joueur compté comme vous",
        "takebacks": "le nombre de coups repris", "record": "l'enregistrement",
        "kind": "le type de rencontre", "level": "le niveau", "seed": "la graine",
        "winner": "le vainqueur", "tutor": "la marque du tuteur", "review": "l'analyse",
        "id": "le numéro", "the row": "la ligne", "the deal": "la donne"}
_MANY = {"points0": "les points", "points1": "les points", "players": "les joueurs",
         "rules": "les règles"}


def _not_as_kept(column: str) -> str:
    if column.startswith("deals."):
        return "ses donnes ne sont pas valables"
    if column in _MANY:
        return f"{_MANY[column]} ne sont pas valables"
    if column in _ONE:
        return f"{_ONE[column]} n'est pas valable"
    return f"la colonne {column} n'est pas valable"


def _no_rated(helped: bool, takebacks: bool, people: bool, off_ladder: bool) -> str:
    why = (["des conseils", "le tuteur"] if helped else []) + (
        ["des coups repris"] if takebacks else [])
    reasons = (", ".join(why[:-1]) + " ou " + why[-1] if len(why) > 1 else why[0]) if why \
        else "des conseils, des coups repris ou le tuteur"
    said = (f"Aucune rencontre classée pour l'instant{NB}: les rencontres jouées avec "
            f"{reasons} ne changent pas le classement")
    if people:
        said += ", pas plus que celles à deux ou en réseau"
    if off_ladder:
        said += ", ni celles contre un joueur hors de l'échelle des robots"
    return said + "."


def _history(path: str) -> str:
    return f"l'historique des rencontres ({path})"


def _your_rating(text: str) -> str:
    return f" (votre classement{NB}: {text})." if text else "."


def _more(more: int | None) -> str:
    """When the rating will be shown: after about how many more rated matches."""
    if more is None:
        return "après d'autres rencontres classées contre les robots"
    return (f"après environ {more} autre{_s(more)} rencontre{_s(more)} classée{_s(more)} "
            "contre les robots")


_NEAR = "un robot de votre force l'amène le plus vite"
"""Said when no count can be given: the bots played tell too little."""


def _matches(count: int, what: str = "") -> str:
    return f"{count} rencontre{_s(count)}{what}{_s(count) if what else ''}"


WORDS = StatsWords(
    damaged=lambda path, detail, records: (
        f"{_history(path)} est endommagé ({detail}){NB}: il a été laissé tel quel{NB}; pour "
        f"en commencer un nouveau, déplacez-le ailleurs, puis "
        f"{_q(f'ecarte stats import {records}/*.json')} rajoutera les rencontres terminées "
        f"ici"),
    newer=lambda path, detail: (f"{_history(path)} a été écrit par une version plus récente "
                                f"d'ecarte ({detail}){NB}: il a été laissé tel quel"),
    full=lambda path: f"{_history(path)} ne peut pas être écrit{NB}: le disque est plein",
    read_only=lambda path: (f"{_history(path)} ne peut pas être écrit{NB}: le dossier est en "
                            f"lecture seule"),
    busy=lambda path, seconds: (f"{_history(path)} est occupé{NB}: un autre ecarte l'écrit "
                                f"depuis {seconds} secondes"),
    unusable=lambda path, detail: f"{_history(path)} est inutilisable{NB}: {detail}",
    check_says=lambda said: f"la vérification de SQLite dit{NB}: {said}",
    table_missing=lambda table: f"la table {table} manque",
    column_missing=lambda column: f"la colonne {column} manque",
    column_extra=lambda table, column: (f"la table {table} a une colonne qu'elle ne devrait "
                                        f"pas avoir ({column})"),
    index_missing=lambda index: f"l'index {index} manque",
    newer_schema=lambda version, known: (f"schéma {version}{NB}; cette version-ci ne connaît "
                                         f"que jusqu'au schéma {known}"),
    not_a_database="ce n'est pas un fichier SQLite",

    left_out=lambda count, written: (
        "1 rencontre de l'historique n'a pas pu être lue et a été laissée de côté."
        if count == 1 else
        f"{written} rencontres de l'historique n'ont pas pu être lues et ont été laissées de "
        f"côté."),
    unreadable_match=lambda match, what: (f"la rencontre {match} de l'historique est "
                                          f"illisible ({what})"),
    unreadable_some=lambda what: f"une rencontre de l'historique est illisible ({what})",
    not_as_kept=_not_as_kept,

    not_a_record=lambda error: f"ce n'est pas un enregistrement valable{NB}: {error}",
    too_deep="il est imbriqué trop profondément pour être lu",
    not_finished="la rencontre n'est pas terminée",
    cannot_keep=lambda why: f"la rencontre ne peut pas être conservée{NB}: {why}",
    not_an_object="l'enregistrement n'est pas un objet JSON",
    the_record="l'enregistrement",
    no_such_player=lambda name, players: (f"aucun joueur ne s'appelle {name} (les joueurs "
                                          f"sont {players})"),
    players_unnamed="sans nom",
    no_such_match=lambda match: f"il n'y a pas de rencontre {match} dans l'historique",
    no_such_match_listed=lambda match: (f"il n'y a pas de rencontre {match} dans "
                                        f"l'historique ({_q('ecarte history')} les liste)"),

    not_kept=lambda why: (f"Cette rencontre n'a pas pu être conservée dans votre "
                          f"historique{NB}: {why}."),
    same_match=lambda match: (f"Cette rencontre est la même, carte pour carte, que la "
                              f"rencontre {match} de votre historique{NB}: elle est conservée "
                              f"et comptée une seule fois."),
    rating_unreadable=lambda why: (f"Cette rencontre est conservée dans votre historique, "
                                   f"mais votre classement ne peut pas en être lu{NB}: {why}."),
    practice=lambda rating: (f"Une rencontre d'entraînement ne change pas votre classement"
                             f"{_your_rating(rating)}"),
    helped=lambda tutor, rating: (
        "Cette rencontre a été jouée "
        + ("sous l'œil du tuteur" if tutor else "avec des conseils")
        + f"{NB}: elle ne change donc pas votre classement{_your_rating(rating)}"),
    rating_later=lambda more: (f"Votre classement s'affichera {_more(more)}"
                               f"{'' if more is not None else f' ({_NEAR})'}."),
    rating_after=lambda rating, won: (f"Votre classement{NB}: {rating} après cette "
                                      f"{'victoire' if won else 'défaite'}."),
    review_not_kept=lambda why: (f"L'analyse n'a pas pu être conservée dans votre "
                                 f"historique{NB}: {why}."),
    network_kept=(f"Cette rencontre est conservée dans votre historique "
                  f"({_q('ecarte stats')}){NB}; une rencontre contre une personne ne change "
                  f"pas votre classement."),
    rating=lambda value, spread: f"{value} ± {spread}",

    stats_epilog=f"""\
Les chiffres sont donnés par adversaire (un niveau de robot, à deux, ou un nom) et par
règle, pour la place qui est «{NB}vous{NB}»{NB}: la place 0 dans «{NB}ecarte play{NB}» (à deux,
le premier joueur nommé). gagnées/perdues comptent des parties. points/donne{NB}: vos
points moins ceux de l'adversaire{NB}; erreurs «{NB}-{NB}»{NB}: rencontre non analysée. Le
classement compte les rencontres contre les robots jouées sans conseils, sans
coups repris et sans tuteur{NB}; il s'affiche dès qu'il est assez sûr.""",
    stats_json_epilog=lambda shape, close: f"--json écrit {shape} ou null{close}.",
    stats_import_epilog=lambda option: f"""\
ecarte stats import FICHIER... [{option} NOM] ajoute les enregistrements des rencontres que
vous avez jouées, écrits par «{NB}ecarte play{NB}» (un enregistrement par fichier, ou des JSON
Lines){NB}; «{NB}-{NB}» lit l'entrée standard. Une rencontre entre deux robots («{NB}ecarte
watch --record{NB}», «{NB}ecarte arena --record{NB}») n'est pas la vôtre{NB}: elle est laissée
de côté. Un même enregistrement n'est jamais compté deux fois{NB}; un enregistrement
invalide ou inachevé est signalé puis ignoré (code de sortie 1, comme quand une rencontre
est laissée de côté).""",
    metavars={"NAME": "NOM", "RULES": "RÈGLES", "DATE": "DATE", "FILE": "FICHIER"},
    stats_import_title="ajouter des rencontres",
    stats_import_help="ajouter des rencontres terminées depuis des fichiers d'enregistrement",
    stats_files_help="un enregistrement, des JSON Lines d'enregistrements, ou - pour l'entrée "
                     "standard",
    stats_you_help=(f"le joueur à compter comme vous (par défaut la place 0 d'une rencontre "
                    f"jouée contre un robot{NB}; sinon personne)"),
    level_help="seulement les rencontres contre cet adversaire (un niveau de robot, ou "
               "hot-seat pour les rencontres à deux)",
    rules_help="seulement les rencontres sous ces règles (un préréglage, par exemple club)",
    since_help="seulement les rencontres à partir de ce jour (AAAA-MM-JJ)",
    json_help="écrire un seul objet JSON",
    not_a_date=lambda text: f"attend une date comme 2026-03-01, pas {text}",
    stats_empty=(f"Aucune rencontre terminée n'est encore conservée{NB}: jouez-en une avec "
                 f"{_q('ecarte play')} (ou ajoutez des enregistrements avec "
                 f"{_q('ecarte stats import FICHIER')}) et vos chiffres seront ici."),
    none_is_you=lambda count, option: (f"{_matches(count, ' conservée')}, mais aucune ne dit "
                                       f"quel joueur est vous{NB}: importez de nouveau les "
                                       f"enregistrements avec {option} NOM."),
    none_fits="Aucune rencontre terminée ne répond à ces choix.",
    finished=lambda count, filtered: (f"{_matches(count, ' terminée')}"
                                      f"{' (parmi celles demandées)' if filtered else ''}."),
    rating_line=lambda rating: f"Votre classement sur l'échelle des robots{NB}: {rating}.",
    rating_soon=lambda rated, more: (
        f"Votre classement s'affichera {_more(more)} ({rated} jusqu'ici"
        f"{'' if more is not None else f'{NB}; {_NEAR}'})."),
    no_rated=_no_rated,
    stats_columns=("adversaire", "règles", "jouées", "parties", "pts/donne", "voles",
                   "pénalités", "erreurs"),
    stats_legend=(f"parties{NB}: gagnées-perdues{NB}; voles{NB}: faites-subies{NB}; "
                  f"pénalités{NB}: celles que vous avez payées{NB}; erreurs{NB}: erreurs et "
                  f"gaffes par décision, là où la rencontre a été analysée (les imprécisions "
                  f"ne comptent pas)."),
    a_deal=lambda net: f"({net.replace('-', chr(0x2212))} par donne)",
    as_elder=lambda deals, stood, stood_paid, proposed, proposed_paid: (
        f"quand vous étiez premier ({deals} donne{_s(deals)}), vous avez joué d'autorité "
        f"{stood} fois{stood_paid} et proposé {proposed} fois{proposed_paid}."),
    as_dealer=lambda asked, refused, paid: (
        f"Quand vous donniez, on vous a proposé dans une donne{NB}: "
        f"{'vous avez refusé' if refused else 'vous avez toujours accepté'}{paid}."
        if asked == 1 else
        f"Quand vous donniez, on vous a proposé dans {asked} donnes{NB}: vous avez refusé "
        f"dans {refused}{paid}."),
    against=lambda opponent, rules, rest: (
        f"À deux ({rules}){NB}: {rest}" if opponent == "à deux" else
        f"Contre le robot {opponent} ({rules}){NB}: {rest}"
        if opponent in ("random", "novice", "club", "expert") else
        f"Contre {opponent} ({rules}){NB}: {rest}"),
    chart_title=lambda count: ("La dernière rencontre" if count == 1 else
                               f"Les {count} dernières rencontres, de la plus ancienne à la "
                               f"plus récente") + f"{NB}:",
    chart_rows=("résultat", "points/donne", "erreurs"),
    won_mark="G",
    lost_mark="P",
    chart_range=lambda low, high: (f"(résultat{NB}: G gagnée, P perdue{NB}; points/donne de "
                                   f"{low.replace('-', chr(0x2212))} à "
                                   f"{high.replace('-', chr(0x2212))}"),
    chart_errors=lambda zero, high, mark: (f"{NB}; erreurs de {zero} à {high}, {_q(mark)} "
                                           f"non analysée)"),
    chart_unreviewed=lambda mark: f"{NB}; erreurs{NB}: {_q(mark)} non analysée)",
    import_stopped=lambda why: f"{why}{NB}; l'importation s'est arrêtée là",
    line_of=lambda name, line: f"{name} ligne {line}",
    skipped=lambda where, why: f"{where}{NB}: {why}{NB}; ignorée",
    cannot_be_read="elle est illisible",
    import_added=lambda count: _matches(count, " ajoutée"),
    import_claimed=lambda count: (f"{count} déjà conservée{_s(count)}, désormais "
                                  f"comptée{_s(count)} à votre nom"),
    import_again=lambda count: f"{count} déjà conservée{_s(count)}",
    import_skipped=lambda count: f"{count} ignorée{_s(count)}",
    bots_left_out=lambda name, count: (
        f"{name}{NB}: {_matches(count, '')} entre deux robots "
        f"{'laissée' if count == 1 else 'laissées'} de côté{NB}: votre historique ne garde "
        "que les rencontres que vous avez jouées"),
    import_bots=lambda count: f"{count} entre robots laissée{_s(count)} de côté",

    history_epilog=f"""\
Chaque rencontre terminée dans «{NB}ecarte play{NB}» est conservée (docs/history.md){NB};
«{NB}ecarte stats import FICHIER{NB}» ajoute des enregistrements venus d'ailleurs.
«{NB}ecarte stats{NB}» en fait le bilan. Après le résultat, (entraînement){NB}: coups repris,
(tuteur){NB}: le tuteur regardait, (conseils){NB}: des conseils ont été montrés{NB}; aucune
de ces rencontres ne change le classement. erreurs{NB}: la part de vos décisions analysées
notées erreur ou gaffe (les imprécisions ne comptent pas){NB}; «{NB}-{NB}»{NB}: rencontre
non analysée.""",
    history_json_epilog=lambda shape, key: (f"--json écrit une liste, de la plus récente à la "
                                            f"plus ancienne, de {shape} (la date en UTC, ISO "
                                            f"8601{NB};\n{key} et error_rate peuvent valoir "
                                            f"null)."),
    limit_help="seulement les N rencontres les plus récentes",
    history_json_help="écrire une seule liste JSON",
    the_limit="la limite",
    history_empty=(f"Aucune rencontre n'est encore conservée{NB}: chaque rencontre que vous "
                   f"terminez dans {_q('ecarte play')} sera listée ici."),
    history_columns=("n°", "date", "adversaire", "règles", "résultat", "erreurs"),
    history_legend=lambda mark: (f"erreurs{NB}: la part de vos décisions analysées notées "
                                 f"erreur ou gaffe (les imprécisions ne comptent pas){NB}; "
                                 f"{_q(mark)}{NB}: rencontre non analysée."),
    hotseat="à deux",
    result=lambda won, yours, theirs, games: (f"{'gagnée' if won else 'perdue'} "
                                              f"{yours} à {theirs}"
                                              f"{' en parties' if games else ''}"),
    result_of=lambda winner, high, low, games: (f"{winner} a gagné {high} à {low}"
                                                f"{' en parties' if games else ''}"),
    practice_mark=" (entraînement)",
    tutor_mark=" (tuteur)",
    hints_mark=" (conseils)",
    opens_one=lambda commands: f"{commands} en ouvre une.",
    command=lambda text: _q(text),
    or_word=" ou ",
    parts_title=lambda recent: ("Erreurs et gaffes par décision, selon la phase du jeu, "
                                f"dans vos {recent} dernières rencontres analysées (et sur "
                                f"les précédentes){NB}:"),
    part_names={"exchange": "l'écart", "king": "le roi", "play": "le jeu de la carte"},
    part_line=lambda part, rate, decisions, before, earlier: (
        f"{part}{NB}: {rate} sur {decisions} décision{'s' if decisions > 1 else ''}"
        + (f" (avant{NB}: {before} sur {earlier})" if before is not None else "")),
    part_none=lambda part: f"{part}{NB}: aucune décision analysée",
)
