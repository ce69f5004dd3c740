"""The master: calls by playing them out on sampled layouts (`callsearch`); cards by
solving sampled layouts.

For a card it deals the unseen cards a number of times so that each layout fits what the
seat knows (`knowledge`), solves each with all cards open (`solver`) and plays the card
with the best mean result, where a result is the final card points of the side it plays
for turned into units as the sheet counts them (`utility`). Near the end the solver
searches to the last trick; a trick before that, two tricks in Wendish and German
Schafkopf; otherwise the trick in progress only (`horizon`), and it estimates the rest.
A budget of nodes and seconds bounds each decision; if not even one layout is solved in
it, the club player's card is played. The oracle reads the deal and solves the one true
layout: a yardstick, not a level offered to users; it calls as the club player does, so
that it measures the play of the cards.

While no Wendish player knows a partner, the others cannot play for their sides: the
solver has them lead and follow as club players do (`unaware_seats`), the trick in
progress and the next (`UNAWARE_HORIZON`). The solver keeps the sides fixed, which a
Wendish `first_trick` game does not: while its partner is still to be found, a defender
takes a trick it surely wins (`racing_for_partner`).
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Iterable
from dataclasses import dataclass

from kopdesk.bots.budget import Allowance, Budget
from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.bots.schafkopf.callsearch import CALL_BUDGET, searched_call
from kopdesk.bots.schafkopf.club import ClubPlayer, club_card, decision_rng, legal_cards
from kopdesk.bots.schafkopf.knowledge import Knowledge, knowledge, layouts, order_of, safe_trick
from kopdesk.bots.schafkopf.reading import club_replay, read_play, readable, unpartnered_cards
from kopdesk.bots.schafkopf.solver import CalledAce, Exhausted, Solver
from kopdesk.cards import Card, mask_of
from kopdesk.games.schafkopf import Action, Call, Contract, Deal, Observation, RuleSet, Stage, Variant
from kopdesk.games.schafkopf.calls import alten, plain_of
from kopdesk.games.schafkopf.rules import FirstTrickPartner

EXACT_TRICKS = {Variant.ZWEIER: 7}
"""Tricks left from which the solver searches to the end (default `EXACT_DEFAULT`)."""
EXACT_DEFAULT = 4
TWO_DEEP = frozenset({Variant.WENDISH, Variant.GERMAN})
"""Where the trick before the exact end game is searched two tricks deep (`horizon`)."""
UNAWARE_HORIZON = 2
"""The tricks searched, and played in by club seats as club players, while no player
knows a partner (judged by tournament: it did better than one trick over 200 Wendish
deals of seed 5)."""
MASTER_BUDGET = Budget(nodes=30_000, seconds=0.1)
LAYOUTS = 24
HIDDEN_LEAD_MARGIN = 1.0
"""Standard errors over the layouts by which a lead must beat the club player's to be
made instead while no player knows a partner (Wendish): each layout's search knows the
sides, so its leads look better than they are (regret on the leads of 200 Wendish deals
of seed 6: 1.01 units a deal, where the best lead of each search gave 1.11)."""


@dataclass(frozen=True, slots=True)
class Layout:
    """Every seat's cards now, and for Zweier what lies under which card."""

    hands: list[int]
    hidden: int = 0
    under: dict[int, int] | None = None


def side_in(obs: Observation, dealt: list[int]) -> tuple[int, ...] | None:
    """The declaring side in a layout dealt so (None where each plays for himself)."""
    contract, declarer = obs.contract, obs.declarer
    deck = obs.rules.deck
    variant = obs.rules.variant
    if variant is Variant.ZWEIER or contract in (Contract.RAMSCH, Contract.NONE):
        return None
    if variant is Variant.WENDISH and contract in (None, Contract.NORMAL, Contract.SOLO):
        return tuple(s for s in range(4) if dealt[s] & alten(deck))
    assert declarer is not None
    if obs.called is not None:
        return tuple(sorted({declarer, *(s for s in range(4) if dealt[s] & obs.called.bit)}))
    if contract in (Contract.TRUMPS, Contract.ZWANGSSPIEL):
        return (declarer, (declarer + 2) % 4)
    return tuple(sorted(obs.known_declarers | {declarer}))


def utility(points: int, rules: RuleSet, lone: bool) -> float:
    """What the declaring side's final card points are worth to it, in games of two against
    two: the game won or lost, schneider and schwarz as the rules count them (each worth a
    game: more than the win itself on the French tariff), and a little for each point (so
    that among equal outcomes more is better)."""
    won = points >= 61
    loser = 120 - points if won else points
    limit = rules.schneider_max.defenders if won else rules.schneider_max.declarers
    low = rules.tariff.low
    extra = 2 * low if loser == 0 else low if loser <= limit else 0
    value = ((rules.tariff.high if lone else low) + extra) / low
    return (value if won else -value) + (points - 60) / 240


