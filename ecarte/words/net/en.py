from ecarte.words.net import NetWords

WORDS = NetWords(
    not_utf8="the line is not UTF-8 text",
    empty_line="the line is empty: send one JSON object per line",
    too_deep="the line is not valid JSON: it is nested too deeply",
    not_json=lambda detail: f"the line is not valid JSON: {detail}",
    not_object=lambda example: f"each line must be a JSON object, like {example}",
    unknown_type=lambda kind, kinds: f"the message type {kind} is not one of {kinds}",
    no_field=lambda kind, name: f"the {kind} message has no \"{name}\"",
    wrong_field=lambda kind, name, wanted: f"the {kind} message's \"{name}\" must be a {wanted}",
    field_kinds={"whole number": "whole number", "text": "text", "list": "list",
                 "object": "object", "any": "any", "name": "name", "chat line": "chat line",
                 "sentence": "sentence", "list of names": "list of names"},
    too_fast=lambda rate, window: f"more than {rate} messages in {window} s: the connection "
                                  "is closed",
    too_long=lambda most: f"a line is longer than {most} bytes: the connection is closed",
    link_closed="the connection is closed",
    link_broke=lambda why: f"the connection broke ({why})",
    other_side_closed="the other side closed the connection",
    ev_card=lambda name: f"\"{name}\" must be a card, like \"Ks\"",
    ev_bad_card=lambda name, why: f"\"{name}\": {why}",
    ev_whole=lambda name, low, high: f"\"{name}\" must be a whole number from {low} to {high}",
    ev_list=lambda name, most: f"\"{name}\" must be a list of at most {most} items",
    ev_hands="\"hands\" must hold two hands",
    ev_trump="\"trump\" must be a suit letter: c, d, h or s",
    ev_flag=lambda name: f"\"{name}\" must be true or false",
    ev_reasons="\"reasons\" must be a list of reason codes, like \"point/3\" or \"vole\"",
    ev_pair=lambda name: f"\"{name}\" must be a pair of numbers",
    ev_object="an event must be a JSON object",
    ev_unknown=lambda kind: f"there is no event {kind}",
    ev_missing=lambda kind, name: f"the {kind} event has no \"{name}\"",
    fault_object="a fault must be a JSON object",
    fault_rule=lambda rule: f"there is no rule {rule}",
    fault_word="\"word\" must be text",
    join_first=lambda kind: f"send join (or rejoin) first: a {kind} comes only once the guest "
                            "is at the table",
    protocol=lambda version: f"this host speaks ecarte protocol {version}; update ecarte to "
                             "join it",
    silent=lambda seconds: f"no join within {seconds} s of connecting",
    taken="this match already has its guest",
    token="this seat token is not the one of this match's guest",
    bad_part="the guest's part of the seed must be 16 to 128 hex digits",
    unexpected=lambda kind: f"a {kind} is not expected now",
    not_an_action=lambda text: f"{text} is not an action",
    not_legal=lambda text: f"{text} is not one of your legal actions now",
    time_out=lambda action: f"your time ran out: {action} was played for you.",
    code_used="this join code has been used: ask the host for a new match",
    code_withdrawn="this join code was withdrawn after too many wrong tries",
    code_expired="this join code has expired: ask the host for a new one",
    code_wrong_last="the join code is wrong, and it is now withdrawn after too many tries",
    code_wrong=lambda left: "the join code is wrong (or someone is in the middle of the "
                            f"connection); {left} more {'try' if left == 1 else 'tries'} "
                            "before it is withdrawn",
    refused_code=lambda code: f"the host refused ({code})",
    act_card=lambda record, short: record,
    act_play=lambda record, named: f"play {record}",
    act_discard=lambda cards: f"discard {cards}",
    act_bare={kind: kind for kind in ("stand", "propose", "accept", "refuse", "king",
                                      "double", "take", "drop", "concede", "discard")},
    connection_failed=lambda kind, error: f"A connection failed ({kind}: {error}).",
    join_refused=lambda why: f"A join was refused: {why}.",
    is_back=lambda name: f"{name} is back.",
    guest_lost=lambda name, clock: f"{name} lost the connection; waiting {clock} for them to "
                                   "come back.",
    guest_cut=lambda name, why: f"{name}'s connection was closed: {why}.",
    says=lambda name, text: f"{name} says: {text}",
    guest_left=lambda name: f"{name} left the match: it is adjourned, to go on later.",
    guest_timed_out=lambda name, action: f"{name}'s time ran out: {action} was played for "
                                         "them.",
    default_host="Host",
    default_guest="Guest",
    left_match="you left the match",
    impossible=lambda detail: f"the host sent an impossible message: {detail}",
    impossible_news=lambda detail: f"The host sent an impossible message: {detail}",
    unreadable_news=lambda detail: f"The host sent something unreadable: {detail}",
    connection_lost="the connection to the host was lost",
    closed_because=lambda why: f"the connection was closed: {why}",
    host_silent_for=lambda seconds: f"the host has said nothing for {seconds} seconds",
    coming_back=lambda why, clock: f"{why[:1].upper()}{why[1:]}; trying to come back for "
                                   f"{clock}...",
    host_gone=lambda address, clock, told: (
        f"the host at {address} is gone: no way back to the table for {clock}{told}. "
        "The match is adjourned on the host's machine; when the host goes on with it "
        "('ecarte host --resume'), this brings you back to your seat (no code needed):\n"
        f"    ecarte join {address}"),
    last_try=lambda why: f" (the last try: {why})",
    seat_unkept=lambda unwritten: f"Your seat could not be kept ({unwritten}): the match goes "
                                  "on, but if this machine restarts 'ecarte join' cannot "
                                  "bring you back to it.",
    could_not_write=lambda what, why: f"could not write {what}: {why}",
    a_file="a file",
    you_at_table=lambda host: f"You are at {host}'s table.",
    host_no_longer_hears="The host no longer hears you.",
    you_back=lambda host, waiting: "Back at the table." + (f" Waiting for {host}..." if waiting
                                                           else ""),
    at_table=lambda name: f"{name} is at the table.",
    left_news=lambda name: f"{name} left the match.",
    reconnecting=lambda name: f"{name} lost the connection; waiting for them.",
    other_seat_view="the host sent the view of the other seat",
    verdict_unbound="the record does not carry the commitment shown at the start",
    verdict_ok="the deals follow the committed seed",
    not_a_port=lambda text: f"{text} is not a port: write HOST or HOST:PORT, like "
                            "192.168.1.20:7077",
    no_certificate=lambda address: f"{address} showed no certificate",
    no_such_machine=lambda address, host: f"cannot reach {address}: there is no machine "
                                          f"called {host} (check the address 'ecarte host' "
                                          "shows)",
    nothing_listens=lambda address: f"cannot reach {address}: nothing listens there (is "
                                    "'ecarte host' running, and is the port the one it "
                                    "shows?)",
    no_answer_within=lambda address, seconds: f"cannot reach {address}: no answer within "
                                              f"{seconds} s (a firewall, or the wrong "
                                              "address?)",
    cannot_reach=lambda address, why: f"cannot reach {address}: {why}",
    said_nothing=lambda address, seconds: f"{address} took the connection but said nothing "
                                          f"for {seconds} s: is it an 'ecarte host', and is "
                                          "the address right?",
    closed_at_once=lambda address: f"{address} closed the connection at once: is it an "
                                   "'ecarte host'?",
    not_a_host=lambda address: f"{address} does not answer as an 'ecarte host' does: another "
                               "program listens there",
    tls_failed=lambda address, why: f"the TLS handshake with {address} failed: {why}",
    not_greeted=lambda why: f"the host did not greet properly: {why}",
    host_said_nothing=lambda seconds: f"the host said nothing within {seconds} s",
    host_refused=lambda why: f"the host refused: {why}",
    wrong_protocol=lambda version: f"the host does not speak ecarte protocol {version}",
    host_closed=lambda why: f"the host closed the connection: {why}",
    no_welcome="the host did not answer the join",
    not_let_in="the host did not let us in",
    bad_welcome="the host's welcome is not well formed",
    changed_commitment="the host changed the seed commitment or our part of the seed",
    another_certificate="the host shows another certificate than when we joined",
    another_match="the host at this address is playing another match",
    the_seat="the seat",
    code_length=lambda most, count: f"a join code is {most} words, like "
                                    f"'apple-river-zoo-abandon'; this one has {count}",
    not_a_join_word=lambda word: f"{word} is not one of the join words: check the code the "
                                 "host shows",
    pin_changed=lambda address, pinned, seen, path: (
        f"the host at {address} shows a different certificate than at your first "
        f"join (pinned {pinned}..., now {seen}...): someone may be in the "
        f"middle, so the join is refused. If the host really made a new certificate, "
        f"remove {address} from {path} and join again."),
    no_commitment=lambda scheme: f"the record has no {scheme} commitment",
    no_secret="the commitment has no revealed secret (the match did not end)",
    secret_mismatch="the revealed secret does not match the commitment's hash",
    seed_mismatch=lambda seed: "the record's seed is not the one the secret and the guest's "
                               f"part give ({seed})",
    not_replayed="the record itself does not replay",
    record_unreadable=lambda why: f"the record cannot be read: {why}",
    deal_not_seed=lambda deal: f"deal {deal} is not the one the seed deals",
    reshuffle_not_seed=lambda deal: f"the reshuffle of deal {deal} is not the seed's",
    not_from_seed=lambda why: f"the record does not replay from its seed ({why})",
    deal_count=lambda deals, dealt: f"the record has {deals} deals and the seed replayed "
                                    f"{dealt}",
    the_adjourned="the adjourned match",
    not_adjourned=lambda path: f"{path} is not an adjourned network match",
    seed_not_secret=lambda path: f"the seed kept in {path} does not come from its secret",
    adjourned_unreadable=lambda path, why: f"the adjourned match {path} cannot be read: {why}",
    title=lambda host: f"Écarté over the network: you against {host}.\n",
    certificate_line=lambda first: (
        f"The host's certificate ({'first join: pinned' if first else 'the one pinned before'}"
        "); compare it with the host's screen:\n"),
    commitment_line=lambda digits: f"The seed commitment: {digits}...\n",
    move_timer_line=lambda seconds: f"A move timer: {seconds} s for each of your moves; then "
                                    "the first legal one is played for you.\n",
    commands_line=lambda hints: "'say TEXT' sends a chat line; 'help' lists the commands, '?' "
                                "your legal moves. Undo is off; "
                                + ("hints are on ('hint')." if hints else "hints are off."),
    waiting_for=lambda name: f"Waiting for {name}...",
    waiting_next_deal=lambda name: f"Waiting for {name} to go on to the next deal...",
    sent=lambda action: f"Sent: {action}.",
    hints_off_here="Hints are off in this match: the host turns them on for both players "
                   "('ecarte host --hints').",
    not_in_network=lambda command: f"'{command}' is not available in a network match.",
    host_left=lambda host: f"{host} left: the match is adjourned. It goes on when {host} runs "
                           "'ecarte host --resume' and you run (no code needed):",
    match_ended="The match ended.",
    you_win_match="You win the match.",
    wins_match=lambda name: f"{name} wins the match.",
    record_unkept=lambda unwritten: f"The record could not be kept ({unwritten}).",
    seed_verdict=lambda verdict: f"Seed commitment: {verdict}.",
    leave_question="Leave? The match is adjourned: 'ecarte host --resume' (host) and "
                   "'ecarte join ADDRESS' (guest) go on with it.",
    off_undo="Undo is off in a network match: your opponent has seen your move.",
    off_hint="Hints are off in a network match.",
    you_say=lambda text: f"You say: {text}",
    cut_to=lambda most: f" (cut to its first {most} characters)",
    not_sent=lambda text: f"Not sent (your opponent is not connected now): {text}",
    say_how="Type say and the words, like: say good luck",
    help_say=("say TEXT", "send a chat line to your opponent"),
    help_score="the score",
    help_hint="the expert's advice for this move (the host turned hints on)",
    help_quit=("quit, Ctrl-C, Ctrl-D", "leave; the match is adjourned: 'ecarte host --resume' "
                                       "(host) and 'ecarte join ADDRESS' (guest) go on with it"),
    help_off="undo, speed, tutor and log are off in a network match",
    did_not_come_back=lambda name: f"{name} did not come back: the match is adjourned.",
    match_unkept=lambda unwritten: f"The match so far could not be kept ({unwritten}). It "
                                   "goes on in memory; keeping it is tried again after each "
                                   "move.",
    kept_again="The match so far is kept again.",
    host_epilog="""\
The host prints a join code of four words and its certificate's fingerprint. The friend
runs 'ecarte join ADDRESS:PORT --code WORDS' within 10 minutes (the code is good once,
and withdrawn after 3 wrong tries), and should compare the fingerprint shown with yours.
In the game: 'say TEXT' sends a chat line; undo is off, and hints too unless --hints
turns them on for both players. See docs/network.md.
""",
    help_port=lambda port: f"the port to listen on (default {port}, or the adjourned match's; "
                           "0 picks one)",
    help_bind="the address to listen on (default: every one of this machine)",
    help_name="your name at the table",
    help_grace="how long a guest who lost the connection may take to come back before the "
               "match is adjourned (1 to 600, default 120)",
    help_move_timer="the guest's time for each move, 5 to 600 (off by default; a resumed "
                    "match keeps its own)",
    help_hints="let both players ask for hints ('hint'); off by default (a resumed match "
               "keeps its own)",
    help_resume="go on with the last adjourned match (its guest comes back with 'ecarte join "
                "ADDRESS', no code)",
    the_port="the port",
    the_grace="the grace",
    the_move_timer="the move timer",
    port_range=lambda port: f"{port} is not a port: use 1 to 65535, or 0 for any free one",
    resuming=lambda name, port, shown: (
        f"Resuming the adjourned match against {name} on port {port}. "
        f"They come back with:\n\n  ecarte join {shown}:{port}\n\n"
        "Waiting for them... (Ctrl-C stops)"),
    adjourned_wait=lambda count: (
        f"Note: {'1 adjourned match waits' if count == 1 else f'{count} adjourned matches wait'}"
        " for you; 'ecarte host --resume' goes on with the latest. This is a new one."),
    hosting=lambda port, shown, code, print_, hashed: (
        f"Hosting a match on port {port}. Give your friend this command:\n\n"
        f"  ecarte join {shown}:{port} --code {code}\n\n"
        "Your certificate's fingerprint (they see it when they join: compare "
        f"it):\n  {print_}\nThe seed commitment: {hashed}\n"
        "The code is good once, for 10 minutes. Waiting for them... (Ctrl-C stops)"),
    code_gone="nobody joined before the code expired or was withdrawn: run ecarte host again "
              "for a new code",
    nobody_came_back="Nobody came back: the match stays adjourned; 'ecarte host --resume' "
                     "goes on with it.",
    nobody_joined="Nobody joined; the match is not played.",
    joined=lambda name: f"{name} joined.",
    goes_on="The match goes on.",
    port_in_use=lambda port: f"port {port} is already in use (another 'ecarte host'?): choose "
                             "another with --port N, or --port 0 for any free one",
    no_such_address=lambda bind: f"this machine has no address {bind}: give --bind one of its "
                                 "own addresses, or leave it out to listen on all of them",
    port_rights=lambda port: f"port {port} needs special rights here: use a port above 1023",
    cannot_listen=lambda bind, port, why: f"cannot listen on {bind}:{port}: {why}",
    nothing_to_resume="there is no adjourned network match to resume",
    not_adjourned_now=lambda unwritten, kept: f"the match could not be adjourned ({unwritten}); "
                                              f"{kept}",
    resume_from_kept="'ecarte host --resume' goes on from the last move that was kept",
    cannot_resume="it cannot be resumed",
    adjourned_kept=lambda name: "The match is adjourned and kept. To go on with it, run the "
                                f"line below; {name} comes back with 'ecarte join' and your "
                                "address (no code needed).",
    join_epilog="""\
The code is the four words 'ecarte host' shows. The host's certificate is pinned at the
first join: a different one later is refused. A guest who loses the connection comes back
by itself; after a restart, 'ecarte join HOST[:PORT]' (no code) returns to the same seat.
In the game: 'say TEXT' sends a chat line; undo is off, and hints unless the host turned
them on ('ecarte host --hints'). If the host's machine goes away, the guest tries to come
back for the grace period, then says how to rejoin later. See docs/network.md.
""",
    help_address="the host's address, and its port if not 7077",
    help_code="the join code the host shows",
    code_needed="a join code is needed: --code WORDS, the four words 'ecarte host' shows",
    coming_back_to=lambda address: f"Coming back to your seat at {address}...",
    joining=lambda address: f"Joining the table at {address}...",
    not_joined="Not joined.",
    you_left="You left the match: it is adjourned. It goes on when the host runs "
             "'ecarte host --resume' and you run (no code needed):",
    record_unverified="The host's record does not verify: it is not kept in your history.",
    help_levels="the two bots' levels (or exec:COMMAND)",
    help_level="the same level for both bots",
    help_seed="the same seed replays the same match",
    help_record="write the match's record to FILE",
    no_level=lambda level, known: f"there is no bot level {level}: choose one of {known}, or "
                                  "exec:COMMAND",
    watch_title=lambda first, first_level, second, second_level, seed: (
        f"{first} ({first_level}) against {second} ({second_level}), seed {seed}. Any key "
        "skips a pause; Ctrl-C stops."),
)
