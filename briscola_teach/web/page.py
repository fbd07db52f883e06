"""The plain page of the card-table app: HTML drawn on the server from a :class:`~briscola_teach.web.visitor.Visitor`.

No widgets and no notebook: the page is one HTML document with the table's blocks
(:mod:`briscola_teach.card_table.view`), a form for every button, and a short script
that sends each form in the background and shows the machine's moves one by one at
the table's pace.  Without the script the forms still work (each answer is the page
again).  Everything the page says comes from the visitor's :class:`~briscola_teach.locale.Words`.
"""

from __future__ import annotations

import html
from importlib import resources
from urllib.parse import quote

from .. import render
from ..bots import LEVELS
from ..card_table import view
from ..card_table.class_code import CLASS_LEVEL
from ..card_table.session import YOU, Waiting
from ..card_table.students import MAX_DOWNLOAD, offer_line
from ..coach import review
from ..game import Game
from ..locale import LANGUAGES, Words, words
from ..verdicts import summary, title, verdict
from .visitor import FORMATS, PLAYERS, Visitor

__all__ = ["page_html", "app_html", "play_html", "review_html", "CARD_WIDTH"]

#: Width of the cards drawn on the table, in pixels (the widget table's default).
CARD_WIDTH = 80
#: The hand's cards: a little narrower, so three fit beside the story at 1366 px.
HAND_WIDTH = 76


def _esc(text: object) -> str:
    return html.escape(str(text))


def _form(action: str, body: str, *, version: int | None = None, css: str = "", wait: str = "") -> str:
    """A form sending ``action`` (and the table's version, so a late second click is ignored)."""
    hidden = f'<input type="hidden" name="action" value="{action}">'
    if version is not None:
        hidden += f'<input type="hidden" name="version" value="{version}">'
    waiting = f' data-wait="{_esc(wait)}"' if wait else ""
    return f'<form method="post" action="act" class="bt-form {css}"{waiting}>{hidden}{body}</form>'


def _button(text: str, *, css: str = "", primary: bool = False, name: str = "", value: str = "",
            tip: str = "", disabled: bool = False) -> str:
    attributes = f' name="{name}" value="{_esc(value)}"' if name else ""
    attributes += f' title="{_esc(tip)}"' if tip else ""
    attributes += " disabled" if disabled else ""
    kind = "bt-primary" if primary else ""
    return f'<button type="submit" class="bt-button {kind} {css}"{attributes}>{_esc(text)}</button>'


def _line(text: str, *, refused: bool = False, css: str = "") -> str:
    if not text:
        return ""
    colour = "#a40000" if refused else "#1b5e20"
    role = ' role="alert"' if refused else ' role="status"'
    error = " bt-error" if refused else ""
    return f'<div class="bt-line{error} {css}"{role} style="color:{colour}">{_esc(text)}</div>'


# ---------------------------------------------------------------------- the table
def hand_html(visitor: Visitor) -> str:
    """The student's cards, each a button that plays it when it is their turn."""
    session, say = visitor.session, visitor.words
    hand = session.game.view(YOU).hand
    mine = session.waiting is Waiting.STUDENT
    buttons = []
    for card in hand:
        picture = render.card_svg(card, width=HAND_WIDTH, style=visitor.style,
                                  highlight="select" if mine else None, language=say.language)
        buttons.append(
            f'<button type="submit" class="bt-play-card" name="card" value="{card.code}"'
            f' title="{_esc(say.text("screens.play_tip", card=card))}"{"" if mine else " disabled"}>'
            f'{picture}<span>{_esc(say.card(card))}</span></button>')
    cards = "".join(buttons) or f'<span class="bt-quiet">{_esc(say.text("table.no_cards"))}</span>'
    body = (f'<div class="bt-hand-title"><b>{_esc(say.text("table.your_hand"))}</b></div>'
            f'<div class="bt-hand">{cards}</div>')
    form = _form("play", body, version=session.version, css="bt-hand-form")
    if session.can_swap:
        form += _form("swap", _button(view.swap_button_text(session), css="bt-swap"), version=session.version)
    return form


