"""Where the master loses the oracle's edge: `python -m kopdesk.bots.schafkopf.regret`.

Club players play random deals of a preset (the tournament's boards); at every decision
with a choice, each legal action is valued as the oracle values it, on the true layout:
a card by the oracle's own search (what it plays for: the units of the mover's side, as
the sheet counts a game of two against two, and a little per card point), a call by the
deal played on from it as the master's call search plays its layouts (the later calls by
club players, the cards open-handed: the seat's units). Each player asked on the same
position loses its choice's shortfall from the best: its regret. Paired on the same
positions, the regrets tell search settings apart in minutes where a tournament needs
hours; by phase (the calls; leads and follows while the mover does not yet know every
seat's side, and once it does) they show where the loss is.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Sequence

from kopdesk.bots.budget import Budget
from kopdesk.bots.regret import against_club, by_group, decisions
from kopdesk.bots.schafkopf.club import ClubPlayer
from kopdesk.bots.schafkopf.deals import DEALS
from kopdesk.bots.schafkopf.master import MASTER_BUDGET, Evaluator, SearchPlayer, oracle, true_layout
from kopdesk.bots.schafkopf.playout import play_out
from kopdesk.games.registry import PRESETS
from kopdesk.games.schafkopf import GAME, Action, Contract, Deal, Observation, Phase, Stage, Variant

Position = tuple[Deal, int]
"""A deal at a decision and the seat to move."""
Chooser = Callable[[Deal, int], Action]
"""A player asked on a position."""
_CLUB = ClubPlayer()
"""Makes the later calls of a call played on (a club player keeps no state)."""


def positions(preset: str, deals: int, seed: int) -> Iterator[Position]:
    """Every decision with a choice in `deals` deals of club players (the tournament's boards)."""
    for board in DEALS.boards(preset, deals, seed):
        players = [ClubPlayer(seed + seat).choose for seat in range(board.rules.seats)]
        yield from decisions(Deal(board.rules, board.dealer, board.hands), players)


def truth_values(deal: Deal, seat: int) -> dict[Action, float]:
    """Each legal action's worth to the mover on the true layout, as the oracle sees it."""
    observation = deal.observation(seat)
    if observation.stage is not Stage.OVER:
        return {call: _played_on(deal, call, seat) for call in observation.legal}
    evaluator = Evaluator(observation, Budget(nodes=1 << 60).start())
    evaluator.add(true_layout(deal))
    cards = observation.rules.deck.cards
    return {cards[index]: worth for index, worth in evaluator.totals.items()}


def _played_on(deal: Deal, call: Action, seat: int) -> float:
    """The seat's units when the deal goes on with `call`, the later calls a club player's,
    the cards played open-handed."""
    after = deal.copy()
    after.apply(call)
    while after.phase is Phase.CALLS:
        mover = after.to_move
        assert mover is not None
        after.apply(_CLUB.choose(after.observation(mover)))
    play_out(after)
    return 0.0 if after.score is None else after.score.units[seat]


def sides_hidden(observation: Observation) -> bool:
    """Does the mover not yet know every seat's side, in a game of sides?"""
    if observation.rules.variant is Variant.ZWEIER or observation.contract in (Contract.RAMSCH, Contract.NONE):
        return False
    return len(observation.known_declarers | observation.known_defenders) < observation.seats


def phase(observation: Observation) -> str:
    """The decision's phase: a call, or a lead or a follow with the sides hidden or known."""
    if observation.stage is not Stage.OVER:
        return "calls"
    move = "follows" if observation.trick else "leads"
    return f"{move}, sides {'hidden' if sides_hidden(observation) else 'known'}"


def choosers(seed: int, nodes: int | None) -> dict[str, Chooser]:
    """The club, the master (with `nodes` for its cards, and no clock, if given) and the oracle."""
    club = ClubPlayer(seed)
    budget = MASTER_BUDGET if nodes is None else Budget(nodes)
    searching = SearchPlayer(seed, budget)

    def seeing(deal: Deal, seat: int) -> Action:
        return oracle(deal, seed, budget).choose(deal.observation(seat))

    return {
        "club": lambda deal, seat: club.choose(deal.observation(seat)),
        "master": lambda deal, seat: searching.choose(deal.observation(seat)),
        "oracle": seeing,
    }


def regrets(values: Sequence[dict[Action, float]], choices: Sequence[Action]) -> list[float]:
    """Each choice's shortfall from the best action of its position."""
    return [max(worth.values()) - worth[choice] for worth, choice in zip(values, choices, strict=True)]


def report(phases: Sequence[str], by_player: dict[str, list[float]], deals: int) -> list[str]:
    """Regret per deal (every seat's decisions) overall and against the club's; then by
    phase, so that the phases add up to the whole."""
    per_deal = against_club(by_player, "units a deal", per=deals)
    return per_deal + by_group(phases, by_player, "by phase (decisions)", lambda shortfalls: sum(shortfalls) / deals)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kopdesk.bots.schafkopf.regret", description=__doc__)
    parser.add_argument("--rules", default="wendisch", choices=sorted(p for p, g in PRESETS.items() if g is GAME))
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--nodes", type=int, help="the master's nodes per card, no clock (default: its budget)")
    args = parser.parse_args(argv)
    found = list(positions(args.rules, args.deals, args.seed))
    values = [truth_values(deal, seat) for deal, seat in found]
    by_player = {
        name: regrets(values, [choose(deal, seat) for deal, seat in found])
        for name, choose in choosers(args.seed, args.nodes).items()
    }
    print(f"{args.rules}: {len(found)} decisions of club players, {args.deals} deals, seed {args.seed}")
    print("\n".join(report([phase(deal.observation(seat)) for deal, seat in found], by_player, args.deals)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
