from ecarte.words.records import RecordsWords

WORDS = RecordsWords(
    the_record="la feuille de partie",
    game=lambda game: f"partie {game}",
    deal=lambda game, deal: f"partie {game} donne {deal}",
    parts={"hand": "main", "turnup": "retourne (turnup)", "stock": "talon (stock)",
           "reshuffle": "rebattage (reshuffle)", "action": "coup"},
    kinds={"list": "une liste", "object": "un objet", "int": "un nombre entier",
           "str": "une chaîne"},
    not_an_object="une feuille de partie est un objet JSON",
    format_tag=lambda wanted, found:
        f"l'étiquette de format doit être {wanted}, pas {found}",
    bad_rules=lambda why: f"règles (rules)\u00a0: {why}",
    players="players doit être une liste de deux noms",
    missing=lambda where, key: f"{where}\u00a0: il manque {key}",
    wrong_kind=lambda where, key, kind: f"{where}\u00a0: {key} doit être {kind}",
    not_cards=lambda where: f"{where}\u00a0: il faut une liste de cartes",
    bad_card=lambda where, why: f"{where}\u00a0: {why}",
    game_shape=lambda where: f"{where}\u00a0: il faut un objet avec ses donnes (deals)",
    deal_shape=lambda where: f"{where}\u00a0: il faut un objet",
    dealer=lambda where: f"{where}\u00a0: dealer vaut 0 ou 1",
    hands=lambda where: f"{where}\u00a0: hands doit donner deux mains, place 0 puis place 1",
    action_type=lambda where: f"{where}\u00a0: il faut une chaîne",
    bad_action=lambda where, why: f"{where}\u00a0: {why}",
    hidden=lambda where: f"{where}\u00a0: une feuille de partie nomme les cartes écartées, "
                         f"pas seulement leur nombre",
    match_over="la rencontre est déjà finie",
    game_not_ended=lambda before, game:
        f"la partie {before} n'est pas finie, la partie {game} ne peut donc pas commencer",
    game_over="la partie est déjà finie",
    deal_not_ended=lambda before, deal:
        f"la donne {before} n'est pas finie, la donne {deal} ne peut donc pas commencer",
    loser_deals_first=lambda seat, should:
        f"la place {seat} donne, mais le perdant de la partie précédente donne en "
        f"premier\u00a0: c'est à la place {should} de donner",
    deal_alternates=lambda seat, should:
        f"la place {seat} donne, mais la donne alterne\u00a0: c'est à la place {should} de "
        f"donner",
    no_reshuffle="l'écart demande de rebattre les cartes écartées, mais la donne n'indique "
                 "aucun rebattage",
    deal_ended="la donne était finie avant ce coup",
    unneeded_reshuffle="la donne indique un rebattage dont elle n'a jamais eu besoin",
    at_deal=lambda game, deal: f"partie {game}, donne {deal}",
    at_action=lambda game, deal, action: f"partie {game}, donne {deal}, coup {action}",
)
