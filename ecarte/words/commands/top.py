"""The words of ``ecarte --help`` (and of argparse's own help around it), in each
language. Plain data that imports nothing: ``ecarte.cli`` reads this file for the help
of ``ecarte`` itself without loading ``ecarte.words`` (which loads ``typing`` and ``re``),
so the help starts as fast in French as in English. The commands area
(``ecarte.words.commands``) hands the same words to everything else."""

TOP = {
    "en": {
        "usage": "usage: ",
        "positionals": "positional arguments:",
        "commands": "positional arguments:",  # the heading over the commands
        "colon": ": ",  # after the program's name, before its message: "ecarte play: ..."
        "options": "options:",
        "help": "show this help message and exit",
        "version": "show program's version number and exit",
        "lang": "the language the game speaks: en (English), fr (français), it "
                "(italiano); default: the lang setting, else the locale",
        "code": "CODE",
        "command": "COMMAND",
        "description": "Écarté, the French card game for two, in your terminal.",
        "epilog": "Run 'ecarte COMMAND --help' for the options of a command.",
        "play": "play Écarté against a bot, or hot-seat against a friend",
        "pool": "a pool of three or more at one keyboard: who wins two in a row takes it",
        "chouette": "la chouette: one alone against two or more partners, who point",
        "watch": "watch two bots play a match",
        "learn": "a first lesson: seven moves on prepared deals, then a practice deal",
        "rules": "show the rules of Écarté (paged when longer than the terminal)",
        "verify": "check a game record (ecarte-record/1) move by move with the rules engine",
        "replay": "step through a game record in the terminal, or print it in words",
        "review": "the expert's review of a record: every decision judged, the costly ones "
                  "marked",
        "arena": "play two bots against each other in duplicate (every deal twice, seats "
                 "swapped)",
        "tournament": "rank engines in duplicate: round-robin, gauntlet or an A/B test "
                      "stopped by SPRT, with Elo ratings and intervals",
        "host": "hold a match for a friend who joins over the network, and play it",
        "join": "play a match someone hosts: ecarte join HOST --code WORDS",
        "engine": "serve a bot over JSON lines on stdin/stdout, for referees, GUIs and other "
                  "programs",
        "stats": "what you won and how you play, from your finished matches (and 'stats "
                 "import FILE')",
        "history": "the matches you finished, newest first",
    },
    "fr": {
        "usage": "utilisation\u00a0: ",
        "positionals": "arguments\u00a0:",
        "commands": "commandes\u00a0:",
        "colon": "\u00a0: ",
        "options": "options\u00a0:",
        "help": "afficher cette aide et quitter",
        "version": "afficher la version du programme et quitter",
        "lang": "la langue du jeu\u00a0: en (English), fr (français), it (italiano)\u00a0; "
                "à défaut, le réglage «\u00a0lang\u00a0», puis la langue du système",
        "code": "CODE",
        "command": "COMMANDE",
        "description": "L'Écarté, le jeu de cartes français à deux, dans votre terminal.",
        "epilog": "Tapez «\u00a0ecarte COMMANDE --help\u00a0» pour les options d'une "
                  "commande.",
        "play": "jouer à l'Écarté contre un robot, ou à deux sur un même clavier",
        "pool": "une poule à trois ou plus sur un même clavier\u00a0: qui gagne deux "
                "parties de suite la ramasse",
        "chouette": "la chouette\u00a0: un seul contre deux partenaires ou plus, qui "
                    "indiquent les coups",
        "watch": "regarder deux robots jouer une rencontre",
        "learn": "une première leçon\u00a0: sept coups sur des donnes préparées, puis une "
                 "donne d'entraînement",
        "rules": "la règle de l'Écarté (page par page si elle dépasse le terminal)",
        "verify": "vérifier une feuille de rencontre (ecarte-record/1) coup par coup, "
                  "avec le moteur de règles",
        "replay": "revoir une feuille de rencontre pas à pas dans le terminal, ou la raconter",
        "review": "l'analyse d'une rencontre par l'expert\u00a0: chaque décision jugée, "
                  "les erreurs coûteuses signalées",
        "arena": "opposer deux robots en duplicate, comme au bridge (chaque donne jouée "
                 "deux fois, places échangées)",
        "tournament": "classer des moteurs en duplicate\u00a0: tournoi toutes rondes, défi d'un "
                      "contre tous ou test A/B arrêté par SPRT, avec Elo et intervalles de "
                      "confiance",
        "host": "recevoir un ami qui vous rejoint par le réseau, et jouer la rencontre",
        "join": "rejoindre la rencontre d'un hôte\u00a0: ecarte join HÔTE --code MOTS",
        "engine": "faire jouer un robot via JSON sur stdin/stdout, pour arbitres, "
                  "interfaces graphiques et autres programmes",
        "stats": "vos gains et votre jeu, d'après vos rencontres terminées (et "
                 "«\u00a0stats import FICHIER\u00a0»)",
        "history": "vos rencontres terminées, de la plus récente à la plus ancienne",
    },
    "it": {
        "usage": "uso: ",
        "positionals": "argomenti posizionali:",
        "commands": "argomenti posizionali:",
        "colon": ": ",
        "options": "opzioni:",
        "help": "mostra questo aiuto ed esci",
        "version": "mostra la versione del programma ed esci",
        "lang": "la lingua del gioco: en (English), fr (français), it (italiano); in "
                "mancanza, l'impostazione lang del file di configurazione o la lingua del "
                "sistema",
        "code": "CODICE",
        "command": "COMANDO",
        "description": "L'Écarté, il gioco di carte francese per due, nel tuo terminale.",
        "epilog": "Scrivi «ecarte COMANDO --help» per le opzioni di un comando.",
        "play": "gioca all'Écarté contro un bot, o in due alla stessa tastiera",
        "pool": "una poule in tre o più alla stessa tastiera: chi vince due partite di "
                "fila incassa",
        "chouette": "la chouette: uno solo contro due o più soci, che indicano le mosse",
        "watch": "guarda due bot giocare un incontro",
        "learn": "una prima lezione: sette mosse su smazzate preparate, poi una smazzata "
                 "di prova",
        "rules": "le regole dell'Écarté (a pagine se più lunghe del terminale)",
        "verify": "controlla mossa per mossa un registro con il motore delle regole",
        "replay": "ripercorri un registro nel terminale, o raccontalo a parole",
        "review": "l'analisi dell'esperto su un registro: giudica ogni decisione ed "
                  "evidenzia gli errori che costano",
        "arena": "fai giocare due bot l'uno contro l'altro in duplicato (ogni smazzata "
                 "giocata due volte, scambiando i posti)",
        "tournament": "classifica di motori in duplicato: girone, gauntlet o test A/B "
                      "fermato da SPRT, con Elo e intervalli",
        "host": "ospita un incontro per un amico che si collega in rete, e giocalo",
        "join": "gioca l'incontro che qualcuno ospita: ecarte join HOST --code PAROLE",
        "engine": "mette a disposizione un bot tramite righe JSON su stdin/stdout, per "
                  "gestori di tornei, interfacce grafiche e altri programmi",
        "stats": "cosa hai vinto e come giochi, dai tuoi incontri finiti (e «stats import "
                 "FILE»)",
        "history": "gli incontri che hai finito, dal più recente",
    },
}
"""Each language's words: argparse's headings and its two options' help, ``--lang``, the
description and epilog of ``ecarte``, and each command's one-line help."""
