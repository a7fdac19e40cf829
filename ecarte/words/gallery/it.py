from ecarte.words.gallery import GalleryWords

WORDS = GalleryWords(
    help_gallery="aprire la galleria: spettatori guardano l'incontro (vedono il tavolo, "
                 "nessuna mano) e vanno e vengono senza fermarlo; spenta se non richiesta",
    gallery_code="Gli spettatori guardano con questo comando (vedono il tavolo, non le "
                 "mani; vale per quanti ne vengono, fino a tre tentativi sbagliati):",
    default_name="Spettatore",
    watching=lambda name: f"{name} guarda dalla galleria.",
    stopped_watching=lambda name: f"{name} ha lasciato la galleria.",
    watcher_lost=lambda name: f"La connessione di {name} con la galleria è caduta; "
                              "l'incontro continua.",
    watcher_back=lambda name: f"{name} è di nuovo in galleria.",
    no_gallery="questo incontro non ha galleria (chi ospita non l'ha aperta)",
    not_yet="l'incontro non è cominciato: riprova quando entrambi i giocatori saranno al "
            "tavolo",
    gallery_full=lambda most: f"la galleria è piena (al massimo {most} spettatori)",
    help_watch="guardare l'incontro dalla galleria, da spettatore: vedi il tavolo, non "
               "le mani",
    watch_code_needed="per guardare serve il codice della galleria: --code PAROLE, le "
                      "parole che «ecarte host --gallery» mostra per gli spettatori",
    watching_at=lambda address: f"Verso la galleria del tavolo ({address})...",
    back_to_gallery=lambda address: f"Ritorno in galleria ({address})...",
    title=lambda first, second: f"Écarté in rete: guardi {first} contro {second}.\n",
    intro="Sei in galleria: vedi il tavolo e le carte giocate, mai una mano. I "
          "giocatori non sentono la galleria.",
    commands="say TESTO parla alla galleria, table mostra il tavolo, score il punteggio, "
             "help i comandi, quit esce (l'incontro continua).",
    gallery_says=lambda name, text: f"{name} (galleria) dice: {text}",
    you_say=lambda text: f"Dici alla galleria: {text}",
    table_unreadable=lambda why: f"Il tavolo mandato da chi ospita non si può mostrare "
                                 f"({why}).",
    no_table_yet="Le carte non sono ancora state date.",
    you_left="Hai lasciato la galleria; l'incontro continua. Per guardare di nuovo:",
    match_adjourned="L'incontro è aggiornato: i giocatori lo riprenderanno più tardi.",
    match_ended="L'incontro è finito.",
    not_a_gallery="chi ospita ti ha fatto entrare, ma non da spettatori",
    help_say=("say TESTO", "dire qualcosa alla galleria (i giocatori non lo sentono)"),
    help_table="mostrare il tavolo com'è ora",
    help_score="mostrare il punteggio",
    help_quit=("quit", "lasciare la galleria (anche Ctrl-D; l'incontro continua)"),
)
