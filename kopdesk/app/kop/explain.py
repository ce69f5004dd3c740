"""Why a deal ended as it did, in sentences a learner can follow (the Kop rules: sides, winning a deal, scoring).

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

from kopdesk.app import words
from kopdesk.app.kop import terms
from kopdesk.app.players import is_feminine, shown_names
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
from kopdesk.i18n import N_, _, format_money, format_number, ngettext, pgettext
from kopdesk.table import HUMAN_SEAT


@dataclass(frozen=True, slots=True)
class Doubling:
    """One standing doubling call; `level` is its place among them, 1-based."""

    level: int
    name: str
    seat: int
    player: str
    text: str
    """The call and its maker in running text: "kontra by Ewa", "kontra by you"."""


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
    side_label: str
    """The side's name as shown beside this player: singular for a lone player."""
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
            (self.contract, f"contract-{self.contract_kind.value}"),
            (self.sides, "play-sides"),
            *tally,
            (self.win, "score-tie" if self.tie else "score-win"),
            (self.base_text, _BASE_HELP[self.base_reason]),
            *((run.text, "score-doublings") for run in self.doublings),
            *((factor.text, _FACTOR_HELP[factor.kind]) for factor in self.factors),
            (self.value_text, "score-payment"),
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
    score: Score,
    rules: RuleSet,
    names: Sequence[str],
    stake: Decimal,
    currency: str,
    you: int | None = HUMAN_SEAT,
) -> DealExplanation:
    """The whole story of a finished deal; `stake` is the money per unit.

    The player in seat `you` (the user; None for nobody) is spoken to in the
    second person; the others are named.
    """
    cast = _Cast(score, tuple(shown_names(tuple(names))), you)
    runs = _doubling_runs(cast, rules)
    return DealExplanation(
        winner=score.winner,
        title=words.line_start(_title(cast)),
        contract=_contract_text(cast),
        sides=words.line_start(_sides_text(cast, rules)),
        tally=_tally_text(cast),
        win=words.line_start(_win_text(cast, rules, runs)),
        base=score.base,
        base_reason=score.base_reason,
        base_text=_base_text(cast, rules),
        doublings=runs,
        factors=tuple(_factor_line(f) for f in score.factors if f.kind is not FactorKind.DOUBLING),
        value=score.base * score.multiplier,
        value_text=_value_text(cast),
        players=tuple(_player_result(cast, seat, stake, currency) for seat in range(4)),
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


def _points_text(points: int) -> str:
    return ngettext("{count} card point", "{count} card points", points).format(
        count=format_number(points)
    )


def _tricks_text(tricks: int) -> str:
    return ngettext("{count} trick", "{count} tricks", tricks).format(count=format_number(tricks))


def _you_subject() -> str:
    # Translators: the user in a list of players that is the subject of a sentence or stands
    # after a colon, e.g. "you and Zosia" (German "du", Polish "ty"); lower case.
    return pgettext("player", "you")


def _you_object() -> str:
    # Translators: the user in a list of players after "against" or "for", e.g. "against you
    # and Zosia" (German "dich"); Polish puts these lists after a colon: "ty".
    return pgettext("player, object", "you")


@dataclass(frozen=True, slots=True)
class _Cast:
    """Who played the deal: the score, the players' names, and which seat is "you"."""

    score: Score
    names: tuple[str, ...]
    you: int | None

    def seats(self, side: Side) -> tuple[int, ...]:
        sides = self.score.sides
        return tuple(sides.old if side is Side.OLD else sides.young)

    def has_you(self, seats: Sequence[int]) -> bool:
        return self.you in seats

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.you

    def players(self, seats: Sequence[int], you: str) -> str:
        """The players of `seats` as a list, the user as `you` (the case the sentence needs)."""
        return join_names([you if seat == self.you else self.names[seat] for seat in seats])

    def subject(self, side: Side) -> str:
        return self.players(self.seats(side), _you_subject())

    def object(self, side: Side) -> str:
        return self.players(self.seats(side), _you_object())

    def others(self, seats: Sequence[int]) -> str:
        """The players of `seats` but the user."""
        return join_names([self.names[seat] for seat in seats if seat != self.you])

    @property
    def declarer(self) -> int:
        assert self.score.sides.declarer is not None
        return self.score.sides.declarer

    def side_label(self, side: Side) -> str:
        """The side's name; a lone player's in the singular, agreeing with the player."""
        seats = self.seats(side)
        if len(seats) == 1:
            return terms.lone_side_name(is_feminine(self.names[seats[0]]))
        return terms.side_name(side is Side.OLD)


# -- the parts ----------------------------------------------------------------


def _title(cast: _Cast) -> str:
    winner = cast.score.winner
    seats = cast.seats(winner)
    if cast.has_you(seats) and len(seats) == 1:
        return _("You win alone")
    if cast.has_you(seats):
        # Translators: heading of the deal summary; {players} are you and your partners, e.g.
        # "you and Zosia"; {side} e.g. "the young".
        return _("{players} win as {side}").format(players=cast.subject(winner), side=cast.side_label(winner))
    if len(seats) == 1:
        # Translators: heading of the deal summary: a player who played alone won.
        return _("{player} wins alone").format(player=cast.names[seats[0]])
    # Translators: heading of the deal summary, e.g. "Won by the old: Ewa and Jan".
    return _("Won by {side}: {players}").format(side=cast.side_label(winner), players=cast.subject(winner))


def _contract_text(cast: _Cast) -> str:
    contract = cast.score.sides.contract
    name = terms.contract_name(contract)
    if contract is Contract.NORMAL:
        return _("Game: {contract}.").format(contract=name)
    you = cast.is_you(cast.declarer)
    if contract is Contract.CICHA and you:
        return _("Game: {contract}, played by you.").format(contract=name)
    if contract is Contract.CICHA:
        return _("Game: {contract} by {declarer}.").format(contract=name, declarer=cast.names[cast.declarer])
    if you:
        return _("Game: {contract}, called by you.").format(contract=name)
    return _("Game: {contract}, called by {declarer}.").format(contract=name, declarer=cast.names[cast.declarer])


def _sides_text(cast: _Cast, rules: RuleSet) -> str:
    contract, young = cast.score.sides.contract, cast.object(Side.YOUNG)
    if contract is Contract.NORMAL:
        old = cast.seats(Side.OLD)
        if cast.has_you(old):
            return _(
                "You and {partner} held the black queens and played together as the old against {young}."
            ).format(partner=cast.others(old), young=young)
        return _(
            "{old} held the black queens and played together as the old against {young}."
        ).format(old=cast.subject(Side.OLD), young=young)
    if contract is Contract.WESELE:
        return _wesele_text(cast, rules)
    you, declarer = cast.is_you(cast.declarer), cast.names[cast.declarer]
    if contract is Contract.CICHA and you:
        return _("You held both black queens and played alone as the old against {young}.").format(young=young)
    if contract is Contract.CICHA:
        return _(
            "{declarer} held both black queens and played alone as the old against {young}."
        ).format(declarer=declarer, young=young)
    if you:
        return _("You played alone as the old against {young}.").format(young=young)
    return _("{declarer} played alone as the old against {young}.").format(declarer=declarer, young=young)


def _wesele_text(cast: _Cast, rules: RuleSet) -> str:
    sides = cast.score.sides
    assert sides.partner_jack is not None
    partner = next(seat for seat in sides.old if seat != sides.declarer)
    named = rules.wesele_partner is WeselePartner.NAMED_JACK
    if cast.is_you(sides.declarer):
        sentence = (
            _("You named {jack}; {partner} held it and so played with you as the old against {young}.")
            if named
            else _(
                "{partner} held {jack}, the highest jack you did not hold, and so played with you "
                "as the old against {young}."
            )
        )
    elif cast.is_you(partner):
        sentence = (
            _("{declarer} named {jack}; you held it and so played with {declarer} as the old against {young}.")
            if named
            else _(
                "You held {jack}, the highest jack {declarer} did not hold, and so played with {declarer} "
                "as the old against {young}."
            )
        )
    elif named:
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
        declarer=cast.names[cast.declarer],
        partner=cast.names[partner],
        jack=words.card_name(sides.partner_jack),
        young=cast.object(Side.YOUNG),
    )


