"""Comment bodies are personal data (cases.privacy.registry): erasure and retention delete a case's comments and
their mentions, and the subject-access pack holds them (who by role, when, what)."""

import io
import zipfile
from datetime import UTC, datetime, timedelta

from django.utils import timezone

import pytest

from cases.models import AuditEvent, Case, CaseComment, CommentMention, RetentionPolicy
from cases.privacy import registry, retention
from cases.privacy.subject_access import write_pack
from cases.tests.comments.helpers import a_case, post

pytestmark = pytest.mark.django_db

NAME = "Orla Quinlan-Marsh"


def test_the_registry_declares_the_comment_body_deleted_by_erasure():
    assert registry.Personal("cases.CaseComment.body", registry.Erasure.DELETE) in registry.PERSONAL
    assert registry.deleted_models() == ["cases.CaseComment", "cases.CaseRequest", "notifications.WebhookMessage"]


def test_erasing_a_case_deletes_its_comments_and_their_mentions_and_no_other(role_clients, manager_user):
    case = a_case(client_name=NAME)
    kept = a_case()
    post(role_clients["staff"], case.pk, body=f"{NAME} rang twice", mentions=[manager_user.pk])
    post(role_clients["staff"], kept.pk, body="Another case", mentions=[manager_user.pk])

    answer = role_clients["admin"].post(
        "/api/privacy/erasure", {"caseIds": [case.pk], "reason": "Letter"}, format="json"
    )

    assert answer.status_code == 200, answer.content
    assert list(CaseComment.objects.values_list("case_id", flat=True)) == [kept.pk]
    assert CommentMention.objects.count() == 1
    assert AuditEvent.objects.filter(case_id=case.pk, action="comment_add").count() == 1  # the id alone stays
    assert role_clients["admin"].get(f"/api/cases/{case.pk}/comments").json() == []


def test_a_retention_run_deletes_the_anonymised_cases_comments(role_clients):
    case = a_case(client_name=NAME, is_cancelled=True)
    post(role_clients["staff"], case.pk, body=f"{NAME} withdrew")
    RetentionPolicy.objects.update_or_create(pk=1, defaults={"enabled": True, "months": 1, "applies_to": ["cancelled"]})
    Case.objects.filter(pk=case.pk).update(updated_at=timezone.now() - timedelta(days=90))

    outcome = retention.run()

    assert outcome.anonymised == 1
    assert not CaseComment.objects.exists()


def test_the_subject_access_pack_holds_each_cases_comments_by_role_oldest_first(staff_user, admin_user):
    case = a_case(client_name=NAME, bhruk_id="KIND42")
    quiet = a_case(client_name=NAME, bhruk_id="KIND43")
    CaseComment.objects.create(
        case=case, author=admin_user, body="Second\nover two lines", created_at=datetime(2026, 6, 1, 9, 30, tzinfo=UTC)
    )
    CaseComment.objects.create(
        case=case,
        author=staff_user,
        body=f"{NAME} phoned",
        created_at=datetime(2026, 6, 1, 8, 0, tzinfo=UTC),
        edited_at=datetime(2026, 6, 1, 8, 5, tzinfo=UTC),
    )
    out = io.BytesIO()

    write_pack(case_ids=[case.pk, quiet.pk], out=out)

    with zipfile.ZipFile(out) as archive:
        files = {n: archive.read(n).decode("utf-8") for n in archive.namelist()}
    assert [n for n in files if n.startswith("comments/")] == ["comments/001 KIND42.txt"]
    assert files["comments/001 KIND42.txt"] == (
        "Staff comments on case KIND42 (Acme Ltd), oldest first\n"
        "\n"
        "01/06/2026 09:00  Staff wrote (edited 01/06/2026 09:05):\n"
        f"    {NAME} phoned\n"
        "\n"
        "01/06/2026 10:30  Admin wrote:\n"
        "    Second\n"
        "    over two lines\n"
    )
    assert "comments/<n> <BHR UK ID>.txt" in files["summary.txt"]
    assert "Sam Staff" not in str(files) and "staff@example.com" not in str(files)


def test_the_packs_history_names_the_comment_events_without_ids_or_staff_names(role_clients):
    case = a_case()
    posted = post(role_clients["staff"], case.pk)
    AuditEvent.objects.create(
        case_id=case.pk, action="comment_delete", changes={"commentId": posted["id"], "author": "Sam Staff"}
    )
    out = io.BytesIO()

    write_pack(case_ids=[case.pk], out=out)

    with zipfile.ZipFile(out) as archive:
        history = next(archive.read(n).decode() for n in archive.namelist() if n.startswith("history/"))
    assert "Comment added by Staff" in history
    assert "Comment deleted by the system" in history
    assert "Sam Staff" not in history
    assert "Comment:" not in history and "Comment Author" not in history  # no comment id, no author line


def test_clients_answers_and_every_export_leave_the_comments_out(role_clients, client_user):
    case = a_case(widget=client_user.company)
    post(role_clients["staff"], case.pk, body="Internal: the client is slow to answer")

    answers = [
        role_clients["client"].get("/api/cases").content,
        role_clients["client"].get(f"/api/cases/{case.pk}").content,
        role_clients["client"].get(f"/api/cases/{case.pk}/history").content,
        b"".join(
            role_clients["admin"].get("/api/cases/export", {"format": "csv", "includeAll": "true"}).streaming_content
        ),
        role_clients["admin"].get(f"/api/cases/{case.pk}").content,
    ]

    assert all(case.client_name.encode() in answer for answer in answers[:2] + answers[3:])  # the case is there
    assert all(b"slow to answer" not in answer for answer in answers)
    assert role_clients["client"].get(f"/api/cases/{case.pk}/timeline").status_code == 403
