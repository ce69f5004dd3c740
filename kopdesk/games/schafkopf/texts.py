"""The texts the Schafkopf games bring: the presets' names and descriptions, the names of
the Bavarian contracts and the table of house rules of the new-match dialog
(the Schafkopf rules: house rules; `kopdesk.games.texts`). Marked here, translated where shown."""

from __future__ import annotations

from typing import NamedTuple

from kopdesk.games.catalog.schafkopf import ZWEIER
from kopdesk.games.schafkopf.rules import Contract
from kopdesk.games.texts import (
    Checks,
    Choice,
    GameTexts,
    HouseRule,
    Number,
    Numbers,
    Option,
    PresetText,
    Switch,
    Worded,
    Wording,
)
from kopdesk.i18n import N_, NP_, Marked

PRESETS = {
    "schafkopf": PresetText(
        # Translators: the preset Bavarian Schafkopf (German "Schafkopf"; keep the name).
        NP_("preset", "Schafkopf"),
        N_("Bavarian Schafkopf with the German deck: call an ace for a partner, or play a Wenz or a solo."),
        "sk-bavarian",
    ),
    "wendisch": PresetText(
        # Translators: the preset Wendish Schafkopf (German "Wendischer Schafkopf"), the ancestor of Kop.
        NP_("preset", "Wendish Schafkopf"),
        N_("The holders of the two black queens play together; Kop descends from it."),
        "sk-wendish",
    ),
    "zweier": PresetText(
        # Translators: the preset two-handed Schafkopf (German "Zweier-Schafkopf").
        NP_("preset", "Two-handed Schafkopf"),
        N_("Two players, each with cards face down and face up on the table."),
        "sk-zweier",
    ),
    "deutsch": PresetText(
        # Translators: the preset German Schafkopf (German "Deutscher Schafkopf").
        NP_("preset", "German Schafkopf"),
        N_("Fixed partners sitting opposite; who holds the most trumps of a suit chooses it."),
        "sk-german",
    ),
}


class ContractName(NamedTuple):
    """A game's name: `original`, as a Bavarian table says it (None where the game has no
    German name of its own), shown in every language with the traditional terms; else
    `translated` into the user's language."""

    translated: Marked
    original: str | None = None


CONTRACT_NAMES: dict[Contract, ContractName] = {
    # Translators: nobody played: all passed and the deal was thrown in.
    Contract.NONE: ContractName(NP_("schafkopf contract", "thrown in")),
    # Translators: the Sauspiel (Rufspiel): two against two, the declarer calls an ace he lacks; its
    # holder is his hidden partner. Polish "gra z wywołanym asem", German "Sauspiel".
    Contract.SAUSPIEL: ContractName(NP_("schafkopf contract", "call-ace game"), "Sauspiel"),
    # Translators: the Farbwenz: a Wenz with a trump suit added; Polish "wenc kolorowy", German "Farbwenz".
    Contract.FARBWENZ: ContractName(NP_("schafkopf contract", "suit Wenz"), "Farbwenz"),
    # Translators: the Wenz: alone, only the four Unter are trumps; English keeps "Wenz" as a
    # name, Polish "wenc", German "Wenz".
    Contract.WENZ: ContractName(NP_("schafkopf contract", "Wenz"), "Wenz"),
    # Translators: "Solo": alone against three with a trump suit he chooses; Polish "solo".
    Contract.SOLO: ContractName(NP_("schafkopf contract", "Solo"), "Solo"),
    # Translators: a Tout: the declarer must take every trick ("tout", as Skat players say);
    # Polish "wenc kolorowy tout", German "Farbwenz-Tout".
    Contract.FARBWENZ_TOUT: ContractName(NP_("schafkopf contract", "suit Wenz tout"), "Farbwenz-Tout"),
    # Translators: Polish "wenc tout", German "Wenz-Tout".
    Contract.WENZ_TOUT: ContractName(NP_("schafkopf contract", "Wenz tout"), "Wenz-Tout"),
    # Translators: Polish "solo tout", German "Solo-Tout".
    Contract.SOLO_TOUT: ContractName(NP_("schafkopf contract", "Solo tout"), "Solo-Tout"),
    # Translators: "Sie" ("her"): the holder of all four Ober and all four Unter wins without
    # play; a name kept in every language.
    Contract.SIE: ContractName(NP_("schafkopf contract", "Sie"), "Sie"),
    # Translators: "Ramsch": all passed, everyone for himself, the most card points lose; Polish
    # "ramsz", English keeps "Ramsch".
    Contract.RAMSCH: ContractName(NP_("schafkopf contract", "Ramsch"), "Ramsch"),
    # Translators: Wendish: the holders of the two old queens (die Alten) play together.
    Contract.NORMAL: ContractName(NP_("schafkopf contract", "normal game")),
    # Translators: Wendish: the holder of both old queens plays with the holder of a card he named.
    Contract.PARTNER: ContractName(NP_("schafkopf contract", "called partner")),
    # Translators: Wendish: the winner of the first trick won by another is the partner.
    Contract.FIRST_TRICK: ContractName(NP_("schafkopf contract", "first-trick partner")),
    # Translators: two-handed Schafkopf, each for himself; Polish "gra we dwóch", German "Zweier".
    Contract.ZWEIER: ContractName(NP_("schafkopf contract", "two-handed game"), "Zweier"),
    # Translators: German Schafkopf: the player who announced most trumps chooses trump.
    Contract.TRUMPS: ContractName(NP_("schafkopf contract", "trump game")),
    # Translators: "Zwangsspiel": nobody announced, the holder of the jack of clubs must name trump;
    # Polish "gra przymusowa", German "Zwangsspiel".
    Contract.ZWANGSSPIEL: ContractName(NP_("schafkopf contract", "forced game"), "Zwangsspiel"),
}
"""Every game's name, the one home of Schafkopf's German originals (the table's words and the
new-match dialog read it)."""

