from ecarte.words.tournament import TournamentWords

WORDS = TournamentWords(
    time_per_move_help="il tempo concesso a ogni decisione, in secondi: i motori esterni "
                       "lo ricevono (movetime), e una decisione più lunga è contata in "
                       "ritardo (le risposte in ritardo della tabella); predefinito: "
                       "nessuno",
    engine_option_blank="CHI:NOME=VALORE",
    engine_option_help=lambda who:
        f"imposta un'opzione che un motore dichiara, per esempio 1:play_samples=200; CHI "
        f"è {who} (ripetibile)",
    engine_option_form=lambda shown:
        f"--engine-option vuole CHI:NOME=VALORE, come 1:play_samples=200, non {shown}",
    engine_option_who=lambda shown, count:
        f"sulla riga di comando non c'è il motore {shown}: indicane uno col suo numero, "
        f"da 1 a {count}",
    level_option=lambda level, why:
        f"il bot {level} non può prendere questa opzione: {why}",
    late_row="risposte in ritardo",
    who_arena="il numero del motore sulla riga di comando (1 per A, 2 per B), oppure a "
              "o b",
    who_numbers="il numero del motore sulla riga di comando, da 1 in su",
    epilog="""\
Ogni incontro si gioca in duplicato sulle stesse smazzate (lo stesso seme per tutti), \
ogni smazzata due volte scambiando i posti. Un girone all'italiana fa incontrare ogni \
coppia di motori; --gauntlet fa incontrare il primo con ciascuno degli altri; --sprt \
confronta due motori, A e B, e si ferma appena il test sequenziale decide (--deals o \
--games è allora il massimo che gioca). Le classifiche sono Elo di massima \
verosimiglianza sulle coppie vinte, pari e perse, con intervalli al 95%.

  ecarte tournament random novice club expert --deals 100
  ecarte tournament "exec:python3 mio_bot.py" club expert --gauntlet --resume torneo.jsonl
  ecarte tournament "exec:python3 nuovo.py" "exec:python3 vecchio.py" --sprt --elo1 10""",
    engines_help="i motori: livelli di bot (random, novice, club, expert) o exec:COMANDO",
    gauntlet_help="il primo motore incontra ciascuno degli altri (predefinito: ogni coppia "
                  "si incontra)",
    deals_help="coppie di smazzate per incontro, ognuna una sola smazzata sullo 0-0 "
               "(predefinito 100; con --sprt, il massimo: predefinito 2000)",
    games_help="coppie di partite per incontro, invece (con --sprt, il massimo)",
    sprt_help="un confronto A/B di due motori, fermato da un test sequenziale del "
              "rapporto di verosimiglianza",
    elo0_help="lo scarto Elo di A su B secondo H0 (predefinito 0)",
    elo1_help="lo scarto Elo di A su B secondo H1 (predefinito 5)",
    alpha_help="la probabilità di accettare H1 quando H0 è vera (predefinito 0,05)",
    beta_help="la probabilità di accettare H0 quando H1 è vera (predefinito 0,05)",
    anchor_help="il motore messo a 0 (predefinito: random se gioca, altrimenti il primo)",
    resume_help="tieni le porzioni giocate in FILE e gioca solo il resto; FILE si scrive "
                "man mano (gli stessi risultati di un torneo senza interruzioni)",
    two_engines="un torneo vuole almeno due motori",
    sprt_two=lambda count:
        f"--sprt confronta due motori, A e poi B: indicane due, non {count}",
    elo_order="--elo1 deve essere maggiore di --elo0",
    error_rate="--alpha e --beta sono probabilità fra 0 e 0,5",
    no_anchor=lambda shown, engines:
        f"l'àncora {shown} non è uno dei motori ({engines})",
    resume_not_ours=lambda file:
        f"{file} non è il file di un torneo: indica il file scritto da --resume, o uno "
        "nuovo",
    resume_other=lambda file, field:
        f"{file} contiene un altro torneo (il suo {field} è diverso): indica gli stessi "
        "motori e le stesse opzioni, o un file nuovo",
    resume_unreadable=lambda file, why: f"impossibile leggere {file}: {why}",
    kept_line=lambda done, total:
        f"ripresa: {done} delle {total} porzioni erano già giocate e sono tenute",
    progress_line=lambda match, matches, a, b, done, units, games:
        f"incontro {match} di {matches}, {a} contro {b}: {done} di {units} "
        + ("coppie di partite" if games else "coppie di smazzate"),
    ratings_title=lambda anchor, share:
        f"Classifica (Elo, {anchor} = 0, intervalli al {share})",
    ratings_columns={"engine": "motore", "elo": "Elo", "interval": "intervallo",
                     "pairs": "coppie", "score": "punteggio"},
    not_rated="senza classifica: nessuna coppia giocata",
    model_line="Modello: Elo logistico di massima verosimiglianza, ogni coppia in "
               "duplicato una vittoria, un pari o una sconfitta per il motore che la "
               "conduce, con due pareggi fittizi fra due motori che si sono incontrati "
               "(come BayesElo).",
    matches_title="Incontri",
    matches_columns={"a": "A", "b": "B", "pairs": "coppie",
                     "per_deal": "punti di A a smazzata", "interval": "intervallo al 95%"},
    sprt_verdict=lambda code, a, b, elo0, elo1: {
        "h1": f"SPRT: H1 accettata: {a} è più forte di {b} di circa {elo1} Elo o più.",
        "h0": f"SPRT: H0 accettata: {a} non è più forte di {b} di {elo1} Elo (circa "
              f"{elo0} o meno).",
    }.get(code, f"SPRT: non deciso: si è giocato il massimo di coppie prima che il test "
                f"potesse distinguere {elo0} da {elo1} Elo."),
    sprt_figures=lambda ratio, low, high, units, games:
        f"LLR {ratio} (limiti {low} e {high}) dopo {units} "
        + ("coppie di partite." if games else "coppie di smazzate."),
    failed_unkept=lambda done, total:
        f"il torneo si è fermato dopo {done} delle {total} porzioni; non è stato tenuto "
        "nulla: con --resume FILE le porzioni giocate sono tenute e lo stesso comando gioca "
        "il resto",
    failed_kept=lambda done, total:
        f"il torneo si è fermato: {done} delle {total} porzioni sono tenute; rilancia lo "
        "stesso comando con --resume per giocare il resto",
)
