"""The registry of where personal data lives (guide: privacy#erasure): every text-like field of every installed model is
classified, erasure and the subject-access pack follow it field by field."""

import csv
import io
import zipfile
from types import SimpleNamespace

from django.apps import apps
from django.db import connection, models

import pytest

from cases import rules
from cases.models import Case
from cases.privacy import registry
from cases.privacy.subject_access import write_pack
from cases.tests.factories import CaseFactory

TEXT_LIKE = (models.CharField, models.TextField, models.JSONField, models.BinaryField, models.FileField)


def unclassified(every_model) -> list[str]:
    """Text-like fields neither declared personal nor declared not personal."""
    personal = {p.field for p in registry.PERSONAL}
    missing = []
    for model in every_model:
        label = model._meta.label
        if label in registry.NOT_PERSONAL_MODELS:
            continue
        for field in model._meta.concrete_fields:
            name = f"{label}.{field.name}"
            if isinstance(field, TEXT_LIKE) and name not in personal and name not in registry.NOT_PERSONAL:
                missing.append(name)
    return missing


def test_every_text_field_of_every_installed_model_is_classified():
    assert unclassified(apps.get_models(include_auto_created=True)) == [], (
        "Declare each in cases/privacy/registry.py: PERSONAL (with what erasure does) or NOT_PERSONAL (with why)."
    )


@pytest.mark.django_db
def test_every_table_in_the_database_belongs_to_a_model_or_is_declared():
    owned = {m._meta.db_table for m in apps.get_models(include_auto_created=True)}
    with connection.cursor() as cursor:
        tables = set(connection.introspection.table_names(cursor))

    assert sorted(tables - owned - set(registry.TABLES)) == [], "Declare the table in registry.TABLES."


def test_a_new_text_field_fails_the_check_until_it_is_classified():
    new: models.CharField[str, str] = models.CharField(max_length=10)
    new.name = "favourite_colour"
    model = SimpleNamespace(
        _meta=SimpleNamespace(label="cases.Case", concrete_fields=[*Case._meta.concrete_fields, new])
    )

    assert unclassified([model]) == ["cases.Case.favourite_colour"]


def test_the_registry_names_only_fields_that_exist_and_each_once():
    declared = [p.field for p in registry.PERSONAL] + list(registry.NOT_PERSONAL)
    for name in declared:
        label, field = name.rsplit(".", 1)
        apps.get_model(label)._meta.get_field(field)  # raises when a field was renamed or removed
    for label in registry.NOT_PERSONAL_MODELS:
        apps.get_model(label)
    assert not {p.field for p in registry.PERSONAL} & set(registry.NOT_PERSONAL)


PERSON = {
    "client_name": "Ffion Ap-Rhys",
    "name": "Ffion ApRhys",
    "email": "ffion@example.org",
    "external_user_id": "https://ob.example.com/users/8181818",
    "source_user_id": "FR-77",
    "kam_id": "8181818",
    "notes": "Ffion rang",
    "cancellation_reason": "Ffion withdrew",
}


@pytest.mark.django_db
def test_erasure_treats_each_case_field_as_the_registry_says(role_clients):
    case = CaseFactory(**PERSON, is_cancelled=True)

    answer = role_clients["admin"].post(
        "/api/privacy/erasure", {"caseIds": [case.pk], "reason": "Letter"}, format="json"
    )

    assert answer.status_code == 200, answer.json()
    case.refresh_from_db()
    pseudonym = answer.json()["pseudonym"]
    for field in registry.erased_case_fields():
        expected = pseudonym if field.erasure is registry.Erasure.PSEUDONYMISE else ""
        assert getattr(case, field.name) == expected, field.name
    assert (case.kam_key, case.client_key, case.is_cancelled) == (None, rules.client_key(pseudonym), True)


@pytest.mark.django_db
def test_the_subject_access_pack_holds_every_field_the_registry_puts_in_it():
    case = CaseFactory(**PERSON, is_cancelled=True)
    out = io.BytesIO()

    write_pack(case_ids=[case.pk], out=out)

    with zipfile.ZipFile(out) as archive:
        rows = list(csv.DictReader(io.StringIO(archive.read("cases.csv").decode("utf-8-sig"))))
    assert {p.pack_label: rows[0][p.pack_label] for p in registry.pack_fields()} == {
        p.pack_label: PERSON[p.name] for p in registry.pack_fields()
    }
    assert {"User ID", "KAM ID", "Cancellation Reason"} <= set(rows[0])


@pytest.mark.django_db
def test_the_django_admins_history_names_an_erased_case_as_it_now_reads(role_clients, admin_user):
    from django.contrib.admin.models import CHANGE, LogEntry
    from django.contrib.contenttypes.models import ContentType

    case = CaseFactory(**PERSON)
    entry = LogEntry.objects.create(
        user=admin_user,
        content_type=ContentType.objects.get_for_model(Case),
        object_id=str(case.pk),
        object_repr=str(case),
        action_flag=CHANGE,
        change_message="[]",
    )
    assert PERSON["client_name"] in entry.object_repr

    role_clients["admin"].post("/api/privacy/erasure", {"caseIds": [case.pk], "reason": "Letter"}, format="json")

    entry.refresh_from_db()
    case.refresh_from_db()
    assert entry.object_repr == str(case)
    assert PERSON["client_name"] not in entry.object_repr
