"""guide: workflow#legal-hold: every write path (API and Django admin) x held / not held.

Held: the write that would delete, merge, cancel, erase, undo the import of or change the identity of the case is
refused (409 naming the hold, a batch's "Failed:" line, the admin's message) and the database is unchanged. Not
held: the same request succeeds. The work on a held case (status, notes, lock, restore) goes on.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.forms.models import model_to_dict

import pytest

from accounts.models import User
from cases.admin import CaseAdmin
from cases.models import AuditEvent, Case, ImportBatch
from cases.rules import Status
from cases.tests.data import csv_bytes, row, upload
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db
ADMIN_BASE = "/django-admin/cases/case/"


@dataclass
class Ctx:
    api: Any  # the admin's API client
    web: Any  # a Django test client signed in as a superuser (the Django admin)
    case: Case
    other: Case


def database() -> tuple[list[Any], list[Any]]:
    """Every case row and every audit event: what a refused write must leave as it was."""
    return list(Case.objects.order_by("pk").values()), list(AuditEvent.objects.order_by("pk").values_list())


def hold(api, case: Case) -> None:
    answer = api.put(f"/api/cases/{case.pk}/legal-hold", {"hold": True, "reason": "Litigation 2026/14"}, format="json")
    assert answer.status_code == 200


def admin_form_data(case: Case, **changes) -> dict[str, Any]:
    """The Django admin change form's POST for `case`, as the page would send it, with `changes` applied."""
    fields = [f.name for f in Case._meta.fields if f.editable and f.name not in CaseAdmin.readonly_fields]
    data: dict[str, Any] = {}
    for name, value in {**model_to_dict(case, fields=fields), **changes}.items():
        if name in ("created_at", "locked_at", "merged_at", "erased_at"):
            data[f"{name}_0"], data[f"{name}_1"] = (value.date(), value.time()) if value else ("", "")
        elif isinstance(value, bool):
            if value:
                data[name] = "on"
        else:
            data[name] = "" if value is None else value
    return data


def merge(ctx: Ctx, master: Case, duplicate: Case, merged_data: dict | None = None):
    payload = {
        "masterCaseId": master.pk,
        "duplicateCaseIds": [duplicate.pk],
        "mergedData": merged_data or {},
        "mergeReason": "Same client",
    }
    return ctx.api.post("/api/duplicates/merge", payload, format="json")


def edit(ctx: Ctx, **changes):
    case = ctx.case
    body = {"widget": case.widget, "kamId": case.kam_id, "clientName": case.client_name, "bhrukId": case.bhruk_id}
    return ctx.api.put(f"/api/cases/{case.pk}", {**body, **changes}, format="json")


def gone(ctx: Ctx) -> bool:
    return not Case.objects.filter(pk=ctx.case.pk).exists()


def now(ctx: Ctx) -> Case:
    return Case.objects.get(pk=ctx.case.pk)


@dataclass
class Write:
    run: Callable[[Ctx], Any]
    done: Callable[[Ctx], bool]
    # What the held case's refusal says: (status, exact message); the admin's refusals: the text on the page.
    status: int
    message: str


HELD = "BHR UK ID 1234 is under legal hold"
BATCH_HELD = "Failed: 1234: under legal hold"

