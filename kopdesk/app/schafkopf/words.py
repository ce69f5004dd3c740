"""The words of the Schafkopf family as the table shows them: calls, contracts, refusals
and the factors of a score (the cards' names are every family's, `kopdesk.app.words`).
Plain text, no Qt.

The German game words (Sauspiel, Wenz, Schuss, Retour, weiter, Laufende, Schneider,
Schwarz; the cards' Ober, Unter, Sau) are translated into the user's language, or, with
the traditional terms (View menu), said in German in every language, as at a Bavarian
table; the translator comments say what each means.
"""

from __future__ import annotations

from kopdesk.app.words import card_name, cards_listed, line_start, object_name, said, suit_name, term, uses_traditional
from kopdesk.cards import Card, Rank, Suit
from kopdesk.games.schafkopf import (
    Call,
    CallKind,
    CallMade,
    Contract,
    Deal,
    Observation,
    Part,
    PartKind,
    Payment,
    Refusal,
    RefusalCode,
    RuleSet,
    Score,
    Stage,
    Variant,
)
from kopdesk.games.schafkopf.calls import suit_of, trump_count
from kopdesk.games.schafkopf.orders import order_for
from kopdesk.games.schafkopf.texts import CONTRACT_NAMES
from kopdesk.games.texts import Worded
from kopdesk.games.tricks import Duty
from kopdesk.i18n import N_, NP_, _, ngettext, pgettext, translate

# -- contracts and calls ----------------------------------------------------------------


def contract_name(contract: Contract) -> str:
    name = CONTRACT_NAMES[contract]
    return term(name.original, name.translated) if name.original else translate(name.translated)


def doubling_name(level: int) -> str:
    """Doubling level 1 is Schuss, 2 Retour; past them the factor."""
    if level == 1:
        # Translators: the first doubling (×2) by a defender, Bavarian "Schuss" (Kontra); Polish "kontra".
        return term("Schuss", NP_("schafkopf doubling", "double"))
    if level == 2:
        # Translators: the second doubling (×4) by the declaring side, Bavarian "Retour" (Re); Polish "rekontra".
        return term("Retour", NP_("schafkopf doubling", "redouble"))
    return _("double ×{factor}").format(factor=2**level)


def _named_suit(rules: RuleSet, call: Call) -> str:
    assert call.suit is not None
    return suit_name(suit_of(rules.deck, call.suit), rules.deck.look)


def _ace(rules: RuleSet, call: Call) -> Card:
    assert call.suit is not None
    suit = suit_of(rules.deck, call.suit)
    return next(c for c in rules.deck.cards if c.suit is suit and c.rank is Rank.ACE)


def call_label(call: Call, rules: RuleSet, level: int = 0, hand: int = 0) -> str:
    """The words of a call, made at doubling level `level` (before it); `hand` (the
    caller's cards as a bitmask) gives a German announcement its count."""
    kind = call.kind
    if kind is CallKind.PASS:
        # Translators: saying nothing in the bidding (Bavarian "weiter"); Polish "pas", German "weiter".
        return term("weiter", NP_("schafkopf call", "pass"))
    if kind is CallKind.DOUBLE:
        return doubling_name(level + 1)
    if kind is CallKind.SAUSPIEL:
        # Translators: a Sauspiel and the ace called, e.g. "call-ace game with the ace of leaves", or with
        # the traditional terms "Sauspiel with the Gras-Sau"; Polish "{contract}: {ace}".
        return _("{contract} with the {ace}").format(
            contract=contract_name(Contract.SAUSPIEL), ace=card_name(_ace(rules, call))
        )
    if kind is CallKind.PARTNER:
        assert call.card is not None
        # Translators: Wendish: the holder of both old queens names a card; its holder is his partner.
        return _("Partner: {card}").format(card=card_name(call.card))
    if kind is CallKind.FIRST_TRICK:
        # Translators: Wendish: the partner is whoever first takes a trick from him.
        return _("First trick partners")
    if kind is CallKind.SOLO and rules.variant.value == "wendisch":
        # Translators: Wendish: the holder of both old queens plays alone, saying nothing.
        return _("Play alone")
    if kind is CallKind.TRUMPS:
        assert call.suit is not None
        count = trump_count(rules.deck, hand, suit_of(rules.deck, call.suit))[0]
        return trump_count_text(count, _named_suit(rules, call))
    if kind is CallKind.TRUMP:
        # Translators: Zwangsspiel: the holder of the jack of clubs names the trump suit.
        return _("Trump: {suit}").format(suit=_named_suit(rules, call))
    name = contract_name(Contract(kind.value))
    if call.suit is None:
        return name
    if uses_traditional():
        return f"{_named_suit(rules, call)}-{name}"  # as Bavarians write it: "Herz-Solo"
    # Translators: a game with its trump suit, e.g. "Solo: hearts", "suit Wenz: acorns"; Polish
    # "{contract} {suit}" ("solo czerwień"), German "{suit}-{contract}" ("Herz-Solo").
    return pgettext("game and trump", "{contract}: {suit}").format(suit=_named_suit(rules, call), contract=name)


