from ecarte.words.stats import StatsWords
from ecarte.words.table.it import LEVELS


def _q(text: str) -> str:
    return f"«{text}»"


def _o(count: int, one: str, many: str) -> str:
    return one if count == 1 else many


_CLAUSES = {"played_at": "la data non è valida",
            "games0": "il numero di partite vinte non è valido",
            "games1": "il numero di partite vinte non è valido",
            "points0": "i punti non sono validi", "points1": "i punti non sono validi",
            "you": "il giocatore contato come te non è valido",
            "takebacks": "il numero di mosse ritirate non è valido",
            "record": "il registro non è valido",
            "players": "i giocatori non sono validi",
            "kind": "il tipo di incontro non è valido", "level": "il livello non è valido",
            "rules": "le regole non sono valide", "seed": "il seed non è valido",
            "winner": "il vincitore non è valido", "tutor": "il segno del tutor non è valido",
            "review": "l'analisi non è valida", "id": "il numero non è valido",
            "the row": "la riga non è valida", "the deal": "la smazzata non è valida"}


def _more(more: int | None) -> str:
    """When the rating will be shown: after about how many more rated matches."""
    if more is None:
        return "dopo altri incontri validi contro i bot"
    return ("dopo circa " + _o(more, "un altro incontro valido",
                               f"altri {more} incontri validi") + " contro i bot")


_NEAR = "un bot della tua forza la fa arrivare prima"
"""Said when no count can be given: the bots played tell too little."""


def _not_as_kept(column: str) -> str:
    if column.startswith("deals."):
        return "le smazzate non sono valide"
    return _CLAUSES.get(column, f"la colonna {column} non è valida")


def _no_rated(helped: bool, takebacks: bool, people: bool, off_ladder: bool) -> str:
    why = (["consigli o con il tutor"] if helped else []) + (
        ["mosse annullate"] if takebacks else [])
    reasons = " o con ".join(why) if why else "consigli, con mosse annullate o con il tutor"
    said = (f"Ancora nessun incontro valido per il punteggio Elo: gli incontri con {reasons} "
            f"non contano")
    if people:
        said += ", e nemmeno quelli a due o in rete"
    if off_ladder:
        said += ", né quelli contro un giocatore fuori dalla scala dei bot"
    return said + "."


def _opponent(opponent: str) -> str:
    """An opponent in running text: a bot's level in Italian, a name as it is."""
    return f"il bot {LEVELS[opponent]}" if opponent in LEVELS else opponent


def _history(path: str) -> str:
    return f"lo storico degli incontri ({path})"


def _your_rating(text: str) -> str:
    return f", che resta {text}." if text else "."


