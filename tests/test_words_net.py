"""Network play in the player's language (issue 21): a French host and an Italian guest
each read their own language, from the same wire, for the news (joined, chat, left, back),
the questions and the end; a refusal travels as facts (a code and its data), never as a
sentence, and the side that reads it words it."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_e2e_play import environment

from ecarte.engine.cards import Card
from ecarte.engine.faults import Fault, Rule
from ecarte.net.eventjson import fault_from_json, fault_to_json
from ecarte.net.wire import HOST_MESSAGES, Refusal, WireError, decode, encode, worded
from ecarte.words import choose, chosen

pexpect = pytest.importorskip("pexpect")

ECARTE = Path(sys.executable).parent / "ecarte"
NB = "\u00a0"
ENGLISH = ("Waiting for", " joined", "left the match", " is back", " says:", "Hosting a match",
           "adjourned", "Leave?", "Coming back", "the match")
"""English of the network's sentences, which neither screen may show."""


@pytest.fixture
def speaking() -> object:
    """Restore the language chosen, after a test that chooses another."""
    before = chosen()
    yield
    choose(before)


def spawn(data: Path, *args: str) -> pexpect.spawn:
    data.mkdir(parents=True, exist_ok=True)
    child = pexpect.spawn(str(ECARTE), list(args), env=environment(data),
                          dimensions=(40, 160), encoding="utf-8", timeout=30)
    child.logfile_read = open(data / "screen.log", "a", encoding="utf-8")  # noqa: SIM115
    return child


def screen(data: Path) -> str:
    """What a terminal showed, one line, without colours."""
    text = (data / "screen.log").read_text(encoding="utf-8")
    return " ".join(re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", text).split())


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path]:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    return tmp_path / "host", tmp_path / "guest"


def test_a_french_host_and_an_italian_guest_each_read_their_own_language(
        folders: tuple[Path, Path]) -> None:
    host_data, guest_data = folders
    host = spawn(host_data, "--lang", "fr", "host", "--port", "0", "--bind", "127.0.0.1",
                 "--name", "Ada")
    host.expect("Vous ouvrez une table sur le port")
    host.expect(r"ecarte join (127\.0\.0\.1:\d+) --code ([a-z-]+)")
    address, code = host.match.group(1), host.match.group(2)
    guest = spawn(guest_data, "--lang", "it", "join", address, "--code", code, "--name",
                  "Bruno")
    guest.expect("Connessione al tavolo")
    guest.expect("Écarté in rete: tu contro Ada")
    guest.expect("Sei al tavolo di Ada.")
    host.expect("Bruno a rejoint la table.")
    # chat, from the side whose prompt is open (the elder's): each says who speaks in its
    # own words
    guest.send("say ciao Ada\r")
    host.send("say bonjour Bruno\r")
    for _ in range(100):
        if host.expect([f"Bruno dit{NB}: ciao Ada", pexpect.TIMEOUT], timeout=0.2) == 0 or \
                guest.expect(["Ada dice: bonjour Bruno", pexpect.TIMEOUT], timeout=0.2) == 0:
            break
    else:
        raise AssertionError("no chat line came through")
    guest.sendintr()  # the guest leaves, asked first in Italian
    guest.expect("Te ne vai?")
    guest.send("y\r")
    guest.expect("Hai lasciato l'incontro: è sospeso.")
    guest.expect(pexpect.EOF)
    host.expect(f"Bruno a quitté la rencontre{NB}: elle est ajournée")
    if host.expect(["La rencontre est ajournée et gardée.", pexpect.TIMEOUT], timeout=3) == 1:
        host.sendintr()  # at its own prompt the host sees the end at the guest's next turn
        host.expect(f"Partir{NB}?")
        host.send("y\r")
        host.expect("La rencontre est ajournée et gardée.")
    host.expect(pexpect.EOF)
    # the host goes on with it, the guest comes back to its seat with no code
    host = spawn(host_data, "--lang", "fr", "host", "--resume", "--bind", "127.0.0.1")
    host.expect("Reprise de la rencontre ajournée contre Bruno")
    guest = spawn(guest_data, "--lang", "it", "join", address)
    guest.expect("Si torna al tuo posto")
    host.expect("Bruno est de retour.")
    guest.expect("Di nuovo al tavolo.")  # "Si aspetta Ada…" too when Ada decides now
    host.expect("La rencontre continue.")
    host.expect(["›", "On attend Bruno…"])  # at a decision: a Ctrl-C is asked about
    time.sleep(0.5)  # the prompt takes the keyboard
    host.sendintr()  # now the host leaves, asked in French
    host.expect(f"Partir{NB}?")
    host.send("y\r")
    host.expect("La rencontre est ajournée et gardée.")
    guest.expect("Ada ha lasciato il tavolo: l'incontro è sospeso.")
    for child in (host, guest):
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0
    for data in (host_data, guest_data):
        shown = screen(data)
        assert not [english for english in ENGLISH if english in shown], shown


