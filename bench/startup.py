"""Start-up time of the installed ``ecarte`` script, against ``python -c pass``.

Run: python bench/startup.py [--runs N] [--ecarte PATH ...] [--no-play]

For each ``ecarte`` given (default: the one beside this Python), runs ``python -c pass``,
``ecarte --version``, ``ecarte --help`` and ``ecarte play --help`` N times each, interleaved
so that load on a shared machine falls on all alike, and prints the median wall time, the
median CPU time of the child process, and each median's ratio to ``python -c pass`` (the
interpreter of that same installation). Then times ``ecarte play --level club --seed 1`` in
a pseudo-terminal (pexpect, PROMPT_TOOLKIT_NO_CPR=1, a fresh HOME so no save exists) until
the first prompt character appears, in wall time and in the CPU time the program had used
(less disturbed by other work on a shared machine).

Bytecode is cached in a temporary folder, as for an installed program, unless
``--no-bytecode`` (then PYTHONDONTWRITEBYTECODE, if set, makes every run compile the sources
it imports).

    python bench/startup.py --runs 15 --ecarte .venv/bin/ecarte /work/before/.venv/bin/ecarte

Measure an installation made as the README makes it (``pip install .``). An editable one
(``pip install -e .``) loads its import hook at every start of its Python, ``re`` and
``pathlib`` with it: ``python -c pass`` is then about twice as slow, and each ratio looks
better than what a player's installation shows. The report says when an installation is
editable.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROMPT = "›"
CASES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("python -c pass", ()),
    ("ecarte --version", ("--version",)),
    ("ecarte --help", ("--help",)),
    ("ecarte play --help", ("play", "--help")),
)


def use_bytecode_cache() -> None:
    """Run the children as an installed program runs: with compiled bytecode, kept in a
    temporary folder (nothing is written beside the sources), warmed by one run."""
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="ecarte-startup-")


def one_run(command: list[str]) -> tuple[float, float]:
    """Wall seconds and the child's CPU seconds (user + system) of one run."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed with status {child.returncode}")
    return wall, usage.ru_utime + usage.ru_stime


def command_for(ecarte: Path, args: tuple[str, ...]) -> list[str]:
    if not args:
        return [str(ecarte.parent / "python"), "-c", "pass"]
    return [str(ecarte), *args]


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) a running process has used so far, from /proc."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def first_prompt(ecarte: Path) -> tuple[float, float]:
    """Seconds from spawning ``ecarte play`` to the first prompt character on screen, and
    the CPU seconds the program had used by then (/proc, 10 ms steps)."""
    import pexpect  # type: ignore[import-untyped]

    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, XDG_DATA_HOME=f"{home}/data",
                   XDG_CONFIG_HOME=f"{home}/config", ECARTE_DATA_DIR=f"{home}/data/ecarte",
                   ECARTE_CONFIG_DIR=f"{home}/config/ecarte", PROMPT_TOOLKIT_NO_CPR="1",
                   TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
        start = time.perf_counter()
        child = pexpect.spawn(str(ecarte), ["play", "--level", "club", "--seed", "1"],
                              env=env, dimensions=(32, 100), encoding="utf-8", timeout=20)
        try:
            child.expect_exact(PROMPT)
            return time.perf_counter() - start, cpu_seconds(child.pid)
        finally:
            child.terminate(force=True)


def editable(ecarte: Path) -> bool:
    """Whether the script's installation is editable (setuptools' import hook is there)."""
    return any(ecarte.resolve().parent.parent.glob("lib/python*/site-packages/__editable__*"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--ecarte", nargs="+", type=Path,
                        default=[Path(sys.executable).parent / "ecarte"])
    parser.add_argument("--no-play", action="store_true", help="skip the first-prompt timing")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="keep PYTHONDONTWRITEBYTECODE as it is: every run compiles the "
                             "sources it imports that have no cached bytecode")
    args = parser.parse_args()
    if not args.no_bytecode:
        use_bytecode_cache()
    walls: dict[tuple[Path, str], list[float]] = {}
    cpus: dict[tuple[Path, str], list[float]] = {}
    for ecarte in args.ecarte:  # warm the caches; the first run is not counted
        for _, argv in CASES:
            one_run(command_for(ecarte, argv))
        if not args.no_play:
            first_prompt(ecarte)
    for _ in range(args.runs):
        for ecarte in args.ecarte:
            for label, argv in CASES:
                wall, cpu = one_run(command_for(ecarte, argv))
                walls.setdefault((ecarte, label), []).append(wall)
                cpus.setdefault((ecarte, label), []).append(cpu)
    prompts: dict[Path, list[tuple[float, float]]] = {}
    if not args.no_play:
        for _ in range(max(3, args.runs // 3)):
            for ecarte in args.ecarte:
                prompts.setdefault(ecarte, []).append(first_prompt(ecarte))
    for ecarte in args.ecarte:
        print(f"{ecarte} (median of {args.runs} runs)")
        if editable(ecarte):
            print("  (an editable installation: its Python loads an import hook at every start,"
                  " so the ratios flatter it; measure a 'pip install .')")
        base_wall = statistics.median(walls[ecarte, CASES[0][0]])
        base_cpu = statistics.median(cpus[ecarte, CASES[0][0]])
        for label, _ in CASES:
            wall = statistics.median(walls[ecarte, label])
            cpu = statistics.median(cpus[ecarte, label])
            print(f"  {label:<20} wall {wall * 1000:6.1f} ms ({wall / base_wall:4.2f}x)"
                  f"   cpu {cpu * 1000:6.1f} ms ({cpu / base_cpu:4.2f}x)")
        if ecarte in prompts:
            times = [wall for wall, _ in prompts[ecarte]]
            cpu = statistics.median(cpu for _, cpu in prompts[ecarte])
            print(f"  {'first prompt of play':<20} wall {statistics.median(times) * 1000:6.1f}"
                  f" ms   cpu {cpu * 1000:6.1f} ms   (median of {len(times)} runs; "
                  f"wall max {max(times) * 1000:.1f} ms)")


if __name__ == "__main__":
    main()
