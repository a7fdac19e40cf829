from ecarte.words.phrases import PhrasesWords

WORDS = PhrasesWords(
    spoken={"propose": "je propose", "stand": "jouer d'autorité|je joue|d'autorité|autorité",
            "king": "le roi|le roi !|roi !", "accept": "combien ?|combien",
            "refuse": "jouez|jouez !|je refuse|non|non !|n"},
)
