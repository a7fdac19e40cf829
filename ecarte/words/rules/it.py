from ecarte.words.rules import RulesWords

WORDS = RulesWords(
    pager_note="Le regole, una pagina alla volta: spazio per la pagina seguente, b per "
               "tornare indietro, q per uscire.",
    less_prompt="Regole: spazio pagina seguente, b indietro, q per uscire",
    no_pager_help="mostra tutto il testo di seguito, senza paginazione",
)
