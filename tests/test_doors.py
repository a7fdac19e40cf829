"""Every numeric flag of every command is a door (issue 20): a hostile value (-1, 5,000
digits, 'x', '1e3', '', an Arabic digit, 2**63) is refused with status 2 and one short
line naming the flag, the value echoed short, never a traceback; argparse's own refusals
(an invalid choice, an unknown word) echo a 5,000-character value short too."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ecarte.cli
from ecarte.commands.flags import seed_arg
from ecarte.numbers import MAX_SEED

HOSTILE = ["-1", "9" * 5000, "x", "1e3", "", "٣", str(2**63)]
"""Values no numeric flag takes."""

FLAGS = [  # command, the words before the flag (positionals), the flag
    ("play", [], "--seed"), ("play", [], "--target"), ("play", [], "--match"),
    ("play", [], "--delay"),
    ("watch", [], "--seed"), ("watch", [], "--target"), ("watch", [], "--match"),
    ("watch", [], "--delay"),
    ("arena", ["random", "random"], "--deals"), ("arena", ["random", "random"], "--games"),
    ("arena", ["random", "random"], "--seed"), ("arena", ["random", "random"], "--jobs"),
    ("engine", [], "--seed"),
    ("replay", ["r.json"], "--line"), ("replay", ["r.json"], "--seat"),
    ("review", ["r.json"], "--seat"), ("review", ["r.json"], "--jobs"),
    ("host", [], "--port"), ("host", [], "--grace"), ("host", [], "--move-timer"),
    ("history", [], "--limit"),
]


def refusal(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """What reading the command line ``argv`` says on standard error, as ``ecarte`` reads
    it (the words it does not take included); it must end with status 2. Only the parser
    runs: a value it took would end the test here, never start a command."""
    command = ecarte.cli.asked_command(argv)
    parser = ecarte.cli.build_parser(() if command is None else (command,))
    with pytest.raises(SystemExit) as ended:
        args, unknown = parser.parse_known_args(argv)
        assert unknown, f"{argv[:4]} was taken"
        from ecarte.cli_parser import unknown_words

        parser.commands[args.command].error(
            unknown_words(unknown, parser.commands[args.command]))
    assert ended.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    return captured.err


@pytest.mark.parametrize("value", HOSTILE, ids=lambda v: f"{v[:8]}({len(v)})")
@pytest.mark.parametrize(("command", "before", "flag"), FLAGS,
                         ids=[f"{c} {f}" for c, _, f in FLAGS])
def test_a_hostile_number_is_refused_in_one_short_line(
        command: str, before: list[str], flag: str, value: str,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    err = refusal([command, *before, f"{flag}={value}"], capsys)
    last = err.splitlines()[-1]
    assert "Traceback" not in err
    assert last.startswith(f"ecarte {command}: argument {flag}: "), err
    assert all(len(line) < 200 for line in err.splitlines()), err
    assert "9" * 30 not in err  # a long value is never echoed whole


LONG = "x" * 5000


@pytest.mark.parametrize("argv", [
    [LONG],
    ["play", "--rules", LONG],
    ["play", "--packets", LONG],
    ["watch", "--king", LONG],
    ["play", "--seed", "3", LONG],
    ["play", "--bot", LONG],
], ids=["command", "play --rules", "play --packets", "watch --king", "a word", "--bot"])
def test_argparse_s_own_refusals_echo_a_long_value_short(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    err = refusal(argv, capsys)
    assert "x" * 30 not in err and "(5,000 characters)" in err, err[-400:]
    assert all(len(line) < 300 for line in err.splitlines())


@pytest.mark.parametrize("option", ["target=٣", "target=1e3", "target=-1", f"target={LONG}",
                                    f"{LONG}=1", "9" * 5000])
def test_a_rules_option_takes_whole_numbers_only_in_ascii_digits_and_echoes_short(
        option: str, capsys: pytest.CaptureFixture[str]) -> None:
    status = ecarte.cli.main(["arena", "random", "random", "--deals", "1", "--option",
                              option])
    err = capsys.readouterr().err
    assert status == 2 and err.count("\n") == 1, err[-300:]
    assert err.startswith("ecarte arena: ") and len(err) < 200, err


@given(st.text(max_size=60))
@settings(max_examples=300, deadline=None)
def test_a_seed_is_a_whole_number_from_0_to_2_63_minus_1_in_ascii_digits(text: str) -> None:
    try:
        seed = seed_arg(text)
    except argparse.ArgumentTypeError as refused:
        said = str(refused)
        assert said.startswith("the seed is a whole number from 0 to 9223372036854775807")
        assert len(said) < 200 and "\n" not in said
    else:
        digits = text.strip().lstrip("+")
        assert digits.isascii() and digits.isdecimal() and 0 <= seed <= MAX_SEED


@given(st.text(min_size=25, max_size=6000))
@settings(max_examples=50, deadline=None)
def test_a_refused_choice_is_echoed_short_whatever_it_holds(text: str) -> None:
    parser = ecarte.cli.build_parser(("play",)).commands["play"]
    with pytest.raises(argparse.ArgumentError) as refused:
        action = next(a for a in parser._actions if "--packets" in a.option_strings)
        parser._check_value(action, text)
    said = str(refused.value)  # numbers.echo keeps 20 characters, each \U0001xxxx at worst
    assert len(said) < 300 and "\n" not in said and f"({len(text):,} characters)" in said


ECARTE = Path(sys.executable).parent / "ecarte"


@pytest.mark.slow
@pytest.mark.parametrize("argv", [
    ["engine", "--seed", "-1"], ["arena", "random", "random", "--seed", "9" * 5000],
    ["play", "--match", "٣"], ["replay", "r.json", "--seat", "9" * 5000],
    ["play", "--delay", "٣"],
])
def test_the_real_program_refuses_with_status_2_and_one_line(
        argv: list[str], tmp_path: Path) -> None:
    done = subprocess.run([str(ECARTE), *argv], capture_output=True, text=True,
                          timeout=60, check=False, stdin=subprocess.DEVNULL, cwd=tmp_path,
                          env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
                               "ECARTE_DATA_DIR": str(tmp_path / "data"),
                               "ECARTE_CONFIG_DIR": str(tmp_path / "conf"),
                               "COLUMNS": "100", "LANG": "C.UTF-8"})
    assert done.returncode == 2 and done.stdout == "", done.stderr
    assert "Traceback" not in done.stderr
    assert len(done.stderr.splitlines()[-1]) < 200
