from ecarte.words.names import NamesWords

WORDS = NamesWords(
    bot="Bot",
    told={"Bot": "Bot", "You": "You", "Player 1": "Player 1", "Player 2": "Player 2"},
)
