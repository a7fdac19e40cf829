from ecarte.words.bots import BotsWords

WORDS = BotsWords(
    no_level=lambda given, there: f"there is no bot level {given}: choose one of {there}, "
                                  "or exec:COMMAND for an outside engine",
    no_level_here=lambda given, there: f"there is no bot level {given} in this process: "
                                       f"choose one of {there}",
)
