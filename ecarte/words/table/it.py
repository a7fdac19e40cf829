from ecarte.engine.cards import Card
from ecarte.words import phrasebook
from ecarte.words.table import TableWords, capital

_SUITS = ("fiori", "quadri", "cuori", "picche")
LEVELS = {"random": "casuale", "novice": "principiante", "club": "club", "expert": "esperto"}
"""The bots' levels in running text (the command line keeps random, novice, club, expert)."""


def _who(name: str, you: bool) -> str:
    return "tu" if you else name


def _v(name: str, you: bool, yours: str, theirs: str) -> str:
    """The verb in the seat's person, after a name: "hai", "Ada ha"."""
    return yours if you else f"{name} {theirs}"


def _by(name: str, you: bool) -> str:
    """Whose, after a noun of the score sheet: "tua", "di Bot"."""
    return "tua" if you else f"di {name}"


def _da(name: str, you: bool) -> str:
    """By whom, after a participle of the score sheet: "da te", "da Bot"."""
    return "da te" if you else f"da {name}"


def _a(name: str, you: bool) -> str:
    """To a seat: "a te", "ad Ada", "a Bot"."""
    if you:
        return "a te"
    return ("ad " if name[:1].lower() in "aeiou" else "a ") + name


def _q(text: str) -> str:
    return f"«{text}»"


def _article(card: Card) -> str:
    """The article before a card: "il R♠", "la D♥", "l'A♠", "l'8♣"."""
    return phrasebook("it").article(card)


def _the(card: Card) -> str:
    """"il R♠", "la D♥", "l'A♠", "l'8♣"."""
    return phrasebook("it").the_card(card)


def _carte(count: int) -> str:
    return "carta" if count == 1 else "carte"


def _punti(count: int) -> str:
    return f"{count} {'punto' if count == 1 else 'punti'}"


def _sec(seconds: float) -> str:
    return f"{seconds:g}".replace(".", ",")


