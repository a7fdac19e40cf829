from ecarte.words.options import OptionsWords

WORDS = OptionsWords(
    preset=lambda preset: {"french": "française", "italian": "italienne",
                           "auto-king": "club, roi marqué d'office"}.get(preset, preset),
    preset_named=lambda preset: {"french": "française", "italian": "italienne",
                                 "auto-king": "club, roi marqué d'office"}.get(
        preset, preset),
    target=lambda points: f"en {points}\u00a0point{'' if points == 1 else 's'}",
    match=lambda games: ("partie sèche" if games == 1 else "partie liée (deux gagnantes)"
                         if games == 3 else f"en {games // 2 + 1}\u00a0parties gagnantes"),
    packets=lambda packets: f"donne par {packets}",
    king={"ask": "roi annoncé sur demande", "auto": "roi marqué d'office"},
    trumping={"strict": "obligation de couper", "free": "couper au choix"},
    on={"dealer_may_stand_pat": "le donneur peut ne rien écarter",
        "reshuffle_discards": "écarts remêlés quand le talon s'épuise",
        "point_de_refus": "point de refus",
        "penalty_any_refusal": "tout refus pénalisé",
        "game_values": "parties à valeur", "videau": "videau"},
    off={"dealer_may_stand_pat": "le donneur doit écarter",
         "reshuffle_discards": "écarts non remêlés",
         "point_de_refus": "sans point de refus",
         "penalty_any_refusal": "seul le premier refus pénalisé",
         "game_values": "parties sans valeur", "videau": "sans videau"},
    separator=", ",
)
