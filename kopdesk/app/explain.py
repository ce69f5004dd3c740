"""Why a deal ended as it did, in sentences a learner can follow (RULES.md 5, 7, 8).

`explain_deal` turns an engine `Score` into a `DealExplanation`: typed parts (the
doubling runs, the other factors, each player's units and money) and a translated
sentence for each part. No Qt here: the summary widget and the tests read it.
The sentences are made in the current language; after a language switch, explain
the deal again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from kopdesk.app import terms
from kopdesk.games.kop import (
    BaseReason,
    Contract,
    Factor,
    FactorKind,
    RuleSet,
    Score,
    Side,
    WinReason,
)
from kopdesk.games.kop.rules import TieRule, WeselePartner
from kopdesk.i18n import _, format_money, format_number, ngettext


@dataclass(frozen=True, slots=True)
class Doubling:
    """One standing doubling call; `level` is its place among them, 1-based."""

    level: int
    name: str
    seat: int
    player: str


@dataclass(frozen=True, slots=True)
class DoublingRun:
    """Consecutive doublings by one side: together they count once, ×2."""

    calls: tuple[Doubling, ...]
    text: str

    @property
    def merged(self) -> bool:
        return len(self.calls) > 1


@dataclass(frozen=True, slots=True)
class FactorLine:
    """A factor other than a doubling: the bok round, the old's loss."""

    kind: FactorKind
    multiplier: int
    text: str


@dataclass(frozen=True, slots=True)
class PlayerResult:
    seat: int
    name: str
    side: Side
    units: int
    money: Decimal
    money_text: str


@dataclass(frozen=True, slots=True)
class DealExplanation:
    winner: Side
    title: str
    contract: str
    sides: str
    tally: str | None
    """Card points and tricks per side; None for a thrown game."""
    win: str
    base: int
    base_reason: BaseReason
    base_text: str
    doublings: tuple[DoublingRun, ...]
    factors: tuple[FactorLine, ...]
    value: int
    """Base × every factor: what each player settles with each opponent."""
    value_text: str
    players: tuple[PlayerResult, ...]
    contract_kind: Contract
    tie: bool

    @property
    def lines(self) -> tuple[str, ...]:
        """Every sentence, in the order a player would explain the deal."""
        return tuple(text for text, _anchor in self.lines_with_help)

    @property
    def lines_with_help(self) -> tuple[tuple[str, str], ...]:
        """Every sentence with the help entry (rules viewer anchor) that explains it."""
        tally = ((self.tally, "score-win"),) if self.tally else ()
        return (
            ((self.contract, f"contract-{self.contract_kind.value}"), (self.sides, "play-sides"))
            + tally
            + ((self.win, "score-tie" if self.tie else "score-win"), (self.base_text, _BASE_HELP[self.base_reason]))
            + tuple((run.text, "score-doublings") for run in self.doublings)
            + tuple((factor.text, _FACTOR_HELP[factor.kind]) for factor in self.factors)
            + ((self.value_text, "score-payment"),)
        )


_BASE_HELP = {
    BaseReason.WYJSCIE: "score-wyjscie",
    BaseReason.BEZ_WYJSCIA: "score-bez_wyjscia",
    BaseReason.BEZ_BITKI: "score-bez_bitki",
    BaseReason.CONTRACT: "score-solo",
}
_FACTOR_HELP = {
    FactorKind.BOK_ROUND: "term-bok_runda",
    FactorKind.OLD_LOSS: "rule-old_loss_doubles",
    FactorKind.DOUBLING: "score-doublings",
}


def explain_deal(
    score: Score, rules: RuleSet, names: Sequence[str], stake: Decimal, currency: str
) -> DealExplanation:
    """The whole story of a finished deal; `stake` is the money per unit."""
    runs = _doubling_runs(score, rules, names)
    return DealExplanation(
        winner=score.winner,
        title=_title(score, names),
        contract=_contract_text(score, names),
        sides=_sides_text(score, rules, names),
        tally=_tally_text(score, names),
        win=_win_text(score, rules, names, runs),
        base=score.base,
        base_reason=score.base_reason,
        base_text=_base_text(score, rules, names),
        doublings=runs,
        factors=tuple(_factor_line(f) for f in score.factors if f.kind is not FactorKind.DOUBLING),
        value=score.base * score.multiplier,
        value_text=_value_text(score, names),
        players=tuple(_player_result(score, names, seat, stake, currency) for seat in range(4)),
        contract_kind=score.sides.contract,
        tie=score.tie,
    )


# -- small words --------------------------------------------------------------


def join_names(names: Sequence[str]) -> str:
    """Names as a list in running text: Ewa; Ewa and Jan; Ewa, Jan and Ola."""
    if len(names) < 2:
        return "".join(names)
    # Translators: the end of a list of players, e.g. "Ewa, Jan and Ola".
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def units_text(units: int) -> str:
    return ngettext("{count} unit", "{count} units", units).format(count=format_number(units))


