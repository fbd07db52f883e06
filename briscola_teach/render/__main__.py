"""Write the gallery of every picture: ``python -m briscola_teach.render [file.html]``."""

from __future__ import annotations

import sys
from pathlib import Path

from .gallery import gallery_html


def main(argv: list[str]) -> int:
    """Write the gallery page to the file named (default ``render_gallery.html``)."""
    path = Path(argv[0] if argv else "render_gallery.html")
    path.write_text(gallery_html(), encoding="utf-8")
    print(path.resolve())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
