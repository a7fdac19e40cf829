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
)
