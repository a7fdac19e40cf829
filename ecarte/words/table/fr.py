from ecarte.engine.cards import Card, Rank
from ecarte.words import phrasebook
from ecarte.words.table import TableWords, capital

NB = "\u00a0"  # before : ; ? ! and inside « »
_STOOD = "joué d'autorité"
_SUITS = ("trèfle", "carreau", "cœur", "pique")


def _who(name: str, you: bool) -> str:
    return "vous" if you else name


def _v(name: str, you: bool, yours: str, theirs: str) -> str:
    """The subject and its verb: "vous avez", "Ada a"."""
    return f"vous {yours}" if you else f"{name} {theirs}"


def _s(count: int) -> str:
    return "" if count == 1 else "s"


def _q(text: str) -> str:
    return f"«{NB}{text}{NB}»"


def _wins(most: int) -> str:
    """A match of ``most`` games as French says it: "en deux parties gagnantes"."""
    needed = most // 2 + 1
    return f"en {_NUMBERS.get(needed, str(needed))} partie{_s(needed)} gagnante{_s(needed)}"


_NUMBERS = {1: "une", 2: "deux", 3: "trois", 4: "quatre", 5: "cinq"}


def _the(card: Card) -> str:
    """A card with its article, from the card: "le R♥", "la D♠", "l'A♦"."""
    return phrasebook("fr").the_card(card)


def _or(items: list[str]) -> str:
    """"le R♥, la D♠ ou l'A♦"."""
    return " ou ".join([", ".join(items[:-1]), items[-1]] if len(items) > 1 else items)


def _sec(seconds: float) -> str:
    return f"{seconds:g}".replace(".", ",")


