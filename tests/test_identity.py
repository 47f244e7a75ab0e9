import pytest

from querylab.identity import IdentityError, principal_from_claims


def test_claims_to_principal():
    p = principal_from_claims({"tenant": "acme", "email": "alice@acme.example", "groups": ["staff", "managers", "staff"]})
    assert (p.tenant, p.user, p.groups) == ("acme", "alice@acme.example", ("managers", "staff"))


def test_custom_claim_names_and_string_groups():
    p = principal_from_claims({"org": "globex", "sub": "u-1", "roles": "finance; staff"}, tenant_claim="org", groups_claim="roles")
    assert (p.tenant, p.user, p.groups) == ("globex", "u-1", ("finance", "staff"))


@pytest.mark.parametrize("claims, fragment", [({"email": "a@b"}, "'tenant'"), ({"tenant": " ", "email": "a@b"}, "'tenant'"), ({"tenant": "acme"}, "email")])
def test_missing_claims_give_no_principal(claims, fragment):
    with pytest.raises(IdentityError, match=fragment):
        principal_from_claims(claims)
