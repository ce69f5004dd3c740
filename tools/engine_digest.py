"""A digest of everything an engine shows over random deals, to prove a speed change kept
the rules: run it before and after, and the two digests must be equal.

    PYTHONPATH=. python tools/engine_digest.py [--deals 400] [--seed 1] [PRESET ...]

For each preset (all by default), `--deals` random deals, half of them under random house
rules drawn from the family's house-rule table. At every step it hashes the legal actions,
the refusal of each and of actions that were legal elsewhere, the seat to move's
observation (every seat's at the end and at every fifth step) and the events of the
action taken; at the end the status, each seat's result and the deal file; then a deal
replayed from its file and rewound to a few earlier points, with what it offers there.
Values are hashed through their public attributes (a named tuple as a record of its
fields, like a dataclass), so a property that changes shows, and a result type may change
from one kind of record to another without changing the digest.
Prints one line per preset (its digest) and a digest of all of them.
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import hashlib
import random
from collections.abc import Iterator, Mapping
from typing import Any

from kopdesk.cards import Card, Deck
from kopdesk.games.registry import PRESETS, game_of
from kopdesk.games.texts import Checks, Choice, HouseRule, Number, Numbers, Switch, texts_of

DEPTH = 4


def canonical(value: Any, depth: int = DEPTH) -> Any:
    """`value` as nested plain data: what a digest of it must not miss."""
    if value is None or isinstance(value, bool | int | float | str | bytes):
        return value
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, Card):
        return f"{value.deck.id}:{value}"
    if isinstance(value, Deck):
        return value.id
    if depth == 0:
        return type(value).__name__
    if isinstance(value, Mapping):
        return sorted((repr(canonical(k, depth - 1)), canonical(v, depth - 1)) for k, v in value.items())
    if isinstance(value, frozenset | set):
        return sorted(repr(canonical(v, depth - 1)) for v in value)
    if isinstance(value, tuple) and hasattr(type(value), "_fields"):  # a named tuple: a record
        return [type(value).__name__, *((name, canonical(getattr(value, name), depth - 1)) for name in value._fields)]
    if isinstance(value, tuple | list):
        return [canonical(v, depth - 1) for v in value]
    if callable(value):
        return "callable"
    if dataclasses.is_dataclass(value):
        fields = [f.name for f in dataclasses.fields(value)]
    else:
        fields = [name for name in dir(value) if not name.startswith("_")]
    out = [type(value).__name__]
    for name in fields:
        try:
            attribute = getattr(value, name)
        except Exception as error:  # a property that refuses in this state is a fact too
            attribute = f"raises {type(error).__name__}"
        if callable(attribute) and not isinstance(attribute, enum.Enum):
            continue
        out.append((name, canonical(attribute, depth - 1)))
    return out


def random_value(rule: HouseRule, rng: random.Random) -> Any:
    kind = rule.kind
    if isinstance(kind, Switch):
        return rng.random() < 0.5
    if isinstance(kind, Choice):
        return rng.choice(kind.options).value
    if isinstance(kind, Number):
        return rng.randint(kind.low, min(kind.high, kind.low + 40))
    if isinstance(kind, Numbers):
        return {part.value: rng.randint(kind.low, min(kind.high, kind.low + 40)) for part in kind.parts}
    if isinstance(kind, Checks):
        return [option.value for option in kind.options if rng.random() < 0.6]
    raise TypeError(kind)


def random_rules(preset: str, rng: random.Random) -> Any:
    """The preset under a few random house rules (those the rule set accepts)."""
    game = game_of(preset)
    rules = texts_of(game.family).house_rules
    chosen: dict[str, Any] = {}
    for rule in rng.sample(rules, k=min(len(rules), rng.randint(1, 4))):
        candidate = {**chosen, rule.id: random_value(rule, rng)}
        try:
            game.rules(preset, candidate)
        except ValueError:
            continue
        chosen = candidate
    return game.rules(preset, chosen)


class Digest:
    def __init__(self) -> None:
        self._hash = hashlib.sha256()

    def add(self, label: str, value: Any) -> None:
        self._hash.update(f"{label}={canonical(value)!r}\n".encode())

    def hexdigest(self) -> str:
        return self._hash.hexdigest()[:16]


def play(preset: str, rules: Any, rng: random.Random, digest: Digest, pool: list[Any]) -> None:
    game = game_of(preset)
    seats = game.seats(rules)
    deal = game.new_deal(rules, rng.randrange(seats), rng)
    step = 0
    while not game.is_done(deal):
        legal = list(deal.legal_actions())
        digest.add("legal", legal)
        digest.add("refusals", [deal.refusal(action) for action in legal])
        strangers = [action for action in rng.sample(pool, k=min(3, len(pool))) if action not in legal]
        digest.add("refused", [(action, deal.refusal(action)) for action in strangers])
        mover = deal.to_move
        if mover is not None:
            digest.add("observation", deal.observation(mover))
        if step % 5 == 0:
            digest.add("observations", [deal.observation(seat) for seat in range(seats)])
        action = rng.choice(legal)
        if len(pool) < 200:
            pool.append(action)
        else:
            pool[rng.randrange(200)] = action
        digest.add("events", deal.apply(action))
        step += 1
    digest.add("end", [deal.observation(seat) for seat in range(seats)])
    digest.add("status", game.status(deal))
    digest.add("results", [game.seat_result(deal, seat) for seat in range(seats)])
    data = game.deal_json(deal)
    digest.add("file", data)
    for back in sorted({0, rng.randint(0, step), rng.randint(0, step)}):
        replayed = game.replay(data)
        replayed.rewind(back)
        digest.add("rewound", (back, list(replayed.legal_actions()), replayed.to_move))
        if replayed.to_move is not None:
            digest.add("rewound-observation", replayed.observation(replayed.to_move))


def preset_digest(preset: str, deals: int, seed: int) -> str:
    rng = random.Random(f"{seed}:{preset}")
    digest = Digest()
    pool: list[Any] = []
    base = game_of(preset).rules(preset)
    for number in range(deals):
        rules = base if number % 2 == 0 else random_rules(preset, rng)
        digest.add("rules", rules.overrides())
        play(preset, rules, rng, digest, pool)
    return digest.hexdigest()


def digests(presets: list[str], deals: int, seed: int) -> Iterator[tuple[str, str]]:
    for preset in presets:
        yield preset, preset_digest(preset, deals, seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("presets", nargs="*", help="presets to digest (default: every preset)")
    parser.add_argument("--deals", type=int, default=400, help="random deals per preset")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    total = hashlib.sha256()
    for preset, value in digests(args.presets or list(PRESETS), args.deals, args.seed):
        print(f"{preset:22} {value}", flush=True)
        total.update(f"{preset}:{value}".encode())
    print(f"{'all':22} {total.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
