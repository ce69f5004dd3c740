"""The guided first deals of Scopa and Scopone (kopdesk/games/scopa/lesson.py): each
replays legally to the end of the deal, and what its texts say, in both wordings (the
Italian words and the translated ones), is true where they are shown."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from kopdesk.cards import Suit
from kopdesk.games.scopa import Deal, Move, Phase
from kopdesk.games.scopa.cards import VALUE
from kopdesk.games.scopa.lesson import LESSONS, USER, Claim, Lesson, Step, action
from kopdesk.games.texts import Worded, Wording


@dataclass(frozen=True)
class Seen:
    """A step of the user, the position it was shown in and what its move did."""

    step: Step
    move: Move
    allowed: tuple[Move, ...]
    hand: frozenset[str]
    table: frozenset[str]
    scopa: bool
    """The move counted a scopa."""


def wordings(text: Wording) -> tuple[str, ...]:
    """A lesson's text as marked, in English: both its wordings where it has two."""
    texts = (text.traditional, text.translated) if isinstance(text, Worded) else (text,)
    return tuple(t if isinstance(t, str) else t.message for t in texts)


def play_through(lesson: Lesson) -> tuple[Deal, list[Seen]]:
    """The lesson's deal played to the end as scripted, and the user's steps as they came."""
    deal = lesson.deal()
    seen: list[Seen] = []
    while deal.to_move is not None:
        step = lesson.step(deal)
        text = lesson.scripted(deal) if step is None else step.action
        made = action(deal, text)
        assert made is not None, f"{text} is not allowed; allowed: {[str(a) for a in deal.legal_actions()]}"
        before = (tuple(m for m in deal.legal_actions() if isinstance(m, Move)), deal.hand(USER), deal.table)
        scope = sum(deal.scope)
        deal.apply(made)
        if step is not None:
            assert isinstance(made, Move)
            allowed, hand, table = before
            names = frozenset(str(c) for c in hand), frozenset(str(c) for c in table)
            seen.append(Seen(step, made, allowed, *names, scopa=sum(deal.scope) > scope))
    return deal, seen


def holds(claim: Claim, seen: Seen) -> bool:
    move = seen.move
    value = VALUE[move.card.index]
    pile = (move.card, *move.taken) if move.take else ()
    match claim:
        case Claim.ONLY:
            return len(seen.allowed) == 1
        case Claim.NO_CAPTURE:
            return all(not m.take for m in seen.allowed)
        case Claim.EMPTY:
            return not seen.table
        case Claim.EQUAL:
            return len(move.taken) == 1 and VALUE[move.taken[0].index] == value
        case Claim.SUM:
            return len(move.taken) >= 2 and sum(VALUE[c.index] for c in move.taken) == value
        case Claim.SCOPA:
            return seen.scopa and set(map(str, move.taken)) == seen.table
        case Claim.SETTEBELLO:
            return "7D" in map(str, pile)
        case Claim.DENARI:
            return any(c.suit is Suit.DIAMONDS for c in pile)
        case Claim.CHOICE:
            return any(m.take and m != move for m in seen.allowed)


PRESETS = list(LESSONS)


@pytest.mark.parametrize("preset", PRESETS)
def test_the_lesson_replays_legally_to_the_end_of_the_deal(preset: str) -> None:
    lesson = LESSONS[preset]
    deal, seen = play_through(lesson)
    assert [s.step for s in seen] == list(lesson.steps)
    assert deal.phase is Phase.DONE and deal.score is not None
    assert len(deal.history) == len(lesson.steps) + sum(len(script) for script in lesson.script.values())


@pytest.mark.parametrize("preset", PRESETS)
def test_every_claim_of_a_step_is_true_where_it_is_shown(preset: str) -> None:
    _deal, seen = play_through(LESSONS[preset])
    wrong = [(s.step.action, claim.value) for s in seen for claim in s.step.claims if not holds(claim, s)]
    assert wrong == []


@pytest.mark.parametrize("preset", PRESETS)
def test_a_capture_is_claimed_as_what_it_is_and_a_scopa_is_never_left_unsaid(preset: str) -> None:
    _deal, seen = play_through(LESSONS[preset])
    for s in seen:
        if s.move.take:
            assert s.step.claims & {Claim.EQUAL, Claim.SUM}, s.step.action
        assert (Claim.SCOPA in s.step.claims) == s.scopa, s.step.action
        assert (Claim.SETTEBELLO in s.step.claims) == holds(Claim.SETTEBELLO, s), s.step.action


@pytest.mark.parametrize("preset", PRESETS)
def test_the_cards_a_step_names_are_in_the_hand_or_on_the_table(preset: str) -> None:
    _deal, seen = play_through(LESSONS[preset])
    for s in seen:
        assert set(s.step.cards) <= s.hand | s.table, s.step.action


def test_a_text_that_names_the_settebello_is_about_the_seven_of_denari() -> None:
    for lesson in LESSONS.values():
        _deal, seen = play_through(lesson)
        for s in seen:
            if any("settebello" in text or "seven of coins" in text for text in wordings(s.step.text)):
                assert "7D" in s.step.cards and "7D" in s.hand, s.step.action


@pytest.mark.parametrize(
    ("preset", "phrases"),
    [
        ("scopa", [("22 cards to 18", "78 to 71", "5 to 5", "4 to 1")] * 2),
        (
            "scopone-scientifico",
            [
                ("19 cards to 21", "6 denari to 4", "81 to 68", "3 to 1"),
                ("19 cards to 21", "6 coins to 4", "81 to 68", "3 to 1"),
            ],
        ),
    ],
)
def test_the_ending_states_the_deal_s_score(preset: str, phrases: list[tuple[str, ...]]) -> None:
    """In each wording: the Italian words, then the translated ones."""
    lesson = LESSONS[preset]
    deal, _seen = play_through(lesson)
    score = deal.score
    assert score is not None
    ours, theirs = score.counts[deal.side_of(USER)], score.counts[1 - deal.side_of(USER)]
    total = score.total[deal.side_of(USER)], score.total[1 - deal.side_of(USER)]
    facts = {
        f"{ours.cards} cards to {theirs.cards}",
        f"{ours.primiera} to {theirs.primiera}",
        f"{ours.denari} to {theirs.denari}",
        f"{ours.denari} denari to {theirs.denari}",
        f"{ours.denari} coins to {theirs.denari}",
        f"{total[0]} to {total[1]}",
    }
    for ending, said in zip(wordings(lesson.ending), phrases, strict=True):
        for phrase in said:
            assert phrase in facts and phrase in ending
