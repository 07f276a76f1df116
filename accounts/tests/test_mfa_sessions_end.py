"""Full sessions end at once when a user stops meeting their role's two-factor requirement: the
requirement turned on, the last factor removed, a role change, an admin reset. API tokens and Django admin
(cookie) sessions alike; and the Django admin door applies the requirement itself."""

from typing import TYPE_CHECKING

from django.test import Client

import pytest

from accounts.admin_site import ENROL_FIRST
from accounts.models import User
from accounts.roles import Role
from accounts.tests.factories import DEFAULT_PASSWORD, UserFactory
from accounts.tests.mfa_support import ME, POLICY, TOTP, bearer, enrol_totp, login, session_of, verify

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse  # the stubs' type of a test-client answer

pytestmark = pytest.mark.django_db

ADMIN_LOGIN = "/django-admin/login/?next=/django-admin/"
ENROLMENT_REQUIRED = {"message": "Set up two-factor sign-in to continue.", "code": "mfa_enrolment_required"}
FULL_ONLY = "/api/my-permissions"  # any endpoint an enrolment-only session may not call


@pytest.fixture
def root(db):
    """A Django-admin superuser (role admin) without a second factor."""
    return User.objects.create_superuser("root@example.com", DEFAULT_PASSWORD)


def admin_door(code: str | None = None, email: str = "root@example.com") -> tuple[Client, "_MonkeyPatchedWSGIResponse"]:
    client = Client()
    form = {"username": email, "password": DEFAULT_PASSWORD, "next": "/django-admin/"}
    if code is not None:
        form["otp_code"] = code
    return client, client.post(ADMIN_LOGIN, form, REMOTE_ADDR="10.0.0.1")


def in_django_admin(client: Client) -> bool:
    return client.get("/django-admin/").status_code == 200


def require(actor_session, **roles) -> None:
    response = actor_session.put(POLICY, roles, format="json")
    assert response.status_code == 200, response.content


# --- The Django admin door --------------------------------------------------------------------------------------


def test_a_superuser_whose_role_requires_two_factor_and_who_has_none_is_sent_to_set_it_up(admin_user, root):
    require(session_of(admin_user), admin=True)

    for _ in range(6):  # the right password is not a failure: never throttled
        client, response = admin_door()
        assert response.status_code == 200
        assert ENROL_FIRST in response.content.decode()
        assert not in_django_admin(client)


def test_a_superuser_of_a_role_requiring_two_factor_gives_the_code(admin_user, root):
    enrolled = enrol_totp(session_of(root))
    require(session_of(admin_user), admin=True)

    without, refused = admin_door()
    with_code, accepted = admin_door(code=enrolled.code())

    assert refused.status_code == 200 and not in_django_admin(without)
    assert accepted.status_code == 302 and in_django_admin(with_code)


# --- The requirement turned on ------------------------------------------------------------------------------


def test_turning_the_requirement_on_ends_the_full_sessions_of_users_without_a_factor(admin_user, root, staff_user):
    actor = session_of(admin_user)
    root_api = session_of(root)
    root_admin, _ = admin_door()
    enrolled_admin = UserFactory(email="enrolled@example.com", role=Role.ADMIN)
    enrolled = enrol_totp(session_of(enrolled_admin))
    enrolled_session = bearer(verify(login(enrolled_admin.email).json()["mfaToken"], enrolled.code()).json()["token"])
    staff_session = session_of(staff_user)
    assert in_django_admin(root_admin)

    require(actor, admin=True)

    # Ended at once, not when the 12-hour token expires.
    assert root_api.get(ME).status_code == 401
    assert not in_django_admin(root_admin)
    # The admin who turned it on (no factor either) may only enrol now, without being signed out.
    assert actor.get(ME).status_code == 200
    assert actor.get(FULL_ONLY).json() == ENROLMENT_REQUIRED
    # Who has a factor, and other roles, are untouched.
    assert enrolled_session.get(FULL_ONLY).status_code == 200
    assert staff_session.get(FULL_ONLY).status_code == 200
    # Signing in again gives an enrolment session.
    assert login(root.email).json()["mfaEnrolmentRequired"] is True


def test_a_role_change_into_a_role_requiring_two_factor_ends_the_users_full_sessions(admin_user, staff_user):
    actor = session_of(admin_user)
    require(actor, manager=True)
    staff_session = session_of(staff_user)

    response = actor.put(f"/api/users/{staff_user.pk}", {"role": "manager"}, format="json")

    assert response.status_code == 200, response.content
    assert staff_session.get(ME).status_code == 401


def test_a_role_change_in_the_django_admin_ends_the_users_full_sessions_too(client, admin_user, root, staff_user):
    require(session_of(admin_user), manager=True)
    staff_session = session_of(staff_user)
    client.force_login(root)
    form = {
        "email": staff_user.email,
        "first_name": "Sam",
        "last_name": "Staff",
        "company": "",
        "profile_image_url": "",
        "role": "manager",
        "is_active": "on",
        "date_joined_0": "2026-01-01",
        "date_joined_1": "10:00:00",
    }

    response = client.post(f"/django-admin/accounts/user/{staff_user.pk}/change/", form)

    assert response.status_code == 302, response.content
    assert staff_session.get(ME).status_code == 401


# --- The last factor removed --------------------------------------------------------------------------------


def test_removing_the_last_factor_under_the_requirement_ends_the_other_sessions(admin_user, root):
    enrolled = enrol_totp(session_of(root))
    require(session_of(admin_user), admin=True)
    other = bearer(verify(login(root.email).json()["mfaToken"], enrolled.code()).json()["token"])
    root_admin, signed_in = admin_door(code=enrolled.recovery_codes[0])
    this = bearer(verify(login(root.email).json()["mfaToken"], enrolled.recovery_codes[1]).json()["token"])
    assert signed_in.status_code == 302 and in_django_admin(root_admin)

    removed = this.delete(TOTP, {"password": DEFAULT_PASSWORD}, format="json")

    assert removed.status_code == 200, removed.content
    assert other.get(ME).status_code == 401
    assert not in_django_admin(root_admin)
    # This session gave the password just now: it stays, to set up a new factor only.
    assert this.get(ME).status_code == 200
    assert this.get(FULL_ONLY).json() == ENROLMENT_REQUIRED
    assert this.post(TOTP).status_code == 200


def test_removing_the_last_factor_without_the_requirement_keeps_the_sessions(staff_user):
    first = session_of(staff_user)
    enrol_totp(first)
    second = session_of_with_code(staff_user, first)

    removed = first.delete(TOTP, {"password": DEFAULT_PASSWORD}, format="json")

    assert removed.status_code == 200
    assert second.get(FULL_ONLY).status_code == 200
    assert first.get(FULL_ONLY).status_code == 200


def session_of_with_code(user, enrolled_session):
    """Another full session of a user with a factor: signed in with one of the recovery codes."""
    codes = enrolled_session.post("/api/auth/mfa/recovery-codes", {"password": DEFAULT_PASSWORD}, format="json")
    mfa_token = login(user.email).json()["mfaToken"]
    return bearer(verify(mfa_token, codes.json()["recoveryCodes"][0]).json()["token"])


# --- An admin reset ---------------------------------------------------------------------------------------------


def test_an_admin_reset_ends_the_users_django_admin_sessions_too(admin_user, root):
    enrolled = enrol_totp(session_of(root))
    root_admin, _ = admin_door(code=enrolled.code())
    assert in_django_admin(root_admin)

    assert session_of(admin_user).post(f"/api/users/{root.pk}/mfa-reset").status_code == 200

    assert not in_django_admin(root_admin)
