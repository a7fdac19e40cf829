from ecarte.words import capitalised, phrasebook
from ecarte.words.replay import ReplayWords

_n = phrasebook("it").counted  # "1 carte", the noun agreed with its count


def _range(count: int) -> str:
    return "1" if count == 1 else f"da 1 a {count}"


def _number(count: int) -> str:
    return "1" if count == 1 else f"un numero {_range(count)}"


WORDS = ReplayWords(
    no_deal_here="nessuna smazzata in questo registro",
    game_n=lambda game: f"Partita {game}",
    deal_n=lambda deal: f"smazzata {deal}",
    action_n=lambda done, total: f"mossa {done}/{total}",
    reshuffle="si rimescolano gli scarti",
    no_deal="Il registro non contiene nessuna smazzata.",
    you_hold="Hai ",
    you_hold_end=".",
    discards=lambda you, name: "Scarti" if you else f"{capitalised(name)} scarta",
    discard_count=lambda count: _n(count, "carta", "carte"),
    stock_short=": il tallone non basta.",
    taken_back=lambda you, name, action: (
        "Mossa ripresa: " + ("avevi" if you else name + " aveva")
        + f" scelto prima «{action}» qui, poi " + ("l'hai" if you else "l'ha")
        + " ripresa."),
    taken_back_unseen=lambda you, name: (
        f"Mossa ripresa: {'hai' if you else name + ' ha'} ripreso una mossa qui."),
    someone=lambda you, name: "Tu" if you else capitalised(name),
    deal_over="La smazzata è finita.",
    wins_game=lambda you, name, mine, theirs: (
        ("Vinci" if you else f"{capitalised(name)} vince") + f" la partita {mine} a {theirs}"),
    counts=lambda value: f"; vale {value}",
    wins_match=lambda you, name: ("Vinci" if you else f"{capitalised(name)} vince")
    + " l'incontro",
    games_to=lambda mine, theirs: f", {mine} partite a {theirs}",
    mark_words={"inaccuracy": "Imprecisione: ", "mistake": "Errore: ",
                "blunder": "Errore grave: ", "": "Accettabile: "},
    post_mortem="Autopsia, con entrambe le mani scoperte: ",
    best_choice=lambda played: f"Scelta migliore: {played}.",
    mark_rest=lambda played, best: f"{played}; la migliore: {best}",
    mark_even=lambda played, best: f"{played}; {best} vale altrettanto.",
    mark_loss=lambda points: f" (persi {points} "
                             + ("punto percentuale" if points == "1" else "punti percentuali")
                             + ").",
    no_cards="nessuna carta",
    discarded="ha scartato ",
    hands="Le mani",
    against=lambda a, b, rules: f"{a} contro {b}; regole: {rules}.",
    deal_heading=lambda game, deal, actions: f"Partita {game}, smazzata {deal} "
                                             f"({_n(actions, 'mossa', 'mosse')})",
    ends_early=lambda score: f"Il registro finisce prima dell'incontro. "
                             f"Punteggio: {score}.",
    score_part=lambda you, name, points: f"{'tu' if you else name} {points}",
    not_a_deal=lambda text, several: f"{text} non è una smazzata: " + (
        "scrivi una smazzata della partita mostrata (3) o una partita e una smazzata (2.3)"
        if several else "scrivi il suo numero (3)") + ".",
    no_game=lambda game, games: f"Non c'è la partita {game}: questo registro ne ha "
                                f"{games}.",
    no_deal_in=lambda game, deal, deals: f"La partita {game} non ha la smazzata {deal}: ne "
                                         f"ha {deals}.",
    other_game=" Una smazzata di un'altra partita si scrive con la sua partita: 2.1 è la "
               "partita 2, smazzata 1.",
    jump_one=lambda deals: f"Vai alla smazzata: scrivi {_number(deals)}, poi Invio "
                           "(Esc: resta qui): ",
    jump_many=lambda game, deals, games: (
        f"Vai alla smazzata: scrivi {_number(deals)} per la partita {game}, o "
        f"partita.smazzata per le partite {_range(games)} (per esempio {games}.1), poi Invio "
        "(Esc: resta qui): "),
    jump_empty="Nessuna smazzata scritta: il replay resta dov'era.",
    keys=("→ n avanti", "← p indietro", "↓ N smazzata dopo", "↑ P inizio smazzata",
          "Home/End inizio/fine", "g vai a una smazzata", "m M mosse segnalate", "q esci"),
    keys_ascii=("n avanti", "p indietro", "N smazzata dopo", "P inizio smazzata",
                "Home/End inizio/fine", "g vai a una smazzata", "m M mosse segnalate", "q esci"),
    at_end="Fine del registro.",
    at_start="Inizio del registro.",
    no_mark_after="Nessuna mossa segnalata dopo questa.",
    no_mark_before="Nessuna mossa segnalata prima di questa.",
    standard_input="lo standard input",
    one_record=lambda name, line: f"{name} contiene un solo registro, non JSON Lines: "
                                  f"non c'è la riga {line}",
    many_records=lambda name, count: f"{name} contiene {count} registri (JSON Lines): "
                                     f"scegline uno con --line N, da 1 a {count}",
    no_line=lambda line, name, count: f"non c'è la riga {line}: {name} contiene {count} "
                                      "registri",
    line_of=lambda line, name, problem: f"riga {line} di {name}: {problem}",
    breaks_rules=lambda error: f"il registro viola le regole a {error}",
    no_file=lambda name: f"impossibile leggere {name}: il file non esiste",
    reviewing=lambda done, total: f"Analisi: {done}/{total} decisioni",
    not_object="l'analisi non è un oggetto con \"records\" (ecarte review --json)",
    no_records="l'analisi non ha \"records\" (li scrive ecarte review --json)",
    record_number=lambda count, number: f"l'analisi contiene {count} registri, e "
                                        f"questa è la numero {number}",
    no_decisions="il registro dell'analisi non ha una lista \"decisions\"",
    other_players=lambda review, record: f"l'analisi riguarda {review}, ma il registro "
                                         f"riguarda {record}",
    names_and=lambda a, b: f"{a} e {b}",
    no_players="nessun giocatore",
    not_in_record=lambda game, deal, action: (
        f"l'analisi non corrisponde a questo registro: giudica la partita {game}, "
        f"smazzata {deal}, mossa {action}, che il registro non ha"),
    other_action=lambda game, deal, action, seat, played, at, taken: (
        f"l'analisi non corrisponde a questo registro: alla partita {game}, smazzata "
        f"{deal}, mossa {action} ha il posto {seat} '{played}', il registro il posto "
        f"{at} '{taken}'"),
    decision_of=lambda number: f"la decisione {number} dell'analisi",
    not_an_object=lambda where: f"{where} non è un oggetto",
    whole_number=lambda where, key: f"{where}: {key} deve essere un numero intero da 0 in "
                                    "su",
    a_string=lambda where, key: f"{where}: {key} deve essere una stringa",
    best_not_action=lambda where, why: f"{where}: 'best' non è una mossa: {why}",
    loss_number=lambda where: f"{where}: 'loss' deve essere un numero",
    why_shape=lambda where: (f"{where}: 'why' deve essere null o un oggetto con le "
                             "'lines', 'draws' e 'reasons' di docs/review.md"),
    book_shape=lambda where: (f"{where}: 'book' deve essere null o un oggetto con un "
                              "'choice' e uno dei codici 'rule' del manuale"),
    mark_kinds=lambda where: f"{where}: 'mark' deve essere 'inaccuracy', 'mistake', "
                             "'blunder' o 'null'",
    choices_map=lambda where: f"{where}: 'choices' deve associare a ogni scelta la sua "
                              "probabilità",
    help_epilog="""\
tasti: -> n Spazio avanti, <- p indietro, Giù N smazzata seguente, Su P inizio di questa
smazzata (o della precedente), Home End, g vai a una partita e smazzata (2.3), m M la
mossa segnalata seguente o precedente (con --review), q Esc Ctrl-C Ctrl-D esci.
Quando lo standard output non è un terminale, tutto il registro è scritto a parole.
Metti --review per ultimo, o scrivi --review=FILE.json: «--review FILE» prende FILE come
analisi.
Codice di uscita: 0 mostrato, 1 il registro viola le regole, 2 non si può leggere (come
ecarte verify). Vedi docs/replay.md.""",
    help_file="un registro (ecarte-record/1), un file JSON Lines di registri, - "
              "per lo standard input, o il numero di un incontro conservato "
              "(ecarte history)",
    help_line="il registro alla riga N di un file JSON Lines",
    help_seat="mostra il tavolo come lo vedeva questo posto (predefinito: entrambe le mani "
              "scoperte)",
    help_review="mostra i segni dell'analisi accanto alle mosse: calcolati ora, o letti "
                "da ciò che scrive ecarte review --json; una partita conservata (il suo "
                "numero) mostra anche senza questa opzione l'analisi conservata con essa",
)
