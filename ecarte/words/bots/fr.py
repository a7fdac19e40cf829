from ecarte.words.bots import BotsWords

WORDS = BotsWords(
    no_level=lambda given, there: f"il n'y a pas de robot de niveau {given}\u00a0: choisissez "
                                  f"parmi {there}, ou exec:COMMANDE pour un moteur extérieur",
    no_level_here=lambda given, there: f"il n'y a pas de robot de niveau {given} dans ce "
                                       f"programme\u00a0: choisissez parmi {there}",
)
