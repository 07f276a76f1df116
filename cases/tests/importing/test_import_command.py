"""`manage.py import_cases FILE [--dry-run] [--user EMAIL]`: the upload's import from the shell."""

import io

from django.core.management import CommandError, call_command

import pytest

from cases.models import AuditEvent, Case, ImportBatch
from cases.tests.data import csv_bytes, read, row, snapshot
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


def run(*args) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    call_command("import_cases", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


@pytest.fixture
def cases_file(tmp_path):
    path = tmp_path / "cases.csv"
    path.write_bytes(csv_bytes([row(1), row(2, widget="Kind"), row(3)]))
    return path


def test_the_command_imports_the_file_and_reports_progress_and_speed(cases_file):
    out, err = run(str(cases_file))

    assert out.splitlines()[0] == "Imported 3 cases."
    assert out.splitlines()[1].startswith("3 rows in ")
    assert "Reading 100%" in err and "Writing 3 cases..." in err
    assert list(Case.objects.order_by("id").values_list("bhruk_id", flat=True)) == ["1000", "KIND1000", "1001"]
    event = AuditEvent.objects.get()
    assert event.actor is None
    assert event.changes == {"fileName": "cases.csv", "rows": 3, "imported": 3, "skipped": 0}


def test_dry_run_reports_what_would_happen_and_writes_nothing(cases_file):
    CaseFactory(external_user_id="https://ob.example.com/users/1", bhruk_id="1000")
    before = snapshot()

    out, _ = run(str(cases_file), "--dry-run")

    assert out.splitlines()[0] == (
        "Dry run: 2 cases would be imported; nothing was written. "
        "Skipped 1 row: row 2 is already in Casebook as BHR UK ID 1000."
    )
    assert snapshot() == before


def test_the_user_option_records_who_imported(cases_file, manager_user):
    run(str(cases_file), "--user", "MANAGER@example.com")

    assert AuditEvent.objects.get().actor == manager_user


def test_an_unknown_user_is_refused_before_reading(cases_file):
    with pytest.raises(CommandError, match="No user with e-mail nobody@example.com."):
        run(str(cases_file), "--user", "nobody@example.com")
    assert Case.objects.count() == 0


def test_a_missing_file_is_refused(tmp_path):
    with pytest.raises(CommandError, match="No such file"):
        run(str(tmp_path / "absent.csv"))


def test_a_bad_file_lists_its_problems_and_writes_nothing(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_bytes(csv_bytes([row(1), row(2, created="someday"), row(3, widget="")]))
    before = snapshot()
    err = io.StringIO()

    with pytest.raises(CommandError) as raised:
        call_command("import_cases", str(path), stdout=io.StringIO(), stderr=err)

    assert str(raised.value).startswith("The file has 2 problems; nothing was imported.")
    assert "  row 3 (Created At): Not a date" in err.getvalue()
    assert "  row 4 (Widget (Company)): Company is required" in err.getvalue()
    assert snapshot() == before


def test_the_command_reads_the_same_real_world_files_as_the_upload(tmp_path):
    path = tmp_path / "excel.csv"
    path.write_bytes(read("excel_utf8_bom_crlf.csv"))

    out, _ = run(str(path))

    assert out.splitlines()[0] == "Imported 3 cases."


def test_a_dry_run_of_a_bad_file_lists_its_problems_like_the_import(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_bytes(csv_bytes([row(1), row(2, created="someday")]))
    err = io.StringIO()

    with pytest.raises(CommandError) as raised:
        call_command("import_cases", str(path), "--dry-run", stdout=io.StringIO(), stderr=err)

    assert str(raised.value).startswith("The file has 1 problem; nothing was imported.")
    assert "  row 3 (Created At): Not a date" in err.getvalue()


def test_a_dry_run_names_possible_duplicates(tmp_path):
    existing = CaseFactory(kam_id="555", client_name="Someone Else")
    path = tmp_path / "dups.csv"
    path.write_bytes(csv_bytes([row(1, ob_link="https://ob.example.com/users/555"), row(2)]))

    out, _ = run(str(path), "--dry-run")

    assert f"  row 2: kamId '555' also in cases {existing.pk}" in out.splitlines()


def test_an_import_names_its_batch(cases_file):
    out, _ = run(str(cases_file))

    batch = ImportBatch.objects.get()
    assert out.splitlines()[2] == f"Import batch {batch.pk} (listed under Imports, where it can be undone)."
