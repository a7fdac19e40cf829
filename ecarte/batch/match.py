"""Many matches stepped at once: ``BatchMatch``, one match a row, every rule option of
the scalar engine, chance drawn from each row's ``random.Random(seed)`` exactly as
``chance_action`` draws it (``ecarte.batch.chance``).

The rows move together: ``step`` takes one action number a row (``numbering``'s) for
the rows whose seat is to act, then draws the chance steps that fall due (cuts, deals,
reshuffles) until every row has a seat to act or is done, so ``actor`` is never
``CHANCE`` between steps.

>>> import numpy as np
>>> batch, rng = BatchMatch([7, 8, 9], first_dealer=1, one_deal=True), np.random.default_rng(1)
>>> batch.actor.tolist(), batch.legal[0, :2].tolist()
([0, 0, 0], [True, True])
>>> while not batch.done.all():
...     batch.step(random_actions(batch.legal_words, rng))
>>> batch.score.tolist()  # the points each seat scored in its row's deal
[[2, 0], [0, 2], [2, 0]]
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ecarte.batch import steps
from ecarte.batch.chance import Packs, Streams, cut, places, shuffled
from ecarte.batch.columns import (
    CHANCE,
    DONE,
    NOBODY,
    OVER,
    PLAYING,
    RESHUFFLE,
    Columns,
)
from ecarte.batch.errors import BatchError
from ecarte.batch.legal import (
    ACCEPT,
    CONCEDE,
    DOUBLE,
    DROP,
    KING,
    PROPOSE,
    REFUSE,
    STAND,
    TAKE,
    legal_words,
    unpacked,
)
from ecarte.batch.steps import Scores
from ecarte.batch.tables import Flags, Ints, Masks, mask_of, popcount
from ecarte.engine.numbering import DISCARD, NUM_ACTIONS, PLAY
from ecarte.engine.options import OPTION_NAMES, Rules

_PACK = np.arange(32, dtype=np.int64)
PLAYED = frozenset({"target", "match", "packets", "dealer_may_stand_pat", "reshuffle_discards",
                    "king", "trumping", "point_de_refus", "penalty_any_refusal",
                    "game_values", "videau"})
"""The rule options the batched engine plays: a ``Rules`` with any other is refused."""


class BatchMatch:
    """``len(seeds)`` matches under ``rules``, row ``i``'s chance from
    ``random.Random(seeds[i])``: the same cards, row for row, as the scalar engine
    deals from ``new_match(rules, first_dealer)`` and a generator seeded the same.

    ``first_dealer`` (a seat, or one a row) skips the cut, as ``new_match`` does;
    ``one_deal`` ends each row after its first deal; ``restart`` begins a new match in a
    row whose match is over, its generator going on (as bench/engine_speed.py plays)."""

    def __init__(self, seeds: Sequence[int | str], rules: Rules | None = None, *,
                 first_dealer: int | Sequence[int] | None = None, one_deal: bool = False,
                 restart: bool = False) -> None:
        self.rules = rules if rules is not None else Rules()
        for option in OPTION_NAMES:
            if option not in PLAYED:
                raise BatchError("option", option=option)
        if not len(seeds):
            raise BatchError("no-rows")
        rows = len(seeds)
        self.first_dealer: Ints | None = None
        if first_dealer is not None:
            dealers = np.asarray(first_dealer, dtype=np.int64)
            if dealers.ndim > 1 or (dealers.ndim == 1 and len(dealers) != rows) \
                    or not np.isin(dealers, (0, 1)).all():
                raise BatchError("first-dealer", rows=rows)
            self.first_dealer = np.broadcast_to(dealers, (rows,)).copy()
        self.one_deal, self.restart = one_deal, restart
        self.columns = Columns(rows)
        self.streams = Streams(seeds)
        self._packs = None if one_deal or first_dealer is None \
            or self.rules.reshuffle_discards else Packs(self.streams, rows)
        """Packs shuffled ahead, where a row's chance is nothing but deals."""
        self.columns.renew(np.arange(rows), self.first_dealer)
        self.legal_words: Masks = np.zeros((rows, 3), dtype=np.uint32)
        """The legal numbers of each row's seat to act, as bits (``legal_words``)."""
        self._legal: Flags | None = None
        self._draw_chance()

    @property
    def legal(self) -> Flags:
        """``(rows, NUM_ACTIONS)`` flags: the legal numbers of each row's seat to act
        (``numbering.legal_mask`` of its view; none for a row done)."""
        if self._legal is None:
            self._legal = unpacked(self.legal_words)
        return self._legal

    @property
    def rows(self) -> int:
        return len(self.columns.actor)

    @property
    def actor(self) -> Ints:
        """Each row's seat to act, or ``DONE``."""
        return self.columns.actor

    @property
    def done(self) -> Flags:
        done: Flags = self.columns.actor == DONE
        return done

    @property
    def score(self) -> Ints:
        """Each row's game score (the points of the game in progress, or the last won)."""
        return self.columns.score

    def step(self, actions: Sequence[int] | Ints) -> None:
        """Each row whose seat is to act takes ``actions[row]`` (an action's number);
        the other rows' numbers are not read. Raises ``BatchError`` naming the first
        row whose number is not legal, the rows unchanged."""
        numbers = np.asarray(actions, dtype=np.int64)
        if numbers.shape != (self.rows,):
            raise BatchError("actions", rows=self.rows)
        c = self.columns
        rows = np.flatnonzero(c.actor >= 0)
        number = numbers[rows]
        bad = ~is_legal(self.legal_words[rows], number)
        if bad.any():
            at = int(np.flatnonzero(bad)[0])
            raise BatchError("illegal", row=int(rows[at]), number=int(number[at]))
        seat = c.actor[rows]
        scores = Scores(self.rows)
        self._match_moves(rows, seat, number, scores)
        dealing = (number < DOUBLE) | (number >= PLAY) | (number == CONCEDE)
        rows, seat, number = rows[dealing], seat[dealing], number[dealing]
        self._deal_moves(rows, seat, number, scores)
        self._auto_king(rows, scores)
        self._settle(scores)
        self._draw_chance()

    def _match_moves(self, rows: Ints, seat: Ints, number: Ints, scores: Scores) -> None:
        """The double and its answers (the match's, not the deal's)."""
        c = self.columns
        if not self.rules.videau:
            return
        doubles = number == DOUBLE
        c.offered[rows[doubles]] = seat[doubles]
        takes = number == TAKE
        took = rows[takes]
        c.stake[took] *= 2
        c.cube[took] = seat[takes]
        c.offered[took] = NOBODY
        drops = number == DROP
        self._end_game(rows[drops], 1 - seat[drops])

    def _deal_moves(self, rows: Ints, seat: Ints, number: Ints, scores: Scores) -> None:
        c, rules = self.columns, self.rules
        kind = np.where(number >= DISCARD, DISCARD, np.where(number >= PLAY, PLAY, number))
        for which in np.unique(kind).tolist():
            these = kind == which
            r, s, n = rows[these], seat[these], number[these]
            if which == PLAY:
                steps.play(c, r, s, n - PLAY, rules, scores)
            elif which == DISCARD:
                cards = steps.discard_cards(c, r, s, n - DISCARD)
                steps.discard(c, r, s, cards, rules)
            elif which == STAND:
                steps.stand(c, r, s)
            elif which == PROPOSE:
                steps.propose(c, r)
            elif which == ACCEPT:
                steps.accept(c, r)
            elif which == REFUSE:
                steps.refuse(c, r, s, rules)
            elif which == KING:
                steps.declare_king(c, r, s, scores)
            elif which == CONCEDE:
                steps.concede(c, r, s, scores)

    def _auto_king(self, rows: Ints, scores: Scores) -> None:
        """Under ``king`` auto, the King of trumps declared for the seat that may now."""
        c = self.columns
        if self.rules.king != "auto" or not len(rows):
            return
        rows = rows[c.phase[rows] == PLAYING]
        seat = c.to_act[rows]
        may = steps.may_declare(c, rows, seat)
        steps.declare_king(c, rows[may], seat[may], scores)

    def _settle(self, scores: Scores) -> None:
        """Points scored: a game won at the target; a deal over: the next dealt by the
        other seat."""
        c = self.columns
        rows = np.flatnonzero(scores.seat != NOBODY)
        seat = scores.seat[rows]
        c.score[rows, seat] += scores.points[rows]
        won = c.score[rows, seat] >= self.rules.target
        self._end_game(rows[won], seat[won])
        over = rows[~won]
        over = over[c.phase[over] == OVER]
        c.dealer[over] = 1 - c.deal_dealer[over]
        c.has_deal[over] = False
        c.ended[over] += 1

    def _end_game(self, rows: Ints, winner: Ints) -> None:
        """``winner`` wins the game: the match won, or the next game, the loser dealing."""
        if not len(rows):
            return
        c, rules = self.columns, self.rules
        loser_score = c.score[rows, 1 - winner]
        value = c.stake[rows] * (np.where(loser_score == 0, 3, np.where(loser_score <= 2, 2, 1))
                                 if rules.game_values else 1)
        c.games[rows, winner] += 1
        c.stakes[rows, winner] += value
        c.results[rows, c.won[rows]] = np.stack(
            [winner, c.score[rows, 0], c.score[rows, 1], value, c.deals[rows]], axis=1)
        c.won[rows] += 1
        c.ended[rows] += 1
        over = c.games[rows, winner] >= rules.games_to_win
        c.winner[rows[over]] = winner[over]
        going_on = rows[~over]
        c.dealer[going_on] = 1 - winner[~over]
        c.new_game(going_on)

    def _actors(self) -> None:
        c = self.columns
        c.actor = np.where(
            c.winner != NOBODY, DONE,
            np.where(~c.has_game | ~c.has_deal, CHANCE,
                     np.where(c.offered != NOBODY, 1 - c.offered,
                              np.where(c.phase == RESHUFFLE, CHANCE, c.to_act))))
        if self.one_deal:
            c.actor[c.ended > 0] = DONE

    def _draw_chance(self) -> None:
        """Every chance step due, until each row has a seat to act or is done."""
        c = self.columns
        while True:
            self._actors()
            if self.restart and not self.one_deal:
                over = np.flatnonzero(c.actor == DONE)
                if len(over):
                    c.renew(over, self.first_dealer)
                    self._actors()
            due = np.flatnonzero(c.actor == CHANCE)
            if not len(due):
                break
            scores = Scores(self.rows)
            cuts = due[~c.has_game[due]]
            deals = due[c.has_game[due] & ~c.has_deal[due]]
            reshuffles = due[c.has_game[due] & c.has_deal[due]]
            self._cut(cuts)
            self._deal(deals, scores)
            self._reshuffle(reshuffles, scores)
            self._settle(scores)
        self.legal_words = legal_words(c, self.rules)
        self._legal = None

    def _cut(self, rows: Ints) -> None:
        """Each draws a card: the higher deals; equal ranks cut again."""
        if not len(rows):
            return
        first, second = cut(self.streams, rows)
        differ = (first & 7) != (second & 7)
        rows, first, second = rows[differ], first[differ], second[differ]
        self.columns.has_game[rows] = True
        self.columns.dealer[rows] = np.where((first & 7) > (second & 7), 0, 1)

    def _deal(self, rows: Ints, scores: Scores) -> None:
        """A shuffled pack dealt by packets, the elder first; the 11th card turned up,
        the dealer scoring a King turned."""
        if not len(rows):
            return
        c = self.columns
        packs = self._packs.take(rows) if self._packs is not None else shuffled(
            self.streams, rows, np.tile(_PACK, (len(rows), 1)),
            np.full(len(rows), 32, dtype=np.int64))
        hands = np.zeros((len(rows), 2), dtype=np.uint32)
        dealer = c.dealer[rows]
        for who in (0, 1):
            theirs = dealer == who
            for seat, spots in enumerate(places(self.rules.packets, who)):
                hands[theirs, seat] = mask_of(packs[theirs][:, spots])
        c.new_deal(rows, hands, packs[:, 10], packs[:, 11:])
        turned = (packs[:, 10] & 7) == 7
        scores.add(rows[turned], dealer[turned], 1)

    def _reshuffle(self, rows: Ints, scores: Scores) -> None:
        """The discards, shuffled, go under the stock; the pending discard draws from it
        and play follows this round."""
        if not len(rows):
            return
        c = self.columns
        pile, sizes = steps.reshuffle_pile(c, rows)
        order = shuffled(self.streams, rows, pile, sizes)
        for place in range(int(sizes.max())):
            these = sizes > place
            c.stock[rows[these], c.end[rows[these]] + place] = order[these, place]
        c.end[rows] += sizes
        steps.exchange(c, rows, c.to_act[rows], c.pending[rows],
                       np.ones(len(rows), dtype=bool), self.rules)
        self._auto_king(rows, scores)