WRITES: dict[str, Write] = {
    "api delete": Write(lambda c: c.api.delete(f"/api/cases/{c.case.pk}"), gone, 409, f"{HELD}: it cannot be deleted."),
    "api batch-delete": Write(
        lambda c: c.api.post("/api/cases/batch-delete", {"caseIds": [c.case.pk, c.other.pk]}, format="json"),
        gone,
        200,
        f"Deleted 1 of 2 cases. {BATCH_HELD}",
    ),
    "api edit client name": Write(
        lambda c: edit(c, clientName="Someone Else"),
        lambda c: now(c).client_name == "Someone Else",
        409,
        f"{HELD}: its Client Name cannot be changed.",
    ),
    "api edit company and KAM ID": Write(
        lambda c: edit(c, widget="Globex Plc", kamId="999"),
        lambda c: (now(c).widget, now(c).kam_id) == ("Globex Plc", "999"),
        409,
        f"{HELD}: its Company and KAM ID cannot be changed.",
    ),
    "api edit BHR UK ID": Write(
        lambda c: edit(c, bhrukId="4321"),
        lambda c: now(c).bhruk_id == "4321",
        409,
        f"{HELD}: its BHR UK ID cannot be changed.",
    ),
    "api cancel": Write(
        lambda c: c.api.post(f"/api/cases/{c.case.pk}/cancel", {"cancellationReason": "Asked"}, format="json"),
        lambda c: now(c).is_cancelled,
        409,
        f"{HELD}: it cannot be cancelled.",
    ),
    "api batch-cancel": Write(
        lambda c: c.api.post("/api/cases/batch-cancel", {"caseIds": [c.case.pk, c.other.pk]}, format="json"),
        lambda c: now(c).is_cancelled,
        200,
        f"Cancelled 1 of 2 cases. {BATCH_HELD}",
    ),
    "api merge, held case as the duplicate": Write(
        lambda c: merge(c, c.other, c.case), lambda c: now(c).is_merged, 409, f"{HELD}: it cannot be merged."
    ),
    "api merge, held case as the master with mergedData": Write(
        lambda c: merge(c, c.case, c.other, {"clientName": "Merged Name"}),
        lambda c: now(c).client_name == "Merged Name",
        409,
        f"{HELD}: it cannot be merged.",
    ),
    "api merge, held case as the master without mergedData": Write(
        lambda c: merge(c, c.case, c.other),
        lambda c: Case.objects.get(pk=c.other.pk).merged_into_id == c.case.pk,
        409,
        f"{HELD}: it cannot be merged.",
    ),
    "api erasure": Write(
        lambda c: c.api.post("/api/privacy/erasure", {"caseIds": [c.case.pk], "reason": "Asked"}, format="json"),
        lambda c: now(c).erased_at is not None,
        409,
        f"{HELD}: it cannot be erased or anonymised.",
    ),
    "api import undo": Write(
        lambda c: c.api.post(f"/api/imports/{ImportBatch.objects.get().pk}/undo", {"reason": "Wrong"}, format="json"),
        gone,
        409,
        f"{HELD}: the import that created it cannot be undone.",
    ),
    "api auto-fill KAM IDs": Write(
        lambda c: c.api.post("/api/cases/bulk-autofill-kam-ids"),
        lambda c: now(c).kam_id != "",
        200,
        "Every case already has a KAM ID.",
    ),
    "admin delete": Write(
        lambda c: c.web.post(f"{ADMIN_BASE}{c.case.pk}/delete/", {"post": "yes"}, follow=True),
        gone,
        200,
        f"{HELD}: it cannot be deleted.",
    ),
    "admin bulk delete": Write(
        lambda c: c.web.post(
            ADMIN_BASE,
            {"action": "delete_selected", "_selected_action": [c.case.pk, c.other.pk], "post": "yes"},
            follow=True,
        ),
        gone,
        200,
        f"{HELD}: it cannot be deleted.",
    ),
    "admin change client name": Write(
        lambda c: c.web.post(f"{ADMIN_BASE}{c.case.pk}/change/", admin_form_data(c.case, client_name="Someone Else")),
        lambda c: now(c).client_name == "Someone Else",
        200,
        f"{HELD}: its Client Name cannot be changed.",
    ),
    "admin cancel": Write(
        lambda c: c.web.post(f"{ADMIN_BASE}{c.case.pk}/change/", admin_form_data(c.case, is_cancelled=True)),
        lambda c: now(c).is_cancelled,
        200,
        f"{HELD}: it cannot be cancelled.",
    ),
}


@pytest.fixture
def superuser_web(client):
    client.force_login(User.objects.create_superuser("root@example.com", "root-pass"))
    return client


