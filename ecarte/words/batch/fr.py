from ecarte.words.batch import BatchWords

WORDS = BatchWords(
    no_rows="il faut au moins une graine au lot\u00a0: chaque graine joue une partie",
    first_dealer=lambda rows: "le premier donneur est la place 0 ou la place 1, pour "
                              f"toutes les lignes ou une pour chacune des {rows} lignes",
    actions=lambda rows: f"donnez un numéro d'action pour chacune des {rows} lignes",
    illegal=lambda row, number: f"l'action {number} n'est pas permise à la ligne {row} en "
                                "ce moment\u00a0: choisissez-en une que son masque des "
                                "coups permis autorise",
    option=lambda name: f"le moteur par lots ne joue pas l'option de règle {name}\u00a0: "
                        "jouez-la avec le moteur simple",
)
