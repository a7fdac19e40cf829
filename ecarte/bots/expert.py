"""``expert``: search. Card play samples the opponent's hand from everything seen (see
``knowledge``) and searches the rest of the deal over the samples (``infoset``); the
exchange (stand or propose, accept or refuse, what to throw) is decided by simulating both
answers over replays of the opponent's exchanges, each play solved exactly (``solver``);
every outcome is valued by the chance of winning the game from the score it leaves
(``odds``), so at 4-3 the bot plays to win the game, not for points.
"""

from __future__ import annotations

import contextlib
import itertools
import random
import zlib
from collections.abc import Iterator, Sequence
from typing import Final

from ecarte.bots import Bot, register
from ecarte.bots.common import deal_of, king_matters
from ecarte.bots.hands import (
    blind_lead,
    book_discard,
    book_exchange,
    book_stands,
    dealer_refuses,
    draw,
    throw_order,
)
from ecarte.bots.infoset import Group, InfosetSearch
from ecarte.bots.knowledge import (
    Knowledge,
    Particle,
    lead_fit,
    marginals,
    particles,
    read,
    sample_hands,
)
from ecarte.bots.odds import win_chance
from ecarte.bots.rollout import exchange_once, fewest_discards, play_out
from ecarte.bots.solver import Solver
from ecarte.engine import (
    ACCEPT,
    DOUBLE,
    DROP,
    KING,
    PROPOSE,
    REFUSE,
    STAND,
    TAKE,
    Action,
    Card,
    Deal,
    Phase,
    SeatView,
    deck_order,
)
from ecarte.engine.deal import concede_score, refusal_penalised, score_tricks
from ecarte.engine.kernel import mask

BOOK_MARGIN: Final = 0.03  # how far the simulation must prefer a play to overrule the book
DISCARD_MARGIN: Final = 0.02  # ... and another discard to overrule the book's
PROPOSE_MARGIN: Final = 0.01  # ... and a proposal to overrule the book's stand
POINTS_WEIGHT: Final = 0.02  # a little weight on points, to break ties in the game chance
EXCHANGE_SAMPLES: Final = 100
PLAY_SAMPLES: Final = 80
MARGINAL_PARTICLES: Final = 300
DOUBLE_AT: Final = 0.72
TAKE_AT: Final = 0.25