def _tally_text(cast: _Cast) -> str | None:
    if cast.score.points is None:
        return None
    return " ".join(words.line_start(_side_tally(cast, side)) for side in Side)


def _side_tally(cast: _Cast, side: Side) -> str:
    score = cast.score
    assert score.points is not None
    players, side_name = cast.subject(side), cast.side_label(side)
    tricks = score.tricks_taken(side)
    # Translators: {players} may be or include "you" ("you and Zosia", "you").
    if tricks == 0:
        return _("{players} ({side}) took no trick.").format(players=players, side=side_name)
    return _("{players} ({side}) took {points} in {tricks}.").format(
        players=players, side=side_name, points=_points_text(score.points[side]), tricks=_tricks_text(tricks)
    )


def _win_text(cast: _Cast, rules: RuleSet, runs: tuple[DoublingRun, ...]) -> str:
    reason = _win_reason_text(cast, rules, runs)
    if cast.score.tie and rules.bok_round:
        return " ".join((reason, _("The 52:52 starts a bok round: the next four deals count double.")))
    return reason


def _win_reason_text(cast: _Cast, rules: RuleSet, runs: tuple[DoublingRun, ...]) -> str:
    score = cast.score
    losers = cast.subject(score.winner.other)
    reason = score.win_reason
    if reason is WinReason.POINTS:
        return _points_win_text(cast)
    if reason is WinReason.TIE_LAST_DOUBLER:
        # Translators: "boki": the tie at 52:52; not the doubling "bok". {call} is the last
        # doubling and who made it, e.g. "kontra by Ewa"; {losers} may include "you".
        return _("52:52 (boki): the side that made the last doubling, {call}, loses: {losers}.").format(
            call=runs[-1].calls[-1].text, losers=losers
        )
    if reason is WinReason.TIE_OLD_LOSE and rules.tie_rule is TieRule.OLD_LOSE:
        return _("52:52 (boki): the old need 53 and the young 52 suffice, so the old side loses: {losers}.").format(
            losers=losers
        )
    if reason is WinReason.TIE_OLD_LOSE:
        return _("52:52 (boki) and no doubling standing, so the old side loses: {losers}.").format(losers=losers)
    return _lone_win_text(cast)


