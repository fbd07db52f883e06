"""What only a browser shows: stored pictures on a first (untrusted) open, and screens that fit.

``stored_pictures`` reads a notebook file for the card pictures its outputs store;
``check_pictures_shown`` checks, in the open notebook, that each one is drawn as an
image and that no picture fell apart into loose text.  ``check_fits`` sets the
viewport to a laptop or projector size with JupyterLab's file browser open (as the first
`make lab` opens), brings a screen to the top of the notebook and checks that a control
and the answer it gives are both inside the window, that no box of the screen scrolls
inside itself and that no label is cut or wrapped.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page

#: A laptop and a projector, each with the file browser open, as `make lab` starts (the
#: narrowest the notebook is: with the file browser closed every screen has more room).
SIZES = ((1366, 768, True), (1280, 720, True))

_FILES_JS = """(open) => {
  const shell = window.jupyterapp.shell;
  if (open) { shell.mode = 'multiple-document'; shell.activateById('filebrowser'); }
  else { shell.collapseLeft(); shell.mode = 'single-document'; }
}"""

_DATA_URI = "data:image/svg+xml;base64,"
_NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden)"

_PICTURES_JS = """(prefix) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const trusted = panel.content.widgets.filter(c => c.model.type === 'code' && c.model.outputs.length)
    .map(c => c.model.trusted);
  const images = [...panel.node.querySelectorAll('.jp-OutputArea-output img')]
    .filter(img => img.src.startsWith(prefix))
    .map(img => {
      const box = img.getBoundingClientRect();
      return {alt: img.alt, complete: img.complete, natural: img.naturalWidth,
              width: box.width, height: box.height};
    });
  const svgs = panel.node.querySelectorAll('.jp-OutputArea-output svg[role=img]').length;
  const untrustedSvg = [...panel.node.querySelectorAll('.jp-OutputArea-output')]
    .filter(o => /Cannot display an untrusted SVG/.test(o.innerText)).length;
  return {trusted: trusted, images: images, svgs: svgs, untrustedSvg: untrustedSvg};
}"""

_TOP_JS = """(element) => {
  element.scrollIntoView({block: 'start'});
  const outer = element.closest('.jp-WindowedPanel-outer');
  if (outer) outer.scrollTop -= 8;
}"""

_BOX_JS = """(element) => {
  const box = element.getBoundingClientRect();
  const outer = element.closest('.jp-WindowedPanel-outer');
  const view = outer ? outer.getBoundingClientRect() : {top: 0, bottom: window.innerHeight};
  return {top: box.top, bottom: box.bottom, left: box.left, right: box.right,
          viewTop: view.top, viewBottom: Math.min(view.bottom, window.innerHeight),
          width: window.innerWidth};
}"""


# A box that scrolls inside itself hides part of the screen behind a second scroll bar; a
# label that overflows its button is cut (ellipsis); a toggle whose buttons stand on two
# rows has wrapped.  Hidden children (display: none) measure 0 and pass.
_INSIDE_JS = """(screen) => {
  const problems = [];
  const name = (el) => (el.innerText || el.className || el.tagName).toString().trim().slice(0, 60);
  for (const el of [screen, ...screen.querySelectorAll('*')]) {
    const style = getComputedStyle(el);
    if (/auto|scroll/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 2)
      problems.push(`a box scrolls inside itself (${el.scrollHeight}px in ${el.clientHeight}px): ${name(el)}`);
    if (/auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 2)
      problems.push(`a box scrolls sideways (${el.scrollWidth}px in ${el.clientWidth}px): ${name(el)}`);
    if (el.matches('button, .widget-label, .widget-label-basic') && el.clientWidth > 0
        && style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1)
      problems.push(`a label is cut (${el.scrollWidth}px in ${el.clientWidth}px): ${name(el)}`);
  }
  for (const toggle of screen.querySelectorAll('.widget-toggle-buttons')) {
    const rows = new Set([...toggle.querySelectorAll('button')].filter(b => b.offsetParent)
      .map(b => Math.round(b.getBoundingClientRect().top)));
    if (rows.size > 1) problems.push(`a toggle wraps onto ${rows.size} lines: ${name(toggle)}`);
  }
  return problems;
}"""


def stored_pictures(notebook: Path) -> list[str]:
    """The alt text of every card picture the notebook's outputs store (as JupyterLab shows them).

    Fails on an output that stores bare ``<svg>`` in HTML, which an untrusted notebook strips.
    """
    data = json.loads(notebook.read_text(encoding="utf-8"))
    found: list[str] = []
    for cell in data["cells"]:
        for output in cell.get("outputs", []):
            html = output.get("data", {}).get("text/html")
            if html is None:
                continue
            markup = "".join(html) if isinstance(html, list) else html
            assert "<svg" not in markup, (f"{notebook.name} stores inline SVG in an HTML output "
                                          "(an untrusted notebook strips it): " + markup[:200])
            for piece in markup.split(f'<img src="{_DATA_URI}')[1:]:
                alt = piece.split(' alt="', 1)[1].split('"', 1)[0] if ' alt="' in piece else ""
                found.append(alt)
    return found


def check_pictures_shown(page: Page, expected: list[str]) -> dict[str, Any]:
    """The open notebook is untrusted and draws every stored card picture as an image."""
    page.wait_for_function(
        """([prefix, count]) => [...document.querySelectorAll(
             '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output img')]
             .filter(img => img.src.startsWith(prefix) && img.complete).length >= count""",
        arg=[_DATA_URI, len(expected)], timeout=30_000)
    seen: dict[str, Any] = page.evaluate(_PICTURES_JS, _DATA_URI)
    assert seen["trusted"] and not any(seen["trusted"]), (
        f"the lesson should open untrusted, as on a fresh clone: {seen['trusted']}")
    images = seen["images"]
    assert [image["alt"] for image in images] == expected, (
        f"stored pictures {len(expected)}, images on the page {len(images)}")
    broken = [image for image in images if not (image["complete"] and image["natural"] > 0
                                                 and image["width"] > 10 and image["height"] > 10)]
    assert not broken, f"card pictures not drawn: {broken[:5]}"
    assert seen["untrustedSvg"] == 0, "an SVG output is shown as 'Cannot display an untrusted SVG'"
    return seen


def show_first_still(page: Page) -> bool:
    """Scroll to the first still picture a screen left behind (for the first-open screenshot)."""
    still = page.locator(f'{_NOTEBOOK} .jp-OutputArea-output :is([class*="-still"], .bt-static)').first
    if still.count() == 0:
        return False
    bring_to_top(page, still)
    return True


def bring_to_top(page: Page, element: Locator) -> None:
    """Scroll the notebook so that ``element`` starts at the top of its view."""
    element.evaluate(_TOP_JS)
    page.wait_for_timeout(300)


def check_fits(page: Page, screen: Locator, pairs: dict[str, tuple[Locator, Locator]],
               shot: Path) -> list[str]:
    """At each size of :data:`SIZES`, ``screen`` at the top: each control and its answer in view,
    no box of the screen scrolling inside itself, no label cut, no toggle wrapped.

    ``pairs`` maps a name to (control, answer).  A screenshot per size goes to
    ``shot`` with the size added to its name; returns their paths.
    """
    saved = []
    before = page.viewport_size
    try:
        for width, height, files in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.evaluate(_FILES_JS, files)
            page.wait_for_timeout(600)
            bring_to_top(page, screen)
            where = f"{width}x{height}" + (" (file browser open)" if files else "")
            problems = [f"{where}: {problem}" for problem in screen.evaluate(_INSIDE_JS)]
            for name, (control, answer) in pairs.items():
                for what, element in (("control", control), ("answer", answer)):
                    box = element.evaluate(_BOX_JS)
                    inside = (box["top"] >= box["viewTop"] - 1 and box["bottom"] <= box["viewBottom"] + 1
                              and box["left"] >= 0 and box["right"] <= box["width"] + 1)
                    if not inside:
                        problems.append(f"{name}: the {what} is outside the {where} window "
                                        f"(top {box['top']:.0f}, bottom {box['bottom']:.0f}, "
                                        f"view {box['viewTop']:.0f}-{box['viewBottom']:.0f}, "
                                        f"right {box['right']:.0f} of {box['width']})")
            path = shot.with_name(f"{shot.stem}-{width}x{height}{'-files' if files else ''}.png")
            path.parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(path))
            saved.append(str(path))
            assert not problems, "\n".join(problems) + f"\nscreenshot: {path}"
    finally:
        page.evaluate(_FILES_JS, False)
        if before:
            page.set_viewport_size(before)
    return saved


def widget_screen(page: Page, css_class: str, *, nth: int = 0) -> Locator:
    """The displayed screen (a widget view) with this CSS class."""
    return page.locator(f"{_NOTEBOOK} .{css_class}").nth(nth)
