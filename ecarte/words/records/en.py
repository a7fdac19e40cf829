from ecarte.words.records import RecordsWords

WORDS = RecordsWords(
    the_record="the record",
    game=lambda game: f"game {game}",
    deal=lambda game, deal: f"game {game} deal {deal}",
    parts={"hand": "hand", "turnup": "turnup", "stock": "stock", "reshuffle": "reshuffle",
           "action": "action"},
    kinds={"list": "a list", "object": "an object", "int": "a whole number",
           "str": "a string"},
    not_an_object="a record is a JSON object",
    format_tag=lambda wanted, found: f"the format tag must be {wanted}, not {found}",
    no_format_tag=lambda wanted: "the record has no format tag: a game record is a JSON "
                                 f'object with "format": {wanted}, "rules" and "games"',
    bad_rules=lambda why: f"rules: {why}",
    players="players must be a list of two names",
    missing=lambda where, key: f"{where} has no {key}",
    wrong_kind=lambda where, key, kind: f"{where}: {key} must be {kind}",
    not_cards=lambda where: f"{where} must be a list of cards",
    bad_card=lambda where, why: f"{where}: {why}",
    game_shape=lambda where: f"{where} must be an object with deals",
    deal_shape=lambda where: f"{where} must be an object",
    dealer=lambda where: f"{where}: dealer must be 0 or 1",
    hands=lambda where: f"{where}: hands must list two hands, seat 0 then seat 1",
    action_type=lambda where: f"{where} must be a string",
    bad_action=lambda where, why: f"{where}: {why}",
    hidden=lambda where: f"{where}: a record names the discarded cards, not only their "
                         f"number",
    match_over="the match is already over",
    game_not_ended=lambda before, game:
        f"game {before} has not ended, so game {game} cannot begin",
    game_over="the game is already over",
    deal_not_ended=lambda before, deal:
        f"deal {before} has not ended, so deal {deal} cannot begin",
    loser_deals_first=lambda seat, should:
        f"seat {seat} deals, but the loser of the last game deals first: seat {should} "
        f"should deal",
    deal_alternates=lambda seat, should:
        f"seat {seat} deals, but the deal alternates: seat {should} should deal",
    no_reshuffle="the exchange needs the discards reshuffled, but the deal lists no "
                 "reshuffle",
    deal_ended="the deal ended before this action",
    unneeded_reshuffle="the deal lists a reshuffle it never needed",
    at_deal=lambda game, deal: f"game {game}, deal {deal}",
    at_action=lambda game, deal, action: f"game {game}, deal {deal}, action {action}",
    card_missing="a card is missing",
    not_a_card=lambda text: f"{text} is not a card: write a rank (7 8 9 10 A J Q K, or T for "
                            f"the ten) then a suit (c d h s, or ♣ ♦ ♥ ♠), like Ks or 10h",
    named_twice=lambda card: f"the {card.pretty} is named twice",
    action_empty="the action is empty",
    takes_nothing=lambda kind: f"{kind} takes nothing after it",
    play_one_card="play takes exactly one card, like 'play Ks'",
    exchange_size="an exchange is of 1 to 5 cards",
    discard_at_most="you can discard at most 5 cards",
    not_an_action=lambda text, kinds: f"{text} is not an action: the actions are {kinds}",
    target_range=lambda value: f"target must be a whole number from 1 to 99, not {value}",
    match_games=lambda value: f"match must be 1, 3 or 5 games, not {value}",
    one_of=lambda name, allowed, value: f"{name} must be one of {allowed}, not {value}",
    true_or_false=lambda name, value: f"{name} must be true or false, not {value}",
    spec_shape="rules must be an object with a preset and/or options",
    preset_name='the preset must be a name, like "club"',
    no_option_of=lambda name, names: f"there is no option {name}: the options are {names}",
    no_option=lambda name: f"there is no option {name}",
    no_preset=lambda name, presets: f"there is no preset {name}: the presets are {presets}",
)
