"""The lesson plumbing every family shares (kopdesk/games/lessons.py): the user's step and
the others' scripted actions follow what each seat has made, and a step's text finds the
allowed action it names."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

import pytest

from kopdesk.games.api import RuleSetLike
from kopdesk.games.lessons import USER, Lesson, Step, action


class Claim(enum.Enum):
    ONLY = "only"


@dataclass
class Deal:
    """Three seats in turn from seat 1; every action is a word."""

    history: list[str] = field(default_factory=list)
    allowed: tuple[str, ...] = ("a", "b")

    @property
    def to_move(self) -> int | None:
        return None if len(self.history) >= 6 else (1 + len(self.history)) % 3

    def legal_actions(self) -> list[str]:
        return list(self.allowed)


@dataclass(frozen=True, kw_only=True)
class WordLesson(Lesson[Deal, Claim]):
    def rules(self) -> RuleSetLike:
        raise NotImplementedError

    def deal(self) -> Deal:
        return Deal()

    def made(self, deal: Deal, seat: int) -> int:
        return sum(1 for turn in range(len(deal.history)) if (1 + turn) % 3 == seat)


LESSON = WordLesson(
    preset="words",
    dealer=0,
    script={1: ("one", "four"), 2: ("two", "five")},
    intro="",
    steps=(Step("three", "", frozenset({Claim.ONLY})), Step("six", "")),
    ending="",
)


def test_the_user_gets_his_steps_and_the_others_their_script_in_turn() -> None:
    deal = LESSON.deal()
    made: list[str] = []
    while deal.to_move is not None:
        step = LESSON.step(deal)
        if deal.to_move == USER:
            assert step is not None
            made.append(step.action)
        else:
            assert step is None
            made.append(LESSON.scripted(deal))
        deal.history.append(made[-1])
    assert made == ["one", "two", "three", "four", "five", "six"]


def test_the_script_is_not_asked_for_the_users_action() -> None:
    with pytest.raises(AssertionError):
        LESSON.scripted(Deal(["one", "two"]))


def test_a_steps_text_is_the_allowed_action_written_so() -> None:
    deal = Deal(allowed=("pass", "sauspiel:E"))
    assert action(deal, "sauspiel:E") == "sauspiel:E"
    assert action(deal, "sauspiel:G") is None
