"""Kop and Baśka, the Polish games of the Schafkopf family: pure Python, no Qt, no threads.

Everything a GUI, a bot or a script needs is importable from here.
"""

from kopdesk.games.dealfile import DealFileError
from kopdesk.games.kop.auction import Auction
from kopdesk.games.kop.calls import CALL_IDS, DOUBLE, PASS, Call, CallKind, SeatCall, call_from_id, contract_call
from kopdesk.games.kop.cards import CARDS, Card, CardError, Rank, Suit, card
from kopdesk.games.kop.deal import Action, Deal, DealError, Phase, shuffled_hands
from kopdesk.games.kop.dealfile import DealFile, deal_file_from_json, deal_status, parse_deal_file, read_deal_file
from kopdesk.games.kop.events import AuctionClosed, CallMade, CardPlayed, DealOver, Event, TrickTaken
from kopdesk.games.kop.game import GAME
from kopdesk.games.kop.match import Match, SheetRow
from kopdesk.games.kop.observation import Observation
from kopdesk.games.kop.refusals import IllegalAction, Refusal, RefusalCode
from kopdesk.games.kop.rules import (
    HOUSE_RULE_IDS,
    PRESETS,
    Contract,
    RulesError,
    RuleSet,
    rules_from_preset,
)
from kopdesk.games.kop.scoring import BaseReason, Factor, FactorKind, Score, Sides, Stakes, WinReason, settle_sides
from kopdesk.games.tricks import Duty, RankOrder, Side, Trick

__all__ = [
    "CALL_IDS", "CARDS", "DOUBLE", "GAME", "HOUSE_RULE_IDS", "PASS", "PRESETS", "Action", "Auction",
    "AuctionClosed", "BaseReason", "Call", "CallKind", "CallMade", "Card", "CardError", "CardPlayed", "Contract",
    "Deal", "DealError", "DealFile", "DealFileError", "DealOver", "Duty", "Event", "Factor", "FactorKind",
    "IllegalAction", "Match", "Observation", "Phase", "Rank", "RankOrder", "Refusal", "RefusalCode", "RuleSet",
    "RulesError", "Score", "SeatCall", "SheetRow", "Side", "Sides", "Stakes", "Suit", "Trick", "TrickTaken",
    "WinReason", "call_from_id", "card", "contract_call", "deal_file_from_json", "deal_status", "parse_deal_file",
    "read_deal_file", "rules_from_preset", "settle_sides", "shuffled_hands",
]