def game_words(known: Observation) -> str:
    """The game as seat 0 knows it: what, with which trump or called ace."""
    if known.contract is None:
        # Translators: Wendish: seat 0 does not yet know whether the holder of both old queens plays alone.
        return _("normal game or silent solo")
    return contract_words(known.contract, known.rules, known.trump, known.called)


def contract_words(contract: Contract, rules: RuleSet, trump: Suit | None = None, called: Card | None = None) -> str:
    """A game with its trump suit or called card: "Sauspiel with the Gras-Sau", "Herz Solo"."""
    if contract is Contract.SAUSPIEL and called is not None:
        return call_label(Call(CallKind.SAUSPIEL, rules.deck.suit_letters[called.suit]), rules)
    if trump is not None and contract.takes_suit:
        return call_label(Call(CallKind(contract.value), rules.deck.suit_letters[trump]), rules)
    if trump is not None:
        # Translators: a German Schafkopf game and its trump suit, e.g. "trump game, trump Herz".
        return _("{contract}, trump {suit}").format(
            contract=contract_name(contract), suit=suit_name(trump, rules.deck.look)
        )
    if contract is Contract.PARTNER and called is not None:
        return call_label(Call(CallKind.PARTNER, card=called), rules)
    return contract_name(contract)


def old_queen_word(feminine: bool) -> str:
    """Wendish: what a holder of an old queen (♣Q or ♠Q) is, said of a woman or a man."""
    if feminine:
        # Translators: Wendish: a woman holding an old queen (♣Q or ♠Q); German "eine der Alten", Polish "stara".
        return pgettext("a woman", "old queen")
    # Translators: Wendish: a man (or the user) holding an old queen (♣Q or ♠Q); German "einer der Alten",
    # Polish "stary".
    return pgettext("a man", "old queen")


def trump_count_text(count: int, suit: str | None = None) -> str:
    """A German announcement: the count said aloud, and the suit in mind (seen by its maker)."""
    if suit is None:
        # Translators: German Schafkopf: a player announces how many trumps he holds (jacks included).
        return ngettext("{count} trump", "{count} trumps", count).format(count=count)
    # Translators: German Schafkopf: announcing {count} trumps (jacks included) with {suit} in mind.
    return ngettext("{count} trump ({suit})", "{count} trumps ({suit})", count).format(count=count, suit=suit)


def call_group_label(kind: CallKind, rules: RuleSet) -> str:
    """The button that opens the choice of suit or card for a kind of call."""
    if kind is CallKind.PARTNER:
        # Translators: Wendish: the button that opens the choice of the partner's card.
        return _("Call a partner…")
    # Translators: a button that opens the choice of suit for a game, e.g. "Solo…".
    return _("{contract}…").format(contract=contract_name(Contract(kind.value)))


