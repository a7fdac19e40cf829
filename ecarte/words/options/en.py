from ecarte.words.options import OptionsWords

_FLAGS = ("dealer_may_stand_pat", "reshuffle_discards", "point_de_refus",
          "penalty_any_refusal", "game_values", "videau")

WORDS = OptionsWords(
    preset=lambda preset: f"preset {preset}",
    preset_named=lambda preset: preset,
    target=lambda points: f"target {points}",
    match=lambda games: f"match {games}",
    packets=lambda packets: f"packets {packets}",
    king={"ask": "king ask", "auto": "king auto"},
    trumping={"strict": "trumping strict", "free": "trumping free"},
    on={name: f"{name} True" for name in _FLAGS},
    off={name: f"{name} False" for name in _FLAGS},
    separator=", ",
)
