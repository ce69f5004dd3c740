"""Every fact a hint states holds in the real deal.

The property walks random deals of every preset (random house rules, random
calls and cards, hands stacked for wesele, cicha and thrown games) and, at every
decision, asks for the facts behind every legal action of the seat to move. Each
fact is then checked against the full deal, which the seat never sees: its
hands, its real sides, and every way the trick can still be played out.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from hypothesis import HealthCheck, given, settings

from kopdesk.bots.kop.hints import (
    CannotBeat,
    CannotDouble,
    DutyBinds,
    Fact,
    FewestPoints,
    HandShape,
    Holder,
    LeadsFirstTrick,
    LeadWins,
    LoneAgainst,
    LowestTrump,
    MostPoints,
    NoBlackQueen,
    OnlyChoice,
    Overtakes,
    QueenPartner,
    Safety,
    SilentSolo,
    ThrownWin,
    TrickHeld,
    TrumpsOut,
    WeddingPartner,
    reasons,
)
from kopdesk.bots.kop.knowledge import Knowledge
from kopdesk.games import tricks
from kopdesk.games.kop import (
    CALL_IDS,
    CARDS,
    DOUBLE,
    PASS,
    Action,
    Card,
    Contract,
    Deal,
    Phase,
    Side,
    call_from_id,
    card,
    contract_call,
    rules_from_preset,
)
from tests.games.kop.test_properties import AUCTIONS, choose, new_deals, open_auction

# -- the real deal, seen whole ----------------------------------------------------------


def replayed(deal: Deal, then: tuple[Action, ...] = ()) -> Deal:
    """A copy of `deal` with `then` applied after its history."""
    copy = Deal(deal.rules, deal.dealer, deal.dealt, deal.in_bok_round)
    for action in deal.history + then:
        copy.apply(action)
    return copy


def passed_out(deal: Deal, action: Action) -> Deal:
    """The deal after `action`, everyone else passing until the auction is over."""
    after = replayed(deal, (action,))
    while after.phase is Phase.AUCTION:
        after.apply(PASS)
    return after


def mask(cards: tuple[Card, ...] | list[Card]) -> int:
    return sum(c.bit for c in cards)


def hand_mask(deal: Deal, seat: int) -> int:
    return mask(deal.hand(seat))


def others_hold(deal: Deal, seat: int) -> int:
    """The cards the three other seats still hold: what `seat` has not seen."""
    return sum(hand_mask(deal, s) for s in range(4) if s != seat)


def finished_tricks(deal: Deal, seat: int, card: Card) -> Iterator[tuple[tuple[Card, ...], int]]:
    """Every way the trick can end once `seat` plays `card`, as (cards, winning card index),
    each later seat playing any card the rules allow from its real hand."""
    order = deal.order
    assert order is not None
    start = (*deal.trick, card)

    def extend(trick: tuple[Card, ...], used: int) -> Iterator[tuple[tuple[Card, ...], int]]:
        if len(trick) == 4:
            yield trick, order.winning_index([c.index for c in trick])
            return
        player = (deal.leader + len(trick)) % 4
        allowed = order.allowed(hand_mask(deal, player) & ~used, [c.index for c in trick])
        for c in CARDS:
            if allowed & c.bit:
                yield from extend((*trick, c), used | c.bit)

    return extend(start, card.bit)


def winner_now(deal: Deal) -> tuple[Card, int]:
    """The card winning the trick in progress and its player."""
    order = deal.order
    assert order is not None
    best = CARDS[order.winning_index([c.index for c in deal.trick])]
    return best, (deal.leader + deal.trick.index(best)) % 4


def beats(deal: Deal, winning: Card) -> int:
    order = deal.order
    assert order is not None
    return order.beats[winning.index]


def later_seats(deal: Deal) -> list[int]:
    """The seats still to play in the trick after the seat to move."""
    return [(deal.leader + position) % 4 for position in range(len(deal.trick) + 1, 4)]


def known_partners(deal: Deal, seat: int, one: int, other: int) -> bool:
    """Whether `seat` knows that `one` and `other` are on the same side."""
    observation = deal.observation(seat)
    return any({one, other} <= side for side in (observation.known_old, observation.known_young))


def check_safety(deal: Deal, seat: int, action: Card, winning: Card, player: int, safety: Safety) -> None:
    """`winning`, played by `player`, wins the trick once `action` is played: may a player
    still to play in this trick beat it?"""
    later = later_seats(deal)
    finishes = list(finished_tricks(deal, seat, action))
    beaters = beats(deal, winning)
    if safety is Safety.PLAYS_LAST:
        assert not later
    elif safety is Safety.NONE_OUT:
        assert not any(beaters & hand_mask(deal, s) for s in later), "a player still to play can beat it"
        assert all(best == winning.index for _, best in finishes)
    elif safety is Safety.SIDE_KEEPS:
        assert deal.sides is not None
        side = deal.sides.side_of(player)
        for cards, best in finishes:
            taker = (deal.leader + [c.index for c in cards].index(best)) % 4
            assert deal.sides.side_of(taker) is side, "the trick left the winning card's side"
        assert all(known_partners(deal, seat, player, s) for s in later if beaters & hand_mask(deal, s))
    else:
        knowledge = Knowledge(deal.observation(seat))
        assert any(
            beaters & knowledge.could_hold(s) and not known_partners(deal, seat, player, s) for s in later
        ), "no player still to play may beat it but the winning card's side"


# -- each fact checked ---------------------------------------------------------------


def check_card_fact(deal: Deal, seat: int, action: Card, fact: Fact) -> None:
    order = deal.order
    assert order is not None
    legal = [c for c in deal.legal_actions() if isinstance(c, Card)]
    trick = [c.index for c in deal.trick]
    match fact:
        case DutyBinds(code=code, to_beat=to_beat, suit=suit):
            assert to_beat == winner_now(deal)[0]
            led = deal.trick[0]
            assert suit == (None if order.is_trump(led) else led.suit)
            refused = [c for c in deal.hand(seat) if c not in legal]
            assert all(deal.refusal(c).code is code for c in refused)  # type: ignore[union-attr]
            takes = [order.winning_index([*trick, c.index]) == c.index for c in legal]
            if code is tricks.Duty.FOLLOW_SUIT:
                assert all(not order.is_trump(c) and c.suit is suit for c in legal)
            elif code in (tricks.Duty.BEAT, tricks.Duty.BEAT_IN_SUIT):
                assert all(takes)
            else:
                assert code is tricks.Duty.PLAY_TRUMP
                assert all(order.is_trump(c) for c in legal) and not any(takes)
        case TrickHeld(card=winning, holder=holder, safety=safety):
            best, player = winner_now(deal)
            assert winning == best
            assert deal.sides is not None
            same = deal.sides.side_of(player) is deal.sides.side_of(seat)
            assert holder is Holder.UNKNOWN or same == (holder is Holder.PARTNER)
            if safety is None:
                assert order.winning_index([*trick, action.index]) == action.index
            else:
                check_safety(deal, seat, action, winning, player, safety)
        case Overtakes(card=c, beaten=beaten, safety=safety):
            assert c == action and beaten == winner_now(deal)[0]
            assert order.winning_index([*trick, c.index]) == c.index
            check_safety(deal, seat, action, c, seat, safety)
        case CannotBeat(card=winning):
            assert winning == winner_now(deal)[0]
            assert all(order.winning_index([*trick, c.index]) != c.index for c in legal)
        case LeadWins(card=c):
            assert not deal.trick and c == action
            assert not beats(deal, c) & others_hold(deal, seat)
            assert all(best == c.index for _, best in finished_tricks(deal, seat, c))
        case TrumpsOut(card=c, count=count):
            assert not deal.trick and c == action and order.is_trump(c)
            assert count == sum(1 for t in order.trumps if others_hold(deal, seat) & t.bit) > 0
            for cards, _ in finished_tricks(deal, seat, c):
                for offset, played in enumerate(cards[1:], start=1):
                    holds_trump = any(order.is_trump(t) for t in deal.hand((seat + offset) % 4))
                    assert order.is_trump(played) or not holds_trump
        case FewestPoints(card=c, points=points):
            assert c == action and points == c.points == min(x.points for x in legal)
        case MostPoints(card=c, points=points):
            assert c == action and points == c.points == max(x.points for x in legal)
        case LowestTrump(card=c):
            trumps = [x for x in legal if order.is_trump(x)]
            assert c == action and c in trumps and len(trumps) > 1
            assert all(order.trumps.index(x) < order.trumps.index(c) for x in trumps if x != c)
        case OnlyChoice(action=only):
            assert legal == [only] == [action]
        case _:
            raise AssertionError(f"{fact} stated for a card")


def check_call_fact(deal: Deal, seat: int, action: Action, fact: Fact) -> None:
    rules = deal.rules
    dealt = mask(deal.dealt[seat])
    match fact:
        case OnlyChoice(action=only):
            assert deal.legal_actions() == (only,) == (action,)
        case SilentSolo():
            sides = passed_out(deal, action).sides
            assert sides is not None and sides.contract is Contract.CICHA and sides.old == (seat,)
        case QueenPartner(held=held, other=other):
            sides = passed_out(deal, action).sides
            partner = next(s for s in range(4) if deal.dealt[s].count(other))
            assert dealt & held.bit and sides is not None and sides.contract is Contract.NORMAL
            assert set(sides.old) == {seat, partner} and partner != seat
        case NoBlackQueen():
            sides = passed_out(deal, action).sides
            assert sides is not None and not sides.contract.is_call and seat in sides.young
        case LoneAgainst(contract=contract):
            sides = passed_out(deal, action).sides
            assert sides is not None and sides.contract is contract and contract.is_lone
            assert seat in sides.young and sides.declarer != seat
        case CannotDouble(contract=contract):
            standing = deal.auction.contract_call
            assert standing is not None and standing.call.contract is contract and contract.is_thrown
            assert DOUBLE not in deal.legal_actions()
        case HandShape(contract=contract, trumps=trumps, top=top):
            order = rules.order_for(contract)
            assert trumps == sum(1 for c in deal.hand(seat) if order.is_trump(c))
            assert top == sum(1 for c in deal.hand(seat) if c in order.trumps[:4])
        case LeadsFirstTrick():
            after = passed_out(deal, action)
            assert after.phase is Phase.PLAY and after.to_move == seat and not after.tricks
        case WeddingPartner(jack=jack):
            sides = passed_out(deal, action).sides
            assert sides is not None and sides.contract is Contract.WESELE and sides.partner_jack == jack
            holder = next(s for s in range(4) if deal.dealt[s].count(jack))
            assert set(sides.old) == {seat, holder}
        case ThrownWin(contract=contract, cards=cards):
            score = passed_out(deal, action).score
            assert dealt & mask(cards) == mask(cards) and score is not None
            assert score.sides.contract is contract and score.winner is Side.OLD and score.sides.old == (seat,)
        case _:
            raise AssertionError(f"{fact} stated for a call")


def check_position(deal: Deal) -> int:
    """Checks every fact stated for every legal action here; returns how many actions."""
    seat = deal.to_move
    assert seat is not None
    observation = deal.observation(seat)
    for action in deal.legal_actions():
        for fact in reasons(observation, action):
            if isinstance(action, Card):
                check_card_fact(deal, seat, action, fact)
            else:
                check_call_fact(deal, seat, action, fact)
    return len(deal.legal_actions())


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(new_deals(), AUCTIONS)
def test_every_stated_fact_holds_in_the_real_deal(dealt: tuple[Deal, random.Random, object], auction: str) -> None:
    deal, rng, _ = dealt
    open_auction(deal, rng, auction)
    while deal.phase is not Phase.DONE:
        deal.apply(choose(deal, rng))
    walk = replayed(deal, ())
    walk.rewind(0)
    for action in deal.history:  # the auction's forced calls included
        check_position(walk)
        walk.apply(action)


# -- the cases the newcomer's review cites (issue 16) ----------------------------------


def deal_of(preset: str, dealer: int, hands: str, actions: str = "") -> Deal:
    """A deal from four hands ("QH JD AD AS | …", seat 0 first) and the actions so far
    ("pass pass …, 10H JC": calls by id, cards by name)."""
    deal = Deal(rules_from_preset(preset), dealer, [[card(t) for t in h.split()] for h in hands.split("|")])
    for token in actions.replace(",", " ").split():
        deal.apply(call_from_id(token) if token in CALL_IDS else card(token))
    return deal


PASSED = "pass pass pass pass"
UNKNOWN_PARTNER = deal_of(
    # Seat 0 holds no black queen, and its partner, seat 2, leads 10♥: seat 0 cannot tell it is its partner.
    "kop", 1, "QH JD AD AS | QC AH 10C JS | 10H JH AC 10S | QS JC QD 10D", f"{PASSED}, 10H JC"
)
KNOWN_PARTNER_AH_OUT = deal_of(
    # Seat 0 holds ♠Q; seat 3 shows ♣Q and wins the trick, while seat 1, still to play, holds A♥.
    "kop", 1, "QS 10D AS 10S | AH 10H AC 10C | JD JC JS JH | QC QH QD AD", f"{PASSED}, JD QC"
)


def test_an_ace_is_never_called_the_cheapest_card_and_an_unknown_partner_not_an_opponent() -> None:
    facts = reasons(UNKNOWN_PARTNER.observation(0), card("AD"))
    assert DutyBinds(tricks.Duty.PLAY_TRUMP, card("10H"), None) in facts
    assert TrickHeld(card("10H"), Holder.UNKNOWN, Safety.BEATER_OUT) in facts
    assert LowestTrump(card("AD")) in facts  # ♦A ranks below ♦J and ♥Q
    assert not any(isinstance(f, FewestPoints) for f in facts)
    assert FewestPoints(card("JD"), 2) in reasons(UNKNOWN_PARTNER.observation(0), card("JD"))


def test_a_partner_is_not_said_to_keep_the_trick_while_a_card_that_beats_him_is_out() -> None:
    facts = reasons(KNOWN_PARTNER_AH_OUT.observation(0), card("10D"))
    assert TrickHeld(card("QC"), Holder.PARTNER, Safety.BEATER_OUT) in facts


ZOLO_DU = "QC AS AD QD | JS 10H JH JD | QS AH QH 10D | AC 10C JC 10S"
ZOLO_DU_CALLS = "gran_du pass pass zolo_du pass double double pass double pass pass pass"
"""Baśka: seat 3 plays zolo du alone against seats 0, 1 and 2."""


def test_a_partner_still_to_play_who_may_overtake_keeps_the_trick_with_your_side() -> None:
    # Declarer seat 3 leads 10♠ and seat 0's A♠ beats it: only its partners, seats 1 and 2,
    # play after it, and whoever of them overtakes keeps the trick with the young.
    deal = deal_of("baska", 2, ZOLO_DU, f"{ZOLO_DU_CALLS}, 10S")
    facts = reasons(deal.observation(0), card("AS"))
    assert Overtakes(card("AS"), card("10S"), Safety.SIDE_KEEPS) in facts


def test_a_card_that_beats_the_trick_counts_only_in_the_hand_of_a_player_still_to_play() -> None:
    # Declarer seat 0 (zolo du) must follow A♠ led by seat 2 under seat 3's J♥. Only A♥
    # beats J♥ and it is unseen, but seat 1, the last to play, did not beat Q♣ in trick 2
    # and so holds no A♥: the opponents' J♥ takes the trick.
    deal = deal_of(
        "baska", 2, "QC JC 10S QD | AC QH AD 10D | AS QS AH 10H | 10C JS JH JD",
        "double gran gran_du double zolo_du pass double pass double double double pass pass pass,"
        " JD QD QH QS, 10H JS QC 10D, AS JH",
    )
    facts = reasons(deal.observation(0), card("10S"))
    assert TrickHeld(card("JH"), Holder.OPPONENT, Safety.NONE_OUT) in facts


def test_a_pass_holding_both_black_queens_is_a_silent_solo() -> None:
    deal = deal_of("kop", 3, "QC QS AH 10H | AC 10C AS 10S | QH QD JC JS | JH JD AD 10D")
    assert reasons(deal.observation(0), PASS) == (SilentSolo(), HandShape(Contract.NORMAL, 4, 4))


def test_a_thrown_game_standing_cannot_be_doubled() -> None:
    deal = deal_of("baska", 3, "10C 10S 10H 10D | AC AS AH AD | JC JS JH JD | QC QS QH QD")
    deal.apply(contract_call(Contract.MESTER))  # Baśka: seat 1 speaks first
    assert reasons(deal.observation(2), PASS) == (OnlyChoice(PASS), CannotDouble(Contract.MESTER))
