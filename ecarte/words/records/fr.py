from ecarte.engine.cards import Card
from ecarte.words import phrasebook
from ecarte.words.records import RecordsWords


def _the(card: Card) -> str:
    """The card with its article, as the language writes it: "le R♠", "il R♠"."""
    return phrasebook("fr").the_card(card)


WORDS = RecordsWords(
    the_record="la feuille de rencontre",
    game=lambda game: f"partie {game}",
    deal=lambda game, deal: f"partie {game} donne {deal}",
    parts={"hand": "main", "turnup": "retourne (turnup)", "stock": "talon (stock)",
           "reshuffle": "rebattage (reshuffle)", "action": "coup"},
    kinds={"list": "une liste", "object": "un objet", "int": "un nombre entier",
           "str": "une chaîne"},
    not_an_object="une feuille de rencontre est un objet JSON",
    format_tag=lambda wanted, found:
        f"l'étiquette de format doit être {wanted}, pas {found}",
    no_format_tag=lambda wanted: "la feuille de rencontre n'a pas d'étiquette de format\u00a0: "
                                 "une feuille de rencontre est un objet JSON avec "
                                 f'"format": {wanted}, "rules" et "games"',
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
    hidden=lambda where: f"{where}\u00a0: une feuille de rencontre nomme les cartes écartées, "
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
    card_missing="il manque une carte",
    not_a_card=lambda text:
        f"{text} n'est pas une carte\u00a0: la notation des feuilles de rencontre écrit un rang "
        f"(7 8 9 10 A J Q K, ou T pour le dix) puis une couleur (c d h s, ou ♣ ♦ ♥ ♠), "
        f"comme Ks ou 10h",
    named_twice=lambda card: f"{_the(card)} apparaît deux fois",
    action_empty="le coup est vide",
    takes_nothing=lambda kind: f"{kind} ne prend rien après lui",
    play_one_card="play prend une seule carte, comme «\u00a0play Ks\u00a0»",
    exchange_size="un écart est de 1 à 5\u00a0cartes",
    discard_at_most="on écarte au plus 5\u00a0cartes",
    not_an_action=lambda text, kinds: f"{text} n'est pas un coup\u00a0: les coups sont {kinds}",
    target_range=lambda value: f"target est un nombre entier de 1 à 99, pas {value}",
    match_games=lambda value: f"match vaut 1, 3 ou 5\u00a0parties, pas {value}",
    one_of=lambda name, allowed, value: f"{name} vaut {allowed}, pas {value}",
    true_or_false=lambda name, value: f"{name} vaut true ou false, pas {value}",
    spec_shape="les règles sont un objet avec une règle de base (preset) et/ou des options",
    preset_name="la règle de base (preset) est un nom, comme «\u00a0club\u00a0»",
    no_option_of=lambda name, names:
        f"il n'y a pas d'option {name}\u00a0: les options sont {names}",
    no_option=lambda name: f"il n'y a pas d'option {name}",
    no_preset=lambda name, presets:
        f"il n'y a pas de règle de base {name}\u00a0: les règles de base sont {presets}",
)
