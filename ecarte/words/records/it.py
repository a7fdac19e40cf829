from ecarte.engine.cards import Card
from ecarte.words import phrasebook
from ecarte.words.records import RecordsWords


def _the(card: Card) -> str:
    """The card with its article, as the language writes it: "le R♠", "il R♠"."""
    return phrasebook("it").the_card(card)


WORDS = RecordsWords(
    the_record="il registro",
    game=lambda game: f"partita {game}",
    deal=lambda game, deal: f"partita {game} smazzata {deal}",
    parts={"hand": "mano", "turnup": "carta voltata (turnup)", "stock": "tallone (stock)",
           "reshuffle": "rimescolata (reshuffle)", "action": "mossa"},
    kinds={"list": "una lista", "object": "un oggetto", "int": "un numero intero",
           "str": "una stringa"},
    not_an_object="un registro è un oggetto JSON",
    format_tag=lambda wanted, found: f"l'etichetta del formato deve essere {wanted}, non "
                                     f"{found}",
    no_format_tag=lambda wanted: "il registro non ha l'etichetta del formato: un registro è "
                                 f'un oggetto JSON con "format": {wanted}, "rules" e "games"',
    bad_rules=lambda why: f"regole (rules): {why}",
    players="players deve essere una lista di due nomi",
    missing=lambda where, key: f"{where}: manca {key}",
    wrong_kind=lambda where, key, kind: f"{where}: {key} deve essere {kind}",
    not_cards=lambda where: f"{where}: serve una lista di carte",
    bad_card=lambda where, why: f"{where}: {why}",
    game_shape=lambda where: f"{where}: serve un oggetto con le sue smazzate (deals)",
    deal_shape=lambda where: f"{where}: serve un oggetto",
    dealer=lambda where: f"{where}: dealer vale 0 o 1",
    hands=lambda where: f"{where}: hands deve elencare due mani, posto 0 poi posto 1",
    action_type=lambda where: f"{where}: serve una stringa",
    bad_action=lambda where, why: f"{where}: {why}",
    hidden=lambda where: f"{where}: un registro indica le carte scartate, non solo quante",
    match_over="l'incontro è già finito",
    game_not_ended=lambda before, game:
        f"la partita {before} non è finita, quindi la partita {game} non può cominciare",
    game_over="la partita è già finita",
    deal_not_ended=lambda before, deal:
        f"la smazzata {before} non è finita, quindi la smazzata {deal} non può cominciare",
    loser_deals_first=lambda seat, should:
        f"fa il mazziere il posto {seat}, ma chi ha perso la partita precedente fa il "
        f"mazziere per primo: tocca al posto {should}",
    deal_alternates=lambda seat, should:
        f"fa il mazziere il posto {seat}, ma il mazziere si alterna: tocca al posto {should}",
    no_reshuffle="l'accomodo richiede di rimescolare gli scarti, ma la smazzata non indica "
                 "alcuna rimescolata",
    deal_ended="la smazzata era finita prima di questa mossa",
    unneeded_reshuffle="la smazzata indica una rimescolata che non è mai servita",
    at_deal=lambda game, deal: f"partita {game}, smazzata {deal}",
    at_action=lambda game, deal, action: f"partita {game}, smazzata {deal}, mossa {action}",
    card_missing="manca una carta",
    not_a_card=lambda text:
        f"{text} non è una carta: la notazione dei registri scrive un valore (7 8 9 10 A J Q "
        f"K, o T per il dieci) poi un seme (c d h s, o ♣ ♦ ♥ ♠), come Ks o 10h",
    named_twice=lambda card: f"{_the(card)} compare due volte",
    action_empty="la mossa è vuota",
    takes_nothing=lambda kind: f"{kind} non vuole nulla dopo",
    play_one_card="play vuole una sola carta, come 'play Ks'",
    exchange_size="un accomodo è di 1-5 carte",
    discard_at_most="si scartano al massimo 5 carte",
    not_an_action=lambda text, kinds: f"{text} non è una mossa: le mosse sono {kinds}",
    target_range=lambda value: f"target è un numero intero da 1 a 99, non {value}",
    match_games=lambda value: f"match vale 1, 3 o 5 partite, non {value}",
    one_of=lambda name, allowed, value: f"{name} vale {allowed}, non {value}",
    true_or_false=lambda name, value: f"{name} vale true o false, non {value}",
    spec_shape="le regole sono un oggetto con una variante (preset) e/o delle opzioni",
    preset_name="la variante (preset) è un nome, come 'club'",
    no_option_of=lambda name, names: f"non c'è un'opzione {name}: le opzioni sono {names}",
    no_option=lambda name: f"non c'è un'opzione {name}",
    no_preset=lambda name, presets: f"non c'è una variante {name}: le varianti sono {presets}",
)
