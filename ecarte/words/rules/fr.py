from ecarte.words.rules import RulesWords

WORDS = RulesWords(
    pager_note="La règle, page par page\u00a0: espace pour la page suivante, b pour revenir "
               "en arrière, q pour quitter.",
    less_prompt="Pages\u00a0: espace pour avancer, b pour reculer, q pour quitter",
    no_pager_help="afficher tout le texte d'un coup, sans pagination",
)
