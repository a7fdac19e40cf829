from ecarte.engine.cards import Card
from ecarte.words import phrasebook
from ecarte.words.review import ReviewWords


def _play(card: Card) -> str:
    return "giocare " + phrasebook("it").the_card(card)


_n = phrasebook("it").counted  # "1 carte", the noun agreed with its count


def _circa(amount: float) -> str:
    return "circa " + phrasebook("it").decimal(amount)


def _a(name: str) -> str:
    return ("ad " if name[:1].lower() in "ae" and name[:1] else "a ") + name


def _dal(chance: float) -> str:
    """ "dal 49%", "dall'80%", "dall'8%", "dall'11%": the article by the figure shown."""
    figure = round(100 * chance)
    vowel = figure in (1, 8, 11) or 80 <= figure <= 89
    return ("dall'" if vowel else "dal ") + phrasebook("it").percent(chance)


def _luck_line(name: str, you: bool, won: bool, score: str, start: float, cards: float,
               decisions: float, other: str, theirs: float | None, match: bool) -> str:
    unit = "incontri" if match else "partite"
    what = "le carte" if theirs is not None else f"le carte e il gioco di {other}"
    ending = "e" if theirs is not None else "i"  # le carte costate, carte e gioco costati
    if abs(cards) < 0.05:
        luck = f"{what} si sono più o meno compensat{ending}"
    elif cards > 0:
        luck = (f"{what} ti hanno dato" if you else f"{what} hanno dato {_a(name)}") + \
            f" {_circa(cards)} {unit}"
    else:
        luck = (f"{what} ti sono costat{ending}" if you else
                f"{what} sono costat{ending} {_a(name)}") + f" {_circa(-cards)} {unit}"
    own = "le tue decisioni ti sono costate" if you else "le sue decisioni sono costate"
    mine = f"{own} quasi nulla" if decisions < 0.05 else f"{own} {_circa(decisions)} {unit}"
    gift = "" if theirs is None or theirs < 0.05 else \
        f", quelle di {other} {'te ne' if you else 'gliene'} hanno restituito " \
        f"{_circa(theirs)} {unit}"
    head = f"{'Hai' if you else name + ' ha'} {'vinto' if won else 'perso'} {score} " \
        f"partendo {_dal(start)} di probabilità"
    return f"{head}: {luck}; {mine}{gift}."


