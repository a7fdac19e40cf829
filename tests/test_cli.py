"""The ``ecarte`` command itself: help, version, usage errors, start-up, ``ecarte rules``,
and the preset names on the command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ecarte import __version__


def ecarte(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ecarte", *args], capture_output=True,
                          text=True, timeout=60, env={**os.environ, **(env or {})},
                          encoding="utf-8", errors="replace")


def test_help_lists_every_command() -> None:
    done = ecarte("--help")
    assert done.returncode == 0
    for command in ("play", "watch", "rules", "verify", "arena", "engine"):
        assert command in done.stdout


def test_no_command_prints_help_and_succeeds() -> None:
    done = ecarte()
    assert done.returncode == 0 and "usage: ecarte" in done.stdout


def test_version() -> None:
    done = ecarte("--version")
    assert done.returncode == 0 and done.stdout.strip() == f"ecarte {__version__}"


def test_a_usage_error_exits_2_with_a_sentence() -> None:
    done = ecarte("shuffle")
    assert done.returncode == 2
    assert "invalid choice: 'shuffle'" in done.stderr and "Traceback" not in done.stderr


def test_rules_explain_the_terms_with_their_french_and_italian_names() -> None:
    done = ecarte("rules")
    assert done.returncode == 0
    text = " ".join(done.stdout.split())
    for words in ("K Q J A 10 9 8 7", "elder", "premier", "di mano", "propose", "propongo",
                  "the vole", "cappotto", "the point", "prepotenza", "King of trumps"):
        assert words in text, words


def test_rules_fall_back_to_plain_letters_when_the_output_cannot_show_glyphs() -> None:
    done = ecarte("rules", env={"PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert done.stdout.isascii() and "Ecarte" in done.stdout and "clubs c" in done.stdout


LOADED = """\
import sys
from ecarte.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
sys.stderr.write("\\nLOADED " + " ".join(sorted(sys.modules)) + "\\n")
"""


def loaded_by(*args: str) -> set[str]:
    """The modules ``ecarte ARGS`` has imported by the time it exits."""
    done = subprocess.run([sys.executable, "-c", LOADED, *args], capture_output=True,
                          text=True, timeout=60, encoding="utf-8")
    line = next(line for line in done.stderr.splitlines() if line.startswith("LOADED "))
    return set(line.split()[1:])


def heavy(modules: set[str], *prefixes: str) -> list[str]:
    return sorted(m for m in modules if m.split(".")[0] in prefixes or m.startswith(prefixes))


def test_version_and_help_start_without_loading_any_command_the_engine_or_the_terminal(
        ) -> None:
    # The player waits for nothing: --version and --help import no subcommand, no engine,
    # no bot and neither rich nor prompt_toolkit (issue 8: within twice `python -c pass`).
    for args in (["--version"], ["--help"], []):
        modules = loaded_by(*args)
        assert not heavy(modules, "rich", "prompt_toolkit", "ecarte.engine", "ecarte.bots",
                         "ecarte.commands", "ecarte.ui", "ecarte.protocol"), args


def test_the_help_of_a_command_loads_no_bot_and_no_terminal_library() -> None:
    for command in ("play", "watch", "rules", "verify", "arena", "engine"):
        modules = loaded_by(command, "--help")
        assert f"ecarte.commands.{command}" in modules
        assert not heavy(modules, "rich", "prompt_toolkit", "ecarte.bots", "ecarte.ui",
                         "ecarte.protocol"), command
        others = {f"ecarte.commands.{other}" for other in ("play", "watch", "rules",
                                                           "verify", "arena", "engine")}
        assert modules & others == {f"ecarte.commands.{command}"}


def test_the_help_lists_the_preset_auto_king_and_accepts_its_former_name(tmp_path: Path
                                                                         ) -> None:
    done = ecarte("play", "--help")
    listed = " ".join(done.stdout.split())
    assert "club, french, italian, auto-king" in listed and "seed004" not in listed
    env = {"ECARTE_DATA_DIR": str(tmp_path), "ECARTE_CONFIG_DIR": str(tmp_path / "config")}
    played = subprocess.run([sys.executable, "-m", "ecarte", "play", "--rules", "seed004",
                             "--level", "random", "--seed", "1"], input="quit\n",
                            capture_output=True, text=True, timeout=60, encoding="utf-8",
                            env={**os.environ, **env})
    assert played.returncode == 0, played.stderr
    assert "auto-king rules" in " ".join(played.stdout.split())


def test_ecarte_rules_names_the_preset_auto_king_and_never_its_former_name() -> None:
    # play-test 6: "auto-king (formerly seed004)" is jargon to a player; the former name
    # still reads (the test above) and docs/records.md names it for programmers
    text = ecarte("rules", "--no-pager").stdout
    assert "auto-king" in text and "seed004" not in text


def test_an_arena_run_under_the_former_name_writes_records_with_the_new_one(tmp_path: Path
                                                                            ) -> None:
    path = tmp_path / "arena.jsonl"
    done = ecarte("arena", "club", "random", "--deals", "1", "--rules", "seed004",
                  "--record", str(path), "--json")
    assert done.returncode == 0, done.stderr
    for line in path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        assert record["rules"] == {"preset": "auto-king"}
        record["rules"] = {"preset": "seed004"}  # as written before the rename
        path.write_text(json.dumps(record), encoding="utf-8")
        verified = ecarte("verify", str(path))
        assert verified.returncode == 0 and json.loads(verified.stdout)["valid"]


def test_a_ctrl_c_while_the_command_starts_is_one_word_not_a_traceback(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import ecarte.cli

    def interrupted(*_: object) -> None:  # the Ctrl-C lands while the parser is built
        raise KeyboardInterrupt

    monkeypatch.setattr(ecarte.cli, "build_parser", interrupted)
    assert ecarte.cli.main(["play"]) == 130
    err = capsys.readouterr().err
    assert err == "\ninterrupted\n" and "Traceback" not in err


@pytest.mark.parametrize("columns", range(20, 221))
def test_the_help_of_ecarte_itself_is_argparse_s_at_every_width(
        columns: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """``ecarte --help`` is written without loading argparse (it starts in half the
    time); what it writes is argparse's own help, word for word, at every width it
    takes on (argparse writes it below 50 columns)."""
    import ecarte.cli

    monkeypatch.setenv("COLUMNS", str(columns))
    written = ecarte.cli.top_help(ecarte.cli.terminal_columns())
    assert written is not None or columns < 50
    if written is not None:
        assert written == ecarte.cli.build_parser(()).format_help()


def test_the_help_and_the_version_load_neither_argparse_nor_re() -> None:
    """Beyond what Python itself loaded before ``ecarte`` ran (an editable install's
    import hook loads ``re``, for one)."""
    done = subprocess.run([sys.executable, "-c", "import sys; print(*sys.modules)"],
                          capture_output=True, text=True, timeout=60, check=True)
    python_alone = set(done.stdout.split())
    for args in (["--version"], ["--help"], []):
        added = loaded_by(*args) - python_alone
        assert not {"argparse", "re", "typing", "shutil", "textwrap"} & added, args


@pytest.mark.parametrize("columns", [1, 10, 13, 14, 15, 80])
def test_the_version_is_argparse_s_at_every_width(
        columns: int, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
        ) -> None:
    import ecarte.cli

    monkeypatch.setenv("COLUMNS", str(columns))
    try:
        assert ecarte.cli.main(["--version"]) == 0
    except SystemExit as done:  # too narrow: argparse writes it, and exits
        assert done.code == 0
    written = capsys.readouterr().out
    with pytest.raises(SystemExit):
        ecarte.cli.build_parser(()).parse_args(["--version"])
    assert written == capsys.readouterr().out


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_the_help_and_the_version_end_quietly_when_the_output_cannot_be_written() -> None:
    """As argparse did: a full disk (or a closed pipe) is no traceback and no failure."""
    for args in (["--version"], ["--help"], []):
        with open("/dev/full", "w", encoding="utf-8") as full:
            done = subprocess.run([sys.executable, "-m", "ecarte", *args], stdout=full,
                                  stderr=subprocess.PIPE, text=True, timeout=60)
        assert done.returncode == 0 and "Traceback" not in done.stderr, args
