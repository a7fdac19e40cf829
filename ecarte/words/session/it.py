from ecarte.engine.cards import Card
from ecarte.words import phrasebook
from ecarte.words.session import SessionWords
from ecarte.words.table.it import LEVELS


def _a(name: str) -> str:
    """'a' before a name, 'ad' before one that begins with a vowel (ad Ada, ad A)."""
    return ("ad " if name[:1].lower() in "aeiou" and name[:1] else "a ") + name


def _level(level: str) -> str:
    return LEVELS.get(level, level)


def _the(card: Card) -> str:
    """A card with its article, from the card: "il 9♦", "l'8♣"."""
    return phrasebook("it").the_card(card)


WORDS = SessionWords(
    default_names={"You": "Tu", "Player 1": "Giocatore 1", "Player 2": "Giocatore 2",
                   "Bot": "Bot"},
    you_in_sentence="tu",

    bot_failed=lambda level, error: f"Il bot {_level(level)} si è bloccato: {error}",
    bot_failed_saved="L'incontro è salvato: «ecarte play --resume» riprende da qui.",
    play_again="Un altro incontro?",
    new_match=lambda seed, who: f"Nuovo incontro, mescolata n. {seed}: {who}",
    cut_decides="un taglio decide chi è il primo mazziere.",
    you_deal_first="hai perso, quindi il primo mazziere sei tu.",
    loser_deals_first=lambda name: f"{name} ha perso, quindi è il primo mazziere.",
    thinking=lambda name: f"{name} ci pensa… (un tasto qualsiasi salta l'attesa)",
    press_enter_next_game="Premi Invio per la partita successiva. ",
    press_enter_next_deal="Premi Invio per la smazzata successiva. ",
    press_enter_continue="Premi Invio per continuare. ",
    no_move_now="Ora non c'è nessuna mossa da fare: premi Invio per andare avanti.",

    not_saved=lambda why: f"Non è stato possibile salvare l'incontro ({why}). Si continua; "
                          "resta l'ultima mossa salvata, e si riprova a salvare dopo ogni "
                          "mossa.",
    saved_again="L'incontro è di nuovo salvato.",
    nothing_read="Non è stato letto nulla: l'incontro non viene conservato.",
    saved_on_leaving="L'incontro è salvato. «ecarte play --resume» riprende da qui.",
    unsaved_on_leaving="Non è stato possibile salvare l'incontro: finisce qui, e «ecarte play "
                       "--resume» riprende dall'ultima mossa salvata.",
    never_saved_on_leaving="Non è mai stato possibile salvare l'incontro: finisce qui, e non "
                           "si potrà riprendere.",
    not_written=lambda path, why: f"impossibile scrivere {path}: {why}" if path
    else f"impossibile scrivere: {why}",
    not_written_to=lambda path, why: f"non è stato scritto in {path}: {why}",
    record_failed=lambda clause: f"Il registro dell'incontro {clause}.",
    save_kept="Il salvataggio resta: «ecarte play --resume» riprende dall'ultima mossa "
              "salvata, e allora scrive il registro.",
    leave_question="Lasci l'incontro? Viene salvato.",
    being_played=lambda match: f"l'incontro {match} è in corso in un altro terminale",

    press_enter_then_pass=lambda name: f"Premi Invio, poi passa la tastiera {_a(name)}. ",
    pass_keyboard=lambda name, first, one, second, two: (
        f"Passa la tastiera {_a(name)}. Punteggio: {first} {one}, {second} {two}."),
    press_enter_ready="Premi Invio quando sei pronto. ",

    double_offered="videau proposto",
    phases={"stand or propose": "giocare o proporre",
            "accept or refuse": "accettare o rifiutare", "discard": "scarto",
            "reshuffle": "si rimescolano gli scarti",
            "play": "gioco delle prese", "over": "smazzata finita"},
    trumps=lambda suit: f"briscola {suit}",
    score_to=lambda first, one, two, second, target: (
        f"{first} {one}-{two} {second} (a {target})"),
    bot_level=lambda level: f"bot: {_level(level)}",
    help_hint="? mosse · aiuto",
    help_hint_ascii="? mosse, aiuto",

    yes_words=("s", "sì"),  # "si" too: an answer is read without its accents
    no_words=("n", "no"),
    default_yes="[S/n]",
    default_no="[s/N]",
    answer_yes_or_no=lambda default: (
        f"Rispondi s (sì) o n (no); Invio vuol dire {'sì' if default else 'no'}."),

    not_played="Mossa non giocata: scegli di nuovo.",
    not_conceded="Va bene, si continua.",
    nothing_discarded="Nessuno scarto. «scarta» prima delle carte le scarta subito; se scrivi "
                      "solo le carte ti viene chiesta conferma.",
    last_card_played=lambda card: (f"La tua ultima carta, {_the(card)}, viene giocata in "
                                   "automatico."),
    only_card_played=lambda card: (f"La tua unica carta giocabile, {_the(card)}, viene giocata in "
                                   "automatico."),

    no_undo={
        "new cards": "sono state distribuite nuove carte dopo la tua ultima mossa",
        "drew": "hai visto le carte pescate, quindi l'accomodo non si può ritirare",
        "card played": "è stata giocata una carta dopo la tua ultima mossa, quindi non si "
                       "può ritirare",
        "answered": "l'avversario ha già risposto, e non si può ritirare una mossa dopo aver "
                    "visto carte nuove",
        "scored": "la smazzata è finita e contata: il risultato resta",
        "before resume": "le mosse fatte prima della ripresa dell'incontro non si possono "
                         "ritirare",
        "nothing": "non hai nessuna mossa da ritirare in questa smazzata",
    },

    wants_hotseat="in due a una sola tastiera",
    wants_bot="un incontro contro un bot",
    wants_level=lambda level: f"il bot {_level(level)}",
    wants_rules="altre regole",
    wants_names="altri nomi",
    wants_seed=lambda seed: f"mescolata n. {seed}",

    resume_hint=lambda match: (
        f"per riprenderlo più tardi, scrivi\n    ecarte play --resume {match}"),
    listed=lambda number, match, when: (
        f"{number:>3}. {match}, salvato il {when} (all'ultima mossa)"),
    busy_numbers=lambda busy, wanted: (
        f"{busy} degli incontri in sospeso {'è' if busy == 1 else 'sono'} in corso in un "
        f"altro terminale, quindi il numero {wanted} di un elenco precedente può indicare un "
        "altro incontro: dai il suo identificativo («ecarte play --resume» elenca gli altri)"),
    no_such_match=lambda wanted: (
        f"non c'è nessun incontro in sospeso {wanted}: «ecarte play --resume» li elenca"),
    names_several=lambda wanted, count: (
        f"{wanted} indica {count} incontri: scrivi una parte più lunga dell'identificativo"),
    nothing_changed="Non è cambiato nulla.",
    nothing_else_changed="Nient'altro è cambiato.",
    new_as_flags_ask=lambda wishes, match, hint: (
        f"Comincia un nuovo incontro, come chiedono le opzioni ({wishes}); il tuo incontro in "
        f"sospeso ({match}) resta da parte; {hint}"),
    new_one_kept=lambda hint: (
        f"Comincia un nuovo incontro; quello in sospeso resta da parte; {hint}"),
    new_several_kept=lambda count: (
        f"Comincia un nuovo incontro; i tuoi {count} incontri in sospeso restano da parte: "
        "«ecarte play --resume» li elenca."),
    unfinished_offer=lambda match, when, others: (
        f"Hai un incontro in sospeso: {match}; salvato il {when}"
        + (f" ({others} {'altro' if others == 1 else 'altri'}: «ecarte play --resume» li "
           "elenca)" if others else "") + "."),
    go_on_question="Lo riprendi?",
    new_unfinished_kept=lambda hint: (
        f"Comincia un nuovo incontro; quello in sospeso resta da parte; {hint}"),
    going_on=lambda match, described, when: (
        f"Ripresa dell'incontro {match}: {described}; salvato il {when}."),
    elsewhere=lambda busy: f" ({busy} in corso in un altro terminale)" if busy else "",
    no_saved_match=lambda elsewhere: (
        f"non c'è nessun incontro salvato da riprendere{elsewhere}"),
    no_saved_start_question=lambda elsewhere: (
        f"Non c'è nessun incontro salvato da riprendere{elsewhere}. Cominci un nuovo "
        "incontro?"),
    start_one=lambda said: f"{said}: cominciane uno con «ecarte play»",
    unfinished_heading=lambda elsewhere: f"Incontri in sospeso{elsewhere}, dal più recente:",
    choose_with_id="ci sono diversi incontri in sospeso: scegline uno con «ecarte play "
                   "--resume ID» (un identificativo o un numero dell'elenco)",
    none_left="Non resta nessun incontro in sospeso.",
    start_new_question="Cominci un nuovo incontro?",
    drop_question=lambda number, match: (
        f"Abbandoni l'incontro {number} ({match})? Non si potrà più riprendere."),
    nothing_dropped="Non è stato abbandonato nulla.",
    drop_busy=lambda number: (
        f"L'incontro {number} è in corso, o è finito, in un altro terminale: non è stato "
        "abbandonato."),
    drop_failed=lambda number, why: (
        f"Non è stato possibile abbandonare l'incontro {number}: {why}."),
    dropped=lambda number, where: (
        f"Incontro {number} abbandonato; il suo salvataggio è stato spostato in\n    {where}"),
    which_prompt=lambda count: (
        f"Quale incontro? [1-{count}, Invio per l'1; x N abbandona l'incontro N] "),
    which_again=lambda count: (
        f"Scrivi un numero da 1 a {count}, oppure x e un numero per abbandonare quell'"
        "incontro."),
    drop_words=("x", "abbandona"),

    when="alle %H:%M",
    before_first_deal="prima della prima smazzata",
    deal_number=lambda number: f"smazzata {number}",
    game_and_deal=lambda game, deal: f"partita {game}, {deal}",
    at_one_keyboard=lambda first, second: f"{first} e {second} a una sola tastiera",
    against_bot=lambda name, level: f"{name} contro il bot {_level(level)}",
    preset_rules=lambda preset: f"regole {preset}",
    score=lambda first, one, second, two: f"{first} {one} – {second} {two}",
    games=lambda one, two: f" (partite {one}-{two})",
    described=lambda seed, who, rules, reached, score: (
        f"mescolata n. {seed}; {who}, {rules}; {reached}, {score}"),

    save_named=lambda name: f"l'incontro salvato {name}",
    not_a_save=lambda what: f"{what} non è un incontro salvato",
    no_seed=lambda what, most: f"{what} non ha un seed da 0 a {most}",
    no_record=lambda what: f"{what} non contiene nessun registro",
    cannot_resume=lambda what, why: f"{what} non si può riprendere: {why}",
    cannot_replay=lambda what, why: f"{what} non si può rigiocare: {why}",
    too_deep=lambda what: f"{what} è annidata troppo in profondità per essere letta",
    cannot_resume_error=lambda what, kind, error: f"{what} non si può riprendere ({kind}: {error})",
    bad_mode="la sua modalità non è né 'bot' né 'hotseat'",
    no_level="non indica nessun livello di bot",
    unknown_level=lambda level: f"indica un livello di bot che questa versione non ha ({level})",
    bad_delay="la sua attesa non è un numero di secondi da 0 a 60",
    bad_hints="il suo numero di consigli non è un intero da 0 in su",
    bad_flag=lambda flag: f"il suo campo {flag} non è né vero né falso",
    set_aside_failed=lambda error, why: (
        f"{error}; non è stato possibile metterla da parte ({why}), e resta dov'è."),
    set_aside=lambda error, where: f"{error}; è stata spostata in {where}.",
    does_not_replay=lambda fault: f"l'incontro salvato non si rigioca: {fault}",
    not_where_left="l'incontro salvato non si rigioca fino al punto in cui era stato lasciato",
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
