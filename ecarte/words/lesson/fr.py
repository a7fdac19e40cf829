"""The lesson in French (no-break spaces, U+00A0, before : ; ? ! and inside « »)."""

from ecarte.words.lesson import LessonWords

SUIVRE = ("Le premier entame ; le gagnant de chaque levée entame la suivante. Le second "
          "joueur doit : 1. fournir une carte plus haute de la couleur demandée s'il en a "
          "une ; 2. sinon, une carte plus basse de cette couleur ; 3. s'il ne peut pas "
          "fournir, couper d'un atout s'il en a un ; 4. sinon, jouer n'importe quelle "
          "carte.")


def _plural(count: int, word: str) -> str:
    return word if count <= 1 else word.replace(" ", "s ") + "s"


def _ordinal(at: int, words: tuple[str, ...]) -> str:
    """The ``at``-th (from 0) of a few passages: its word, or its number past them."""
    return words[at] if at < len(words) else str(at + 1)


_NUMBERS = ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf",
            "dix", "onze", "douze")


def _number(count: int) -> str:
    """A small count in letters, as French prose writes it: "sept coups"."""
    return _NUMBERS[count] if 0 <= count < len(_NUMBERS) else str(count)


WORDS = LessonWords(
    offer_question="Vous découvrez l'écarté ? Voulez-vous d'abord suivre la leçon de cinq "
                   "minutes ?",
    offer_nothing_changed="Rien n'a été modifié.",
    name_help="votre nom à la table",
    intro=lambda steps: f"Première leçon : {_number(steps)} coups, chacun sur une donne "
                        "préparée, puis "
                        "une donne d'entraînement contre Robot, au niveau novice. Tapez q pour "
                        "quitter à tout moment.",
    frame_title=lambda number, steps: f"Leçon · étape {number} sur {steps}",
    step_title=lambda number, steps, title: (f"Étape {number} sur {steps} : "
                                             f"{title[:1].lower()}{title[1:]}"),
    left="Vous avez quitté la leçon. « ecarte learn » la reprend depuis le début.",
    tally=lambda right, steps: f"{right} {_plural(right, 'bonne réponse')} sur {steps} du "
                               "premier coup. Place à une donne d'entraînement.",
    the_end="La leçon est terminée. « ecarte play » lance une rencontre contre Robot au niveau "
            "expert, le plus fort ; « ecarte play --level novice », contre Robot au niveau "
            "de cette donne d'entraînement. « ecarte rules » montre toute la règle, "
            "et « conseil », pendant "
            "une rencontre, demande à l'expert ce qu'il jouerait à votre place.",
    help="Tapez votre coup comme dans « ecarte play » : une carte (rc, 10k, ou sa position dans "
         "la main), jouer d'autorité (« jouer » ou « je joue »), "
         "proposer (p ou « je propose »), accepter "
         "(a ou « combien »), refuser (r), roi, écarter Vk 9t. « ? » montre les coups permis, "
         "« règles » redit la règle, q quitte la leçon.",
    press_enter="Appuyez sur Entrée pour passer à l'étape suivante. ",
    press_enter_last="Appuyez sur Entrée pour la donne d'entraînement. ",
    right=lambda why: f"Bien joué. {why}",
    not_quite=lambda why: f"Pas tout à fait. {why}",
    try_again="Essayez encore.",
    the_answer=lambda answer, why: f"La réponse : {answer}. {why}",
    no_conceding=lambda moves: "Pas d'abandon pendant la leçon ; " + moves,
    conceding_loses="Abandonner, c'est offrir la donne à Robot : il y a mieux à faire.",
    could_throw_too=lambda cards, why: f"Vous pouviez écarter aussi {cards} : {why}",
    discard_written=lambda cards: f"écarter {cards}",
    answer_words={"stand": "jouer d'autorité", "propose": "« je propose »",
                  "accept": "« combien ? »", "refuse": "refuser",
                  "king": "« roi », pour marquer le roi"},
    quoted=lambda passage: f"« {passage} »",
    rules_said=lambda quoted: f"La règle : {quoted[0]}" if len(quoted) == 1 else
        "Les règles. " + " ".join(
            f"{_ordinal(i, ('Première', 'Deuxième', 'Troisième'))} : {q}"
            for i, q in enumerate(quoted)),
    hint_said=lambda passage: f"Conseil (un principe, pas une règle) : {passage}",
    king_words="roi, le roi",
    stand_words="jouer, je joue, autorité, d'autorité",
    propose_words="proposer, je propose, propose",
    accept_words="accepter, j'accepte, combien",
    refuse_words="refuser, je refuse",
    play_words="jouer, joue",
    discard_words="écarter, ecarter, écarte, ecarte",
    practice_intro="Une partie en 1 point contre Robot, au niveau novice : le premier point la "
                   "gagne. « conseil » demande à l'expert ce qu'il jouerait ; « aide » "
                   "liste les commandes.",
    practice_left="Vous avez quitté la donne d'entraînement.",
    practice_leave_question="Quitter la donne d'entraînement ? Elle n'est pas enregistrée.",
    order_title="L'ordre des cartes",
    order_ask="Atout pique. Robot entame du 10♦. Jouez votre carte : tapez-la (par exemple "
              "« rc » pour le R♥) ou donnez sa position dans la main.",
    order_right="L'A♦ bat le 10♦ : à l'écarté, l'as est au-dessus du dix.",
    order_wrong="Il faut monter quand on le peut, et l'A♦ prend la levée : l'as est "
                "au-dessus du dix.",
    order_rules=("Trente-deux cartes, huit dans chacune des quatre couleurs : trèfle ♣, carreau ♦, "
                 "cœur ♥ et pique ♠. "
                 "Dans chaque couleur, l'ordre est R D V A 10 9 8 7 : l'as se place entre le "
                 "valet et le dix. L'atout bat toute carte d'une autre couleur.",),
    follow_title="Fournir et monter",
    follow_ask="Robot entame du R♥, le plus haut des cœurs. Jouez votre carte.",
    follow_right="Seul un atout bat le R♥, et vous ne pouvez pas couper tant que vous avez du "
                 "cœur : vous fournissez donc d'un cœur plus bas. Le 9♥, votre plus petit "
                 "cœur, est celui qu'il faut jouer.",
    follow_wrong="Vous avez du cœur : vous devez en fournir.",
    follow_rules=(SUIVRE,),
    follow_fine="C'est permis : vous devez fournir à cœur, et seul un atout bat le R♥. Mais la "
                "levée est perdue de toute façon : donnez votre plus petit cœur, le 9♥, et "
                "gardez la D♥ pour plus tard.",
    follow_given="Vos deux cœurs sont permis, la D♥ et le 9♥ ; le meilleur est le 9♥. Seul un "
                 "atout bat le R♥, la levée est donc perdue de toute façon : donnez votre "
                 "plus petit cœur et gardez la D♥, qui pourra faire une levée plus tard.",
    void_title="Couper faute de couleur",
    void_ask="Atout pique. Robot entame du R♣ et vous n'avez pas de trèfle. Jouez votre "
             "carte.",
    void_right="Sans trèfle, vous devez couper, et n'importe quel atout bat le R♣.",
    void_wrong="Sans trèfle, vous devez couper.",
    void_rules=(SUIVRE, "Le plus fort atout gagne la levée, ou, sans atout, la plus forte "
                        "carte de la couleur demandée."),
    king_title="Le roi d'atout",
    king_ask="Vous êtes le premier et vous avez joué d'autorité ; atout pique, et vous avez le "
             "R♠. À vous d'entamer : d'abord, que dites-vous ?",
    king_right="Annoncé avant votre première carte, le roi d'atout vous rapporte aussitôt "
               "un point.",
    king_wrong="Vous perdriez ce point : le roi d'atout ne compte que s'il est annoncé avant votre "
               "première carte (tapez « roi »).",
    king_rules=("Qui tient le roi d'atout peut l'annoncer (“le roi !”) et marquer un point "
                "avant de jouer sa première carte de la donne : le premier avant d'entamer, "
                "le donneur avant de jouer à la première levée. Qui ne l'annonce pas à temps "
                "perd le point ; parfois, mieux vaut le cacher.",),
    propose_title="Jouer d'autorité ou proposer",
    propose_ask="Nouvelle donne : atout pique, vous êtes le premier, sans atout ni figure (roi, "
                "dame ou valet). Jouez-vous d'autorité (« jouer ») ou proposez-vous "
                "(« proposer ») ?",
    propose_right="Avec une main si faible, vous demandez à changer des cartes (« je "
                  "propose ») : si le donneur refuse, le risque est pour lui.",
    propose_wrong="Jouer d'autorité sans atout ni figure, c'est prendre le risque que la "
                  "règle sanctionne : faute de faire trois levées, le donneur marque 2 et "
                  "non 1.",
    propose_rules=("Jouer d'autorité ou refuser est un risque : si le premier joue d'autorité "
                   "d'emblée, ou si le donneur refuse la première proposition, et que ce "
                   "joueur ne fait pas ensuite trois levées, l'adversaire marque 2 au lieu "
                   "de 1.",),
    exchange_title="L'écart",
    exchange_ask="Vous avez proposé et Robot a accepté (« combien ? »). Atout pique. Écartez "
                 "les cartes dont vous ne voulez pas : « écarter » puis les cartes, "
                 "écrites comme Rc pour le R♥ ou 9p pour le 9♠, ou leurs positions.",
    exchange_right="Gardez les atouts et les rois, écartez le reste : le 7♣ et le 8♦ s'en "
                   "vont, de nouvelles cartes arrivent du talon.",
    exchange_wrong="Gardez les atouts et les rois, dit le principe : écartez plutôt le 7♣ et "
                   "le 8♦.",
    exchange_rules=("Après une acceptation, le premier écarte d'une à cinq cartes et en prend "
                    "autant au talon ; puis le donneur fait de même. Personne ne peut écarter "
                    "plus de cartes que le talon n'en contient. L'écart est mort : personne ne "
                    "le revoit.",),
    exchange_close="gardez les atouts et les rois, écartez le reste.",
    exchange_hints=("À l'écart, gardez les atouts et les rois ; écartez le reste.",),
    exchange_beyond="Un principe, pas une règle du jeu : en partie, un conseil ou une analyse "
                    "tient compte de toute la main, du score et du nombre de cartes que "
                    "l'adversaire a changées. Les atouts comptent le plus : sans atout, "
                    "l'expert peut écarter "
                    "même un roi pour aller en chercher.",
    vole_title="La vole",
    vole_ask="Vous avez joué d'autorité et fait les trois premières levées : le point est à "
             "vous. Il reste à Robot un atout et, vous l'avez compté, aucun carreau. Faites "
             "la vole : de quelle carte entamez-vous ?",
    vole_right="La D♠ fait tomber le dernier atout de Robot ; votre 9♦ ne peut plus être "
               "coupé, et la vole (les cinq levées) vaut 2 points au lieu de 1.",
    vole_wrong="Robot, sans carreau, doit couper votre 9♦ et fait une levée : faites d'abord "
               "tomber son dernier atout avec la D♠, et la vole est à vous.",
    vole_rules=("Les cinq levées (la vole) : 2 points.",),
)
