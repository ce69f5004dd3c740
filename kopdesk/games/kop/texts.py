"""The texts Kop and Baśka bring: the presets' names and descriptions, the words of the
game the window shows (contracts, doublings, sides) and the table of house rules of
the new-match dialog (`kopdesk.games.texts`). Marked here, translated where shown."""

from __future__ import annotations

from kopdesk.games.kop.rules import CALLABLE_CONTRACTS, Contract, DoublingNames
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
    Values,
)
from kopdesk.i18n import N_, NP_, Marked

CONTRACT_NAMES: dict[Contract, Marked] = {
    # Translators: the normal game, the two black queens (stare) against the other two.
    Contract.NORMAL: NP_("contract", "normal game"),
    # Translators: "cicha": the holder of both black queens plays alone without saying so.
    Contract.CICHA: NP_("contract", "silent solo"),
    # Translators: "wesele": the holder of both black queens takes a partner (the jack holder).
    Contract.WESELE: NP_("contract", "wedding"),
    # Translators: "zolo-bieda" (Baśka): thrown game of the holder of all four tens.
    Contract.ZOLO_BIEDA: NP_("contract", "four tens"),
    # Translators: "gran" (Baśka): solo with only the four jacks as trumps.
    Contract.GRAN: NP_("contract", "gran"),
    # Translators: "zolo": one player alone against three, wins with 53 card points.
    Contract.ZOLO: NP_("contract", "solo"),
    # Translators: "gran du": gran in which the declarer must take all four tricks.
    Contract.GRAN_DU: NP_("contract", "gran du"),
    # Translators: "zolo du": solo in which the declarer must take all four tricks.
    Contract.ZOLO_DU: NP_("contract", "solo du"),
    # Translators: "mester" (Baśka): thrown game of the holder of all four aces.
    Contract.MESTER: NP_("contract", "four aces"),
    # Translators: "baszka" (Baśka): thrown game of the holder of all four queens.
    Contract.BASKA: NP_("contract", "four queens"),
}

CONTRACT_MEANINGS: dict[Contract, str] = {
    Contract.NORMAL: N_("The holders of the two black queens play together against the other two."),
    Contract.CICHA: N_("One player holds both black queens and plays alone against three, without announcing it."),
    Contract.WESELE: N_(
        "The holder of both black queens announces it and plays with the holder of the highest jack he lacks "
        "(or the jack he names)."
    ),
    Contract.ZOLO_BIEDA: N_("Thrown game: the holder of all four tens shows them and wins without play."),
    Contract.GRAN: N_(
        "One player alone against three; only the four jacks are trumps; 53 card points win "
        "(at 52:52 the tie rule decides)."
    ),
    Contract.ZOLO: N_(
        "One player alone against three with the usual trumps; 53 card points win (at 52:52 the tie rule decides)."
    ),
    Contract.GRAN_DU: N_("Gran in which the declarer must take all four tricks."),
    Contract.ZOLO_DU: N_("Solo in which the declarer must take all four tricks."),
    Contract.MESTER: N_("Thrown game: the holder of all four aces shows them and wins without play."),
    Contract.BASKA: N_("Thrown game: the holder of all four queens shows them and wins; the highest call."),
}

TRADITIONAL_CONTRACTS = {
    Contract.NORMAL: "zwyczajna",
    Contract.CICHA: "cicha",
    Contract.WESELE: "wesele",
    Contract.ZOLO_BIEDA: "zollo-bieda",
    Contract.GRAN: "gran",
    Contract.ZOLO: "zolo",
    Contract.GRAN_DU: "gran du",
    Contract.ZOLO_DU: "zolo du",
    Contract.MESTER: "mester",
    Contract.BASKA: "baszka",
}
"""The Polish words of the game, shown in any language when the user prefers them."""

DOUBLING_NAMES: dict[str, Marked] = {
    # Translators: the first doubling (×2). Polish proper names: keep them where possible.
    "kontra": NP_("doubling", "kontra"),
    # Translators: the second doubling (×4) in Kop.
    "re": NP_("doubling", "re"),
    # Translators: the second doubling (×4) in Kop as played in Kościan.
    "rej": NP_("doubling", "rej"),
    # Translators: the second doubling (×4) in Baśka.
    "rekontra": NP_("doubling", "rekontra"),
    # Translators: the third doubling (×8); not the same word as the 52:52 tie "boki".
    "bok": NP_("doubling", "bok"),
    # Translators: the fourth doubling (×16) in Kop.
    "slup": NP_("doubling", "słup"),
    # Translators: the fourth doubling (×16) in Kop as played in Kościan.
    "skok": NP_("doubling", "skok"),
    # Translators: the fourth doubling (×16) in Baśka.
    "hirsz": NP_("doubling", "hirsz"),
    # Translators: the fifth doubling (×32) in Kop as played in Kościan.
    "zub": NP_("doubling", "zub"),
    # Translators: joking name of the fifth doubling (×32) in private Kop play.
    "dupa_lenina": NP_("doubling", "dupa Lenina"),
    # Translators: joking name of the sixth doubling (×64) in private Kop play.
    "dupa_bieruta": NP_("doubling", "dupa Bieruta"),
    # Translators: joking name of the seventh doubling (×128) in private Kop play.
    "wasy_stalina": NP_("doubling", "wąsy Stalina"),
}
"""The name of each doubling of the ladders (`DoublingNames.ladder`)."""

