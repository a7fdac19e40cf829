from ecarte.words.records import RecordsWords

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
)
