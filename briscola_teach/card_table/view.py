"""The card table drawn as HTML: each block of the screen, from a :class:`TableSession`.

Plain functions returning strings, no widgets: the
:class:`~briscola_teach.widgets.CardTable` puts each block in its place, and a page
without widgets gets :func:`still_html`.  Points stay hidden until the hand ends, as
at a real table; the learning mode shows them as they grow, and the cards already out.
"""

from __future__ import annotations

import html
from typing import Any

from .. import render
from ..cards import Rank, new_deck
from ..locale import Words
from ..locale import words as kit_words
from ..render.table import is_open_hand
from ..rules import Options, swap_card
from .session import YOU, Session, TableSession, Waiting
from .story import cards_out, in_sentence, outcome_story, side_names, tricks_html

__all__ = [
    "level_name", "level_note_html", "variant_line", "swap_button_text", "status_html", "board_html",
    "last_trick_html", "story_html", "learning_note", "learning_html", "variant_count_line", "summary_html",
    "standings_line", "still_html", "EVENTS_SHOWN",
]

#: Lines of the story of the hand shown at once with two players; more with more seats, so
#: the whole last trick (its cards, who took it, the draws) stays in view.
EVENTS_SHOWN = 6


def level_name(level: str, *, words: Words | None = None) -> str:
    """The name students see for a bot level, from the bots' texts when they have one."""
    say = words or kit_words()
    for key in (f"bots.{level}", f"bots.level_{level}"):
        try:
            return say.text(key)
        except KeyError:
            continue
    return level


def level_note_html(level: str, *, words: Words | None = None) -> str:
    """The level's name and what that machine does, in one line ("" when it has no description)."""
    say = words or kit_words()
    try:
        description = say.text(f"bots.{level}_desc")
    except KeyError:
        return ""
    return (f'<span style="font-size:90%"><b>{html.escape(level_name(level, words=say))}</b>: '
            f"{html.escape(description)}</span>")


def variant_line(options: Options, *, words: Words | None = None) -> str:
    """Which variants of RULES §8 a table plays, in one short line ("" for the usual game)."""
    say = words or kit_words()
    changed = options.changed()
    names = []
    for name, value in changed.items():
        if name == "swap_muestra" and changed.get("swap_seven_or_two"):
            continue  # the seven-or-two form names the swap itself
        names.append(say.text(f"table.variant_{name}", value=value))
    if not names:
        return ""
    key = "table.variant_line_one" if len(names) == 1 else "table.variant_line_many"
    return say.text(key, names=" · ".join(names))


def swap_button_text(session: TableSession) -> str:
    """What the swap button says: the 2 of trump for the muestra, or the 7 in the seven-or-two form."""
    say = session.words
    options = session.game.options
    card = swap_card(session.game.muestra, seven_or_two=options.swap_seven_or_two,
                     seven_second=options.seven_second)
    return say.text("table.swap_button" if card.rank is Rank.TWO else "table.swap_button_seven")


def _format_name(session: TableSession) -> str:
    say = session.words
    match = session.match
    if match.best_of is None:
        return say.text("table.format_n").replace("N", str(match.target))
    return say.text(f"table.format_{match.best_of}")


def status_html(session: TableSession) -> str:
    """Which hand of the match this is, and whose turn it is."""
    say = session.words
    game = session.game
    number = len(session.match.games)
    head = say.text("table.hand_of_match", number=number, format=_format_name(session))
    if game.is_over:
        state = say.text("table.status_over")
    elif session.waiting is Waiting.STUDENT:
        state = say.text("table.status_your_lead" if not game.table else "table.status_your_turn")
    else:
        state = say.text("table.status_waiting", who=session.names[game.turn or 0])
    line = variant_line(game.options, words=say)
    variant = (f'<div class="bt-table-variant" style="color:#5a3d00">{html.escape(line)}</div>'
               if line else "")
    return (f'<div style="font-size:110%;margin:4px 0"><b>{html.escape(head)}</b> — '
            f"{html.escape(state)}</div>{variant}")


