"""Playing for a partner: what a card does to a trick the partner is winning, judged from the seat's view."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ... import rules
from ...cards import Card
from ...errors import BriscolaError
from ...game import Game
from ...locale import Words, words as words_for
from ...view import View
from ..answers import read_card
from ..cards import Feedback, _capital

__all__ = ["PartnerVerdict", "judge_partner_play"]


_YOU = 0


_PARTNER = 2


# ---------------------------------------------------------------------- playing for a partner
@dataclass(frozen=True)
class PartnerVerdict:
    """What a card does to a trick the partner is winning: right or not, which rule, the best cards."""

    card: Card
    ok: bool
    #: loaded, kept_low, smaller_load, not_loaded, trumped_partner, risky_load or other.
    kind: str
    best: tuple[Card, ...]
    lines: tuple[str, ...]

    def feedback(self) -> Feedback:
        """The verdict as a lesson shows it."""
        return Feedback(self.ok, self.lines)


def _winner_seat(view: View, table: Sequence[tuple[int, Card]]) -> int:
    index = rules.trick_winner([c for _, c in table], view.trump, seven_second=view.options.seven_second)
    return table[index][0]


def _threat(view: View, table: Sequence[tuple[int, Card]]) -> tuple[int, Card] | None:
    """A rival still to play and a card they may hold that takes ``table`` from the seat's side."""
    for k in range(1, view.players - len(table) + 1):
        rival = (view.seat + k) % view.players
        possible = sorted(set(view.unseen) | set(view.known[rival]), key=lambda c: c.index)
        for card in possible:
            if not view.is_partner(_winner_seat(view, [*table, (rival, card)])):
                return rival, card
    return None


def _is_trump(view: View, card: Card) -> bool:
    return card.suit is view.trump


def _points(view: View, card: Card) -> int:
    return rules.points(card, seven_second=view.options.seven_second)


def judge_partner_play(game: Game, card: Card | str, *, words: Words | None = None) -> PartnerVerdict:
    """Judge the seat to play's card on a trick its partner is winning: load it, keep it, or neither (said in ``words``)."""
    w = words or words_for()
    seat = game.turn
    if seat is None or game.players != 4:
        raise BriscolaError("lessons_partners.q_answer_first")
    view = game.view(seat)
    table = list(view.table)
    if not table or _winner_seat(view, table) != view.partner:
        raise ValueError(f"the partner of seat {seat} is not winning this trick: {game!r}")
    chosen = read_card(card)
    if chosen not in view.hand:
        raise BriscolaError("lessons_partners.q_not_in_hand", card=_capital(w.the(chosen)),
                            cards=", ".join(w.card(c) for c in view.hand))
    loads = [c for c in view.hand
             if not _is_trump(view, c) and _points(view, c)
             and _winner_seat(view, [*table, (seat, c)]) in (seat, view.partner)
             and _threat(view, [*table, (seat, c)]) is None]
    if loads:
        top = max(_points(view, c) for c in loads)
        best = tuple(c for c in loads if _points(view, c) == top)
    else:
        cheap = [c for c in view.hand if not _is_trump(view, c)] or list(view.hand)
        low = min(_points(view, c) for c in cheap)
        best = tuple(c for c in cheap if _points(view, c) == low)
    first = best[0]
    fields: dict[str, Any] = dict(card=w.the(chosen), points=_points(view, chosen), best=w.the(first),
                  best_points=_points(view, first))
    if chosen in best:
        if loads:
            partner_card = dict(table)[view.partner]
            reason = (w.text("lessons_partners.safe_nobody") if len(table) == 3
                      else w.text("lessons_partners.safe_top", card=w.the(partner_card)))
            return PartnerVerdict(chosen, True, "loaded", best, (_capital(w.text(
                "lessons_partners.v_loaded", reason=reason, **fields)),))
        return PartnerVerdict(chosen, True, "kept_low", best,
                              (_capital(w.text("lessons_partners.v_kept_low", **fields)),))
    after = [*table, (seat, chosen)]
    if _is_trump(view, chosen) and _winner_seat(view, after) == seat:
        kind = "trumped_partner"
    elif chosen in loads:
        kind = "smaller_load"
    elif _points(view, chosen):
        kind = "risky_load"
    elif loads:
        kind = "not_loaded"
    else:
        kind = "other"
    if kind == "risky_load":
        threat = _threat(view, after)
        assert threat is not None
        rival, example = threat
        fields["who"] = w.text("common.rival_n_in_sentence", number=rival + 1)
        fields["example"] = w.the(example)
    lines = [_capital(w.text(f"lessons_partners.v_{kind}", **fields))]
    if kind not in ("smaller_load", "other"):
        lines.append(_capital(w.text("lessons_partners.v_other", best=w.the(first))))
    return PartnerVerdict(chosen, False, kind, best, tuple(lines))
