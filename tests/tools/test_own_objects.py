"""The tool service names a principal's own objects, and only theirs: the router's trusted evidence."""

from pathlib import Path

from querylab.tools import ToolService

DEMO = Path(__file__).resolve().parents[2] / "sample_corpus" / "tools"


def test_own_objects_are_the_users_orders_refunds_and_claims_only(tmp_path):
    tools = ToolService(DEMO, tmp_path)
    dave = {o.id: o for o in tools.own_objects("globex", "dave")}
    assert {"2041", "2044", "2046", "EXP-3103", "EXP-3105"} <= set(dave)
    assert not set(dave) & {"2040", "2042", "EXP-3101"}  # carol's
    assert tools.own_objects("acme", "dave") == ()  # no objects in another tenant


def test_each_object_says_what_it_is_in_the_words_people_use(tmp_path):
    carol = {o.id: o for o in ToolService(DEMO, tmp_path).own_objects("globex", "carol")}
    assert carol["2042"].kind == "order" and "Globex Key" in carol["2042"].label
    assert carol["R-301"].kind == "refund" and "Globex Key" in carol["R-301"].label  # a refund is called by its order's items
    assert carol["EXP-3101"].kind == "claim" and "Boston" in carol["EXP-3101"].label
    assert carol["2047"].label.endswith("packed")  # its status too: "my packed order"


def test_colleagues_are_the_tenants_other_users(tmp_path):
    tools = ToolService(DEMO, tmp_path)
    assert tools.colleagues("acme", "alice") == ("bob",)
    assert tools.colleagues("globex", "dave") == ("carol",)
    assert "alice" not in tools.colleagues("globex", "carol")  # another tenant's users are no colleagues
