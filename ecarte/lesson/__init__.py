"""``ecarte learn``: the first lesson. ``steps`` holds the prepared deals and how an
answer is judged (pure); ``teach`` asks them at the table and ends with a practice deal."""
