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
    bad_versions=lambda shown:
        f"« versions » doit être la liste des versions que vous parlez, des nombres entiers "
        f"à partir de 1, comme [1, 2, 3], et non {shown}",
    no_common_version=lambda theirs, ours:
        f"aucune version en commun : vous parlez les versions {theirs}, ce moteur les "
        f"versions {ours}",
    option_undeclared=lambda name, there:
        f"il n'y a pas d'option {name} : les options sont {there}" if there else
        f"il n'y a pas d'option {name} : ce moteur n'en déclare aucune",
    option_declaration=lambda shown:
        f"chaque option se déclare avec un « name », un « type » (spin, check, combo ou "
        f"string) et un « default », une spin aussi avec « min » et « max », une combo "
        f"avec « values », chaque nom une seule fois ; et non {shown}",
    option_spin=lambda name, low, high, value:
        f"l'option {name} prend un nombre entier de {low} à {high}, et non {value}",
    option_check=lambda name, value:
        f"l'option {name} prend true ou false, et non {value}",
    option_combo=lambda name, values, value:
        f"l'option {name} prend l'une des valeurs {values}, et non {value}",
    option_text=lambda name, value:
        f"l'option {name} prend un texte d'au plus 1 000 caractères, et non {value}",
    option_without_name="une requête set_option demande un « name », le nom de l'option "
                        "en texte, et une « value »",
    no_analysis=lambda name:
        f"{name} ne fait pas d'analyse : demandez-la à ecarte engine --level expert",
    analyse_without_view="une requête analyse demande une « view », la vue du siège en "
                         "JSON",
    analyse_not_to_act="ce n'est pas à ce siège de jouer dans cette vue : il n'y a rien "
                       "à analyser",
    analyse_none_legal=lambda allowed:
        f"aucune des actions envoyées dans « legal » n'est permise dans cette vue ; les "
        f"actions permises sont {allowed}",
)
