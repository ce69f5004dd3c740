"""Scopa deals built from text, and play-outs that apply every action (an illegal one raises)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from kopdesk.bots.scopa import ClubPlayer, ScopaPlayer
from kopdesk.bots.scopa.master import EveryLayout
from kopdesk.bots.scopa.reading import Layout
from kopdesk.cards import mask_of
from kopdesk.games.scopa import GAME, Deal, Observation, Phase, card
from kopdesk.games.scopa.cards import CARDS
from kopdesk.games.scopa.dealing import ROUND


def two_player_deal(table: str, first: str, dealer: str, house_rules: Mapping[str, Any] | None = None) -> Deal:
    """A `scopa` deal dealt by seat 1: the four table cards, three cards for seat 0 (who
    plays first) and three for the dealer, written "7D 3C …"; the rest is the talon in pack order."""
    shown = [[card(t) for t in text.split()] for text in (table, first, dealer)]
    rest = [c for c in CARDS if all(c not in cards for cards in shown)]
    deck = [shown[who][round_] for round_ in range(3) for who in range(3)] + [shown[0][3]] + rest
    return Deal(GAME.rules("scopa", house_rules), 1, deck)


def random_deal(preset: str, rng: random.Random, house_rules: Mapping[str, Any] | None = None) -> Deal:
    """A shuffled deal that is not void (no three kings on the table)."""
    rules = GAME.rules(preset, house_rules)
    while True:
        deal = GAME.new_deal(rules, rng.randrange(rules.players), rng)
        if deal.phase is Phase.PLAY:
            return deal


def club_positions(preset: str, count: int) -> Iterator[Deal]:
    """Deals of club players stopped at random points, the seat to move with a choice."""
    rng = random.Random(preset)
    while count:
        deal = random_deal(preset, rng)
        _club_play(deal, rng.randrange(len(deal.deck) - 4))
        if deal.phase is Phase.PLAY and len(deal.legal_actions()) > 1:
            count -= 1
            yield deal


def club_last_rounds(preset: str, count: int, every_layout: EveryLayout) -> Iterator[Deal]:
    """Deals of club players in their last round, the seat to move with a choice and the
    hidden cards few enough for `every_layout` to weigh every layout."""
    rng = random.Random(preset)
    while count:
        deal = random_deal(preset, rng)
        plays = len(deal.deck) - len(deal.observation(0).table_dealt)
        _club_play(deal, rng.randrange(plays - ROUND * deal.rules.players, plays))
        seat = deal.to_move
        if seat is None or len(deal.legal_actions()) < 2:
            continue
        if every_layout(deal.observation(seat), random.Random(0)) is not None:
            count -= 1
            yield deal


def _club_play(deal: Deal, stop: int) -> None:
    """Club players play `deal` on until `stop` moves have been made (or it ends)."""
    players = [ClubPlayer(seat) for seat in range(deal.rules.players)]
    while deal.phase is Phase.PLAY and len(deal.history) < stop:
        seat = deal.to_move
        assert seat is not None
        deal.apply(players[seat].choose(deal.observation(seat)))


def play_out(deal: Deal, players: Sequence[ScopaPlayer]) -> Deal:
    while deal.phase is Phase.PLAY:
        seat = deal.to_move
        assert seat is not None
        deal.apply(players[seat].choose(deal.observation(seat)))
    return deal


def check_fits(observation: Observation, layout: Layout) -> None:
    """That `layout` deals exactly the cards the seat has not seen, as many to each seat as it holds."""
    hands, talon = layout
    unseen = (1 << 40) - 1 & ~mask_of(observation.seen)
    assert hands[observation.seat] == mask_of(observation.hand)
    assert [h.bit_count() for h in hands] == list(observation.hand_sizes)
    assert len(talon) == observation.talon == len(set(talon))
    others = [h for seat, h in enumerate(hands) if seat != observation.seat]
    placed = [*others, *talon]
    assert sum(p.bit_count() for p in placed) == unseen.bit_count()
    union = 0
    for place in placed:
        union |= place
    assert union == unseen


def check_weights_follow_draws(weighed: Sequence[tuple[float, Layout]], drawn: Sequence[Layout]) -> None:
    """That each card of the likeliest weighed layout lies in each hand with the same chance
    (within 0.06) in the `weighed` layouts as in the `drawn` ones."""
    likeliest_hands = weighed[0][1][0]
    for seat, hand in enumerate(likeliest_hands):
        for bit in (1 << index for index in range(40) if hand >> index & 1):
            chance = sum(weight for weight, (hands, _) in weighed if hands[seat] & bit)
            share = sum(bool(hands[seat] & bit) for hands, _ in drawn) / len(drawn)
            assert abs(chance - share) < 0.06
