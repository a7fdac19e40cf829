from ecarte.words.language import LanguageWords

WORDS = LanguageWords(
    no_such=lambda given, known: f"there is no language {given}: choose one of {known}",
    flag_help="the language the game speaks: en (English), fr (français), it (italiano); "
              "default: the lang setting, else the locale",
)
