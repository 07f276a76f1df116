"""Views that act on the caller's own session (passkey registration, sign out the other sessions) need the bearer
token's session. A request authenticated some other way (here DRF's force_authenticate, as a future
authentication class would) gets a 401, not a crash on the missing session or every session signed out."""

import pytest
from rest_framework.test import APIRequestFactory, force_authenticate

from accounts import mfa_views
from accounts.authentication import request_session
from accounts.models import AuthSession
from accounts.tests.mfa_support import REVOKE_OTHERS, session_of
from accounts.tests.test_mfa_webauthn_api import REGISTER_BEGIN

pytestmark = pytest.mark.django_db


def without_bearer_session(view, url, user):
    request = APIRequestFactory().post(url, {}, format="json")
    force_authenticate(request, user=user)
    return view.as_view()(request)


@pytest.mark.parametrize(
    ("view", "url"),
    [
        (mfa_views.WebAuthnRegisterBeginView, REGISTER_BEGIN),
        (mfa_views.RevokeOtherSessionsView, REVOKE_OTHERS),
    ],
)
def test_a_view_acting_on_the_session_answers_401_without_a_bearer_session(staff_user, view, url):
    session_of(staff_user)  # a live session elsewhere, which must survive

    response = without_bearer_session(view, url, staff_user)

    assert response.status_code == 401
    assert response.data == {"message": "Unauthorized"}
    assert AuthSession.objects.filter(user=staff_user, revoked_at__isnull=True).count() == 1


def test_the_bearer_token_carries_its_session(staff_user):
    client = session_of(staff_user)

    response = client.get("/api/auth/user")

    assert response.status_code == 200
    (live,) = AuthSession.objects.filter(user=staff_user, revoked_at__isnull=True)
    assert request_session(response.wsgi_request) == live
