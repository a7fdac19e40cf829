from ecarte.words.protocol import ProtocolWords

WORDS = ProtocolWords(
    version_remark=lambda asked, spoken:
        f"questo motore non parla il protocollo {asked}: risponde nel protocollo {spoken}, "
        "il più recente che conosce",
    bad_version=lambda shown:
        f"\"protocol\" deve essere un numero intero da 1 in su, la versione più recente "
        f"che parli, non {shown}",
    not_json_at=lambda at: f"la riga non è JSON valido: l'errore è al carattere {at}",
    not_finite=lambda word:
        f"la riga non è JSON valido: {word} non è un numero che JSON possa contenere (i "
        "numeri devono essere finiti)",
    long_number=lambda digits:
        f"la riga contiene un numero di {digits} cifre, più lungo di quanto serva a "
        "qualsiasi richiesta",
    byte_order_mark="la riga comincia con un indicatore di ordine dei byte (BOM): invia "
                    "UTF-8 semplice, senza",
    bad_versions=lambda shown:
        f"\"versions\" deve essere l'elenco delle versioni che parli, numeri interi da 1 "
        f"in su, come [1, 2, 3], non {shown}",
    no_common_version=lambda theirs, ours:
        f"nessuna versione in comune: tu parli le versioni {theirs}, questo motore le "
        f"versioni {ours}",
    option_undeclared=lambda name, there:
        f"non esiste l'opzione {name}: le opzioni sono {there}" if there else
        f"non esiste l'opzione {name}: questo motore non ne dichiara nessuna",
    option_declaration=lambda shown:
        f"ogni opzione si dichiara con un \"name\", un \"type\" (spin, check, combo o "
        f"string) e un \"default\", una spin anche con \"min\" e \"max\", una combo "
        f"con \"values\", ogni nome una volta sola; non {shown}",
    option_spin=lambda name, low, high, value:
        f"l'opzione {name} vuole un numero intero da {low} a {high}, non {value}",
    option_check=lambda name, value: f"l'opzione {name} vuole true o false, non {value}",
    option_combo=lambda name, values, value:
        f"l'opzione {name} vuole uno dei valori {values}, non {value}",
    option_text=lambda name, value:
        f"l'opzione {name} vuole un testo di al massimo 1.000 caratteri, non {value}",
    option_without_name="una richiesta set_option vuole un \"name\", il nome "
                        "dell'opzione come testo, e un \"value\"",
    no_analysis=lambda name:
        f"{name} non fa analisi: chiedila a ecarte engine --level expert",
    analyse_without_view="una richiesta analyse vuole una \"view\", la vista del posto "
                         "in JSON",
    analyse_not_to_act="in questa vista non tocca a questo posto: non c'è niente da "
                       "analizzare",
    analyse_none_legal=lambda allowed:
        f"nessuna delle azioni inviate in \"legal\" è consentita in questa vista; le "
        f"azioni consentite sono {allowed}",
)
