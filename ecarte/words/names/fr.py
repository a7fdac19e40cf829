from ecarte.words.names import NamesWords

WORDS = NamesWords(
    bot="Robot",
    told={"Bot": "Robot", "You": "Joueur", "Player 1": "Joueur 1", "Player 2": "Joueur 2"},
)
