"""Random deals under random house rules, checked against invariants of the Kop rules.

Every property plays whole deals (or parts of them) with random legal actions drawn
by hypothesis, under a random preset with random valid house-rule overrides. The
trick winners and the legal card sets are compared with a small, independent
re-implementation of the Kop rules (rank orders, following) written here from the text, not from the engine.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from kopdesk.games.kop import (
    CARDS,
    DOUBLE,
    PASS,
    Call,
    Card,
    Contract,
    Deal,
    DealFile,
    Duty,
    IllegalAction,
    Phase,
    Refusal,
    RefusalCode,
    Side,
    card,
    contract_call,
    deal_file_from_json,
    deal_status,
    parse_deal_file,
    rules_from_preset,
    shuffled_hands,
)
from kopdesk.games.kop.auction import call_refusal, call_rules

SETTINGS = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

PRESET_IDS = ("kop", "kop-koscian", "baska")
CONTRACT_IDS = ("wesele", "zolo_bieda", "gran", "zolo", "gran_du", "zolo_du", "mester", "baska")
THROWN_IDS = {"zolo_bieda", "mester", "baska"}
PRESET_CONTRACTS = {
    "kop": {"wesele", "zolo", "zolo_du"},
    "kop-koscian": {"wesele", "zolo", "zolo_du"},
    "baska": set(CONTRACT_IDS),
}
PRESET_THROWN = {"kop": False, "kop-koscian": False, "baska": True}
JACKS = tuple(card(t) for t in ("JC", "JS", "JH", "JD"))


# -- strategies ----------------------------------------------------------------------


@st.composite
def house_rules(draw: st.DrawFn, preset: str) -> dict[str, Any]:
    """A valid set of overrides for `preset` (possibly empty)."""
    overrides: dict[str, Any] = {}

    def maybe(rule: str, values: st.SearchStrategy[Any]) -> None:
        if draw(st.booleans()):
            overrides[rule] = draw(values)

    maybe("trump_order", st.sampled_from(["as-dycha", "as-trzy-dychy"]))
    maybe("first_bidder", st.sampled_from(["forehand", "second"]))
    contracts = PRESET_CONTRACTS[preset]
    if draw(st.booleans()):
        mask = draw(st.lists(st.booleans(), min_size=len(CONTRACT_IDS), max_size=len(CONTRACT_IDS)))
        contracts = {c for c, keep in zip(CONTRACT_IDS, mask, strict=True) if keep}
        overrides["contracts"] = sorted(contracts)
    thrown = PRESET_THROWN[preset]
    if draw(st.booleans()):
        thrown = draw(st.booleans())
    if thrown and not contracts & THROWN_IDS:
        thrown = False
    if thrown != PRESET_THROWN[preset] or draw(st.booleans()):
        overrides["thrown_games"] = thrown
    maybe("max_doublings", st.integers(1, 7))
    maybe("doubling_names", st.sampled_from(["kop", "kop-koscian", "baska"]))
    maybe("cicha_may_open_double", st.booleans())
    maybe("wesele_partner", st.sampled_from(["highest_jack", "named_jack"]))
    maybe("gran_must_trump", st.booleans())
    maybe("tie_rule", st.sampled_from(["last_doubler_loses", "old_lose"]))
    maybe("exit_points", st.fixed_dictionaries({"old": st.integers(1, 52), "young": st.integers(1, 52)}))
    maybe("old_loss_doubles", st.booleans())
    maybe("bok_round", st.booleans())
    maybe(
        "match_length",
        st.one_of(
            st.builds(lambda n: {"deals": 4 * n}, st.integers(1, 12)),
            st.builds(lambda n: {"target": n}, st.integers(1, 500)),
            st.just({"open": True}),
        ),
    )
    return overrides


@st.composite
def new_deals(draw: st.DrawFn) -> tuple[Deal, random.Random, dict[str, Any]]:
    """A fresh deal under random rules, plus a random source for its actions."""
    preset = draw(st.sampled_from(PRESET_IDS))
    overrides = draw(house_rules(preset))
    rules = rules_from_preset(preset, overrides)
    dealer = draw(st.integers(0, 3))
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    hands = shuffled_hands(rng)
    stack = draw(st.sampled_from(["none", "none", "QC QS", "10C 10S 10H 10D", "AC AS AH AD", "QC QS QH QD"]))
    if stack != "none":
        hands = stacked_hands(rng, [card(t) for t in stack.split()], draw(st.integers(0, 3)))
    deal = Deal(rules, dealer, hands, in_bok_round=draw(st.booleans()))
    info = {"preset": preset, "overrides": overrides, "dealer": dealer, "hands": hands}
    return deal, rng, info


def stacked_hands(rng: random.Random, wanted: list[Card], seat: int) -> tuple[tuple[Card, ...], ...]:
    """Random hands in which `seat` holds the `wanted` cards (to reach wesele, cicha and
    the thrown games often)."""
    rest = [c for c in CARDS if c not in wanted]
    rng.shuffle(rest)
    mine = wanted + rest[: 4 - len(wanted)]
    rest = rest[4 - len(wanted) :]
    hands = [rest[i * 4 : i * 4 + 4] for i in range(3)]
    hands.insert(seat, mine)
    return tuple(tuple(sorted(h)) for h in hands)


def choose(deal: Deal, rng: random.Random) -> Any:
    """A random legal action, passing often enough that auctions end."""
    legal = deal.legal_actions()
    if deal.phase is Phase.AUCTION and PASS in legal and rng.random() < 0.55:
        return PASS
    return rng.choice(legal)


def force_contract(deal: Deal, rng: random.Random) -> None:
    """Let a seat call a random contract it may call (wesele if it can), then the others
    pass or double at random."""
    wait_for_special = rng.random() < 0.7
    for turn in range(4):
        calls = [a for a in deal.legal_actions() if isinstance(a, Call) and a.contract is not None]
        special = [a for a in calls if a.contract.required_cards]  # wesele and thrown games
        if special:
            deal.apply(rng.choice(special))
            break
        if calls and (turn == 3 or not wait_for_special):
            deal.apply(rng.choice(calls))
            break
        deal.apply(PASS)
    while deal.phase is Phase.AUCTION:
        legal = deal.legal_actions()
        deal.apply(DOUBLE if DOUBLE in legal and rng.random() < 0.3 else PASS)


AUCTIONS = st.sampled_from(["random", "all pass", "contract", "contract"])


def open_auction(deal: Deal, rng: random.Random, mode: str) -> None:
    """Start the deal: leave the auction to the test, pass it out, or force a contract."""
    if mode == "all pass":
        for _ in range(4):
            deal.apply(PASS)
    elif mode == "contract":
        force_contract(deal, rng)


def play_out(deal: Deal, rng: random.Random) -> list[Any]:
    actions = []
    while deal.phase is not Phase.DONE:
        action = choose(deal, rng)
        deal.apply(action)
        actions.append(action)
    return actions


# -- fingerprints and all actions --------------------------------------------------------


def fingerprint(deal: Deal) -> tuple[Any, ...]:
    return (
        deal_status(deal),
        deal.history,
        DealFile.of(deal).to_json(),
        tuple(deal.observation(seat) for seat in range(4)),
        deal.phase,
        deal.to_move,
        tuple(deal.hand(seat) for seat in range(4)),
    )


ALL_CALLS: tuple[Call, ...] = (
    PASS,
    DOUBLE,
    *(contract_call(c) for c in Contract if c.is_call),
    *(contract_call(Contract.WESELE, jack=j) for j in JACKS),
    contract_call(Contract.WESELE, jack=card("AH")),
    contract_call(Contract.ZOLO, jack=card("JS")),
)
ALL_ACTIONS: tuple[Any, ...] = (*CARDS, *ALL_CALLS)


# -- an independent model of the Kop rules (rank orders, following) ------------------------------------------

AS_DYCHA_TRUMPS = "AH 10H QC QS QH QD JC JS JH JD AD 10D".split()
AS_TRZY_DYCHY_TRUMPS = "AH 10C 10S 10H QC QS QH QD JC JS JH JD AD 10D".split()
GRAN_TRUMPS = "JC JS JH JD".split()
RANK_IN_SUIT = ["A", "10", "Q", "J"]  # high to low inside a plain suit


class Model:
    """One rank order as the Kop rules state it (rank orders): trumps high to low, the rest plain."""

    def __init__(self, trumps: list[str], gran: bool, must_trump: bool) -> None:
        self.trumps = trumps
        self.gran = gran
        self.must_trump = must_trump

    def is_trump(self, c: str) -> bool:
        return c in self.trumps

    def suit(self, c: str) -> str:
        return "trump" if self.is_trump(c) else c[-1]

    def plain_rank(self, c: str) -> int:
        return RANK_IN_SUIT.index(c[:-1])

    def higher(self, a: str, b: str) -> bool:
        """Does `a` beat `b`, where `b` is the card winning a trick so far?"""
        if self.is_trump(a):
            return not self.is_trump(b) or self.trumps.index(a) < self.trumps.index(b)
        if self.is_trump(b):
            return False
        return a[-1] == b[-1] and self.plain_rank(a) < self.plain_rank(b)

    def winner(self, trick: list[str]) -> int:
        """Position in `trick` of the card that wins it."""
        best = 0
        for i, c in enumerate(trick):
            if self.higher(c, trick[best]):
                best = i
        return best

    def legal(self, hand: list[str], trick: list[str]) -> set[str]:
        if not trick:
            return set(hand)
        led = self.suit(trick[0])
        top = trick[self.winner(trick)]
        trumps = {c for c in hand if self.is_trump(c)}
        beaters = {c for c in hand if self.higher(c, top)}
        if self.gran:
            if led == "trump":  # 6.2: a jack led
                return beaters or trumps or set(hand)
            same = {c for c in hand if self.suit(c) == led}
            if same:
                if self.is_trump(top):  # a jack is in: any card of the suit
                    return same
                return {c for c in same if self.higher(c, top)} or same
            if beaters:
                return beaters
            if self.must_trump and trumps:
                return trumps
            return set(hand)
        # 6.1: normal and as-trzy-dychy orders
        if led != "trump":
            same = {c for c in hand if self.suit(c) == led}
            if same:
                return same
        return beaters or trumps or set(hand)


def model_for(deal: Deal) -> Model:
    assert deal.sides is not None
    contract = deal.sides.contract
    if contract in (Contract.GRAN, Contract.GRAN_DU):
        return Model(GRAN_TRUMPS, gran=True, must_trump=deal.rules.gran_must_trump)
    trumps = AS_TRZY_DYCHY_TRUMPS if deal.rules.trump_order.value == "as-trzy-dychy" else AS_DYCHA_TRUMPS
    return Model(trumps, gran=False, must_trump=True)


def texts(cards: Any) -> list[str]:
    return [str(c) for c in cards]


# -- an independent model of the Kop rules (sides, winning a deal, scoring) ---------------------------------------

LONE_VALUES = {
    "cicha": 4, "zolo": 5, "gran": 5, "zolo_bieda": 5, "zolo_du": 10, "gran_du": 10, "mester": 10, "baska": 10,
}


def expected_result(deal: Deal) -> dict[str, Any]:
    """Sides, winner and units of a finished deal, computed from the calls, the dealt
    hands and the tricks as the Kop rules describe them."""
    rules = deal.rules
    hands = [set(texts(h)) for h in deal.dealt]
    calls = [(c.seat, c.call) for c in deal.calls]
    contract_at = max((i for i, (_, c) in enumerate(calls) if c.contract is not None), default=None)
    if contract_at is None:
        contract, declarer = "normal", None
        holders = sorted({s for s in range(4) if hands[s] & {"QC", "QS"}})
        if len(holders) == 1:
            contract, declarer = "cicha", holders[0]
        old = set(holders)
    else:
        seat, call = calls[contract_at]
        contract, declarer = call.contract.value, seat
        old = {seat}
        if contract == "wesele":
            if rules.wesele_partner.value == "named_jack":
                jack = str(call.jack)
            else:
                jack = next(j for j in ("JC", "JS", "JH", "JD") if j not in hands[seat])
            old.add(next(s for s in range(4) if jack in hands[s]))
    young = set(range(4)) - old
    start = 0 if contract_at is None else contract_at + 1
    doublers = [s for s, c in calls[start:] if c == DOUBLE]
    runs = 0
    for i, s in enumerate(doublers):
        if i == 0 or (s in old) != (doublers[i - 1] in old):
            runs += 1
    lone = len(old) == 1
    tricks = deal.tricks
    if contract in THROWN_IDS:
        old_wins, points = True, None
    else:
        points = {"old": sum(t.points for t in tricks if t.winner in old)}
        points["young"] = 104 - points["old"]
        if contract in ("zolo_du", "gran_du"):
            old_wins = all(t.winner in old for t in tricks)
        elif points["old"] != 52:
            old_wins = points["old"] > 52
        elif rules.tie_rule.value == "last_doubler_loses" and doublers:
            old_wins = doublers[-1] not in old
        else:
            old_wins = False
    if lone:
        base = LONE_VALUES[contract]
    else:
        loser = young if old_wins else old
        loser_points = points["young" if old_wins else "old"]
        threshold = rules.exit_points.young if old_wins else rules.exit_points.old
        if not any(t.winner in loser for t in tricks):
            base = 3
        elif loser_points < threshold:
            base = 2
        else:
            base = 1
    stake = base * 2**runs
    if deal.in_bok_round:
        stake *= 2
    if rules.old_loss_doubles and not old_wins:
        stake *= 2
    units = []
    for s in range(4):
        share = 3 * stake if lone and s in old else stake
        units.append(share if (s in old) == old_wins else -share)
    return {
        "contract": contract,
        "declarer": declarer,
        "old": sorted(old),
        "young": sorted(young),
        "counted_doublings": runs,
        "points": points,
        "winner": "old" if old_wins else "young",
        "units": units,
    }


# -- properties --------------------------------------------------------------------------


@settings(SETTINGS, max_examples=500)
@given(new_deals(), AUCTIONS)
def test_points_and_units(made: Any, mode: str) -> None:
    deal, rng, _ = made
    open_auction(deal, rng, mode)
    play_out(deal, rng)
    score = deal.score
    assert score is not None and deal.phase is Phase.DONE
    event(f"contract {deal.sides.contract.value}, doublings {score.counted_doublings}")
    assert sum(score.units) == 0
    if deal.sides.contract.is_thrown:
        assert deal.tricks == () and score.points is None
        assert all(len(deal.hand(s)) == 4 for s in range(4))
    else:
        assert len(deal.tricks) == 4
        assert sum(t.points for t in deal.tricks) == 104
        assert sum(score.points.values()) == 104
        assert all(deal.hand(s) == () for s in range(4))
        # every card was played exactly once
        played = [c for t in deal.tricks for c in t.cards]
        assert sorted(played) == sorted(CARDS)
        for t in deal.tricks:
            assert t.points == sum(c.points for c in t.cards)
    # each player wins or loses the same amount in 2:2, the lone player three times it
    stakes = sorted(abs(u) for u in score.units)
    if len(deal.sides.old) == 1:
        assert stakes[3] == 3 * stakes[0] and stakes[0] == stakes[2]
    else:
        assert stakes[0] == stakes[3]
    assert stakes[0] > 0
    status = deal_status(deal)
    expected = expected_result(deal)
    assert {k: status[k] for k in expected} == expected
    if not deal.sides.contract.is_thrown:
        assert score.tie == (score.points[Side.OLD] == 52)


@SETTINGS
@given(new_deals(), AUCTIONS)
def test_legal_actions_nonempty_until_done(made: Any, mode: str) -> None:
    deal, rng, _ = made
    open_auction(deal, rng, mode)
    steps = 0
    while deal.phase is not Phase.DONE:
        legal = deal.legal_actions()
        assert legal, f"no legal action in {deal_status(deal)}"
        assert deal.to_move is not None
        deal.apply(rng.choice(legal) if rng.random() < 0.4 else choose(deal, rng))
        steps += 1
        assert steps < 200, "the deal never ends"
    assert deal.legal_actions() == ()
    assert deal.to_move is None
    for seat in range(4):
        assert deal.observation(seat).legal == ()


def _check_refusals(deal: Deal) -> None:
    legal = deal.legal_actions()
    before = fingerprint(deal)
    for action in ALL_ACTIONS:
        refusal = deal.refusal(action)
        if action in legal:
            assert refusal is None, f"{action} is legal but refused: {refusal}"
            continue
        assert isinstance(refusal, Refusal), f"{action} is not legal but accepted"
        assert isinstance(refusal.code, (RefusalCode, Duty))
        assert refusal.describe()
        with pytest.raises(IllegalAction) as raised:
            deal.apply(action)
        assert raised.value.refusal == refusal
        assert fingerprint(deal) == before, f"refused {action} changed the deal"
    assert deal.legal_actions() == legal


@settings(SETTINGS, max_examples=80)
@given(new_deals(), AUCTIONS)
def test_illegal_actions_are_refused_and_leave_the_deal_alone(made: Any, mode: str) -> None:
    deal, rng, _ = made
    open_auction(deal, rng, mode)
    while True:
        _check_refusals(deal)
        if deal.phase is Phase.DONE:
            break
        deal.apply(choose(deal, rng))


SET_HANDS = (
    "QC QS", "QC QS QH QD", "10C 10S 10H 10D", "AC AS AH AD", "QC QS JC JS", "QC QS JH JD", "QC QS JD",
)


@settings(SETTINGS, max_examples=60)
@given(new_deals())
def test_legal_calls_are_those_the_rules_accept_for_any_hand(made: Any) -> None:
    """Legal calls are remembered per situation and kind of hand: at every point of the
    auction they must be what the rules, asked afresh, accept for this or any hand."""
    deal, rng, _ = made
    while deal.phase is Phase.AUCTION:
        hands = [deal.hand(deal.to_move)]
        for held in SET_HANDS:
            fixed = [card(t) for t in held.split()]
            hands.append(fixed + rng.sample([c for c in CARDS if c not in fixed], 4 - len(fixed)))
        for hand in hands:
            mask = sum(c.bit for c in hand)
            accepted = {c for c in ALL_CALLS if call_refusal(deal.rules, deal.auction, mask, c) is None}
            assert set(call_rules(deal.rules).legal(deal.auction, mask)) == accepted, texts(hand)
        deal.apply(rng.choice(deal.legal_actions()))


@SETTINGS
@given(new_deals(), AUCTIONS)
def test_every_legal_action_is_accepted_and_undone_exactly(made: Any, mode: str) -> None:
    deal, rng, _ = made
    open_auction(deal, rng, mode)
    while deal.phase is not Phase.DONE:
        before = fingerprint(deal)
        legal = deal.legal_actions()
        for action in legal:
            assert deal.refusal(action) is None
            deal.apply(action)
            assert deal.history[-1] == action
            assert deal.undo() == action
            assert fingerprint(deal) == before, f"apply {action} then undo changed the deal"
        deal.apply(choose(deal, rng))


@SETTINGS
@given(new_deals(), AUCTIONS)
def test_rewind_equals_a_fresh_replay(made: Any, mode: str) -> None:
    deal, rng, info = made
    open_auction(deal, rng, mode)
    play_out(deal, rng)
    history = deal.history
    for k in range(len(history), -1, -1):
        deal.rewind(k)
        fresh = Deal(deal.rules, info["dealer"], info["hands"], deal.in_bok_round)
        for action in history[:k]:
            fresh.apply(action)
        assert fingerprint(deal) == fingerprint(fresh), f"rewind({k}) differs"
    with pytest.raises(IndexError):
        deal.undo()


@SETTINGS
@given(new_deals(), AUCTIONS)
def test_deal_file_round_trip_at_every_point(made: Any, mode: str) -> None:
    deal, rng, info = made
    open_auction(deal, rng, mode)
    while True:
        text = DealFile.of(deal).dumps()
        back = parse_deal_file(text).replay()
        assert deal_status(deal_file_from_json(json.loads(text)).replay()) == deal_status(deal)
        assert deal_status(back) == deal_status(deal)
        assert back.history == deal.history
        assert back.rules == deal.rules
        assert back.in_bok_round == deal.in_bok_round
        assert DealFile.of(back).to_json() == DealFile.of(deal).to_json()
        if deal.phase is Phase.DONE:
            assert back.score == deal.score
            break
        deal.apply(choose(deal, rng))
    # the file names the overrides in their deal-file spelling
    data = DealFile.of(deal).to_json()
    assert data["rules"] == info["preset"]
    assert rules_from_preset(info["preset"], data.get("house_rules", {})) == deal.rules


def _cards_in(value: Any, found: set[Card], seen: set[int]) -> None:
    """Every card held anywhere inside `value` (the jack a wesele call names is public)."""
    if isinstance(value, Card):
        found.add(value)
        return
    if isinstance(value, (str, int, float, bool, type(None), enum.Enum)):
        return
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, Call):
        return  # a call names at most a jack, and says so aloud
    if dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            _cards_in(getattr(value, f.name), found, seen)
    elif isinstance(value, dict):
        for k, v in value.items():
            _cards_in(k, found, seen)
            _cards_in(v, found, seen)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            _cards_in(item, found, seen)
    else:
        raise AssertionError(f"unexpected value in an observation: {value!r}")


def _check_observations(deal: Deal) -> None:
    sides = deal.sides
    for seat in range(4):
        obs = deal.observation(seat)
        assert obs.seat == seat
        assert obs.hand == deal.hand(seat)
        found: set[Card] = set()
        _cards_in(obs, found, set())
        assert set(obs.hand) <= found  # the walk does reach the cards
        for other in range(4):
            if other != seat:
                leaked = found & set(deal.hand(other))
                assert not leaked, f"seat {seat} sees {leaked} of seat {other}"
        if deal.to_move == seat:
            assert obs.legal == deal.legal_actions()
        else:
            assert obs.legal == ()
        assert obs.known_old.isdisjoint(obs.known_young)
        if sides is None:
            assert not obs.known_old
            continue
        assert obs.known_old <= set(sides.old), (seat, obs.known_old, sides)
        assert obs.known_young <= set(sides.young), (seat, obs.known_young, sides)
        assert obs.contract in (None, sides.contract)
        if sides.contract.is_call:  # a called contract is public
            assert obs.contract is sides.contract
            assert sides.declarer in obs.known_old
        if sides.contract.is_lone and sides.contract is not Contract.CICHA:
            assert obs.known_old == set(sides.old) and obs.known_young == set(sides.young)
        if deal.phase is Phase.DONE and not sides.contract.is_thrown:
            # every card has been played: nothing is hidden any more
            assert obs.known_old == set(sides.old) and obs.known_young == set(sides.young)
            assert obs.contract is sides.contract
        if seat in sides.old and sides.contract is Contract.CICHA:
            assert obs.contract is Contract.CICHA and obs.known_old == {seat}
        if sides.contract is Contract.NORMAL and any(q in deal.dealt[seat] for q in (card("QC"), card("QS"))):
            assert seat in obs.known_old and obs.contract is Contract.NORMAL


@SETTINGS
@given(new_deals(), AUCTIONS)
def test_observations_hide_other_hands_and_know_only_the_truth(made: Any, mode: str) -> None:
    deal, rng, _ = made
    open_auction(deal, rng, mode)
    while True:
        _check_observations(deal)
        if deal.phase is Phase.DONE:
            break
        deal.apply(choose(deal, rng))


@settings(SETTINGS, max_examples=400)
@given(new_deals(), AUCTIONS)
def test_trick_winners_and_legal_cards_agree_with_the_rules_text(made: Any, mode: str) -> None:
    deal, rng, _ = made
    open_auction(deal, rng, mode)
    while deal.phase is Phase.AUCTION:
        deal.apply(choose(deal, rng))
    event(f"contract {deal.sides.contract.value}")
    if deal.phase is Phase.DONE:
        return
    model = model_for(deal)
    while deal.phase is Phase.PLAY:
        seat = deal.to_move
        assert seat == (deal.leader + len(deal.trick)) % 4
        expected = model.legal(texts(deal.hand(seat)), texts(deal.trick))
        got = set(texts(deal.legal_actions()))
        assert got == expected, (
            f"{deal.sides.contract.value} order, hand {texts(deal.hand(seat))}, "
            f"trick {texts(deal.trick)}: engine {sorted(got)}, rules {sorted(expected)}"
        )
        leader, done = deal.leader, len(deal.tricks)
        deal.apply(choose(deal, rng))
        if len(deal.tricks) > done:
            taken = deal.tricks[-1]
            assert taken.leader == leader
            expected_winner = (leader + model.winner(texts(taken.cards))) % 4
            assert taken.winner == expected_winner, (texts(taken.cards), taken.winner)
            if deal.phase is Phase.PLAY:
                assert deal.leader == taken.winner and deal.to_move == taken.winner


@st.composite
def positions(draw: st.DrawFn) -> tuple[str, bool, list[Card], list[Card]]:
    """Any hand of 1-4 cards facing any trick of 0-3 other cards, in any order."""
    order = draw(st.sampled_from(["as-dycha", "as-trzy-dychy", "gran"]))
    must_trump = draw(st.booleans())
    cards = draw(st.permutations(CARDS))
    size = draw(st.integers(1, 4))
    played = draw(st.integers(0, 3))
    return order, must_trump, list(cards[:size]), list(cards[size : size + played])


@settings(SETTINGS, max_examples=1500)
@given(positions())
def test_rank_orders_agree_with_the_rules_text_on_any_position(position: Any) -> None:
    """Through the rule set's rank order, also on positions play may never reach."""
    order, must_trump, hand, trick = position
    rules = rules_from_preset(
        "baska", {"trump_order": "as-dycha" if order == "gran" else order, "gran_must_trump": must_trump}
    )
    contract = Contract.GRAN if order == "gran" else Contract.ZOLO
    ranks = rules.order_for(contract)
    if order == "gran":
        model = Model(GRAN_TRUMPS, gran=True, must_trump=must_trump)
    else:
        model = Model(AS_TRZY_DYCHY_TRUMPS if order == "as-trzy-dychy" else AS_DYCHA_TRUMPS, False, True)
    hand_mask = sum(c.bit for c in hand)
    allowed = ranks.allowed(hand_mask, [c.index for c in trick])
    got = {str(c) for c in CARDS if allowed & c.bit}
    assert got == model.legal(texts(hand), texts(trick)), (order, must_trump, texts(hand), texts(trick))
    if trick:
        full = trick + hand[:1]
        winner = ranks.winning_index([c.index for c in full])
        assert str(CARDS[winner]) == str(full[model.winner(texts(full))])
