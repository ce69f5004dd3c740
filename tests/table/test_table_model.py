"""The table model without Qt: whole matches headless, turns, refusals, undo, practice."""

from __future__ import annotations

import random

from kopdesk.bots.kop import make_player
from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.games.kop import Action, Deal, Observation, Phase, Refusal, rules_from_preset, shuffled_hands
from kopdesk.storage import MatchSetup
from kopdesk.table import HUMAN_SEAT, BotTurn, DealDone, HumanTurn, Table, play_match


def setup(deals: int = 4, practice: bool = False, preset: str = "kop") -> MatchSetup:
    rules = rules_from_preset(preset, {"match_length": {"deals": deals}})
    return MatchSetup(rules, 2, ("beginner", "club", "beginner"), ("A", "B", "C", "D"), "0.20", "PLN", practice)


class Script:
    """A test's human: plays the last legal action and keeps what it was shown."""

    def __init__(self) -> None:
        self.seen: list[Observation] = []

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        self.seen.append(observation)
        return observation.legal[-1]


def test_a_whole_match_is_played_headless_through_one_player_interface() -> None:
    table = Table()
    table.start_match(setup(deals=8), seed=3)
    human = Script()
    match = play_match(table, human)
    assert match.is_over and len(match.rows) == 8
    assert len(table.finished) == 8 and all(deal.phase is Phase.DONE for deal in table.finished)
    assert [deal.score for deal in table.finished] == [row.score for row in match.rows]
    assert sum(match.totals) == 0
    assert [row.dealer for row in match.rows] == [2, 3, 0, 1, 2, 3, 0, 1]
    assert human.seen and all(seen.seat == HUMAN_SEAT for seen in human.seen)
    assert table.next_deal() is None


def test_a_seed_gives_the_same_match() -> None:
    totals = []
    for _ in range(2):
        table = Table()
        table.start_match(setup(preset="baska"), seed=11)
        totals.append(play_match(table, make_player("club", 5)).totals)
    assert totals[0] == totals[1]


def test_turns_name_the_human_or_the_bot_of_the_seat_to_move() -> None:
    table = Table()
    assert table.turn() is None
    table.start_match(setup(), seed=1)
    deal = table.deal
    assert deal is not None
    while not isinstance(turn := table.turn(), HumanTurn):
        assert isinstance(turn, BotTurn) and turn.observation.seat == deal.to_move != HUMAN_SEAT
        table.apply(turn.player.choose(turn.observation))
    assert turn.observation.seat == HUMAN_SEAT == deal.to_move
    assert table.level_of(HUMAN_SEAT) is None and table.level_of(2) == "club"


def test_a_refused_action_changes_nothing_and_says_why() -> None:
    table = Table()
    table.start_match(setup(), seed=1)
    deal = table.deal
    assert deal is not None
    _bots_until_human(table)
    before = deal.history
    illegal = next(action for action in _all_actions(deal) if action not in deal.legal_actions())
    answer = table.human_action(illegal)
    assert isinstance(answer, Refusal)
    assert deal.history == before


def test_undo_takes_back_the_humans_action_and_the_bots_since() -> None:
    table = Table()
    table.start_match(setup(practice=True), seed=4)
    deal = table.deal
    assert deal is not None
    _bots_until_human(table)
    assert not table.can_undo
    point = len(deal.history)
    table.human_action(deal.legal_actions()[0])
    _bots_until_human(table)
    assert table.can_undo and len(deal.history) > point
    assert table.undo()
    assert len(deal.history) == point and isinstance(table.turn(), HumanTurn)


def test_undo_is_only_for_practice_matches() -> None:
    table = Table()
    table.start_match(setup(practice=False), seed=4)
    _bots_until_human(table)
    assert table.deal is not None
    table.human_action(table.deal.legal_actions()[0])
    _bots_until_human(table)
    assert not table.can_undo and not table.undo()


def test_a_deal_played_on_as_practice_is_not_entered_on_the_sheet() -> None:
    table = Table()
    table.start_match(setup(), seed=2)
    rules = rules_from_preset("kop")
    table.play_from(Deal(rules, 0, shuffled_hands(random.Random(9))))
    while not isinstance(turn := table.turn(), DealDone):
        if isinstance(turn, BotTurn):
            table.apply(turn.player.choose(turn.observation))
        else:
            assert isinstance(turn, HumanTurn)
            table.human_action(turn.observation.legal[0])
    assert table.what_if and not table.just_recorded
    assert table.finished == [] and table.match is not None and table.match.rows == []


def test_a_finished_deal_of_the_match_is_on_the_sheet_at_once() -> None:
    table = Table()
    table.start_match(setup(), seed=6)
    play_match(table, Script(), max_deals=1)
    assert table.just_recorded and table.finished == [table.deal]


class Lesson:
    """A coach that wants the human to play its first legal action only."""

    def __init__(self) -> None:
        self.steps = 0
        self.wanted: Action | None = None

    def check(self, action: Action) -> str | None:
        return None if action == self.wanted else "not this one"

    def advance(self) -> None:
        self.steps += 1


def test_a_lesson_refuses_what_it_does_not_want_and_counts_its_steps() -> None:
    table = Table()
    deal = Deal(rules_from_preset("kop"), 3, shuffled_hands(random.Random(5)))
    lesson = Lesson()
    table.start_lesson(deal, setup(practice=True), {1: Script(), 2: Script(), 3: Script()}, lesson)
    turn = table.turn()
    assert isinstance(turn, HumanTurn)
    legal = turn.observation.legal
    lesson.wanted = legal[0]
    if len(legal) > 1:
        assert table.human_action(legal[1]) == "not this one" and deal.history == ()
    assert isinstance(table.human_action(legal[0]), tuple)
    assert lesson.steps == 1 and table.what_if


def _bots_until_human(table: Table) -> None:
    while isinstance(turn := table.turn(), BotTurn):
        table.apply(turn.player.choose(turn.observation))
    assert isinstance(turn, HumanTurn)


def _all_actions(deal: Deal) -> list[Action]:
    from kopdesk.games.kop import CALL_IDS, CARDS, call_from_id

    if deal.phase is Phase.AUCTION:
        return [call_from_id(call_id) for call_id in CALL_IDS if call_id != "wesele"]
    return list(CARDS)
