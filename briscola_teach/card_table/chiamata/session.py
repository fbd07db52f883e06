"""The table for five as plain Python: a match of briscola chiamata against four machine seats, step by step."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...cards import Card, Rank, Suit
from ...chiamata import MAX_POINTS, Chiamata, ChiamataView
from ...errors import IllegalBid, OptionError
from ...events import PASS, Bid, Call, ChiamataAction, ChiamataEvent, PointsBid
from ...locale import Words
from ...match import Match
from ..base import Session, Waiting
from ..settings import YOU, TableSettings
from .story import bid_name, chiamata_story

__all__ = ["ChiamataSession"]


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