def test_a_wrong_code_is_refused_in_the_words_of_each_side(
        folders: tuple[Path, Path]) -> None:
    host_data, guest_data = folders
    host = spawn(host_data, "--lang", "fr", "host", "--port", "0", "--bind", "127.0.0.1")
    host.expect(r"ecarte join (127\.0\.0\.1:\d+) --code")
    address = host.match.group(1)
    guest_data.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([str(ECARTE), "--lang", "it", "join", address, "--code",
                           "apple-river-zoo-abandon"], capture_output=True, text=True,
                          timeout=60, env=environment(guest_data))
    assert done.returncode == 1
    assert done.stderr.startswith("ecarte join: chi ospita ha rifiutato: il codice è "
                                  "sbagliato"), done.stderr
    assert "ancora 2 tentativi prima che sia ritirato" in done.stderr
    host.expect(f"Une demande pour rejoindre a été refusée{NB}: le code est faux")
    host.expect(f"encore 2{NB}essais|encore 2 essais")
    host.sendintr()
    host.expect("Personne n'a rejoint la table")
    host.expect(pexpect.EOF)


def test_a_refused_move_travels_as_a_fact_and_is_worded_where_it_is_read(
        speaking: object) -> None:
    fault = Fault(Rule.FOLLOW, cards=(Card.parse("Qh"), Card.parse("7h")),
                  lead=Card.parse("Kh"))
    assert fault_from_json(fault_to_json(fault)) == fault
    refusal = WireError("fault", Refusal.ILLEGAL, fault=fault_to_json(fault))
    line = encode({"type": "error", **refusal.fields(), "seq": 3})
    assert b"must" not in line and b"follow" in line  # the rule's code, not its sentence
    message = decode(line, HOST_MESSAGES)
    said = {}
    for code in ("en", "fr", "it"):
        choose(code)
        said[code] = worded(message)
    assert "D♥" in said["fr"] and "D♥" in said["it"] and "Q♥" in said["en"]
    assert len(set(said.values())) == 3, said
    played = decode(encode({"type": "error", "code": "time", "seq": 4, "played": "play Ks"}),
                    HOST_MESSAGES)
    choose("en")
    assert worded(played) == "your time ran out: play Ks was played for you."
    choose("fr")
    assert worded(played) == f"votre temps est écoulé{NB}; à votre place, le jeu a choisi" \
                             f"{NB}: le R♠."
    choose("it")
    assert worded(played) == "il tuo tempo è scaduto; al posto tuo il gioco ha scelto: il R♠."


def test_the_code_s_refusals_are_facts_each_language_words(speaking: object) -> None:
    from ecarte.net.codes import JoinCode

    code = JoinCode()
    why = code.check("00", "fp", "a", "b")
    assert why is not None and why.fields() == {"code": "code", "problem": "wrong",
                                                "tries": 2}
    choose("fr")
    assert str(why).startswith("le code est faux")
    choose("it")
    assert str(why).startswith("il codice è sbagliato")


def test_an_older_peer_still_reads_the_protocol_refusal(speaking: object) -> None:
    """The one refusal a peer of another version gets keeps an English sentence too, as
    versions before 4 read it; every other refusal is facts alone, and this side words
    even that one from its facts."""
    assert "message" not in WireError("", Refusal.TOKEN).fields()
    message = decode(encode({"type": "error", "code": "protocol", "version": 4,
                             "message": "this host speaks ecarte protocol 4; update ecarte "
                                        "to join it", "fatal": True}), HOST_MESSAGES)
    choose("it")
    assert worded(message) == "questo tavolo parla il protocollo ecarte 4: aggiorna ecarte " \
                              "per entrare"


@pytest.mark.parametrize(("code", "line"), [
    ("fr", "L'hôte affiche un code de quatre mots"),
    ("it", "Chi ospita mostra un codice di quattro parole"),
])
def test_host_help_is_in_the_chosen_language(code: str, line: str) -> None:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    done = subprocess.run([str(ECARTE), "--lang", code, "host", "--help"], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0 and line in done.stdout


def test_join_without_a_code_says_why_in_french(tmp_path: Path) -> None:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    done = subprocess.run([str(ECARTE), "--lang", "fr", "join", "127.0.0.1:1"],
                          capture_output=True, text=True, timeout=60,
                          env=environment(tmp_path))
    assert done.returncode == 2
    assert done.stderr.startswith(f"ecarte join{NB}: il faut un code{NB}: --code MOTS")


def test_the_host_refuses_a_move_with_its_rule_and_the_guest_words_it(
        speaking: object) -> None:
    """The guest's move that a rule forbids: the host sends the rule and its cards, not a
    sentence in the host's language; the guest says it in its own."""
    import socket

    from conftest import dealt, play

    from ecarte.engine import view
    from ecarte.net.server import GuestSeat
    from ecarte.net.wire import Link

    state, _ = dealt("Ks Qs Js 7h 8d", "Kh Jh 9h 8h 9c", "Th", dealer_seat=1)
    state, _ = play(state, "stand", "play Ks")  # the dealer holds no spade: must trump
    seen = view(state, 1)
    host_side, guest_side = socket.socketpair()
    with host_side, guest_side:
        seat = GuestSeat.__new__(GuestSeat)
        seat.seq = 7
        choose("fr")  # the host's language: none of it travels
        assert seat._action(Link(host_side, HOST_MESSAGES), "play 9c", seen,
                            seen.legal_actions()) is None
        message = Link(guest_side, HOST_MESSAGES).receive(5)
    assert message is not None and message["code"] == "illegal" and message["seq"] == 7
    assert message["fault"]["rule"] == "trump" and "message" not in message
    choose("it")
    assert worded(message) == "non hai picche, quindi devi tagliare con una briscola " \
                              "(cuori): hai il R♥, il F♥, il 9♥ e l'8♥"
    choose("en")
    assert worded(message) == "you have no spades, so you must trump with a heart: you " \
                              "hold the K♥, J♥, 9♥ and 8♥"
