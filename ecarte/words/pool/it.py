from ecarte.words.pool import PoolWords


def _partite(count: int) -> str:
    return "una partita" if count == 1 else f"{count} partite"


WORDS = PoolWords(
    too_few=lambda least: f"servono almeno {least} giocatori",
    too_many=lambda most: f"al tavolo siedono al massimo {most} giocatori",
    named_twice=lambda name: f"{name} compare due volte: dai a ogni giocatore un nome suo",
    wins=lambda value: f"la poule si vince con 2 o 3 partite di fila, non {value}",
    stake=lambda value: f"una posta o una scommessa è un numero intero da 1 a 1000, "
                        f"non {value}",
    after_loss=lambda value: f"quando la chouette perde, la regola è stays o captain, "
                             f"non {value}",
    comeback=lambda value: f"comeback_stake vale true o false, non {value}",
    over="la poule è già vinta",
    not_at_table=lambda player: f"il giocatore {player} non è al tavolo",
    not_an_object="il verbale di una poule è un oggetto JSON",
    format_tag=lambda found: f"l'etichetta di formato deve essere \"ecarte-pool/1\", "
                             f"non {found}",
    kind=lambda found: f"kind deve valere \"pool\" o \"chouette\", non {found}",
    players="players deve essere un elenco di nomi",
    levels="levels deve dare, per ogni giocatore, un livello di robot, o null per una "
           "persona",
    terms=lambda why: f"le condizioni della poule: {why}",
    rules=lambda why: f"regole (rules): {why}",
    games="games deve essere un elenco",
    game_entry=lambda game: f"la partita {game} deve essere un oggetto con i suoi posti "
                            "(seats) e il suo verbale (record)",
    seats=lambda game: f"partita {game}: seats deve indicare due dei giocatori per posizione",
    pointing=lambda game: f"partita {game}: ogni indicazione (pointing) deve avere by, "
                          "game, deal, action e point",
    game_record=lambda game, why: f"partita {game}, nel suo verbale: {why}",
    money_shape=lambda game: f"partita {game}: bets deve dare un numero intero per "
                             "giocatore",
    game_fault=lambda game, why: f"partita {game}, nel suo verbale: {why}",
    game_unfinished=lambda game: f"la partita {game} non è finita, eppure un'altra la segue",
    wrong_seats=lambda game, first, second:
        f"partita {game}: al tavolo dovrebbero sedere {first} e {second}",
    wrong_names=lambda game: f"partita {game}: il suo verbale nomina altri giocatori che "
                             "quelli al tavolo",
    wrong_rules=lambda game: f"la partita {game} si è giocata con regole diverse da quelle "
                             "della poule",
    game_after_win=lambda game: f"la partita {game} si è giocata dopo che la poule era "
                                "già vinta",
    bets=lambda game: f"partita {game}: le scommesse non sono quelle che dà il risultato",
    paid="le poste versate non sono quelle che dà il giro dei giocatori",
    money="i conti non sono quelli che danno i risultati",
    not_adviser=lambda game, who: f"partita {game}: {who} ha indicato una mossa, ma possono "
                                  "farlo solo i soci del capitano",
    point_place=lambda game: f"partita {game}: un'indicazione non precede nessuna decisione "
                             "del capitano",
    point_illegal=lambda game, point, why: f"partita {game}: la mossa indicata {point} non "
                                           f"si poteva giocare lì: {why}",
    pool_title=lambda names: f"La poule: {names}",
    pool_terms=lambda wins, stake, comeback:
        f"Chi vince {_partite(wins)} di fila vince la poule. Ogni giocatore mette {stake} "
        "nel piatto all'inizio" + (", e di nuovo ogni volta che rientra." if comeback
                                   else "."),
    at_table=lambda first, second: f"Al tavolo: {first} e {second}.",
    waiting=lambda names: f"Aspettano il turno, in ordine: {names}.",
    in_a_row=lambda name, count: f"{name} ha vinto {_partite(count)} di fila.",
    pot=lambda pot: f"Nel piatto: {pot}.",
    to_the_table=lambda first, second, keys:
        f"{first} e {second} al tavolo. Passa la tastiera a {keys}.",
    beat=lambda winner, loser, count:
        f"{winner} batte {loser}: {_partite(count)} di fila.",
    went_out=lambda name: f"{name} esce e si mette in fondo alla fila.",
    came_in=lambda name, stake, back:
        (f"{name} rientra e rimette {stake} nel piatto." if stake else f"{name} rientra.")
        if back else f"{name} entra.",
    pool_won=lambda name, pot: f"{name} vince la poule e incassa {pot}.",
    heads=("Giocatore", "Partite", "Poste", "Saldo"),
    games_won_lost=lambda won, lost: f"{won} vint{'a' if won == 1 else 'e'}, "
                                     f"{lost} pers{'a' if lost == 1 else 'e'}",
    next_game="Premi Invio per la partita successiva. ",
    left=lambda path, command: f"Salvata in {path}. Per riprenderla: {command}",
    record_at=lambda path: f"Verbale: {path}",
    not_written=lambda why: f"Non è stato possibile salvare il verbale: {why}",
    kept=lambda count: "Tenuta nel tuo storico." if count == 1 else
        f"Tenute nel tuo storico ({count} partite).",
    chouette_title=lambda chouette, partners: f"La chouette: {chouette} contro {partners}",
    chouette_terms=lambda bet, captain_takes:
        f"Ogni socio scommette {bet} su ogni partita, e la chouette tiene tutte le "
        "scommesse; una partita conta semplice. Dopo ogni partita il socio seguente diventa "
        "capitano. " + (
            "Quando la chouette perde, il capitano vincente prende il suo posto."
            if captain_takes else "La chouette tiene il posto, che vinca o che perda."),
    captain=lambda captain, advisers: f"{captain} è il capitano e tiene le carte; "
                                      f"{advisers} possono indicare una mossa.",
    alone_captain=lambda captain: f"{captain} è il capitano e tiene le carte.",
    point_prompt=lambda adviser, captain:
        f"{adviser}, indica una mossa a {captain} (point R♠, point stand), o Invio per "
        "non dire nulla: ",
    point_usage="scrivi point e poi una carta o una mossa, come point R♠ o point stand, "
                "o premi Invio per non dire nulla",
    pointed=lambda adviser, action: f"{adviser} indica: {action}.",
    chouette_won=lambda chouette, bet, partners:
        f"{chouette}, la chouette, incassa {bet} da ogni socio: {bet * partners} in tutto.",
    chouette_lost=lambda chouette, bet, partners:
        f"{chouette}, la chouette, paga {bet} a ogni socio: {bet * partners} in tutto.",
    new_captain=lambda name: f"{name} è il capitano della prossima partita.",
    new_chouette=lambda name, former:
        f"{name} ha battuto la chouette e prende il suo posto; {former} passa tra i soci.",
    another_game="Un'altra partita?",
    money_line=lambda name, money: f"{name} {money}",
    pool_epilog="Ogni giocatore è un nome o un livello di robot (novice, club, expert...): "
                "'ecarte pool --players Ada club expert'. Chi perde una partita esce e si "
                "mette in fondo alla fila, e il primo che aspetta prende il suo posto. Tra "
                "persone, ogni mano è nascosta al passaggio della tastiera, come in due "
                "alla stessa tastiera. La poule si salva man mano; Ctrl-D esce e dice come "
                "riprenderla.",
    players_help="i giocatori in ordine (i primi due siedono per primi): nomi o livelli di "
                 "robot",
    wins_help="partite di fila per vincere la poule: 2 (predefinito) o 3",
    stake_help="quanto mette ogni giocatore nel piatto all'inizio (predefinito 1)",
    comeback_help="ogni giocatore rimette la posta ogni volta che rientra",
    chouette_epilog="La chouette gioca da sola contro il capitano; gli altri soci possono "
                    "indicare una carta o una mossa prima che il capitano scelga (point R♠, "
                    "point stand); la scelta del capitano vale. Ogni socio scommette su "
                    "ogni partita e la chouette tiene tutte le scommesse. Ognuno può essere "
                    "un livello di robot.",
    chouette_player_help="chi gioca da solo: un nome o un livello di robot",
    partners_help="i soci in ordine (il primo è il capitano della prima partita): nomi o "
                  "livelli di robot",
    bet_help="quanto scommette ogni socio su ogni partita (predefinito 1)",
    after_loss_help="quando la chouette perde: stays (predefinito: tiene il posto) o "
                    "captain (lo prende il capitano vincente)",
    games_help="quante partite giocare (predefinito: finché non ti fermi)",
    record_help="scrivere anche il verbale (ecarte-pool/1) in FILE",
    resume_help="riprendere una poule o una chouette salvata in FILE",
    seed_help="il seme delle carte (lo stesso seme distribuisce le stesse carte)",
    cannot_resume=lambda path, why: f"non si può riprendere {path}: {why}",
    resume_over=lambda path: f"{path} è finita: non c'è niente da riprendere",
)
