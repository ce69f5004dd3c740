"""The texts Scopa and Scopone bring: the presets' names and descriptions and the table
of house rules of the new-match dialog (the Scopa rules: house rules; `kopdesk.games.texts`).
Marked here, translated where shown."""

from __future__ import annotations

from kopdesk.games.texts import Choice, GameTexts, HouseRule, Number, Option, PresetText, Switch, Values, Worded
from kopdesk.i18n import N_, NP_

PRESETS = {
    "scopa": PresetText(
        # Translators: the preset "Scopa" for two players (an Italian game; keep the name).
        NP_("preset", "Scopa"),
        N_("Two players: three cards each, four on the table, the rest a stock."),
        "part-scopa",
    ),
    "scopa-3": PresetText(
        # Translators: the preset Scopa for three players.
        NP_("preset", "Scopa for three"),
        N_("Three players, each for himself."),
        "part-scopa",
    ),
    "scopa-4": PresetText(
        # Translators: the preset Scopa for four players.
        NP_("preset", "Scopa for four"),
        N_("Four players in two teams, partners sitting opposite."),
        "part-scopa",
    ),
    "scopone": PresetText(
        # Translators: the preset "Scopone", Scopa for four with every card dealt (keep the name).
        NP_("preset", "Scopone"),
        N_("Four players in two teams: nine cards each, four on the table, no stock."),
        "scopa-scopone",
    ),
    "scopone-scientifico": PresetText(
        # Translators: the preset "Scopone scientifico" (Polish "scopone naukowe").
        NP_("preset", "Scopone scientifico"),
        N_("Four players in two teams: ten cards each and an empty table."),
        "scopa-scopone",
    ),
}

# Translators: a section of Scopa's house rules in the new-match dialog.
_MATCH = NP_("house rules", "The match")
# Translators: a section of Scopa's house rules: which cards a played card takes.
_CAPTURING = NP_("house rules", "Capturing")
# Translators: a section of Scopa's house rules: the points of a deal.
_SCORING = NP_("house rules", "Scoring")
# Translators: a section of Scopa's house rules: dealing and seats.
_DEALING = NP_("house rules", "Dealing and seats")


def _by_points(values: Values) -> bool:
    return values.get("primiera_rule") == "points"


