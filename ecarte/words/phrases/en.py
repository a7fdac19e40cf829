from ecarte.words.phrases import PhrasesWords

WORDS = PhrasesWords(
    spoken={"propose": "i propose", "stand": "i stand|play on", "king": "the king|king!",
            "accept": "how many?|how many", "refuse": "i refuse|no|no!|n"},
)
