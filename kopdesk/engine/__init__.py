"""The rules engine of Kop and Baśka: pure Python, no Qt, no threads.

Everything a GUI, a bot or a script needs is importable from here.
"""

from kopdesk.engine.auction import Auction
from kopdesk.engine.calls import CALL_IDS, DOUBLE, PASS, Call, CallKind, SeatCall, call_from_id, contract_call
from kopdesk.engine.cards import CARDS, Card, CardError, Rank, Suit, card
from kopdesk.engine.deal import Action, Deal, DealError, Phase, shuffled_hands
from kopdesk.engine.dealfile import (
    DealFile,
    DealFileError,
    deal_file_from_json,
    deal_status,
    parse_deal_file,
    replay_deal_file,
)
from kopdesk.engine.events import AuctionClosed, CallMade, CardPlayed, DealOver, Event, TrickTaken
from kopdesk.engine.match import Match, SheetRow
from kopdesk.engine.observation import Observation
from kopdesk.engine.orders import RankOrder
from kopdesk.engine.refusals import IllegalAction, Refusal, RefusalCode
from kopdesk.engine.rules import (
    HOUSE_RULE_IDS,
    PRESETS,
    Contract,
    RuleSet,
    RulesError,
    rules_from_preset,
)
from kopdesk.engine.scoring import BaseReason, Factor, FactorKind, Score, Side, Sides, Trick, WinReason

__all__ = [
    "Action", "Auction", "AuctionClosed", "BaseReason", "CALL_IDS", "CARDS", "Call", "CallKind",
    "CallMade", "Card", "CardError", "CardPlayed", "Contract", "DOUBLE", "Deal", "DealError",
    "DealFile", "DealFileError", "DealOver", "Event", "Factor", "FactorKind", "HOUSE_RULE_IDS",
    "IllegalAction", "Match", "Observation", "PASS", "PRESETS", "Phase", "RankOrder", "Rank",
    "Refusal", "RefusalCode", "RuleSet", "RulesError", "Score", "SeatCall", "SheetRow", "Side",
    "Sides", "Suit", "Trick", "TrickTaken", "WinReason", "call_from_id", "card", "contract_call",
    "deal_file_from_json", "deal_status", "parse_deal_file", "replay_deal_file", "rules_from_preset",
    "shuffled_hands",
]
