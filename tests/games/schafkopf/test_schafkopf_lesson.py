"""The guided first deals of the Schafkopf family (kopdesk/games/schafkopf/lesson.py):
each replays legally to the end of the deal, and what its texts say is true where they
are shown."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from kopdesk.cards import Card
from kopdesk.games.schafkopf import Deal, Phase
from kopdesk.games.schafkopf.lesson import LESSONS, USER, Claim, Lesson, Step, action
from kopdesk.games.texts import Worded, Wording
from kopdesk.i18n import Marked


@dataclass
class Seen:
    """A step of the user and the position it was shown in."""

    step: Step
    allowed: set[str]
    open_cards: set[str]
    trick: list[str]
    trump: bool = False
    """The card played is a trump."""
    trick_number: int | None = None
    winner: int | None = None
    """Who took the trick the card went to."""


def wordings(text: Wording) -> list[str]:
    """A text as marked, in English: both its wordings where it has two."""
    texts = [text.traditional, text.translated] if isinstance(text, Worded) else [text]
    return [t.message if isinstance(t, Marked) else t for t in texts]


def play_through(lesson: Lesson) -> tuple[Deal, list[Seen]]:
    """The lesson's deal played to the end as scripted, and the user's steps as they came."""
    deal = lesson.deal()
    seen: list[Seen] = []
    while deal.to_move is not None:
        step = lesson.step(deal)
        text = lesson.scripted(deal) if step is None else step.action
        made = action(deal, text)
        assert made is not None, f"{text} is not allowed; allowed: {[str(a) for a in deal.legal_actions()]}"
        if step is not None:
            seen.append(_seen(deal, step, made))
        deal.apply(made)
        for record in seen:
            if record.trick_number is not None and record.winner is None and len(deal.tricks) > record.trick_number:
                record.winner = deal.tricks[record.trick_number].winner
    return deal, seen


def _seen(deal: Deal, step: Step, made: object) -> Seen:
    record = Seen(
        step,
        {str(a) for a in deal.legal_actions()},
        {str(c) for c in deal.open_cards(USER)},
        [str(c) for c in deal.trick],
    )
    if isinstance(made, Card):
        assert deal.order is not None
        record.trump = deal.order.is_trump(made)
        record.trick_number = len(deal.tricks)
    return record


PRESETS = list(LESSONS)


@pytest.mark.parametrize("preset", PRESETS)
def test_the_lesson_replays_legally_to_the_end_of_the_deal(preset: str) -> None:
    lesson = LESSONS[preset]
    deal, seen = play_through(lesson)
    assert [record.step for record in seen] == list(lesson.steps)
    assert deal.phase is Phase.DONE and deal.score is not None
    assert len(deal.history) == len(lesson.steps) + sum(len(script) for script in lesson.script.values())


def holds(claim: Claim, record: Seen, partners: set[int]) -> bool:
    action_text = record.step.action
    match claim:
        case Claim.ONLY:
            return record.allowed == {action_text}
        case Claim.FOLLOW:
            return bool(record.trick) and record.allowed < record.open_cards
        case Claim.FREE:
            return bool(record.trick) and record.allowed == record.open_cards
        case Claim.TRUMP:
            return record.trump
        case Claim.WINS:
            return record.winner == USER
        case Claim.OURS:
            return record.winner in partners
        case Claim.LOSES:
            return record.winner is not None and record.winner not in partners | {USER}


@pytest.mark.parametrize("preset", PRESETS)
def test_every_claim_of_a_step_is_true_where_it_is_shown(preset: str) -> None:
    deal, seen = play_through(LESSONS[preset])
    partners = set(deal.declarers or ()) - {USER}
    wrong = [(r.step.action, c.value) for r in seen for c in r.step.claims if not holds(c, r, partners)]
    assert wrong == []


@pytest.mark.parametrize("preset", PRESETS)
def test_the_cards_a_step_names_are_in_the_hand_or_in_the_trick(preset: str) -> None:
    _deal, seen = play_through(LESSONS[preset])
    for record in seen:
        assert set(record.step.cards) <= record.open_cards | set(record.trick), record.step.action


def test_every_trick_outcome_a_text_could_state_is_claimed_or_left_open() -> None:
    """A claim of the trick's outcome is never contradicted by another claim of the same step."""
    outcomes = {Claim.WINS, Claim.OURS, Claim.LOSES}
    for lesson in LESSONS.values():
        for step in lesson.steps:
            assert len(step.claims & outcomes) <= 1, step.action


ENDINGS = {
    # preset: (the user's side's card points, the others', what each loser pays)
    "schafkopf": (109, 11, 5),
    "wendisch": (80, 40, 1),
    "deutsch": (108, 12, 2),
    "zweier": (62, 58, 1),
}


@pytest.mark.parametrize("preset", PRESETS)
def test_the_ending_states_the_deal_s_points_and_payment(preset: str) -> None:
    lesson = LESSONS[preset]
    deal, _seen = play_through(lesson)
    assert deal.score is not None
    ours = set(deal.declarers or (USER,))
    points = deal.score.points
    mine = sum(points[s] for s in ours)
    theirs = sum(points) - mine
    units = deal.score.units[USER] // (3 if len(ours) == 1 and deal.seats == 4 else 1)
    assert ENDINGS[preset] == (mine, theirs, units)
    for ending in wordings(lesson.ending):
        for number in ENDINGS[preset]:
            assert str(number) in ending
        assert f"{mine} card points" in ending or f"{mine} to {theirs}" in ending


def test_the_bavarian_ending_counts_the_laufende_and_the_schneider() -> None:
    deal, _seen = play_through(LESSONS["schafkopf"])
    assert deal.score is not None
    assert deal.score.laufende == 3 and deal.score.schneider and not deal.score.schwarz
    traditional, translated = wordings(LESSONS["schafkopf"].ending)
    assert "three Laufende" in traditional and "schneider" in traditional
    assert "three runners" in translated and "schneider" in translated


def test_the_bavarian_call_is_a_sauspiel_on_an_ace_the_user_lacks_with_its_suit_in_hand() -> None:
    lesson = LESSONS["schafkopf"]
    hand = set(lesson.hands[USER])
    assert lesson.steps[0].action == "sauspiel:E" and "AE" not in hand and "9E" in hand
    deal, _seen = play_through(lesson)
    assert deal.partner == 2 and "AE" in lesson.hands[2]