class ExpertBot:
    name = "expert"

    def __init__(self, seed: int = 0, exchange_samples: int = EXCHANGE_SAMPLES,
                 play_samples: int = PLAY_SAMPLES, their_king: bool = False) -> None:
        self.seed = seed
        # Count the King of trumps the opponent may still declare in card play (the
        # review's judge does; the bot's own play does not, so its choices stay as tuned).
        self.their_king = their_king
        self.exchange_samples = exchange_samples
        self.play_samples = play_samples
        self.solver = Solver()
        self._particles: dict[str, list[Particle]] = {}
        self._tables: dict[tuple[int | None, int | None], list[float]] = {}
        self._known: Particle | None = None  # the cards as they lay, for a post-mortem

    # Decisions -------------------------------------------------------------------------

    def choose(self, view: SeatView) -> Action:
        actions = view.legal_actions()
        self._tables = {}
        if TAKE in actions:
            return TAKE if self._held_equity(view) >= TAKE_AT else DROP
        if KING in actions and king_matters(view):
            return KING
        values, choice = self._decide(view, deal_of(view), actions)
        # With the videau: double once the hand makes the game likely enough.
        if DOUBLE in actions:
            equity = max(values.values()) if len(values) > 1 else self._held_equity(view)
            if equity >= DOUBLE_AT:
                return DOUBLE
        return choice

    def _decide(self, view: SeatView, deal: Deal, actions: list[Action]
                ) -> tuple[dict[Action, float], Action]:
        """The value of each choice weighed, and the choice."""
        if deal.phase is Phase.STAND_OR_PROPOSE:
            values, book = self._stand_or_propose(view, deal)
            if book:  # proposing with a jeu de règle needs less (docs/strength.md, forks)
                return values, PROPOSE if values[PROPOSE] > values[STAND] + PROPOSE_MARGIN \
                    else STAND
            return values, STAND if values[STAND] >= values[PROPOSE] + BOOK_MARGIN else PROPOSE
        if deal.phase is Phase.ANSWER:
            values, book = self._answer(view, deal)
            return values, REFUSE if values[REFUSE] + _lean(book) > values[ACCEPT] else ACCEPT
        if deal.phase is Phase.DISCARD:
            values = self._discard(view, deal)
            usual = _discard_action(self._book_discard(view, deal))
            best = max(values, key=lambda a: values[a])  # ties: the first, fewest thrown
            return values, best if values[best] > values[usual] + DISCARD_MARGIN else usual
        values = self._play(view, deal, [a for a in actions if a.kind == "play"])
        # Ties go to the lower card.
        return values, max(sorted(values, key=lambda a: (a.card.rank, a.card.index)),
                           key=lambda a: values[a])

    def evaluate(self, view: SeatView) -> dict[Action, float]:
        """How likely the bot thinks each choice is to win the game, from 0 to 1, for the
        choices it weighs (for hints). Empty when it is not this seat's turn."""
        actions = view.legal_actions()
        self._tables = {}
        if not actions:
            return {}
        if TAKE in actions:
            return {TAKE: self._held_equity(view), DROP: 0.0}
        deal = deal_of(view)
        plays = [a for a in actions if a.kind == "play"]
        if deal.phase is Phase.PLAY and len(plays) == 1:  # forced: value the position
            values = {plays[0]: self._position_equity(view, deal)}
        else:
            values = self._decide(view, deal, actions)[0]
        return {action: min(1.0, max(0.0, value)) for action, value in values.items()}

    def weigh(self, view: SeatView, played: Action | None = None,
              known: tuple[Sequence[Card], Sequence[Card]] | None = None
              ) -> dict[Action, float]:
        """The game chance, from 0 to 1, of every choice of this turn as the bot weighs
        them, for reviewing a decision: every card (and declaring the King, valued with
        the best card after it), both answers of the exchange, the discards worth
        weighing and ``played`` whatever it is. A double or a concession is valued only
        when it is ``played``; a double's answer is left to the caller (``held_equity``).
        Empty when it is not this seat's turn or the turn is a double's answer.
        ``known`` (the opponent's hand and the stock, top first) values every choice with
        the cards as they lay instead of over samples: a post-mortem, not a fair review."""
        with self.knowing(known):
            return self._weigh(view, played)

    def analyse(self, view: SeatView) -> dict[Action, float]:
        """The game chance, from 0 to 1, of every legal action of this turn as the bot
        weighs it from the view alone (the protocol's ``analyse``): every card, every
        discard (each over all the replays), conceding (the score it leaves) and doubling
        (the hand as it stands). At a double's answer: taking is the hand's chance,
        dropping 0. Empty when it is not this seat's turn."""
        actions = view.legal_actions()
        if TAKE in actions:
            self._tables = {}
            return {TAKE: min(1.0, max(0.0, self._held_equity(view))), DROP: 0.0}
        return self._weigh(view, None, every=True)

    @contextlib.contextmanager
    def knowing(self, known: tuple[Sequence[Card], Sequence[Card]] | None
                ) -> Iterator[None]:
        """Within it, ``known`` (the opponent's hand and the stock, top first; None:
        nothing) replaces the samples: a post-mortem's cards as they lay."""
        self._known = None if known is None else \
            Particle(tuple(known[0]), tuple(known[1]), 1.0)
        try:
            yield
        finally:
            self._known = None

    def _weigh(self, view: SeatView, played: Action | None, every: bool = False
               ) -> dict[Action, float]:
        actions = view.legal_actions()
        self._tables = {}
        if not actions or TAKE in actions:
            return {}
        deal = deal_of(view)
        plays = [a for a in actions if a.kind == "play"]
        if deal.phase is Phase.DISCARD:
            extra = played.cards if played is not None and played.kind == "discard" else None
            values = self._discard(view, deal, extra, every)
        elif deal.phase is Phase.PLAY:
            values = self._card_values(view, deal, plays, None)
            if KING in actions:
                declared = self._card_values(view, deal, plays, view.seat)
                values[KING] = max(declared.values())
        else:
            values = self._decide(view, deal, actions)[0]
        if played is not None and played not in values:
            if played.kind == "concede":
                values[played] = self._conceded(view, deal)
            elif played.kind == "double":  # the value of the game as it stands
                values[played] = self._held_equity(view)
        for action in actions if every else ():
            if action not in values and action.kind == "concede":
                values[action] = self._conceded(view, deal)
            elif action not in values and action.kind == "double":
                values[action] = self._held_equity(view)
        return {action: min(1.0, max(0.0, value)) for action, value in values.items()}

    def held_equity(self, view: SeatView,
                    known: tuple[Sequence[Card], Sequence[Card]] | None = None) -> float:
        """The game chance with this seat's hand as the deal stands (to take or offer a
        double), from 0 to 1; ``known`` as for ``weigh``."""
        self._tables = {}
        with self.knowing(known):
            return min(1.0, max(0.0, self._held_equity(view)))

    def _card_values(self, view: SeatView, deal: Deal, plays: list[Action],
                     king: int | None) -> dict[Action, float]:
        """Each card's value, a lone card valued by the rest of the deal solved over
        sampled hands; ``king`` the seat credited with the King (None: as declared)."""
        if len(plays) == 1:
            return {plays[0]: self._position_equity(view, deal, king)}
        return self._play(view, deal, plays, king)

    def _conceded(self, view: SeatView, deal: Deal) -> float:
        score = concede_score(deal, view.seat)
        mine, theirs = view.score[view.seat], view.score[1 - view.seat]
        if score.seat == view.seat:
            mine += score.points
        else:
            theirs += score.points
        return win_chance(mine, theirs, view.rules.target, view.seat == deal.elder)

    def _equity(self, view: SeatView) -> float:
        mine, theirs = view.score[view.seat], view.score[1 - view.seat]
        deal = view.deal
        dealer = deal is not None and deal.dealer == view.seat
        return win_chance(mine, theirs, view.rules.target, dealer)

    def _held_equity(self, view: SeatView) -> float:
        """The game chance with this hand, whoever is to act (to take or offer a double):
        before any card is played, the rest of the exchange played by the book over the
        replays of it so far; in the play, the rest of the deal solved exactly over sampled
        opponent hands. (That the opponent doubled is not weighed as evidence.)"""
        deal = deal_of(view)
        if any(deal.started):
            return self._position_equity(view, deal)
        parts = self._exchange_particles(view)
        total = sum(p.weight for p in parts) or 1.0
        return sum(p.weight * self._by_the_book(view, deal, p) for p in parts) / total

    def _by_the_book(self, view: SeatView, deal: Deal, part: Particle) -> float:
        """The value of the deal from here for one replay, both sides keeping to the book."""
        seat, trump, rules = view.seat, deal.trump, view.rules
        fewest = fewest_discards(deal, rules)
        mine, theirs = list(view.hand), list(part.hand)
        elder, dealer = (mine, theirs) if seat == deal.elder else (theirs, mine)
        stock = list(part.stock)
        if deal.phase is Phase.DISCARD:
            if deal.to_act == deal.elder:  # both sides still to discard
                elder, dealer, stock = exchange_once(elder, dealer, stock, trump, fewest)
            elif stock:  # the elder has drawn; the dealer's turn
                least, most = deal.discard_limits(deal.dealer, rules)
                dealer, stock = book_exchange(dealer, trump, stock, least, most)
            return self._after_exchange(view, elder, dealer, stock, deal.elder)
        if deal.phase is Phase.STAND_OR_PROPOSE:
            if book_stands(elder, trump, first=not deal.history):
                return self._value(view, mine, theirs, deal.elder, deal.penalty_if_stood())
        elif deal.phase is not Phase.ANSWER:  # the play is about to begin
            return self._value(view, mine, theirs, deal.elder, deal.penalty)
        if dealer_refuses(dealer, trump):  # the proposal made, or the one to come
            return self._value(view, mine, theirs, deal.elder, deal.penalty_if_refused(rules))
        elder, dealer, stock = exchange_once(elder, dealer, stock, trump, fewest)
        return self._after_exchange(view, elder, dealer, stock, deal.elder)

    def _position_equity(self, view: SeatView, deal: Deal, king: int | None = None) -> float:
        """The game chance from the play under way, the rest solved exactly (both sides
        seeing the cards) over sampled opponent hands."""
        know = read(view)
        hands = self._opponent_hands(view, know)
        plain = self._table(view, deal.penalty, king)
        held = self._their_king_table(view, deal, know, king)
        seat, trump = view.seat, int(deal.trump)
        left = 5 - len(deal.played)  # tricks still to play, this one included
        total = weight_sum = 0.0
        for theirs, weight in hands:
            table = held[1] if held and theirs >> held[0] & 1 else plain
            leading, following = (know.mine, theirs) if deal.leader == seat else \
                (theirs, know.mine)
            if deal.lead is None:
                taken = self.solver.tricks(leading, following, trump, know.strict)
            else:
                taken = self.solver.after_lead(deal.lead.index, leading, following, trump,
                                               know.strict)
            mine = taken if deal.leader == seat else left - taken
            total += weight * table[min(5, deal.tricks[seat] + mine)]
            weight_sum += weight
        return total / (weight_sum or 1.0)

    def _stand_or_propose(self, view: SeatView, deal: Deal
                          ) -> tuple[dict[Action, float], bool]:
        """The average value of standing and of proposing, and whether the book stands."""
        seat, hand = view.seat, view.hand
        parts = self._exchange_particles(view)
        stand_penalty = deal.penalty_if_stood()
        refuse_penalty = deal.penalty_if_refused(view.rules)
        fewest = fewest_discards(deal, view.rules)
        stand = propose = 0.0
        for part in parts:
            stand += part.weight * self._value(view, hand, part.hand, seat, stand_penalty)
            if dealer_refuses(part.hand, deal.trump):
                value = self._value(view, hand, part.hand, seat, refuse_penalty)
            else:
                mine, theirs, stock = exchange_once(list(hand), list(part.hand),
                                                    list(part.stock), deal.trump, fewest)
                value = self._after_exchange(view, mine, theirs, stock, seat)
            propose += part.weight * value
        book = book_stands(hand, deal.trump, first=not deal.history)
        total = sum(p.weight for p in parts) or 1.0
        return {STAND: stand / total, PROPOSE: propose / total}, book

    def _answer(self, view: SeatView, deal: Deal) -> tuple[dict[Action, float], bool]:
        """The average value of refusing and of accepting, and whether the book refuses."""
        seat, hand = view.seat, view.hand
        parts = self._exchange_particles(view)
        refuse_penalty = deal.penalty_if_refused(view.rules)
        fewest = fewest_discards(deal, view.rules)
        refuse = accept = 0.0
        for part in parts:
            refuse += part.weight * self._value(view, hand, part.hand, 1 - seat, refuse_penalty)
            theirs, mine, stock = exchange_once(list(part.hand), list(hand), list(part.stock),
                                                deal.trump, fewest)
            accept += part.weight * self._after_exchange(view, theirs, mine, stock, 1 - seat)
        total = sum(p.weight for p in parts) or 1.0
        return {REFUSE: refuse / total, ACCEPT: accept / total}, dealer_refuses(hand, deal.trump)

    def _after_exchange(self, view: SeatView, elder: list[Card], dealer: list[Card],
                        stock: list[Card], elder_seat: int) -> float:
        """The value once an exchange is done, the rest of it played by the book."""
        deal = deal_of(view)
        penalty = deal.penalty
        # Proposals made: at stand-or-propose, the one just simulated counts.
        made = deal.proposals + (deal.phase is Phase.STAND_OR_PROPOSE)
        elder, dealer, refused = play_out(elder, dealer, stock, deal.trump,
                                          fewest_discards(deal, view.rules), made)
        if refused is not None and refusal_penalised(view.rules, refused):
            penalty = 1 - elder_seat
        if elder_seat == view.seat:
            return self._value(view, elder, dealer, elder_seat, penalty)
        return self._value(view, dealer, elder, elder_seat, penalty)

    def _discard(self, view: SeatView, deal: Deal, extra: tuple[Card, ...] | None = None,
                 every: bool = False) -> dict[Action, float]:
        """The average value of the discards worth weighing, best-searched first, and of
        ``extra`` too when given (the discard played, for a review); with ``every``, of
        every legal discard, each over all the replays (an analysis)."""
        seat, hand, trump = view.seat, view.hand, deal.trump
        fewest, most = deal.discard_limits(seat, view.rules)
        order = throw_order(hand, trump)
        options: list[tuple[Card, ...]] = [tuple(order[:k]) for k in range(fewest, most + 1)]
        plain = tuple(c for c in order if c.suit is not trump)
        low = tuple(c for c in plain if c.rank < 6)
        for shape in (plain, low):
            if fewest <= len(shape) <= most and shape not in options:
                options.append(shape)
        if every:
            options += [shape for k in range(fewest, most + 1)
                        for shape in itertools.combinations(order, k) if shape not in options]
        played = None
        if extra is not None:
            played = tuple(c for c in order if c in extra)
            if played not in options:
                options.append(played)
        if len(options) == 1:
            return {_discard_action(options[0]): self._equity(view)}
        book = options.index(self._book_discard(view, deal))
        parts = self._exchange_particles(view)
        elder = seat == deal.elder
        leader = seat if elder else 1 - seat
        dealer_fewest = fewest_discards(deal, view.rules)[1]

        def value(thrown: tuple[Card, ...], part: Particle) -> float:
            # A short stock: the discards reshuffled, ours drawn back.
            mine, rest = draw(hand, thrown, part.stock, spare=thrown)
            theirs = list(part.hand)
            if elder and rest:
                theirs, rest = book_exchange(theirs, trump, rest, dealer_fewest)
            if elder:
                return part.weight * self._after_exchange(view, mine, theirs, rest, seat)
            return part.weight * self._after_exchange(view, theirs, mine, rest, leader)

        # Successive halving: every option on a third of the replays, the best three on all.
        split = len(parts) // 3
        first = [sum(value(o, p) for p in parts[:split]) for o in options]
        ranked = sorted(range(len(options)), key=lambda i: (-first[i], i))[
            :len(options) if every else 3]
        for wanted in (book, None if played is None else options.index(played)):
            if wanted is not None and wanted not in ranked:
                ranked.append(wanted)
        scores = {i: first[i] + sum(value(options[i], p) for p in parts[split:])
                  for i in ranked}
        total = sum(p.weight for p in parts) or 1.0
        return {_discard_action(options[i]): scores[i] / total for i in sorted(ranked)}

    @staticmethod
    def _book_discard(view: SeatView, deal: Deal) -> tuple[Card, ...]:
        fewest, most = deal.discard_limits(view.seat, view.rules)
        return book_discard(view.hand, deal.trump, fewest, most)

    def _play(self, view: SeatView, deal: Deal, plays: list[Action], king: int | None = None
              ) -> dict[Action, float]:
        """The average value of each card that may be played."""
        if len(plays) == 1:
            return {plays[0]: self._equity(view)}
        know, groups = self.play_searches(view, deal, king)
        done = deal.tricks[view.seat]
        values: dict[int, float] = {}
        for search, group in groups:
            if deal.lead is None:
                found = search.lead_values(know.mine, group, done)
            else:
                found = search.follow_values(deal.lead.index, know.mine, group, done)
            for card, value in found.items():
                values[card] = values.get(card, 0.0) + value
        total = sum(weight for _, group in groups for _, weight in group) or 1.0
        return {a: values[a.card.index] / total for a in plays}

    def play_searches(self, view: SeatView, deal: Deal, king: int | None = None
                      ) -> tuple[Knowledge, list[tuple[InfosetSearch, Group]]]:
        """What card play is searched over: the facts about the opponent's hand, and
        each group of his sampled hands (weighted by how well they fit his play so far)
        with the search that values it (two groups while he may still declare the
        King of trumps: he declares it before his first card, so we know which)."""
        know = read(view)
        hands = self._opponent_hands(view, know)
        hands = [(theirs, weight * lead_fit(view, theirs)) for theirs, weight in hands]
        table = self._table(view, deal.penalty, king)
        groups = [(hands, table)]
        held = self._their_king_table(view, deal, know, king)
        if held:
            king_bit, their_table = held
            groups = [([h for h in hands if not h[0] >> king_bit & 1], table),
                      ([h for h in hands if h[0] >> king_bit & 1], their_table)]
        gone = self._gone(deal)
        return know, [(InfosetSearch(know.trump, know.strict, utility, gone), group)
                      for group, utility in groups if group]

    def _their_king_table(self, view: SeatView, deal: Deal, know: Knowledge,
                          king: int | None) -> tuple[int, list[float]] | None:
        """With ``their_king``, while the opponent may still declare the King of trumps
        (he has not played, it is not declared, it may be in his hand): its card index and
        the table with his King's point counted. Else None."""
        other = 1 - view.seat
        bit = deal.king_of_trumps.index
        if not self.their_king or king is not None or deal.declared is not None \
                or deal.started[other] or not (know.allowed | know.known) >> bit & 1:
            return None
        return bit, self._table(view, deal.penalty, other)

    @staticmethod
    def _gone(deal: Deal) -> int:
        gone = 1 << deal.turnup.index
        for _, lead, follow in deal.played:
            gone |= (1 << lead.index) | (1 << follow.index)
        return gone

    # Valuing outcomes ------------------------------------------------------------------

    def _value(self, view: SeatView, mine: Sequence[Card], theirs: Sequence[Card],
               leader: int, penalty: int | None) -> float:
        """The game chance when play begins with these hands (the holder of the King of
        trumps declares it)."""
        deal = deal_of(view)
        seat = view.seat
        king = deal.king_of_trumps
        holder = None if deal.declared is not None else (  # a declared King is in the score
            seat if king in mine else 1 - seat if king in theirs else None)
        table = self._tables.get((penalty, holder))
        if table is None:
            table = self._tables[(penalty, holder)] = self._table(view, penalty, holder)
        my_mask, their_mask = mask(mine), mask(theirs)
        strict = view.rules.trumping == "strict"
        # The elder cannot see the dealer's hand: his first lead is the book's, the rest is
        # solved exactly (solving the first lead too would credit him with second sight).
        hand, lead_mask, follow_mask = (mine, my_mask, their_mask) if leader == seat else \
            (theirs, their_mask, my_mask)
        lead = blind_lead(hand, deal.turnup).index
        taken = self.solver.after_lead(lead, lead_mask ^ (1 << lead), follow_mask, deal.trump,
                                       strict)
        return table[taken if leader == seat else len(mine) - taken]

    def _table(self, view: SeatView, penalty: int | None, king: int | None) -> list[float]:
        """The value of ending the deal with 0..5 tricks for this seat."""
        deal = deal_of(view)
        seat, target = view.seat, view.rules.target
        mine, theirs = view.score[seat], view.score[1 - seat]
        if king == seat:
            mine += 1
        elif king is not None:
            theirs += 1
        declared = king if king is not None else deal.declared
        values = []
        for tricks in range(6):
            if mine >= target or theirs >= target:
                values.append(1.0 if mine >= target else 0.0)
                continue
            split = (tricks, 5 - tricks) if seat == 0 else (5 - tricks, tricks)
            score = score_tricks(view.rules, split, dealer=deal.dealer, penalty=penalty,
                                 declared=declared, turnup=deal.turnup)
            gain = score.points if score.seat == seat else 0
            loss = score.points if score.seat != seat else 0
            chance = win_chance(mine + gain, theirs + loss, target, seat == deal.elder)
            values.append(chance + POINTS_WEIGHT * (gain - loss))
        return values

    # Sampling --------------------------------------------------------------------------

    def _decision_seed(self, view: SeatView) -> int:
        deal = deal_of(view)
        text = "|".join((str(self.seed), str(view.seat), str(view.score), str(deal.turnup),
                         " ".join(map(str, view.hand)),
                         ";".join(f"{s}:{a}" for s, a in deal.history)))
        return zlib.crc32(text.encode())

    def _opponent_hands(self, view: SeatView, know: Knowledge) -> list[tuple[int, float]]:
        """The opponent's hands (masks) to play against, with weights."""
        if self._known is not None:
            return [(mask(self._known.hand), 1.0)]
        share = marginals(self._deal_particles(view))
        rng = random.Random(self._decision_seed(view))
        return sample_hands(know, share, self.play_samples, rng)

    def exchange_replays(self, view: SeatView) -> list[Particle]:
        """The replays of the opponent's side of the exchange the exchange decisions are
        weighed over (the same for the same view), for the review to say what a draw
        is expected to bring."""
        return self._exchange_particles(view)

    def _exchange_particles(self, view: SeatView) -> list[Particle]:
        if self._known is not None:
            return [self._known]
        rng = random.Random(self._decision_seed(view))
        return particles(view, self.exchange_samples, rng)

    def _deal_particles(self, view: SeatView) -> list[Particle]:
        """Replays of the exchange, the same for every card played in the deal."""
        deal = deal_of(view)
        before_play = []
        for seat, action in deal.history:
            if action.kind == "play":
                break
            before_play.append(f"{seat}:{action}")
        mine = sorted(set(view.hand) | set(view.my_discards)
                      | {lead if leader == view.seat else follow
                         for leader, lead, follow in deal.played}
                      | ({deal.lead} if deal.lead is not None and deal.leader == view.seat
                         else set()), key=deck_order)
        key = "|".join((str(self.seed), str(view.seat), str(deal.turnup), ";".join(before_play),
                        " ".join(map(str, mine))))
        found = self._particles.get(key)
        if found is None:
            if len(self._particles) > 32:
                self._particles.clear()
            rng = random.Random(zlib.crc32(key.encode()))
            found = self._particles[key] = particles(view, MARGINAL_PARTICLES, rng)
        return found


def _lean(book: bool) -> float:
    """The simulation must beat the book by BOOK_MARGIN to overrule it."""
    return BOOK_MARGIN if book else -BOOK_MARGIN


def _discard_action(cards: tuple[Card, ...]) -> Action:
    return Action.discard(cards) if cards else Action("discard")


def _make(seed: int) -> Bot:
    return ExpertBot(seed)


register("expert", _make)

__all__ = ["ExpertBot"]
