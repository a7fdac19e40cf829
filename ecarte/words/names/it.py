from ecarte.words.names import NamesWords

WORDS = NamesWords(
    bot="Bot",
    told={"Bot": "Bot", "You": "Giocatore", "Player 1": "Giocatore 1",
          "Player 2": "Giocatore 2"},
)
