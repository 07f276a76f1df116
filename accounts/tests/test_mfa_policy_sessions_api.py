"""Per-role two-factor policy, enrolment-only sessions, the sessions list, admin reset, reactivation, audit events."""

from datetime import timedelta

from django.utils import timezone

import pytest

from accounts.models import AuthSession, Passkey, RecoveryCode
from accounts.tests.mfa_support import (
    ME,
    MFA,
    POLICY,
    REVOKE_OTHERS,
    SESSIONS,
    bearer,
    enrol_totp,
    login,
    session_of,
    verify,
)

pytestmark = pytest.mark.django_db

ENROLMENT_REQUIRED = {"message": "Set up two-factor sign-in to continue.", "code": "mfa_enrolment_required"}
ALL_OFF = {"admin": False, "manager": False, "staff": False, "client": False}


def require(admin_user, **roles):
    response = session_of(admin_user).put(POLICY, roles, format="json")
    assert response.status_code == 200, response.content
    return response


# --- Policy ----------------------------------------------------------------------------------------------------


def test_the_policy_is_off_for_every_role_by_default(role_clients):
    for role in ("admin", "manager", "staff"):
        response = role_clients[role].get(POLICY)
        assert response.status_code == 200
        assert response.json() == ALL_OFF


def test_clients_and_anonymous_visitors_cannot_read_the_policy(role_clients):
    assert role_clients["client"].get(POLICY).status_code == 403
    assert role_clients["anonymous"].get(POLICY).status_code == 401


def test_an_admin_requires_two_factor_for_a_role(admin_user):
    response = require(admin_user, staff=True)

    assert response.json() == {**ALL_OFF, "staff": True}
    assert session_of(admin_user).get(POLICY).json() == {**ALL_OFF, "staff": True}


def test_only_admins_change_the_policy(manager_user, staff_user):
    for user in (manager_user, staff_user):
        response = session_of(user).put(POLICY, {"staff": True}, format="json")
        assert response.status_code == 403
        assert response.json() == {"message": "You don't have permission to change the two-factor policy."}


def test_an_unknown_role_or_a_non_boolean_is_refused(admin_user):
    client = session_of(admin_user)

    unknown = client.put(POLICY, {"owner": True}, format="json")
    not_bool = client.put(POLICY, {"staff": "maybe"}, format="json")

    assert unknown.status_code == 400
    assert unknown.json()["message"] == "Unknown role owner: expected admin, manager, staff or client."
    assert not_bool.status_code == 400
    assert client.get(POLICY).json() == ALL_OFF


# --- Enrolment-only sessions ---------------------------------------------------------------------------------


def test_without_a_policy_sign_in_is_unchanged(staff_user):
    body = login(staff_user.email).json()

    assert set(body) == {"user", "token", "message"}


def test_a_user_of_a_role_requiring_two_factor_without_a_factor_gets_an_enrolment_session(admin_user, staff_user):
    require(admin_user, staff=True)

    response = login(staff_user.email)

    assert response.status_code == 200
    body = response.json()
    assert body["mfaEnrolmentRequired"] is True
    assert body["message"] == "Login successful"
    assert body["user"]["email"] == "staff@example.com"
    session = bearer(body["token"])
    assert session.get(ME).status_code == 200
    assert session.get(MFA).json()["required"] is True


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", "/api/cases"),
        ("get", "/api/my-permissions"),
        ("get", "/api/users"),
        ("get", "/api/auth/sessions"),
        ("get", "/api/auth/mfa-policy"),
        ("post", "/api/auth/mfa/recovery-codes"),
        ("get", "/api/audit-logs"),
    ],
)
def test_an_enrolment_session_reaches_nothing_else(admin_user, staff_user, method, path):
    require(admin_user, staff=True)
    session = bearer(login(staff_user.email).json()["token"])

    response = getattr(session, method)(path, format="json")

    assert response.status_code == 403
    assert response.json() == ENROLMENT_REQUIRED


def test_an_enrolment_session_becomes_a_full_session_once_a_factor_is_confirmed(admin_user, staff_user):
    require(admin_user, staff=True)
    session = bearer(login(staff_user.email).json()["token"])
    assert session.get("/api/cases").status_code == 403

    enrol_totp(session)

    assert session.get("/api/cases").status_code == 200
    assert session.get(MFA).json()["enrolled"] is True
    assert login(staff_user.email).json()["mfaRequired"] is True


