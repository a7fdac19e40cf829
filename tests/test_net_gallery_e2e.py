"""The gallery in three pseudo-terminals (issue 23, part 2): ``ecarte host --gallery``,
``ecarte join`` and ``ecarte join --watch``; the bystander is killed with SIGKILL mid-match
and comes back with ``--watch`` alone, the match never stops, and the bystander's record
verifies against the commitment."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
from pathlib import Path

import pytest
from test_e2e_play import environment
from test_net_commands import ECARTE, spawn, step

pexpect = pytest.importorskip("pexpect")
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


@pytest.mark.slow
def test_a_bystander_watches_is_killed_comes_back_and_keeps_a_record_that_verifies(
        tmp_path: Path) -> None:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {ECARTE.parent}")
    host_data, guest_data, watch_data = (tmp_path / n for n in ("host", "guest", "watch"))
    host = spawn(host_data, "host", "--port", "0", "--bind", "127.0.0.1", "--name", "Ada",
                 "--target", "3", "--gallery")
    host.expect(r"ecarte join (127\.0\.0\.1:\d+) --code ([a-z-]+)")
    address, code = host.match.group(1), host.match.group(2)
    host.expect(r"--watch --code ([a-z-]+)")
    watch_code = host.match.group(1)
    guest = spawn(guest_data, "join", address, "--code", code, "--name", "Bob")
    guest.expect("you against Ada")
    host.expect("Bob joined")
    watcher = spawn(watch_data, "join", address, "--watch", "--code", watch_code,
                    "--name", "Cleo")
    watcher.expect("you watch Ada against Bob")  # (the host's screen: read at the end)
    moves, killed = 0, False
    host_done = guest_done = False
    for _ in range(600):
        if not host_done and step(host, "Match over") == "end":
            host_done = True
        if not guest_done:
            said = step(guest, r"wins? the match")
            moves += said == "moved"
            guest_done = said == "end"
        if moves >= 3 and not killed:  # the bystander's machine dies; the match goes on
            os.kill(watcher.pid, signal.SIGKILL)
            watcher.expect(pexpect.EOF)
            watcher.close()  # (the host's screen is read at the end: its turns go on)
            watcher = spawn(watch_data, "join", address, "--watch")
            watcher.expect("Coming back to the gallery")
            watcher.expect("Ada against Bob")
            watcher.send("say allez Bob\r")
            watcher.expect("You say to the gallery: allez Bob")
            killed = True
        if host_done and guest_done:
            break
    assert killed and host_done and guest_done
    watcher.expect("Seed commitment: the deals follow the committed seed")
    for child in (host, guest, watcher):
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0
    hosted = ANSI.sub("", (host_data / "screen.log").read_text(encoding="utf-8"))
    assert "Cleo is watching from the gallery" in hosted
    assert "Cleo's connection to the gallery dropped" in hosted
    assert "Cleo is back in the gallery" in hosted
    screen = ANSI.sub("", (watch_data / "screen.log").read_text(encoding="utf-8"))
    assert "Your hand" not in screen and "Match over" in screen
    for player in (host_data, guest_data):  # the gallery's line never reached a player
        assert "allez Bob" not in (player / "screen.log").read_text(encoding="utf-8")
    record = next((watch_data / "records").glob("*.json"))
    done = subprocess.run([str(ECARTE), "verify", str(record)], capture_output=True,
                          text=True, timeout=60, env=environment(watch_data))
    assert done.returncode == 0 and json.loads(done.stdout)["commitment"] == {"kept": True}