_CONTRACT_HELP: dict[Contract, Wording] = {
    Contract.SAUSPIEL: Worded(
        N_("Two against two: the declarer calls an ace he lacks; its holder is his partner."),
        # Translators: "plain terms": the sentence as said with the traditional terms off, the game's
        # words translated (Polish "as", "wenc", "ramsz", "krawiec" instead of Sau, Wenz, Ramsch, Schneider).
        NP_("plain terms", "Two against two: the declarer calls an ace he lacks; its holder is his partner."),
    ),
    Contract.FARBWENZ: Worded(
        N_("One against three; the Unter and a suit of the declarer's choice are trumps."),
        N_("One against three; the unders and a suit of the declarer's choice are trumps."),
    ),
    Contract.WENZ: Worded(
        N_("One against three; only the four Unter are trumps."),
        N_("One against three; only the four unders are trumps."),
    ),
    Contract.SOLO: Worded(
        N_("One against three; the Ober, the Unter and a suit of the declarer's choice are trumps."),
        N_("One against three; the overs, the unders and a suit of the declarer's choice are trumps."),
    ),
    Contract.FARBWENZ_TOUT: Worded(
        N_("A Farbwenz in which the declarer must take every trick."),
        N_("A suit Wenz in which the declarer must take every trick."),
    ),
    Contract.WENZ_TOUT: Worded(
        N_("A Wenz in which the declarer must take every trick."),
        NP_("plain terms", "A Wenz in which the declarer must take every trick."),
    ),
    Contract.SOLO_TOUT: N_("A Solo in which the declarer must take every trick."),
    Contract.SIE: Worded(
        N_("The holder of all four Ober and all four Unter shows them and wins without play."),
        N_("The holder of all four overs and all four unders shows them and wins without play."),
    ),
}


def _offered(contract: Contract, meaning: Wording) -> Option:
    """A game among the games offered, by its name in the user's words or, with the
    traditional terms, the Bavarians'."""
    name = CONTRACT_NAMES[contract]
    return Option(contract.value, name.translated, meaning, name.original)


# Translators: a section of Schafkopf's house rules in the new-match dialog: the bidding.
_CALLS = NP_("house rules", "Calls")
# Translators: a section of Schafkopf's house rules: playing the cards.
_PLAY = NP_("house rules", "Play")
_PAYING = NP_("house rules", "Winning and paying")

