#!/bin/sh
# Put kopdesk in the desktop's application menu for the current user: the desktop entry,
# the AppStream metadata and the icons, under $XDG_DATA_HOME (~/.local/share).
#
#     packaging/linux/install-desktop-entry.sh [PATH-TO-KOPDESK]
#
# PATH-TO-KOPDESK defaults to `kopdesk` on PATH (pip or pipx installs); give the full
# path of dist/kopdesk/kopdesk for the PyInstaller bundle. Running it again updates.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
icons="$here/../../resources/icons"
app=io.github.kopdesk.Kopdesk
exec_path=${1:-kopdesk}
case $exec_path in  # the menu starts it from elsewhere: a path must be absolute
  */*)
    [ -x "$exec_path" ] || { echo "error: $exec_path is not an executable" >&2; exit 1; }
    exec_path="$(cd "$(dirname "$exec_path")" && pwd)/$(basename "$exec_path")" ;;
esac
data=${XDG_DATA_HOME:-$HOME/.local/share}

mkdir -p "$data/applications" "$data/metainfo"
# Exec takes a path with spaces only in quotes (Desktop Entry spec, "The Exec key").
sed "s|^Exec=.*|Exec=\"$exec_path\"|" "$here/$app.desktop" > "$data/applications/$app.desktop"
cp "$here/$app.metainfo.xml" "$data/metainfo/"
for size in 16 32 48 64 128 256 512; do
  mkdir -p "$data/icons/hicolor/${size}x$size/apps"
  cp "$icons/kopdesk-$size.png" "$data/icons/hicolor/${size}x$size/apps/$app.png"
done
mkdir -p "$data/icons/hicolor/scalable/apps"
cp "$icons/kopdesk.svg" "$data/icons/hicolor/scalable/apps/$app.svg"
# Menus and icon caches notice new files by themselves on most desktops; these make sure.
command -v update-desktop-database >/dev/null && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
echo "kopdesk is in the application menu ($data/applications/$app.desktop)"
