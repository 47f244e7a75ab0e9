"""What reads what: the offline model reads knobs, a real model reads template text."""

from querylab.reads import what_reads


def test_template_edit_under_the_offline_model_points_to_the_knob() -> None:
    r = what_reads("judge", "offline", True)
    assert not r.edit_changes_decision and "will not change" in r.advice and "offline_model [judge]" in r.advice
    assert "local model" in r.advice


def test_knob_files_count_only_for_the_offline_model() -> None:
    assert what_reads("offline_model", "offline", True).edit_changes_decision
    assert not what_reads("offline_model", "openai", False).edit_changes_decision
    assert what_reads("judge", "openai", False).edit_changes_decision
