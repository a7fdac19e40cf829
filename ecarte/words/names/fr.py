from ecarte.words.names import NamesWords

WORDS = NamesWords(
    told={"You": "Joueur", "Player 1": "Joueur 1", "Player 2": "Joueur 2"},
)