WORDS = TableWords(
    semicolon=f"{NB}; ",
    you="vous",
    label_score="Score",
    label_deal="Donne",
    label_trumps="Atout",
    label_exchanged="Écart",
    label_tricks="Levées",
    label_last_trick="Dernière levée",
    label_this_trick="Levée en cours",
    label_hand="Votre jeu",
    label_discarded="Écartées",
    label_king="Roi",
    label_games="Parties",
    label_rules="Règle",
    label_opponent="Robot",
    title_game=lambda number: f"Partie {number}",
    title_game_of=lambda number, most: f"Partie {number} sur {most} au plus",
    title_deal=lambda number: f"donne {number}",
    title_stake=lambda stake: f"enjeu {stake}",
    first_to=lambda target: f" (en {target} point{_s(target)})",
    games_tally=lambda mine, theirs: f"{NB}; parties {mine}-{theirs}",
    deal_row=lambda dealer, you, elder, elder_you:
        f"{capital(_v(dealer, you, 'donnez', 'donne'))}{NB}; "
        f"{_v(elder, elder_you, 'êtes', 'est')} le premier",
    trump_suit=lambda suit, mark: f"{_SUITS[suit]} {mark}",
    turnup=f"{NB}; retourne ",
    stock=lambda count: f"{NB}; talon {count}",
    proposals=lambda count: f"{count} proposition{_s(count)}",
    no_exchange="aucun",
    exchange_counts=lambda counts: counts,
    no_exchange_yet="aucun pour l'instant",
    penalty=lambda name, you, stood:
        f"{NB}; {_v(name, you, 'avez', 'a')} "
        f"{_STOOD if stood else 'refusé'}{NB}: "
        + ("si vous ne faites pas le point, l'adversaire marque 2" if you
           else "s'il ne fait pas le point, vous marquez 2"),
    none_yet="aucune pour l'instant",
    led=lambda name, you: f"{_who(name, you)}{NB}: ",
    then_played=lambda name, you: f", {_who(name, you)}{NB}: ",
    card_article=lambda card: "",
    last_led=lambda name, you: f"{_who(name, you)}{NB}: ",
    last_then_played=lambda name, you: f", {_who(name, you)}{NB}: ",
    trick_won=lambda name, you: f" (levée pour {_who(name, you)})",
    played_out=f"aucune{NB}: la donne est jouée",
    to_lead=lambda name, you: f"à {_who(name, you)} d'entamer",
    king_declared=lambda name, you: f"{_v(name, you, 'avez', 'a')} marqué le roi d'atout",
    trumps_mark="atout",
    deal_over="Fin de la donne",
    summary_tricks=lambda tally: f"Levées{NB}: {tally}.\n",
    no_points="Aucun point marqué.\n",
    scored=lambda name, you, points:
        f"{capital(_who(name, you))} +{points} point{_s(points)}",
    summary_score=lambda tally, target: f"Score{NB}: {tally} (en {target} point{_s(target)}).",
    game_over="Fin de la partie",
    game_won=lambda name, you, mine, theirs:
        f"{capital(_v(name, you, 'gagnez', 'gagne'))} la partie {mine} à {theirs}.",
    game_counts=lambda value: f"\nElle compte {value} (enjeu et valeur de la partie).",
    games_line=lambda tally, most: f"\nParties{NB}: {tally} ({_wins(most)}).",
    games_row=lambda tally, most: f"{tally} ({_wins(most)})",
    game_row=lambda name, you, mine, theirs:
        f"gagnée par {_who(name, you)} {mine} à {theirs}",
    match_over="Fin de la rencontre",
    match_won=lambda name, you: f"{capital(_v(name, you, 'gagnez', 'gagne'))} la rencontre",
    by_games=lambda mine, theirs: f", {mine} parties à {theirs}",
    by_points=lambda mine, theirs: f", {mine} point{_s(mine)} à {theirs}",
    stakes_won=lambda tally: f"\nEnjeux gagnés{NB}: {tally}.",
    seed_line=lambda seed: f"\nGraine {seed}{NB}: la même graine et les mêmes coups "
                           "rejouent cette rencontre.",
    record_saved="Rencontre enregistrée dans",
    score_title="Score",
    sheet_title="Feuille de marque",
    sheet_headers=("Donne", "Donneur", "Écart", "Annonces", "Levées", "Points", "Score"),
    sheet_empty="Aucune donne encore",
    sheet_in_play="en cours",
    sheet_stood=lambda name, you: f"{_v(name, you, 'jouez', 'joue')} d'autorité",
    sheet_played_on=lambda name, you: f"{_v(name, you, 'jouez', 'joue')}",
    sheet_proposed=lambda name, you: f"{_v(name, you, 'proposez', 'propose')}",
    sheet_accepted=lambda name, you: f", {_v(name, you, 'acceptez', 'accepte')}",
    sheet_refused=lambda name, you: f", {_v(name, you, 'refusez', 'refuse')}",
    sheet_declared=lambda name, you: f"{_v(name, you, 'annoncez', 'annonce')} le roi",
    sheet_conceded=lambda name, you: f"{_v(name, you, 'abandonnez', 'abandonne')}",
    sheet_doubled=lambda name, you: f"{_v(name, you, 'proposez', 'propose')} le videau",
    sheet_dropped=lambda name, you: f"{_v(name, you, 'refusez', 'refuse')} le videau",
    sheet_king_turned="roi retourné",
    sheet_taken=lambda name, you, stake:
        f"{_v(name, you, 'tenez', 'tient')} le videau, enjeu {stake}",
    sheet_game=lambda game, name, you, mine, theirs:
        f"Partie\u00a0{game}{NB}: {_v(name, you, 'gagnez', 'gagne')} {mine} à {theirs}",
    sheet_caption=lambda first, second: f"Levées et score{NB}: {first}-{second}.",
    sheet_caption_yours=lambda other:
        f"Levées et score{NB}: vous d'abord, {other} ensuite.",
    sheet_key=lambda game, deal: f" La donne {game}.{deal} est la donne {deal} de la "
                                 f"partie {game}.",
    sheet_game_deal=lambda game, deal: f"Partie {game}, donne {deal}",
    sheet_deal=lambda deal: f"Donne {deal}",
    sheet_dealer=lambda name: f"donneur {name}",
    sheet_tricks=lambda tricks: f"levées {tricks}",
    sheet_score=lambda score: f"score {score}",
    practice_undo=lambda used: f"Rencontre d'entraînement (coups repris contre le robot)"
                               f"{NB}: {used} coup{_s(used)} repris.",
    practice_used=lambda used: f"Des coups ont été repris{NB}: {used} coup{_s(used)} "
                               "repris.",
    play_on_word="jouer",
    move_words={"play": "jouer", "discard": "écarter", "stand": "jouer",
                "propose": "proposer", "accept": "accepter", "refuse": "refuser",
                "king": "roi", "concede": "abandonner", "double": "doubler",
                "take": "tenir", "drop": "céder"},
    command_words={"moves": "coups", "help": "aide", "rules": "règles", "score": "score",
                   "log": "journal", "hint": "conseil", "undo": "reprendre",
                   "quit": "quitter", "sheet": "feuille", "speed": "vitesse",
                   "tutor": "tuteur"},
    speed_words={"fast": "rapide", "normal": "normale", "slow": "lente"},
    switch_words={"on": "oui", "off": "non"},
    command_meta="commande",
    too_long=lambda length: f"Cette ligne fait {length} caractères{NB}; un coup tient en "
                            f"quelques mots, comme {_q('proposer')} ou {_q('rc')}. Tapez ? "
                            "pour les coups permis.",
    control_characters="Cette ligne contient des caractères de contrôle illisibles. Tapez "
                       f"un coup, comme {_q('proposer')} ou {_q('rc')}, ou ? pour les coups "
                       "permis.",
    empty_line=f"Tapez un coup, ? pour les coups permis, ou {_q('aide')} pour les "
               "commandes.",
    no_move_now=f"Aucun coup à jouer maintenant{NB}: appuyez sur Entrée pour continuer, "
                "ou tapez une commande (score, feuille, journal, aide, quitter).",
    name_discards=lambda alone: "Nommez les cartes à écarter, par position ou par nom"
                                f"{NB}: {_q('écarter 1 4')} ou {_q('écarter 7t 8k')}"
                                + (f"{NB}; {_q('écarter')} seul garde les cinq cartes."
                                   if alone else "."),
    play_one=f"Une carte à la fois, comme {_q('jouer rc')} ou simplement {_q('rc')}.",
    which_card=f"Quelle carte{NB}? Tapez-la, comme {_q('rc')} ou {_q('10k')}, ou sa "
               "position.",
    play_alone=f"{_q('jouer')} seul n'est pas un coup ici{NB}: tapez {_q('autorité')} pour "
               f"jouer d'autorité avec ces cartes, ou {_q('proposer')} (ou p) pour en "
               "échanger.",
    play_takes_card=f"{_q('jouer')} demande une carte, comme {_q('jouer rc')}. Tapez ? "
                    "pour les coups permis.",
    tutor_takes=f"{_q('tuteur')} demande un mot{NB}: {_q('tuteur oui')} ou "
                f"{_q('tuteur non')}.",
    speed_takes=lambda word: f"{_q(word)} demande un mot, comme {_q('vitesse rapide')}, "
                             f"{_q('vitesse lente')} ou {_q('vitesse 0,5')} (secondes).",
    takes_nothing=lambda word: f"{_q(word)} ne prend rien après lui.",
    unknown_word=lambda word: f"Commande inconnue{NB}: {_q(word)} (tapez {_q('aide')} pour "
                              "les commandes, ou ? pour les coups permis).",
    play_one_alone=f"Une carte à la fois, comme {_q('rc')} ou sa position.",
    not_time_stand=f"Ce n'est pas le moment de jouer une carte{NB}: jouez d'autorité ou "
                   "proposez.",
    not_time_answer=f"Ce n'est pas le moment de jouer une carte{NB}: acceptez ou refusez.",
    not_time_double=f"Ce n'est pas le moment de jouer une carte{NB}: tenez ou refusez le "
                    "videau.",
    not_time=f"Ce n'est pas le moment de jouer une carte{NB}: tapez ? pour les coups.",
    no_position=lambda word, held: f"Il n'y a pas de carte {word}{NB}: vos cartes sont "
                                   f"numérotées de 1 à {held}.",
    named_twice=lambda card: f"{capital(_the(card))} est "
                             f"nommé{'e' if card.rank is Rank.QUEEN else ''} deux fois.",
    you_may_play=lambda cards: f" Vous pouvez jouer {_or([_the(c) for c in cards])}.",
    legal=f"coups permis{NB}: ",
    discard_range=lambda fewest, most, cards: f"écarter {fewest} à {most} parmi {cards}",
    discard_exact=lambda most, cards: f"écarter {most} parmi {cards}",
    help_commands={
        "propose": "proposer, p", "stand": "jouer, autorité", "accept": "accepter, a",
        "refuse": "refuser, r", "discard": "écarter 1 4", "play": "rc, R♥, 10c, 3",
        "king": "roi", "videau": "doubler, tenir, céder", "concede": "abandonner",
        "moves": "? ou coups", "hint": "conseil", "undo": "reprendre",
        "score": "score, journal, feuille", "speed": "vitesse rapide",
        "tutor": "tuteur oui", "rules": "règles", "quit": "quitter", "tab": "Tab",
        "keys": "Ctrl-C, Ctrl-D"},
    help_texts={
        "propose": "«\u00a0je propose\u00a0»\u00a0: demander un échange de cartes (premier)",
        "stand": "jouer d'autorité, avec les cartes en main (premier)",
        "accept": "accepter l'échange (donneur)",
        "refuse": "le refuser\u00a0: le jeu commence (donneur)",
        "discard": "écarter des cartes par leur position ou leur nom, comme écarter 7t 8k",
        "play": "jouer une carte par son nom ou sa position (jouer rc marche aussi)\u00a0; "
                "quand une seule carte est permise, Entrée la joue\u00a0; pendant l'écart, "
                "si vous tapez seulement des cartes, on vous demande confirmation",
        "king": "annoncer le roi d'atout et marquer un point, avant de jouer votre première "
                "carte\u00a0; si vous l'oubliez, le jeu vous le rappelle avant qu'il ne soit "
                "trop tard",
        "videau": "le videau (doubler l'enjeu), quand les règles le permettent",
        "concede": "abandonner la donne\u00a0: l'adversaire marque le point (la vole si "
                   "vous n'avez aucune levée)\u00a0; on vous demande confirmation en "
                   "indiquant ce qu'il en coûte",
        "moves": "une ligne «\u00a0coups permis\u00a0: ...\u00a0» avec les coups tels que "
                 "vous pouvez les taper\u00a0; «\u00a0écarter N à M parmi CARTES\u00a0» "
                 "veut dire N à M de ces cartes, au choix",
        "hint": "le conseil de l'expert, quel que soit le robot en face, avec les chances "
                "de gain de chaque choix\u00a0; une rencontre avec conseils ne compte pas "
                "pour votre classement (on vous le demande d'abord)",
        "undo": "reprendre votre dernier coup si personne n'y a répondu et que vous "
                "n'avez pas pris de carte\u00a0; contre un robot, la rencontre devient un "
                "entraînement, qui ne compte pas pour votre classement (on vous le demande "
                "d'abord)",
        "score": "le score\u00a0; ce qui s'est passé dans cette donne\u00a0; la feuille "
                 "de marque",
        "speed": "la pause du robot\u00a0: rapide, normale, lente, ou des secondes "
                 "(vitesse 0,5)",
        "tutor": "l'expert vous prévient avant une erreur et vous demande de confirmer"
                 "\u00a0; tuteur non l'arrête",
        "rules": "la règle de l'Écarté",
        "quit": "partir\u00a0; la rencontre est sauvegardée\u00a0: ecarte play --resume la "
                "reprend",
        "tab": "compléter un coup\u00a0; Haut/Bas rappellent les lignes précédentes",
        "keys": "Ctrl-C efface la ligne (sur une ligne vide, on vous demande si vous "
                "partez)\u00a0; Ctrl-D part tout de suite"},
    doubles=lambda other, stake: f"{other} propose le videau. {_q('tenir')}{NB}: "
                                 f"continuer avec un enjeu de {stake}{NB}; {_q('céder')}"
                                 f"{NB}: perdre cette partie tout de suite à l'enjeu "
                                 "actuel.",
    elder_turn=f"Vous êtes le premier{NB}: tapez {_q('jouer')} pour jouer d'autorité avec "
               f"ces cartes, ou {_q('proposer')} (p) pour en échanger.",
    elder_turn_again=f"Vous êtes le premier{NB}: tapez {_q('jouer')} pour jouer avec ces "
                     f"cartes, ou {_q('proposer')} (p) pour en échanger encore.",
    stand_costs=" Jouer d'autorité maintenant coûte 2 points, et non 1, si vous faites moins "
                "de 3 levées.",
    answer_turn=lambda other: f"{other} propose un échange{NB}: acceptez (a), ou refusez "
                              "(r) et le jeu commence.",
    refusal_costs=" Refuser coûte 2 points, et non 1, si vous faites moins de 3 levées.",
    discard_turn=lambda fewest, most, example:
        f"Écartez {f'de {fewest} à {most}' if most > fewest else most} carte{_s(most)} et "
        f"prenez-en autant{NB}: tapez des positions ou des noms, comme "
        f"{_q('écarter ' + example)}.",
    discard_alone=f" {_q('écarter')} seul garde les cinq cartes.",
    your_lead=f"À vous d'entamer{NB}: tapez une carte (par exemple rc) ou sa position.",
    follow_turn=lambda only: f"À vous de jouer. "
                             f"{'Seule carte permise' if only else 'Cartes permises'}{NB}: ",
    cards_or="",
    end_of_sentence=".",
    king_turn=f" Vous avez le roi d'atout{NB}: tapez {_q('roi')} pour l'annoncer et "
              "marquer un point (c'est maintenant ou jamais).",
    concede_question=lambda other, points, match, game:
        f"Abandonner cette donne{NB}? {other} marque "
        + ("la vole, 2 points, puisque vous n'avez aucune levée" if points == 2 else
           "le point" if points == 1 else f"{points} points")
        + (", ce qui lui donne la rencontre" if match else ", ce qui lui donne la partie"
           if game else "")
        + ".",
    discard_question=lambda cards, count:
        f"Écarter {cards} et prendre {'une carte' if count == 1 else f'{count} cartes'}"
        f"{NB}?",
    king_question=lambda king, card, itself:
        f"Annoncer le roi ({phrasebook('fr').card(king)}) "
        f"{'avant de le jouer' if itself else f'avant de jouer {_the(card)}'} et marquer un point"
        f"{NB}? (Non{NB}: vous renoncez au point.)",
    hint_question=f"Voir le conseil de l'expert{NB}? Une rencontre avec conseils ne "
                  "compte pas pour votre classement.",
    hint_again=f"Voir le conseil{NB}? Cette rencontre ne comptera alors pas pour votre "
               "classement.",
    no_hint=f"Pas de conseil{NB}: cette rencontre compte toujours pour votre classement.",
    undo_question="Reprendre un coup fait de cette rencontre un entraînement, qui ne "
                  f"compte pas pour votre classement. Reprendre{NB}?",
    undo_unrated="Reprendre un coup fait de cette rencontre un entraînement. "
                 f"Reprendre{NB}?",
    cannot_undo=lambda why: f"Impossible de reprendre{NB}: {why}.",
    nothing_taken_back="Rien n'a été repris.",
    taken_back="Coup repris. La position est celle d'avant votre coup.",
    now_practice=" C'est désormais une rencontre d'entraînement.",
    undo_makes_practice=" Reprendre un coup contre le robot fait de cette rencontre un "
                        "entraînement (son enregistrement et son bilan le disent).",
    speed_is=lambda seconds: f"La pause du robot est de {_sec(seconds)}{NB}s. Changez-la "
                             f"avec {_q('vitesse rapide')}, {_q('vitesse normale')}, "
                             f"{_q('vitesse lente')} ou {_q('vitesse 0,5')}.",
    not_a_speed=lambda word: f"{_q(word)} n'est pas une vitesse{NB}: dites rapide, "
                             "normale, lente, ou des secondes de 0 à 10.",
    speed_now=lambda seconds: f"Le robot marque désormais une pause de {_sec(seconds)}"
                              f"{NB}s avant chaque coup.",
    chance_default="la partie",
    chance_match=lambda most: f"la rencontre ({_wins(most)})",
    chance_game=lambda target: "la partie",
    chance_stake=lambda stake: f" à l'enjeu de {stake}",
    chance_in_match=lambda number, most: f", partie {number} d'une rencontre {_wins(most)}",
    hint_line=lambda level, action: f"Conseil (robot {level}){NB}: {action}.",
    hint_play=lambda card, drawn: f"jouer {phrasebook('fr').article(card)}{drawn}",
    chance_line=lambda of: f"\nChances de gagner {of}{NB}: ",
    chance_item=lambda action, chance: f"{action} ({chance})",
    book_choice="\nLe robot s'en tient au choix du livre, sauf si son calcul est "
                "nettement meilleur.",
)