def board_html(session: TableSession, *, style: str, card_width: int) -> str:
    """The table seen from the student's seat: the others' backs, the trick, the stock and muestra."""
    say = session.words
    game = session.game
    view = game.view(YOU)
    names = session.names
    small = max(36, card_width // 2)
    seats = []
    for seat in range(game.players):
        if seat == YOU:
            continue
        count = view.hand_sizes[seat]
        # Scoperta (or a partner's hand once the stock is out): the hand is drawn face up.
        shown = game.hand(seat) if is_open_hand(game, YOU, seat) else (None,) * count
        backs = "".join(render.card_svg(card, face_down=card is None, width=small, style=style, language=say.language)
                        for card in shown)
        label = html.escape(names[seat])
        if seat == game.leader and not game.is_over:
            label += f' <span style="color:#8a5a00">({html.escape(say.text("table.is_leader"))})</span>'
        if seat == game.turn:
            label = f'<span style="background:#fff3c4;padding:0 4px">{label} ◀</span>'
        if count == 0:
            count_text = say.text("table.no_cards")
        elif count == 1:
            count_text = say.text("table.one_card")
        else:
            count_text = say.text("table.cards_in_hand", count=count)
        seats.append(
            f'<div class="bt-seat" style="text-align:center;min-width:{small * 3 + 20}px">'
            f"<div><b>{label}</b></div><div>{backs or '&nbsp;'}</div>"
            f'<div style="color:#555">{html.escape(count_text)}</div></div>')
    opponents = '<div style="display:flex;gap:28px;flex-wrap:wrap">' + "".join(seats) + "</div>"

    # the trick on the table
    number = len(game.tricks) + 1
    if game.table:
        caption = say.text("table.table_now", number=number)
        centre = render.trick_svg(game.table, trump=game.trump, seat_names=names,
                                  style=style, language=say.language, width=card_width)
    elif game.is_over:
        caption = say.text("table.status_over")
        centre = ""
    else:
        caption = say.text("table.table_now", number=number)
        centre = (f'<div style="padding:30px 10px;color:#555;font-style:italic">'
                  f"{html.escape(session.lead_line())}</div>")
    centre_html = (f'<div class="bt-centre"><div><b>{html.escape(caption)}</b></div>'
                   f"{centre}</div>")

    # the stock with the muestra under it
    stock = render.stock_svg(view.stock_size, view.muestra if view.muestra_in_stock else None,
                             style=style, language=say.language, width=max(50, int(card_width * 0.8)))
    if view.muestra_in_stock:
        where = say.text("table.muestra_in_stock", card=view.muestra)
    elif view.muestra_drawn_by == YOU:
        where = say.text("table.muestra_drawn_you", card=view.muestra)
    elif view.muestra_drawn_by is not None:
        where = say.text("table.muestra_drawn", card=view.muestra, who=names[view.muestra_drawn_by])
    else:
        where = ""
    trump_line = say.text("table.trump", suit=say.suit(game.trump))
    stock_html = (f'<div class="bt-stock" style="max-width:220px"><div><b>'
                  f"{html.escape(say.text('table.stock'))}</b></div>{stock}"
                  f'<div><b>{html.escape(trump_line)}</b>; {html.escape(where)}.</div></div>')

    return (
        '<div class="bt-table" style="background:#eef5ee;border-radius:10px;padding:8px 10px;'
        'line-height:1.3">'
        f"{opponents}"
        '<div style="display:flex;gap:24px;flex-wrap:wrap;align-items:flex-start;margin-top:6px">'
        f"{centre_html}{stock_html}</div></div>"
    )


def last_trick_html(session: TableSession, *, style: str, card_width: int) -> str:
    """The last trick, kept in view beside the story of the hand."""
    say = session.words
    game = session.game
    names = session.names
    last = game.last_trick
    if last is None:
        body = f'<div style="color:#555">{html.escape(say.text("table.no_trick_yet"))}</div>'
    else:
        # The ring and caption of a won trick count its points: learning mode only.
        body = render.trick_svg(last.plays, trump=game.trump,
                                winner=last.winner if session.learning else None,
                                seat_names=names, style=style, language=say.language,
                                width=max(40, int(card_width * 0.55)), seven_second=game.options.seven_second)
        taken = (say.text("table.table_taken_you", number=last.number) if last.winner == YOU
                 else say.text("table.table_taken", number=last.number, who=in_sentence(names[last.winner], words=say)))
        body += f"<div>{html.escape(taken)}</div>"
    return (f'<div class="bt-last-trick"><div><b>{html.escape(say.text("table.last_trick"))}'
            f"</b></div>{body}</div>")


def story_html(session: Session[Any], *, lines: int | None = None) -> str:
    """The last ``lines`` lines of the story of the hand (two rounds of the table), the newest in bold."""
    say = session.words
    shown = session.story[-(lines or max(EVENTS_SHOWN, 2 * session.players + 2)):]
    items = "".join(f"<li>{html.escape(line)}</li>" for line in shown[:-1])
    if shown:
        items += f'<li style="font-weight:600">{html.escape(shown[-1])}</li>'
    return (f'<div style="margin-top:6px;line-height:1.35"><b>{html.escape(say.text("table.events"))}</b>'
            f'<ul style="margin:2px 0 0 0">{items}</ul></div>')


def learning_note(session: Session[Any]) -> str | None:
    """Why the points are hidden ("" once the hand is over), or None when learning mode shows them."""
    say = session.words
    if session.game.is_over:
        return ""
    if not session.learning:
        return (f'<div style="color:#555;font-style:italic;margin-top:4px;line-height:1.35">'
                f'{html.escape(say.text("table.points_hidden"))}</div>')
    return None


def learning_html(session: TableSession) -> str:
    """In learning mode, the running points and the cards out; otherwise why points are hidden."""
    say = session.words
    note = learning_note(session)
    if note is not None:
        return note
    game = session.game
    view = game.view(YOU)
    sides = side_names(game.players, session.names, you=YOU, words=say)
    per_side = [sum(view.points[s] for s in side) for side in game.options.sides]
    points = say.text("table.running_points", parts=" · ".join(
        say.text("table.points_of", side=sides[i], points=p) for i, p in enumerate(per_side)))
    out = cards_out(view)
    rows = []
    for suit, cards in out.by_suit.items():
        label = say.suit(suit)
        if suit is out.trump:
            label = say.text("table.out_trump_suit", suit=label)
        listed = ", ".join(say.rank(c.rank) for c in cards) or say.text("table.out_none")
        rows.append(f"<li>{html.escape(say.text('table.out_suit', suit=label, cards=listed))}</li>")
    trumps_total = sum(1 for c in new_deck(game.options.deck) if c.suit is out.trump)
    cargas = say.text("table.out_cargas_seven" if game.options.seven_second else "table.out_cargas",
                  count=out.cargas)
    trumps = say.text("table.out_trumps", suit=say.suit(out.trump), count=out.trumps,
                  total=trumps_total)
    return (
        '<div class="bt-learning" style="background:#f4f0ff;border-radius:8px;padding:6px 10px;'
        'line-height:1.35;'
        f'margin-top:6px"><div><b>{html.escape(points)}</b></div>'
        f'<div style="margin-top:4px"><b>{html.escape(say.text("table.out_title"))}</b></div>'
        f'<ul style="margin:2px 0">{"".join(rows)}</ul>'
        f"<div>{html.escape(cargas)} {html.escape(trumps)}</div></div>"
    )


def standings_line(session: TableSession) -> str:
    """The match score in one line: its format and the hand wins of each side."""
    say = session.words
    match = session.match
    sides = side_names(match.players, session.names, you=YOU, words=say)
    parts = " · ".join(f"{sides[i]} {wins}" for i, wins in enumerate(match.standings))
    if match.best_of == 1:
        fmt = say.text("table.format_1")
    elif match.best_of is not None:
        fmt = say.text("table.standings_best", best=match.best_of, target=match.target)
    else:
        fmt = say.text("table.standings_first", target=match.target)
    return say.text("table.standings", format=fmt, parts=parts)


def variant_count_line(session: TableSession) -> str:
    """With the double win or the tie break on, how many finished hands of the match each decided."""
    say = session.words
    match = session.match
    options = match.options
    outcomes = [game.outcome for game in match.games if game.outcome is not None]
    parts = []
    if options.double_win:
        parts.append(say.text("table.count_double", count=sum(1 for o in outcomes if o.value > 1)))
    if options.tie_break_by_cards:
        # A 60-60 hand with a winner was decided by the cards in the piles.
        parts.append(say.text("table.count_tie_break",
                          count=sum(1 for o in outcomes if o.winners and max(o.points) == 60)))
    return say.text("table.count_line", parts=" · ".join(parts)) if parts else ""


def summary_html(session: TableSession) -> str:
    """The result of a finished hand: points, who won and why, the match score, every trick."""
    say = session.words
    game = session.game
    names = session.names
    match = session.match
    number = len(match.games)
    lines = outcome_story(game, names, you=YOU, words=say)
    body = "".join(f"<p style='margin:3px 0'>{html.escape(line)}</p>" for line in lines)
    body += f"<p style='margin:3px 0'>{html.escape(standings_line(session))}</p>"
    counted = variant_count_line(session)
    if counted:
        body += f"<p class='bt-variant-count' style='margin:3px 0'>{html.escape(counted)}</p>"
    if match.is_over:
        winners = match.winner or ()
        if YOU in winners:
            key = "table.match_won_team" if game.players == 4 else "table.match_won_you"
            verdict = say.text(key)
        elif game.players == 4:
            verdict = say.text("table.match_won_them")
        else:
            verdict = say.text("table.match_won", who=in_sentence(names[winners[0]], words=say))
        body += f"<p style='margin:3px 0'><b>{html.escape(verdict)}</b></p>"
    else:
        if max(match.standings) >= match.target:
            # Sides level at the top of the standings: the match needs one more hand.
            body += f"<p style='margin:3px 0'>{html.escape(say.text('table.match_tied'))}</p>"
        body += (f"<p style='margin:3px 0'>"
                 f"{html.escape(say.text('table.match_goes_on', next=say.text('table.next_hand')))}</p>")
    return (
        '<div class="bt-summary" style="border:2px solid #2e7d32;border-radius:8px;'
        'padding:8px 12px;margin-top:8px">'
        f"<h4 style='margin:2px 0'>{html.escape(say.text('table.summary_title', number=number))}</h4>"
        f"{body}<div style='margin-top:6px'><b>{html.escape(say.text('table.tricks_title'))}</b></div>"
        f"{tricks_html(game, names, words=say)}</div>"
    )


def still_html(session: TableSession, *, style: str) -> str:
    """The table as the student sees it now (their hand face up), for pages without widgets."""
    say = session.words
    game = session.game
    parts = [status_html(session),
             render.game_html(game, seat=YOU, seat_names=session.names, style=style, language=say.language)]
    if game.is_over:
        parts.append(summary_html(session))
    parts.append(f'<p style="color:#555;font-style:italic">{html.escape(say.text("table.still_note"))}</p>')
    return '<div class="bt-card-table-still">' + "".join(parts) + "</div>"
