"""The words of the game as the user reads them: contracts, calls, doublings,
sides, refusals. One place, so the table, the dialogs and the summary agree.

Every term goes through `pgettext` with a context naming what kind of thing it
is, and carries a translator comment saying what it means.
"""

from __future__ import annotations

from kopdesk.games.kop import (
    Call,
    CallKind,
    Card,
    Contract,
    Duty,
    Rank,
    Refusal,
    RefusalCode,
    RuleSet,
    Suit,
)
from kopdesk.i18n import _, pgettext

_traditional = False

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


def set_traditional(traditional: bool) -> None:
    """Show the traditional Polish game terms (True) or their translations."""
    global _traditional
    _traditional = traditional


def uses_traditional() -> bool:
    return _traditional


def contract_name(contract: Contract) -> str:
    if _traditional:
        return TRADITIONAL_CONTRACTS[contract]
    return translated_contract_name(contract)


def translated_contract_name(contract: Contract) -> str:
    names = {
        # Translators: the normal game, the two black queens (stare) against the other two.
        Contract.NORMAL: pgettext("contract", "normal game"),
        # Translators: "cicha": the holder of both black queens plays alone without saying so.
        Contract.CICHA: pgettext("contract", "silent solo"),
        # Translators: "wesele": the holder of both black queens takes a partner (the jack holder).
        Contract.WESELE: pgettext("contract", "wedding"),
        # Translators: "zolo-bieda" (Baśka): thrown game of the holder of all four tens.
        Contract.ZOLO_BIEDA: pgettext("contract", "four tens"),
        # Translators: "gran" (Baśka): solo with only the four jacks as trumps.
        Contract.GRAN: pgettext("contract", "gran"),
        # Translators: "zolo": one player alone against three, wins with 53 card points.
        Contract.ZOLO: pgettext("contract", "solo"),
        # Translators: "gran du": gran in which the declarer must take all four tricks.
        Contract.GRAN_DU: pgettext("contract", "gran du"),
        # Translators: "zolo du": solo in which the declarer must take all four tricks.
        Contract.ZOLO_DU: pgettext("contract", "solo du"),
        # Translators: "mester" (Baśka): thrown game of the holder of all four aces.
        Contract.MESTER: pgettext("contract", "four aces"),
        # Translators: "baszka" (Baśka): thrown game of the holder of all four queens.
        Contract.BASKA: pgettext("contract", "four queens"),
    }
    return names[contract]


def contract_help(contract: Contract) -> str:
    """What a contract is; with traditional terms, led by the name in the user's language."""
    if _traditional:
        return f"{translated_contract_name(contract)}: {_contract_meaning(contract)}"
    return _contract_meaning(contract)


def _contract_meaning(contract: Contract) -> str:
    helps = {
        Contract.NORMAL: _("The holders of the two black queens play together against the other two."),
        Contract.CICHA: _("One player holds both black queens and plays alone against three, without announcing it."),
        Contract.WESELE: _(
            "The holder of both black queens announces it and plays with the holder of the highest jack he lacks "
            "(or the jack he names)."
        ),
        Contract.ZOLO_BIEDA: _("Thrown game: the holder of all four tens shows them and wins without play."),
        Contract.GRAN: _(
            "One player alone against three; only the four jacks are trumps; 53 card points win "
            "(at 52:52 the tie rule decides)."
        ),
        Contract.ZOLO: _(
            "One player alone against three with the usual trumps; 53 card points win (at 52:52 the tie rule decides)."
        ),
        Contract.GRAN_DU: _("Gran in which the declarer must take all four tricks."),
        Contract.ZOLO_DU: _("Solo in which the declarer must take all four tricks."),
        Contract.MESTER: _("Thrown game: the holder of all four aces shows them and wins without play."),
        Contract.BASKA: _("Thrown game: the holder of all four queens shows them and wins; the highest call."),
    }
    return helps[contract]


