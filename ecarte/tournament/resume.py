"""The file of a resumable tournament (``--resume FILE``): JSON Lines, the tournament's
header first, then one line for each chunk played, written and flushed as it is
finished. Read again, it gives the chunks kept; a last line cut short by an interruption
is left out (that chunk is played again).

>>> import io
>>> from ecarte.tournament import TournamentConfig, run_tournament
>>> config = TournamentConfig(("random", "club"), deals=5, seed=3)
>>> out = io.StringIO()
>>> write_header(out, config)
>>> played = run_tournament(config, each=lambda job, part: write_chunk(out, job, part))
>>> kept = read(io.StringIO(out.getvalue()), config)
>>> sorted(kept), sum(part.units for part in kept.values())
([(0, 0), (0, 1)], 5)
"""

from __future__ import annotations

import json
from typing import IO, Any, Final

from ecarte.arena import ArenaResult, Side
from ecarte.tournament import Job, TournamentConfig

FORMAT: Final = "ecarte-tournament/1"
SIDE_FIELDS: Final = ("points", "deals_won", "games", "stakes_won", "voles", "penalties",
                      "late")


class ResumeError(ValueError):
    """A file that is not this tournament's: ``problem`` is ``not-ours`` (not a
    tournament file) or ``other`` (another tournament's: ``field`` differs)."""

    def __init__(self, problem: str, field: str = "") -> None:
        super().__init__(problem, field)
        self.problem, self.field = problem, field


def write_header(file: IO[str], config: TournamentConfig) -> None:
    file.write(json.dumps({"format": FORMAT, "tournament": config.to_json()}) + "\n")
    file.flush()


def write_chunk(file: IO[str], job: Job, part: ArenaResult) -> None:
    """One chunk played (a chunk that failed is not written: it is played again)."""
    if part.failure is not None:
        return
    sides = [{name: getattr(side, name) for name in SIDE_FIELDS}
             | {"times": [round(t, 6) for t in side.times]} for side in part.sides]
    file.write(json.dumps({"match": job[0], "chunk": job[1], "units": part.units,
                           "deals": part.deals, "nets": part.nets,
                           "unit_deals": part.unit_deals, "unit_games": part.unit_games,
                           "names": part.names, "sides": sides}) + "\n")
    file.flush()


def read(file: IO[str], config: TournamentConfig) -> dict[Job, ArenaResult]:
    """The chunks kept in ``file``, which must hold ``config``'s tournament."""
    lines = file.read().splitlines()
    try:
        header = json.loads(lines[0]) if lines else None
    except ValueError:
        header = None
    if not isinstance(header, dict) or header.get("format") != FORMAT \
            or not isinstance(header.get("tournament"), dict):
        raise ResumeError("not-ours")
    ours = config.to_json()
    for field, value in ours.items():
        if header["tournament"].get(field) != value:
            raise ResumeError("other", field)
    kept: dict[Job, ArenaResult] = {}
    for number, line in enumerate(lines[1:], 2):
        try:
            data = json.loads(line)
            job, part = _chunk(data, config)
        except (ValueError, KeyError, TypeError, IndexError):
            if number == len(lines):  # cut short by the interruption: played again
                break
            raise ResumeError("not-ours") from None
        kept[job] = part
    return kept


def _chunk(data: dict[str, Any], config: TournamentConfig) -> tuple[Job, ArenaResult]:
    job = (int(data["match"]), int(data["chunk"]))
    if job not in config.jobs_in_order():
        raise ValueError(job)
    names = data.get("names")
    part = ArenaResult(config.match(job[0]), units=int(data["units"]),
                       deals=int(data["deals"]), nets=list(data["nets"]),
                       unit_deals=list(data["unit_deals"]),
                       unit_games=list(data["unit_games"]),
                       names=None if names is None else (str(names[0]), str(names[1])))
    for side, facts in zip(part.sides, data["sides"], strict=True):
        _fill(side, facts)
    return job, part


def _fill(side: Side, facts: dict[str, Any]) -> None:
    for name in SIDE_FIELDS:
        setattr(side, name, int(facts[name]))
    side.times = [float(t) for t in facts["times"]]
