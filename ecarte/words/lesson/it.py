from ecarte.words.lesson import LessonWords

RISPONDERE = ("Chi è di mano esce; chi fa la presa esce alla successiva. Il secondo "
              "giocatore deve: 1.\u00a0rispondere al seme con una carta più alta, se ce "
              "l'ha; 2.\u00a0altrimenti con una carta più bassa dello stesso seme; "
              "3.\u00a0altrimenti (se non ha il seme) tagliare con una briscola, se ce "
              "l'ha; 4.\u00a0altrimenti giocare una carta qualsiasi.")


def _ordinal(at: int, words: tuple[str, ...]) -> str:
    """The ``at``-th (from 0) of a few passages: its word, or its number past them."""
    return words[at] if at < len(words) else str(at + 1)


WORDS = LessonWords(
    offer_question="Prima volta all'Écarté? Vuoi fare prima la lezione di cinque minuti?",
    offer_nothing_changed="Non è cambiato nulla.",
    name_help="il tuo nome al tavolo",
    intro=lambda steps: f"La prima lezione: {steps} mosse, ognuna su una smazzata preparata, "
                        "poi una smazzata di prova contro il bot principiante. Scrivi q per "
                        "uscire in qualsiasi momento.",
    frame_title=lambda number, steps: f"Lezione · passo {number} di {steps}",
    step_title=lambda number, steps, title: f"Passo {number} di {steps}: {title}",
    left="Hai lasciato la lezione. «ecarte learn» la ricomincia da capo.",
    tally=lambda right, steps: (f"{right} {'risposta giusta' if right == 1 else 'risposte giuste'}"
                                f" su {steps} al primo tentativo. Ora una smazzata di prova."),
    the_end="La lezione è finita. Con «ecarte play» giochi contro l'esperto, il bot più "
            "forte; con «ecarte play --level novice» contro il bot principiante di questa "
            "smazzata di prova. «ecarte rules» mostra tutte le regole, e «consiglio», durante "
            "un incontro, chiede all'esperto che cosa giocherebbe al tuo posto.",
    help="Scrivi la tua mossa come in «ecarte play»: una carta (rc, 10q, o la sua posizione), "
         "«prepotenza» per giocare con le carte che hai, «propongo» (p), «quante?» o "
         "«accetto» per accettare, «no» per rifiutare, «re», «scarta Fq 9f». «?» mostra le "
         "mosse possibili, «regole» ripete la regola, q esce.",
    press_enter="Premi Invio per passare al passo successivo. ",
    press_enter_last="Premi Invio per la smazzata di prova. ",
    right=lambda why: f"Giusto. {why}",
    not_quite=lambda why: f"No. {why}",
    try_again="Riprova.",
    the_answer=lambda answer, why: f"La risposta: {answer}. {why}",
    no_conceding=lambda moves: "Nella lezione non si abbandona; " + moves,
    conceding_loses="Abbandonare regala la smazzata a Bot: c'è una mossa migliore.",
    could_throw_too=lambda cards, why: f"Potevi scartare anche {cards}: {why}",
    discard_written=lambda cards: f"scarta {cards}",
    answer_words={"stand": "giocare di prepotenza", "propose": "«propongo»",
                  "accept": "«quante?»", "refuse": "«giocare!»",
                  "king": "«re», per dichiarare il Re"},
    quoted=lambda passage: f"«{passage}»",
    rules_said=lambda quoted: f"La regola: {quoted[0]}" if len(quoted) == 1 else
        "Le regole. " + " ".join(f"{_ordinal(i, ('Prima', 'Seconda', 'Terza'))}: {q}"
                                 for i, q in enumerate(quoted)),
    hint_said=lambda passage: f"Il consiglio del regolamento (una regola pratica, non una "
                              f"regola del gioco): {passage}",
    king_words="re, il re",
    stand_words="prepotenza, di prepotenza, gioco di prepotenza, gioco",
    propose_words="propongo, proporre",
    accept_words="quante, accetto, accettare",
    refuse_words="giocare, no, rifiuto, rifiutare",
    play_words="gioca, gioco",
    discard_words="scarta, scarto, scartare",
    practice_intro="Una partita a 1 punto contro il bot principiante: vince chi fa il primo "
                   "punto. «consiglio» chiede all'esperto che cosa giocherebbe; «aiuto» "
                   "elenca i comandi.",
    practice_left="Hai lasciato la smazzata di prova.",
    practice_leave_question="Lasci la smazzata di prova? Non viene salvata.",
    order_title="L'ordine delle carte",
    order_ask="La briscola è picche. Bot esce con il 10♦. Gioca la tua carta: scrivila (per "
              "esempio «rc» per il R♥) o indica la sua posizione.",
    order_right="L'A♦ batte il 10♦: nell'Écarté l'asso sta sopra il dieci.",
    order_wrong="Devi superare quando puoi, e con l'A♦ puoi: l'asso sta sopra il dieci.",
    order_rules=("32 carte, otto per ciascuno dei quattro semi: fiori ♣, quadri ♦, cuori ♥ e "
                 "picche ♠. In ogni "
                 "seme l'ordine è R D F A 10 9 8 7: l'asso sta fra il fante e il dieci. La "
                 "briscola batte qualsiasi carta di un altro seme.",),
    follow_title="Rispondere e superare",
    follow_ask="Bot esce con il R♥, la carta di cuori più alta. Gioca la tua carta.",
    follow_right="Solo una briscola batte il R♥, e non puoi tagliare finché hai cuori: "
                 "rispondi con una carta di cuori più bassa. Il 9♥ è la carta che costa meno.",
    follow_wrong="Hai cuori, quindi devi rispondere a cuori.",
    follow_rules=(RISPONDERE,),
    follow_fine="È lecito: devi rispondere a cuori, e solo una briscola batte il R♥. Ma la "
                "presa è persa comunque: dai la carta di cuori che costa meno, il 9♥, e tieni "
                "la D♥ per dopo.",
    follow_given="Entrambe le carte di cuori sono lecite, la D♥ e il 9♥; la migliore è il 9♥. "
                 "Solo una briscola batte il R♥, quindi la presa è persa comunque: dai la "
                 "carta di cuori che costa meno e tieni la D♥, che potrà vincere una presa più "
                 "avanti.",
    void_title="Tagliare quando manca il seme",
    void_ask="La briscola è picche. Bot esce con il R♣ e tu non hai fiori. Gioca la tua carta.",
    void_right="Senza fiori devi tagliare, e qualsiasi briscola batte il R♣.",
    void_wrong="Senza fiori devi tagliare.",
    void_rules=(RISPONDERE, "La briscola più alta vince la presa o, senza briscole, la carta "
                            "più alta del seme di uscita."),
    king_title="Il Re di briscola",
    king_ask="Sei di mano e hai giocato di prepotenza; la briscola è picche e hai il R♠. Tocca a "
             "te uscire: prima di tutto, che cosa dici?",
    king_right="Dichiarato prima della tua prima carta, il Re di briscola ti fa segnare subito "
               "1 punto.",
    king_wrong="Così perdi il punto: il Re di briscola conta solo se lo dichiari prima della "
               "tua prima carta (scrivi «re»).",
    king_rules=("Chi ha il Re di briscola può dichiararlo («Il Re!») e segnare 1 punto prima di "
                "giocare la sua prima carta della smazzata: chi è di mano prima di uscire, il "
                "mazziere prima di giocare alla prima presa. Chi non lo dichiara in tempo "
                "perde il punto; a volte conviene nasconderlo.",),
    propose_title="Prepotenza o «propongo»",
    propose_ask="Nuova smazzata: la briscola è picche e sei di mano, senza briscole né figure "
                "(re, donna o fante). Giochi di prepotenza («prepotenza») o proponi "
                "(«propongo»)?",
    propose_right="Con una mano così debole chiedi di cambiare carte («propongo»): se il "
                  "mazziere rifiuta, il rischio è suo.",
    propose_wrong="Giocare di prepotenza senza briscole né figure è proprio il rischio che la "
                  "regola punisce: se non fai tre prese, il mazziere segna 2 invece di 1.",
    propose_rules=("Giocare di prepotenza o rifiutare è un rischio: se chi è di mano gioca "
                   "subito di prepotenza, o il mazziere rifiuta la prima proposta, e quel "
                   "giocatore poi non fa tre prese, l'avversario segna 2 invece di 1.",),
    exchange_title="L'accomodo",
    exchange_ask="Hai proposto e Bot ha accettato («quante?»). La briscola è picche. Scarta le "
                 "carte che non vuoi: «scarta» e le carte, scritte come Rc per il R♥ o 9p per "
                 "il 9♠, o le loro posizioni.",
    exchange_right="Tieni le briscole e i re, scarta il resto: il 7♣ e l'8♦ se ne vanno, "
                   "arrivano carte nuove dal tallone.",
    exchange_wrong="Tieni le briscole e i re, dice la regola pratica: scarta invece il 7♣ e "
                   "l'8♦.",
    exchange_rules=("Dopo l'accettazione, chi è di mano scarta da 1 a 5 carte e ne pesca "
                    "altrettante dal tallone; poi il mazziere fa lo stesso. Nessuno può "
                    "scartare più carte di quante ne restino nel tallone. Gli scarti restano "
                    "coperti: nessuno può più guardarli.",),
    exchange_close="tieni le briscole e i re, scarta il resto.",
    exchange_hints=("All'accomodo tieni le briscole e i re; scarta il resto.",),
    exchange_beyond="Durante il gioco, consigli "
                    "e analisi tengono conto di tutta la mano, del punteggio e di quante carte "
                    "ha cambiato l'avversario. Le briscole contano più di tutto: senza "
                    "briscole, l'esperto può scartare perfino un re per andarle a cercare.",
    vole_title="Fare cappotto",
    vole_ask="Hai giocato di prepotenza e fatto le prime tre prese: il punto è tuo. A Bot "
             "resta una briscola e, se hai contato bene, non ha più quadri. Fai tutte e cinque "
             "le prese: con quale carta esci?",
    vole_right="La D♠ fa cadere l'ultima briscola di Bot; poi il tuo 9♦ non può essere "
               "tagliato, e tutte e cinque le prese, il cappotto, valgono 2 invece di 1.",
    vole_wrong="Bot, senza quadri, deve tagliare il tuo 9♦ e fa una presa: prima fai cadere "
               "la sua ultima briscola con la D♠, e il cappotto è tuo.",
    vole_rules=("Tutte e cinque le prese (fare cappotto): 2 punti.",),
)
