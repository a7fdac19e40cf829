from ecarte.words.options import OptionsWords

WORDS = OptionsWords(
    preset=lambda preset: {"french": "francese", "italian": "italiana",
                           "auto-king": "club, Re dichiarato in automatico"}.get(preset, preset),
    preset_named=lambda preset: {"french": "francese", "italian": "italiana",
                                 "auto-king": "club, Re dichiarato in automatico"}.get(
        preset, preset),
    target=lambda points: f"a {points} punt{'o' if points == 1 else 'i'}",
    match=lambda games: ("partita secca" if games == 1 else "due partite su tre"
                         if games == 3 else f"{games // 2 + 1} partite su {games}"),
    packets=lambda packets: f"distribuzione {packets}",
    king={"ask": "Re dichiarato su richiesta", "auto": "Re dichiarato in automatico"},
    trumping={"strict": "obbligo di tagliare", "free": "taglio libero"},
    on={"dealer_may_stand_pat": "il mazziere può non scartare",
        "reshuffle_discards": "scarti rimescolati a tallone finito",
        "point_de_refus": "point de refus",
        "penalty_any_refusal": "ogni rifiuto penalizzato",
        "game_values": "partite con valore", "videau": "videau"},
    off={"dealer_may_stand_pat": "il mazziere deve scartare",
         "reshuffle_discards": "scarti non rimescolati",
         "point_de_refus": "senza point de refus",
         "penalty_any_refusal": "penalizzato solo il primo rifiuto",
         "game_values": "partite senza valore", "videau": "senza videau"},
    separator=", ",
)
