"""The table for five's blocks of the screen as HTML: status, auction, board, call, learning aids, summary."""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import TYPE_CHECKING

from ... import render
from ...chiamata import Chiamata, ChiamataView, multiplier
from ...events import PASS, Bid, ChiamataAction, PointsBid
from ...locale import Words
from ...match import Match
from ...tables import Table
from ..base import Waiting
from ..settings import YOU
from ..story import in_sentence
from ..view import learning_note
from .story import bid_name

if TYPE_CHECKING:
    from .session import ChiamataSession

__all__ = ["auction_html", "board_html", "status_html", "summary_html", "standings_line", "learning_html", "still_html"]


def _side_names(game: Chiamata, names: Mapping[int, str], say: Words) -> tuple[str, str]:
    caller, partner = game.caller, game.partner
    assert caller is not None and partner is not None
    ours = [names[s] for s in sorted({caller, partner})]
    theirs = [names[s] for s in range(5) if s not in (caller, partner)]
    return say.join(ours), say.join(theirs)


def _format_name(match: Match[Chiamata], say: Words) -> str:
    if match.first_to is not None:
        return say.text("table.ch_format_first", target=match.target)
    return say.count("table.ch_format_hands", match.target)


def status_html(session: ChiamataSession) -> str:
    """Which hand of the match this is, its phase, and whose turn it is."""
    say = session.words
    game = session.game
    head = say.text("table.hand_of_match", number=len(session.match.games), format=_format_name(session.match, say))
    if game.is_over:
        state = say.text("table.status_over")
    elif session.waiting is Waiting.STUDENT:
        state = say.text(f"table.ch_your_{game.phase}")
    else:
        state = say.text("table.status_waiting", who=session.names[game.turn or 0])
    return (f'<div style="font-size:110%;margin:4px 0"><b>{html.escape(head)}</b> — '
            f"{html.escape(state)}</div>")


def _said(action: ChiamataAction, say: Words) -> str:
    """A step of the auction as the table shows it: the bid, or "paso"."""
    return bid_name(action, words=say) if isinstance(action, (Bid, PointsBid)) else say.text("table.ch_passed_tag")


def _last_said(game: Chiamata, say: Words) -> dict[int, str]:
    return {seat: _said(action, say) for seat, action in game.auction}


def auction_html(session: ChiamataSession) -> str:
    """The auction so far, in order: who called what, who passed; and the bid to beat."""
    say = session.words
    game = session.game
    names = session.names
    steps = []
    for seat, action in game.auction:
        said = _said(action, say)
        style = "color:#777" if action is PASS else "font-weight:600"
        steps.append(f'<span style="{style}">{html.escape(names[seat])}: {html.escape(said)}</span>')
    body = " → ".join(steps) if steps else html.escape(say.text("table.ch_no_bids"))
    high = game.high_bid
    line = ""
    if game.phase == "auction" and high is not None:
        beat = say.text("table.ch_to_beat", who=names[high[0]], bid=bid_name(high[1], words=say))
        line = f"<div>{html.escape(beat)}</div>"
    return (f'<div class="bt-auction" style="margin:4px 0"><b>{html.escape(say.text("table.ch_auction"))}</b> '
            f"{body}{line}</div>")


def _seat_html(session: ChiamataSession, seat: int, *, said: str, small: int, style: str) -> str:
    say = session.words
    game = session.game
    view = session.view
    names = session.names
    label = html.escape(names[seat])
    tags = []
    if seat == game.caller:
        tags.append(say.text("table.ch_tag_caller"))
    if view.partner == seat:
        tags.append(say.text("table.ch_tag_alone" if seat == game.caller else "table.ch_tag_partner"))
    if seat == game.turn:
        label = f'<span style="background:#fff3c4;padding:0 4px">{label} ◀</span>'
    count = view.hand_sizes[seat]
    back = render.card_svg(None, face_down=True, width=small, style=style, language=say.language) if count else ""
    count_text = (say.text("table.no_cards") if count == 0 else say.text("table.one_card") if count == 1
                  else say.text("table.cards_in_hand", count=count))
    tag_html = "".join(f'<div style="color:#8a2b00;font-weight:600">{html.escape(t)}</div>' for t in tags)
    said_html = (f'<div style="color:#1a4d7a">{html.escape(say.text("table.ch_said", bid=said))}</div>'
                 if said and game.phase == "auction" else "")
    points = (f'<div style="color:#555">{html.escape(say.text("table.ch_seat_points", points=view.points[seat]))}'
              "</div>" if session.learning and game.phase == "play" else "")
    return (f'<div class="bt-seat" style="text-align:center;min-width:110px">'
            f"<div><b>{label}</b></div>{tag_html}<div>{back}</div>"
            f'<div style="color:#555">{html.escape(count_text)}</div>{said_html}{points}</div>')


