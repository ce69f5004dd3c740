"""The new-match dialog: shows the settings, resets to presets, refuses bad rules."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QDialog, QDialogButtonBox

from kopdesk.app.newmatch import default_names
from kopdesk.app.newmatch.dialog import NewMatchDialog
from kopdesk.app.newmatch.editors import ChecksEditor, ChoiceEditor, NumberEditor, NumbersEditor, SwitchEditor
from kopdesk.app.newmatch.match import TABLE_RULES
from kopdesk.games.kop import HOUSE_RULE_IDS, PRESETS, Contract, rules_from_preset
from kopdesk.games.kop.texts import HOUSE_RULES
from kopdesk.games.registry import PRESETS as PRESETS_OF_ALL
from kopdesk.games.registry import game_of
from kopdesk.games.rules import RulesError
from kopdesk.i18n import current_language, set_language, translate
from kopdesk.storage import Settings

ROOT = Path(__file__).parents[2]
THROWN = (Contract.ZOLO_BIEDA, Contract.MESTER, Contract.BASKA)
DEFAULTS = Settings()


@pytest.fixture
def open_dialog(qtbot):
    def make(settings: Settings = DEFAULTS) -> NewMatchDialog:
        dialog = NewMatchDialog(settings)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog

    return make


def click(button: QAbstractButton) -> None:
    """Click near the left end, on the indicator, whatever width the layout gave the button."""
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def press_ok(dialog: NewMatchDialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


def contract_box(dialog: NewMatchDialog, contract: Contract) -> QCheckBox:
    return dialog._rows["contracts"].editor.boxes[contract.value]


def switch(dialog: NewMatchDialog, rule: str) -> QCheckBox:
    return dialog._rows[rule].editor.widget


def test_the_table_covers_every_house_rule_but_match_length() -> None:
    assert sorted(rule.id for rule in HOUSE_RULES) == sorted(set(HOUSE_RULE_IDS) - {"match_length"})


def imports(module: str) -> set[str]:
    """The modules `module` imports, directly or through kopdesk's own modules (read, not run)."""
    found: set[str] = set()
    waiting = [module]
    while waiting:
        path = ROOT / waiting.pop().replace(".", "/")
        source = path.with_suffix(".py") if path.with_suffix(".py").is_file() else path / "__init__.py"
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            else:
                continue
            waiting += [name for name in names if name.startswith("kopdesk.") and name not in found]
            found.update(names)
    return found


def test_the_match_needs_no_widget() -> None:
    found = imports("kopdesk.app.newmatch.match")
    assert not {name for name in found if name.startswith("PySide6")}


def test_shows_the_settings_given(open_dialog) -> None:
    settings = Settings(
        preset="baska",
        house_rules={"max_doublings": 6, "contracts": ["wesele", "zolo", "mester"]},
        bot_levels=("beginner", "master", "club"),
        names=("Ala", "", "Bolek", ""),
        stake="1.50",
        currency="EUR",
        match_length={"target": 50},
        practice=True,
    )
    dialog = open_dialog(settings)
    assert dialog.preset() == "baska"
    assert dialog._rows["max_doublings"].editor.widget.value() == 6
    assert dialog.rule_values()["contracts"] == ["wesele", "zolo", "mester"]
    assert dialog.rule_values()["tie_rule"] == "old_lose"
    assert [combo.currentData() for combo in dialog.level_combos] == ["beginner", "master", "club"]
    assert [edit.text() for edit in dialog.name_edits] == ["Ala", "", "Bolek", ""]
    assert [edit.placeholderText() for edit in dialog.name_edits] == list(default_names())
    assert dialog.stake_spin.value() == 1.5
    assert dialog.currency_combo.currentText() == "EUR"
    assert dialog.match_length() == {"target": 50}
    assert dialog.practice_radio.isChecked()
    assert dialog.settings() == settings


def test_switching_preset_shows_its_defaults(open_dialog) -> None:
    dialog = open_dialog()
    dialog._rows["max_doublings"].editor.widget.setValue(7)
    click(dialog._preset_radios["baska"])
    values = dialog.rule_values()
    assert values["tie_rule"] == "old_lose"
    assert switch(dialog, "bok_round").isChecked()
    assert values["exit_points"] == {"old": 27, "young": 26}
    assert dialog._rows["exit_points"].editor.spins["old"].value() == 27
    assert values["max_doublings"] == 4
    assert all(contract_box(dialog, c).isChecked() for c in Contract if c.is_call)
    assert dialog.settings().preset == "baska"
    assert dialog.settings().house_rules == {}


