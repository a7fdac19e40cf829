"""Files: atomic writes (nothing a player did is lost) and the user's folders."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new content, whole,
    even after a crash or ``kill -9``: write a temporary file beside it, flush it to disk,
    then rename it over the old one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


def atomic_write_json(path: Path, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def data_dir() -> Path:
    """Where saves and finished records live (``ECARTE_DATA_DIR`` overrides, for tests)."""
    override = os.environ.get("ECARTE_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_data_dir("ecarte", appauthor=False))


def config_dir() -> Path:
    """Where the settings file lives (``ECARTE_CONFIG_DIR`` overrides, for tests)."""
    override = os.environ.get("ECARTE_CONFIG_DIR")
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_config_dir("ecarte", appauthor=False))