def board_html(session: ChiamataSession, *, style: str, card_width: int) -> str:
    """The table for five seen from the student's seat: the four others, the trick, the call.

    Five cards of a trick are drawn a size smaller, so the trick and the call share a row.
    """
    say = session.words
    game = session.game
    view = session.view
    small = max(30, card_width // 2)
    said = _last_said(game, say)
    seats = "".join(_seat_html(session, s, said=said.get(s, ""), small=small, style=style)
                    for s in range(1, 5))
    others = f'<div style="display:flex;gap:18px;flex-wrap:wrap">{seats}</div>'
    number = len(game.tricks) + 1
    last = game.tricks[-1] if game.tricks else None
    if game.is_over and last is not None and view.trump is not None:
        centre = (f"<div><b>{html.escape(say.text('table.status_over'))}</b> "
                  f"{html.escape(say.text('table.last_trick'))}</div>"
                  + render.trick_svg(last.plays, trump=view.trump, winner=last.winner,
                                     seat_names=session.names, style=style, language=say.language,
                                     width=int(card_width * 0.7)))
    elif game.phase != "play":
        centre = auction_html(session)
        if YOU in game.passed or said.get(YOU):
            you_said = html.escape(say.text("table.ch_you_said", bid=said[YOU]))
            centre += f'<div style="color:#1a4d7a">{you_said}</div>'
    elif game.table and view.trump is not None:
        centre = (f"<div><b>{html.escape(say.text('table.table_now', number=number))}</b></div>"
                  + render.trick_svg(game.table, trump=view.trump, seat_names=session.names, style=style,
                                   language=say.language,
                                     width=int(card_width * 0.7)))
    else:
        centre = (f"<div><b>{html.escape(say.text('table.table_now', number=number))}</b></div>"
                  f'<div style="padding:24px 10px;color:#555;font-style:italic">'
                  f"{html.escape(session.lead_line())}</div>")
    return (
        '<div class="bt-table bt-table-five" style="background:#eef5ee;border-radius:10px;padding:6px 10px;'
        'line-height:1.25">'
        f'{others}<div style="display:flex;gap:20px;flex-wrap:wrap;align-items:flex-start;margin-top:4px">'
        f'<div class="bt-centre" style="flex:1 1 280px">{centre}</div>'
        f"{_call_html(session, view, style=style, card_width=card_width)}</div></div>"
    )


def _call_html(session: ChiamataSession, view: ChiamataView, *, style: str, card_width: int) -> str:
    say = session.words
    game = session.game
    names = session.names
    called = game.called_card
    if called is None:
        return ""
    caller = game.caller
    assert caller is not None
    lines = [say.text("table.trump", suit=say.suit(called.suit)),
             say.text("table.ch_target_you" if caller == YOU else "table.ch_target", target=game.target)]
    if view.partner is None:
        lines.append(say.text("table.ch_partner_hidden"))
    elif view.partner == YOU and caller != YOU:
        lines.append(say.text("table.ch_partner_is_you"))
    elif view.partner == caller:
        lines.append(say.text("table.ch_partner_alone_you") if caller == YOU
                     else say.text("table.ch_partner_alone", who=names[caller]))
    else:
        lines.append(say.text("table.ch_partner_is", who=in_sentence(names[view.partner], words=say)))
    picture = render.card_svg(called, width=max(40, int(card_width * 0.6)), style=style, language=say.language)
    who = say.text("table.ch_caller_you") if caller == YOU else say.text("table.ch_caller", who=names[caller])
    items = "".join(f"<div>{html.escape(line)}</div>" for line in lines)
    return (f'<div class="bt-called" style="max-width:240px"><div><b>{html.escape(who)}</b></div>'
            f'<div style="display:flex;gap:8px;align-items:center">{picture}<div>{items}</div></div></div>')


def learning_html(session: ChiamataSession) -> str:
    """In learning mode, the points each seat has taken; otherwise why they are hidden."""
    say = session.words
    note = learning_note(session)
    if note is not None:
        return note
    game = session.game
    points = say.text("table.running_points", parts=" · ".join(
        say.text("table.points_of", side=session.names[s], points=p) for s, p in enumerate(game.points)))
    return (f'<div class="bt-learning" style="background:#f4f0ff;border-radius:8px;padding:6px 10px;'
            f'margin-top:6px"><b>{html.escape(points)}</b></div>')


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value).replace("-", "−")


