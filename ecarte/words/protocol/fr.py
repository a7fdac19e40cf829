from ecarte.words.protocol import ProtocolWords

WORDS = ProtocolWords(
    version_remark=lambda asked, spoken:
        f"ce moteur ne parle pas le protocole {asked} : il répond dans le protocole "
        f"{spoken}, le plus récent qu'il connaisse",
    bad_version=lambda shown:
        f"« protocol » doit être un nombre entier à partir de 1, la version la plus récente "
        f"que vous parlez, et non {shown}",
    not_json_at=lambda at:
        f"la ligne n'est pas du JSON valide : l'erreur est au caractère {at}",
    not_finite=lambda word:
        f"la ligne n'est pas du JSON valide : {word} n'est pas un nombre que JSON puisse "
        "contenir (les nombres doivent être finis)",
    long_number=lambda digits:
        f"la ligne contient un nombre de {digits} chiffres, plus long qu'aucune requête "
        "n'en a besoin",
    byte_order_mark="la ligne commence par une marque d'ordre des octets : envoyez de "
                    "l'UTF-8 simple, sans cette marque",
)