def doubling_name(name_id: str | None, level: int) -> str:
    """The name of doubling `level` from the rules' ladder; its factor past the ladder."""
    names = {
        # Translators: the first doubling (×2). Polish proper names: keep them where possible.
        "kontra": pgettext("doubling", "kontra"),
        # Translators: the second doubling (×4) in Kop.
        "re": pgettext("doubling", "re"),
        # Translators: the second doubling (×4) in Kop as played in Kościan.
        "rej": pgettext("doubling", "rej"),
        # Translators: the second doubling (×4) in Baśka.
        "rekontra": pgettext("doubling", "rekontra"),
        # Translators: the third doubling (×8); not the same word as the 52:52 tie "boki".
        "bok": pgettext("doubling", "bok"),
        # Translators: the fourth doubling (×16) in Kop.
        "slup": pgettext("doubling", "słup"),
        # Translators: the fourth doubling (×16) in Kop as played in Kościan.
        "skok": pgettext("doubling", "skok"),
        # Translators: the fourth doubling (×16) in Baśka.
        "hirsz": pgettext("doubling", "hirsz"),
        # Translators: the fifth doubling (×32) in Kop as played in Kościan.
        "zub": pgettext("doubling", "zub"),
        # Translators: joking name of the fifth doubling (×32) in private Kop play.
        "dupa_lenina": pgettext("doubling", "dupa Lenina"),
        # Translators: joking name of the sixth doubling (×64) in private Kop play.
        "dupa_bieruta": pgettext("doubling", "dupa Bieruta"),
        # Translators: joking name of the seventh doubling (×128) in private Kop play.
        "wasy_stalina": pgettext("doubling", "wąsy Stalina"),
    }
    if name_id in names:
        return names[name_id]
    return _("double ×{factor}").format(factor=2**level)


def game_label(game: str, declarer: str | None, rules: RuleSet, level: int) -> str:
    """The game as the table shows it: its name, who called it, the doubling standing."""
    parts = [game]
    if declarer is not None:
        parts.append(declarer)
    if level:
        parts.append(doubling_name(rules.doubling_name(level), level))
    return " · ".join(parts)


def call_label(call: Call, rules: RuleSet, level: int) -> str:
    """What a call is named when made at doubling level `level` (before it)."""
    if call.kind is CallKind.PASS:
        # Translators: "pas": saying nothing in the auction.
        return "pas" if _traditional else pgettext("call", "pass")
    if call.kind is CallKind.DOUBLE:
        return doubling_name(rules.doubling_name(level + 1), level + 1)
    assert call.contract is not None
    name = contract_name(call.contract)
    if call.jack is not None:
        return _("{contract} with {jack}").format(contract=name, jack=card_name(call.jack))
    return name


def call_help(call: Call, rules: RuleSet, level: int) -> str:
    if call.kind is CallKind.PASS:
        return _("Make no call now; you may speak again when your turn comes round.")
    if call.kind is CallKind.DOUBLE:
        return _("Double the stake (×{factor} if every doubling counts).").format(factor=2 ** (level + 1))
    assert call.contract is not None
    return contract_help(call.contract)


def level_name(level: str, feminine: bool = False) -> str:
    """A computer player's level; `feminine` where it names a woman at the table."""
    if feminine:
        return {
            # Translators: bot levels, said of a woman at the table ("Ewa · club player"); in
            # English the same as the levels.
            "beginner": pgettext("level, woman", "beginner"),
            # Translators: the middle level, said of a woman.
            "club": pgettext("level, woman", "club player"),
            # Translators: the strongest level, said of a woman.
            "master": pgettext("level, woman", "master"),
        }[level]
    return {
        # Translators: bot levels, in the new-match dialog and said of a man at the table.
        "beginner": pgettext("level", "beginner"),
        # Translators: the middle level, a player of club strength.
        "club": pgettext("level", "club player"),
        # Translators: the strongest level.
        "master": pgettext("level", "master"),
    }[level]


def side_name(old: bool) -> str:
    if _traditional:
        return "starzy" if old else "młodzi"
    if old:
        # Translators: "starzy": the side of the black queens (or a lone declarer).
        return pgettext("side", "the old")
    # Translators: "młodzi": the side against the old.
    return pgettext("side", "the young")


