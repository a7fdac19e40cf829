"""The terminal front end of ``ecarte play`` and ``ecarte watch``.

Small modules: ``theme`` (cards and glyphs), ``narrate`` (events in words), ``render``
(rich renderables), ``helptext`` (the help screen and what each turn asks), ``rulebook``
(the rules, paged), ``commands`` (text to intent, pure), ``complete`` (completer and
validator), ``host`` (what the commands need of the loop), ``meta`` (help, hint, undo,
sheet, speed and the other commands that are not moves), ``decisions`` (what is asked
before a costly move, and the moves made for the player), ``sheet`` (the score sheet),
``questions`` (yes/no and numbered questions), ``save`` and ``resume`` (a save per match),
``config``, ``console`` (terminal or plain lines) and ``session`` (the table;
``ecarte.driver`` takes the turns); ``replay``, ``replay_marks`` and ``replay_screen``
(``ecarte replay``: a record's steps, a review's marks, the full screen). Command-line
options are not here: they are in ``ecarte.commands``.
"""
