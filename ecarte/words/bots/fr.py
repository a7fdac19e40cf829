from ecarte.words.bots import BotsWords

WORDS = BotsWords(
    no_level=lambda given, there: f"il n'y a pas de bot de niveau {given}\u00a0: choisissez "
                                  f"parmi {there}, ou exec:COMMAND pour un moteur externe",
    no_level_here=lambda given, there: f"il n'y a pas de bot de niveau {given} dans ce "
                                       f"programme\u00a0: choisissez parmi {there}",
)
