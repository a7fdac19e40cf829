"""``python -m ecarte`` does what the ``ecarte`` command does."""

import sys

from ecarte.cli import main

sys.exit(main())
