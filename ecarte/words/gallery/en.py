from ecarte.words.gallery import GalleryWords

WORDS = GalleryWords(
    help_gallery="let bystanders watch the match (the gallery): they see the table and "
                 "no hand, and come and go without stopping it; off by default",
    gallery_code="Bystanders may watch with this command (they see the table, not the "
                 "hands; it works for as many as come, until three wrong tries):",
    default_name="Bystander",
    watching=lambda name: f"{name} is watching from the gallery.",
    stopped_watching=lambda name: f"{name} left the gallery.",
    watcher_lost=lambda name: f"{name}'s connection to the gallery dropped; the match goes "
                              "on.",
    watcher_back=lambda name: f"{name} is back in the gallery.",
    no_gallery="this match takes no bystanders (the host did not open the gallery)",
    not_yet="the match has not begun: try again once both players are at the table",
    gallery_full=lambda most: f"the gallery is full ({most} bystanders at most)",
    help_watch="watch the match from the gallery, as a bystander: you see the table, not "
               "the hands",
    watch_code_needed="watching needs the gallery's code: --code WORDS, the words 'ecarte "
                      "host --gallery' shows for bystanders",
    watching_at=lambda address: f"Going to the gallery of the table at {address}...",
    back_to_gallery=lambda address: f"Coming back to the gallery at {address}...",
    title=lambda first, second: f"Écarté over the network: you watch {first} against "
                                f"{second}.\n",
    intro="You are in the gallery: you see the table and what is played, never a hand. "
          "The players do not hear the gallery.",
    commands="say TEXT talks to the gallery, table shows the table, score the score, "
             "help the commands, quit leaves (the match goes on).",
    gallery_says=lambda name, text: f"{name} (gallery) says: {text}",
    you_say=lambda text: f"You say to the gallery: {text}",
    table_unreadable=lambda why: f"The table the host sent cannot be shown ({why}).",
    no_table_yet="The cards have not been dealt yet.",
    you_left="You left the gallery; the match goes on. To watch again:",
    match_adjourned="The match is adjourned: the players go on with it later.",
    match_ended="The match ended.",
    not_a_gallery="the host let us in, but not as a bystander",
    help_say=("say TEXT", "say something to the gallery (the players do not hear it)"),
    help_table="show the table as it is now",
    help_score="show the score",
    help_quit=("quit", "leave the gallery (also Ctrl-D; the match goes on)"),
)
