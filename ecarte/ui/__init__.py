"""The terminal front end of ``ecarte play`` and ``ecarte watch``.

Small modules: ``theme`` (cards and glyphs), ``narrate`` (events in words), ``render``
(rich renderables), ``helptext`` (the help screen and what each turn asks), ``rulebook``
(the rules, paged), ``commands`` (text to intent, pure), ``complete`` (completer and
validator), ``meta`` (help, hint, undo and the other commands that are not moves),
``ledger`` (the match so far, undo, records), ``save``, ``config``, ``console`` (terminal
or plain lines) and ``session`` (the game loop). Command-line options are not here: they
are in ``ecarte.commands``.
"""