def standings_line(session: ChiamataSession) -> str:
    """The match score in one line: each seat's match points."""
    say = session.words
    names = session.names
    parts = " · ".join(f"{names[s]} {_signed(p)}" for s, p in enumerate(session.match.standings))
    return say.text("table.standings", format=_format_name(session.match, say), parts=parts)


def _tricks_table(game: Chiamata, names: Mapping[int, str], say: Words) -> str:
    rows = [{"trick": t.number, "leader": names[t.leader],
             "cards": ", ".join(f"{say.card(card)} ({names[seat]})" for seat, card in t.plays),
             "winner": names[t.winner], "points": t.points} for t in game.tricks]
    labels = {key: say.text(f"tables.{key}") for key in ("trick", "leader", "cards", "winner", "points")}
    labels["cards"] = say.text("table.cards_who")
    shown = Table(labels, rows, index="trick", language=say.language)
    return shown._repr_html_().replace('class="dataframe"', 'class="dataframe bt-tricks-table"', 1)


def summary_html(session: ChiamataSession) -> str:
    """The end of a hand: the partner, each side's points, the hand's match points, the standings."""
    say = session.words
    game = session.game
    names = session.names
    outcome = game.outcome
    assert outcome is not None, "the summary is of a finished hand"
    lines: list[str] = []
    if outcome.caller is None:
        lines.append(say.text("table.ch_all_passed"))
    else:
        caller, partner = outcome.caller, outcome.partner
        assert partner is not None
        rank = game.rank
        assert rank is not None and game.called_card is not None
        lines.append(say.text("table.ch_sum_caller", who=in_sentence(names[caller], words=say),
                              card=say.the(game.called_card)))
        if outcome.is_alone:
            lines.append(say.text("table.ch_sum_alone_you") if caller == YOU
                         else say.text("table.ch_sum_alone", who=names[caller]))
        elif partner == YOU:
            lines.append(say.text("table.ch_sum_partner_you"))
        else:
            lines.append(say.text("table.ch_sum_partner", who=in_sentence(names[partner], words=say)))
        ours, theirs = _side_names(game, names, say)
        lines.append(say.text("table.ch_sum_points", ours=ours, theirs=theirs, our_points=outcome.points[0],
                          their_points=outcome.points[1]))
        key = "table.ch_sum_won" if outcome.caller_won else "table.ch_sum_lost"
        lines.append(say.text(key, target=outcome.target, points=outcome.points[0]))
        if multiplier(outcome.target) > 1:
            lines.append(say.text("table.ch_sum_times", times=multiplier(outcome.target)))
        lines.append(say.text("table.ch_sum_match_points", parts=" · ".join(
            f"{names[s]} {_signed(p)}" for s, p in enumerate(outcome.match_points))))
    body = "".join(f"<p style='margin:3px 0'>{html.escape(line)}</p>" for line in lines)
    body += f"<p style='margin:3px 0'>{html.escape(standings_line(session))}</p>"
    match = session.match
    if match.is_over:
        winners = match.winner or ()
        if winners == (YOU,):
            verdict = say.text("table.match_won_you")
        elif len(winners) == 1:
            verdict = say.text("table.match_won", who=in_sentence(names[winners[0]], words=say))
        else:
            shared = say.join([in_sentence(names[s], words=say) for s in winners])
            verdict = say.text("table.ch_match_shared", who=shared)
        body += f"<p style='margin:3px 0'><b>{html.escape(verdict)}</b></p>"
    else:
        body += (f"<p style='margin:3px 0'>"
                 f"{html.escape(say.text('table.match_goes_on', next=say.text('table.next_hand')))}</p>")
    tricks = ""
    if game.tricks:
        tricks = (f"<div style='margin-top:6px'><b>{html.escape(say.text('table.tricks_title'))}</b></div>"
                  + _tricks_table(game, names, say))
    return (
        '<div class="bt-summary" style="border:2px solid #2e7d32;border-radius:8px;'
        'padding:8px 12px;margin-top:8px">'
        f"<h4 style='margin:2px 0'>{html.escape(say.text('table.summary_title', number=len(match.games)))}</h4>"
        f"{body}{tricks}</div>"
    )


def still_html(session: ChiamataSession, *, style: str) -> str:
    """The table for five as the student sees it now (their hand face up), for pages without widgets."""
    say = session.words
    game = session.game
    parts = [status_html(session), board_html(session, style=style, card_width=70),
             render.hand_svg(game.hand(YOU), style=style, language=say.language, width=60)]
    if game.is_over:
        parts.append(summary_html(session))
    parts.append(f'<p style="color:#555;font-style:italic">{html.escape(say.text("table.still_note"))}</p>')
    return '<div class="bt-card-table-still">' + "".join(parts) + "</div>"
