"""Where the master loses the oracle's edge: `python -m kopdesk.bots.scopa.regret`.

Club players play random deals of a preset (the tournament's boards); at every
decision with a choice, each legal move is valued as the oracle values it (on the
true layout, played to the deal's end by the wary playout players, a few times for
their ties: the net points of the mover's side), and each player asked on the same
position loses its move's shortfall from the best: its regret. The players are the
club, the master, the master with the unseen cards laid out at random (not read from
the play), and the diagnostic players (`DIAGNOSTICS`): told the other hands with the
talon still unknown, searched the master's way or the oracle's; the oracle's search on
the master's own layouts; and, honest but slow, the master's search on the exact reading
of club players (`exact.py`), with its time or twenty times it. Paired on the same
positions, the regrets tell search settings apart in a minute where a tournament
needs hours; by the move's kind (a capture or a lay, and the cards in hand) and by
whether the talon is out they show where the loss is.

With `--tournament NAME` the tool plays the diagnostic player NAME against club
players instead, as `kopdesk tournament` plays a level: what an honest player could
keep of the oracle's edge, were it to read every hand (none of these players is a
level offered to users).
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections.abc import Callable, Iterator, Sequence

from kopdesk.bots.budget import Budget
from kopdesk.bots.paired import Tally
from kopdesk.bots.regret import against_club, by_group, decisions
from kopdesk.bots.scopa.club import ClubPlayer
from kopdesk.bots.scopa.deals import DEALS, Maker
from kopdesk.bots.scopa.exact import ExactReading
from kopdesk.bots.scopa.master import PLAY_BUDGET, Race, SearchPlayer, oracle_search
from kopdesk.bots.scopa.playout import playout
from kopdesk.bots.scopa.reading import Layout, Reading, sampled
from kopdesk.bots.scopa.sim import SetsCache, Sim, to_sim
from kopdesk.bots.tournament import mean_ci
from kopdesk.cards import mask_of
from kopdesk.games.registry import PRESETS
from kopdesk.games.scopa import GAME, Deal, Move, Observation

PLAYOUTS = 3
"""Playouts per move on the true layout: the wary players break ties at random."""

Position = tuple[Deal, int]
"""A deal at a decision and the seat to move."""
Chooser = Callable[[Deal, Observation], int]
"""A player asked on a position: the index of its legal move."""


def positions(preset: str, deals: int, seed: int) -> Iterator[Position]:
    """Every decision with a choice in `deals` deals of club players (the tournament's boards)."""
    for board in DEALS.boards(preset, deals, seed):
        players = [ClubPlayer(seed + seat).choose for seat in range(board.rules.players)]
        yield from decisions(board.deal(), players)


def truth_values(deal: Deal, seat: int) -> list[float]:
    """Each legal move's net points for the mover's side, played out on the true layout."""
    observation = deal.observation(seat)
    side = deal.side_of(seat)
    rivals = {deal.side_of(s) for s in deal.rules.active_seats(deal.dealer)} - {side}
    start = Sim.of_deal(SetsCache(deal.rules), deal)
    values = []
    for action in observation.legal:
        total = 0.0
        for playout_seed in range(PLAYOUTS):
            sim = start.copy()
            sim.apply(to_sim(action))
            playout(sim, random.Random(playout_seed))
            points = sim.points()
            total += points[side] - statistics.fmean(points[r] for r in rivals)
        values.append(total / PLAYOUTS)
    return values


def hands_seen(deal: Deal) -> Callable[[Observation, random.Random], Iterator[Layout]]:
    """Layouts with every hand where it is and the talon shuffled: a seat that read every hand."""

    def source(observation: Observation, rng: random.Random) -> Iterator[Layout]:
        hands = [mask_of(deal.hand(seat)) for seat in range(deal.rules.players)]
        talon = [c.bit for c in deal.talon]
        while True:
            rng.shuffle(talon)
            yield list(hands), tuple(talon)

    return source


def exact_search(seed: int, scale: int = 1) -> SearchPlayer:
    """The master's search on the layouts of the exact reading (`exact.ExactReading`),
    with `scale` times its budget and layouts, every legal move raced when scaled up."""
    reading = ExactReading()
    if scale == 1:
        return SearchPlayer(seed, reading.layouts, endgame=reading.every_layout)
    budget = Budget(PLAY_BUDGET.nodes * scale, (PLAY_BUDGET.seconds or 0.0) * scale)
    return SearchPlayer(
        seed, reading.layouts, budget, reading.every_layout, candidates=None, soft_share=None,
        min_layouts=Race.MIN_LAYOUTS * scale,
    )  # fmt: skip


DIAGNOSTICS: dict[str, Maker] = {
    "hands": lambda deal, seed: SearchPlayer(seed, hands_seen(deal)),
    "hands-oracle-search": lambda deal, seed: oracle_search(seed, hands_seen(deal)),
    "oracle-search": lambda deal, seed: oracle_search(seed, Reading().layouts),
    "exact": lambda deal, seed: exact_search(seed),
    "exact-x20": lambda deal, seed: exact_search(seed, 20),
}
"""Players no one can play against: the master's search (`hands`) or the oracle's
(`hands-oracle-search`) told every hand but not the talon's order, which they shuffle;
the oracle's search on the layouts the master reads (`oracle-search`); and the master's
search reading the others exactly as the club players they are (`exact`; `exact-x20`
with twenty times the budget and the layouts: a ceiling for an honest player against club
players)."""


QUICK_DIAGNOSTICS = ("hands", "hands-oracle-search", "oracle-search")
"""The diagnostics shown unless others are asked for: the exact reading's take longer."""


def choosers(seed: int, diagnostics: Sequence[str] = QUICK_DIAGNOSTICS) -> dict[str, Chooser]:
    """The club, the master, the master not reading, and the `diagnostics` (made afresh
    for each position, since they may see its deal)."""
    club, master, blind = ClubPlayer(seed), SearchPlayer(seed), SearchPlayer(seed, sampled)
    found: dict[str, Chooser] = {
        "club": lambda deal, observation: observation.legal.index(club.choose(observation)),
        "master": lambda deal, observation: observation.legal.index(master.choose(observation)),
        "master not reading": lambda deal, observation: observation.legal.index(blind.choose(observation)),
    }
    for name in diagnostics:
        found[name] = _fresh(DIAGNOSTICS[name], seed)
    return found


def _fresh(maker: Maker, seed: int) -> Chooser:
    return lambda deal, observation: observation.legal.index(maker(deal, seed).choose(observation))


def tournament(maker: Maker, preset: str, deals: int, seed: int) -> list[str]:
    """The lines of a paired tournament of `maker`'s player against club players, as
    `kopdesk tournament --field club --jobs 1` plays a level: its edge, interval and times."""
    played = Tally()
    for board in DEALS.boards(preset, deals, seed):
        played.add(DEALS.play_board(board, maker, "club", seed))
    mean, low, high = mean_ci(played.unit_edges)
    times = f"{played.latency(0.5) * 1000:.0f} / {played.latency(0.99) * 1000:.0f} ms"
    return [f"edge over club {mean:+.3f} (95% CI {low:+.3f} to {high:+.3f}), time median / p99 {times}"]


def kind(observation: Observation) -> str:
    """The decision's kind: whether a capture is possible, and the cards in hand."""
    captures = any(isinstance(a, Move) and a.take for a in observation.legal)
    return f"{'capture' if captures else 'lay'}, {len(observation.hand)} in hand"


def talon(observation: Observation) -> str:
    """Whether the talon is out (in the last round; in Scopone, all along): where the
    master can weigh every layout of the hidden cards."""
    return "talon out" if observation.talon == 0 else "talon left"


def regrets(found: Sequence[Position], values: Sequence[list[float]], chooser: Chooser) -> list[float]:
    """The chooser's regret on each position, given each position's `truth_values`."""
    return [
        max(worth) - worth[chooser(deal, deal.observation(seat))]
        for (deal, seat), worth in zip(found, values, strict=True)
    ]


def report(found: Sequence[Position], by_player: dict[str, list[float]]) -> list[str]:
    """Mean regrets overall, against the club's on the same positions, by kind and by talon."""
    observations = [deal.observation(seat) for deal, seat in found]
    kinds, talons = [kind(o) for o in observations], [talon(o) for o in observations]
    return (
        against_club(by_player, "")
        + by_group(kinds, by_player, "by kind (positions)", statistics.fmean)
        + by_group(talons, by_player, "by talon (positions)", statistics.fmean)
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kopdesk.bots.scopa.regret", description=__doc__)
    parser.add_argument("--rules", default="scopa-4", choices=sorted(p for p, g in PRESETS.items() if g is GAME))
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument(
        "--diagnostics", nargs="*", choices=list(DIAGNOSTICS), default=list(QUICK_DIAGNOSTICS),
        help="the diagnostic players whose regret is shown beside the club's and the masters' (default: "
        + ", ".join(QUICK_DIAGNOSTICS) + ")",
    )  # fmt: skip
    parser.add_argument("--tournament", choices=list(DIAGNOSTICS), help="play this diagnostic player against club")
    args = parser.parse_args(argv)
    if args.tournament:
        print(f"{args.rules}: {args.tournament} against club, {args.deals} deals, seed {args.seed}")
        print("\n".join(tournament(DIAGNOSTICS[args.tournament], args.rules, args.deals, args.seed)))
        return 0
    found = list(positions(args.rules, args.deals, args.seed))
    values = [truth_values(deal, seat) for deal, seat in found]
    players = choosers(args.seed, args.diagnostics)
    by_player = {name: regrets(found, values, chooser) for name, chooser in players.items()}
    print(f"{args.rules}: {len(found)} decisions of club players, {args.deals} deals, seed {args.seed}")
    print("\n".join(report(found, by_player)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
