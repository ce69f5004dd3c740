"""Random deals under random house rules, checked against invariants of the Scopa rules.

Each example plays whole deals with random legal moves. The legal moves are compared
with a brute-force reading of sections 4.2-4.4 written here from the text (every
subset of the table), not from the engine.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kopdesk.cards import Card, Rank
from kopdesk.games.scopa import (
    Category,
    Deal,
    DealFile,
    Move,
    Phase,
    RuleSet,
    deal_status,
    parse_deal_file,
    rules_from_preset,
)
from kopdesk.games.scopa.dealing import shuffled_deck
from kopdesk.games.scopa.events import CardLaid, CardsCaptured, Event, LeftoverTaken

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
DEALS_PER_EXAMPLE = 25
PRESETS = ("scopa", "scopa-3", "scopa-4", "scopone", "scopone-scientifico")
VALUES = {Rank.ACE: 1, Rank.TWO: 2, Rank.THREE: 3, Rank.FOUR: 4, Rank.FIVE: 5, Rank.SIX: 6, Rank.SEVEN: 7,
          Rank.JACK: 8, Rank.QUEEN: 9, Rank.KING: 10}  # fmt: skip
ALL = (1 << 40) - 1


@st.composite
def rule_sets(draw: st.DrawFn, preset: str) -> RuleSet:
    house: dict[str, Any] = {
        "capture_rule": draw(st.sampled_from(["equal_first", "fewest_cards", "free"])),
        "assi": draw(st.sampled_from(["off", "scopa", "no_scopa"])),
        "quindici": draw(st.booleans()),
        "last_card_scopa": draw(st.booleans()),
        "denari_needs_six": draw(st.booleans()),
        "primiera_rule": draw(st.sampled_from(["points", "count_sevens"])),
        "primiera_missing_suit": draw(st.sampled_from(["compare_sums", "no_point"])),
        "re_bello": draw(st.booleans()),
        "kings_redeal": draw(st.booleans()),
        "match_tie": draw(st.sampled_from(["count_out", "higher_total"])),
        "target": draw(st.integers(1, 100)),
    }
    if preset.startswith("scopa"):
        house["deal_one_card"] = draw(st.booleans())
    if preset == "scopa-4":
        house["four_player_mode"] = draw(st.sampled_from(["teams", "individual", "dealer_out"]))
    return rules_from_preset(preset, house)


# -- the text's capture rules, by brute force -------------------------------------------


def text_capture_sets(rules: RuleSet, played: Card, table: tuple[Card, ...]) -> set[frozenset[Card]]:
    if not table:
        return set()
    if rules.assi.value != "off" and played.rank is Rank.ACE:
        aces = [c for c in table if c.rank is Rank.ACE]
        return {frozenset([a]) for a in aces} if aces else {frozenset(table)}
    subsets = [frozenset(s) for size in range(1, len(table) + 1) for s in combinations(table, size)]
    value = VALUES[played.rank]

    def adds_up(s: frozenset[Card], total: int) -> bool:
        return sum(VALUES[c.rank] for c in s) == total

    if rules.quindici:
        sets = [s for s in subsets if adds_up(s, 15 - value)]
    elif rules.capture_rule.value == "free":
        sets = [s for s in subsets if adds_up(s, value)]
    else:
        equal = [s for s in subsets if len(s) == 1 and adds_up(s, value)]
        sums = [s for s in subsets if len(s) >= 2 and adds_up(s, value)]
        sets = equal + sums if rules.capture_rule.value == "fewest_cards" else equal or sums
    if rules.capture_rule.value == "fewest_cards" and sets:
        sets = [s for s in sets if len(s) == min(map(len, sets))]
    return set(sets)


def text_legal(deal: Deal) -> set[str]:
    seat = deal.to_move
    assert seat is not None
    cards = (deal.drawn,) if deal.drawn is not None else deal.hand(seat)
    moves = {"pass"} if deal.drawn is not None else set()
    for played in cards:
        sets = text_capture_sets(deal.rules, played, deal.table)
        moves |= {str(Move(played, sum(c.bit for c in s))) for s in sets}
        if not sets and deal.drawn is None:
            moves.add(str(played))
    return moves


# -- invariants ----------------------------------------------------------------------------


def mask(cards: tuple[Card, ...]) -> int:
    return sum(c.bit for c in cards)


def check_cards_accounted(deal: Deal) -> None:
    places = [*(mask(deal.hand(s)) for s in range(deal.rules.players)), mask(deal.table), mask(deal.talon),
              *(mask(pile) for pile in deal.captured)]  # fmt: skip
    assert sum(p.bit_count() for p in places) == 40
    union = 0
    for place in places:
        union |= place
    assert union == ALL


def check_observation(deal: Deal, seat: int) -> None:
    seen = deal.observation(seat)
    assert seen.hand == deal.hand(seat)
    hidden = mask(deal.talon) | sum(mask(deal.hand(s)) for s in range(deal.rules.players) if s != seat)
    assert mask(seen.seen) & hidden == 0 and mask(seen.seen) | hidden == ALL
    assert seen.talon == len(deal.talon) and seen.table == deal.table
    assert (seen.legal != ()) == (deal.to_move == seat)


def check_events_replay(deal: Deal, seat: int, dealt: tuple[Card, ...]) -> None:
    """The events the seat saw, replayed from the table as dealt, give its table, the
    piles and the scope."""
    seen = deal.observation(seat)
    assert seen.table_dealt == dealt
    table, piles, scope = mask(dealt), [0] * len(deal.sides), [0] * len(deal.sides)
    for event in seen.events:
        if isinstance(event, CardLaid):
            assert not table & event.card.bit
            table |= event.card.bit
        elif isinstance(event, CardsCaptured):
            taken = mask(event.taken)
            assert taken and taken & table == taken
            table ^= taken
            piles[deal.side_of(event.seat)] |= taken | event.card.bit
            assert not event.scopa or not table
            scope[deal.side_of(event.seat)] += event.scopa
        elif isinstance(event, LeftoverTaken):
            assert event.side is not None and mask(event.cards) == table
            piles[event.side] |= table
            table = 0
    assert table == mask(seen.table)
    assert piles == [mask(pile) for pile in seen.captured]
    assert tuple(scope) == seen.scope


def check_score(deal: Deal) -> None:
    score = deal.score
    assert score is not None
    rules = deal.rules
    for category in Category:
        row = score.points[category]
        if category is not Category.SCOPE:
            assert sum(row) <= 1 and min(row) >= 0
    assert sum(score.points[Category.SCOPE]) == len(score.scope_log)
    if not rules.re_bello:
        assert sum(score.points[Category.RE_BELLO]) == 0
    assert score.total == tuple(sum(score.points[c][side] for c in Category) for side in range(len(deal.sides)))
    cards = [c.cards for c in score.counts]
    if cards.count(max(cards)) == 1:
        assert score.points[Category.CARTE][cards.index(max(cards))] == 1
    else:
        assert sum(score.points[Category.CARTE]) == 0
    holder = [c.settebello for c in score.counts]
    assert list(score.points[Category.SETTEBELLO]) == [int(h) for h in holder]
    moves = deal.history
    for made in score.scope_log:
        move = moves[made.move]
        assert isinstance(move, Move) and move.take and deal.side_of(made.seat) == made.side
    if not rules.last_card_scopa:
        last_move = max(i for i, m in enumerate(moves) if isinstance(m, Move))
        assert all(made.move != last_move for made in score.scope_log)
    if rules.four_player_mode is not None and rules.four_player_mode.value == "dealer_out":
        assert score.counts[deal.dealer].cards == 0 and score.total[deal.dealer] == 0


def play(deal: Deal, rng: random.Random, thorough: bool) -> None:
    """Play `deal` out at random; `thorough`: check the legal moves, the cards and every
    seat's observation at every step (else the cards only at the end)."""
    dealt, events = deal.table, list[Event]()
    while deal.to_move is not None:
        legal = deal.legal_actions()
        if thorough:
            if len(deal.table) <= 10:
                assert {str(a) for a in legal} == text_legal(deal)
            for seat in range(deal.rules.players):
                check_observation(deal, seat)
                check_events_replay(deal, seat, dealt)
                assert deal.observation(seat).events == tuple(events)
            check_cards_accounted(deal)
        action = rng.choice(legal)
        assert deal.refusal(action) is None
        events += deal.apply(action)
    check_cards_accounted(deal)
    if thorough and deal.phase is Phase.DONE:
        check_events_replay(deal, 0, dealt)
    if deal.phase is Phase.DONE:
        check_score(deal)
    else:
        assert deal.phase is Phase.REDEAL and deal.rules.kings_redeal and deal.history == ()


