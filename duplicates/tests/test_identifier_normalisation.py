"""Identifiers are stored and compared without invisible or compatibility characters: a zero-width
space, a soft hyphen, full-width digits or a decomposed accent never make a "different" KAM ID or client name."""

import importlib
from types import SimpleNamespace

from django.apps import apps
from django.db import connection

import pytest

from cases import rules
from cases.models import Case
from cases.tests.data import csv_bytes, row, upload
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

ZWSP, SOFT_HYPHEN, BOM, NBSP, ACUTE = "\u200b", "\u00ad", "\ufeff", "\u00a0", "\u0301"
FULL_WIDTH_123 = "\uff11\uff12\uff13"


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        (f"12{ZWSP}3", "123"),
        (f"Jo{SOFT_HYPHEN}hn Smith", "John Smith"),
        (FULL_WIDTH_123, "123"),
        (f"Cafe{ACUTE}", "Caf\u00e9"),
        (f"{BOM} Acme{NBSP}Ltd ", "Acme Ltd"),
        ("  plain  ", "plain"),
        (None, ""),
    ],
)
def test_clean_text_drops_format_characters_normalises_nfkc_and_trims(raw, clean):
    assert rules.clean_text(raw) == clean


def test_keys_ignore_invisible_and_compatibility_characters():
    assert rules.kam_key(f"{FULL_WIDTH_123}{ZWSP}") == rules.kam_key("123") == "123"
    assert rules.client_key(f"Jo{SOFT_HYPHEN}hn  SMITH") == rules.client_key("john smith") == "john smith"
    assert rules.client_key(f"Cafe{ACUTE}") == rules.client_key("Caf\u00e9")
    assert rules.bhruk_key(f"KIND{FULL_WIDTH_123}") == "kind123"
    assert rules.kam_key(f"Not{ZWSP} Known") is None


def test_an_edit_stores_clean_identifiers(role_clients):
    case = CaseFactory(widget="Acme Ltd")
    body = {
        "kamId": f"{FULL_WIDTH_123}{ZWSP}",
        "clientName": f"Cafe{ACUTE} Jo{SOFT_HYPHEN}hn",
        "invoiceNumber": "\uff29NV1",
    }

    response = role_clients["admin"].put(f"/api/cases/{case.pk}", body, format="json")

    assert response.status_code == 200
    case.refresh_from_db()
    assert (case.kam_id, case.kam_key) == ("123", "123")
    assert (case.client_name, case.client_key) == ("Caf\u00e9 John", "caf\u00e9 john")
    assert case.invoice_number == "INV1"
    assert response.json()["kamId"] == "123"


def test_a_manual_add_stores_clean_identifiers(role_clients):
    body = {
        "widget": f"Acme{ZWSP} Ltd",
        "clientName": f"Jo{SOFT_HYPHEN}hn",
        "bhrukId": f"7{ZWSP}001",
        "kamId": FULL_WIDTH_123,
    }

    response = role_clients["admin"].post("/api/cases/manual", body, format="json")

    assert response.status_code == 201
    case = Case.objects.get(pk=response.json()["id"])
    assert (case.widget, case.client_name, case.bhruk_id, case.kam_id) == ("Acme Ltd", "John", "7001", "123")


def test_an_import_stores_clean_identifiers(auth_client, manager_user):
    rows = [
        row(
            1,
            widget=f"Acme{ZWSP} Ltd",
            name=f"Jo{SOFT_HYPHEN}hn Smith",
            ob_link=f"https://ob.example.com/{FULL_WIDTH_123}",
        ),
        row(2, name="Plain Name"),
    ]

    response = upload(auth_client(manager_user), csv_bytes(rows))

    assert response.status_code == 200, response.content
    first, second = Case.objects.order_by("id")
    assert (first.widget, first.client_name, first.name) == ("Acme Ltd", "John Smith", "John Smith")
    assert (first.external_user_id, first.kam_id, first.kam_key) == ("https://ob.example.com/123", "123", "123")
    assert first.client_key == "john smith"
    assert second.client_name == "Plain Name"


def test_lookalike_identifiers_form_one_duplicate_group(role_clients):
    # Written as another system might have stored them, bypassing the API's cleaning: the keys still agree.
    CaseFactory(kam_id="12345", client_name="John Smith")
    CaseFactory(kam_id="\uff11\uff12\uff13\uff14\uff15", client_name=f"John{ZWSP} Smi{SOFT_HYPHEN}th")

    groups = role_clients["admin"].get("/api/duplicates").json()["groups"]

    assert sorted((g["identifierType"], g["caseCount"]) for g in groups) == [("clientName", 2), ("kamId", 2)]
    kam = next(g for g in groups if g["identifierType"] == "kamId")
    detail = role_clients["admin"].get(f"/api/duplicates/kamId/{kam['identifier']}")
    assert detail.status_code == 200
    assert len(detail.json()) == 2


def test_the_migration_recomputes_keys_of_non_ascii_identifiers_only():
    migration = importlib.import_module("duplicates.migrations.0003_unicode_normalised_keys")
    plain = CaseFactory(kam_id="555", client_name="Plain")
    odd = CaseFactory(kam_id=f"5{ZWSP}55", client_name=f"Pla{SOFT_HYPHEN}in", bhruk_id=f"9{ZWSP}9")
    # Keys as the previous normalisation stored them (lower-cased and trimmed only).
    Case.objects.filter(pk=odd.pk).update(kam_key=f"5{ZWSP}55", client_key=f"pla{SOFT_HYPHEN}in", bhruk_key=f"9{ZWSP}9")
    Case.objects.filter(pk=plain.pk).update(client_key="left alone")  # ASCII rows are not read at all

    migration.recompute_case_keys(apps, SimpleNamespace(connection=connection))

    odd.refresh_from_db()
    plain.refresh_from_db()
    assert (odd.kam_key, odd.client_key, odd.bhruk_key) == ("555", "plain", "99")
    assert odd.kam_id == f"5{ZWSP}55"  # the stored text is kept as typed
    assert plain.client_key == "left alone"


def test_the_migration_merges_dismissed_groups_that_now_share_a_key(admin_user):
    from duplicates.models import DismissedGroup

    migration = importlib.import_module("duplicates.migrations.0003_unicode_normalised_keys")
    DismissedGroup.objects.create(identifier_type="kamId", key="555", member_ids=[1, 2])
    DismissedGroup.objects.create(identifier_type="kamId", key=f"5{ZWSP}55", member_ids=[3])
    DismissedGroup.objects.create(identifier_type="clientName", key=f"a{SOFT_HYPHEN}b", member_ids=[4])

    migration.recompute_dismissed_keys(apps, SimpleNamespace(connection=connection))

    assert sorted(DismissedGroup.objects.values_list("identifier_type", "key", "member_ids")) == [
        ("clientName", "ab", [4]),
        ("kamId", "555", [1, 2, 3]),
    ]


def test_searches_are_cleaned_like_the_identifiers(role_clients):
    case = CaseFactory(kam_id="123", client_name="John Smith")

    by_kam = role_clients["admin"].get(f"/api/cases/paginated?kamSearch={FULL_WIDTH_123}").json()
    by_name = role_clients["admin"].get(f"/api/cases/paginated?clientNameSearch=Jo{SOFT_HYPHEN}hn").json()

    assert [c["id"] for c in by_kam["data"]] == [case.pk] == [c["id"] for c in by_name["data"]]