def ran_away(obs: Observation, holder: int) -> bool:
    """Did the called ace's holder lead another card of its suit (6.2.1)?"""
    ace = obs.called
    assert ace is not None
    suit = plain_of(obs.rules.deck, ace.suit)
    for trick in obs.tricks:
        if trick.leader == holder and trick.cards[0].bit & suit:
            return trick.cards[0] is not ace
    if obs.trick and obs.leader == holder and obs.trick[0].bit & suit:
        return obs.trick[0] is not ace
    return False


def horizon(obs: Observation) -> int:
    """The tricks the solver searches, the one in progress included: all from `EXACT_TRICKS`
    left; in Wendish and German Schafkopf two the trick before (judged on the true
    layouts, two tricks there chose better than one, and two earlier chose worse: the
    estimate after them misleads); else one."""
    tricks_left = len(obs.rules.deck.cards) // obs.seats - len(obs.tricks)
    exact = EXACT_TRICKS.get(obs.rules.variant, EXACT_DEFAULT)
    if tricks_left <= exact:
        return 99
    return 2 if tricks_left == exact + 1 and obs.rules.variant in TWO_DEEP else 1


def unaware_seats(obs: Observation) -> int:
    """The other seats as a mask while no player knows a partner (Wendish): they lead and
    follow as club players do, not for sides they cannot know (0 once a player may know one:
    an Alte has fallen, or a first-trick partner has won his trick, whose cards
    `unpartnered_cards` counts as played unpartnered)."""
    played = len(obs.tricks) * obs.seats + len(obs.trick)
    if obs.rules.variant is not Variant.WENDISH or not readable(obs) or unpartnered_cards(obs) < played:
        return 0
    if obs.contract is Contract.FIRST_TRICK and len(obs.known_declarers) > 1:
        return 0
    return ((1 << obs.seats) - 1) & ~(1 << obs.seat)


class Evaluator:
    """Solves layouts for one decision and keeps the mean utility of each legal card."""

    def __init__(self, obs: Observation, allowance: Allowance) -> None:
        self.obs = obs
        self.order = order_of(obs)
        self.allowance = allowance
        self.club_seats = unaware_seats(obs)
        self.horizon = horizon(obs)
        if self.club_seats and self.horizon < UNAWARE_HORIZON:
            self.horizon = UNAWARE_HORIZON
        self.totals: dict[int, float] = {}
        self.rows: list[dict[int, float]] = []
        """Per layout solved: each card's utility."""
        self.solved = 0

    def _sides(self, layout: Layout) -> tuple[int, int]:
        """Maximising and scoring seats: the side the seat plays for in this layout (the
        declaring side where it knows sides), in a Ramsch the seat against what the others take."""
        obs = self.obs
        dealt = list(layout.hands)
        for c, seat in obs.played_by().items():
            dealt[seat] |= c.bit
        side = side_in(obs, dealt)
        seat_bit = 1 << obs.seat
        if side is not None:
            both = sum(1 << s for s in side)
            return both, both
        if obs.contract is Contract.RAMSCH:
            return seat_bit, ((1 << obs.seats) - 1) & ~seat_bit
        return seat_bit, seat_bit

    def _called(self, layout: Layout) -> tuple[CalledAce | None, bool]:
        """The called ace while still held, and whether its holder ran away."""
        obs, ace = self.obs, self.obs.called
        if obs.contract is not Contract.SAUSPIEL or ace is None:
            return None, False
        holder = next((s for s, h in enumerate(layout.hands) if h & ace.bit), None)
        if holder is None:
            return None, False
        return CalledAce(ace.bit, plain_of(obs.rules.deck, ace.suit), obs.rules.called_ace_discard), ran_away(
            obs, holder
        )

    def add(self, layout: Layout) -> bool:
        """Solve one more layout; False once the budget is spent (a layout cut short counts not)."""
        obs = self.obs
        maximisers, scorers = self._sides(layout)
        called, running = self._called(layout)
        solver = Solver(
            self.order,
            obs.seats,
            maximisers,
            scorers,
            called,
            layout.under,
            self.allowance.nodes_left,
            self.horizon,
            self.club_seats,
            UNAWARE_HORIZON,
        )
        try:
            values = solver.card_values(
                layout.hands, layout.hidden, obs.leader, tuple(c.index for c in obs.trick), running
            )
        except Exhausted:
            return False
        taken = sum(t.points for t in obs.tricks if scorers >> t.winner & 1)
        sign = 1.0 if maximisers >> obs.seat & 1 else -1.0
        ramsch, lone = obs.contract is Contract.RAMSCH, scorers.bit_count() == 1
        row: dict[int, float] = {}
        for index, value in values.items():
            points = taken + value
            worth = points / 120 if ramsch else sign * utility(points, obs.rules, lone)
            self.totals[index] = self.totals.get(index, 0.0) + worth
            row[index] = worth
        self.rows.append(row)
        self.solved += 1
        return not self.allowance.spent(solver.nodes)

    def kept(self, club: Card, margin: float) -> Card | None:
        """The best card if it beats `club` by more than `margin` standard errors of the
        paired gains over the layouts solved (or if fewer than two were), else `club`."""
        best = self.best()
        if best is None or best is club or self.solved < 2:
            return best
        gains = [row[best.index] - row[club.index] for row in self.rows]
        error = statistics.stdev(gains) / len(gains) ** 0.5
        return best if statistics.fmean(gains) > margin * error else club

    def best(self) -> Card | None:
        if not self.solved:
            return None
        index = max(self.totals, key=lambda i: (self.totals[i], -i))
        return self.obs.rules.deck.cards[index]