@pytest.mark.parametrize("preset", PRESETS)
@SETTINGS
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_random_deals_keep_every_invariant(preset: str, data: st.DataObject, seed: int) -> None:
    rules = data.draw(rule_sets(preset))
    rng = random.Random(seed)
    for number in range(DEALS_PER_EXAMPLE):
        deal = Deal(rules, rng.randrange(rules.players), shuffled_deck(rng))
        play(deal, rng, thorough=number == 0)
        if number == 0:
            status = deal_status(deal)
            # The deal file says everything: replayed, it stands where the deal stands.
            assert deal_status(parse_deal_file(DealFile.of(deal).dumps()).replay()) == status
            # Going back and forth through the deal changes nothing.
            history = deal.history
            point = rng.randrange(len(history) + 1)
            deal.rewind(point)
            assert deal.history == history[:point]
            for action in history[point:]:
                deal.apply(action)
            assert deal_status(deal) == status


@SETTINGS
@given(seed=st.integers(0, 2**32))
def test_undo_and_copy_leave_the_deal_as_it_was(seed: int) -> None:
    rng = random.Random(seed)
    rules = rules_from_preset(rng.choice(PRESETS))
    deal = Deal(rules, 0, shuffled_deck(rng))
    while deal.to_move is not None and rng.random() < 0.97:
        before = (deal_status(deal), deal.copy())
        action = rng.choice(deal.legal_actions())
        deal.apply(action)
        branch = deal.copy()
        assert deal.undo() == action and deal_status(deal) == before[0] == deal_status(before[1])
        deal.apply(action)
        assert deal_status(deal) == deal_status(branch)