HOUSE_RULES: tuple[HouseRule, ...] = (
    HouseRule(
        "contracts",
        _CALLS,
        NP_("house rule", "Games offered"),
        N_("The games a player may announce in the bidding; point at one to see what it is."),
        Checks(tuple(_offered(contract, meaning) for contract, meaning in _CONTRACT_HELP.items())),
    ),
    HouseRule(
        "contract_order",
        _CALLS,
        # Translators: Schafkopf's house rule: which call outbids which.
        NP_("house rule", "Outbidding"),
        N_("Which call beats which in the bidding."),
        Choice(
            (
                # Translators: each game beats every game before it in the list of games.
                Option("seed", NP_("contract order", "each game beats those listed before it")),
                # Translators: the Bavarian club rules: tiers; within a tier the earlier seat wins.
                Option("official", NP_("contract order", "club rules: tiers, the earlier seat keeps a tie")),
            )
        ),
    ),
    HouseRule(
        "all_pass",
        _CALLS,
        # Translators: Schafkopf's house rule: what happens when all four pass.
        NP_("house rule", "When everyone passes"),
        Worded(
            N_("The deal is thrown in, or a Ramsch is played: each for himself, the most card points lose."),
            NP_(
                "plain terms",
                "The deal is thrown in, or a Ramsch is played: each for himself, the most card points lose.",
            ),
        ),
        Choice(
            (
                # Translators: nobody plays, nobody scores; the next dealer deals.
                Option("throw_in", NP_("all pass", "throw the deal in")),
                # Translators: "Ramsch": everyone plays for himself and the most card points lose.
                Option("ramsch", Worded(NP_("all pass", "play a Ramsch"), NP_("plain terms", "play a Ramsch"))),
            )
        ),
    ),
    HouseRule(
        "max_doublings",
        _CALLS,
        NP_("house rule", "Most doublings"),
        Worded(
            N_("How many times a game may be doubled before the first card (Schuss, then Retour); 0: never."),
            N_("How many times a game may be doubled before the first card (double, then redouble); 0: never."),
        ),
        Number(0, 4),
    ),
    HouseRule(
        "wendisch_call",
        _CALLS,
        # Translators: Wendish Schafkopf's house rule: the card the holder of both black queens calls.
        NP_("house rule", "The holder of both black queens calls"),
        N_("The card whose holder becomes the partner of a player holding both black queens."),
        Choice(
            (
                # Translators: he calls an ace he does not hold.
                Option("ace", NP_("wendisch call", "an ace")),
                # Translators: he calls any card he does not hold.
                Option("any_card", NP_("wendisch call", "any card")),
            )
        ),
    ),
    HouseRule(
        "first_trick_partner",
        _CALLS,
        # Translators: Wendish Schafkopf's house rule: "the first trick is my partner".
        NP_("house rule", "Partner by the first trick"),
        N_("When the holder of both black queens takes the winner of a trick as his partner."),
        Choice(
            (
                # Translators: the first trick won by another player decides the partner.
                Option("first_foreign", NP_("first trick partner", "the first trick another player wins")),
                # Translators: only the first trick counts; if he wins it himself, he plays alone.
                Option("first_trick", NP_("first trick partner", "the first trick only")),
            )
        ),
    ),
    HouseRule(
        "deutsch_min_trumps",
        _CALLS,
        # Translators: German Schafkopf's house rule: the trumps needed to announce a suit.
        NP_("house rule", "Trumps needed to announce"),
        N_("How many trumps (the jacks and the suit's cards) a player needs to name a trump suit."),
        Number(1, 11),
    ),
    HouseRule(
        "called_ace_discard",
        _PLAY,
        Worded(
            # Translators: Schafkopf's house rule: the holder of the called ace may throw it on another suit.
            NP_("house rule", "The called Sau may be discarded"),
            # Translators: the same, with the traditional terms off.
            NP_("house rule", "The called ace may be discarded"),
        ),
        Worded(
            N_("The partner may play the called Sau when another suit is led."),
            N_("The partner may play the called ace when another suit is led."),
        ),
        Switch(),
    ),
    HouseRule(
        "ten_rank",
        _PLAY,
        # Translators: German Schafkopf's house rule: where the ten ranks.
        NP_("house rule", "The ten"),
        N_("Where the ten ranks in its suit."),
        Choice(
            (
                # Translators: the order A K Q 10 9 8 7.
                Option("low", NP_("ten rank", "below the queen")),
                # Translators: the order A 10 K Q 9 8 7, as in Skat.
                Option("high", NP_("ten rank", "below the ace, as in Skat")),
            )
        ),
    ),
    HouseRule(
        "laufende",
        _PAYING,
        Worded(
            # Translators: "Laufende": an unbroken run of top trumps held by one side.
            NP_("house rule", "Laufende count"),
            # Translators: the same, with the traditional terms off (Polish "matadory").
            NP_("house rule", "Runners count"),
        ),
        N_("A run of top trumps dealt to one side adds one low value per trump."),
        Switch(),
    ),
    HouseRule(
        "laufende_min",
        _PAYING,
        Worded(
            # Translators: the shortest run of top trumps that counts as Laufende.
            NP_("house rule", "Laufende from"),
            # Translators: the same, with the traditional terms off (Polish "matadory").
            NP_("house rule", "Runners from"),
        ),
        Worded(
            N_("The shortest run that counts: with the Ober on top, and in a Wenz."),
            N_("The shortest run that counts: with the overs on top, and in a Wenz."),
        ),
        Numbers(
            (
                # Translators: games whose top trumps are the Ober.
                Option("ober_unter", Worded(NP_("laufende", "Ober on top"), NP_("laufende", "overs on top"))),
                # Translators: games whose top trumps are the Unter (Wenz).
                Option("unter", Worded(NP_("laufende", "Wenz"), CONTRACT_NAMES[Contract.WENZ].translated)),
            ),
            1,
            14,
        ),
        lambda values: bool(values.get("laufende")),
    ),
    HouseRule(
        "ramsch_durchmarsch",
        _PAYING,
        Worded(
            # Translators: "Durchmarsch": one player takes every trick of a Ramsch.
            NP_("house rule", "Ramsch: Durchmarsch wins"),
            # Translators: the same, with the traditional terms off (Polish "ramsz").
            NP_("house rule", "Ramsch: taking every trick wins"),
        ),
        Worded(
            N_("A player who takes every trick of a Ramsch wins the high value from each other player."),
            NP_(
                "plain terms",
                "A player who takes every trick of a Ramsch wins the high value from each other player.",
            ),
        ),
        Switch(),
        lambda values: values.get("all_pass") == "ramsch",
    ),
    HouseRule(
        "ramsch_jungfrau",
        _PAYING,
        Worded(
            # Translators: "Jungfrau": a player who took no trick in a Ramsch.
            NP_("house rule", "Ramsch: a player without a trick gets double"),
            NP_("plain terms", "Ramsch: a player without a trick gets double"),
        ),
        N_("A player who took no trick is paid twice the low value by each loser."),
        Switch(),
        lambda values: values.get("all_pass") == "ramsch",
    ),
    HouseRule(
        "tariff",
        _PAYING,
        # Translators: Schafkopf's tariff: the low and the high value of a game, in units.
        NP_("house rule", "Tariff"),
        N_("In units: the low value pays a game with a partner, the high value a lone player."),
        Numbers(
            (
                # Translators: the low value of the tariff.
                Option("low", NP_("tariff", "low")),
                # Translators: the high value of the tariff.
                Option("high", NP_("tariff", "high")),
            ),
            1,
            1000,
            unused={ZWEIER: ("high",)},
        ),  # two players: nobody plays alone against others
    ),
    HouseRule(
        "schneider_max",
        _PAYING,
        Worded(
            # Translators: "Schneider": a losing side with few card points.
            NP_("house rule", "Schneider with at most"),
            # Translators: the same, with the traditional terms off (Polish "krawiec").
            NP_("house rule", "Losers are schneider with at most"),
        ),
        Worded(
            N_("The card points at or below which a losing side is schneider and pays more."),
            NP_("plain terms", "The card points at or below which a losing side is schneider and pays more."),
        ),
        Numbers(
            (
                # Translators: the side that announced the game.
                Option("declarers", NP_("schneider", "declarers")),
                # Translators: the side against the declarers.
                Option("defenders", NP_("schneider", "defenders")),
            ),
            0,
            59,
            unused={ZWEIER: ("declarers",)},
        ),  # two players: the loser's limit alone
    ),
    HouseRule(
        "schwarz",
        _PAYING,
        Worded(
            # Translators: "schwarz": a losing side that took nothing.
            NP_("house rule", "Schwarz"),
            # Translators: the same, with the traditional terms off (Polish "czarny").
            NP_("house rule", "Losers are schwarz"),
        ),
        Worded(
            N_("When a losing side is schwarz and pays even more."),
            NP_("plain terms", "When a losing side is schwarz and pays even more."),
        ),
        Choice(
            (
                # Translators: the losing side took no trick.
                Option("no_trick", NP_("schwarz", "it took no trick")),
                # Translators: the losing side took no card points.
                Option("no_points", NP_("schwarz", "it took no card points")),
            )
        ),
    ),
)
"""Every house rule of the Schafkopf rules (house rules) but `match_length`, in the order shown; a
preset shows those it takes."""

TEXTS = GameTexts(
    # Translators: the family of the Schafkopf games, a group of presets in the new-match dialog.
    NP_("game family", "Schafkopf"),
    PRESETS,
    HOUSE_RULES,
    "schafkopf-rule-{rule}",
)