def play_html(visitor: Visitor) -> str:
    """The table itself: status, board, the student's hand, what just happened (a frame of the machine's moves)."""
    session, say = visitor.session, visitor.words
    left = (view.status_html(session)
            + view.board_html(session, style=visitor.style, card_width=CARD_WIDTH)
            + hand_html(visitor)
            + _line(visitor.feedback, refused=visitor.refused, css="bt-feedback"))
    right = ""
    if session.waiting is Waiting.NEXT_HAND:
        right += _form("next", _button(say.text("table.next_hand"), primary=True, css="bt-next"),
                       version=session.version)
    if session.game.is_over:
        right += view.summary_html(session)
        right += _form("review", _button(say.text("app.review_button"), css="bt-review",
                                         tip=say.text("app.review_tip")),
                       wait=say.text("app.reviewing", number=len(session.match.games)))
    right += (view.last_trick_html(session, style=visitor.style, card_width=CARD_WIDTH)
              + view.story_html(session) + view.learning_html(session))
    return (f'<div class="bt-columns"><div class="bt-table-play">{left}</div>'
            f'<div class="bt-table-story">{right}</div></div>')


# ---------------------------------------------------------------------- around the table
def _header(visitor: Visitor) -> str:
    say = visitor.words
    options = "".join(f'<option value="{lang}"{" selected" if lang == visitor.language else ""}>'
                      f'{_esc(say.text(f"app.language_{lang}"))}</option>' for lang in LANGUAGES)
    picker = _form("language", f'<label>{_esc(say.text("app.language"))} '
                               f'<select name="lang" title="{_esc(say.text("app.language_tip"))}">'
                               f"{options}</select></label>"
                               f'<noscript>{_button(say.text("app.language_apply"))}</noscript>', css="bt-inline")
    return (f'<div class="bt-header"><h1>{_esc(say.text("app.title"))}</h1>{picker}</div>'
            f'<p class="bt-intro">{_esc(say.text("app.intro"))}</p>')


def _name_row(visitor: Visitor) -> str:
    say = visitor.words
    if visitor.student is None:
        line = say.text("app.name_needed", button=say.text("app.name_button"))
    else:
        line = say.text("app.hello", name=visitor.student)
    field = (f'<label>{_esc(say.text("app.name_label"))} <input name="name" class="bt-name" maxlength="200"'
             f' value="{_esc(visitor.student or "")}" placeholder="{_esc(say.text("app.name_placeholder"))}"></label>'
             + _button(say.text("app.name_button"), tip=say.text("app.name_tip"), css="bt-name-button"))
    row = _form("name", field, css="bt-inline") + f'<span class="bt-quiet bt-name-note">{_esc(line)}</span>'
    offer = visitor.offer
    if offer is not None:
        row += (f'<div class="bt-offer"><b>{_esc(offer_line(offer, say))}</b>'
                + _form("resume", _button(say.text("app.resume_button"), primary=True, css="bt-resume"),
                        css="bt-inline")
                + _form("discard", _button(say.text("app.resume_discard"), css="bt-discard"), css="bt-inline")
                + "</div>")
    return f'<div class="bt-name-row">{row}</div>'


def _settings(visitor: Visitor) -> str:
    session, say = visitor.session, visitor.words
    settings = session.settings

    def select(name: str, label: str, choices: list[tuple[str, str]], chosen: str) -> str:
        items = "".join(f'<option value="{_esc(value)}"{" selected" if value == chosen else ""}>{_esc(text)}</option>'
                        for text, value in choices)
        return f'<label>{_esc(label)} <select name="{name}">{items}</select></label>'

    level = select("level", say.text("table.level"), [(view.level_name(lv, words=say), lv) for lv in LEVELS],
                   settings.level)
    players = select("players", say.text("table.players"),
                     [(say.text(f"table.players_{n}"), str(n)) for n in PLAYERS], str(settings.players))
    match = select("format", say.text("table.format"), [(say.text(f"table.format_{n}"), str(n)) for n in FORMATS],
                   str(settings.best_of or 1))

    def tick(name: str, label: str, on: bool) -> str:
        return f'<label><input type="checkbox" name="{name}"{" checked" if on else ""}> {_esc(label)}</label>'

    new = _form("new", f'<div class="bt-row">{level}{players}{match}</div>'
                       f'<div class="bt-row">{tick("swap", say.text("table.swap_option"), settings.swap_muestra)}'
                       f'{tick("learning", say.text("table.learning"), settings.learning)}</div>'
                       + _button(say.text("table.new_match"), primary=True, css="bt-new",
                                 tip=say.text("table.new_match_tip"))
                       + f'<div class="bt-quiet">{_esc(say.text("table.settings_note"))}</div>')
    code = _form("class", f'<label>{_esc(say.text("table.class_code"))} <input name="code" class="bt-class-code"'
                          f' maxlength="40" placeholder="ROBLE" value="{_esc(settings.class_code or "")}"></label>'
                          + _button(say.text("table.class_play"), css="bt-class-play",
                                    tip=say.text("table.class_code_tip")), css="bt-inline")
    note = _line(visitor.class_note, css="bt-class-note")
    described = view.level_note_html(settings.level if settings.class_code is None else CLASS_LEVEL, words=say)
    return (f'<details id="bt-settings" class="bt-settings"><summary>{_esc(say.text("table.settings_title"))}'
            f"</summary>{new}<div>{described}</div>{code}{note}</details>")


