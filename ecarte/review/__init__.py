"""The expert's review of play (issue 10): every decision of a record judged from the
seat's view at that moment (``review_record``), and one decision judged for the tutor and
the hint (``judge``, between ``choices_of``). A layer above the bots and the engine's
records, below the commands and the terminal table. See docs/review.md."""

from ecarte.review.judge import (
    BLUNDER,
    INACCURACY,
    MISTAKE,
    Decision,
    Reviewer,
    Severity,
    Verdict,
    choices_of,
    judge,
    mark,
)
from ecarte.review.record import (
    DecisionReview,
    RecordReview,
    SeatSummary,
    review_record,
    review_records,
)

__all__ = ["BLUNDER", "INACCURACY", "MISTAKE", "Decision", "DecisionReview", "RecordReview",
           "Reviewer", "SeatSummary", "Severity", "Verdict", "choices_of", "judge", "mark",
           "review_record", "review_records"]
