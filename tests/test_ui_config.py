"""The settings file and the command-line rule flags."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from ecarte.commands.flags import add_look_flags, add_rules_flags, rules_from_args
from ecarte.engine import Rules, RulesError
from ecarte.ui.config import Settings, load_settings


def test_settings_are_read_from_toml(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('name = "Ada"\nlevel = "club"\ndelay = 0\nascii = true\n'
                    'hotseat_names = ["Ada", "Bob"]\n', encoding="utf-8")
    settings, warning = load_settings(path)
    assert warning is None
    assert settings == Settings(name="Ada", level="club", delay=0.0, ascii=True,
                                hotseat_names=("Ada", "Bob"))


def test_a_broken_settings_file_is_named_and_ignored(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("name = \n", encoding="utf-8")
    settings, warning = load_settings(path)
    assert settings == Settings() and warning is not None and str(path) in warning
    path.write_text('colour = "pink"\ndelay = "slow"\n', encoding="utf-8")
    _, warning = load_settings(path)
    assert warning is not None and "no setting 'colour'" in warning and "delay" in warning


def parse(*args: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_rules_flags(parser)
    add_look_flags(parser)
    return parser.parse_args(args)


def test_every_option_of_the_rule_book_has_a_flag() -> None:
    rules = rules_from_args(parse(
        "--target", "7", "--match", "3", "--packets", "2-2-1", "--dealer-may-stand-pat",
        "--reshuffle-discards", "--king", "auto", "--trumping", "free", "--point-de-refus",
        "--penalty-any-refusal", "--game-values", "--videau"))
    assert rules == Rules(7, 3, "2-2-1", True, True, "auto", "free", True, True, True, True)


def test_a_flag_overrides_its_preset() -> None:
    rules = rules_from_args(parse("--rules", "italian", "--no-videau"))
    assert rules.packets == "2-2-1" and not rules.videau
    assert rules_from_args(parse()) == Rules()


def test_bad_rule_values_are_usage_errors() -> None:
    with pytest.raises(SystemExit):
        parse("--target", "0")
    with pytest.raises(SystemExit):
        parse("--delay", "soon")
    with pytest.raises(RulesError):
        rules_from_args(argparse.Namespace(rules="club", target=None, match=None,
                                           packets="9-9", king=None, trumping=None))


def test_watch_shows_two_bots_to_the_end(tmp_path: Path) -> None:
    ecarte = Path(sys.executable).parent / "ecarte"
    if not ecarte.exists():
        pytest.skip("the ecarte script is not installed")
    done = subprocess.run([str(ecarte), "watch", "--levels", "random", "random", "--seed", "2",
                           "--delay", "0", "--target", "2", "--record",
                           str(tmp_path / "r.json")], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert "Match over" in done.stdout and "holds" in done.stdout
    assert (tmp_path / "r.json").exists()


def test_a_bot_level_the_settings_file_names_wrongly_is_traced_to_it(tmp_path: Path) -> None:
    ecarte = Path(sys.executable).parent / "ecarte"
    assert ecarte.exists(), "the ecarte script is installed with the package"
    (tmp_path / "config").mkdir()
    settings = tmp_path / "config" / "config.toml"
    settings.write_text('level = "grandmaster"\n')
    env = {"PATH": "/usr/bin:/bin", "ECARTE_CONFIG_DIR": str(tmp_path / "config"),
           "ECARTE_DATA_DIR": str(tmp_path / "data")}
    done = subprocess.run([str(ecarte), "play", "--seed", "1"], capture_output=True,
                          text=True, input="", timeout=60, env=env)
    # ignored with a note naming the file (docs/playing.md), and the default bot plays
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert f"the settings file {settings} says level = 'grandmaster'" in " ".join(
        done.stdout.split())
    flagged = subprocess.run([str(ecarte), "play", "--seed", "1", "--level", "nobody"],
                             capture_output=True, text=True, input="", timeout=60, env=env)
    assert "there is no bot level 'nobody': choose one of" in flagged.stderr
