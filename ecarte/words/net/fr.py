# The spaces before : ; ? ! and inside « » are no-break spaces (U+00A0), as French sets them.
from ecarte.words.net import NetWords


def _elided(word: str, name: str) -> str:
    """"de" or "que" before a name, elided before a vowel: "d'Ada", "de Bruno"."""
    return f"{word[:-1]}'{name}" if name[:1].lower() in "aeiouyhàâéèêëîïôûü" else f"{word} {name}"


WORDS = NetWords(
    not_utf8="la ligne n'est pas du texte UTF-8",
    empty_line="la ligne est vide : envoyez un objet JSON par ligne",
    too_deep="la ligne n'est pas du JSON valide : elle est imbriquée trop profondément",
    not_json=lambda detail: f"la ligne n'est pas du JSON valide ({detail})",
    not_object=lambda example: f"chaque ligne doit être un objet JSON, comme {example}",
    unknown_type=lambda kind, kinds: f"le type de message {kind} n'est pas l'un de ceux-ci : "
                                     f"{kinds}",
    no_field=lambda kind, name: f"il manque `{name}` au message {kind}",
    wrong_field=lambda kind, name, wanted: f"`{name}` du message {kind} doit être {wanted}",
    field_kinds={"whole number": "un nombre entier", "text": "du texte", "list": "une liste",
                 "object": "un objet", "any": "une valeur", "name": "un nom",
                 "chat line": "une ligne de discussion", "sentence": "une phrase",
                 "list of names": "une liste de noms"},
    too_fast=lambda rate, window: f"plus de {rate} messages en {window} s : la connexion est "
                                  "coupée",
    too_long=lambda most: f"une ligne dépasse {most} octets : la connexion est coupée",
    link_closed="la connexion est fermée",
    link_broke=lambda why: f"la connexion s'est rompue ({why})",
    other_side_closed="l'autre côté a fermé la connexion",
    ev_card=lambda name: f"`{name}` doit être une carte, comme « Ks »",
    ev_bad_card=lambda name, why: f"`{name}` : {why}",
    ev_whole=lambda name, low, high: f"`{name}` doit être un nombre entier de {low} à "
                                     f"{high}",
    ev_list=lambda name, most: f"`{name}` doit être une liste d'au plus {most} éléments",
    ev_hands="`hands` doit contenir deux mains",
    ev_trump="`trump` doit être la lettre d'une couleur : c, d, h ou s",
    ev_flag=lambda name: f"`{name}` doit être vrai ou faux (true, false)",
    ev_reasons="`reasons` doit être une liste de codes de raisons, comme "
               "« point/3 » ou « vole »",
    ev_pair=lambda name: f"`{name}` doit être une paire de nombres",
    ev_object="un évènement doit être un objet JSON",
    ev_unknown=lambda kind: f"il n'y a pas d'évènement {kind}",
    ev_missing=lambda kind, name: f"il manque `{name}` à l'évènement {kind}",
    fault_object="un refus doit être un objet JSON",
    fault_rule=lambda rule: f"il n'y a pas de règle {rule}",
    fault_word="`word` doit être du texte",
    join_first=lambda kind: f"envoyez d'abord `join` (ou `rejoin`) : un message {kind} ne vient "
                            "qu'une fois l'invité à la table",
    protocol=lambda version: f"cet hôte parle le protocole ecarte {version} : mettez ecarte à "
                             "jour pour le rejoindre",
    silent=lambda seconds: f"aucune demande pour rejoindre dans les {seconds} s suivant la "
                           "connexion",
    taken="cette rencontre a déjà son invité",
    token="ce jeton de place n'est pas celui de l'invité de cette rencontre",
    bad_part="la part de la graine donnée par l'invité doit faire de 16 à 128 chiffres "
             "hexadécimaux",
    unexpected=lambda kind: f"un message {kind} n'est pas attendu maintenant",
    not_an_action=lambda text: f"{text} n'est pas une action",
    not_legal=lambda text: f"{text} ne fait pas partie de vos coups permis en ce moment",
    time_out=lambda action: f"votre temps est écoulé ; à votre place, le jeu a choisi : "
                            f"{action}.",
    code_used="ce code a déjà servi : demandez à l'hôte une nouvelle rencontre",
    code_withdrawn="ce code a été retiré après trop d'essais manqués",
    code_expired="ce code a expiré : demandez-en un nouveau à l'hôte",
    code_wrong_last="le code est faux, et il est maintenant retiré après trop d'essais",
    code_wrong=lambda left: "le code est faux (ou quelqu'un s'est glissé au milieu de la "
                            f"connexion) ; encore {left} essai{'s' if left > 1 else ''} avant "
                            "qu'il soit retiré",
    refused_code=lambda code: f"l'hôte a refusé ({code})",
    act_card=lambda record, short: short,
    act_play=lambda record, named: named,
    act_discard=lambda cards: f"l'écart {cards}",
    act_bare={"stand": "jouer d'autorité", "propose": "« je propose »",
              "accept": "accepter l'écart", "refuse": "refuser l'écart",
              "king": "marquer le roi", "double": "proposer le videau",
              "take": "tenir le videau", "drop": "refuser le videau",
              "concede": "abandonner la donne", "discard": "ne pas écarter"},
    connection_failed=lambda kind, error: f"Une connexion a échoué ({kind} : {error}).",
    join_refused=lambda why: f"Une demande pour rejoindre a été refusée : {why}.",
    is_back=lambda name: f"{name} est de retour.",
    guest_lost=lambda name, clock: f"{name} a perdu la connexion ; on lui laisse {clock} "
                                   "pour revenir.",
    guest_cut=lambda name, why: f"La connexion {_elided('de', name)} a été fermée : {why}.",
    says=lambda name, text: f"{name} dit : {text}",
    guest_left=lambda name: f"{name} a quitté la rencontre : elle est ajournée, pour la reprendre "
                            "plus tard.",
    guest_timed_out=lambda name, action: f"Le temps {_elided('de', name)} est écoulé ; à "
                                         f"sa place, le jeu a choisi : {action}.",
    default_host="Hôte",
    default_guest="Invité",
    left_match="vous avez quitté la rencontre",
    impossible=lambda detail: f"l'hôte a envoyé un message impossible : {detail}",
    impossible_news=lambda detail: f"L'hôte a envoyé un message impossible : {detail}",
    unreadable_news=lambda detail: f"L'hôte a envoyé un message illisible : {detail}",
    connection_lost="la connexion avec l'hôte est perdue",
    closed_because=lambda why: f"la connexion a été fermée : {why}",
    host_silent_for=lambda seconds: f"l'hôte ne dit plus rien depuis {seconds} secondes",
    coming_back=lambda why, clock: f"{why[:1].upper()}{why[1:]} ; on essaie de revenir "
                                   f"pendant {clock}…",
    host_gone=lambda address, clock, told: (
        f"l'hôte à {address} a disparu : impossible de revenir à la table en {clock}{told}. "
        "La rencontre est ajournée chez l'hôte ; quand il la reprendra (« ecarte host "
        "--resume »), cette commande vous ramènera à votre place (sans code) :\n"
        f"    ecarte join {address}"),
    last_try=lambda why: f" (dernier essai : {why})",
    seat_unkept=lambda unwritten: f"Votre place n'a pas pu être gardée ({unwritten}) : la "
                                  "rencontre continue, mais si cette machine redémarre, « ecarte "
                                  "join » ne pourra pas vous y ramener.",
    could_not_write=lambda what, why: f"impossible d'écrire {what} : {why}",
    a_file="un fichier",
    you_at_table=lambda host: f"Vous êtes à la table {_elided('de', host)}.",
    host_no_longer_hears="L'hôte ne vous entend plus.",
    you_back=lambda host, waiting: "De retour à la table." + (f" On attend {host}…" if waiting
                                                              else ""),
    at_table=lambda name: f"{name} est à la table.",
    left_news=lambda name: f"{name} a quitté la rencontre.",
    reconnecting=lambda name: f"{name} a perdu la connexion ; on l'attend.",
    other_seat_view="l'hôte a envoyé le jeu de l'autre place",
    verdict_unbound="la feuille de rencontre ne porte pas l'engagement montré au début",
    verdict_ok="les donnes suivent la graine engagée",
    not_a_port=lambda text: f"{text} n'est pas un port : écrivez HÔTE ou HÔTE:PORT, comme "
                            "192.168.1.20:7077",
    no_certificate=lambda address: f"{address} n'a montré aucun certificat",
    no_such_machine=lambda address, host: f"impossible de joindre {address} : aucune machine "
                                          f"ne s'appelle {host} (vérifiez l'adresse que montre "
                                          "« ecarte host »)",
    nothing_listens=lambda address: f"impossible de joindre {address} : personne n'écoute là "
                                    "(« ecarte host » tourne-t-il, et le port est-il celui "
                                    "qu'il montre ?)",
    no_answer_within=lambda address, seconds: f"impossible de joindre {address} : pas de "
                                              f"réponse en {seconds} s (un pare-feu, ou une "
                                              "mauvaise adresse ?)",
    cannot_reach=lambda address, why: f"impossible de joindre {address} : {why}",
    said_nothing=lambda address, seconds: f"{address} a pris la connexion mais n'a rien dit en "
                                          f"{seconds} s : est-ce bien un « ecarte host », et "
                                          "l'adresse est-elle juste ?",
    closed_at_once=lambda address: f"{address} a aussitôt fermé la connexion : est-ce bien un "
                                   "« ecarte host » ?",
    not_a_host=lambda address: f"{address} ne répond pas comme un « ecarte host » : c'est un "
                               "autre programme qui écoute là",
    tls_failed=lambda address, why: f"la poignée de main TLS avec {address} a échoué : {why}",
    not_greeted=lambda why: f"l'hôte n'a pas salué comme il faut : {why}",
    host_said_nothing=lambda seconds: f"l'hôte n'a rien dit en {seconds} s",
    host_refused=lambda why: f"l'hôte a refusé : {why}",
    wrong_protocol=lambda version: f"l'hôte ne parle pas le protocole ecarte {version}",
    host_closed=lambda why: f"l'hôte a fermé la connexion : {why}",
    no_welcome="l'hôte n'a pas répondu à la demande",
    not_let_in="l'hôte ne nous a pas fait entrer",
    bad_welcome="l'accueil de l'hôte est mal formé",
    changed_commitment="l'hôte a changé l'engagement de la graine ou notre part de la graine",
    another_certificate="l'hôte montre un autre certificat que lors de notre arrivée",
    another_match="l'hôte à cette adresse joue une autre rencontre",
    the_seat="la place gardée",
    code_length=lambda most, count: f"un code se compose de {most} mots, comme "
                                    f"« apple-river-zoo-abandon » ; celui-ci en a {count}",
    not_a_join_word=lambda word: f"{word} n'est pas un des mots des codes : vérifiez le code "
                                 "que montre l'hôte",
    pin_changed=lambda address, pinned, seen, path: (
        f"l'hôte à {address} montre un autre certificat qu'à votre première venue "
        f"(épinglé {pinned}…, maintenant {seen}…) : quelqu'un s'est peut-être glissé au "
        "milieu, la demande est donc refusée. Si l'hôte a vraiment fait un nouveau "
        f"certificat, retirez {address} de {path} et recommencez."),
    no_commitment=lambda scheme: f"la feuille de rencontre n'a pas d'engagement {scheme}",
    no_secret="l'engagement n'a pas de secret révélé (la rencontre ne s'est pas terminée)",
    secret_mismatch="le secret révélé ne correspond pas à l'empreinte de l'engagement",
    seed_mismatch=lambda seed: "la graine de la feuille n'est pas celle que donnent le secret "
                               f"et la part de l'invité ({seed})",
    not_replayed="la feuille de rencontre elle-même ne se rejoue pas",
    record_unreadable=lambda why: f"la feuille de rencontre est illisible : {why}",
    deal_not_seed=lambda deal: f"la donne {deal} n'est pas celle que donne la graine",
    reshuffle_not_seed=lambda deal: f"le rebattage de la donne {deal} n'est pas celui de la "
                                    "graine",
    not_from_seed=lambda why: f"la feuille de rencontre ne se rejoue pas depuis sa graine ({why})",
    deal_count=lambda deals, dealt: f"la feuille compte {deals} donnes et la graine en a "
                                    f"rejoué {dealt}",
    the_adjourned="la rencontre ajournée",
    not_adjourned=lambda path: f"{path} n'est pas une rencontre en réseau ajournée",
    seed_not_secret=lambda path: f"la graine gardée dans {path} ne vient pas de son secret",
    adjourned_unreadable=lambda path, why: f"la rencontre ajournée {path} est illisible : {why}",
    title=lambda host: f"Écarté en réseau : vous contre {host}.\n",
    certificate_line=lambda first: (
        "Le certificat de l'hôte ("
        + ("première venue : épinglé" if first else "celui épinglé la dernière fois")
        + ") ; comparez-le à celui qu'affiche l'écran de l'hôte :\n"),
    commitment_line=lambda digits: f"L'engagement de la graine : {digits}…\n",
    move_timer_line=lambda seconds: f"Une pendule : {seconds} s pour chacun de vos coups ; "
                                    "ensuite, le premier coup permis est joué pour vous.\n",
    commands_line=lambda hints: "« say TEXTE » envoie un message à l'adversaire ; « aide » "
                                "donne les commandes, « ? » vos coups permis. Pas de retour "
                                "en arrière ; "
                                + ("les conseils sont permis (« conseil »)." if hints else
                                   "pas de conseils."),
    waiting_for=lambda name: f"On attend {name}…",
    waiting_next_deal=lambda name: f"On attend {_elided('que', name)} passe à la donne "
                                   "suivante…",
    sent=lambda action: f"Coup envoyé : {action}.",
    hints_off_here="Pas de conseils dans cette rencontre : c'est l'hôte qui les permet aux deux "
                   "joueurs (« ecarte host --hints »).",
    not_in_network=lambda command: f"« {command} » n'existe pas dans une rencontre en réseau.",
    host_left=lambda host: f"{host} a quitté la table : la rencontre est ajournée. Elle "
                           "reprendra quand "
                           f"{host} lancera « ecarte host --resume » ; vous, lancez "
                           f"alors (sans code) :",
    match_ended="La rencontre est finie.",
    you_win_match="Vous gagnez la rencontre.",
    wins_match=lambda name: f"{name} gagne la rencontre.",
    record_unkept=lambda unwritten: f"La feuille de rencontre n'a pas pu être gardée "
                                    f"({unwritten}).",
    seed_verdict=lambda verdict: f"Engagement de la graine : {verdict}.",
    leave_question="Partir ? La rencontre est ajournée : « ecarte host --resume » (l'hôte) et "
                   "« ecarte join ADRESSE » (l'invité) la reprennent.",
    off_undo="Pas de retour en arrière dans une rencontre en réseau : votre adversaire a vu "
             "votre coup.",
    off_hint="Pas de conseils dans une rencontre en réseau.",
    you_say=lambda text: f"Vous dites : {text}",
    cut_to=lambda most: f" (coupé à ses {most} premiers caractères)",
    not_sent=lambda text: f"Pas envoyé (votre adversaire n'est pas connecté en ce moment) : "
                          f"{text}",
    say_how="Tapez say puis vos mots, par exemple : say bonne chance",
    help_say=("say TEXTE", "envoyer un message à votre adversaire"),
    help_score="la marque",
    help_hint="le conseil de l'expert pour ce coup (l'hôte a permis les conseils)",
    help_quit=("quitter, Ctrl-C, Ctrl-D", "partir ; la rencontre est ajournée : « ecarte host "
                                       "--resume » (l'hôte) et « ecarte join ADRESSE » "
                                       "(l'invité) la reprennent"),
    help_off="reprendre, vitesse, tuteur et journal n'existent pas dans une rencontre en réseau",
    did_not_come_back=lambda name: f"{name} n'a pas repris sa place à temps : la rencontre "
                                   "est ajournée.",
    match_unkept=lambda unwritten: f"La rencontre en cours n'a pas pu être gardée ({unwritten}). "
                                   "Elle continue en mémoire ; on réessaie de la garder après "
                                   "chaque coup.",
    kept_again="La rencontre en cours est de nouveau gardée.",
    host_epilog="""\
L'hôte affiche un code de quatre mots et l'empreinte de son certificat. L'ami lance
« ecarte join ADRESSE:PORT --code MOTS » dans les 10 minutes (le code ne sert qu'une
fois, et il est retiré après 3 essais manqués), et compare l'empreinte qu'il voit avec
la vôtre. En jeu : « say TEXTE » envoie un message ; pas de retour en arrière, ni de
conseils, sauf si --hints les permet aux deux joueurs. Voir docs/network.md.
""",
    help_port=lambda port: f"le port d'écoute (par défaut {port}, ou celui de la rencontre "
                           "ajournée ; 0 en choisit un)",
    help_bind="l'adresse d'écoute (par défaut : toutes celles de cette machine)",
    help_name="votre nom à la table",
    help_grace="combien de temps un invité qui a perdu la connexion a pour revenir avant que "
               "la rencontre soit ajournée (de 1 à 600, 120 par défaut)",
    help_move_timer="le temps de l'invité pour chaque coup, de 5 à 600 (sans pendule par "
                    "défaut ; une rencontre reprise garde la sienne)",
    help_hints="permettre aux deux joueurs de demander conseil (« conseil ») ; non par défaut "
               "(une rencontre reprise garde son choix)",
    help_resume="reprendre la dernière rencontre ajournée (son invité revient avec « ecarte join "
                "ADRESSE », sans code)",
    the_port="le port",
    the_grace="le délai de retour",
    the_move_timer="la pendule",
    port_range=lambda port: f"{port} n'est pas un port : de 1 à 65535, ou 0 pour un port "
                            "libre quelconque",
    resuming=lambda name, port, shown: (
        f"Reprise de la rencontre ajournée contre {name} sur le port {port}. "
        f"Votre adversaire revient avec :\n\n  ecarte join {shown}:{port}\n\n"
        "On l'attend… (Ctrl-C pour arrêter)"),
    adjourned_wait=lambda count: (
        "Note : "
        + ("une rencontre ajournée vous attend" if count == 1 else
           f"{count} rencontres ajournées vous attendent")
        + " ; « ecarte host --resume » reprend la plus récente. Celle-ci est une "
          "nouvelle rencontre."),
    hosting=lambda port, shown, code, print_, hashed: (
        f"Vous ouvrez une table sur le port {port}. Donnez cette commande à votre ami :\n\n"
        f"  ecarte join {shown}:{port} --code {code}\n\n"
        "L'empreinte de votre certificat (elle s'affichera chez votre ami à son arrivée : "
        f"comparez-la) :\n"
        f"  {print_}\nL'engagement de la graine : {hashed}\n"
        "Le code ne sert qu'une fois, pendant 10 minutes. On l'attend… (Ctrl-C pour arrêter)"),
    code_gone="personne n'a rejoint la table avant que le code expire ou soit retiré : "
              "relancez ecarte "
              "host pour un nouveau code",
    nobody_came_back="Personne n'a repris sa place : la rencontre reste ajournée ; « ecarte host "
                     "--resume » la reprend.",
    nobody_joined="Personne n'a rejoint la table ; la rencontre n'est pas jouée.",
    joined=lambda name: f"{name} a rejoint la table.",
    goes_on="La rencontre continue.",
    port_in_use=lambda port: f"le port {port} est déjà pris (un autre « ecarte host » ?) : "
                             "choisissez-en un autre avec --port N, ou --port 0 pour un port "
                             "libre",
    no_such_address=lambda bind: f"cette machine n'a pas l'adresse {bind} : donnez à --bind "
                                 "une de ses adresses, ou omettez-le pour écouter sur toutes",
    port_rights=lambda port: f"le port {port} demande des droits spéciaux ici : prenez un "
                             "port au-dessus de 1023",
    cannot_listen=lambda bind, port, why: f"impossible d'écouter sur {bind}:{port} : {why}",
    nothing_to_resume="aucune rencontre en réseau ajournée à reprendre",
    not_adjourned_now=lambda unwritten, kept: f"la rencontre n'a pas pu être ajournée "
                                              f"({unwritten}) ; {kept}",
    resume_from_kept="« ecarte host --resume » reprend au dernier coup gardé",
    cannot_resume="elle ne pourra pas être reprise",
    adjourned_kept=lambda name: "La rencontre est ajournée et gardée. Pour la reprendre, lancez "
                                f"la ligne ci-dessous ; {name} revient avec « ecarte join » "
                                "et votre adresse (sans code).",
    join_epilog="""\
Le code, ce sont les quatre mots que montre « ecarte host ». Le certificat de l'hôte est
épinglé à la première venue : un autre, plus tard, est refusé. Un invité qui perd la
connexion revient de lui-même ; après un redémarrage, « ecarte join HÔTE[:PORT] » (sans
code) le ramène à la même place. En jeu : « say TEXTE » envoie un message ; pas de
retour en arrière, ni de conseils sauf si l'hôte les permet (« ecarte host --hints »).
Si la machine de l'hôte disparaît, l'invité essaie de revenir pendant le délai de
retour, puis dit comment revenir plus tard. Voir docs/network.md.
""",
    help_address="l'adresse de l'hôte, et son port s'il n'est pas 7077",
    help_code="le code que montre l'hôte",
    code_needed="il faut un code : --code MOTS, les quatre mots que montre « ecarte host »",
    coming_back_to=lambda address: f"Retour à votre place ({address})…",
    joining=lambda address: f"Connexion à la table ({address})…",
    not_joined="Vous n'avez pas rejoint la table.",
    you_left="Vous avez quitté la rencontre : elle est ajournée. Elle reprendra quand l'hôte "
             "lancera « ecarte host --resume » ; vous, lancez alors (sans code) :",
    record_unverified="La feuille de rencontre de l'hôte ne se vérifie pas : elle n'entre pas "
                      "dans votre historique.",
    help_levels="les niveaux des deux robots (ou exec:COMMANDE)",
    help_level="le même niveau pour les deux robots",
    help_seed="la même graine rejoue la même rencontre",
    help_record="écrire la feuille de rencontre dans FICHIER",
    no_level=lambda level, known: f"il n'y a pas de robot de niveau {level} : choisissez "
                                  f"parmi {known}, ou exec:COMMANDE",
    watch_title=lambda first, first_level, second, second_level, seed: (
        f"{first} ({first_level}) contre {second} ({second_level}), graine {seed}. Une "
        "touche abrège la pause ; Ctrl-C arrête."),
)