WORDS = TableWords(
    semicolon="; ",
    you="tu",
    label_score="Punteggio",
    label_deal="Smazzata",
    label_trumps="Briscola",
    label_exchanged="Accomodo",
    label_tricks="Prese",
    label_last_trick="Ultima presa",
    label_this_trick="Presa in corso",
    label_hand="Le tue carte",
    label_discarded="I tuoi scarti",
    label_king="Re",
    label_games="Partite",
    label_rules="Regole",
    label_opponent="Avversario",
    level_name=lambda level: LEVELS.get(level, level),
    title_game=lambda number: f"Partita {number}",
    title_game_of=lambda number, most: f"Partita {number} di {most} al massimo",
    title_deal=lambda number: f"smazzata {number}",
    title_stake=lambda stake: f"posta {stake}",
    first_to=lambda target: f" (a {_punti(target)})",
    games_tally=lambda mine, theirs: f"; partite {mine}-{theirs}",
    deal_row=lambda dealer, you, elder, elder_you:
        f"{capital(_v(dealer, you, 'sei', 'è'))} il mazziere; "
        f"{_v(elder, elder_you, 'sei', 'è')} di mano",
    trump_suit=lambda suit, mark: f"{_SUITS[suit]} {mark}",
    turnup="; carta girata ",
    stock=lambda count: f"; tallone {count}",
    proposals=lambda count: "1 proposta" if count == 1 else f"{count} proposte",
    no_exchange="nessun cambio",
    exchange_counts=lambda counts: f"carte cambiate: {counts}",
    no_exchange_yet="ancora nessun cambio",
    penalty=lambda name, you, stood:
        f"; {'hai' if you else name + ' ha'} "
        f"{'giocato di prepotenza' if stood else 'rifiutato'}: "
        + ("se perdi, l'avversario segna 2 punti" if you else "se perde, segni 2 punti"),
    none_yet="nessuna finora",
    led=lambda name, you: f"{_v(name, you, 'esci', 'esce')} con ",
    then_played=lambda name, you: f", {_v(name, you, 'giochi', 'gioca')} ",
    card_article=_article,
    last_led=lambda name, you: "sei uscito con " if you else f"{name} è uscito con ",
    last_then_played=lambda name, you: ", hai giocato " if you else f", {name} ha giocato ",
    trick_won=lambda name, you: " (presa tua)" if you else f" (presa di {name})",
    played_out="nessuna: la smazzata è finita",
    to_lead=lambda name, you: "tocca a te uscire" if you else f"tocca {_a(name, you)} uscire",
    king_declared=lambda name, you: f"{_v(name, you, 'hai', 'ha')} dichiarato il Re di "
                                    "briscola",
    trumps_mark="briscola",
    deal_over="Fine della smazzata",
    summary_tricks=lambda tally: f"Prese: {tally}.\n",
    no_points="Nessun punto segnato.\n",
    scored=lambda name, you, points:
        f"{'Segni' if you else name + ' segna'} {_punti(points)}",
    summary_score=lambda tally, target: f"Punteggio: {tally} (a {_punti(target)}).",
    game_over="Fine della partita",
    game_won=lambda name, you, mine, theirs:
        f"{capital(_v(name, you, 'vinci', 'vince'))} la partita {mine} a {theirs}.",
    game_counts=lambda value: f"\nVale {value} (posta e valore della partita).",
    games_line=lambda tally, most: f"\nPartite: {tally} (al meglio delle {most}).",
    games_row=lambda tally, most: f"{tally} (al meglio delle {most})",
    game_row=lambda name, you, mine, theirs:
        f"vinta da {'te' if you else name} {mine}-{theirs}",
    match_over="Fine dell'incontro",
    match_won=lambda name, you: f"{capital(_v(name, you, 'hai vinto', 'ha vinto'))} "
                                "l'incontro",
    by_games=lambda mine, theirs: f" per {mine} partite a {theirs}",
    by_points=lambda mine, theirs: f" per {mine} a {theirs}",
    stakes_won=lambda tally: f"\nPoste vinte: {tally}.",
    seed_line=lambda seed: f"\nMescolata n. {seed}: con lo stesso seed "
                           "(--seed) e le stesse mosse si rigioca questo incontro.",
    record_saved="Incontro registrato in",
    score_title="Punteggio",
    sheet_title="Foglio del punteggio",
    sheet_headers=("N.", "Mazziere", "Accomodo", "Re", "Prese", "Punti", "Totale"),
    sheet_empty="Nessuna smazzata finora",
    sheet_in_play="in corso",
    # a record, in no one's person: "proposta tua, accettata da Bot; si gioca"
    sheet_stood=lambda name, you: f"prepotenza {_by(name, you)}",
    sheet_played_on=lambda name, you: "si gioca",
    sheet_proposed=lambda name, you: f"proposta {_by(name, you)}",
    sheet_accepted=lambda name, you: f", accettata {_da(name, you)}",
    sheet_refused=lambda name, you: f", rifiutata {_da(name, you)}",
    sheet_declared=lambda name, you: f"Re dichiarato {_da(name, you)}",
    sheet_conceded=lambda name, you: f"abbandono {_by(name, you)}",
    sheet_doubled=lambda name, you: f"videau chiesto {_da(name, you)}",
    sheet_dropped=lambda name, you: f"videau rifiutato {_da(name, you)}",
    sheet_king_turned="Re girato",
    sheet_taken=lambda name, you, stake: f"videau accettato {_da(name, you)}, posta {stake}",
    sheet_game=lambda game, name, you, mine, theirs:
        f"{'Vinci tu' if you else f'{name} vince'} {mine}-{theirs} (partita\u00a0{game})",
    sheet_caption=lambda first, second: f"Prese e punti: {first}-{second}.",
    sheet_caption_yours=lambda other:
        f"Prese e punti: prima i tuoi, poi quelli di {other}.",
    sheet_key=lambda game, deal: f" La smazzata {game}.{deal} è la smazzata {deal} della "
                                 f"partita {game}.",
    sheet_game_deal=lambda game, deal: f"Partita {game}, smazzata {deal}",
    sheet_deal=lambda deal: f"Smazzata {deal}",
    sheet_dealer=lambda name: f"mazziere {name}",
    sheet_tricks=lambda tricks: f"prese {tricks}",
    sheet_score=lambda score: f"punteggio {score}",
    practice_undo=lambda used: f"Incontro di allenamento (mosse annullate contro il bot): "
                               f"{used}.",
    practice_used=lambda used: f"Mosse annullate: {used}.",
    play_on_word="gioco",
    move_words={"play": "gioca", "discard": "scarta", "stand": "prepotenza",
                "propose": "propongo", "accept": "accetto", "refuse": "no",
                "king": "re", "concede": "abbandono", "double": "raddoppio",
                "take": "tengo", "drop": "lascio"},
    command_words={"moves": "mosse", "help": "aiuto", "rules": "regole",
                   "score": "punteggio", "log": "cronaca", "hint": "consiglio",
                   "undo": "annulla", "quit": "esci", "sheet": "foglio",
                   "speed": "velocità", "tutor": "tutor"},
    speed_words={"fast": "veloce", "normal": "normale", "slow": "lenta"},
    switch_words={"on": "sì", "off": "no"},
    command_meta="comando",
    too_long=lambda length: f"Questa riga è lunga {length} caratteri; una mossa è qualche "
                            f"parola, come {_q('propongo')} o {_q('rc')}. Scrivi ? per le "
                            "mosse possibili.",
    control_characters="Questa riga contiene caratteri di controllo che non so leggere. "
                       f"Scrivi una mossa, come {_q('propongo')} o {_q('rc')}, o ? per le "
                       "mosse possibili.",
    empty_line=f"Scrivi una mossa, ? per le mosse possibili, o {_q('aiuto')} per i "
               "comandi.",
    no_move_now="Non c'è nessuna mossa da fare ora: premi Invio per continuare, o scrivi "
                "un comando (punteggio, foglio, cronaca, aiuto, esci).",
    name_discards=lambda alone: "Indica le carte da scartare, per posizione o per nome: "
                                f"{_q('scarta 1 4')} o {_q('scarta 7f 8q')}"
                                + (f"; {_q('scarta')} da solo tiene tutte e cinque le "
                                   "carte." if alone else "."),
    play_one=f"Una carta alla volta, come {_q('gioca rc')} o semplicemente {_q('rc')}.",
    which_card=f"Quale carta? Scrivila, come {_q('rc')} o {_q('10q')}, o la sua posizione.",
    play_alone=f"{_q('gioca')} da solo non è una mossa qui: scrivi {_q('prepotenza')} "
               f"per giocare con queste carte, o {_q('propongo')} (o p) per cambiarne "
               "qualcuna.",
    play_takes_card=f"{_q('gioca')} vuole una carta, come {_q('gioca rc')}. Scrivi ? per "
                    "le mosse possibili.",
    tutor_takes=f"{_q('tutor')} vuole una parola: {_q('tutor sì')} o {_q('tutor no')}.",
    speed_takes=lambda word: f"{_q(word)} vuole una parola, come {_q('velocità veloce')}, "
                             f"{_q('velocità lenta')} o {_q('velocità 0,5')} (secondi).",
    takes_nothing=lambda word: f"{_q(word)} non vuole niente dopo.",
    unknown_word=lambda word: f"Non conosco {_q(word)}. Scrivi ? per le mosse possibili, "
                              f"o {_q('aiuto')} per i comandi.",
    play_one_alone=f"Una carta alla volta, come {_q('rc')} o la sua posizione.",
    not_time_stand="Non è il momento di giocare una carta: prima scegli se giocare così o "
                   "proporre.",
    not_time_answer="Non è il momento di giocare una carta: accetta o rifiuta.",
    not_time_double="Non è il momento di giocare una carta: accetta o rifiuta il videau.",
    not_time="Non è il momento di giocare una carta: scrivi ? per le mosse.",
    no_position=lambda word, held: f"Non c'è la carta {word}: le tue carte sono numerate "
                                   f"da 1 a {held}.",
    named_twice=lambda card: f"Hai nominato due volte {phrasebook('it').the_card(card)}.",
    you_may_play=lambda cards: " Puoi giocare " + " o ".join(
        [", ".join(_the(c) for c in cards[:-1]), _the(cards[-1])] if len(cards) > 1
        else [_the(c) for c in cards]) + ".",
    legal="mosse possibili: ",
    discard_range=lambda fewest, most, cards: f"scarta da {fewest} a {most} fra {cards}",
    discard_exact=lambda most, cards: f"scarta {most} fra {cards}",
    help_commands={
        "propose": "propongo, p", "stand": "prepotenza, gioco", "accept": "accetto, a",
        "refuse": "no", "discard": "scarta 1 4", "play": "rc, R♥, 10c, 3",
        "king": "re", "videau": "raddoppio, tengo, lascio", "concede": "abbandono",
        "moves": "? o mosse", "hint": "consiglio", "undo": "annulla",
        "score": "punteggio, cronaca, foglio", "speed": "velocità veloce",
        "tutor": "tutor sì", "rules": "regole", "quit": "esci", "tab": "Tab",
        "keys": "Ctrl-C, Ctrl-D"},
    help_texts={
        "propose": "«propongo»: chiedi l'accomodo, un cambio di carte (solo chi è di mano)",
        "stand": "gioca con le carte che hai, senza cambiarne; prima di ogni cambio è "
                 "giocare di prepotenza (solo chi è di mano)",
        "accept": "accetta l'accomodo (solo il mazziere)",
        "refuse": "«no!»: rifiuta l'accomodo, si gioca subito (solo il mazziere)",
        "discard": "scarta delle carte per posizione o per nome: scarta 7f 8q",
        "play": "gioca una carta per nome o per posizione (va bene anche gioca rc); "
                "quando puoi giocare una sola carta, Invio la gioca; durante l'accomodo, "
                "se scrivi solo le carte ti viene chiesta conferma",
        "king": "dichiara il Re di briscola per 1 punto, prima della tua prima carta (il "
                "gioco te lo ricorda prima che tu lo perda giocando una carta)",
        "videau": "il videau (il raddoppio della posta), se le regole lo prevedono",
        "concede": "abbandona la smazzata: l'avversario segna il punto (cappotto se non "
                   "hai prese); chiede prima conferma, dicendo quanto costa",
        "moves": "una riga «mosse possibili: ...» con le mosse come puoi scriverle; "
                 "«scarta da N a M fra CARTE» vuol dire da N a M di quelle carte, a scelta",
        "hint": "il consiglio dell'esperto, contro qualunque bot tu giochi, con la "
                "probabilità di ogni scelta; un incontro con consigli non conta per la tua "
                "classifica (chiede prima conferma)",
        "undo": "annulla l'ultima mossa se nessuno ha risposto e non hai pescato "
                "carte; contro un bot l'incontro diventa d'allenamento e non conta per la "
                "tua classifica (chiede prima conferma)",
        "score": "il punteggio; cos'è successo in questa smazzata; il foglio del punteggio",
        "speed": "la pausa del bot: veloce, normale, lenta, o secondi (velocità 0,5)",
        "tutor": "l'esperto ti avverte prima di un errore e ti chiede di confermare; "
                 "tutor no lo disattiva",
        "rules": "le regole dell'Écarté",
        "quit": "esci; l'incontro viene salvato: ecarte play --resume lo riprende",
        "tab": "completa una mossa; Su/Giù richiamano le righe precedenti",
        "keys": "annulla la riga (poi chiede prima di uscire); esci subito"},
    doubles=lambda other, stake: f"{other} chiede il videau. {_q('tengo')}: si continua "
                                 f"con la posta a {stake}; {_q('lascio')}: perdi subito "
                                 "questa partita alla posta attuale.",
    elder_turn="Sei di mano: giochi con queste carte («prepotenza») o proponi di cambiarne "
               "qualcuna («propongo», p)?",
    elder_turn_again="Sei di mano: giochi con queste carte («gioco») o proponi di cambiarne "
                     "ancora qualcuna («propongo», p)?",
    stand_costs=" Giocare senza cambiare è giocare di prepotenza: se fai meno di 3 prese "
                "paghi 2 punti, non 1.",
    answer_turn=lambda other: f"Accetti la proposta di {other} («accetto», a) o la "
                              "rifiuti («no») e si gioca subito?",
    refusal_costs=" Rifiutare costa 2 punti, non 1, se fai meno di 3 prese.",
    discard_turn=lambda fewest, most, example:
        f"Scarta {f'da {fewest} a {most}' if most > fewest else most} {_carte(most)} e "
        f"pescane altrettante: scrivi posizioni o nomi, come {_q('scarta ' + example)}.",
    discard_alone=f" {_q('scarta')} da solo tiene tutte e cinque le carte.",
    your_lead="Tocca a te uscire: scrivi una carta (come rc) o la sua posizione.",
    follow_turn=lambda only: f"Tocca a te: {'devi' if only else 'puoi'} giocare ",
    cards_or=" o ",
    end_of_sentence=".",
    king_turn=f" Hai il Re di briscola: scrivi {_q('re')} per dichiararlo e segnare 1 "
              "punto: ora o mai più (va fatto prima della tua prima carta).",
    concede_question=lambda other, points, match, game:
        f"Abbandoni questa smazzata? {other} "
        + ("fa cappotto, 2 punti, perché non hai prese" if points == 2 else
           "segna il punto" if points == 1 else f"segna {points} punti")
        + (" e vince l'incontro" if match else " e vince la partita" if game else "")
        + ".",
    discard_question=lambda cards, count:
        f"Scarti {cards} e peschi {'una carta' if count == 1 else f'{count} carte'}?",
    king_question=lambda king, card, itself:
        f"Hai {_the(king)}, il Re di briscola: lo dichiari per 1 punto "
        f"{'giocandolo' if itself else f'prima di giocare {_the(card)}'}? "
        "(No: rinunci al punto.)",
    hint_question="Il consiglio viene dall'esperto: se lo chiedi, l'incontro non conterà "
                  "per il tuo punteggio Elo. Vuoi vederlo?",
    hint_again="Vuoi vedere il consiglio? Allora questo incontro non conterà per il tuo "
               "punteggio Elo.",
    no_hint="Niente consiglio: questo incontro conta ancora per il tuo punteggio Elo.",
    undo_question="Se annulli una mossa, l'incontro diventa d'allenamento e non conta per "
                  "il tuo punteggio Elo. La annulli?",
    undo_unrated="Se annulli una mossa, l'incontro diventa d'allenamento. La annulli?",
    cannot_undo=lambda why: f"Non puoi annullare: {why}.",
    nothing_taken_back="Non è stato annullato niente.",
    taken_back="Mossa annullata. La posizione è quella di prima della tua mossa.",
    now_practice=" Ora è un incontro d'allenamento.",
    undo_makes_practice=" Annullare una mossa contro il bot rende questo incontro "
                        "d'allenamento (il suo registro e il suo riepilogo lo dicono).",
    speed_is=lambda seconds: f"La pausa del bot è di {_sec(seconds)} s. Cambiala con "
                             f"{_q('velocità veloce')}, {_q('velocità normale')}, "
                             f"{_q('velocità lenta')} o {_q('velocità 0,5')}.",
    not_a_speed=lambda word: f"{_q(word)} non è una velocità: di' veloce, normale, lenta, "
                             "o i secondi da 0 a 10.",
    speed_now=lambda seconds: "Ora il bot gioca senza pausa." if not seconds else
    f"Ora il bot fa una pausa di {_sec(seconds)} s prima di ogni mossa.",
    chance_default="la partita",
    chance_match=lambda most: f"l'incontro (al meglio delle {most} partite)",
    chance_game=lambda target: f"questa partita (a {_punti(target)})",
    chance_stake=lambda stake: f" con la posta a {stake}",
    chance_in_match=lambda number, most: f", partita {number} di un incontro al meglio "
                                         f"delle {most}",
    hint_line=lambda level, action: f"Consiglio (bot {LEVELS.get(level, level)}): {action}.",
    hint_play=lambda card, drawn: f"gioca {drawn}",
    chance_line=lambda of: f"\nProbabilità di vincere {of}: ",
    chance_item=lambda action, chance: f"{action} {chance}",
    book_choice="\nIl bot si attiene alla scelta del manuale, salvo che il suo calcolo sia "
                "chiaramente migliore.",
)
