"""Issue 24, part 2: the API reference is generated from the docstrings by pdoc
(``python docs/api.py``), with no warning, and its pages list the public names."""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import re
import warnings
from pathlib import Path
from types import ModuleType

import pytest

pytest.importorskip("pdoc")

ROOT = Path(__file__).resolve().parent.parent


def public_names(module: ModuleType) -> set[str]:
    """The module's ``__all__``, else the functions and classes it defines itself."""
    if hasattr(module, "__all__"):
        return set(module.__all__)
    return {name for name, value in vars(module).items() if not name.startswith("_")
            and (inspect.isfunction(value) or inspect.isclass(value))
            and value.__module__ == module.__name__}


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> Path:
    spec = importlib.util.spec_from_file_location("api_docs", ROOT / "docs" / "api.py")
    assert spec is not None and spec.loader is not None
    builder = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(builder)
    output = tmp_path_factory.mktemp("api")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a warning of pdoc fails the build
        builder.build(output)
    return output


@pytest.mark.parametrize("name", ["ecarte.engine", "ecarte.engine.numbering",
                                  "ecarte.engine.observe", "ecarte.engine.resample",
                                  "ecarte.engine.outcomes", "ecarte.bots",
                                  "ecarte.protocol", "ecarte.tournament"])
def test_the_page_of_each_module_lists_its_public_names(reference: Path, name: str) -> None:
    module = importlib.import_module(name)
    page = reference / (name.replace(".", "/") + ".html")
    if not page.exists():
        page = reference / name.replace(".", "/") / "index.html"
    html = page.read_text(encoding="utf-8")
    anchors = set(re.findall(r'id="([A-Za-z_][A-Za-z0-9_]*)"', html))
    names = public_names(module)
    assert names, name
    assert names <= anchors, f"{name}: not on its page: {sorted(names - anchors)}"


def test_the_reference_has_an_index_and_the_docstrings(reference: Path) -> None:
    assert (reference / "index.html").exists()
    html = (reference / "ecarte" / "engine" / "numbering.html").read_text(encoding="utf-8")
    assert "legal_mask" in html and "action_of" in html
