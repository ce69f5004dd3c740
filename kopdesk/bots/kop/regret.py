"""Where the master's calls lose the oracle's edge: `python -m kopdesk.bots.kop.regret`.

Club players bid random deals of a preset (the tournament's boards); at every call
with a choice, each legal call is valued as the oracle values it (on the true
layout, the others finishing the auction as club players and the cards played
open: the units of the caller's seat), and each player asked on the same position
loses its call's shortfall from the best: its regret. Paired on the same positions,
the regrets tell auction settings apart in minutes where a tournament needs hours;
by the club's call and the player's they show which calls cost most.
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence

from kopdesk.bots.budget import Budget
from kopdesk.bots.kop.club import ClubPlayer
from kopdesk.bots.kop.deals import DEALS
from kopdesk.bots.kop.knowledge import Knowledge, Layout
from kopdesk.bots.kop.master import (
    AUCTION_BUDGET,
    PLAY_BUDGET,
    WARINESS,
    call_scores,
    master,
    open_card_wins,
    oracle,
)
from kopdesk.bots.kop.player import legal_calls
from kopdesk.bots.player import never_stop
from kopdesk.bots.regret import against_club, decisions
from kopdesk.games.kop import PRESETS, Call, Deal, Phase
from kopdesk.games.kop.cards import mask_of

Position = tuple[Deal, int]
"""A deal in its auction and the seat to call."""
Chooser = Callable[[Deal, int], Call]
"""A player asked on a position."""


def positions(preset: str, deals: int, seed: int) -> Iterator[Position]:
    """Every call with a choice in the auctions of `deals` deals of club players (the tournament's boards)."""
    for board in DEALS.boards(preset, deals, seed):
        players = [ClubPlayer(seed + seat).choose for seat in range(4)]
        yield from decisions(board.deal(), players, lambda deal: deal.phase is Phase.AUCTION)


def truth_values(deal: Deal, seat: int) -> dict[Call, float]:
    """Each legal call's units for the seat on the true layout, the auction finished by club
    players (the seat answering a doubling as best it can) and the cards played open."""
    observation = deal.observation(seat)
    truth: Layout = tuple(mask_of(deal.hand(s)) for s in range(4))  # type: ignore[assignment]
    scores = call_scores(
        Knowledge(observation), legal_calls(observation), [(truth, 1.0)], Budget(nodes=10**9), never_stop,
        open_card_wins,
    )
    return {call: score.mean for call, score in scores.items()}


def choosers(seed: int, nodes: int | None, wariness: float = WARINESS) -> dict[str, Chooser]:
    """The club, the master (with `nodes` for its auction, and no clock, if given, and
    `wariness`) and the oracle."""
    club = ClubPlayer(seed)
    budgets = (AUCTION_BUDGET, PLAY_BUDGET) if nodes is None else (Budget(nodes), Budget(nodes))
    searching = master(seed, budgets, wariness=wariness)

    def seeing(deal: Deal, seat: int) -> Call:
        return _call(oracle(deal.dealt, seed).choose(deal.observation(seat)))

    return {
        "club": lambda deal, seat: _call(club.choose(deal.observation(seat))),
        "master": lambda deal, seat: _call(searching.choose(deal.observation(seat))),
        "oracle": seeing,
    }


def _call(action: object) -> Call:
    assert isinstance(action, Call)
    return action


def report(values: Sequence[dict[Call, float]], by_player: dict[str, list[Call]], deals: int) -> list[str]:
    """Regret per deal (all four seats' calls) overall and against the club's; by the club's
    call and the player's where they differ, the most costly first."""
    club = by_player["club"]
    regret = {
        name: [max(worth.values()) - worth[call] for worth, call in zip(values, calls, strict=True)]
        for name, calls in by_player.items()
    }
    lines = against_club(regret, "units a deal", per=deals)
    for name, calls in by_player.items():
        if name == "club":
            continue
        lines.append(f"{name}: where its call is not the club's (calls, regret a deal: club, {name})")
        changed: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
        for i, call in enumerate(calls):
            if call != club[i]:
                row = changed[f"{club[i]} → {call}"]
                row[0] += 1
                row[1] += regret["club"][i] / deals
                row[2] += regret[name][i] / deals
        for kind, (count, theirs, mine) in sorted(changed.items(), key=lambda item: item[1][1] - item[1][2]):
            lines.append(f"  {kind:<22}{count:>5.0f}{theirs:>9.3f}{mine:>9.3f}")
    for name, calls in by_player.items():
        lines.append(f"{name}: where its regret lies (its call → the best, calls, regret a deal)")
        lines.extend(_costliest(values, calls, deals))
    return lines


def _costliest(values: Sequence[dict[Call, float]], calls: Sequence[Call], deals: int, rows: int = 8) -> list[str]:
    """The player's regret summed by its call and the best call on the truth, the costliest `rows` first."""
    lost: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    for worth, call in zip(values, calls, strict=True):
        best = max(worth, key=lambda c: (worth[c], c == call))
        if best != call:
            row = lost[f"{call} → {best}"]
            row[0] += 1
            row[1] += (worth[best] - worth[call]) / deals
    costliest = sorted(lost.items(), key=lambda item: -item[1][1])[:rows]
    return [f"  {kind:<22}{count:>5.0f}{regret:>9.3f}" for kind, (count, regret) in costliest]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kopdesk.bots.kop.regret", description=__doc__)
    parser.add_argument("--rules", default="baska", choices=sorted(PRESETS))
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--nodes", type=int, help="the master's nodes, no clock (default: its budgets)")
    parser.add_argument(
        "--wariness", type=float, default=WARINESS, help="standard errors the master takes off a call's mean"
    )
    args = parser.parse_args(argv)
    found = list(positions(args.rules, args.deals, args.seed))
    values = [truth_values(deal, seat) for deal, seat in found]
    players = choosers(args.seed, args.nodes, args.wariness)
    by_player = {name: [choose(deal, seat) for deal, seat in found] for name, choose in players.items()}
    print(f"{args.rules}: {len(found)} calls of club players, {args.deals} deals, seed {args.seed}")
    print("\n".join(report(values, by_player, args.deals)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
