"""The window icon is found from the source tree (and the wheel carries it: pyproject)."""

from kopdesk.app.icon import app_icon


def test_the_application_icon_has_every_size(qapp) -> None:
    icon = app_icon()
    assert not icon.isNull()
    assert {size.width() for size in icon.availableSizes()} >= {16, 32, 48, 256}
