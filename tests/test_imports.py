"""The house is readable: every module of ecarte imports on its own in a fresh interpreter,
and no module imports another that (directly or not) imports it back (issue 8, point 5)."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "ecarte"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}

KNOWN_CIRCLES: set[tuple[str, str]] = set()  # none: a circle found is a failure


def import_statements(body: Iterable[ast.stmt]) -> Iterator[ast.Import | ast.ImportFrom]:
    """The imports a module runs when it is imported (``if`` and ``try`` blocks, and
    ``if TYPE_CHECKING`` too), not those inside functions."""
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for field in ("body", "orelse", "finalbody", "handlers"):
                yield from import_statements(getattr(node, field, []))


def imported(name: str, tree: ast.Module, modules: Iterable[str]) -> set[str]:
    """The modules of ``modules`` that module ``name`` imports at its top level."""
    known = set(modules)
    package = name if MODULES.get(name, Path()).name == "__init__.py" else \
        name.rpartition(".")[0]
    found: set[str] = set()
    for node in import_statements(tree.body):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in known)
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
            base = ".".join([*anchor, base] if base else anchor)
        for alias in node.names:
            if f"{base}.{alias.name}" in known:
                found.add(f"{base}.{alias.name}")
            elif base in known:
                found.add(base)
    found.discard(name)
    return found


def circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """Each import circle, as the modules on it (Tarjan's strongly connected components
    of more than one module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def import_graph() -> dict[str, set[str]]:
    graph = {name: imported(name, ast.parse(path.read_text(encoding="utf-8")), MODULES)
             for name, path in MODULES.items()}
    for source, target in KNOWN_CIRCLES:
        graph[source].discard(target)
    return graph


def test_no_module_of_ecarte_imports_itself_back() -> None:
    graph = import_graph()
    assert circles(graph) == []
    assert "ecarte.protocol.client" not in graph["ecarte.bots"]
    assert "ecarte.bots" in graph["ecarte.players"]


def test_the_circle_finder_finds_a_circle_through_a_package() -> None:
    tree = ast.parse("from __future__ import annotations\n"
                     "from typing import TYPE_CHECKING\n"
                     "if TYPE_CHECKING:\n    from ecarte.protocol.client import ExecBot\n"
                     "def later():\n    import ecarte.ui\n")
    assert imported("ecarte.bots", tree, MODULES) == {"ecarte.protocol.client"}
    graph = {"ecarte.bots": {"ecarte.protocol.client"},
             "ecarte.protocol.client": {"ecarte.protocol.server"},
             "ecarte.protocol.server": {"ecarte.bots"}, "ecarte.engine": set()}
    assert circles(graph) == [["ecarte.bots", "ecarte.protocol.client",
                               "ecarte.protocol.server"]]


# Each module is imported in a child forked from an interpreter that has loaded the
# libraries ecarte uses but no module of ecarte: a fresh interpreter as far as ecarte goes,
# without paying Python's start-up and rich's import sixty times over.
ALONE = """
import importlib, json, os, sys
libraries, modules = sys.argv[1].split(), sys.argv[2].split()
for library in libraries:
    try:
        importlib.import_module(library)
    except ImportError:
        pass
assert not any(name.split(".")[0] == "ecarte" for name in sys.modules)
failed, running = {}, []


def collect(child, read, name):
    said = os.read(read, 4000).decode()
    os.close(read)
    os.waitpid(child, 0)
    if said:
        failed[name] = said


for name in modules:
    read, write = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(read)
        try:
            importlib.import_module(name)
            said = b""
        except BaseException as error:
            said = f"{type(error).__name__}: {error}".encode()
        os.write(write, said[:2000])
        os._exit(0)
    os.close(write)
    running.append((child, read, name))
    if len(running) >= 2:  # two children at a time
        collect(*running.pop(0))
for job in running:
    collect(*job)
print(json.dumps(failed))
"""


def libraries() -> list[str]:
    """Every module outside ecarte that ecarte names in an import."""
    found: set[str] = set()
    for path in MODULES.values():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                found.add(node.module)
    return sorted(name for name in found if name.split(".")[0] not in ("ecarte", "__future__"))


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the check forks a child per module")
def test_every_module_imports_alone_in_a_fresh_interpreter() -> None:
    names = [name for name in MODULES if name != "ecarte.__main__"]  # that one runs ecarte
    done = subprocess.run([sys.executable, "-c", ALONE, " ".join(libraries()),
                           " ".join(names)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {}
    assert len(names) > 40


def test_the_isolated_import_reports_a_module_that_fails_alone(tmp_path: Path) -> None:
    (tmp_path / "first.py").write_text("import second\n")
    (tmp_path / "second.py").write_text("from first import nothing_here\n")
    done = subprocess.run([sys.executable, "-c", ALONE, "json", "second"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    failed = json.loads(done.stdout)
    assert list(failed) == ["second"] and "ImportError" in failed["second"]


# Each layer imports only itself and the layers below it: the engine nothing else, the
# bots and the protocol only the engine (the protocol names the Bot type for mypy alone).
# The one word the engine says: a Fault's str() asks the phrasebooks, lazily, for programs
# that print an IllegalActionError; the phrasebooks know only the engine's facts, and the
# pool's (ecarte.pool: the pool and la chouette above the engine, as pure as it).
LAYERS = {"ecarte.engine": {"ecarte.engine", "ecarte.words"},
          "ecarte.words": {"ecarte.engine", "ecarte.pool", "ecarte.words", "ecarte.numbers",
                           "ecarte.languages"},
          "ecarte.pool": {"ecarte.engine", "ecarte.pool", "ecarte.words"},
          "ecarte.bots": {"ecarte.engine", "ecarte.bots"},
          "ecarte.protocol": {"ecarte.engine", "ecarte.protocol", "ecarte.words"},
          "ecarte.rating": set(),
          "ecarte.tournament": {"ecarte.engine", "ecarte.arena", "ecarte.tournament",
                                "ecarte.words"},
          "ecarte.review": {"ecarte.engine", "ecarte.bots", "ecarte.review", "ecarte.words"},
          "ecarte.net": {"ecarte.engine", "ecarte.driver", "ecarte.protocol", "ecarte.files",
                         "ecarte.ui", "ecarte.net", "ecarte.text", "ecarte.words"},
          "ecarte.history": {"ecarte.engine", "ecarte.driver", "ecarte.files", "ecarte.history",
                             "ecarte.pool", "ecarte.rating", "ecarte.words"},
          "ecarte.lesson": {"ecarte.engine", "ecarte.bots", "ecarte.driver", "ecarte.players",
                            "ecarte.files", "ecarte.ui", "ecarte.lesson", "ecarte.rating",
                            "ecarte.words"}}


def run_time_imports(tree: ast.AST) -> Iterator[str]:
    """Every ecarte module an import names, in functions too, except under
    ``if TYPE_CHECKING``."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) \
                and node.test.id == "TYPE_CHECKING":
            yield from (name for child in node.orelse for name in run_time_imports(child))
            continue
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level:
            yield node.module or ""
        yield from run_time_imports(node)


def test_each_layer_imports_only_what_lies_below_it() -> None:
    wrong = {}
    for name, path in MODULES.items():
        layer = next((layer for layer in LAYERS if name == layer
                      or name.startswith(layer + ".")), None)
        if layer is None:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        outside = sorted({m for m in run_time_imports(tree) if m.startswith("ecarte")
                          and not any(m == ok or m.startswith(ok + ".")
                                      for ok in LAYERS[layer])})
        if outside:
            wrong[name] = outside
    assert wrong == {}
    lazy = ast.parse("def make():\n    from ecarte.protocol.client import ExecBot\n")
    assert list(run_time_imports(lazy)) == ["ecarte.protocol.client"]