def test_reset_button_undoes_changes(open_dialog) -> None:
    dialog = open_dialog(Settings(preset="kop-koscian", house_rules={"bok_round": True}))
    assert switch(dialog, "bok_round").isChecked()
    dialog._rows["tie_rule"].editor.widget.setCurrentIndex(1)
    click(dialog.reset_button)
    preset = PRESETS["kop-koscian"].house_rules()
    assert dialog.rule_values() == {k: v for k, v in preset.items() if k != "match_length"}


def test_accepted_settings_hold_exactly_the_overrides(open_dialog) -> None:
    dialog = open_dialog()
    dialog._rows["max_doublings"].editor.widget.setValue(6)
    click(switch(dialog, "bok_round"))
    click(contract_box(dialog, Contract.GRAN))
    dialog._rows["exit_points"].editor.spins["young"].setValue(25)
    dialog.deals_spin.setValue(32)
    press_ok(dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    settings = dialog.settings()
    assert settings.house_rules == {
        "contracts": ["wesele", "gran", "zolo", "zolo_du"],
        "max_doublings": 6,
        "bok_round": True,
        "exit_points": {"old": 26, "young": 25},
    }
    assert settings.match_length == {"deals": 32}
    expected = rules_from_preset("kop", {**settings.house_rules, "match_length": {"deals": 32}})
    assert settings.rules() == expected


def test_thrown_games_without_a_thrown_contract_keeps_the_dialog_open(open_dialog) -> None:
    dialog = open_dialog(Settings(preset="baska"))
    for contract in THROWN:
        click(contract_box(dialog, contract))
    press_ok(dialog)
    error = dialog._rows["thrown_games"].error
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert error.isVisible() and "Thrown games" in error.text()
    click(switch(dialog, "thrown_games"))
    assert not error.isVisible()
    press_ok(dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.settings().house_rules["thrown_games"] is False


def test_deals_not_a_multiple_of_four_are_refused(open_dialog) -> None:
    dialog = open_dialog()
    dialog.deals_spin.setValue(25)
    press_ok(dialog)
    assert dialog.isVisible()
    assert dialog._length_error.isVisible() and "multiple of 4" in dialog._length_error.text()


def test_currency_must_be_three_letters(open_dialog) -> None:
    dialog = open_dialog()
    dialog.currency_combo.setCurrentText("EU")
    press_ok(dialog)
    assert dialog.isVisible() and dialog._currency_error.isVisible()
    dialog.currency_combo.setCurrentText("chf")
    press_ok(dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.settings().currency == "CHF"


def test_rules_that_do_not_apply_are_greyed(open_dialog) -> None:
    dialog = open_dialog()
    gran_must_trump = switch(dialog, "gran_must_trump")
    assert not gran_must_trump.isEnabled()
    click(contract_box(dialog, Contract.GRAN_DU))
    assert gran_must_trump.isEnabled()
    click(contract_box(dialog, Contract.WESELE))
    assert not dialog._rows["wesele_partner"].editor.widget.isEnabled()
    assert not contract_box(dialog, Contract.MESTER).isEnabled()
    click(switch(dialog, "thrown_games"))
    assert contract_box(dialog, Contract.MESTER).isEnabled()


def test_names_levels_and_stake_round_trip(qtbot, open_dialog) -> None:
    dialog = open_dialog()
    qtbot.keyClicks(dialog.name_edits[0], "Ala")
    qtbot.keyClicks(dialog.name_edits[2], "Bolek")
    dialog.level_combos[0].setCurrentIndex(0)
    dialog.level_combos[2].setCurrentIndex(2)
    dialog.stake_spin.setValue(0.5)
    click(dialog.practice_radio)
    click(dialog._length_radios["open"])
    press_ok(dialog)
    settings = dialog.settings()
    assert settings.names == ("Ala", "", "Bolek", "")
    assert settings.bot_levels == ("beginner", "club", "master")
    assert (settings.stake, settings.currency, settings.practice) == ("0.50", "PLN", True)
    assert settings.match_length == {"open": True}
    again = open_dialog(settings)
    assert again.settings() == settings


def test_setup_resolves_names_and_builds_the_rules(qtbot, open_dialog) -> None:
    dialog = open_dialog(Settings(preset="baska", house_rules={"bok_round": False}, match_length={"deals": 8}))
    qtbot.keyClicks(dialog.name_edits[1], "Bolek")
    setup = dialog.setup(first_dealer=2)
    assert setup.first_dealer == 2
    assert setup.names == (default_names()[0], "Bolek", *default_names()[2:])
    assert setup.rules == rules_from_preset("baska", {"bok_round": False, "match_length": {"deals": 8}})
    assert (setup.bot_levels, setup.stake, setup.currency, setup.practice) == (("club",) * 3, "0.20", "PLN", False)


def test_cancel_rejects(open_dialog) -> None:
    dialog = open_dialog()
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_retranslate_in_polish(open_dialog) -> None:
    dialog = open_dialog(Settings(preset="baska"))
    for contract in THROWN:
        click(contract_box(dialog, contract))
    press_ok(dialog)
    before = current_language()
    try:
        set_language("pl")
        dialog.retranslate()
        assert dialog.windowTitle()
        assert dialog._rows["thrown_games"].error.isVisible()
    finally:
        set_language(before)
    dialog.retranslate()
    assert dialog.windowTitle() == "New match"


# -- every game ------------------------------------------------------------------------------


def taken(preset: str) -> dict:
    return game_of(preset).presets[preset].house_rules()


def change(editor) -> None:
    """Give the rule another value than the one shown, as the user would."""
    match editor:
        case SwitchEditor():
            editor.box.setChecked(not editor.box.isChecked())
        case ChoiceEditor():
            editor.combo.setCurrentIndex((editor.combo.currentIndex() + 1) % editor.combo.count())
        case NumberEditor():
            spin = editor.spin
            spin.setValue(spin.maximum() if spin.value() != spin.maximum() else spin.minimum())
        case NumbersEditor():
            for spin in editor.spins.values():
                spin.setValue(spin.maximum() if spin.value() == spin.minimum() else spin.minimum())
        case ChecksEditor():
            box = next(box for box in editor.boxes.values() if box.isChecked() and box.isEnabled())
            box.setChecked(False)


def test_every_preset_of_every_game_is_offered_under_its_game(open_dialog) -> None:
    dialog = open_dialog()
    assert list(dialog._preset_radios) == list(PRESETS_OF_ALL)
    assert [label.text() for label in dialog._family_labels.values()] == [
        "Kop and Baśka", "Scopa and Scopone", "Schafkopf",
    ]
    assert dialog._preset_radios["scopone-scientifico"].text() == "Scopone scientifico"
    assert dialog._preset_notes["zweier"].text().startswith("Two players")


def test_no_part_of_the_dialog_shows_as_a_window_of_its_own(open_dialog) -> None:
    dialog = open_dialog()
    for preset in PRESETS_OF_ALL:
        click(dialog._preset_radios[preset])
        assert [w for w in QApplication.topLevelWidgets() if w.isVisible()] == [dialog], preset


@pytest.mark.parametrize("preset", PRESETS_OF_ALL)
def test_a_preset_shows_its_house_rules_and_as_many_players_as_it_seats(open_dialog, preset: str) -> None:
    dialog = open_dialog()
    click(dialog._preset_radios[preset])
    game = game_of(preset)
    seats = game.seats(game.presets[preset])
    shown = {rule_id for rule_id, row in dialog._rows.items() if row.editor.widget.isVisible()}
    assert shown == set(taken(preset)) - {"match_length"}
    table = TABLE_RULES.get(preset, {})  # a Bavarian table's tariff
    assert dialog.rule_values() == {k: v for k, v in taken(preset).items() if k != "match_length"} | table
    assert [edit.isVisible() for edit in dialog.name_edits] == [seat < seats for seat in range(4)]
    assert [combo.isVisible() for combo in dialog.level_combos] == [seat < seats for seat in range(1, 4)]
    assert dialog.deals_spin.isVisible() == ("match_length" in taken(preset))
    assert dialog.rules() == game.rules(preset, table)


@pytest.mark.parametrize("preset", PRESETS_OF_ALL)
def test_a_house_rule_set_in_the_dialog_is_the_rule_set_the_engine_builds(open_dialog, preset: str) -> None:
    """Every house rule of the preset, changed alone: the dialog's rule set is the engine's
    for that change, or the dialog stays open with the row's own words on what is wrong."""
    dialog = open_dialog()
    click(dialog._preset_radios[preset])
    game, refused = game_of(preset), []
    for rule_id in sorted(taken(preset).keys() - {"match_length"}):
        click(dialog.reset_button)
        row = dialog._rows[rule_id]
        change(row.editor)
        value = row.editor.value()
        assert value != taken(preset)[rule_id], rule_id
        length = {"match_length": dialog.match_length()} if "match_length" in taken(preset) else {}
        overrides = TABLE_RULES.get(preset, {}) | {rule_id: value}
        try:
            expected = game.rules(preset, {**overrides, **length})
        except RulesError:
            press_ok(dialog)
            assert dialog.isVisible() and row.error.isVisible() and row.error.text() == translate(row.rule.error)
            refused.append(rule_id)
            continue
        assert dialog.rules() == expected, rule_id
        assert (dialog.settings().preset, dialog.settings().house_rules) == (preset, overrides)
    assert refused == {"kop": ["thrown_games"], "kop-koscian": ["thrown_games"]}.get(
        preset, ["deal_one_card", "four_player_mode"] if preset.startswith("scopone") else []
    )


@pytest.mark.parametrize(("preset", "seats"), [("scopa", 2), ("scopa-3", 3), ("zweier", 2), ("schafkopf", 4)])
def test_the_setup_has_a_name_per_seat_and_a_level_per_computer_player(qtbot, open_dialog, preset, seats) -> None:
    dialog = open_dialog(Settings(bot_levels=("beginner", "master", "club")))
    click(dialog._preset_radios[preset])
    qtbot.keyClicks(dialog.name_edits[1], "Bolek")
    setup = dialog.setup(first_dealer=1)
    assert setup.names == (default_names()[0], "Bolek", *default_names()[2:seats])
    assert setup.bot_levels == ("beginner", "master", "club")[: seats - 1]
    assert setup.rules == game_of(preset).rules(preset, TABLE_RULES.get(preset, {}))


def test_zweier_deals_in_multiples_of_two(open_dialog) -> None:
    dialog = open_dialog()
    click(dialog._preset_radios["zweier"])
    dialog.deals_spin.setValue(6)
    assert dialog.rules().match_length.deals == 6
    dialog.deals_spin.setValue(7)
    press_ok(dialog)
    assert dialog.isVisible() and "multiple of 2" in dialog._length_error.text()


def test_settings_of_another_game_are_shown(open_dialog) -> None:
    settings = Settings(preset="scopone", house_rules={"target": 21, "assi": "scopa"}, names=("", "", "", "Ola"))
    dialog = open_dialog(settings)
    assert dialog.preset() == "scopone"
    assert dialog.rule_values()["target"] == 21 and dialog.rule_values()["assi"] == "scopa"
    assert dialog.settings() == settings


def test_each_game_starts_with_the_stake_of_its_tables(open_dialog) -> None:
    """A Bavarian match in euro cents, 10 ct a Sauspiel and 50 ct a Solo; Kop's in grosze;
    Scopa for its points, with no stake asked; the settings' own stake stays with their game."""
    dialog = open_dialog(Settings(stake="0.50", currency="PLN"))
    assert (dialog.settings().stake, dialog.settings().currency) == ("0.50", "PLN")  # Kop, as saved
    click(dialog._preset_radios["schafkopf"])
    assert (dialog.settings().stake, dialog.settings().currency) == ("0.10", "EUR")
    tariff = dialog.rules().tariff
    assert (tariff.low, tariff.high) == (1, 5)
    click(dialog._preset_radios["wendisch"])  # the same game's tables: the stake stays
    assert dialog.stake_spin.isVisible() and dialog.settings().stake == "0.10"
    click(dialog._preset_radios["scopa"])
    assert not dialog.stake_spin.isVisible() and not dialog.currency_combo.isVisible()
    click(dialog._preset_radios["baska"])
    assert (dialog.settings().stake, dialog.settings().currency) == ("0.20", "PLN")
    assert dialog.stake_spin.isVisible()


def test_the_seats_are_labelled_where_the_table_puts_them(open_dialog) -> None:
    """Kop and Schafkopf play clockwise, the next player on the left; Scopa counterclockwise,
    on the right, as its table seats them; in Scopone the partner across is named so."""
    from kopdesk.app.scopa.scene import DOWN, LEFT, RIGHT, UP, places
    from kopdesk.games.scopa.rules import Direction

    dialog = open_dialog()

    def labels() -> list[str]:
        return [label.text() for label in dialog._seat_labels if label.isVisible()]

    assert labels() == ["You", "Left", "Across", "Right"]
    click(dialog._preset_radios["scopone"])
    assert labels() == ["You", "Right", "Across, your partner", "Left"]
    assert places(4, Direction.COUNTERCLOCKWISE) == [DOWN, RIGHT, UP, LEFT]
    dialog._rows["direction"].editor.set_value("clockwise")
    assert labels() == ["You", "Left", "Across, your partner", "Right"]
    click(dialog._preset_radios["scopa-3"])
    assert labels() == ["You", "Right", "Left"]
    assert places(3, Direction.COUNTERCLOCKWISE) == [DOWN, RIGHT, LEFT]
    click(dialog._preset_radios["zweier"])
    assert labels() == ["You", "Player 2"]


def test_zweier_shows_no_field_that_means_nothing_for_two(open_dialog) -> None:
    """Two players: nobody plays alone against others (the high tariff), and only the
    loser's schneider limit counts; both come back for four."""
    dialog = open_dialog()
    click(dialog._preset_radios["zweier"])
    tariff, schneider = dialog._rows["tariff"].editor, dialog._rows["schneider_max"].editor
    assert [spin.isVisible() for spin in tariff.spins.values()] == [True, False]
    assert [spin.isVisible() for spin in schneider.spins.values()] == [False, True]
    assert dialog.rules() == game_of("zweier").presets["zweier"]  # the hidden parts keep their values
    click(dialog._preset_radios["wendisch"])
    assert all(spin.isVisible() for spin in (*tariff.spins.values(), *schneider.spins.values()))


@pytest.mark.parametrize("language", ["de", "pl", "en"])
def test_the_house_rules_fit_their_panel_at_1280_by_800(qtbot, open_dialog, speak, language: str) -> None:
    """No house rule's box or words run past the panel's right edge (the dialog as a
    1280×800 screen sizes it), whatever the game."""
    speak(language)
    dialog = open_dialog()
    dialog.resize(1240, 700)
    for preset in PRESETS_OF_ALL:
        click(dialog._preset_radios[preset])
        scroll = dialog._page.scroll
        qtbot.waitUntil(lambda scroll=scroll: scroll.widget().width() <= scroll.viewport().width(), timeout=2000)


def test_schafkopf_games_offered_are_named_as_the_table_names_them(open_dialog, speak) -> None:
    """The games offered read the one table of names the Schafkopf table reads: translated,
    or with the traditional terms the Bavarians' words, in the dialog as at the table."""
    from kopdesk.app import words
    from kopdesk.app.schafkopf.words import contract_name
    from kopdesk.games.schafkopf import Contract as Game

    speak("pl")
    dialog = open_dialog(Settings(preset="schafkopf"))
    games = (Game.SAUSPIEL, Game.WENZ, Game.FARBWENZ_TOUT)

    def shown() -> list[str]:
        boxes = dialog._rows["contracts"].editor.boxes
        return [boxes[game.value].text() for game in games]

    assert shown() == ["gra z wywołanym asem", "wenc", "wenc kolorowy tout"] == [contract_name(g) for g in games]
    words.set_traditional(True)
    try:
        dialog.retranslate()
        assert shown() == ["Sauspiel", "Wenz", "Farbwenz-Tout"] == [contract_name(g) for g in games]
    finally:
        words.set_traditional(False)


@pytest.mark.parametrize(
    ("language", "names"),
    [
        ("de", ("Du", "Vroni", "Sepp", "Resi")),
        ("pl", ("Ty", "Ewa", "Janek", "Zosia")),
        ("en", ("You", "Emma", "Jack", "Lucy")),
    ],
)
def test_the_players_left_unnamed_get_names_of_the_language_shown(qtbot, open_dialog, speak, language, names) -> None:
    """Walk Schafkopf #17: a German table had Ewa, Janek and Zosia. A name the user gave stays his."""
    speak(language)
    dialog = open_dialog(Settings(preset="schafkopf"))
    assert [edit.placeholderText() for edit in dialog.name_edits] == list(names)
    assert dialog.setup(first_dealer=0).names == names
    qtbot.keyClicks(dialog.name_edits[2], "Bolek")
    assert dialog.setup(first_dealer=0).names == (names[0], names[1], "Bolek", names[3])


def test_the_default_names_are_told_apart_by_gender_in_every_language() -> None:
    from kopdesk.app.players import BOT_NAMES, is_feminine

    assert all([is_feminine(name) for name in names] == [True, False, True] for names in BOT_NAMES.values())