SIDE_NAMES: dict[str, Marked] = {
    # Translators: "starzy": the side of the black queens (or a lone declarer).
    "old": NP_("side", "the old"),
    # Translators: "młodzi": the side against the old.
    "young": NP_("side", "the young"),
}
TRADITIONAL_SIDES = {"old": "starzy", "young": "młodzi"}

PRESETS = {
    "kop": PresetText(
        # Translators: the preset "Kop" as played in Greater Poland (Wolsztyn club rules).
        NP_("preset", "Kop"),
        N_("Kop as played in Greater Poland, with the tournament rules of the Wolsztyn club."),
        "part-kop",
    ),
    "kop-koscian": PresetText(
        # Translators: the preset "Kop" as the Kościan club plays it.
        NP_("preset", "Kop (Kościan)"),
        N_("Kop of the Kościan club: all three tens among the trumps, five doublings."),
        "part-kop",
    ),
    "baska": PresetText(
        # Translators: the preset "Baśka", the Kashubian relative of Kop.
        NP_("preset", "Baśka"),
        N_("Baśka as played in Kashubia: gran, thrown games, bok rounds, the old lose a tie."),
        "part-baska",
    ),
}


def _ladder(names: DoublingNames) -> tuple[str | Marked, ...]:
    """The first four doubling names of a ladder, for the choice of names."""
    ladder = names.ladder
    return (*(DOUBLING_NAMES[name] for name in ladder[:4]), *(("…",) if len(ladder) > 4 else ()))


def _may_offer(contract: str, values: Values) -> bool:
    return bool(values["thrown_games"]) or not Contract(contract).is_thrown


# Translators: a section of the house rules in the new-match dialog.
_CALLS = NP_("house rules", "Cards and games")
_DOUBLINGS = NP_("house rules", "Doublings")
_PAYING = NP_("house rules", "Winning and paying")

