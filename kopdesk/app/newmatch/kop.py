"""What the new-match dialog knows of Kop and Baśka: the names and descriptions
of the presets and the table of house rules, `HOUSE_RULES`. Each entry names the
rule, its section, its title and explanation (translated each time they are
shown) and the kind of value it takes, as spelled in deal files. No widget here:
the dialog makes them from the table.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from kopdesk.app.newmatch.house_rule import (
    Checks,
    Choice,
    HouseRule,
    Number,
    Numbers,
    Switch,
    Values,
)
from kopdesk.app.terms import contract_help, contract_name, doubling_name, side_name
from kopdesk.games.kop import Contract
from kopdesk.games.kop.rules import CALLABLE_CONTRACTS, DoublingNames
from kopdesk.i18n import _, pgettext


def preset_name(preset: str) -> str:
    return {
        # Translators: the preset "Kop" as played in Greater Poland (Wolsztyn club rules).
        "kop": pgettext("preset", "Kop"),
        # Translators: the preset "Kop" as the Kościan club plays it.
        "kop-koscian": pgettext("preset", "Kop (Kościan)"),
        # Translators: the preset "Baśka", the Kashubian relative of Kop.
        "baska": pgettext("preset", "Baśka"),
    }[preset]


def preset_description(preset: str) -> str:
    return {
        "kop": _("Kop as played in Greater Poland, with the tournament rules of the Wolsztyn club."),
        "kop-koscian": _("Kop of the Kościan club: all three tens among the trumps, five doublings."),
        "baska": _("Baśka as played in Kashubia: gran, thrown games, bok rounds, the old lose a tie."),
    }[preset]


# -- the table of house rules -----------------------------------------------------------------


def _ladder(names: DoublingNames) -> str:
    """The first four doubling names of a ladder, for the choice of names."""
    ladder = names.ladder
    shown = ", ".join(doubling_name(name, level) for level, name in enumerate(ladder[:4], 1))
    return shown + (", …" if len(ladder) > 4 else "")


def _offers(*contracts: Contract) -> Callable[[Values], bool]:
    return lambda values: any(c.value in values["contracts"] for c in contracts)


def _calls() -> str:
    # Translators: a section of the house rules in the new-match dialog.
    return pgettext("house rules", "Cards and games")


def _doublings() -> str:
    return pgettext("house rules", "Doublings")


def _paying() -> str:
    return pgettext("house rules", "Winning and paying")


HOUSE_RULES: tuple[HouseRule, ...] = (
    HouseRule(
        "trump_order",
        _calls,
        # Translators: the house rule choosing the trump order (as-dycha or as-trzy-dychy).
        lambda: pgettext("house rule", "Trumps"),
        lambda: _("As-dycha: ♥A and ♥10 head the trumps. As-trzy-dychy: ♥A, then all three tens "
                  "♣10 ♠10 ♥10, so clubs and spades keep only their aces."),
        Choice((
            # Translators: trump order "as-dycha" (ace, ten); keep the Polish name.
            ("as-dycha", lambda: pgettext("trump order", "as-dycha (ace, ten)")),
            # Translators: trump order "as-trzy-dychy" (ace, three tens); keep the Polish name.
            ("as-trzy-dychy", lambda: pgettext("trump order", "as-trzy-dychy (ace, three tens)")),
        )),
    ),
    HouseRule(
        "first_bidder",
        _calls,
        # Translators: the house rule saying who opens the auction.
        lambda: pgettext("house rule", "First to speak"),
        lambda: _("Who opens the auction. In Baśka the player after the forehand opens "
                  "and the forehand speaks last."),
        Choice((
            # Translators: "zagrywający", the player left of the dealer, who leads to the first trick.
            ("forehand", lambda: pgettext("first bidder", "the forehand")),
            # Translators: the player left of the forehand opens the auction (as in Baśka).
            ("second", lambda: pgettext("first bidder", "the player after the forehand")),
        )),
    ),
    HouseRule(
        "contracts",
        _calls,
        # Translators: the house rule listing the games (contracts) that may be called.
        lambda: pgettext("house rule", "Games offered"),
        lambda: _("The games a player may announce in the auction; point at one to see what it is."),
        Checks(
            CALLABLE_CONTRACTS,
            spell=lambda contract: contract.value,
            label=contract_name,
            tip=contract_help,
            applies=lambda contract, values: values["thrown_games"] or not contract.is_thrown,
        ),
    ),
    HouseRule(
        "thrown_games",
        _calls,
        # Translators: "gry rzucane": games won by showing the hand, without play.
        lambda: pgettext("house rule", "Thrown games"),
        lambda: _("The holder of four tens, four aces or four queens may call them as a game; if no higher game "
                  "is called, he shows them and wins without play."),
        Switch(),
        error=lambda: _("Thrown games are on but none is offered: tick four tens, four aces or four queens "
                        "among the games, or turn thrown games off."),
    ),
    HouseRule(
        "wesele_partner",
        _calls,
        # Translators: "wesele", the wedding: the holder of both black queens takes a partner.
        lambda: pgettext("house rule", "Wedding partner"),
        lambda: _("Who plays with the player who announces a wedding."),
        Choice((
            # Translators: the wedding partner is the holder of the highest jack the declarer lacks.
            ("highest_jack", lambda: pgettext("wesele partner", "the holder of the highest jack he lacks")),
            # Translators: the declarer of a wedding names a jack; its holder is his partner.
            ("named_jack", lambda: pgettext("wesele partner", "the holder of the jack he names")),
        )),
        _offers(Contract.WESELE),
    ),
    HouseRule(
        "gran_must_trump",
        _calls,
        # Translators: in gran only the four jacks are trumps.
        lambda: pgettext("house rule", "Gran: play a jack even if it cannot win"),
        lambda: _("In gran, a player who has none of the suit led and cannot beat the trick with a jack must "
                  "still play a lower jack."),
        Switch(),
        _offers(Contract.GRAN, Contract.GRAN_DU),
    ),
    HouseRule(
        "max_doublings",
        _doublings,
        # Translators: the house rule saying how many doublings (kontra, re, …) are allowed.
        lambda: pgettext("house rule", "Most doublings"),
        lambda: _("How many times the stake may be doubled in one deal; each doubling is ×2."),
        Number(1, 7),
    ),
    HouseRule(
        "doubling_names",
        _doublings,
        # Translators: the house rule naming the doublings (kontra, re, bok, …), shown under "Doublings".
        lambda: pgettext("house rule", "Names"),
        lambda: _("What the doublings are called, from the first up."),
        Choice(tuple((names.value, partial(_ladder, names)) for names in DoublingNames)),
    ),
    HouseRule(
        "cicha_may_open_double",
        _doublings,
        # Translators: "cicha": the holder of both black queens plays alone without announcing it.
        lambda: pgettext("house rule", "The silent soloist may double first"),
        lambda: _("Whether a player holding both black queens who has not announced may make the first doubling."),
        Switch(),
    ),
    HouseRule(
        "tie_rule",
        _paying,
        # Translators: "boki": both sides take 52 of the 104 card points.
        lambda: pgettext("house rule", "A 52:52 tie"),
        lambda: _("Who loses when both sides take 52 card points. With no doubling standing, the old lose."),
        Choice((
            # Translators: at 52:52 the side of the last doubling standing loses.
            ("last_doubler_loses", lambda: pgettext("tie rule", "the side that doubled last loses")),
            # Translators: "starzy": the side of the black queens.
            ("old_lose", lambda: pgettext("tie rule", "the old lose")),
        )),
    ),
    HouseRule(
        "bok_round",
        _paying,
        # Translators: "bok-runda": four deals at double stakes after a 52:52 tie.
        lambda: pgettext("house rule", "Bok round after a tie"),
        lambda: _("After a 52:52 tie the next four deals count double."),
        Switch(),
    ),
    HouseRule(
        "exit_points",
        _paying,
        # Translators: "wyjście": a losing side that got this many card points got out: the game's
        # base value is 1 (the old's loss may still double it).
        lambda: pgettext("house rule", "Getting out"),
        lambda: _("The card points a losing side needs for the game's base value to be 1; with fewer it "
                  "is 2 (bez wyjścia), with no trick 3 (bez bitki)."),
        Numbers(
            # The thresholds of the old and of the young.
            (("old", partial(side_name, True)), ("young", partial(side_name, False))),
            1,
            52,
        ),
    ),
    HouseRule(
        "old_loss_doubles",
        _paying,
        # Translators: "starzy": the side of the black queens; the house rule doubling their loss.
        lambda: pgettext("house rule", "The old pay double when they lose"),
        lambda: _("When the old side, or a lone player, loses, every payment is doubled."),
        Switch(),
    ),
)
"""Every house rule but `match_length`, which has its own group, in the order shown."""
