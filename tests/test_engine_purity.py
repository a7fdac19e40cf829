"""The engine is pure: no terminal libraries, no printing, no global random state."""

from __future__ import annotations

import ast
import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import ecarte.engine

ENGINE = Path(ecarte.engine.__file__).parent
SOURCES = sorted(ENGINE.glob("*.py"))
MODULES = ["ecarte.engine"] + [f"ecarte.engine.{m.name}"
                               for m in pkgutil.iter_modules([str(ENGINE)])]


def test_importing_every_engine_module_loads_no_terminal_library() -> None:
    script = (
        "import importlib, json, sys\n"
        f"for name in {MODULES!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(m for m in sys.modules\n"
        "                        if m.split('.')[0] in ('rich', 'prompt_toolkit'))))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60, check=True)
    assert json.loads(done.stdout) == []
    assert len(MODULES) >= 10


def forbidden_calls(tree: ast.AST) -> list[str]:
    """print(...), and any use of the random module other than random.Random."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "print":
            found.append(f"line {node.lineno}: print(")
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id == "random" and node.attr != "Random":
            found.append(f"line {node.lineno}: random.{node.attr}")
        if isinstance(node, ast.ImportFrom) and node.module == "random":
            found.extend(f"line {node.lineno}: from random import {alias.name}"
                         for alias in node.names if alias.name != "Random")
    return found


def test_the_engine_never_prints_nor_uses_the_global_random() -> None:
    problems = {path.name: forbidden_calls(ast.parse(path.read_text(encoding="utf-8")))
                for path in SOURCES}
    assert {name: found for name, found in problems.items() if found} == {}
    assert len(SOURCES) >= 10


def test_the_scan_finds_what_it_looks_for() -> None:
    bad = "import random\nprint(1)\nrandom.shuffle(x)\nfrom random import choice\n" \
          "rng = random.Random(3)\n"
    assert sorted(forbidden_calls(ast.parse(bad))) == [
        "line 2: print(", "line 3: random.shuffle", "line 4: from random import choice"]