HOUSE_RULES: tuple[HouseRule, ...] = (
    HouseRule(
        "trump_order",
        _CALLS,
        # Translators: the house rule choosing the trump order (as-dycha or as-trzy-dychy).
        NP_("house rule", "Trumps"),
        N_("As-dycha: ♥A and ♥10 head the trumps. As-trzy-dychy: ♥A, then all three tens "
           "♣10 ♠10 ♥10, so clubs and spades keep only their aces."),
        Choice((
            # Translators: trump order "as-dycha" (ace, ten); keep the Polish name.
            Option("as-dycha", NP_("trump order", "as-dycha (ace, ten)")),
            # Translators: trump order "as-trzy-dychy" (ace, three tens); keep the Polish name.
            Option("as-trzy-dychy", NP_("trump order", "as-trzy-dychy (ace, three tens)")),
        )),
    ),
    HouseRule(
        "first_bidder",
        _CALLS,
        # Translators: the house rule saying who opens the auction.
        NP_("house rule", "First to speak"),
        N_("Who opens the auction. In Baśka the player after the forehand opens and the forehand speaks last."),
        Choice((
            # Translators: "zagrywający", the player left of the dealer, who leads to the first trick.
            Option("forehand", NP_("first bidder", "the forehand")),
            # Translators: the player left of the forehand opens the auction (as in Baśka).
            Option("second", NP_("first bidder", "the player after the forehand")),
        )),
    ),
    HouseRule(
        "contracts",
        _CALLS,
        # Translators: the house rule listing the games (contracts) that may be called.
        NP_("house rule", "Games offered"),
        N_("The games a player may announce in the auction; point at one to see what it is."),
        Checks(
            tuple(
                Option(c.value, CONTRACT_NAMES[c], CONTRACT_MEANINGS[c], TRADITIONAL_CONTRACTS[c])
                for c in CALLABLE_CONTRACTS
            ),
            _may_offer,
        ),
    ),
    HouseRule(
        "thrown_games",
        _CALLS,
        # Translators: "gry rzucane": games won by showing the hand, without play.
        NP_("house rule", "Thrown games"),
        N_("The holder of four tens, four aces or four queens may call them as a game; if no higher game "
           "is called, he shows them and wins without play."),
        Switch(),
        error=N_("Thrown games are on but none is offered: tick four tens, four aces or four queens "
                 "among the games, or turn thrown games off."),
    ),
    HouseRule(
        "wesele_partner",
        _CALLS,
        # Translators: "wesele", the wedding: the holder of both black queens takes a partner.
        NP_("house rule", "Wedding partner"),
        N_("Who plays with the player who announces a wedding."),
        Choice((
            # Translators: the wedding partner is the holder of the highest jack the declarer lacks.
            Option("highest_jack", NP_("wesele partner", "the holder of the highest jack he lacks")),
            # Translators: the declarer of a wedding names a jack; its holder is his partner.
            Option("named_jack", NP_("wesele partner", "the holder of the jack he names")),
        )),
        lambda values: Contract.WESELE.value in values["contracts"],
    ),
    HouseRule(
        "gran_must_trump",
        _CALLS,
        # Translators: in gran only the four jacks are trumps.
        NP_("house rule", "Gran: play a jack even if it cannot win"),
        N_("In gran, a player who has none of the suit led and cannot beat the trick with a jack must "
           "still play a lower jack."),
        Switch(),
        lambda values: any(c.value in values["contracts"] for c in (Contract.GRAN, Contract.GRAN_DU)),
    ),
    HouseRule(
        "max_doublings",
        _DOUBLINGS,
        # Translators: the house rule saying how many doublings (kontra, re, …) are allowed.
        NP_("house rule", "Most doublings"),
        N_("How many times the stake may be doubled in one deal; each doubling is ×2."),
        Number(1, 7),
    ),
    HouseRule(
        "doubling_names",
        _DOUBLINGS,
        # Translators: the house rule naming the doublings (kontra, re, bok, …), shown under "Doublings".
        NP_("house rule", "Names"),
        N_("What the doublings are called, from the first up."),
        Choice(tuple(Option(names.value, _ladder(names)) for names in DoublingNames)),
    ),
    HouseRule(
        "cicha_may_open_double",
        _DOUBLINGS,
        # Translators: "cicha": the holder of both black queens plays alone without announcing it.
        NP_("house rule", "The silent soloist may double first"),
        N_("Whether a player holding both black queens who has not announced may make the first doubling."),
        Switch(),
    ),
    HouseRule(
        "tie_rule",
        _PAYING,
        # Translators: "boki": both sides take 52 of the 104 card points.
        NP_("house rule", "A 52:52 tie"),
        N_("Who loses when both sides take 52 card points. With no doubling standing, the old lose."),
        Choice((
            # Translators: at 52:52 the side of the last doubling standing loses.
            Option("last_doubler_loses", NP_("tie rule", "the side that doubled last loses")),
            # Translators: "starzy": the side of the black queens.
            Option("old_lose", NP_("tie rule", "the old lose")),
        )),
    ),
    HouseRule(
        "bok_round",
        _PAYING,
        # Translators: "bok-runda": four deals at double stakes after a 52:52 tie.
        NP_("house rule", "Bok round after a tie"),
        N_("After a 52:52 tie the next four deals count double."),
        Switch(),
    ),
    HouseRule(
        "exit_points",
        _PAYING,
        # Translators: "wyjście": a losing side that got this many card points got out: the game's
        # base value is 1 (the old's loss may still double it).
        NP_("house rule", "Getting out"),
        N_("The card points a losing side needs for the game's base value to be 1; with fewer it "
           "is 2 (bez wyjścia), with no trick 3 (bez bitki)."),
        Numbers(tuple(Option(side, SIDE_NAMES[side], native=TRADITIONAL_SIDES[side]) for side in SIDE_NAMES), 1, 52),
    ),
    HouseRule(
        "old_loss_doubles",
        _PAYING,
        # Translators: "starzy": the side of the black queens; the house rule doubling their loss.
        NP_("house rule", "The old pay double when they lose"),
        N_("When the old side, or a lone player, loses, every payment is doubled."),
        Switch(),
    ),
)
"""Every house rule but `match_length`, in the order shown."""

TEXTS = GameTexts(
    # Translators: the family of Kop and Baśka, a group of presets in the new-match dialog.
    NP_("game family", "Kop and Baśka"),
    PRESETS,
    HOUSE_RULES,
    "rule-{rule}",
)