def _zweier_layout(k: Knowledge, hands: list[int], rng: random.Random) -> Layout:
    """Each seat's face-down cards put under its covering cards in a random order."""
    obs = k.obs
    under: dict[int, int] = {}
    hidden = 0
    for seat in range(obs.seats):
        down = [c.index for c in obs.rules.deck.cards_in(hands[seat] & ~k.known[seat])]
        rng.shuffle(down)
        tops = [c.index for c in obs.rules.deck.cards_in(obs.covering[seat])]
        for top, c in zip(tops, down, strict=True):
            under[top] = 1 << c
            hidden |= 1 << c
    return Layout(hands, hidden, under)


def sampled_layouts(obs: Observation, rng: random.Random, count: int) -> Iterable[Layout]:
    k = knowledge(obs)
    for hands in layouts(k, rng, count, read_play(k), club_replay(k)):
        yield _zweier_layout(k, hands, rng) if obs.rules.variant is Variant.ZWEIER else Layout(hands)


def racing_for_partner(obs: Observation) -> bool:
    """Is a Wendish `first_trick` partner still to be found, and this seat not the
    declarer? The first other seat to win a trick joins the holder of both Alten, who
    nearly always wins (club self-play: 35 of 36): a trick won now turns a likely loss
    into a likely win. The solver keeps the sides fixed, so it would only defend."""
    if obs.contract is not Contract.FIRST_TRICK or obs.declarer in (None, obs.seat) or len(obs.known_declarers) > 1:
        return False
    if obs.rules.first_trick_partner is FirstTrickPartner.FIRST_TRICK:
        return not obs.tricks
    return all(t.winner == obs.declarer for t in obs.tricks)


def sure_winner(obs: Observation, cards: list[Card]) -> Card | None:
    """The least of `cards` that wins the trick whatever the seats still to play may hold."""
    order = order_of(obs)
    k = knowledge(obs)
    if obs.trick:
        best = order.winning_index(tuple(c.index for c in obs.trick))
        cards = [c for c in cards if c.bit & order.beats[best]]
    sure = [c for c in cards if safe_trick(k, c.index, frozenset())]
    return max(sure, key=order.sort_key) if sure else None


class SearchPlayer:
    """Cards by search over `layouts_of` (sampled for the master, the truth for the oracle)."""

    def __init__(
        self,
        seed: int,
        budget: Budget,
        deal: Deal | None = None,
        layouts_wanted: int = LAYOUTS,
        call_budget: Budget = CALL_BUDGET,
    ) -> None:
        self.seed = seed
        self.budget = budget
        self.call_budget = call_budget
        self.deal = deal
        self.layouts_wanted = layouts_wanted
        self.club = ClubPlayer(seed)

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        if observation.stage is not Stage.OVER:
            return self._call(observation, stop)
        cards = legal_cards(observation)
        if len(cards) == 1:
            return cards[0]
        if racing_for_partner(observation):
            sure = sure_winner(observation, cards)
            if sure is not None:
                return sure
        return self._search(observation, stop) or club_card(observation, order_of(observation))

    def _call(self, obs: Observation, stop: StopCheck) -> Call:
        """The oracle calls as the club player does: it measures the play of the cards."""
        club = self.club.choose(obs)
        assert isinstance(club, Call)
        if self.deal is not None:
            return club
        return searched_call(obs, club, decision_rng(self.seed, obs), self.call_budget.start(stop))

    def _search(self, obs: Observation, stop: StopCheck) -> Card | None:
        evaluator = Evaluator(obs, self.budget.start(stop))
        rng = decision_rng(self.seed, obs)
        for layout in self._layouts(obs, rng):
            if not evaluator.add(layout):
                break
        if evaluator.club_seats and not obs.trick:
            return evaluator.kept(club_card(obs, evaluator.order), HIDDEN_LEAD_MARGIN)
        return evaluator.best()

    def _layouts(self, obs: Observation, rng: random.Random) -> Iterable[Layout]:
        if self.deal is None:
            return sampled_layouts(obs, rng, self.layouts_wanted)
        return [true_layout(self.deal)]


def true_layout(deal: Deal) -> Layout:
    """The layout of `deal` as it is: what the oracle solves."""
    hands = [mask_of(deal.hand(s)) for s in range(deal.seats)]
    under = {top.index: below.bit for stacks in deal.stacks for top, below in stacks} or None
    return Layout(hands, deal.hidden_mask(), under)


def master(seed: int = 0, budget: Budget = MASTER_BUDGET) -> SearchPlayer:
    return SearchPlayer(seed, budget)


def oracle(deal: Deal, seed: int = 0, budget: Budget = MASTER_BUDGET) -> SearchPlayer:
    """Sees every card of `deal` (for measuring the master only)."""
    return SearchPlayer(seed, budget, deal)