def signed_units(units: int) -> str:
    """Units with their sign, as the summary and the score sheet show them: +4, -4, 0."""
    return f"+{format_number(units)}" if units > 0 else format_number(units)


def _points_text(points: int) -> str:
    return ngettext("{count} card point", "{count} card points", points).format(
        count=format_number(points)
    )


def _tricks_text(tricks: int) -> str:
    return ngettext("{count} trick", "{count} tricks", tricks).format(count=format_number(tricks))


def _players(score: Score, names: Sequence[str], side: Side) -> str:
    seats = score.sides.old if side is Side.OLD else score.sides.young
    return join_names([names[seat] for seat in seats])


def _declarer(score: Score, names: Sequence[str]) -> str:
    assert score.sides.declarer is not None
    return names[score.sides.declarer]


# -- the parts ----------------------------------------------------------------


def _title(score: Score, names: Sequence[str]) -> str:
    # Translators: heading of the deal summary, e.g. "Won by the old: Ewa and Jan".
    return _("Won by {side}: {players}").format(
        side=terms.side_name(score.winner is Side.OLD), players=_players(score, names, score.winner)
    )


def _contract_text(score: Score, names: Sequence[str]) -> str:
    contract = score.sides.contract
    name = terms.contract_name(contract)
    if contract is Contract.NORMAL:
        return _("Game: {contract}.").format(contract=name)
    if contract is Contract.CICHA:
        return _("Game: {contract} by {declarer}.").format(contract=name, declarer=_declarer(score, names))
    return _("Game: {contract}, called by {declarer}.").format(
        contract=name, declarer=_declarer(score, names)
    )


def _sides_text(score: Score, rules: RuleSet, names: Sequence[str]) -> str:
    contract, young = score.sides.contract, _players(score, names, Side.YOUNG)
    if contract is Contract.NORMAL:
        return _(
            "{old} held the black queens and played together as the old against {young}."
        ).format(old=_players(score, names, Side.OLD), young=young)
    if contract is Contract.WESELE:
        return _wesele_text(score, rules, names)
    if contract is Contract.CICHA:
        return _(
            "{declarer} held both black queens and played alone as the old against {young}."
        ).format(declarer=_declarer(score, names), young=young)
    return _("{declarer} played alone as the old against {young}.").format(
        declarer=_declarer(score, names), young=young
    )


def _wesele_text(score: Score, rules: RuleSet, names: Sequence[str]) -> str:
    sides = score.sides
    assert sides.partner_jack is not None
    partner = next(seat for seat in sides.old if seat != sides.declarer)
    if rules.wesele_partner is WeselePartner.NAMED_JACK:
        sentence = _(
            "{declarer} named {jack}; {partner} held it and so played with {declarer} "
            "as the old against {young}."
        )
    else:
        sentence = _(
            "{partner} held {jack}, the highest jack {declarer} did not hold, and so played "
            "with {declarer} as the old against {young}."
        )
    return sentence.format(
        declarer=_declarer(score, names),
        partner=names[partner],
        jack=terms.card_name(sides.partner_jack),
        young=_players(score, names, Side.YOUNG),
    )


def _tally_text(score: Score, names: Sequence[str]) -> str | None:
    if score.points is None:
        return None
    return " ".join(_side_tally(score, names, side) for side in Side)


def _side_tally(score: Score, names: Sequence[str], side: Side) -> str:
    assert score.points is not None
    players, side_name = _players(score, names, side), terms.side_name(side is Side.OLD)
    tricks = score.tricks_taken(side)
    if tricks == 0:
        return _("{players} ({side}) took no trick.").format(players=players, side=side_name)
    return _("{players} ({side}) took {points} in {tricks}.").format(
        players=players, side=side_name, points=_points_text(score.points[side]), tricks=_tricks_text(tricks)
    )


def _win_text(score: Score, rules: RuleSet, names: Sequence[str], runs: tuple[DoublingRun, ...]) -> str:
    reason = _win_reason_text(score, rules, names, runs)
    if score.tie and rules.bok_round:
        return " ".join((reason, _("The 52:52 starts a bok round: the next four deals count double.")))
    return reason


def _win_reason_text(
    score: Score, rules: RuleSet, names: Sequence[str], runs: tuple[DoublingRun, ...]
) -> str:
    winners, losers = _players(score, names, score.winner), _players(score, names, score.winner.other)
    reason = score.win_reason
    if reason is WinReason.POINTS:
        assert score.points is not None
        return _("{winners} won with {points}: 53 of the 104 card points win.").format(
            winners=winners, points=_points_text(score.points[score.winner])
        )
    if reason is WinReason.TIE_LAST_DOUBLER:
        last = runs[-1].calls[-1]
        # Translators: "boki": the tie at 52:52; not the doubling "bok".
        return _(
            "52:52 (boki): the side of the last doubling loses. {player} made it ({doubling}), "
            "so {losers} lost."
        ).format(player=last.player, doubling=last.name, losers=losers)
    if reason is WinReason.TIE_OLD_LOSE and rules.tie_rule is TieRule.OLD_LOSE:
        return _("52:52 (boki): the old need 53 and the young 52 suffice, so {losers} lost.").format(
            losers=losers
        )
    if reason is WinReason.TIE_OLD_LOSE:
        return _("52:52 (boki) with no doubling standing: the old lose, so {losers} lost.").format(
            losers=losers
        )
    return _lone_win_text(score, names)


