"""The subcommands of ``ecarte``, one module each, listed in ``ecarte.cli.COMMANDS``; and
``flags``, the command-line options that ``play`` and ``watch`` share."""
