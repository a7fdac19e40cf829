from ecarte.words.language import LanguageWords

WORDS = LanguageWords(
    no_such=lambda given, known: f"la langue {given} n'existe pas ici\u00a0: choisissez "
                                 f"parmi {known}",
    flag_help="la langue du jeu\u00a0: en (English), fr (français), it (italiano)\u00a0; "
              "sinon le réglage lang, sinon la locale",
)