def test_the_policy_applies_to_the_roles_it_names_only(admin_user, staff_user, manager_user):
    require(admin_user, staff=True)

    assert "mfaEnrolmentRequired" not in login(manager_user.email).json()


def test_a_client_role_policy_applies_to_the_portal(admin_user, client_user):
    require(admin_user, client=True)

    body = login(client_user.email).json()

    assert body["mfaEnrolmentRequired"] is True
    assert bearer(body["token"]).get("/api/cases").json() == ENROLMENT_REQUIRED


# --- Sessions -------------------------------------------------------------------------------------------------


def test_the_sessions_list_shows_each_sign_in_with_its_user_agent_and_marks_the_current_one(staff_user):
    login(staff_user.email, HTTP_USER_AGENT="Firefox on the office PC")
    token = login(staff_user.email, HTTP_USER_AGENT="Safari on my phone").json()["token"]

    response = bearer(token).get(SESSIONS)

    assert response.status_code == 200
    rows = response.json()
    assert len(rows) == 2
    assert {r["userAgent"] for r in rows} == {"Firefox on the office PC", "Safari on my phone"}
    current = [r for r in rows if r["current"]]
    assert len(current) == 1 and current[0]["userAgent"] == "Safari on my phone"
    assert set(rows[0]) == {"id", "createdAt", "lastUsedAt", "userAgent", "current"}


def test_the_sessions_list_leaves_out_ended_and_other_users_sessions(staff_user, manager_user):
    ended = login(staff_user.email).json()["token"]
    bearer(ended).post("/api/auth/logout")
    login(manager_user.email)

    rows = session_of(staff_user).get(SESSIONS).json()

    assert len(rows) == 1


def test_last_used_is_written_at_most_once_a_minute(staff_user, django_assert_num_queries):
    client = session_of(staff_user)
    session = AuthSession.objects.get(user=staff_user)
    AuthSession.objects.filter(pk=session.pk).update(last_used_at=timezone.now() - timedelta(minutes=5))

    client.get(ME)
    first = AuthSession.objects.get(pk=session.pk).last_used_at
    client.get(ME)

    assert first > timezone.now() - timedelta(seconds=30)
    assert AuthSession.objects.get(pk=session.pk).last_used_at == first
    with django_assert_num_queries(2):  # the session, the user: no write
        assert client.get(ME).status_code == 200


def test_sign_out_other_sessions_ends_them_and_keeps_this_one(staff_user):
    other_a = bearer(login(staff_user.email).json()["token"])
    other_b = bearer(login(staff_user.email).json()["token"])
    this = bearer(login(staff_user.email).json()["token"])

    response = this.post(REVOKE_OTHERS)

    assert response.status_code == 200
    assert response.json() == {"message": "Signed out of 2 other sessions.", "revoked": 2}
    assert other_a.get(ME).status_code == 401
    assert other_b.get(ME).status_code == 401
    assert this.get(ME).status_code == 200
    assert len(this.get(SESSIONS).json()) == 1


def test_logout_ends_the_session(staff_user):
    token = login(staff_user.email).json()["token"]

    bearer(token).post("/api/auth/logout")

    assert AuthSession.objects.get(user=staff_user).revoked_at is not None
    assert bearer(token).get(ME).status_code == 401


# --- Admin reset -------------------------------------------------------------------------------------------------


def test_an_admin_resets_a_users_second_factor_and_ends_their_sessions(admin_user, staff_user):
    staff_session = session_of(staff_user)
    enrolled = enrol_totp(staff_session)
    Passkey.objects.create(user=staff_user, name="Key", credential_id="abc", public_key=b"x")

    response = session_of(admin_user).post(f"/api/users/{staff_user.pk}/mfa-reset")

    assert response.status_code == 200
    assert response.json() == {"message": "Two-factor sign-in was reset for staff@example.com."}
    assert staff_session.get(ME).status_code == 401
    assert not RecoveryCode.objects.filter(user=staff_user).exists()
    assert not Passkey.objects.filter(user=staff_user).exists()
    body = login(staff_user.email).json()
    assert "token" in body and "mfaRequired" not in body
    assert verify("whatever", enrolled.code()).status_code == 400


