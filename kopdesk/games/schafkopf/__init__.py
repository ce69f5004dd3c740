"""The Schafkopf family: Bavarian, Wendish, two-handed and German Schafkopf
(the Schafkopf rules). Pure Python, no Qt, no threads; it shares the decks, the rank
orders and tricks of `games/tricks`, the registry and the deal-file reading.
"""

from kopdesk.games.schafkopf.calls import DOUBLE, PASS, Call, CallKind, CallState, Outcome, SeatCall, Stage
from kopdesk.games.schafkopf.deal import Action, Deal, DealError, Phase, shuffled_hands
from kopdesk.games.schafkopf.dealfile import DealFile, deal_file_from_json, deal_status, parse_deal_file
from kopdesk.games.schafkopf.events import CallMade, CallsClosed, CardPlayed, CardTurnedUp, DealOver, Event, TrickTaken
from kopdesk.games.schafkopf.game import GAME
from kopdesk.games.schafkopf.observation import Observation
from kopdesk.games.schafkopf.refusals import IllegalAction, Refusal, RefusalCode
from kopdesk.games.schafkopf.rules import (
    HOUSE_RULE_IDS,
    PRESETS,
    Contract,
    RulesError,
    RuleSet,
    Variant,
    rules_from_preset,
)
from kopdesk.games.schafkopf.scoring import Part, PartKind, Payment, Score, Winner

__all__ = [
    "DOUBLE",
    "GAME",
    "HOUSE_RULE_IDS",
    "PASS",
    "PRESETS",
    "Action",
    "Call",
    "CallKind",
    "CallMade",
    "CallState",
    "CallsClosed",
    "CardPlayed",
    "CardTurnedUp",
    "Contract",
    "Deal",
    "DealError",
    "DealFile",
    "DealOver",
    "Event",
    "IllegalAction",
    "Observation",
    "Outcome",
    "Part",
    "PartKind",
    "Payment",
    "Phase",
    "Refusal",
    "RefusalCode",
    "RuleSet",
    "RulesError",
    "Score",
    "SeatCall",
    "Stage",
    "TrickTaken",
    "Variant",
    "Winner",
    "deal_file_from_json",
    "deal_status",
    "parse_deal_file",
    "rules_from_preset",
    "shuffled_hands",
]
