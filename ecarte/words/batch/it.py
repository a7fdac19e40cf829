from ecarte.words.batch import BatchWords

WORDS = BatchWords(
    no_rows="un lotto ha bisogno di almeno un seme: si gioca una partita per ogni seme",
    first_dealer=lambda rows: "il primo mazziere è il posto 0 o il posto 1, per tutte le "
                              f"righe o uno per ciascuna delle {rows} righe",
    actions=lambda rows: f"date un numero di azione per ciascuna delle {rows} righe",
    illegal=lambda row, number: f"l'azione {number} non è lecita ora nella riga {row}: "
                                "sceglietene una permessa dalla sua maschera delle mosse "
                                "lecite",
    option=lambda name: f"il motore a lotti non gioca l'opzione di regola {name}: "
                        "giocatela con il motore semplice",
)
