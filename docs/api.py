"""Build the API reference of ecarte from its docstrings with pdoc (a test extra):

    python docs/api.py [OUTPUT]        # default: build/api; open OUTPUT/index.html

The reference covers the library a bot programmer uses: the engine (``ecarte.engine``
and its submodules: numbering, observations, resampling, chance outcomes), the bots,
the players, the protocol and the tournament. ``tests/test_api_docs.py`` builds it with
every warning an error and checks the pages list the public names.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import types
import warnings
from pathlib import Path

MODULES = ("ecarte.engine", "ecarte.bots", "ecarte.players", "ecarte.protocol",
           "ecarte.tournament")
"""The packages documented, each with its submodules."""


def modules() -> list[types.ModuleType]:
    """The packages of ``MODULES`` and every module in them (a package's ``__all__``
    would hide a submodule from pdoc otherwise)."""
    found = []
    for top in MODULES:
        package = importlib.import_module(top)
        found.append(package)
        if hasattr(package, "__path__"):
            found += [importlib.import_module(info.name) for info in
                      pkgutil.walk_packages(package.__path__, top + ".")]
    return found


def _name_tuples_in_their_modules(found: list[types.ModuleType]) -> None:
    """Give each named tuple's generated ``__new__`` the module of its class: Python
    names it ``namedtuple_X``, where pdoc cannot find the names its annotations use."""
    for module in found:
        for value in vars(module).values():
            new = getattr(value, "__new__", None)
            if isinstance(value, type) and issubclass(value, tuple) \
                    and hasattr(value, "_fields") and isinstance(new, types.FunctionType) \
                    and new.__module__.startswith("namedtuple_"):
                new.__module__ = value.__module__


def build(output: Path) -> None:
    """Write the reference into ``output``."""
    import pdoc

    found = modules()
    _name_tuples_in_their_modules(found)
    pdoc.render.configure(docformat="markdown", search=True, show_source=False)
    with warnings.catch_warnings():
        # each module is named, and pdoc also finds a package's own: it says so, harmlessly
        warnings.filterwarnings("ignore", message="The module specification")
        pdoc.pdoc(*(module.__name__ for module in found), output_directory=output)


if __name__ == "__main__":
    build(Path(sys.argv[1] if len(sys.argv) > 1 else "build/api"))
