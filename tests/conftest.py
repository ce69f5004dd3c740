import os

# Qt without a display: every GUI test runs on the offscreen platform.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
