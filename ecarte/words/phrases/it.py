from ecarte.words.phrases import PhrasesWords

WORDS = PhrasesWords(
    spoken={"propose": "io propongo", "stand": "giocare di prepotenza|di prepotenza|gioco",
            "king": "il re|il re!|re!", "accept": "quante?|quante",
            "refuse": "no!|n|giocare!|giocare"},
)