def lone_side_name(feminine: bool) -> str:
    """The side of a player who plays alone (always the old), said of that player."""
    if _traditional:
        return "stara" if feminine else "stary"
    if feminine:
        # Translators: the side of a woman who plays alone against three, e.g. "Zosia (old,
        # alone)"; Polish "stara", German "Alleinspielerin".
        return pgettext("side, a woman alone", "old, alone")
    # Translators: the side of a man (or the user) who plays alone against three; Polish
    # "stary", German "Alleinspieler".
    return pgettext("side, a man alone", "old, alone")


def suit_name(suit: Suit) -> str:
    return {
        # Translators: a suit in running text, e.g. "you must follow clubs" (Polish "trefl").
        Suit.CLUBS: pgettext("suit", "clubs"),
        # Translators: a suit in running text (Polish "pik").
        Suit.SPADES: pgettext("suit", "spades"),
        # Translators: a suit in running text (Polish "kier").
        Suit.HEARTS: pgettext("suit", "hearts"),
        # Translators: a suit in running text (Polish "karo").
        Suit.DIAMONDS: pgettext("suit", "diamonds"),
    }[suit]


def rank_letter(rank: Rank) -> str:
    return {
        Rank.ACE: pgettext("rank letter", "A"),
        Rank.TEN: pgettext("rank letter", "10"),
        # Translators: the queen's letter (Polish D for dama, German D for Dame).
        Rank.QUEEN: pgettext("rank letter", "Q"),
        # Translators: the jack's letter (Polish W for walet, German B for Bube).
        Rank.JACK: pgettext("rank letter", "J"),
    }[rank]


def card_name(c: Card) -> str:
    """A card in running text: rank letter and suit symbol, e.g. 10♣."""
    return f"{rank_letter(c.rank)}{c.suit.symbol}"


def cards_text(cards: tuple[Card, ...]) -> str:
    return ", ".join(card_name(c) for c in cards)


def refusal_sentence(refusal: Refusal) -> str:
    """Why a card or call was refused, said to the player who tried it."""
    cards = cards_text(refusal.cards)
    beat = card_name(refusal.to_beat) if refusal.to_beat else ""
    suit = suit_name(refusal.suit) if refusal.suit is not None else ""
    sentences = {
        Duty.FOLLOW_SUIT: _("You hold {cards}: you must follow {suit}."),
        Duty.BEAT_IN_SUIT: _("You must beat {beat} with a higher {suit} card: {cards}."),
        Duty.BEAT: _("You must beat {beat}: you can with {cards}."),
        Duty.PLAY_TRUMP: _("You cannot beat {beat}, but you must still play a trump: {cards}."),
        RefusalCode.NOT_IN_HAND: _("That card is not in your hand."),
        RefusalCode.AUCTION_OPEN: _("The auction is not over yet."),
        RefusalCode.AUCTION_OVER: _("The auction is over."),
        RefusalCode.DEAL_OVER: _("The deal is over."),
        RefusalCode.OUT_OF_TURN: _("It is not your turn."),
        RefusalCode.CONTRACT_NOT_OFFERED: _("That game is not played under these rules."),
        RefusalCode.CONTRACT_TOO_LOW: _("A call must be higher than the game already called."),
        RefusalCode.CONTRACT_NEEDS_CARDS: _("You may call that game only holding {cards}."),
        RefusalCode.DOUBLE_LIMIT: _("No more doublings are allowed."),
        RefusalCode.DOUBLE_THROWN: _("A thrown game cannot be doubled."),
        RefusalCode.DOUBLE_OWN_CONTRACT: _("You may not be the first to double your own game."),
        RefusalCode.DOUBLE_CICHA: _("Holding both black queens you may not be the first to double."),
        RefusalCode.JACK_MISSING: _("Name the jack whose holder will be your partner."),
        RefusalCode.JACK_HELD: _("You hold {cards}: name a jack you do not hold."),
        RefusalCode.JACK_NOT_ASKED: _("Only a wedding names a jack."),
    }
    return sentences[refusal.code].format(cards=cards, beat=beat, suit=suit)
