from ecarte.words.language import LanguageWords

WORDS = LanguageWords(
    no_such=lambda given, known: f"la lingua {given} non c'è: scegli fra {known}",
    flag_help="la lingua del gioco: en (English), fr (français), it (italiano); "
              "altrimenti l'impostazione lang, altrimenti la locale",
)