def _case_for(name: str, api) -> Case:
    if name == "api import undo":
        assert upload(api, csv_bytes([row(1)])).status_code == 200
        Case.objects.update(bhruk_id="1234")
        return Case.objects.get()
    kam = "" if name == "api auto-fill KAM IDs" else "12345"
    CaseFactory(bhruk_id="1234", kam_id=kam, client_name="Jane Doe", external_user_id="https://ob/users/777")
    return Case.objects.get(bhruk_id="1234")


@pytest.mark.parametrize("held", [True, False], ids=["held", "not held"])
@pytest.mark.parametrize("name", list(WRITES))
def test_every_write_path_is_refused_for_a_held_case_and_works_otherwise(name, held, role_clients, superuser_web):
    api = role_clients["admin"]
    case = _case_for(name, api)
    other = CaseFactory(bhruk_id="5678", kam_id="12345", client_name="Jane Doe")
    if held:
        hold(api, case)
    ctx = Ctx(api=api, web=superuser_web, case=Case.objects.get(pk=case.pk), other=other)
    before = database()

    answer = WRITES[name].run(ctx)

    write = WRITES[name]
    if not held:
        assert answer.status_code in (200, 204, 302), getattr(answer, "content", b"")[:500]
        assert write.done(ctx), name
        return
    assert answer.status_code == write.status
    if name.startswith("admin"):
        assert write.message in answer.content.decode()
    else:
        assert answer.json()["message"] == write.message
    assert not write.done(ctx)
    after_cases, after_events = database()
    if write.status == 409 or name.startswith("admin") or "auto-fill" in name:
        assert (after_cases, after_events) == before
    else:  # a batch changed the other case; the held one is as it was
        assert [r for r in after_cases if r["id"] == case.pk] == [r for r in before[0] if r["id"] == case.pk]


# --- The work goes on ---------------------------------------------------------------------------------------


GOES_ON: dict[str, tuple[Callable[[Ctx], Any], Callable[[Case], bool]]] = {
    "api status change": (
        lambda c: edit(c, currentStatus=Status.IN_PRODUCTION, instructed=True),
        lambda case: case.current_status == Status.IN_PRODUCTION,
    ),
    "api notes and invoicing": (
        lambda c: edit(c, notes="Called the client", invoiced=True, invoiceNumber="INV-1"),
        lambda case: (case.notes, case.invoiced, case.invoice_number) == ("Called the client", True, "INV-1"),
    ),
    "api batch status change": (
        lambda c: c.api.post(
            "/api/cases/batch-update",
            {"caseIds": [c.case.pk], "updates": {"currentStatus": "in_production"}},
            format="json",
        ),
        lambda case: case.current_status == Status.IN_PRODUCTION,
    ),
    "api lock": (lambda c: c.api.post(f"/api/cases/{c.case.pk}/lock"), lambda case: case.is_locked),
    "api restore": (
        lambda c: c.api.post("/api/cases/batch-restore", {"caseIds": [c.case.pk]}, format="json"),
        lambda case: not case.is_cancelled,
    ),
    "admin status change": (
        lambda c: c.web.post(
            f"{ADMIN_BASE}{c.case.pk}/change/",
            admin_form_data(c.case, current_status=Status.IN_PRODUCTION, instructed=True),
        ),
        lambda case: case.current_status == Status.IN_PRODUCTION,
    ),
}


@pytest.mark.parametrize("held", [True, False], ids=["held", "not held"])
@pytest.mark.parametrize("name", list(GOES_ON))
def test_the_work_on_a_held_case_goes_on(name, held, role_clients, superuser_web):
    api = role_clients["admin"]
    traits = {"lockable": True} if name == "api lock" else {}
    case = CaseFactory(bhruk_id="1234", is_cancelled=name == "api restore", **traits)
    if held:
        hold(api, case)
    ctx = Ctx(api=api, web=superuser_web, case=Case.objects.get(pk=case.pk), other=case)

    answer = GOES_ON[name][0](ctx)

    assert answer.status_code in (200, 302), getattr(answer, "content", b"")[:500]
    assert GOES_ON[name][1](Case.objects.get(pk=case.pk))
    assert Case.objects.get(pk=case.pk).legal_hold is held
