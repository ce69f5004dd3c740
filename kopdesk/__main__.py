"""`python -m kopdesk` does what the `kopdesk` command does."""

import sys

from kopdesk.cli import main

sys.exit(main())