def call_help(call: Call, rules: RuleSet, level: int = 0) -> str:
    """A short explanation of a call, for its button."""
    kind = call.kind
    if kind is CallKind.PASS:
        if rules.variant.value == "deutsch":
            return _("You hold too few trumps in every suit to announce.")
        return _("Make no game now; a pass is final for this deal.")
    if kind is CallKind.DOUBLE:
        return _doubling_help(level)
    helps = {
        CallKind.SAUSPIEL: _("Two against two: the holder of the ace you call is your partner (nobody is told)."),
        # Translators: {unders} are the four Unter (Polish "niżniki"), {overs} the four Ober ("wyżniki").
        CallKind.FARBWENZ: _("Alone against three: the four {unders} and the suit you name are trumps."),
        CallKind.WENZ: _("Alone against three: only the four {unders} are trumps."),
        CallKind.SOLO: _("Alone against three: {overs}, {unders} and the suit you name are trumps."),
        # Translators: {game} is a game such as "Farbwenz" or "suit Wenz", in the nominative.
        CallKind.FARBWENZ_TOUT: _("Like a {game}, but you must take every trick; counts double."),
        CallKind.WENZ_TOUT: _("Like a {game}, but you must take every trick; counts double."),
        CallKind.SOLO_TOUT: _("Like a {game}, but you must take every trick; counts double."),
        CallKind.SIE: said(_SIE_HELP),
        CallKind.PARTNER: _("The holder of the card you name plays with you, two against two."),
        CallKind.FIRST_TRICK: _("The first player to take a trick from you becomes your partner."),
        CallKind.TRUMPS: _(
            "Announce your trump count; the highest count chooses trump and plays with the partner opposite."
        ),
        # Translators: {game} is "Zwangsspiel" or its translation, the forced game.
        CallKind.TRUMP: _("Nobody announced: as holder of the jack of clubs you must name trump ({game})."),
    }
    if kind is CallKind.SOLO and rules.variant.value == "wendisch":
        return _("You play alone against three; the others learn it only when both old queens fall.")
    game = contract_name(_TOUT_OF.get(kind, Contract.ZWANGSSPIEL))
    return helps[kind].format(unders=_courts(Rank.JACK), overs=_courts(Rank.QUEEN), game=game)


_TOUT_OF = {
    CallKind.FARBWENZ_TOUT: Contract.FARBWENZ,
    CallKind.WENZ_TOUT: Contract.WENZ,
    CallKind.SOLO_TOUT: Contract.SOLO,
}
"""The game a Tout is played as."""


def _courts(rank: Rank) -> str:
    """The four Ober or the four Unter, named together as trumps."""
    if rank is Rank.QUEEN:
        # Translators: the four Ober together, in a list of trumps; Polish "wyżniki", German "Ober".
        return term("Ober", NP_("German courts", "overs"))
    # Translators: the four Unter together, in a list of trumps; Polish "niżniki", German "Unter".
    return term("Unter", NP_("German courts", "unders"))


def _doubling_help(level: int) -> str:
    if level == 0:
        return said(_DOUBLE_HELP)
    return said(_REDOUBLE_HELP).format(factor=2 ** (level + 1))


_DOUBLE_HELP = Worded(
    N_("Schuss: a defender doubles the game (×2)."), N_("Double: a defender doubles the game (×2).")
)
_REDOUBLE_HELP = Worded(
    N_("Retour: the declaring side doubles again (×{factor})."),
    N_("Redouble: the declaring side doubles again (×{factor})."),
)
_SIE_HELP = Worded(
    N_(
        "All four Ober and all four Unter: you win at once; the game counts four times "
        "(the high value plus eight Laufende)."
    ),
    N_(
        "All four overs and all four unders (Sie): you win at once; the game counts four times "
        "(the high value plus eight runners)."
    ),
)


_CALL_HELP = {
    CallKind.PASS: "sk-term-weiter",
    CallKind.DOUBLE: "sk-schuss",
    CallKind.SAUSPIEL: "sk-sauspiel",
    CallKind.FARBWENZ: "sk-term-wenz",
    CallKind.WENZ: "sk-term-wenz",
    CallKind.SOLO: "sk-term-solo",
    CallKind.FARBWENZ_TOUT: "sk-term-tout",
    CallKind.WENZ_TOUT: "sk-term-tout",
    CallKind.SOLO_TOUT: "sk-term-tout",
    CallKind.SIE: "sk-term-sie",
    CallKind.PARTNER: "sk-wendish",
    CallKind.FIRST_TRICK: "sk-wendish",
    CallKind.TRUMPS: "sk-german",
    CallKind.TRUMP: "sk-term-zwangsspiel",
}
"""The help's entry of each kind of call (`kopdesk.help.ANCHORS`)."""
_VARIANT_HELP = {Variant.WENDISH: "sk-wendish", Variant.GERMAN: "sk-german"}
"""Where a pass or a solo of a preset without Bavarian bidding is explained."""


