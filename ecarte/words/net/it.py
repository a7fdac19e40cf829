from ecarte.words.net import NetWords
from ecarte.words.table.it import LEVELS

WORDS = NetWords(
    not_utf8="la riga non è testo UTF-8",
    empty_line="la riga è vuota: manda un oggetto JSON per riga",
    too_deep="la riga non è JSON valido: è annidata troppo in profondità",
    not_json=lambda detail: f"la riga non è JSON valido ({detail})",
    not_object=lambda example: f"ogni riga deve essere un oggetto JSON, come {example}",
    unknown_type=lambda kind, kinds: f"il tipo di messaggio {kind} non è fra questi: {kinds}",
    no_field=lambda kind, name: f"al messaggio {kind} manca `{name}`",
    wrong_field=lambda kind, name, wanted: f"`{name}` del messaggio {kind} deve essere "
                                           f"{wanted}",
    field_kinds={"whole number": "un numero intero", "text": "un testo", "list": "una lista",
                 "object": "un oggetto", "any": "un valore", "name": "un nome",
                 "chat line": "una riga di chat", "sentence": "una frase",
                 "list of names": "una lista di nomi"},
    too_fast=lambda rate, window: f"più di {rate} messaggi in {window} s: la connessione è "
                                  "chiusa",
    too_long=lambda most: f"una riga supera i {most} byte: la connessione è chiusa",
    link_closed="la connessione è chiusa",
    link_broke=lambda why: f"la connessione si è interrotta ({why})",
    other_side_closed="l'altra parte ha chiuso la connessione",
    ev_card=lambda name: f"`{name}` deve essere una carta, come «Ks»",
    ev_bad_card=lambda name, why: f"`{name}`: {why}",
    ev_whole=lambda name, low, high: f"`{name}` deve essere un numero intero da {low} a {high}",
    ev_list=lambda name, most: f"`{name}` deve essere una lista di al massimo {most} elementi",
    ev_hands="`hands` deve contenere due mani",
    ev_trump="`trump` deve essere la lettera di un seme nella notazione dei registri: c, d, "
             "h o s",
    ev_flag=lambda name: f"`{name}` deve essere vero o falso (true, false)",
    ev_reasons="`reasons` deve essere una lista di codici di motivi, come «point/3» o «vole»",
    ev_pair=lambda name: f"`{name}` deve essere una coppia di numeri",
    ev_object="un evento deve essere un oggetto JSON",
    ev_unknown=lambda kind: f"non esiste l'evento {kind}",
    ev_missing=lambda kind, name: f"all'evento {kind} manca `{name}`",
    fault_object="un rifiuto deve essere un oggetto JSON",
    fault_rule=lambda rule: f"non esiste la regola {rule}",
    fault_word="`word` deve essere un testo",
    join_first=lambda kind: f"manda prima `join` (o `rejoin`): un messaggio {kind} arriva solo "
                            "quando l'ospite è al tavolo",
    protocol=lambda version: f"questo tavolo parla il protocollo ecarte {version}: aggiorna "
                             "ecarte per entrare",
    silent=lambda seconds: f"nessuna richiesta di entrare nei {seconds} s dopo la connessione",
    taken="questo incontro ha già il suo ospite",
    token="questo gettone del posto non è quello dell'ospite di questo incontro",
    bad_part="la parte del seed data dall'ospite deve avere da 16 a 128 "
             "cifre esadecimali",
    unexpected=lambda kind: f"un messaggio {kind} ora non è atteso",
    not_an_action=lambda text: f"{text} non è una mossa",
    not_legal=lambda text: f"{text} non è fra le tue mosse valide adesso",
    time_out=lambda action: f"il tuo tempo è scaduto; al posto tuo il gioco ha scelto: {action}.",
    code_used="questo codice è già stato usato: chiedi a chi ospita un nuovo incontro",
    code_withdrawn="questo codice è stato ritirato dopo troppi tentativi sbagliati",
    code_expired="questo codice è scaduto: chiedine uno nuovo a chi ospita",
    code_wrong_last="il codice è sbagliato, e ora è ritirato dopo troppi tentativi",
    code_wrong=lambda left: "il codice è sbagliato (o qualcuno si è messo in mezzo alla "
                            f"connessione); ancora {left} "
                            f"{'tentativo' if left == 1 else 'tentativi'} prima che sia ritirato",
    refused_code=lambda code: f"chi ospita ha rifiutato ({code})",
    act_card=lambda record, short: short,
    act_play=lambda record, named: named,
    act_discard=lambda cards: f"lo scarto {cards}",
    act_bare={"stand": "giocare di prepotenza", "propose": "«propongo»",
              "accept": "accettare l'accomodo", "refuse": "«giocare!» (rifiutare)",
              "king": "dichiarare il Re", "double": "proporre il videau",
              "take": "accettare il videau", "drop": "rifiutare il videau",
              "concede": "abbandonare la smazzata", "discard": "non scartare"},
    connection_failed=lambda kind, error: f"Una connessione non è riuscita ({kind}: {error}).",
    join_refused=lambda why: f"Una richiesta di entrare è stata rifiutata: {why}.",
    is_back=lambda name: f"{name} è di nuovo al tavolo.",
    guest_lost=lambda name, clock: f"{name} ha perso la connessione; ha {clock} per tornare.",
    guest_cut=lambda name, why: f"La connessione di {name} è stata chiusa: {why}.",
    says=lambda name, text: f"{name} dice: {text}",
    guest_left=lambda name: f"{name} ha lasciato l'incontro: è sospeso, da riprendere più "
                            "tardi.",
    guest_timed_out=lambda name, action: f"Il tempo di {name} è scaduto; al suo posto il gioco "
                                         f"ha scelto: {action}.",
    default_host="Ospitante",
    default_guest="Ospite",
    left_match="hai lasciato l'incontro",
    impossible=lambda detail: f"chi ospita ha mandato un messaggio impossibile: {detail}",
    impossible_news=lambda detail: f"Chi ospita ha mandato un messaggio impossibile: {detail}",
    unreadable_news=lambda detail: f"Chi ospita ha mandato qualcosa di illeggibile: {detail}",
    connection_lost="la connessione con chi ospita si è persa",
    closed_because=lambda why: f"la connessione è stata chiusa: {why}",
    host_silent_for=lambda seconds: f"chi ospita non dice nulla da {seconds} secondi",
    coming_back=lambda why, clock: f"{why[:1].upper()}{why[1:]}; provo a tornare per "
                                   f"{clock}…",
    host_gone=lambda address, clock, told: (
        f"il tavolo di {address} non c'è più: nessun modo di tornarci in {clock}{told}. "
        "L'incontro è sospeso sulla macchina di chi ospita; quando lo riprenderà "
        "(«ecarte host --resume»), questo comando ti riporta al tuo posto (senza codice):\n"
        f"    ecarte join {address}"),
    last_try=lambda why: f" (l'ultimo tentativo: {why})",
    seat_unkept=lambda unwritten: f"Il tuo posto non si è potuto conservare ({unwritten}): "
                                  "l'incontro va avanti, ma se questa macchina si riavvia "
                                  "«ecarte join» non potrà riportartici.",
    could_not_write=lambda what, why: f"impossibile scrivere {what}: {why}",
    a_file="un file",
    you_at_table=lambda host: f"Sei al tavolo di {host}.",
    host_no_longer_hears="Chi ospita non ti sente più.",
    you_back=lambda host, waiting: "Di nuovo al tavolo." + (f" Si aspetta {host}…" if waiting
                                                            else ""),
    at_table=lambda name: f"{name} è al tavolo.",
    left_news=lambda name: f"{name} ha lasciato l'incontro.",
    reconnecting=lambda name: f"{name} ha perso la connessione; si aspetta che torni.",
    other_seat_view="chi ospita ha mandato il gioco dell'altro posto",
    verdict_unbound="il registro non porta l'impegno mostrato all'inizio",
    verdict_ok="le smazzate seguono il seed impegnato",
    not_a_port=lambda text: f"{text} non è una porta: scrivi HOST o HOST:PORTA, come "
                            "192.168.1.20:7077",
    no_certificate=lambda address: f"{address} non ha mostrato alcun certificato",
    no_such_machine=lambda address, host: f"impossibile raggiungere {address}: nessuna "
                                          f"macchina si chiama {host} (controlla l'indirizzo "
                                          "che mostra «ecarte host»)",
    nothing_listens=lambda address: f"impossibile raggiungere {address}: lì non ascolta "
                                    "nessuno («ecarte host» è in funzione, e la porta è "
                                    "quella che mostra?)",
    no_answer_within=lambda address, seconds: f"impossibile raggiungere {address}: nessuna "
                                              f"risposta in {seconds} s (un firewall, o "
                                              "l'indirizzo sbagliato?)",
    cannot_reach=lambda address, why: f"impossibile raggiungere {address}: {why}",
    said_nothing=lambda address, seconds: f"{address} ha preso la connessione ma non ha detto "
                                          f"nulla per {seconds} s: è davvero un «ecarte "
                                          "host», e l'indirizzo è giusto?",
    closed_at_once=lambda address: f"{address} ha chiuso subito la connessione: è davvero un "
                                   "«ecarte host»?",
    not_a_host=lambda address: f"{address} non risponde come un «ecarte host»: lì ascolta un "
                               "altro programma",
    tls_failed=lambda address, why: f"l'handshake TLS con {address} non è riuscito: {why}",
    not_greeted=lambda why: f"chi ospita non ha salutato come si deve: {why}",
    host_said_nothing=lambda seconds: f"chi ospita non ha detto nulla in {seconds} s",
    host_refused=lambda why: f"chi ospita ha rifiutato: {why}",
    wrong_protocol=lambda version: f"chi ospita non parla il protocollo ecarte {version}",
    host_closed=lambda why: f"chi ospita ha chiuso la connessione: {why}",
    no_welcome="chi ospita non ha risposto alla richiesta",
    not_let_in="chi ospita non ci ha fatto entrare",
    bad_welcome="il benvenuto di chi ospita è malformato",
    changed_commitment="chi ospita ha cambiato l'impegno sul seed o la nostra "
                       "parte di quel numero",
    another_certificate="chi ospita mostra un altro certificato rispetto a quando siamo entrati",
    another_match="a questo indirizzo si gioca un altro incontro",
    the_seat="il posto conservato",
    code_length=lambda most, count: f"un codice è fatto di {most} parole, come "
                                    f"«apple-river-zoo-abandon»; questo ne ha {count}",
    not_a_join_word=lambda word: f"{word} non è una delle parole dei codici: controlla il "
                                 "codice che mostra chi ospita",
    pin_changed=lambda address, pinned, seen, path: (
        f"il tavolo di {address} mostra un certificato diverso dalla tua prima volta "
        f"(fissato {pinned}…, ora {seen}…): qualcuno potrebbe essersi messo in mezzo, "
        "quindi l'ingresso è rifiutato. Se chi ospita ha davvero fatto un nuovo "
        f"certificato, togli {address} da {path} e riprova."),
    no_commitment=lambda scheme: f"il registro non ha un impegno {scheme}",
    no_secret="l'impegno non ha un segreto rivelato (l'incontro non è finito)",
    secret_mismatch="il segreto rivelato non corrisponde all'impronta dell'impegno",
    seed_mismatch=lambda seed: "il seed del registro non è quello che danno "
                               "il segreto "
                               f"e la parte dell'ospite ({seed})",
    not_replayed="il registro stesso non si rigioca",
    record_unreadable=lambda why: f"il registro è illeggibile: {why}",
    deal_not_seed=lambda deal: f"la smazzata {deal} non è quella che dà il seed",
    reshuffle_not_seed=lambda deal: f"il rimescolamento della smazzata {deal} non è quello "
                                    "del seed",
    not_from_seed=lambda why: f"il registro non si rigioca dal suo seed ({why})",
    deal_count=lambda deals, dealt: f"il registro ha {deals} smazzate e il seed ne ha "
                                    f"rigiocate {dealt}",
    the_adjourned="l'incontro sospeso",
    not_adjourned=lambda path: f"{path} non è un incontro in rete sospeso",
    seed_not_secret=lambda path: f"il seed conservato in {path} non viene dal "
                                 "suo segreto",
    adjourned_unreadable=lambda path, why: f"l'incontro sospeso {path} è illeggibile: {why}",
    title=lambda host: f"Écarté in rete: tu contro {host}.\n",
    certificate_line=lambda first: (
        "Il certificato di chi ospita ("
        + ("prima volta: fissato" if first else "quello fissato la volta scorsa")
        + "); confrontalo con quello sullo schermo di chi ospita:\n"),
    commitment_line=lambda digits: f"L'impegno sul seed: {digits}…\n",
    move_timer_line=lambda seconds: f"Un orologio: {seconds} s per ogni tua mossa; poi si "
                                    "gioca per te la prima mossa valida.\n",
    commands_line=lambda hints: "«say TESTO» manda un messaggio all'avversario; «aiuto» "
                                "elenca i comandi, «?» le tue mosse possibili. Niente "
                                "annullamento; "
                                + ("i consigli sono permessi («consiglio»)." if hints else
                                   "niente consigli."),
    waiting_for=lambda name: f"Si aspetta {name}…",
    waiting_next_deal=lambda name: f"Si aspetta che {name} passi alla smazzata seguente…",
    sent=lambda action: f"Mossa inviata: {action}.",
    hints_off_here="Niente consigli in questo incontro: è chi ospita a permetterli a entrambi "
                   "(«ecarte host --hints»).",
    not_in_network=lambda command: f"«{command}» non c'è in un incontro in rete.",
    host_left=lambda host: f"{host} ha lasciato il tavolo: l'incontro è sospeso. Riprende "
                           f"quando {host} "
                           "lancia «ecarte host --resume»; tu poi lancia (senza codice):",
    match_ended="L'incontro è finito.",
    you_win_match="Vinci l'incontro.",
    wins_match=lambda name: f"{name} vince l'incontro.",
    record_unkept=lambda unwritten: f"Il registro non si è potuto conservare "
                                    f"({unwritten}).",
    seed_verdict=lambda verdict: f"Impegno sul seed: {verdict}.",
    leave_question="Te ne vai? L'incontro resta sospeso: «ecarte host --resume» (chi ospita) e "
                   "«ecarte join INDIRIZZO» (l'ospite) lo riprendono.",
    off_undo="Niente annullamento in un incontro in rete: l'avversario ha visto la tua mossa.",
    off_hint="Niente consigli in un incontro in rete.",
    you_say=lambda text: f"Dici: {text}",
    cut_to=lambda most: f" (tagliato ai primi {most} caratteri)",
    not_sent=lambda text: f"Non mandato (l'avversario ora non è connesso): {text}",
    say_how="Scrivi say e le parole, per esempio: say buona fortuna",
    help_say=("say TESTO", "manda un messaggio all'avversario"),
    help_score="il punteggio",
    help_hint="il consiglio dell'esperto per questa mossa (chi ospita ha permesso i consigli)",
    help_quit=("quit, Ctrl-C, Ctrl-D", "andarsene; l'incontro resta sospeso: «ecarte "
                                       "host --resume» (chi ospita) e «ecarte join "
                                       "INDIRIZZO» (l'ospite) lo riprendono"),
    help_off="annulla, velocità, tutor e cronaca non ci sono in un incontro in rete",
    did_not_come_back=lambda name: f"{name} non ha ripreso il suo posto in tempo: l'incontro "
                                   "è sospeso.",
    match_unkept=lambda unwritten: f"L'incontro fin qui non si è potuto conservare "
                                   f"({unwritten}). Va avanti in memoria; si riprova a "
                                   "conservarlo dopo ogni mossa.",
    kept_again="L'incontro fin qui è di nuovo conservato.",
    host_epilog="""\
Chi ospita mostra un codice di quattro parole e l'impronta del suo certificato.
L'amico lancia «ecarte join INDIRIZZO:PORTA --code PAROLE» entro 10 minuti (il codice
vale una volta sola, ed è ritirato dopo 3 tentativi sbagliati), e confronta l'impronta
che vede con la tua. In gioco: «say TESTO» manda un messaggio; niente annullamento, e
niente consigli a meno che --hints li permetta a entrambi. Vedi docs/network.md.
""",
    help_port=lambda port: f"la porta su cui ascoltare (predefinita {port}, o quella della "
                           "dell'incontro sospeso; 0 ne sceglie una)",
    help_bind="l'indirizzo su cui ascoltare (predefinito: tutti quelli di questa macchina)",
    help_name="il tuo nome al tavolo",
    help_grace="quanto tempo ha un ospite che ha perso la connessione per tornare prima che "
               "l'incontro sia sospeso (da 1 a 600, predefinito 120)",
    help_move_timer="il tempo dell'ospite per ogni mossa, da 5 a 600 (spento di norma; un "
                    "incontro ripreso tiene il suo)",
    help_hints="permetti a entrambi di chiedere consigli («consiglio»); spento di norma (un "
               "incontro ripreso tiene il suo)",
    help_resume="riprendi l'ultimo incontro sospeso (il suo ospite torna con «ecarte join "
                "INDIRIZZO», senza codice)",
    the_port="la porta",
    the_grace="il tempo per tornare",
    the_move_timer="l'orologio delle mosse",
    port_range=lambda port: f"{port} non è una porta: da 1 a 65535, o 0 per una porta libera "
                            "qualsiasi",
    resuming=lambda name, port, shown: (
        f"Si riprende l'incontro sospeso contro {name} sulla porta {port}. "
        f"Torna con:\n\n  ecarte join {shown}:{port}\n\n"
        "In attesa… (Ctrl-C per smettere)"),
    adjourned_wait=lambda count: (
        "Nota: "
        + ("un incontro sospeso ti aspetta" if count == 1 else
           f"{count} incontri sospesi ti aspettano")
        + "; «ecarte host --resume» riprende il più recente. Questo è nuovo."),
    hosting=lambda port, shown, code, print_, hashed: (
        f"Ospiti un incontro sulla porta {port}. Dai questo comando al tuo amico:\n\n"
        f"  ecarte join {shown}:{port} --code {code}\n\n"
        "L'impronta del tuo certificato (la vedrà entrando: confrontatela):\n"
        f"  {print_}\nL'impegno sul seed: {hashed}\n"
        "Il codice vale una volta sola, per 10 minuti. In attesa… (Ctrl-C per smettere)"),
    code_gone="nessuno ha raggiunto il tavolo prima che il codice scadesse o fosse ritirato: "
              "rilancia "
              "ecarte host per un nuovo codice",
    nobody_came_back="Nessuno ha ripreso il posto: l'incontro resta sospeso; «ecarte host "
                     "--resume» lo riprende.",
    nobody_joined="Nessuno ha raggiunto il tavolo; l'incontro non si gioca.",
    joined=lambda name: f"{name} ha raggiunto il tavolo.",
    goes_on="L'incontro continua.",
    port_in_use=lambda port: f"la porta {port} è già occupata (un altro «ecarte host»?): "
                             "scegline un'altra con --port N, o --port 0 per una libera",
    no_such_address=lambda bind: f"questa macchina non ha l'indirizzo {bind}: dai a --bind "
                                 "uno dei suoi indirizzi, o omettilo per ascoltare su tutti",
    port_rights=lambda port: f"la porta {port} qui richiede permessi speciali: usa una porta "
                             "sopra la 1023",
    cannot_listen=lambda bind, port, why: f"impossibile ascoltare su {bind}:{port}: {why}",
    nothing_to_resume="non c'è nessun incontro in rete sospeso da riprendere",
    not_adjourned_now=lambda unwritten, kept: f"l'incontro non si è potuto sospendere "
                                              f"({unwritten}); {kept}",
    resume_from_kept="«ecarte host --resume» riprende dall'ultima mossa conservata",
    cannot_resume="non si potrà riprendere",
    adjourned_kept=lambda name: "L'incontro è sospeso e conservato. Per riprenderlo, lancia "
                                f"la riga qui sotto; {name} torna con «ecarte join» e il tuo "
                                "indirizzo (senza codice).",
    join_epilog="""\
Il codice sono le quattro parole che mostra «ecarte host». Il certificato di chi ospita
viene fissato la prima volta: uno diverso, più tardi, è rifiutato. Un ospite che perde
la connessione torna da solo; dopo un riavvio, «ecarte join HOST[:PORTA]» (senza codice)
lo riporta allo stesso posto. In gioco: «say TESTO» manda un messaggio; niente
annullamento, e niente consigli a meno che chi ospita li permetta («ecarte host
--hints»). Se la macchina di chi ospita sparisce, l'ospite prova a tornare per il tempo
concesso, poi dice come rientrare più tardi. Vedi docs/network.md.
""",
    help_address="l'indirizzo di chi ospita, e la sua porta se non è 7077",
    help_code="il codice che mostra chi ospita",
    code_needed="serve un codice: --code PAROLE, le quattro parole che mostra «ecarte host»",
    coming_back_to=lambda address: f"Si torna al tuo posto ({address})…",
    joining=lambda address: f"Connessione al tavolo ({address})…",
    not_joined="Non hai raggiunto il tavolo.",
    you_left="Hai lasciato l'incontro: è sospeso. Riprende quando chi ospita lancia «ecarte "
             "host --resume»; tu poi lancia (senza codice):",
    record_unverified="Il registro di chi ospita non si verifica: non entra nel tuo "
                      "storico.",
    help_levels="i livelli dei due bot (o exec:COMANDO)",
    help_level="lo stesso livello per entrambi i bot",
    help_seed="lo stesso seed rigioca lo stesso incontro",
    help_record="scrivi il registro dell'incontro in FILE",
    no_level=lambda level, known: f"non c'è un bot di livello {level}: scegli fra {known}, o "
                                  "exec:COMANDO",
    watch_title=lambda first, first_level, second, second_level, seed: (
        f"{first} ({LEVELS.get(first_level, first_level)}) contro {second} "
        f"({LEVELS.get(second_level, second_level)}), mescolata n. {seed}. Un tasto "
        "salta una pausa; Ctrl-C smette."),
)
