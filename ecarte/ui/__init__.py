"""The terminal front end: ``ecarte play`` and ``ecarte watch``.

Small modules: ``flags`` (command-line options, no heavy imports), ``theme`` (cards and
glyphs), ``narrate`` (events in words), ``render`` (rich renderables), ``commands`` (text to
intent), ``complete`` (completer and validator), ``save``, ``config``, ``console``
(terminal or plain lines) and ``session`` (the table; ``ecarte.driver`` takes the turns).
"""