def _save_row(visitor: Visitor) -> str:
    say = visitor.words
    field = (f'<label>{_esc(say.text("table.save_path"))} <input name="file" class="bt-save-file" maxlength="200"'
             f' placeholder="{_esc(say.text("hands.file", number="N"))}"></label>'
             + _button(say.text("table.save"), css="bt-save"))
    refused = visitor.save_note == say.text("app.save_failed")
    return _form("save", field, css="bt-inline") + _line(visitor.save_note, refused=refused, css="bt-save-note")


def _hands(visitor: Visitor) -> str:
    say = visitor.words
    items = []
    for path in visitor.hands:
        try:
            small = path.stat().st_size <= MAX_DOWNLOAD
        except OSError:
            continue
        link = (f' <a href="hand/{_esc(quote(path.name))}" download="{_esc(path.name)}">'
                f'{_esc(say.text("app.download"))}</a>'
                if small else "")
        items.append(f"<li><code>{_esc(path.name)}</code>{link}</li>")
    body = (f'<ul>{"".join(items)}</ul>' if items
            else f'<p class="bt-quiet">{_esc(say.text("app.hands_none"))}</p>')
    return f'<div class="bt-hands"><h2>{_esc(say.text("app.hands_title"))}</h2>{body}</div>'


def _review(visitor: Visitor) -> str:
    say = visitor.words
    if visitor.review is None:
        return (f'<div class="bt-review-box bt-quiet">'
                f'{_esc(say.text("app.review_waiting", button=say.text("app.review_button")))}</div>')
    number, body = visitor.review
    return (f'<div class="bt-review-box"><h2>{_esc(say.text("app.review_title", number=number))}</h2>'
            f"{body}</div>")


def app_html(visitor: Visitor) -> str:
    """Everything inside the page's ``<main>``: what the script puts back after each answer."""
    play = f'<div id="bt-play" data-state="{visitor.session.waiting.value}">{play_html(visitor)}</div>'
    return (_header(visitor) + _name_row(visitor) + play
            + f'<div class="bt-under">{_save_row(visitor)}{_settings(visitor)}</div>'
            + _review(visitor) + _hands(visitor))


def _asset(name: str) -> str:
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


def page_html(visitor: Visitor, *, note: str = "") -> str:
    """The whole page for ``visitor``; ``note`` is said over the table (a table the server had forgotten)."""
    say = visitor.words
    lost = say.text("app.lost_body", button=say.text("app.lost_button"))
    told = _line(note, refused=True, css="bt-note") if note else ""
    return (
        f'<!DOCTYPE html><html lang="{visitor.language}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">'
        f"<title>{_esc(say.text('app.title'))}</title><style>{_asset('page.css')}</style></head><body>"
        f'<main id="bt-app" class="bt-table-app" data-lost-title="{_esc(say.text("app.lost_title"))}"'
        f' data-lost-body="{_esc(lost)}" data-lost-button="{_esc(say.text("app.lost_button"))}">'
        f"{told}{app_html(visitor)}</main><script>{_asset('page.js')}</script></body></html>")


# ---------------------------------------------------------------------- the coach
def review_html(game_json: str, language: str, *, style: str = "spanish", samples: int | None = None) -> str:
    """The coach's review of the student's plays in a finished hand (``Game.to_json``), as HTML.

    The summary, then each play it flags: the trick, the card, the mistake and the
    verdict.  A plain function of plain values, so the server runs it in another process.
    """
    say: Words = words(language, style)
    game = Game.from_json(game_json)
    reviewed = review(game, YOU) if samples is None else review(game, YOU, samples=samples)
    items = []
    for entry in reviewed.flagged:
        picture = render.card_svg(entry.card, width=44, style=style, language=language)
        named = title(entry, say)
        head = f"<b>{_esc(named)}</b> · " if named else ""
        items.append(f'<li class="bt-flagged">{picture}<div>{head}'
                     f'{_esc(say.text("coach.w_trick", trick=entry.trick_number, card=say.the(entry.card)))}'
                     f"<div>{_esc(verdict(entry, say))}</div></div></li>")
    listed = (f'<ol class="bt-flagged-list">{"".join(items)}</ol>' if items
              else f'<p>{_esc(say.text("coach.w_no_mistakes"))}</p>')
    return f'<p class="bt-review-summary">{_esc(summary(reviewed, say))}</p>{listed}'
