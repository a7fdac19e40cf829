from ecarte.words.rules import RulesWords

WORDS = RulesWords(
    pager_note="The rules, in a pager: space for the next page, b back, q to come back.",
    less_prompt="Rules: space for the next page, b back, q to come back",
    no_pager_help="print the whole text without a pager",
)
