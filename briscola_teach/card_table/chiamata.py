"""The card table for five: a match of briscola chiamata against four machine seats (RULES §12).

A :class:`ChiamataSession` is the five-player form of
:class:`~briscola_teach.card_table.session.TableSession`: the student (seat 0) bids in
the auction (:meth:`~ChiamataSession.student_bids`, :meth:`~ChiamataSession.student_passes`,
:meth:`~ChiamataSession.student_bids_points`), names the suit when they win it
(:meth:`~ChiamataSession.student_calls`) and plays; the machine seats bid, call and play
from their own views.  The functions below tell the story of the hand and draw each
block of the screen as HTML, with no widgets.

>>> session = ChiamataSession(level="random", seed=5)
>>> while session.waiting is Waiting.MACHINE:
...     _ = session.machine_step()
>>> session.game.phase, session.waiting
('auction', <Waiting.STUDENT: 'student'>)
>>> _ = session.student_bids_points(70)
Traceback (most recent call last):
...
briscola_teach.errors.IllegalBid: Aún no se puja en puntos: primero alguien tiene que llamar el dos.
>>> _ = session.student_passes()
>>> session.story[-1]
'Pasas: quedas fuera de la subasta.'
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence

from .. import render
from ..cards import Card, Rank, Suit
from ..chiamata import MAX_POINTS, Chiamata, ChiamataView, multiplier
from ..errors import IllegalBid, OptionError
from ..events import (
    PASS, AllPassed, AuctionWon, Bid, BidMade, Call, Called, ChiamataAction, ChiamataEvent, PartnerRevealed,
    Passed, Played, PointsBid, TrickTaken,
)
from ..explain import explain_played
from ..locale import Words
from ..locale import words as kit_words
from ..match import Match
from ..tables import Table
from .session import YOU, Session, TableSettings, Waiting
from .story import in_sentence, played_line
from .view import learning_note

__all__ = [
    "ChiamataSession", "chiamata_story", "bid_name", "auction_html", "board_html", "status_html",
    "summary_html", "standings_line", "learning_html", "still_html",
]


def bid_name(bid: Bid | PointsBid, *, words: Words | None = None) -> str:
    """A bid as the table names it: a rank ("tres") or points ("70 puntos")."""
    say = words or kit_words()
    if isinstance(bid, PointsBid):
        return say.text("table.ch_points", points=bid.points)
    return say.rank(bid.rank)


def _who(names: Mapping[int, str], seat: int, say: Words) -> str:
    return in_sentence(names[seat], words=say)


def chiamata_story(game: Chiamata, events: Sequence[ChiamataEvent], names: Mapping[int, str], *,
                   you: int = YOU, points: bool = False, words: Words | None = None) -> list[str]:
    """What the table says about these events of a hand of chiamata, told from seat ``you``."""
    say = words or kit_words()
    lines: list[str] = []
    for event in events:
        if isinstance(event, BidMade):
            name = bid_name(event.bid, words=say)
            if event.seat == you:
                lines.append(say.text("table.ch_bid_you", bid=name))
            else:
                lines.append(say.text("table.ch_bid", who=names[event.seat], bid=name))
        elif isinstance(event, AuctionWon):
            rank = say.rank(event.rank)
            if event.seat == you:
                lines.append(say.text("table.ch_won_you", rank=rank, target=event.target))
            else:
                lines.append(say.capital(say.text("table.ch_won", who=_who(names, event.seat, say), rank=rank,
                                       target=event.target)))
        elif isinstance(event, AllPassed):
            lines.append(say.text("table.ch_all_passed"))
        elif isinstance(event, Called):
            lines.extend(_call_lines(game, event, names, you=you, say=say))
        elif isinstance(event, PartnerRevealed):
            lines.append(_reveal_line(game, event, names, you=you, say=say))
        elif isinstance(event, Played):
            lines.append(played_line(event, names, you=you, words=say))
        elif isinstance(event, TrickTaken):
            why = explain_played(game, game.tricks[event.number - 1], words=say).why
            if event.winner == you:
                head = say.text("table.trick_won_you", number=event.number)
            else:
                head = say.capital(say.text("table.trick_won", who=_who(names, event.winner, say), number=event.number))
            line = f"{head}: {why[:1].lower() + why[1:]}"
            if points:
                line += " " + say.text("table.trick_points", points=event.points)
            lines.append(line)
        elif isinstance(event, Passed):
            lines.append(say.text("table.ch_pass_you") if event.seat == you
                         else say.text("table.ch_pass", who=names[event.seat]))
    return lines


def _call_lines(game: Chiamata, event: Called, names: Mapping[int, str], *, you: int, say: Words) -> list[str]:
    card, suit = say.the(event.card), say.suit(event.card.suit)
    if event.seat == you:
        lines = [say.text("table.ch_called_you", card=card, suit=suit)]
        if game.view(you).partner == you:
            lines.append(say.text("table.ch_alone_you", card=card))
        return lines
    lines = [say.capital(say.text("table.ch_called", who=_who(names, event.seat, say), card=card, suit=suit))]
    if game.view(you).partner == you:
        lines.append(say.text("table.ch_you_partner", card=card, who=_who(names, event.seat, say)))
    return lines


def _reveal_line(game: Chiamata, event: PartnerRevealed, names: Mapping[int, str], *, you: int, say: Words) -> str:
    card = say.the(event.card)
    caller = game.caller
    assert caller is not None
    if event.alone:
        if event.seat == you:
            return say.text("table.ch_revealed_alone_you", card=card)
        return say.capital(say.text("table.ch_revealed_alone", who=_who(names, event.seat, say), card=card))
    if event.seat == you:
        return say.text("table.ch_revealed_you", card=card, caller=_who(names, caller, say))
    if caller == you:
        return say.capital(say.text("table.ch_revealed_yours", who=_who(names, event.seat, say), card=card))
    return say.capital(say.text("table.ch_revealed", who=_who(names, event.seat, say), card=card,
                     caller=_who(names, caller, say)))


class ChiamataSession(Session[Chiamata]):
    """A match of briscola chiamata against four machine seats, one step at a time (RULES §12).

    Besides playing a card, the student bids (:meth:`student_bids`, :meth:`student_passes`,
    :meth:`student_bids_points`) and, on winning the auction, names the suit
    (:meth:`student_calls`).  A refused action raises a kit error in the student's
    language and changes nothing.
    """

    default_players = 5

    @property
    def view(self) -> ChiamataView:
        """What the student may know of the hand now."""
        return self.game.view(YOU)

    @property
    def rank_bids(self) -> tuple[Rank, ...]:
        """The ranks the student may call now, strongest (the weakest bid) first."""
        if self.waiting is not Waiting.STUDENT or self.game.phase != "auction":
            return ()
        return tuple(a.rank for a in self.game.legal_actions() if isinstance(a, Bid))

    @property
    def least_points(self) -> int | None:
        """The smallest points bid the student may make now, or None before the 2 is called."""
        if self.waiting is not Waiting.STUDENT or self.game.phase != "auction":
            return None
        bids = [a.points for a in self.game.legal_actions() if isinstance(a, PointsBid)]
        return min(bids) if bids else None

    def _verify_phase(self, phase: str) -> None:
        say = self.words
        self.verify_student_turn()
        now = self.game.phase
        if now != phase:
            raise IllegalBid(f"table.ch_not_{phase}", now=say.text(f"table.ch_phase_{now}"))

    def student_bids(self, rank: Rank | Bid) -> tuple[ChiamataEvent, ...]:
        """The student calls a rank weaker than the last one called (any rank first)."""
        say = self.words
        self._verify_phase("auction")
        bid = rank if isinstance(rank, Bid) else Bid(rank)
        if not isinstance(bid.rank, Rank):
            raise IllegalBid("table.ch_bad_rank", value=rank)
        if bid not in self.game.legal_actions():
            high = self.game.high_bid
            assert high is not None, "any rank may be called first"
            if self.least_points is not None:
                raise IllegalBid("table.ch_rank_after_two", rank=say.rank(bid.rank))
            raise IllegalBid("table.ch_rank_refused", rank=say.rank(bid.rank), last=bid_name(high[1], words=say))
        return self._apply(YOU, bid)

    def student_passes(self) -> tuple[ChiamataEvent, ...]:
        """The student passes and is out of the auction for good."""
        self._verify_phase("auction")
        return self._apply(YOU, PASS)

    def student_bids_points(self, points: object) -> tuple[ChiamataEvent, ...]:
        """Once the 2 is called, the student promises at least this many points (above the last bid)."""
        self._verify_phase("auction")
        least = self.least_points
        if least is None:
            raise IllegalBid("table.ch_points_too_soon")
        if not isinstance(points, int) or isinstance(points, bool) or not least <= points <= MAX_POINTS:
            raise IllegalBid("table.ch_bad_points", value=points, least=least, most=MAX_POINTS)
        return self._apply(YOU, PointsBid(points))

    def student_calls(self, suit: Suit | str) -> tuple[ChiamataEvent, ...]:
        """The student, having won the auction, names the suit: the called card and trump."""
        self._verify_phase("call")
        chosen = suit if isinstance(suit, Suit) else None
        if chosen is None:
            try:
                chosen = Suit.parse(suit)
            except ValueError:
                raise IllegalBid("table.ch_bad_suit", value=suit) from None
        return self._apply(YOU, Call(chosen))

    def called_card_for(self, suit: Suit) -> Card | None:
        """The card a call of ``suit`` would name now (in the call), else None."""
        rank = self.game.rank
        return Card(rank, suit) if self.game.phase == "call" and rank is not None else None

    @classmethod
    def _new_match(cls, settings: TableSettings) -> Match[Chiamata]:
        if not settings.is_chiamata:
            raise OptionError("table.ch_five_only", players=settings.players)
        if settings.first_to is not None:
            return Match(5, variant="chiamata", first_to=settings.first_to, seed=settings.seed)
        return Match(5, variant="chiamata", best_of=settings.best_of or 1, seed=settings.seed)

    @classmethod
    def _opening(cls, game: Chiamata, names: Mapping[int, str], say: Words) -> str:
        first = game.first_bidder
        return say.text("table.ch_opens_you") if first == YOU else say.text("table.ch_opens", who=names[first])

    def lead_line(self) -> str:
        """Who bids first and leads the first trick, or who leads this trick."""
        game = self.game
        if game.phase == "play":
            return super().lead_line()
        return self._opening(game, self.names, self.words)

    def _act(self, action: ChiamataAction) -> None:
        self.game.apply(action)

    def _tell(self, news: Sequence[ChiamataEvent]) -> list[str]:
        return chiamata_story(self.game, news, self.names, you=YOU, points=self.learning, words=self.words)


# ---------------------------------------------------------------------- the screen's blocks
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