WORDS = ReviewWords(
    choice_bare={"stand": "giocare con le carte che si hanno, senza (altri) cambi",
                 "propose": "proporre un accomodo («propongo»)",
                 "accept": "accettare l'accomodo", "refuse": "rifiutare l'accomodo",
                 "king": "dichiarare il Re di briscola", "double": "raddoppiare la posta",
                 "take": "accettare il raddoppio", "drop": "rifiutare il raddoppio",
                 "concede": "abbandonare la smazzata"},
    choice_play=_play,
    choice_discard=lambda cards: f"scartare {cards}",
    choice_discard_none="non scartare nulla",
    action_bare={"stand": "giocare senza cambi", "propose": "proporre",
                 "accept": "accettare", "refuse": "rifiutare", "king": "dichiarare il Re",
                 "double": "raddoppiare", "take": "accettare il raddoppio",
                 "drop": "lasciare il videau", "concede": "abbandonare la smazzata"},
    action_play_on="giocare",
    action_play=_play,
    action_discard=lambda cards: f"scartare {cards}",
    phase_names={"propose": "giocare o proporre", "answer": "accettare o rifiutare",
                 "discard": "scarti", "king": "Re di briscola", "play": "carte giocate",
                 "double": "videau"},
    kind_names={"propose": "giocare o proporre", "answer": "accettare o rifiutare",
                "discard": "scarti", "king": "Re di briscola", "play": "carte giocate",
                "double": "videau"},
    mark_names={"inaccuracy": "imprecisione", "mistake": "errore",
                "blunder": "errore grave"},
    a_mark={"inaccuracy": "un'imprecisione", "mistake": "un errore",
            "blunder": "un errore grave"},
    a_mark_capital={"inaccuracy": "Un'imprecisione", "mistake": "Un errore",
                    "blunder": "Un errore grave"},
    inaccuracies=lambda n: _n(n, "imprecisione", "imprecisioni"),
    mistakes=lambda n: _n(n, "errore", "errori"),
    blunders=lambda n: _n(n, "errore grave", "errori gravi"),
    no_inaccuracies=lambda n: _n(n, "imprecisione", "imprecisioni") if n else
    "nessuna imprecisione",
    no_mistakes=lambda n: _n(n, "errore", "errori") if n else "nessun errore",
    no_blunders=lambda n: _n(n, "errore grave", "errori gravi") if n else
    "nessun errore grave",
    chance_game="probabilità di vincere la partita",
    chance_match="probabilità di vincere l'incontro",
    chance_game_to=lambda target: "Probabilità di vincere la partita "
                                  f"(a {_n(target, 'punto', 'punti')})",
    chance_match_of=lambda games: f"Probabilità di vincere l'incontro (al meglio di {games} "
                                  "partite)",
    chance_stake="Quota attesa della posta raddoppiata",
    chance_plain="Probabilità di vincere",
    marks_rule=lambda low, mid, high: (
        f"Una decisione viene segnalata quando costa almeno {low} punti percentuali "
        f"(un'imprecisione), {mid} (un errore) o {high} (un errore grave) rispetto alla "
        "scelta migliore."),
    why_none=lambda bound: f"meno di {bound}: nessuna segnalazione",
    why_mark=lambda a_mark, bound: f"{a_mark} ({bound} o più)",
    where=lambda game, deal, action, phase: f"Partita {game}, smazzata {deal}, mossa "
                                            f"{action} ({phase})",
    chose=lambda where, name, played, best: f"{where}: {name}, scelta: {played}; era "
                                            f"meglio {best}.",
    chances_line=lambda of, mine, better, lost, why: (
        f"{of}: {mine} dopo questa scelta, {better} con la scelta migliore: {lost} punti "
        f"percentuali persi, {why}."),
    seat_head=lambda name, decisions, forced: (
        f"{name}: {_n(decisions, 'decisione giudicata', 'decisioni giudicate')}"
        f" ({_n(forced, 'mossa obbligata esclusa', 'mosse obbligate escluse')})."),
    seat_marks=lambda inaccuracies, mistakes, blunders, loss, mean: (
        f"Segnalazioni: {inaccuracies}, {mistakes}, {blunders}. Probabilità perse: {loss} punti "
        f"percentuali in tutto, in media {mean} per decisione."),
    by_phase=lambda phases: f"Per tipo: {phases}.",
    phase_item=lambda phase, decisions: f"{phase} {decisions}",
    list_sep="; ",
    costliest="Le decisioni più costose:",
    none_marked=lambda lost: f"Nessuna decisione è segnalata: la più costosa ha perso {lost} "
                             "punti percentuali.",
    no_loss="Nessuna decisione gli è costata punti.",
    other_marked="Le altre decisioni segnalate:",
    other_line=lambda mark, game, deal, action, played, mine, best, better: (
        f"{mark}: Partita {game}, smazzata {deal}, mossa {action}: {played} ({mine}), "
        f"meglio {best} ({better})."),
    every_title="Tutte le decisioni, in ordine:",
    every_best=lambda where, played, mine: f"{where}: {played} ({mine}), la scelta "
                                           "dell'esperto.",
    every_other=lambda where, played, mine, best, better, mark: (
        f"{where}: {played} ({mine}); l'esperto: {best} ({better})"
        + (f": {mark}." if mark else ".")),
    help_marked="elenca solo le decisioni segnalate (di norma le elenca tutte)",
    book_says={
        "jeu-de-regle": "un jeu de règle: il manuale consiglia di giocare di prepotenza",
        "king-first": "un jeu de règle con il Re di briscola, alla prima decisione: il "
                      "manuale consiglia di proporre (il Re resta, qualunque cosa si cambi)",
        "not-a-jeu": "non è un jeu de règle: il manuale consiglia di proporre",
        "dealer-jeu": "un jeu de règle: il manuale consiglia di rifiutare",
        "dealer-guarded": "semi protetti e briscole in mano: il manuale consiglia di "
                          "rifiutare",
        "dealer-weak": "il manuale consiglia di accettare (la mano è troppo debole per "
                       "giocarla così com'è)",
    },
    book_note="Il manuale sono le regole pratiche dei vecchi trattati di écarté, come le "
              "gioca il bot club; un jeu de règle è una mano che il manuale gioca senza "
              "cambiare carte (chi è di mano gioca di prepotenza, il mazziere rifiuta "
              "l'accomodo).",
    book_keeps=lambda choice: f"secondo il manuale (tenere briscole e re): {choice}",
    book_agrees=lambda book: f"{book[:1].upper()}{book[1:]}; l'esperto è d'accordo.",
    book_departs=lambda book: f"{book[:1].upper()}{book[1:]}; qui l'esperto no.",
    step_question="Rivedere l'incontro, saltando da una mossa segnalata all'altra?",
    luck_line=_luck_line,
    luck_deal=lambda game, deal, before, after, cards, name, mine, other, theirs: (
        f"partita {game}, smazzata {deal}: da {before} a {after}; le carte {cards}, le "
        f"decisioni di {name} {mine}"
        + (f", e quelle di {other} hanno fruttato {_a(name)} {theirs}" if theirs is not None
           else "")),
    luck_title=lambda both: (
        "Fortuna e abilità, smazzata per smazzata (in punti percentuali: "
        + ("la parte delle carte" if both else "la parte delle carte e del gioco "
           "dell'avversario")
        + ", poi quanto le decisioni di questo giocatore gli hanno fatto guadagnare o "
          "perdere"
        + (", e quanto gli hanno dato le decisioni dell'avversario" if both else "") + "):"),
    record_title=lambda n: f"Registro {n}: ",
    versus=lambda title, a, b: f"{title}{a} contro {b}.",
    post_mortem_note="A CARTE SCOPERTE: giudizio dato conoscendo entrambe le mani e il "
                     "tallone, cioè ciò che era possibile con le carte com'erano; nessun "
                     "giocatore poteva vederlo, quindi non è un giudizio equo del gioco.",
    fair_note="Giudizio dell'esperto in base a ciò che ogni giocatore poteva vedere in quel "
              "momento (mai le carte coperte, né quello che è successo dopo).",
    percentages=lambda of, videau: (
        f"Le percentuali indicano la {of}"
        + ("; un raddoppio e la sua risposta valgono la quota attesa della posta "
           "raddoppiata" if videau else "") + "."),
    seat_name=lambda seat: f"Posto {seat + 1}",
    jobs_not_whole=lambda jobs: f"--jobs vuole un numero intero di processi, 1 o più, non "
                                f"{jobs}",
    no_such_player=lambda name, several, names: (
        f"nessun giocatore si chiama {name} "
        + ("nei registri" if several else "nel registro")
        + f": i giocatori sono {names}"),
    record_at=lambda n: f"registro {n}: ",
    not_kept=lambda error: f"non è stato possibile conservare l'analisi: {error}",
    reviewing_bar="Analisi",
    bar_decisions="decisioni",
    record_of=lambda n, total: f"registro {n} di {total}",
    question="Vuoi l'analisi?",
    stopped="Analisi interrotta.",
    reviewing="Analizzo le tue decisioni…",
    reviewing_count=lambda done, total: f"Analizzo le tue decisioni… {done} di {total}",
    all_forced="Non avevi scelte da fare: ogni tua mossa era obbligata.",
    all_good="Ogni tua scelta era quella dell'esperto, o buona quanto quella.",
    costliest_one="La tua decisione più costosa:",
    costliest_of=lambda n, total: f"Le tue decisioni più costose, {n} di {total}:",
    every_decision="Per vedere tutte le decisioni:",
    summary_title=lambda n: "L'esperto ha analizzato la tua decisione: " if n == 1 else
    f"L'esperto ha analizzato le tue {n} decisioni: ",
    summary_marks=lambda a, b, c: f"{a}, {b} e {c}.",
    summary_loss=lambda loss, mean: f"Probabilità perse: {loss} punti percentuali in tutto, "
                                    f"in media {mean} per decisione.",
    by_kind=lambda kinds: f"Per tipo: {kinds}.",
    you_chose=lambda played, best: f"Hai scelto di {played}; l'esperto avrebbe scelto di "
                                   f"{best}.",
    chances_of=lambda what, best, high, played, low: f"{what}: {best} {high}, {played} {low}.",
    verdict_line=lambda what, cost: f"{what}: questa scelta è costata {cost}.",
    not_marked="Nessuna segnalazione (perdita trascurabile)",
    cost_tiny="meno di 0,1 punti percentuali",
    cost_one="1 punto percentuale",
    cost_points=lambda points: f"{points} punti percentuali",
    tutor_interrupted="Il tutor è stato interrotto: non si gioca nulla.",
    tutor_not_played="Mossa non giocata: scegli di nuovo.",
    thinking="Ci penso…",
    tutor_label="Tutor: ",
    tutor_rates=lambda played, a_mark, of, best, high, low: (
        f"per l'esperto {played} è {a_mark}. {of}: {best} {high}, {played} {low}."),
    anyway=lambda action: f"{action} lo stesso?",
    tutor_state_on="Il tutor è attivo: l'esperto ti avverte prima di un errore. Per "
                   "disattivarlo: «tutor no».",
    tutor_state_off="Il tutor è disattivato. Per attivarlo: «tutor sì».",
    tutor_not_setting=lambda word: f"«{word}» non è un'impostazione del tutor: scrivi "
                                   "«tutor sì» o «tutor no».",
    tutor_now_on="Il tutor è attivo: prima di una mossa che l'esperto giudica un errore o "
                 "peggio, te lo dice e ti chiede di confermare.",
    tutor_now_off="Il tutor è disattivato.",
    tutor_word_on="sì",
    tutor_word_off="no",
    help_epilog="""\
FILE è un registro (ecarte-record/1, come lo scrivono play e watch), dei registri in
JSON Lines (come li scrive arena --record), o - per lo standard input. Ogni decisione
dei posti analizzati è giudicata dall'esperto in base a ciò che quel posto vedeva in
quel momento; le percentuali sono la probabilità di vincere la partita (l'incontro, in
un incontro di più partite). --post-mortem giudica invece a carte scoperte, e lo dice.
Codice di uscita: 0 analizzato, 1 un registro irregolare (la frase e la posizione di
verify), 2 un file illeggibile. --json scrive un solo oggetto
(docs/review.md).""",
    help_file="il registro o i registri, - per lo standard input, o il numero di "
              "un incontro conservato (ecarte history)",
    help_seat="analizza solo questo posto",
    help_player="analizza solo il posto di questo giocatore",
    help_jobs="processi di calcolo (l'analisi non ne dipende)",
    help_json="scrivi un solo oggetto JSON",
    help_post_mortem="giudica a carte scoperte, conoscendo entrambe le mani",
)