def _points_win_text(cast: _Cast) -> str:
    score = cast.score
    assert score.points is not None
    seats, points = cast.seats(score.winner), _points_text(score.points[score.winner])
    if cast.has_you(seats) and len(seats) == 1:
        return _("You won with {points}: 53 of the 104 card points win.").format(points=points)
    if cast.has_you(seats):
        # Translators: {winners} are you and your partners, e.g. "you and Zosia".
        return pgettext("you among them", "{winners} won with {points}: 53 of the 104 card points win.").format(
            winners=cast.subject(score.winner), points=points
        )
    return _("{winners} won with {points}: 53 of the 104 card points win.").format(
        winners=cast.subject(score.winner), points=points
    )


def _lone_win_text(cast: _Cast) -> str:
    score = cast.score
    declarer, contract = cast.names[cast.declarer], terms.contract_name(score.sides.contract)
    you = cast.is_you(cast.declarer)
    tricks = _tricks_text(score.tricks_taken(Side.OLD))
    if score.win_reason is WinReason.ALL_TRICKS and you:
        return _("You took all four tricks, as {contract} requires.").format(contract=contract)
    if score.win_reason is WinReason.ALL_TRICKS:
        return _("{declarer} took all four tricks, as {contract} requires.").format(
            declarer=declarer, contract=contract
        )
    if score.win_reason is WinReason.MISSED_TRICK and you:
        return _("You needed all four tricks for {contract} but took {tricks}.").format(
            contract=contract, tricks=tricks
        )
    if score.win_reason is WinReason.MISSED_TRICK:
        return _("{declarer} needed all four tricks for {contract} but took {tricks}.").format(
            declarer=declarer, contract=contract, tricks=tricks
        )
    if you:
        return _("Thrown game ({contract}): you showed the cards and won without play.").format(contract=contract)
    return _("Thrown game ({contract}): {declarer} showed the cards and won without play.").format(
        contract=contract, declarer=declarer
    )


def _base_text(cast: _Cast, rules: RuleSet) -> str:
    score = cast.score
    if score.base_reason is BaseReason.CONTRACT:
        return _("Base value {base}: the value of {contract}, one player against three.").format(
            base=score.base, contract=terms.contract_name(score.sides.contract)
        )
    loser = score.winner.other
    seats = cast.seats(loser)
    # Only two-against-two games get here: the losers are a pair, "you" and a partner or two others.
    values = {"losers": cast.subject(loser), "partner": cast.others(seats)}
    if score.points is not None:
        exit_points = rules.exit_points.old if loser is Side.OLD else rules.exit_points.young
        values |= {"points": _points_text(score.points[loser]), "threshold": _points_text(exit_points)}
    yours, theirs = _BASE_SENTENCES[score.base_reason]
    return _(yours if cast.has_you(seats) else theirs).format(**values)


