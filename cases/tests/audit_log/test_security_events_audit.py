"""Sign-in security events (accounts.security_events) in the audit trail and on the Audit Log screen."""

import pytest

from accounts.tests.factories import DEFAULT_PASSWORD
from accounts.tests.mfa_support import POLICY, TOTP, enrol_totp, login, session_of, verify
from cases.models import AuditEvent

pytestmark = pytest.mark.django_db


def test_a_policy_change_is_audited_without_a_case(admin_user):
    session_of(admin_user).put(POLICY, {"staff": True}, format="json")

    event = AuditEvent.objects.get(action="mfa_policy")
    assert event.case_id is None
    assert event.actor_email == "admin@example.com"
    assert event.changes == {"staff": [False, True]}


def test_an_admin_reset_is_audited_with_the_user_and_the_sessions_ended(admin_user, staff_user):
    enrol_totp(session_of(staff_user))

    session_of(admin_user).post(f"/api/users/{staff_user.pk}/mfa-reset")

    event = AuditEvent.objects.get(action="mfa_reset")
    assert event.actor_email == "admin@example.com"
    assert event.changes == {"user": "staff@example.com", "sessionsEnded": 1}


def test_enrolment_failed_codes_recovery_use_and_removal_are_audited(staff_user):
    enrolled = enrol_totp(session_of(staff_user))
    mfa_token = login(staff_user.email).json()["mfaToken"]
    verify(mfa_token, "not-a-code")
    verify(mfa_token, enrolled.recovery_codes[0])
    enrolled.client.post("/api/auth/mfa/recovery-codes", {"password": DEFAULT_PASSWORD}, format="json")
    enrolled.client.delete(TOTP, {"password": DEFAULT_PASSWORD}, format="json")

    events = list(AuditEvent.objects.order_by("id").values_list("action", "actor_email", "case_id", "changes"))

    assert events == [
        ("mfa_enrol", "staff@example.com", None, {"method": "totp"}),
        ("mfa_failed", "staff@example.com", None, {"method": "code", "address": "10.0.0.1"}),
        ("mfa_recovery_use", "staff@example.com", None, {"codesLeft": 9, "address": "10.0.0.1"}),
        ("mfa_codes_new", "staff@example.com", None, {}),
        ("mfa_remove", "staff@example.com", None, {"method": "totp"}),
    ]


def test_security_events_show_in_the_audit_log_with_readable_action_names(admin_user, staff_user):
    enrol_totp(session_of(staff_user))

    response = session_of(admin_user).get("/api/audit-logs", {"action": "mfa_enrol"})

    assert response.status_code == 200
    rows = response.json()["data"]
    assert len(rows) == 1
    assert rows[0]["action"] == "mfa_enrol"
    assert rows[0]["actorEmail"] == "staff@example.com"
    assert rows[0]["caseId"] is None
    assert rows[0]["fields"] == [
        {"field": "method", "old": None, "new": "totp", "label": "Method", "oldText": "", "newText": "totp"}
    ]
    assert AuditEvent.Action("mfa_enrol").label == "Two-factor set up"


def test_the_audit_log_csv_includes_security_events(admin_user, staff_user):
    enrol_totp(session_of(staff_user))

    response = session_of(admin_user).get("/api/audit-logs/export", {"format": "csv"})

    assert response.status_code == 200
    # A StreamingHttpResponse; DRF's stubs type every test-client answer as a Response.
    text = b"".join(response.streaming_content).decode("utf-8-sig")  # type: ignore[attr-defined]
    assert "mfa_enrol" in text
