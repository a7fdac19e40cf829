from ecarte.words.names import NamesWords

WORDS = NamesWords(
    told={"You": "Giocatore", "Player 1": "Giocatore 1", "Player 2": "Giocatore 2"},
)