def _lone_win_text(score: Score, names: Sequence[str]) -> str:
    declarer, contract = _declarer(score, names), terms.contract_name(score.sides.contract)
    if score.win_reason is WinReason.ALL_TRICKS:
        return _("{declarer} took all four tricks, as {contract} requires.").format(
            declarer=declarer, contract=contract
        )
    if score.win_reason is WinReason.MISSED_TRICK:
        return _("{declarer} needed all four tricks for {contract} but took {tricks}.").format(
            declarer=declarer, contract=contract, tricks=_tricks_text(score.tricks_taken(Side.OLD))
        )
    return _("Thrown game ({contract}): {declarer} showed the cards and won without play.").format(
        contract=contract, declarer=declarer
    )


def _base_text(score: Score, rules: RuleSet, names: Sequence[str]) -> str:
    loser = score.winner.other
    losers = _players(score, names, loser)
    if score.base_reason is BaseReason.CONTRACT:
        return _("Base value {base}: the value of {contract}, one player against three.").format(
            base=score.base, contract=terms.contract_name(score.sides.contract)
        )
    if score.base_reason is BaseReason.BEZ_BITKI:
        # Translators: "bez bitki": the losers took no trick; keep the Polish term.
        return _("Base value 3, bez bitki: {losers} took no trick.").format(losers=losers)
    assert score.points is not None
    exit_points = rules.exit_points.old if loser is Side.OLD else rules.exit_points.young
    points, threshold = _points_text(score.points[loser]), _points_text(exit_points)
    if score.base_reason is BaseReason.BEZ_WYJSCIA:
        # Translators: "bez wyjścia": the losers did not get out; keep the Polish term.
        return _("Base value 2, bez wyjścia: {losers} took {points}, fewer than {threshold}.").format(
            losers=losers, points=points, threshold=threshold
        )
    # Translators: "wyjście": the losers got out, took enough card points to halve the loss.
    return _("Base value 1: {losers} got out (wyjście) with {points}, at least {threshold}.").format(
        losers=losers, points=points, threshold=threshold
    )


def _doubling_runs(score: Score, rules: RuleSet, names: Sequence[str]) -> tuple[DoublingRun, ...]:
    runs: list[DoublingRun] = []
    level = 0
    for factor in score.factors:
        if factor.kind is not FactorKind.DOUBLING:
            continue
        calls = []
        for made in factor.calls:
            level += 1
            name = terms.doubling_name(rules.doubling_name(level), level)
            calls.append(Doubling(level, name, made.seat, names[made.seat]))
        runs.append(DoublingRun(tuple(calls), _run_text(calls)))
    return tuple(runs)


def _run_text(calls: Sequence[Doubling]) -> str:
    # Translators: one doubling call and its maker, e.g. "kontra by Ewa".
    made = [_("{doubling} by {player}").format(doubling=c.name, player=c.player) for c in calls]
    if len(made) == 1:
        return _("Doubling: {call}, counts ×2.").format(call=made[0])
    return _("Doubling: {calls} are one side's run and count once, ×2.").format(calls=join_names(made))


def _factor_line(factor: Factor) -> FactorLine:
    texts = {
        FactorKind.BOK_ROUND: _("Bok round: the deal counts double, ×2."),
        FactorKind.OLD_LOSS: _("The old lost: their loss counts double, ×2."),
    }
    return FactorLine(factor.kind, factor.multiplier, texts[factor.kind])


def _value_text(score: Score, names: Sequence[str]) -> str:
    value = score.base * score.multiplier
    formula = " × ".join(str(n) for n in (score.base, *(f.multiplier for f in score.factors)))
    if score.factors:
        formula = f"{formula} = {format_number(value)}"
    if len(score.sides.old) == 1:
        return _(
            "Value {formula}: each of the three settles {units} with {declarer}, "
            "who so wins or loses {total}."
        ).format(
            formula=formula,
            units=units_text(value),
            declarer=_declarer(score, names),
            total=units_text(3 * value),
        )
    return _("Value {formula}: each player wins or loses {units}.").format(
        formula=formula, units=units_text(value)
    )


def _player_result(
    score: Score, names: Sequence[str], seat: int, stake: Decimal, currency: str
) -> PlayerResult:
    units = score.units[seat]
    money = units * stake
    return PlayerResult(
        seat, names[seat], score.sides.side_of(seat), units, money, format_money(money, currency)
    )