HOUSE_RULES: tuple[HouseRule, ...] = (
    HouseRule(
        "target",
        _MATCH,
        # Translators: Scopa's house rule: the points a side needs to win the match.
        NP_("house rule", "Points to win"),
        N_("The match ends when a side reaches this many points; 11 or 21 are usual."),
        Number(1, 100),
    ),
    HouseRule(
        "match_tie",
        _MATCH,
        # Translators: Scopa's house rule: more than one side reaches the target in the same deal.
        NP_("house rule", "Several sides reach the target"),
        N_("Who wins when more than one side reaches the target in the same deal."),
        Choice((
            # Translators: the deal's points are counted one by one in a fixed order; the first to
            # reach the target wins.
            Option("count_out", NP_("match tie", "counting out, point by point")),
            # Translators: the side with the higher total wins; if equal, another deal is played.
            Option("higher_total", NP_("match tie", "the higher total; if equal, play on")),
        )),
    ),
    HouseRule(
        "capture_rule",
        _CAPTURING,
        # Translators: Scopa's house rule: which table cards a played card may take.
        NP_("house rule", "What a card takes"),
        N_("A card takes a table card of its own value, or cards whose values add up to it."),
        Choice((
            # Translators: a card of equal value must be taken if there is one; else a sum.
            Option("equal_first", NP_("capture rule", "an equal card first, else a sum")),
            # Translators: only the captures with the fewest cards are allowed.
            Option("fewest_cards", NP_("capture rule", "always the fewest cards")),
            # Translators: any set of cards adding up to the card's value may be taken.
            Option("free", NP_("capture rule", "any cards adding up to its value")),
        )),
    ),
    HouseRule(
        "assi",
        _CAPTURING,
        Worded(
            # Translators: "scopa d'assi": an ace takes every card on the table (keep the Italian name).
            NP_("house rule", "Ace sweeps (scopa d'assi)"),
            # Translators: the same house rule with the traditional terms off: no Italian name.
            NP_("house rule", "Ace sweeps"),
        ),
        N_("An ace played onto a table without aces takes every card on it; onto a table with an ace, "
           "it takes that ace."),
        Choice((
            # Translators: ace sweeps are not played.
            Option("off", NP_("assi", "no")),
            Option(
                "scopa",
                Worded(
                    # Translators: an ace sweep counts as a scopa (a sweep, one point).
                    NP_("assi", "yes, and a sweep counts as a scopa"),
                    # Translators: the same with the traditional terms off: "sweep" as the Scopa summary
                    # names the point (Polish "miotła", German "Besen").
                    NP_("assi", "yes, and it counts as a sweep"),
                ),
            ),
            Option(
                "no_scopa",
                Worded(
                    # Translators: an ace sweep never counts as a scopa.
                    NP_("assi", "yes, but a sweep is no scopa"),
                    # Translators: the same with the traditional terms off (Polish "miotła", German "Besen").
                    NP_("assi", "yes, but it does not count as a sweep"),
                ),
            ),
        )),
    ),
    HouseRule(
        "quindici",
        _CAPTURING,
        Worded(
            # Translators: "scopa a quindici" (Polish "scopa do piętnastu"): captures make fifteen.
            NP_("house rule", "Fifteens (scopa a quindici)"),
            # Translators: the same house rule with the traditional terms off: no Italian name.
            NP_("house rule", "Fifteens"),
        ),
        N_("A card takes the cards that add up to fifteen with it, instead of cards of its own value."),
        Switch(),
    ),
    HouseRule(
        "last_card_scopa",
        _SCORING,
        Worded(
            # Translators: Scopa's house rule: a sweep with the deal's last card counts as a scopa.
            NP_("house rule", "The last card may make a scopa"),
            # Translators: the same with the traditional terms off (Polish "miotła", German "Besen").
            NP_("house rule", "The last card may make a sweep"),
        ),
        Worded(
            N_("A capture with the last card of the deal that empties the table counts as a scopa."),
            N_("A capture with the last card of the deal that empties the table counts as a sweep."),
        ),
        Switch(),
    ),
    HouseRule(
        "denari_needs_six",
        _SCORING,
        Worded(
            # Translators: "denari": the coins (diamonds); the point for most of them needs six.
            NP_("house rule", "The denari point needs six denari"),
            # Translators: the same with the traditional terms off: the coins as the Scopa summary names
            # them (Polish and German keep "denari").
            NP_("house rule", "The coins point needs six coins"),
        ),
        Worded(
            N_("The point for most denari (♦) also needs at least six of them; it matters with three or four sides."),
            N_("The point for most coins (♦) also needs at least six of them; it matters with three or four sides."),
        ),
        Switch(),
    ),
    HouseRule(
        "primiera_rule",
        _SCORING,
        Worded(
            # Translators: "primiera": the point for the best four cards, one of each suit (keep the name).
            NP_("house rule", "Primiera"),
            # Translators: the same with the traditional terms off: the point as the Scopa summary names
            # it (Polish and German keep "primiera").
            NP_("house rule", "Prime"),
        ),
        Worded(N_("How the primiera point is won."), N_("How the prime point is won.")),
        Choice((
            # Translators: the primiera by the values of the best card of each suit (7 = 21, 6 = 18, …).
            Option("points", NP_("primiera rule", "the best card of each suit")),
            # Translators: the quick variant: most sevens, then sixes, aces, …
            Option("count_sevens", NP_("primiera rule", "most sevens, then sixes, aces, …")),
        )),
    ),
    HouseRule(
        "primiera_missing_suit",
        _SCORING,
        # Translators: Scopa's house rule: a side that took no card of some suit.
        NP_("house rule", "A side missing a suit"),
        Worded(
            N_("Whether a side without a card of every suit may still win the primiera."),
            N_("Whether a side without a card of every suit may still win the prime."),
        ),
        Choice((
            # Translators: such a side loses to any side with all four suits, else its sum counts.
            Option("compare_sums", NP_("missing suit", "ranks behind those with four suits")),
            Option(
                "no_point",
                Worded(
                    # Translators: such a side cannot win the primiera point.
                    NP_("missing suit", "cannot win the primiera"),
                    # Translators: the same with the traditional terms off (Polish and German keep "primiera").
                    NP_("missing suit", "cannot win the prime"),
                ),
            ),
        )),
        _by_points,
    ),
    HouseRule(
        "re_bello",
        _SCORING,
        Worded(
            # Translators: "re bello": the king of coins (K♦); keep the Italian name.
            NP_("house rule", "Re bello scores a point"),
            # Translators: the same with the traditional terms off: the king of coins as the Scopa summary
            # names it (Polish "król denari", German "Denari-König").
            NP_("house rule", "The king of coins scores a point"),
        ),
        Worded(
            N_("The side that took the king of denari (K♦) scores a point, as for the settebello (7♦)."),
            # Translators: the seven of coins as the Scopa summary names it (Polish "siódemka denari",
            # German "Denari-Sieben").
            N_("The side that took the king of coins (K♦) scores a point, as for the seven of coins (7♦)."),
        ),
        Switch(),
    ),
    HouseRule(
        "kings_redeal",
        _DEALING,
        # Translators: Scopa's house rule: three or four kings among the first table cards.
        NP_("house rule", "Deal again with three kings on the table"),
        N_("If the first cards on the table hold three or four kings, the same dealer deals again."),
        Switch(),
    ),
    HouseRule(
        "deal_one_card",
        _DEALING,
        # Translators: Scopa's quick variant: a player with an empty hand draws one card.
        NP_("house rule", "Quick play: one card at a time"),
        N_("A player whose hand is empty draws one card from the stock and may play it at once if it takes."),
        Switch(),
        error=N_("Scopone has no stock: one card at a time can be played only in Scopa."),
    ),
    HouseRule(
        "four_player_mode",
        _DEALING,
        # Translators: Scopa's house rule: how four players play.
        NP_("house rule", "Four players"),
        N_("In teams with partners opposite, each for himself, or each for himself with the dealer sitting out."),
        Choice((
            # Translators: four players in two teams.
            Option("teams", NP_("four players", "two teams")),
            # Translators: four players, each for himself.
            Option("individual", NP_("four players", "each for himself")),
            # Translators: each for himself; the dealer deals but does not play.
            Option("dealer_out", NP_("four players", "the dealer sits out")),
        )),
        error=N_("Scopone is played in two teams only."),
    ),
    HouseRule(
        "direction",
        _DEALING,
        # Translators: Scopa's house rule: where the next player sits on the screen.
        NP_("house rule", "Direction of play"),
        N_("Where the next player sits on the screen; the game is the same."),
        Choice((
            # Translators: play passes to the right, as in Italy.
            Option("counterclockwise", NP_("direction", "counterclockwise, as in Italy")),
            Option("clockwise", NP_("direction", "clockwise")),
        )),
    ),
)
"""Every house rule of the Scopa rules (house rules), in the order shown; a preset shows those it has."""

TEXTS = GameTexts(
    # Translators: the family of Scopa and Scopone, a group of presets in the new-match dialog.
    NP_("game family", "Scopa and Scopone"),
    PRESETS,
    HOUSE_RULES,
    "scopa-rule-{rule}",
)
