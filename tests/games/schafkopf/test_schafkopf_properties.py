"""Random deals of every preset (hypothesis picks the seeds): the invariants of
The Schafkopf rules hold whatever is called and played."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kopdesk.cards import Card
from kopdesk.games.schafkopf import GAME, Contract, Deal, DealFile, Phase, deal_status, parse_deal_file
from kopdesk.games.schafkopf.calls import plain_of
from tests.games.schafkopf.helpers import random_play

RULE_SETS: list[tuple[str, dict[str, Any]]] = [
    ("schafkopf", {}),
    ("schafkopf", {"all_pass": "ramsch", "contract_order": "official", "max_doublings": 4, "ramsch_jungfrau": True}),
    ("wendisch", {}),
    ("wendisch", {"wendisch_call": "any_card", "first_trick_partner": "first_trick"}),
    ("zweier", {}),
    ("deutsch", {}),
    ("deutsch", {"ten_rank": "high", "deutsch_min_trumps": 4}),
]
DEALS_PER_EXAMPLE = 25
EXAMPLES = 40
"""1,000 random deals per rule set."""


def play_checked(played: Deal, rng: random.Random, watch: bool) -> None:
    """Random play in which every action taken is legal, a card not allowed is refused and
    leaves the deal as it was, the called ace keeps its duties and, when `watch`, no
    observation shows what its seat cannot know."""
    while played.to_move is not None:
        legal = played.legal_actions()
        assert legal and all(played.refusal(a) is None for a in legal)
        assert played.legal_mask() == (sum(c.bit for c in legal) if played.phase is Phase.PLAY else 0)  # type: ignore[union-attr]
        if played.phase is Phase.PLAY:
            check_following(played)
            check_called_ace(played, set(legal))  # type: ignore[arg-type]
            stranger = next((c for c in played.deck.cards if c not in legal), None)
            if stranger is not None:
                before = deal_status(played)
                assert played.refusal(stranger) is not None and deal_status(played) == before
        if watch:
            for seat in range(played.seats):
                check_observation(played, seat)
        random_play_step(played, rng)


def random_play_step(played: Deal, rng: random.Random) -> None:
    history = len(played.history)
    random_play_once(played, rng)
    assert len(played.history) == history + 1


def random_play_once(played: Deal, rng: random.Random) -> None:
    legal = played.legal_actions()
    passes = [a for a in legal if str(a) == "pass"]
    played.apply(passes[0] if passes and rng.random() < 0.6 else rng.choice(legal))


def check_following(played: Deal) -> None:
    """6.1 from the rank order's own duties: the cards the deal offers (kept card by card)
    are those that follow the class led, fewer only for the called ace's holder (6.2)."""
    order, seat, outcome = played.order, played.to_move, played.call_state.outcome
    assert order is not None and seat is not None and outcome is not None
    follow = order.allowed(sum(c.bit for c in played.open_cards(seat)), [c.index for c in played.trick])
    mask = played.legal_mask()
    bound = outcome.called is not None and outcome.called in played.hand(seat) and not played.ran_away
    assert mask & ~follow == 0 and (bound or mask == follow)


def check_called_ace(played: Deal, legal: set[Card]) -> None:
    """6.2, restated: the called ace's holder, until he runs away or the ace falls."""
    outcome = played.call_state.outcome
    seat = played.to_move
    assert outcome is not None and seat is not None
    ace = outcome.called
    if outcome.contract is not Contract.SAUSPIEL or ace is None or ace not in played.hand(seat) or played.ran_away:
        return
    suit = plain_of(played.deck, ace.suit)
    hand = played.hand(seat)
    if not played.trick:
        if sum(1 for c in hand if c.bit & suit) < 4:
            assert not any(c.bit & suit and c is not ace for c in legal)
    elif played.trick[0].bit & suit:
        assert legal == {ace}
    elif len(hand) > 1 and not played.rules.called_ace_discard:
        assert ace not in legal


def check_observation(played: Deal, seat: int) -> None:
    observed = played.observation(seat)
    known = played.dealt_masks[seat] if not played.stacks else 0
    public = played.played_mask() | sum(
        c.bit for s in range(played.seats) for c in played.open_cards(s) if played.stacks
    )
    assert observed.seen() & ~(known | public) == 0, "an observation shows a card its seat cannot see"
    assert observed.legal == (tuple(played.legal_actions()) if played.to_move == seat else ())
    truth = played.declarers if played.call_state.stage.value == "over" else None
    final = truth if played.contract is not Contract.FIRST_TRICK or played.partner_settled else None
    if final is not None:
        assert observed.known_declarers <= set(final)
        assert not observed.known_defenders & set(final)
    if played.contract is Contract.SAUSPIEL and played.score is None:
        outcome = played.call_state.outcome
        assert outcome is not None and outcome.called is not None and played.partner is not None
        hidden = outcome.called in played.hand(played.partner) and not outcome.doublers
        if hidden and seat != played.partner:
            assert played.partner not in observed.known_declarers | observed.known_defenders


def check_result(played: Deal) -> None:
    score = played.score
    assert score is not None and sum(score.units) == 0
    if score.tricks:
        cards = [c for t in score.tricks for c in t.cards]
        assert sorted(cards) == sorted(played.deck.cards)
        assert sum(score.points) == 120 == sum(t.points for t in score.tricks)
        each = tuple(sum(t.points for t in score.tricks if t.winner == s) for s in range(played.seats))
        assert score.points == each, "a seat's card points are not those of the tricks it took"
    if score.declarers is not None and score.tricks:
        assert (score.winner is not None) and score.value > 0
        assert sorted(score.declarers + (score.defenders or ())) == list(range(played.seats))


@pytest.mark.parametrize(("preset", "house"), RULE_SETS, ids=[f"{p}-{i}" for i, (p, _) in enumerate(RULE_SETS)])
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_random_deals_keep_every_invariant(preset: str, house: dict[str, Any], seed: int) -> None:
    rules = GAME.rules(preset, house)
    rng = random.Random(seed)
    for number in range(DEALS_PER_EXAMPLE):
        played = GAME.new_deal(rules, number % rules.seats, rng)
        play_checked(played, rng, watch=number == 0)
        check_result(played)
        again = Deal(rules, played.dealer, played.dealt)
        assert again.dealt == played.dealt and again.stacks == played.stacks
        status = deal_status(played)
        assert deal_status(parse_deal_file(DealFile.of(played).dumps()).replay()) == status
        point = rng.randrange(len(played.history) + 1)
        rest = played.history[point:]
        played.rewind(point)
        for action in rest:
            played.apply(action)
        assert deal_status(played) == status


def test_random_play_meets_every_contract() -> None:
    seen: set[Contract] = set()
    rng = random.Random(7)
    for preset, house in RULE_SETS:
        rules = GAME.rules(preset, house)
        for number in range(300):
            played = GAME.new_deal(rules, number % rules.seats, rng)
            random_play(played, rng)
            assert played.score is not None
            seen.add(played.score.contract)
    assert seen >= set(Contract) - {Contract.SIE}