def help_anchor(call: Call, rules: RuleSet) -> str:
    """The rules viewer's entry for a call: its term, or the rules of its preset's calls
    (a Wendish silent solo, a German pass)."""
    if call.kind in (CallKind.PASS, CallKind.SOLO) and rules.variant in _VARIANT_HELP:
        return _VARIANT_HELP[rules.variant]
    return _CALL_HELP[call.kind]


# -- refusals ---------------------------------------------------------------------------


def refusal_sentence(refusal: Refusal) -> str:
    """Why a card or call was refused, said to the learner who tried it."""
    deck = refusal.deck
    cards = cards_listed(refusal.cards, "or")
    called = _called(refusal)
    suit = suit_name(refusal.suit, deck.look) if refusal.suit is not None else ""
    contract = contract_name(refusal.contract) if refusal.contract is not None else ""
    sentences: dict[RefusalCode | Duty, str] = {
        # Translators: {suit} is the suit led, e.g. "Eichel"; {cards} the cards the user may play.
        Duty.FOLLOW_SUIT: _("You hold {suit}: you must follow suit with {cards}."),
        Duty.PLAY_TRUMP: _("Trump was led and you hold trumps: you must play one of {cards}."),
        RefusalCode.DEAL_OVER: _("The deal is over."),
        RefusalCode.CALLS_OPEN: _("The calls are not over yet: no card may be played."),
        RefusalCode.CALLS_OVER: _("The calls are over."),
        RefusalCode.NO_CALLS: _("Nobody calls in this deal: play begins at once."),
        RefusalCode.CALL_NOT_NOW: _("That call is not open now."),
        RefusalCode.NOT_IN_HAND: _("That card is not in your hand."),
        RefusalCode.FACE_DOWN: _("That card is still face down: you may play only your open cards."),
        # Translators: {contract} is a game, e.g. "Farbwenz".
        RefusalCode.CONTRACT_NOT_OFFERED: _("{contract} is not played under these rules."),
        # Translators: {contract} is the highest game called so far, e.g. "Wenz".
        RefusalCode.CONTRACT_TOO_LOW: _("A game must outrank the {contract} already called."),
        # Translators: {called} is the ace the user tried to call, e.g. "Herz-Sau".
        RefusalCode.ACE_TRUMP: _("The {called} is a trump and cannot be called."),
        RefusalCode.ACE_HELD: _("You hold the {called} yourself: call an ace you do not hold."),
        # Translators: {called} is an ace, e.g. "Gras-Sau"; {suit} its suit, e.g. "Gras".
        RefusalCode.ACE_NO_SUIT: _(
            "You may call the {called} only if you hold another {suit} card that is not a trump."
        ),
        RefusalCode.DOUBLE_LIMIT: _("No more doublings are allowed."),
        # Translators: {called} is a card, e.g. "A♦".
        RefusalCode.PARTNER_HELD: _("You hold the {called} yourself: name a card you do not hold."),
        RefusalCode.PARTNER_NOT_ACE: _("Under these rules you call your partner with an ace."),
        # Translators: {suit} is a suit, e.g. "hearts".
        RefusalCode.TRUMPS_TOO_FEW: _("You hold too few trumps in {suit} to announce them."),
        RefusalCode.MUST_ANNOUNCE: _("You hold enough trumps in a suit: you must announce."),
        RefusalCode.MUST_NAME_TRUMP: _("Nobody announced: you hold the jack of clubs and must name trump."),
        **(_traditional_refusals() if uses_traditional() else _translated_refusals()),
    }
    return line_start(sentences[refusal.code].format(cards=cards, called=called, suit=suit, contract=contract))


