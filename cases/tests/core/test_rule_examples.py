"""The rules the browser mirrors, run through the server: every example of cases/rule_examples/dialog-rules.json.

The browser runs the same table (frontend/src/features/cases/__tests__/rule-examples.test.ts), so a rule that
drifts on either side fails one of the two. Pure rules run through the functions the API uses; the edit and
add examples, and the typed KAM IDs, go through the API itself.
"""

import json
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

from django.core.exceptions import ValidationError

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases import rules
from cases.access import case_editable_fields
from cases.fields import API_NAMES
from cases.models import Case
from cases.services.editing import check_editable
from cases.tests.factories import CaseFactory
from cases.workflow import resolve

TABLE = json.loads((Path(__file__).resolve().parents[2] / "rule_examples" / "dialog-rules.json").read_text("utf-8"))
MODEL_NAMES = {api: model for model, api in API_NAMES.items()}


def examples(rule: str) -> list[Any]:
    return [pytest.param(e, id=e["id"]) for e in TABLE["examples"] if e["rule"] == rule]


def test_the_table_covers_every_rule_with_enough_examples():
    assert len(TABLE["examples"]) >= 40
    assert {e["rule"] for e in TABLE["examples"]} == set(TABLE["legend"])


def model_values(case: dict[str, Any]) -> dict[str, Any]:
    """A case of the table (JSON names, JSON values) as model field values."""
    out: dict[str, Any] = {}
    for name, value in case.items():
        field = {"isLocked": "is_locked", "isCancelled": "is_cancelled", "isMerged": "is_merged"}.get(name)
        field = field or MODEL_NAMES[name]
        if name == "miAmount" and value is not None:
            value = Decimal(str(value))
        elif name == "invoiceDate" and value is not None:
            value = date.fromisoformat(value)
        out[field] = value
    return out


def saved_case(overrides: dict[str, Any]) -> Case:
    case: Case = CaseFactory.create(**model_values({**TABLE["editCase"], **overrides}))
    return case


@pytest.mark.parametrize("example", examples("kam_check"))
def test_kam_check(example):
    given = example["given"]
    assert rules.kam_check(kam_id=given["kamId"], ob_link=given["obLink"]) == example["expect"]


@pytest.mark.django_db
@pytest.mark.parametrize("example", examples("kam_check_typed"))
def test_kam_check_of_a_typed_kam_id_is_the_case_answer_after_saving(example, role_clients):
    given = example["given"]
    case = saved_case({"externalUserId": given["obLink"]})

    response = role_clients["admin"].put(f"/api/cases/{case.pk}", {"kamId": given["kamId"]}, format="json")

    assert response.status_code == 200, response.json()
    assert response.json()["kamCheck"] == example["expect"]


@pytest.mark.parametrize("example", examples("status_options"))
def test_status_options_are_the_statuses_the_server_accepts(example):
    current = model_values({**TABLE["editCase"], **example["given"]})
    offered = []
    for status in rules.Status.values:
        sent = {"instructed": current["instructed"], "current_status": status, "on_hold_reason": "other"}
        _, errors = resolve(current, sent)
        if "current_status" not in errors:
            offered.append(status)
    assert offered == example["expect"]["offered"]


@pytest.mark.parametrize("example", examples("edit_open"))
def test_which_cases_open_for_editing(example):
    case = Case(**model_values({**TABLE["editCase"], **example["given"]["case"]}))
    outcome: dict[str, object]
    try:
        check_editable(case)
        outcome = {"allowed": True}
    except ValidationError as error:
        outcome = {"allowed": False, "message": error.messages[0]}
    assert outcome == example["expect"]


@pytest.mark.django_db
@pytest.mark.parametrize("example", examples("edit_access"))
def test_who_edits_which_fields(example):
    user = UserFactory(role=Role(example["given"]["role"]))
    fields = case_editable_fields(user)
    assert sorted(API_NAMES[f] for f in fields) == sorted(example["expect"]["fields"])


def answer_matches(response, expect: dict[str, Any]) -> None:
    body = response.json()
    assert response.status_code == expect["status"], body
    if "errors" in expect:
        assert {k: v[0] for k, v in body["errors"].items()} == expect["errors"]
        # The first message is the toast's, in the dialog's order.
        assert list(body["errors"]) == list(expect["errors"])
    if "message" in expect:
        assert body["message"] == expect["message"]
    for name, value in expect.get("saved", {}).items():
        assert body[name] == value, name


@pytest.mark.django_db
@pytest.mark.parametrize("example", examples("edit"))
def test_the_edit_dialogs_body_through_the_api(example, role_clients):
    given = example["given"]
    case = saved_case(given["case"])
    before = {**TABLE["editCase"], **given["case"]}
    staff = given["role"] == "staff"
    fields = ["instructed", "clientName", "currentStatus", "onHoldReason"] if staff else list(TABLE["editCase"])
    body = {f: before[f] for f in fields if f != "externalUserId"} | given["body"]

    response = role_clients[given["role"]].put(f"/api/cases/{case.pk}", body, format="json")

    answer_matches(response, example["expect"])
    if response.status_code != 200:
        case.refresh_from_db()
        assert model_values(before).items() <= {f: getattr(case, f) for f in model_values(before)}.items()


@pytest.mark.django_db
@pytest.mark.parametrize("example", examples("add"))
def test_the_add_dialogs_body_through_the_api(example, role_clients):
    body = TABLE["addBody"] | example["given"]["body"]

    response = role_clients["admin"].post("/api/cases/manual", body, format="json")

    answer_matches(response, example["expect"])
    assert Case.objects.count() == (1 if response.status_code == 201 else 0)