WORDS = StatsWords(
    damaged=lambda path, detail, records: (
        f"{_history(path)} è danneggiato ({detail}): è stato lasciato com'è; per "
        f"cominciarne uno nuovo spostalo altrove, poi "
        f"{_q(f'ecarte stats import {records}/*.json')} rimetterà gli incontri finiti qui"),
    newer=lambda path, detail: (f"{_history(path)} è stato scritto da una versione più "
                                f"recente di ecarte ({detail}): è stato lasciato com'è"),
    full=lambda path: f"{_history(path)} non si può scrivere: il disco è pieno",
    read_only=lambda path: (f"{_history(path)} non si può scrivere: la cartella è di sola "
                            f"lettura"),
    busy=lambda path, seconds: (f"{_history(path)} è occupato: un altro ecarte lo sta "
                                f"scrivendo da {seconds} secondi"),
    unusable=lambda path, detail: f"{_history(path)} non si può usare: {detail}",
    check_says=lambda said: f"il controllo di SQLite dice: {said}",
    table_missing=lambda table: f"manca la tabella {table}",
    column_missing=lambda column: f"manca la colonna {column}",
    column_extra=lambda table, column: (f"la tabella {table} ha una colonna che non dovrebbe "
                                        f"avere ({column})"),
    index_missing=lambda index: f"manca l'indice {index}",
    newer_schema=lambda version, known: (f"schema {version}; questa versione conosce solo "
                                         f"fino allo schema {known}"),
    not_a_database="non è un file SQLite",

    left_out=lambda count, written: (
        "1 incontro dello storico non si è potuto leggere ed è stato escluso."
        if count == 1 else
        f"{written} incontri dello storico non si sono potuti leggere e sono stati esclusi."),
    unreadable_match=lambda match, what: (f"l'incontro {match} dello storico non si può "
                                          f"leggere ({what})"),
    unreadable_some=lambda what: f"un incontro dello storico non si può leggere ({what})",
    not_as_kept=_not_as_kept,

    not_a_record=lambda error: f"non è un registro valido: {error}",
    too_deep="è annidato troppo in profondità per essere letto",
    not_finished="l'incontro non è finito",
    cannot_keep=lambda why: f"l'incontro non si può conservare: {why}",
    not_an_object="il registro non è un oggetto JSON",
    the_record="il registro",
    no_such_player=lambda name, players: (f"nessun giocatore si chiama {name} (i giocatori "
                                          f"sono {players})"),
    players_unnamed="senza nome",
    no_such_match=lambda match: f"non c'è nessun incontro {match} nello storico",
    no_such_match_listed=lambda match: (f"non c'è nessun incontro {match} nello storico "
                                        f"({_q('ecarte history')} li elenca)"),

    not_kept=lambda why: f"Questo incontro non si è potuto conservare nel tuo storico: {why}.",
    same_match=lambda match: (f"Questo incontro è identico, carta per carta, all'incontro "
                              f"{match} del tuo storico: è conservato e contato una volta "
                              f"sola."),
    rating_unreadable=lambda why: (f"Questo incontro è conservato nel tuo storico, ma non "
                                   f"se ne può leggere il tuo punteggio Elo: {why}."),
    practice=lambda rating: (f"Un incontro d'allenamento non conta per il tuo "
                             f"punteggio Elo{_your_rating(rating)}"),
    helped=lambda tutor, rating: (
        ("Hai giocato con il tutor" if tutor else "Hai chiesto consigli")
        + f": questo incontro non conta per il tuo punteggio Elo{_your_rating(rating)}"),
    rating_later=lambda more: (f"Il tuo punteggio Elo comparirà {_more(more)}"
                               f"{'' if more is not None else f' ({_NEAR})'}."),
    rating_after=lambda rating, won: (f"Il tuo punteggio Elo: {rating} dopo questa "
                                      f"{'vittoria' if won else 'sconfitta'}."),
    review_not_kept=lambda why: (f"L'analisi non si è potuta conservare nel tuo storico: "
                                 f"{why}."),
    network_kept=(f"Questo incontro è conservato nel tuo storico ({_q('ecarte stats')}); un "
                  f"incontro contro una persona non conta per il tuo punteggio Elo."),
    rating=lambda value, spread: f"{value} ± {spread}",

    stats_epilog="""\
I numeri sono per avversario (un livello dei bot, «a due» alla stessa tastiera o un nome)
e per regole, per il posto che sei «tu»: il posto 0 in «ecarte play» (a due, il primo
giocatore nominato). Le colonne vinte/perse contano le partite; punti/smazzata: i tuoi
punti meno quelli dell'avversario; errori «-»: incontro non analizzato. Il punteggio Elo
conta gli incontri contro i bot senza consigli, senza mosse annullate e senza tutor;
compare quando è abbastanza affidabile.""",
    stats_json_epilog=lambda shape, close: f"--json stampa {shape} o null{close}.",
    stats_import_epilog=lambda option: f"""\
ecarte stats import FILE... [{option} NOME] aggiunge i registri degli incontri che hai
giocato, scritti da «ecarte play» (un registro per file, o JSON Lines); «-» legge lo
standard input. Un incontro fra due bot («ecarte watch --record», «ecarte arena --record»)
non è tuo: viene lasciato fuori. Lo stesso registro non è mai contato due volte; un
registro non valido o di un incontro non finito viene segnalato e saltato (codice di
uscita 1, come quando un incontro viene lasciato fuori).""",
    metavars={"NAME": "NOME", "RULES": "REGOLE", "DATE": "DATA", "FILE": "FILE"},
    stats_import_title="aggiungere incontri",
    stats_import_help="aggiunge incontri finiti da file di registro",
    stats_files_help="un registro, JSON Lines di registri, o - per lo standard input",
    stats_you_help=("il giocatore da contare come te (di norma il posto 0 di un incontro "
                    "giocato contro un bot; altrimenti nessuno)"),
    level_help="solo gli incontri contro questo avversario (un livello, o hot-seat per quelli "
               "in due alla stessa tastiera)",
    rules_help="solo gli incontri con queste regole (una variante, per esempio club)",
    since_help="solo gli incontri da questo giorno in poi (AAAA-MM-GG)",
    json_help="stampa un solo oggetto JSON",
    not_a_date=lambda text: f"vuole una data come 2026-03-01, non {text}",
    stats_empty=(f"Nessun incontro finito è ancora conservato: giocane uno con "
                 f"{_q('ecarte play')} (o aggiungi registri con "
                 f"{_q('ecarte stats import FILE')}) e qui troverai i tuoi numeri."),
    none_is_you=lambda count, option: (
        f"{_o(count, '1 incontro conservato', f'{count} incontri conservati')}, ma "
        f"{_o(count, 'non dice', 'nessuno dice')} quale giocatore sei tu: importa di nuovo "
        f"i registri con {option} NOME."),
    none_fits="Nessun incontro finito corrisponde a queste scelte.",
    finished=lambda count, filtered: (
        f"{_o(count, '1 incontro finito', f'{count} incontri finiti')}"
        f"{' (fra quelli richiesti)' if filtered else ''}."),
    rating_line=lambda rating: f"Il tuo punteggio Elo sulla scala dei bot: {rating}.",
    rating_soon=lambda rated, more: (
        f"Il tuo punteggio Elo comparirà {_more(more)} ({rated} finora"
        f"{'' if more is not None else '; ' + _NEAR})."),
    no_rated=_no_rated,
    stats_columns=("avversario", "regole", "giocati", "partite", "pt/smazzata", "cappotti",
                   "penalità", "errori"),
    stats_legend=("partite: vinte-perse; cappotti: fatti-subiti; penalità: quelle pagate da "
                  "te; errori: errori ed errori gravi per decisione, se "
                  "l'incontro è stato analizzato (le imprecisioni non contano)."),
    a_deal=lambda net: f"({net} per smazzata)",
    as_elder=lambda deals, stood, stood_paid, proposed, proposed_paid: (
        f"Di mano ({_o(deals, '1 smazzata', f'{deals} smazzate')}): di prepotenza "
        f"{_o(stood, '1 volta', f'{stood} volte')}{stood_paid}, «propongo» "
        f"{_o(proposed, '1 volta', f'{proposed} volte')}{proposed_paid}."),
    as_dealer=lambda asked, refused, paid: (
        "Da mazziere, ti hanno proposto in una smazzata: "
        + ("hai rifiutato" if refused else "hai sempre accettato") + f"{paid}."
        if asked == 1 else
        f"Da mazziere, ti hanno proposto in {asked} smazzate: hai rifiutato in {refused}"
        f"{paid}."),
    against=lambda opponent, rules, rest: (f"Contro {_opponent(opponent)} ({rules}). "
                                           f"{rest}"),
    chart_title=lambda count: _o(count, "L'ultimo incontro:",
                                 f"Gli ultimi {count} incontri, dal più vecchio:"),
    chart_rows=("risultato", "punti/smazzata", "errori"),
    won_mark="V",
    lost_mark="P",
    chart_range=lambda low, high: f"(punti/smazzata da {low} a {high}",
    chart_errors=lambda zero, high, mark: (f"; errori da {zero} a {high}, {_q(mark)} non "
                                           f"analizzato)"),
    chart_unreviewed=lambda mark: f"; errori: {_q(mark)} non analizzato)",
    import_stopped=lambda why: f"{why}; l'importazione si è fermata qui",
    line_of=lambda name, line: f"{name} riga {line}",
    skipped=lambda where, why: f"{where}: {why}; saltata",
    cannot_be_read="non si può leggere",
    import_added=lambda count: _o(count, "1 incontro aggiunto", f"{count} incontri aggiunti"),
    import_claimed=lambda count: _o(count, "1 già conservato, ora contato come tuo",
                                    f"{count} già conservati, ora contati come tuoi"),
    import_again=lambda count: f"{count} già {_o(count, 'conservato', 'conservati')}",
    import_skipped=lambda count: f"{count} {_o(count, 'saltato', 'saltati')}",
    bots_left_out=lambda name, count: (
        f"{name}: " + _o(count, "1 incontro fra due bot lasciato",
                         f"{count} incontri fra due bot lasciati")
        + " fuori: il tuo storico conserva solo gli incontri che hai giocato tu"),
    import_bots=lambda count: f"{count} fra bot {_o(count, 'lasciato', 'lasciati')} fuori",

    history_epilog="""\
Ogni incontro finito in «ecarte play» viene conservato (docs/history.md); «ecarte stats
import FILE» aggiunge registri venuti da altrove. «ecarte stats» ne fa il bilancio.
Dopo il risultato, (allenamento): mosse annullate, (tutor): il tutor era attivo, (con
consigli): sono stati chiesti consigli; nessuno di questi incontri conta per il
punteggio Elo. errori: la quota delle tue decisioni analizzate segnalate come errore o
errore grave (le imprecisioni non contano); «-»: incontro non analizzato.""",
    history_json_epilog=lambda shape, key: (f"--json stampa una lista, dal più recente, di "
                                            f"{shape} (la data in UTC, ISO 8601;\n{key} ed "
                                            f"error_rate possono essere null)."),
    limit_help="solo gli N incontri più recenti",
    history_json_help="stampa una sola lista JSON",
    the_limit="il limite",
    history_empty=(f"Nessun incontro è ancora conservato: ogni incontro che finisci in "
                   f"{_q('ecarte play')} sarà elencato qui."),
    history_columns=("n.", "data", "avversario", "regole", "risultato", "errori"),
    history_legend=lambda mark: (f"errori: la quota delle tue decisioni analizzate segnalate "
                                 f"come errore o errore grave (le imprecisioni non contano); "
                                 f"{_q(mark)}: incontro non analizzato."),
    hotseat="a due",
    result=lambda won, yours, theirs, games: (f"{'vinto' if won else 'perso'} "
                                              f"{yours}-{theirs}"
                                              f"{' a partite' if games else ''}"),
    result_of=lambda winner, high, low, games: (f"{winner} ha vinto {high}-{low}"
                                                f"{' a partite' if games else ''}"),
    practice_mark=" (allenamento)",
    tutor_mark=" (tutor)",
    hints_mark=" (con consigli)",
    opens_one=lambda commands: f"{commands} ne apre uno.",
    command=lambda text: _q(text),
    or_word=" o ",
    parts_title=lambda recent: ("Errori ed errori gravi per decisione, secondo la fase del "
                                f"gioco, nei tuoi ultimi {recent} incontri analizzati (e "
                                "prima):"),
    part_names={"exchange": "l'accomodo", "king": "il Re", "play": "il gioco delle prese"},
    part_line=lambda part, rate, decisions, before, earlier: (
        f"{part}: {rate} su {decisions} decision{'i' if decisions != 1 else 'e'}"
        + (f" (prima: {before} su {earlier})" if before is not None else "")),
    part_none=lambda part: f"{part}: nessuna decisione analizzata",
)