def is_legal(words: Masks, number: Ints) -> Flags:
    """Whether each ``number`` is legal by its row's ``legal_words``."""
    part = np.where(number >= DISCARD, 2, np.where(number >= PLAY, 1, 0))
    bit = number - np.array([0, PLAY, DISCARD])[part]
    inside = (number >= 0) & (number < NUM_ACTIONS)
    held = (words[np.arange(len(number)), part] >> np.clip(bit, 0, 31).astype(np.uint32)) & 1
    legal: Flags = inside & (held == 1)
    return legal


def random_actions(words: Masks, rng: np.random.Generator, concede: bool = True) -> Ints:
    """A legal number a row, each equally likely, from ``BatchMatch.legal_words``
    (``concede`` False: never the concession while anything else is legal); a row with
    none legal gets 0."""
    words = words.copy()
    if not concede:
        others = (words[:, 0] & ~np.uint32(1 << CONCEDE)) | words[:, 1] | words[:, 2]
        words[:, 0] &= np.where(others != 0, ~np.uint32(1 << CONCEDE), ~np.uint32(0))
    counts = popcount(words)
    total = counts.sum(axis=1)
    which = (rng.random(len(words)) * total).astype(np.int64)
    first, second = counts[:, 0], counts[:, 0] + counts[:, 1]
    part = np.where(which >= second, 2, np.where(which >= first, 1, 0))
    which -= np.where(part == 2, second, np.where(part == 1, first, 0))
    bit = _select(words[np.arange(len(words)), part], which)
    chosen: Ints = bit + np.array([0, PLAY, DISCARD])[part]
    return chosen


def _select(word: Masks, which: Ints) -> Ints:
    """The place of the ``which``-th set bit of each word (from 0, low first)."""
    place = np.zeros(len(word), dtype=np.int64)
    for width in (16, 8, 4, 2, 1):
        low = popcount((word >> place.astype(np.uint32)) & np.uint32((1 << width) - 1))
        past = which >= low
        which = which - np.where(past, low, 0)
        place += np.where(past, width, 0)
    return place