def _called(refusal: Refusal) -> str:
    """The card a refusal of a call names: the subject of "is a trump", else the object of the
    sentence ("Sam masz asa wino", "wywołanego asa (asa wino)")."""
    if not refusal.cards:
        return ""
    name = card_name if refusal.code is RefusalCode.ACE_TRUMP else object_name
    return name(refusal.cards[0])


def _traditional_refusals() -> dict[RefusalCode | Duty, str]:
    """The refusals that name a game's word, in the Bavarians' German."""
    return {
        RefusalCode.SIE_NEEDS_COURTS: _("Sie needs all four Ober and all four Unter."),
        RefusalCode.SCHUSS_BY_DEFENDERS: _("Only a defender may give Schuss."),
        RefusalCode.RETOUR_BY_DECLARERS: _("Only the declaring side may give Retour."),
        # Translators: {called} is the called ace, e.g. "Gras-Sau"; "its suit is led": the ace is searched.
        RefusalCode.CALLED_ACE_SEARCHED: _("You must play the called Sau ({called}) when its suit is led."),
        RefusalCode.CALLED_ACE_DISCARD: _("You may not throw away the called Sau ({called}) before the last trick."),
        RefusalCode.CALLED_ACE_LEAD: _(
            "Holding the called Sau ({called}) you may lead its suit only with the Sau itself, "
            "unless you hold four cards of it and run away."
        ),
    }


def _translated_refusals() -> dict[RefusalCode | Duty, str]:
    """The refusals that name a game's word, in the user's words."""
    return {
        # Translators: Sie: one hand holds all eight German-suited courts; Polish "wyżniki", "niżniki".
        RefusalCode.SIE_NEEDS_COURTS: _("Sie needs all four overs and all four unders."),
        RefusalCode.SCHUSS_BY_DEFENDERS: _("Only a defender may double."),
        RefusalCode.RETOUR_BY_DECLARERS: _("Only the declaring side may redouble."),
        # Translators: {called} is the called ace, e.g. "ace of leaves"; "its suit is led": the ace is searched.
        RefusalCode.CALLED_ACE_SEARCHED: _("You must play the called ace ({called}) when its suit is led."),
        RefusalCode.CALLED_ACE_DISCARD: _("You may not throw away the called ace ({called}) before the last trick."),
        RefusalCode.CALLED_ACE_LEAD: _(
            "Holding the called ace ({called}) you may lead its suit only with the ace itself, "
            "unless you hold four cards of it and run away."
        ),
    }


# -- the score, factor by factor --------------------------------------------------------


def part_text(part: Part, lone: bool, with_top: bool = True) -> str:
    """One factor of a game's value, e.g. "Laufende: with 3"; `lone`: one declarer against
    three; `with_top`: the declaring side held the top trumps (else the defenders did)."""
    kind = part.kind
    if kind is PartKind.GAME:
        if lone:
            # Translators: the base value of a game played alone (the high tariff).
            return _("Game, alone against three")
        # Translators: the base value of a two-against-two game (the low tariff).
        return pgettext("base value", "Game")
    if kind is PartKind.LAUFENDE:
        if with_top:
            # Translators: {runners} are the Laufende, the unbroken run of top trumps, held by the
            # declaring side: "runners: with 3", Bavarian "Laufende: mit 3" (Polish "matadory: z 3").
            return _("{runners}: with {count}").format(runners=runners(), count=part.count)
        # Translators: the run of top trumps held by the defenders: "runners: without 3", Bavarian
        # "Laufende: ohne 3" (Polish "matadory: bez 3").
        return _("{runners}: without {count}").format(runners=runners(), count=part.count)
    if kind is PartKind.SCHNEIDER:
        # Translators: "Schneider": the losers took 29 card points or fewer (30 in Wendish and German
        # Schafkopf); Polish "krawiec", German "Schneider".
        return term("Schneider", NP_("schafkopf score", "schneider"))
    if kind is PartKind.SCHWARZ:
        # Translators: "Schwarz": the losers took no trick (or no points); Polish "czarny", German "Schwarz".
        return term("Schwarz", NP_("schafkopf score", "schwarz"))
    if kind is PartKind.TOUT:
        return said(_TOUT_FACTOR)
    if kind is PartKind.SIE:
        return _("Sie")
    return doubling_name(part.count)


