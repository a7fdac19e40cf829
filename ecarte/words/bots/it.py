from ecarte.words.bots import BotsWords

WORDS = BotsWords(
    no_level=lambda given, there: f"non c'è nessun bot di livello {given}: scegli fra "
                                  f"{there}, oppure exec:COMMAND per un motore esterno",
    no_level_here=lambda given, there: f"non c'è nessun bot di livello {given} in questo "
                                       f"programma: scegli fra {there}",
)
