from ecarte.words.session import SessionWords

WORDS = SessionWords(
    default_names={"You": "Tu", "Player 1": "Giocatore 1", "Player 2": "Giocatore 2"},
    you_in_sentence="tu",

    bot_failed=lambda level, error: f"Il bot {level} si è bloccato: {error}",
    bot_failed_saved="La partita è salvata: ecarte play --resume riprende da qui.",
    play_again="Un'altra partita?",
    new_match=lambda seed, who: f"Nuova partita, seme {seed}: {who}",
    cut_decides="un taglio decide chi è il primo mazziere.",
    you_deal_first="hai perso, quindi il primo mazziere sei tu.",
    loser_deals_first=lambda name: f"{name} ha perso, quindi è il primo mazziere.",
    thinking=lambda name: f"{name} ci pensa… (un tasto qualsiasi salta l'attesa)",
    press_enter_next_game="Premi Invio per la partita successiva. ",
    press_enter_next_deal="Premi Invio per la smazzata successiva. ",
    press_enter_continue="Premi Invio per continuare. ",
    no_move_now="Ora non c'è nessuna mossa da fare: premi Invio per andare avanti.",

    not_saved=lambda why: f"Non è stato possibile salvare la partita ({why}). Si continua; "
                          "resta l'ultima mossa salvata, e si riprova a salvare dopo ogni "
                          "mossa.",
    saved_again="La partita è di nuovo salvata.",
    nothing_read="Non è stato letto nulla: la partita non viene conservata.",
    saved_on_leaving="La partita è salvata. «ecarte play --resume» riprende da qui.",
    unsaved_on_leaving="Non è stato possibile salvare la partita: finisce qui, e «ecarte play "
                       "--resume» riprende dall'ultima mossa salvata.",
    never_saved_on_leaving="Non è mai stato possibile salvare la partita: finisce qui, e non "
                           "si potrà riprendere.",
    not_written=lambda path, why: f"impossibile scrivere {path}: {why}" if path
    else f"impossibile scrivere: {why}",
    not_written_to=lambda path, why: f"non è stata scritta in {path}: {why}",
    record_failed=lambda clause: f"La registrazione della partita {clause}.",
    save_kept="Il salvataggio resta: «ecarte play --resume» riprende dall'ultima mossa "
              "salvata, e allora scrive la registrazione.",
    leave_question="Lasci la partita? È salvata.",
    being_played=lambda match: f"la partita {match} è in corso in un altro terminale",

    press_enter_then_pass=lambda name: f"Premi Invio, poi passa la tastiera a {name}. ",
    pass_keyboard=lambda name, first, one, second, two: (
        f"Passa la tastiera a {name}. Punteggio: {first} {one}, {second} {two}."),
    press_enter_ready="Premi Invio per cominciare. ",

    double_offered="videau proposto",
    phases={"stand or propose": "giocare di prepotenza o proporre",
            "accept or refuse": "accettare o rifiutare", "discard": "scarto",
            "reshuffle": "si rimescolano gli scarti",
            "play": "prese", "over": "smazzata finita"},
    trumps=lambda suit: f"briscola {suit}",
    score_to=lambda first, one, two, second, target: (
        f"{first} {one}-{two} {second} (a {target})"),
    bot_level=lambda level: f"bot: {level}",
    help_hint="? mosse · help",
    help_hint_ascii="? mosse, help",

    yes_words=("s", "sì"),  # "si" too: an answer is read without its accents
    no_words=("n", "no"),
    default_yes="[S/n]",
    default_no="[s/N]",
    answer_yes_or_no=lambda default: (
        f"Rispondi s (sì) o n (no); Invio vuol dire {'sì' if default else 'no'}."),

    not_conceded="Non abbandoni la smazzata.",
    nothing_discarded="Nessuno scarto. «discard» prima delle carte le scarta subito; le carte "
                      "scritte da sole vanno prima confermate.",
    last_card_played=lambda card: f"La tua ultima carta, {card}, viene giocata per te.",
    only_card_played=lambda card: f"La tua unica carta giocabile, {card}, viene giocata per te.",

    no_undo={
        "new cards": "sono state distribuite nuove carte dopo la tua ultima mossa",
        "drew": "hai visto le carte pescate, quindi l'accomodo non si può ritirare",
        "card played": "è stata giocata una carta dopo la tua ultima mossa, quindi non si "
                       "può ritirare",
        "answered": "l'avversario ha risposto alla tua mossa, e non si ritira mai ciò che "
                    "hai visto",
        "scored": "la smazzata è finita e contata: il risultato resta",
        "before resume": "le mosse fatte prima della ripresa della partita non si possono "
                         "ritirare",
        "nothing": "non hai nessuna mossa da ritirare in questa smazzata",
    },

    wants_hotseat="in due a una sola tastiera",
    wants_bot="una partita contro un bot",
    wants_level=lambda level: f"il bot {level}",
    wants_rules="altre regole",
    wants_names="altri nomi",
    wants_seed=lambda seed: f"seme {seed}",

    resume_hint=lambda match: (
        f"per riprenderla più tardi, scrivi\n    ecarte play --resume {match}"),
    listed=lambda number, match, when: (
        f"{number:>3}. {match}, salvata il {when} (la sua ultima mossa)"),
    busy_numbers=lambda busy, wanted: (
        f"{busy} delle partite in sospeso {'è' if busy == 1 else 'sono'} in corso in un altro "
        f"terminale, quindi il numero {wanted} di un elenco precedente può indicare un'altra "
        "partita: dai il suo identificativo («ecarte play --resume» elenca le altre)"),
    no_such_match=lambda wanted: (
        f"non c'è nessuna partita in sospeso {wanted}: «ecarte play --resume» le elenca"),
    names_several=lambda wanted, count: (
        f"{wanted} indica {count} partite: scrivi una parte più lunga dell'identificativo"),
    nothing_changed="Non è cambiato nulla.",
    nothing_else_changed="Nient'altro è cambiato.",
    new_as_flags_ask=lambda wishes, match, hint: (
        f"Comincia una nuova partita, come chiedono le opzioni ({wishes}); la tua partita in "
        f"sospeso ({match}) resta; {hint}"),
    new_one_kept=lambda hint: (
        f"Comincia una nuova partita; la tua partita in sospeso resta; {hint}"),
    new_several_kept=lambda count: (
        f"Comincia una nuova partita; le tue {count} partite in sospeso restano: «ecarte play "
        "--resume» le elenca."),
    unfinished_offer=lambda match, when, others: (
        f"Hai una partita in sospeso: {match}; salvata il {when}"
        + (f" ({others} {'altra' if others == 1 else 'altre'}: «ecarte play --resume» le "
           "elenca)" if others else "") + "."),
    go_on_question="La riprendi?",
    new_unfinished_kept=lambda hint: f"Comincia una nuova partita; quella in sospeso resta; {hint}",
    going_on=lambda match, described, when: (
        f"Si riprende la partita {match}: {described}; salvata il {when}."),
    elsewhere=lambda busy: f" ({busy} in corso in un altro terminale)" if busy else "",
    no_saved_match=lambda elsewhere: f"non c'è nessuna partita salvata da riprendere{elsewhere}",
    no_saved_start_question=lambda elsewhere: (
        f"Non c'è nessuna partita salvata da riprendere{elsewhere}. Cominci una nuova partita?"),
    start_one=lambda said: f"{said}: cominciane una con «ecarte play»",
    unfinished_heading=lambda elsewhere: f"Partite in sospeso{elsewhere}, dalla più recente:",
    choose_with_id="ci sono diverse partite in sospeso: scegline una con «ecarte play --resume "
                   "ID» (un identificativo o un numero dell'elenco)",
    none_left="Non resta nessuna partita in sospeso.",
    start_new_question="Cominci una nuova partita?",
    drop_question=lambda number, match: (
        f"Abbandoni la partita {number} ({match})? Non si potrà più riprendere."),
    nothing_dropped="Non è stato abbandonato nulla.",
    drop_busy=lambda number: (
        f"La partita {number} è in corso, o è finita, in un altro terminale: non è stata "
        "abbandonata."),
    drop_failed=lambda number, why: (
        f"Non è stato possibile abbandonare la partita {number}: {why}."),
    dropped=lambda number, where: (
        f"Partita {number} abbandonata; il suo salvataggio è stato spostato in\n    {where}"),
    which_prompt=lambda count: (
        f"Quale partita? [1-{count}, Invio per la 1; x N abbandona la partita N] "),
    which_again=lambda count: (
        f"Scrivi un numero da 1 a {count}, oppure x e un numero per abbandonare quella "
        "partita."),
    drop_words=("x", "abbandona"),

    when="%H:%M:%S",
    before_first_deal="prima della prima smazzata",
    deal_number=lambda number: f"smazzata {number}",
    game_and_deal=lambda game, deal: f"partita {game}, {deal}",
    at_one_keyboard=lambda first, second: f"{first} e {second} a una sola tastiera",
    against_bot=lambda name, level: f"{name} contro il bot {level}",
    preset_rules=lambda preset: f"regole {preset}",
    score=lambda first, one, second, two: f"{first} {one}, {second} {two}",
    games=lambda one, two: f" (partite {one}-{two})",
    described=lambda seed, who, rules, reached, score: (
        f"seme {seed}, {who}, {rules}; {reached}; {score}"),

    save_named=lambda name: f"la partita salvata {name}",
    not_a_save=lambda what: f"{what} non è una partita salvata",
    no_seed=lambda what, most: f"{what} non ha un seme da 0 a {most}",
    no_record=lambda what: f"{what} non contiene nessuna registrazione",
    cannot_resume=lambda what, why: f"{what} non si può riprendere: {why}",
    cannot_replay=lambda what, why: f"{what} non si può rigiocare: {why}",
    too_deep=lambda what: f"{what} è annidata troppo in profondità per essere letta",
    cannot_resume_error=lambda what, kind, error: f"{what} non si può riprendere ({kind}: {error})",
    bad_mode="la sua modalità non è né 'bot' né 'hotseat'",
    no_level="non indica nessun livello di bot",
    unknown_level=lambda level: f"indica un livello di bot che questa versione non ha ({level})",
    bad_delay="la sua attesa non è un numero di secondi da 0 a 60",
    bad_hints="il suo numero di suggerimenti non è un intero da 0 in su",
    bad_flag=lambda flag: f"il suo campo {flag} non è né vero né falso",
    set_aside_failed=lambda error, why: (
        f"{error}; non è stato possibile metterla da parte ({why}), e resta dov'è."),
    set_aside=lambda error, where: f"{error}; è stata spostata in {where}.",
    does_not_replay=lambda fault: f"la partita salvata non si rigioca: {fault}",
    not_where_left="la partita salvata non si rigioca fino al punto in cui era stata lasciata",
    bad_field=lambda key, kind: f"il suo campo {key} deve essere {kind}",
    kinds={"text": "un testo", "count": "un numero intero da 0 in su", "flag": "vero o falso",
           "object": "un oggetto"},
    bad_notes=lambda number: f"le note della smazzata {number} non sono un elenco di testi",

    settings_ignored=lambda path, why: f"il file delle impostazioni {path} è stato ignorato: {why}",
    settings_too_deep="è annidato troppo in profondità",
    settings_number_too_long="contiene un numero troppo lungo da leggere",
    bad_hotseat_names="hotseat_names deve essere un elenco di due nomi diversi",
    bad_name="name deve essere un nome (non vuoto, e non Bot: al tavolo il bot si chiama Bot)",
    bad_setting_delay=lambda most: f"delay deve essere un numero di secondi da 0 a {most}",
    bad_speed="speed deve essere fast, normal, slow o un numero di secondi da 0 a 10",
    one_of=lambda key, values: f"{key} deve essere uno fra {values}",
    bad_tutor="tutor deve essere true o false",
    wrong_type=lambda key: f"{key} ha il tipo sbagliato",
    no_setting=lambda key: f"l'impostazione {key} non esiste",
    problems_in=lambda path, problems: f"in {path}: {problems}",
    problem_separator="; ",
)
