"""Scopa, Scopone and their variants: a fishing game on the 40-card pack (the Scopa rules).

Pure Python, no Qt, no threads. It shares the deck, the seats, the registry and the
deal-file reading with the other games, and nothing else.
"""

from kopdesk.games.scopa.captures import capture_sets
from kopdesk.games.scopa.cards import card
from kopdesk.games.scopa.deal import Deal, Phase
from kopdesk.games.scopa.dealfile import DealFile, Played, deal_file_from_json, deal_status, parse_deal_file
from kopdesk.games.scopa.dealing import DealError, shuffled_deck
from kopdesk.games.scopa.events import (
    CardDrawn,
    CardKept,
    CardLaid,
    CardsCaptured,
    DealOver,
    Event,
    HandsDealt,
    LeftoverTaken,
)
from kopdesk.games.scopa.game import GAME
from kopdesk.games.scopa.match import Decision, Match, MatchResult, match_result
from kopdesk.games.scopa.moves import PASS, Action, Move, Pass
from kopdesk.games.scopa.observation import Observation
from kopdesk.games.scopa.refusals import IllegalAction, Refusal, RefusalCode
from kopdesk.games.scopa.rules import HOUSE_RULE_IDS, PRESETS, RulesError, RuleSet, rules_from_preset
from kopdesk.games.scopa.scoring import Award, Category, Counts, Reason, Score

__all__ = [
    "GAME", "HOUSE_RULE_IDS", "PASS", "PRESETS", "Action", "Award", "CardDrawn", "CardKept", "CardLaid",
    "CardsCaptured", "Category", "Counts", "Deal", "DealError", "DealFile", "DealOver", "Decision", "Event",
    "HandsDealt", "IllegalAction", "LeftoverTaken", "Match", "MatchResult", "Move", "Observation", "Pass", "Phase",
    "Played", "Reason", "Refusal", "RefusalCode", "RuleSet", "RulesError", "Score", "capture_sets", "card",
    "deal_file_from_json", "deal_status", "match_result", "parse_deal_file", "rules_from_preset", "shuffled_deck",
]
