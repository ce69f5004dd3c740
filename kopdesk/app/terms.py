"""The words of the game as the user reads them: contracts, calls, doublings,
sides, refusals. One place, so the table, the dialogs and the summary agree.

Every term goes through `pgettext` with a context naming what kind of thing it
is, and carries a translator comment saying what it means.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

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
from kopdesk.games.kop.texts import (
    CONTRACT_MEANINGS,
    CONTRACT_NAMES,
    DOUBLING_NAMES,
    SIDE_NAMES,
    TRADITIONAL_CONTRACTS,
    TRADITIONAL_SIDES,
)
from kopdesk.i18n import _, pgettext, translate

_traditional = False


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
    return translate(CONTRACT_NAMES[contract])


def contract_help(contract: Contract) -> str:
    """What a contract is; with traditional terms, led by the name in the user's language."""
    if _traditional:
        return f"{translated_contract_name(contract)}: {_contract_meaning(contract)}"
    return _contract_meaning(contract)


def _contract_meaning(contract: Contract) -> str:
    return _(CONTRACT_MEANINGS[contract])


def doubling_name(name_id: str | None, level: int) -> str:
    """The name of doubling `level` from the rules' ladder; its factor past the ladder."""
    if name_id in DOUBLING_NAMES:
        return translate(DOUBLING_NAMES[name_id])
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
    side = "old" if old else "young"
    return TRADITIONAL_SIDES[side] if _traditional else translate(SIDE_NAMES[side])


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
    """A rank as French faces index it, in the user's language: "A", "D", "10", "7"."""
    letters = {
        Rank.ACE: pgettext("rank letter", "A"),
        # Translators: the king's letter (Polish K for król, German K for König).
        Rank.KING: pgettext("rank letter", "K"),
        # Translators: the queen's letter (Polish D for dama, German D for Dame).
        Rank.QUEEN: pgettext("rank letter", "Q"),
        # Translators: the jack's letter (Polish W for walet, German B for Bube).
        Rank.JACK: pgettext("rank letter", "J"),
        Rank.TEN: pgettext("rank letter", "10"),
    }
    return letters.get(rank) or _NUMBERS[rank]


_NUMBERS = {Rank.NINE: "9", Rank.EIGHT: "8", Rank.SEVEN: "7", Rank.SIX: "6", Rank.FIVE: "5", Rank.FOUR: "4",
            Rank.THREE: "3", Rank.TWO: "2"}  # fmt: skip


def card_name(c: Card) -> str:
    """A card in running text as French faces show it: rank letter and suit symbol, e.g. 10♣."""
    return f"{rank_letter(c.rank)}{c.suit.symbol}"


def cards_text(cards: Iterable[Card], name: Callable[[Card], str] = card_name) -> str:
    """Cards in running text, one after another: "10♣, A♠"; `name` names each card
    (another family's words)."""
    return ", ".join(name(c) for c in cards)


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
