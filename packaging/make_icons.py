"""Render the application icon from its SVG sources into every file a platform asks for.

    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py

needs only PySide6 (QtSvg is in PySide6-Essentials) and writes, into resources/icons/:
kopdesk-<size>.png for 16 … 512 px, kopdesk.ico (Windows) and kopdesk.icns (macOS).
The outputs are committed, so that neither a user nor a bundle build runs this script;
run it again after changing an SVG. Sizes up to 48 px come from kopdesk-small.svg, a
simplified drawing: the full one turns to mush below that. ICO and ICNS are written
here by hand (both are a table of PNG streams) because Qt's ICO writer stores one image
per file and Qt has no ICNS writer, and a build-time Pillow is not worth a dependency.
"""

from __future__ import annotations

import struct
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
SMALL_UP_TO = 48
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # 24: Windows' small icons at 150 % scaling
# ICNS element types holding PNG data, by pixel size ("@2x" entries reuse a bigger render).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64),
    (b"ic07", 128), (b"ic08", 256), (b"ic13", 256), (b"ic09", 512), (b"ic14", 512),
    (b"ic10", 1024),
)


def render(size: int) -> QImage:
    source = ICONS / ("kopdesk-small.svg" if size <= SMALL_UP_TO else "kopdesk.svg")
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"{source}: not a valid SVG for Qt")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 takes the format as str at run time; its stubs say bytes.
    image.save(buffer, "PNG")  # type: ignore[call-overload]
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file of PNG entries (read by Windows Vista and later at every size)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in sorted(pngs.items()):
        # Width and height are one byte each; 0 stands for 256.
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: big-endian (type, length) records of PNG data after an 8-byte header."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    _app = QGuiApplication([])  # QPainter on a QImage needs the font and raster set-up
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: png_bytes(render(size)) for size in sizes}
    for size in PNG_SIZES:
        (ICONS / f"kopdesk-{size}.png").write_bytes(pngs[size])
    (ICONS / "kopdesk.ico").write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    (ICONS / "kopdesk.icns").write_bytes(icns(pngs))
    print(f"wrote {len(PNG_SIZES)} PNG files, kopdesk.ico and kopdesk.icns into {ICONS}")


if __name__ == "__main__":
    main()
