# The spaces before : ; ? ! and inside « » are no-break spaces (U+00A0), as French sets them.
from ecarte.words.gallery import GalleryWords


def _elided(word: str, name: str) -> str:
    """"de" before a name, elided before a vowel: "d'Ada", "de Bruno"."""
    return f"{word[:-1]}'{name}" if name[:1].lower() in "aeiouyhàâéèêëîïôûü" else f"{word} {name}"


WORDS = GalleryWords(
    help_gallery="ouvrir la galerie : des spectateurs regardent la rencontre (ils voient "
                 "la table, aucune main) et vont et viennent sans l'arrêter ; non par défaut",
    gallery_code="Les spectateurs regardent avec cette commande (ils voient la table, pas "
                 "les mains ; elle vaut pour tous ceux qui viennent, jusqu'à trois essais "
                 "manqués) :",
    default_name="Spectateur",
    watching=lambda name: f"{name} regarde depuis la galerie.",
    stopped_watching=lambda name: f"{name} a quitté la galerie.",
    watcher_lost=lambda name: f"La liaison {_elided('de', name)} avec la galerie est "
                              "coupée ; la rencontre continue.",
    watcher_back=lambda name: f"{name} est de retour dans la galerie.",
    no_gallery="cette rencontre n'a pas de galerie (l'hôte ne l'a pas ouverte)",
    not_yet="la rencontre n'a pas commencé : réessayez quand les deux joueurs seront à la "
            "table",
    gallery_full=lambda most: f"la galerie est pleine ({most} spectateurs au plus)",
    help_watch="regarder la rencontre depuis la galerie, en spectateur : vous voyez la "
               "table, pas les mains",
    watch_code_needed="pour regarder, il faut le code de la galerie : --code MOTS, les mots "
                      "que « ecarte host --gallery » montre pour les spectateurs",
    watching_at=lambda address: f"Vers la galerie de la table ({address})…",
    back_to_gallery=lambda address: f"Retour à la galerie ({address})…",
    title=lambda first, second: f"Écarté en réseau : vous regardez {first} contre "
                                f"{second}.\n",
    intro="Vous êtes dans la galerie : vous voyez la table et les cartes jouées, jamais "
          "une main. Les joueurs n'entendent pas la galerie.",
    commands="say TEXTE parle à la galerie, table montre la table, score la marque, help "
             "les commandes, quit s'en va (la rencontre continue).",
    gallery_says=lambda name, text: f"{name} (galerie) dit : {text}",
    you_say=lambda text: f"Vous dites à la galerie : {text}",
    table_unreadable=lambda why: f"La table envoyée par l'hôte ne peut être montrée "
                                 f"({why}).",
    no_table_yet="Les cartes ne sont pas encore données.",
    you_left="Vous avez quitté la galerie ; la rencontre continue. Pour regarder de "
             "nouveau :",
    match_adjourned="La rencontre est ajournée : les joueurs la reprendront plus tard.",
    match_ended="La rencontre est finie.",
    not_a_gallery="l'hôte vous a laissé entrer, mais pas en spectateur",
    help_say=("say TEXTE", "dire un mot à la galerie (les joueurs ne l'entendent pas)"),
    help_table="montrer la table telle qu'elle est",
    help_score="montrer la marque",
    help_quit=("quit", "quitter la galerie (aussi Ctrl-D ; la rencontre continue)"),
)
