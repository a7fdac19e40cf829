from ecarte.words.commands import CommandsWords
from ecarte.words.commands.top import TOP
from ecarte.words.table.it import LEVELS


def _level(level: object) -> str:
    return LEVELS.get(str(level), str(level))


def _quoted(shown: str) -> str:
    """A value the line echoes ('clab'), in the language's quotes: «clab»."""
    if len(shown) >= 2 and shown[0] == shown[-1] == "'":
        return f"«{shown[1:-1]}»"
    return f"«{shown}»"


WORDS = CommandsWords(
    top=TOP["it"],
    interrupted="interrotto",
    output_lost=lambda why: f"impossibile scrivere l'output: {why}",
    argparse={
        "argument %(argument_name)s: %(message)s":
            "argomento %(argument_name)s: %(message)s",
        "the following arguments are required: %s":
            "questi argomenti sono obbligatori: %s",
        "expected one argument": "serve un argomento",
        "expected at most one argument": "serve al massimo un argomento",
        "expected at least one argument": "serve almeno un argomento",
        "expected %s argument": "serve %s argomento",
        "expected %s arguments": "servono %s argomenti",
        "not allowed with argument %s": "non ammesso insieme all'argomento %s",
        "one of the arguments %s is required": "serve uno degli argomenti %s",
        "ambiguous option: %(option)s could match %(matches)s":
            "opzione ambigua: %(option)s può indicare %(matches)s",
        "ignored explicit argument %r": "argomento esplicito ignorato: %r",
        "unexpected option string: %s": "opzione inattesa: %s",
        "unrecognized arguments: %s": "argomenti non riconosciuti: %s",
    },
    unrecognized=lambda words: f"argomenti non riconosciuti: {words}",
    did_you_mean=lambda meant: f"forse intendevi {meant}?",
    did_you_mean_as=lambda meant, what, value:
        f"forse intendevi {meant}? ({what}" + (f": {meant} {value}" if value else "") + ")",
    level_of_bot="il livello del bot",
    invalid_value=lambda kind, shown: f"valore {kind} non valido: {shown}",
    invalid_choice=lambda shown, choices:
        f"scelta non valida: {shown} (scegli fra {choices})",
    characters=lambda count: f"({count} caratteri)",
    digits=lambda count: f"un numero di {count} cifre",
    whole_from_to=lambda what, least, most, got:
        f"{what} è un numero intero da {least} a {most}, non {got}",
    whole_from=lambda what, least, got: f"{what} è un numero intero da {least} in su, "
                                        f"non {got}",
    seed_not_whole="il seed non è un numero intero",
    seed_out=lambda most: f"il seed non è fra 0 e {most}",
    named={
        "the seed": "il seed",
        "the number of worker processes": "il numero di processi",
        "the target": "l'obiettivo",
        "the number of games": "il numero di partite",
        "the stake": "la posta",
        "the bet": "la scommessa",
        "the games in a row": "le partite di fila",
        "the seat": "il posto",
        "the delay": "la pausa",
        "the number of pairs": "il numero di coppie",
        "the line": "la riga",
        "the limit": "il limite",
        "the port": "la porta",
        "the grace": "il tempo di grazia",
        "the time per move": "il tempo per decisione",
        "the move timer": "il tempo per mossa",
        "the record": "il registro",
        "a record": "un registro",
        "the review": "l'analisi",
        "standard input": "lo standard input",
    },
    not_seconds=lambda what, shown: f"{what} è un numero di secondi, non {shown}",
    seconds_range=lambda what, least, most: f"{what} va da {least} a {most} secondi",
    note=lambda text: f"Nota: {text}",
    metavars={  # the blanks of the options, as the help shows them
        "NAME": "NOME",
        "FIRST": "PRIMO",
        "SECOND": "SECONDO",
        "FILE": "FILE",
        "PRESET": "VARIANTE",
        "SECONDS": "SECONDI",
        "NAME=VALUE": "NOME=VALORE",
        "K": "K",
        "FILE.json": "FILE.json",
        "ADDRESS": "ADDRESS",
        "HOST[:PORT]": "HOST[:PORT]",
        "WORDS": "WORDS",
    },
    rules_heading="regole:",
    rules_about="Si sceglie una variante di base, a cui si possono aggiungere le singole "
                "opzioni del regolamento (ecarte rules).",
    rules_help="variante di base: %(choices)s (predefinita club)",
    target_help="punti per vincere una partita (predefinito 5)",
    match_help="partite dell'incontro: 1, o al meglio di 3 o di 5 (predefinito 1)",
    packets_help="come si distribuiscono le cinque carte (predefinito 3-2)",
    king_help="dichiarare il Re di briscola quando ti viene chiesto, o sempre in automatico "
              "(predefinito ask)",
    trumping_help="strict (predefinito): chi non può rispondere al seme deve tagliare; "
                  "free: non è obbligato",
    option_helps={
        "dealer_may_stand_pat": "il mazziere può accettare senza cambiare carte",
        "reshuffle_discards": "rimescolare gli scarti quando il tallone si esaurisce "
                              "(all'italiana)",
        "point_de_refus": "la penalità aggiunge 1 ai punti delle prese (uso francese)",
        "penalty_any_refusal": "ogni rifiuto è penalizzato, non solo il primo",
        "game_values": "una partita vale tripla, doppia o semplice secondo il punteggio "
                       "di chi perde",
        "videau": "ciascuno può raddoppiare la posta (il videau italiano)",
    },
    display_heading="aspetto:",
    ascii_help="lettere (f q c p) al posto dei simboli dei semi",
    four_colour_help="un colore per ogni seme al posto di rosso e nero",
    delay_help="pausa prima di ogni mossa di un bot (un tasto qualsiasi la salta)",
    play_epilog="""\
in gioco: propongo (p), prepotenza (giocare con le carte che hai; gioco dopo un
cambio), accetto (a), no
(rifiutare), scarta 1 4 (posizioni) o scarta 7f 8q, una carta per giocarla (Rc, R♥, 10c,
o la sua posizione), re («Il Re!»), abbandono; ? elenca le mosse possibili, aiuto i
comandi, regole le regole; inoltre: consiglio, annulla, punteggio, cronaca, foglio, esci.

Ogni incontro viene salvato in un file a sé dopo ciascuna mossa: «ecarte play
--resume» lo riprende dopo un'uscita, un terminale chiuso o un crash (con più incontri
non finiti li elenca; --resume ID ne sceglie uno). Se le opzioni chiedono un incontro
diverso da quello salvato, ne inizia uno nuovo e quello salvato resta da parte. Gli
incontri finiti restano come registri nella cartella dei dati.

file delle impostazioni: config.toml nella cartella di configurazione dell'utente (o
$ECARTE_CONFIG_DIR), per esempio
  name = "Ada"
  level = "expert"
  delay = 0.8
  ascii = false
  four_colour = false
  hotseat_names = ["Ada", "Bob"]
  tutor = true
  lang = "it"
Le opzioni prevalgono sul file. NO_COLOR=1 toglie i colori.
""",
    play_level_help="il bot avversario: random, novice, club o expert (predefinito), o "
                    "exec:COMANDO per un motore esterno",
    play_name_help="il tuo nome al tavolo",
    play_seed_help="lo stesso seed e le stesse mosse ridanno lo stesso "
                   "incontro",
    hotseat_help="due giocatori alla stessa tastiera; lo schermo viene cancellato a ogni "
                 "cambio di turno",
    names_help="i due nomi, in due alla stessa tastiera",
    resume_help="riprendi un incontro non finito: l'unico, uno scelto da un elenco, o "
                "quello indicato (un id o un numero dell'elenco)",
    play_record_help="scrivi anche il registro dell'incontro finito in FILE",
    tutor_help="prima di una mossa che l'esperto giudica un errore o peggio, il programma "
               "ti avverte e chiede conferma (giudicando solo da ciò che vedi)",
    changed_meanwhile=lambda match:
        f"l'incontro {match} è stato cambiato nel frattempo in un altro terminale: riprova",
    two_names="i due giocatori devono avere due nomi diversi",
    no_saved_level="l'incontro salvato non indica alcun livello di bot",
    no_such_saved_level=lambda level:
        f"l'incontro salvato indica un livello di bot che questa versione non ha ({level})",
    setting_level_ignored=lambda path, level, levels, default:
        f"Nota: il file delle impostazioni {path} dice level = {level}, che non è un "
        f"livello di bot ({levels}): viene ignorato, e gioca il bot {_level(default)}.",
    outside_engine_resume=lambda engine, again:
        f"questo incontro si giocava contro un motore esterno, {engine}: un incontro "
        f"salvato non avvia mai un comando da solo; per rilanciarlo, riprendi con "
        f"--level {again}",
    exec_needs_command=lambda prefix:
        f"--level {prefix} vuole il comando di un motore esterno: "
        f"--level '{prefix}mio-motore --option'",
    no_level_close=lambda level, close, levels:
        f"non esiste il livello {_quoted(level)}: forse intendevi «{close}»? ({levels}, o "
        f"exec:COMANDO per un motore esterno)",
    no_level_choose=lambda level, levels:
        f"non esiste il livello {_quoted(level)}: scegli fra {levels} o exec:COMANDO per un "
        f"motore esterno",
    names_needs_two="--names vuole due nomi diversi, come --names Ada Bob",
    name_needs="--name vuole un nome, come --name Ada",
    name_bot="--name Bot: al tavolo il bot si chiama Bot; scegli un altro nome",
    resumed_keeps="Nota: un incontro ripreso tiene i suoi giocatori e le sue regole; le "
                  "opzioni per un incontro nuovo non si usano.",
    who_hotseat=lambda first, second: f"{first} e {second}, alla stessa tastiera",
    who_bot=lambda level: f"tu contro il bot {_level(level)}",
    custom_rules="su misura",
    welcome_title=lambda who: f"Écarté: {who}.\n",
    welcome_match=lambda games, target, preset, seed:
        ("Una partita" if games == 1 else f"Al meglio di {games} partite")
        + f" a {target} {'punto' if target == 1 else 'punti'}, regole {preset}. "
        f"Mescolata n. {seed}.\n",
    welcome_resumed="Si riprende l'incontro salvato.\n",
    welcome_tutor="Il tutor è attivo: prima di una mossa che l'esperto giudica un errore o "
                  "peggio, te lo dice e ti chiede conferma («tutor no» lo disattiva).\n",
    welcome_basics="Fai 3 prese su 5 per un punto, tutte e 5 (cappotto) per due. La briscola "
                   "batte ogni altro seme.\nIn ogni seme: R D F A 10 9 8 7.\n",
    welcome_newcomer="Prima volta? «aiuto» elenca i comandi, «regole» spiega il gioco, «?» "
                     "le mosse possibili.",
    welcome_strongest=lambda level:
        f"\nIl bot {_level(level)} è il più forte. Per un incontro più facile la prossima "
        f"volta (o --level club):\n    ecarte play --level novice",
    deal_so_far="La smazzata fin qui:",
    verify_epilog=lambda valid, invalid, kept, broken: f"""\
Codice di uscita: 0 valido (completo o no), 1 irregolare, 2 illeggibile.
Sullo standard output: {valid} o
{invalid} (contati da 0; action
è null quando è sbagliata la smazzata stessa). Il registro di un incontro in rete ha anche
"commitment": {kept} o {broken} (codice di uscita 1 se non
è rispettato): se le sue smazzate sono proprio quelle del seed a cui l'host si è
impegnato. Il formato è descritto in docs/records.md.
Un file JSON Lines (un registro per riga, come lo scrive 'ecarte arena --record') riceve un
verdetto per riga, ciascuno con la sua "line" (da 1); una riga illeggibile riceve
"readable": false. Il codice di uscita è allora quello della riga peggiore.""",
    verify_file_help="il registro, o - per lo standard input",
    verify_jobs_help="processi di lavoro per un file di molti registri (JSON Lines)",
    engine_level_help="il bot da offrire (predefinito expert, altrimenti il livello più "
                      "forte)",
    engine_seed_help="numero (seed) delle scelte casuali del bot (predefinito 0)",
    arena_epilog="""\
Bot: random, novice, club, expert o exec:COMANDO per un motore esterno.
--deals N gioca N coppie di smazzate, ciascuna una smazzata a sé sullo 0-0 (l'obiettivo
della partita decide comunque le correzioni del punteggio); --games N gioca N coppie di
partite in duplicato fino all'obiettivo, le smazzate di ogni partita rigiocate a posti
scambiati. Le cifre sono di A: punti netti per smazzata (quelli di A meno quelli di B) con
un intervallo di confidenza al 95%.
--record scrive un oggetto ecarte-record/1 per riga (JSON Lines), uno per esecuzione,
ciascuno appena la sua coppia è finita.
Stato di uscita: 0 tutte le coppie sono state giocate; 1 un motore esterno non è potuto
partire, o non si è potuto scrivere la registrazione o il log; 2 un argomento sbagliato;
3 un bot ha fallito durante una coppia: le coppie finite prima sono conservate (nella
tabella o nel JSON, e nella registrazione), la frase dice quale coppia e quale delle sue
due esecuzioni, e le richieste di quella smazzata inviate a un motore esterno sono scritte
in un file per inviargliele di nuovo.""",
    arena_a_help="il primo bot (un livello o exec:COMANDO)",
    arena_b_help="il secondo bot",
    deals_help="coppie di smazzate, ciascuna una smazzata a sé sullo 0-0 (predefinito 200)",
    games_help="coppie di partite in duplicato",
    arena_seed_help="seed delle carte (predefinito 0)",
    jobs_help="processi di calcolo (i risultati non ne dipendono)",
    arena_record_help="scrivi le partite giocate in FILE",
    json_help="stampa un solo oggetto JSON",
    arena_rules_help="una variante di base, come le elenca «ecarte rules» (predefinita "
                     "club)",
    option_help="un'opzione delle regole, per esempio --option target=7 (ripetibile)",
    option_form=lambda shown: f"--option vuole NOME=VALORE, come target=7, non {shown}",
    no_option=lambda shown:
        f"non c'è un'opzione o un valore delle regole {shown}: vedi «ecarte rules»",
    no_bot=lambda bot, levels: f"non c'è un bot {bot}: scegli fra {levels} o exec:COMANDO",
    bot_failed=lambda bot, seat, error, where:
        f"{bot} (posto {seat}) ha fallito: {error} ({where})",
    bot_illegal=lambda bot, seat, action, error, where:
        f"{bot} (posto {seat}) ha scelto {action}, che non è lecito: {error} ({where})",
    arena_where=lambda pair, pairs, games, run, deal:
        f"{'coppia di partite' if games else 'coppia di smazzate'} {pair} di {pairs}, "
        + ("la sua prima esecuzione (A al posto 0)" if run == 0 else
           "la sua seconda esecuzione (posti scambiati)")
        + (f", smazzata {deal} della partita" if games else ""),
    arena_kept=lambda done, games:
        ("la coppia finita prima è conservata" if done == 1 else
         f"le {done} coppie finite prima sono conservate") if done else
        "nessuna coppia era finita prima",
    arena_request=lambda path, command:
        f"le richieste inviate al motore in quella smazzata, l'ultima quella fallita, sono "
        f"in {path}: per inviargliele di nuovo, esegui  {command} < {path}",
    engine_log_help="aggiungi a FILE ciò che i motori esterni scrivono sul loro standard "
                    "error (per impostazione predefinita passa allo standard error di questo "
                    "comando)",
    progress_games="coppie di partite",
    progress_deals="coppie di smazzate",
    arena_title_games=lambda a, b, pairs, deals:
        f"{a} contro {b}: {pairs} coppie di partite, {deals} smazzate",
    arena_title_deals=lambda a, b, pairs, deals:
        f"{a} contro {b}: {pairs} coppie di smazzate sullo 0-0, {deals} smazzate",
    arena_rows={
        "points": "punti",
        "deals_won": "smazzate vinte (il punto)",
        "games_won": "partite vinte",
        "stakes_won": "partite vinte, secondo posta e valore",
        "voles": "cappotti",
        "penalties": "penalità subite",
        "mean_ms": "tempo di decisione, media in ms",
        "median_ms": "tempo di decisione, mediana / p99 in ms",
    },
    verdicts={"better": "migliore", "worse": "peggiore", "even": "nessuna differenza netta"},
    per_deal=lambda a, net, share, low, high, verdict:
        f"{a}, punti per smazzata: {net} (intervallo al {share} da {low} a {high}): {verdict}",
    game_share=lambda a, won, share, low, high:
        f"{a} ha vinto il {won} delle partite (intervallo al {share} da {low} a {high})",
    per_deal_alone=lambda a, net, why: f"{a}, punti per smazzata: {net} ({why})",
    game_share_alone=lambda a, won, why: f"{a} ha vinto il {won} delle partite ({why})",
    too_few_pairs=lambda share, pairs, fewest, games:
        f"nessun intervallo al {share} da {pairs} "
        f"{'coppia' if pairs == 1 else 'coppie'} di {'partite' if games else 'smazzate'}: "
        f"ne servono almeno {fewest}",
    pairs_alike=lambda share, games:
        f"nessun intervallo al {share}: tutte le coppie di "
        f"{'partite' if games else 'smazzate'} sono finite allo stesso modo",
    engine_unreadable=lambda command, why:
        f"il comando del motore {command} non si legge: {why}",
    engine_empty="il comando del motore è vuoto: scrivi exec:COMANDO, come "
                 "exec:'python -m ecarte engine --level random'",
    engine_no_program=lambda command, program:
        f"il comando del motore {command} non si è avviato: non esiste il programma {program}",
    engine_not_started=lambda command, why:
        f"il comando del motore {command} non si è avviato: {why}",
    engine_not_hello=lambda command, shown:
        f"il motore {command} ha risposto alla richiesta hello con {shown}, non con un hello",
    engine_version=lambda command, shown, ours:
        f"il motore {command} parla il protocollo {shown}, non {ours}",
    engine_option=lambda command, why:
        f"il motore {command} non si può impostare: {why}",
    engine_not_action=lambda command, shown:
        f"il motore {command} ha risposto alla richiesta act con {shown}, non con una mossa",
    engine_illegal=lambda command, text, legal:
        f"il motore {command} ha risposto {text}, che non è una delle mosse lecite ({legal})",
    engine_closed=lambda command: f"il motore {command} è stato chiuso",
    engine_stopped_before=lambda command, what, note:
        f"il motore {command} si è fermato prima della richiesta {what}{note}",
    engine_timeout=lambda command, what, seconds:
        f"il motore {command} non ha risposto alla richiesta {what} entro {seconds} s",
    engine_stopped_without=lambda command, what, note:
        f"il motore {command} si è fermato senza rispondere alla richiesta {what}{note}",
    engine_overlong=lambda command, what, most:
        f"il motore {command} ha risposto alla richiesta {what} con una riga di più di "
        f"{most} byte, che non è una risposta",
    engine_not_json=lambda command, what, shown:
        f"il motore {command} ha risposto alla richiesta {what} con {shown}, che non è JSON",
    engine_not_object=lambda command, what, shown:
        f"il motore {command} ha risposto alla richiesta {what} con {shown}, non con un "
        f"oggetto JSON",
    engine_refused=lambda command, what, error:
        f"il motore {command} ha rifiutato la richiesta {what}: {error}",
    engine_exit=lambda status, said: f" (codice di uscita {status}"
                                     + (f": {said}" if said else "") + ")",
    reasons={
        "ENOSPC": "il disco è pieno",
        "EDQUOT": "la quota del disco è esaurita",
        "EROFS": "la cartella è di sola lettura",
        "EACCES": "permesso negato",
        "EPERM": "permesso negato",
        "ENOTDIR": "una parte del percorso è un file, non una cartella",
        "EISDIR": "è una cartella",
        "ENAMETOOLONG": "il nome è troppo lungo",
        "ENOENT": "la cartella non esiste",
        "EEXIST": "c'è un file di mezzo",
        "EBADF": "è chiuso",
    },
    no_such_file="il file non esiste",
    could_not_write=lambda path, why: f"impossibile scrivere {path}: {why}",
    cannot_read=lambda name, why: f"impossibile leggere {name}: {why}",
    too_large=lambda name, size, kind: f"{name} supera {size}: {kind} è al massimo {size}",
    mebibytes=lambda count: f"{count} MiB",
    bytes_=lambda count: f"{count} byte",
    not_utf8=lambda what, byte:
        f"{what} non è testo UTF-8 (il byte {byte} non si legge)",
    not_json=lambda what, line, column, why:
        f"{what} non è JSON (riga {line}, colonna {column}: {why})",
    too_deep=lambda what: f"{what} è annidato troppo a fondo per essere letto",
    unreadable=lambda what, why: f"impossibile leggere {what}: {why}",
    too_many_digits=lambda what, digits, most:
        f"{what} contiene un numero di {digits} cifre, più delle {most} ammesse",
)