def test_only_admins_reset_a_second_factor(manager_user, staff_user):
    response = session_of(manager_user).post(f"/api/users/{staff_user.pk}/mfa-reset")

    assert response.status_code == 403
    assert response.json() == {"message": "You don't have permission to reset two-factor sign-in."}


def test_an_admin_cannot_reset_their_own_second_factor(admin_user):
    response = session_of(admin_user).post(f"/api/users/{admin_user.pk}/mfa-reset")

    assert response.status_code == 403


@pytest.mark.parametrize("role", ["client", "staff", "manager"])
def test_without_the_permission_existing_and_missing_users_answer_the_same_403(role, role_clients, staff_user):
    """The permission is checked before the lookup: a 404 would tell any signed-in user which ids exist."""
    existing = role_clients[role].post(f"/api/users/{staff_user.pk}/mfa-reset")
    missing = role_clients[role].post("/api/users/999999/mfa-reset")

    assert (existing.status_code, missing.status_code) == (403, 403)
    assert existing.json() == missing.json() == {"message": "You don't have permission to reset two-factor sign-in."}


def test_resetting_an_unknown_user_is_not_found(admin_user):
    response = session_of(admin_user).post("/api/users/999999/mfa-reset")

    assert response.status_code == 404
    assert "message" in response.json()


# --- Reactivation ---------------------------------------------------------------------------------------------


def test_tokens_issued_before_a_deactivation_stay_dead_after_reactivation(admin_user, staff_user):
    staff_session = session_of(staff_user)
    admin = session_of(admin_user)

    assert admin.put(f"/api/users/{staff_user.pk}", {"isActive": False}, format="json").status_code == 200
    assert staff_session.get(ME).status_code == 401
    assert admin.put(f"/api/users/{staff_user.pk}", {"isActive": True}, format="json").status_code == 200

    response = staff_session.get(ME)
    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}
    assert session_of(staff_user).get(ME).status_code == 200  # a new sign-in works


def test_deactivating_in_the_django_admin_also_ends_the_sessions(client, staff_user):
    from accounts.models import User

    staff_session = session_of(staff_user)
    root = User.objects.create_superuser("root@example.com", "root-pass")
    client.force_login(root)
    url = f"/django-admin/accounts/user/{staff_user.pk}/change/"
    form = {
        "email": staff_user.email,
        "first_name": "Sam",
        "last_name": "Staff",
        "company": "",
        "profile_image_url": "",
        "role": "staff",
        "date_joined_0": "2026-01-01",
        "date_joined_1": "10:00:00",
    }  # is_active left out: unticked

    assert client.post(url, form).status_code == 302
    User.objects.filter(pk=staff_user.pk).update(is_active=True)

    assert staff_session.get(ME).status_code == 401


def test_an_enrolment_session_becomes_full_when_the_policy_is_turned_off(admin_user, staff_user):
    require(admin_user, staff=True)
    session = bearer(login(staff_user.email).json()["token"])
    assert session.get("/api/cases").status_code == 403

    require(admin_user, staff=False)

    assert session.get("/api/cases").status_code == 200


def test_reading_the_sessions_and_the_factors_takes_a_fixed_number_of_queries(
    staff_user, django_assert_max_num_queries
):
    for _ in range(5):
        login(staff_user.email)
    client = session_of(staff_user)
    Passkey.objects.bulk_create(
        Passkey(user=staff_user, name=f"Key {i}", credential_id=f"id{i}", public_key=b"x") for i in range(5)
    )

    with django_assert_max_num_queries(3):  # the session, the user, the sessions
        assert len(client.get(SESSIONS).json()) == 6
    with django_assert_max_num_queries(7):
        assert len(client.get(MFA).json()["passkeys"]) == 5


def test_signing_in_drops_the_users_expired_sessions(staff_user, manager_user):
    login(staff_user.email)
    login(manager_user.email)
    AuthSession.objects.update(expires_at=timezone.now() - timedelta(minutes=1))

    login(staff_user.email)

    assert AuthSession.objects.filter(user=staff_user).count() == 1
    assert AuthSession.objects.filter(user=manager_user).count() == 1  # other users' rows wait for their sign-in
