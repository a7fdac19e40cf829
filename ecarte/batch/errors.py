"""What the batched engine refuses, as facts: ``BatchError``'s ``problem`` says which,
its sentence is the phrasebook's (``ecarte.words.batch``)."""

from __future__ import annotations


class BatchError(ValueError):
    """A batch the engine cannot run, or an action it refuses: ``problem`` is "no-rows"
    (no seed given), "first-dealer" (not a seat, or not one a row), "actions" (not one
    number a row), "illegal" (``row``'s ``number`` is not legal now), or "option" (a
    rule ``option`` the batched engine does not play)."""

    def __init__(self, problem: str, *, rows: int = 0, row: int = -1, number: int = -1,
                 option: str = "") -> None:
        super().__init__(problem, rows, row, number, option)
        self.problem, self.rows, self.row, self.number, self.option = (
            problem, rows, row, number, option)

    def __str__(self) -> str:
        from ecarte.words.batch import said

        return said(self)
