"""The words of Kop and Baśka as the user reads them: contracts, calls, doublings,
sides, refusals. One place, so the table, the dialogs and the summary agree (the
cards' names are every family's, in `kopdesk.app.words`).

Every term goes through `pgettext` with a context naming what kind of thing it
is, and carries a translator comment saying what it means.
"""

from __future__ import annotations

from kopdesk.app.words import card_name, cards_text, suit_name, the_card, uses_traditional
from kopdesk.games.kop import (
    Call,
    CallKind,
    Contract,
    Duty,
    Refusal,
    RefusalCode,
    RuleSet,
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


def contract_name(contract: Contract) -> str:
    if uses_traditional():
        return TRADITIONAL_CONTRACTS[contract]
    return translated_contract_name(contract)


def translated_contract_name(contract: Contract) -> str:
    return translate(CONTRACT_NAMES[contract])


def contract_help(contract: Contract) -> str:
    """What a contract is; with traditional terms, led by the name in the user's language."""
    if uses_traditional():
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
        return "pas" if uses_traditional() else pgettext("call", "pass")
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


def side_name(old: bool) -> str:
    side = "old" if old else "young"
    return TRADITIONAL_SIDES[side] if uses_traditional() else translated_side_name(old)


def translated_side_name(old: bool) -> str:
    return translate(SIDE_NAMES["old" if old else "young"])


def lone_side_name(feminine: bool) -> str:
    """The side of a player who plays alone (always the old), said of that player."""
    if uses_traditional():
        return "stara" if feminine else "stary"
    if feminine:
        # Translators: the side of a woman who plays alone against three, e.g. "Zosia (old,
        # alone)"; Polish "stara", German "Alleinspielerin".
        return pgettext("side, a woman alone", "old, alone")
    # Translators: the side of a man (or the user) who plays alone against three; Polish
    # "stary", German "Alleinspieler".
    return pgettext("side, a man alone", "old, alone")


def refusal_sentence(refusal: Refusal) -> str:
    """Why a card or call was refused, said to the player who tried it."""
    cards = cards_text(refusal.cards)
    beat = the_card(refusal.to_beat) if refusal.to_beat else ""
    suit = suit_name(refusal.suit) if refusal.suit is not None else ""
    # Translators: {beat} is the card winning the trick with its article ("the A♠", German "das A♠").
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
