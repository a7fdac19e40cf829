from ecarte.words.batch import BatchWords

WORDS = BatchWords(
    no_rows="a batch needs at least one seed: one match is played for each seed",
    first_dealer=lambda rows: "the first dealer is seat 0 or seat 1, for every row or "
                              f"one for each of the {rows} rows",
    actions=lambda rows: f"give one action number for each of the {rows} rows",
    illegal=lambda row, number: f"action {number} is not legal in row {row} now: "
                                "choose one the row's legal mask allows",
    option=lambda name: f"the batched engine does not play the rule option {name}: "
                        "play it with the scalar engine",
)