_TOUT_FACTOR = Worded(
    N_("Tout: all tricks announced"),
    # Translators: a Tout's factor; "tout" is what Skat players call it (Polish "tout", German "Tout").
    N_("All tricks announced (tout)"),
)


def laufende_held(score: Score, rules: RuleSet) -> bool:
    """Whether the declaring side held the top trumps its Laufende count ("with 3"), else the
    defenders did ("without 3"); found from the tricks, in which every card was played."""
    if not score.laufende or score.declarers is None or not score.tricks:  # a Sie holds its eight
        return True
    top = order_for(rules, score.contract, score.outcome.trump).trumps[0]
    seats = len(score.units)
    holder = next((t.leader + i) % seats for t in score.tricks for i, card in enumerate(t.cards) if card == top)
    return holder in score.declarers


def runners() -> str:
    """The Laufende, the unbroken run of top trumps that adds to a game's value."""
    # Translators: the Laufende (the unbroken run of top trumps); Polish "matadory", German "Laufende".
    return term("Laufende", NP_("schafkopf score", "runners"))


def part_amount(part: Part) -> str:
    """ "+3" for units added, "×2" for a factor."""
    return f"×{part.amount}" if part.multiplies else f"+{part.amount}"


def payment_text(payment: Payment, value: int) -> str:
    """How the value is paid."""
    texts = {
        # Translators: how a game is paid; {value} is the value of the game in units.
        Payment.PAIRS: _("Each loser pays one winner {value}."),
        Payment.LONE: _("The declarer settles {value} with each of the three others."),
        Payment.HEADS_UP: _("The loser pays the winner {value}."),
        Payment.NONE: _("Nobody pays."),
        Payment.RAMSCH: _("Each loser pays {value} to each other player."),
    }
    return texts[payment].format(value=value)


def tariff_text(rules: RuleSet) -> str:
    if rules.variant is Variant.ZWEIER:
        # Translators: two-handed Schafkopf's tariff: the units of a game (Schneider and Schwarz add as many again).
        return _("Tariff: {low} a game").format(low=rules.tariff.low)
    # Translators: the tariff: the units of a two-against-two game and of a game alone.
    return _("Tariff: {low} (two against two), {high} (alone)").format(low=rules.tariff.low, high=rules.tariff.high)


# -- the calls as seat 0 hears them -------------------------------------------------------


def stage_name(stage: Stage) -> str:
    """The part of the calls in progress, as the table's top left and the log head it."""
    names = {
        # Translators: the top-left line while the Bavarian players bid for the game.
        Stage.BIDDING: _("Bidding"),
        Stage.DOUBLING: said(Worded(N_("Schuss and Retour"), N_("Doubling and redoubling"))),
        # Translators: Wendish: the holder of both old queens chooses how to play.
        Stage.WENDISH: _("The holder of the old queens chooses"),
        Stage.ANNOUNCE: _("Announcing trumps"),
        Stage.ZWANG: contract_name(Contract.ZWANGSSPIEL),
    }
    return names.get(stage, "")


def said_call(deal: Deal, made: CallMade, seat: int) -> str | None:
    """A call's words as `seat` hears them (its speech bubble, its line in the log): a
    concealed Wendish solo is heard by its maker alone (None), and a German announcement
    by another seat gives its count, not the suit in mind."""
    if made.concealed and made.seat != seat:
        return None
    level = made.level - 1 if made.call.kind is CallKind.DOUBLE else made.level
    if made.call.kind is CallKind.TRUMPS and made.seat != seat and made.call.suit is not None:
        suit = suit_of(deal.deck, made.call.suit)
        return trump_count_text(trump_count(deal.deck, deal.dealt_masks[made.seat], suit)[0])
    return call_label(made.call, deal.rules, level, deal.dealt_masks[made.seat])