_BASE_SENTENCES = {
    BaseReason.BEZ_BITKI: (
        # Translators: "bez bitki": the losers took no trick; keep the Polish term.
        N_("Base value 3, bez bitki: you and {partner} took no trick."),
        # Translators: "bez bitki": the losers took no trick; keep the Polish term.
        N_("Base value 3, bez bitki: {losers} took no trick."),
    ),
    BaseReason.BEZ_WYJSCIA: (
        # Translators: "bez wyjścia": the losers did not get out; keep the Polish term.
        N_("Base value 2, bez wyjścia: you and {partner} took {points}, fewer than {threshold}."),
        # Translators: "bez wyjścia": the losers did not get out; keep the Polish term.
        N_("Base value 2, bez wyjścia: {losers} took {points}, fewer than {threshold}."),
    ),
    BaseReason.WYJSCIE: (
        # Translators: "wyjście": the losers got out, took enough card points to halve the loss.
        N_("Base value 1: you and {partner} got out (wyjście) with {points}, at least {threshold}."),
        # Translators: "wyjście": the losers got out, took enough card points to halve the loss.
        N_("Base value 1: {losers} got out (wyjście) with {points}, at least {threshold}."),
    ),
}
"""The base value of a two-against-two game, why: said when the user is among the losers, and when not."""


def _doubling_runs(cast: _Cast, rules: RuleSet) -> tuple[DoublingRun, ...]:
    runs: list[DoublingRun] = []
    level = 0
    for factor in cast.score.factors:
        if factor.kind is not FactorKind.DOUBLING:
            continue
        calls = []
        for made in factor.calls:
            level += 1
            name = terms.doubling_name(rules.doubling_name(level), level)
            calls.append(Doubling(level, name, made.seat, cast.names[made.seat], _call_text(cast, name, made.seat)))
        runs.append(DoublingRun(tuple(calls), _run_text(calls)))
    return tuple(runs)


def _call_text(cast: _Cast, doubling: str, seat: int) -> str:
    if cast.is_you(seat):
        # Translators: a doubling call you made, e.g. "kontra by you".
        return _("{doubling} by you").format(doubling=doubling)
    # Translators: one doubling call and its maker, e.g. "kontra by Ewa".
    return _("{doubling} by {player}").format(doubling=doubling, player=cast.names[seat])


def _run_text(calls: Sequence[Doubling]) -> str:
    made = [c.text for c in calls]
    if len(made) == 1:
        return _("Doubling: {call}, counts ×2.").format(call=made[0])
    return _("Doubling: {calls} are one side's run and count once, ×2.").format(calls=join_names(made))


def _factor_line(factor: Factor) -> FactorLine:
    texts = {
        FactorKind.BOK_ROUND: _("Bok round: the deal counts double, ×2."),
        # Translators: the old side may be one player alone.
        FactorKind.OLD_LOSS: _("The old side lost: its loss counts double, ×2."),
    }
    return FactorLine(factor.kind, factor.multiplier, texts[factor.kind])


def _value_text(cast: _Cast) -> str:
    score = cast.score
    value = score.base * score.multiplier
    formula = " × ".join(str(n) for n in (score.base, *(f.multiplier for f in score.factors)))
    if score.factors:
        formula = f"{formula} = {format_number(value)}"
    values = {"formula": formula, "units": units_text(value), "total": units_text(3 * value)}
    if len(score.sides.old) == 1 and cast.is_you(cast.declarer):
        return _(
            "Value {formula}: each of the three settles {units} with you, so you win or lose {total}."
        ).format(**values)
    if len(score.sides.old) == 1:
        return _(
            "Value {formula}: each of the three settles {units} with {declarer}, "
            "who so wins or loses {total}."
        ).format(declarer=cast.names[cast.declarer], **values)
    return _("Value {formula}: each player wins or loses {units}.").format(**values)


def _player_result(cast: _Cast, seat: int, stake: Decimal, currency: str) -> PlayerResult:
    score = cast.score
    units = score.units[seat]
    money = units * stake
    side = score.sides.side_of(seat)
    return PlayerResult(
        seat, cast.names[seat], side, cast.side_label(side), units, money, format_money(money, currency)
    )
