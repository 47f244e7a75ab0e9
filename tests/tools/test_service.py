

def test_every_allow_listed_action_has_its_target_described():
    from querylab.tools.registry import ALLOWED_TOOLS
    from querylab.tools.service import ACTIONS

    assert {name for name, spec in ALLOWED_TOOLS.items() if spec.kind == "action"} == set(ACTIONS)
