"""Django's admin site at /django-admin/: for superusers' emergency fixes, not part of the app's roles."""

from io import StringIO

from django.core.management import call_command

import pytest

from accounts.models import User
from accounts.roles import perm
from accounts.tests.factories import UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def superuser_client(client):
    superuser = User.objects.create_superuser("root@example.com", "root-pass")
    client.force_login(superuser)
    return client


def test_superuser_sees_the_user_list(superuser_client, staff_user):
    response = superuser_client.get("/django-admin/accounts/user/")

    assert response.status_code == 200
    assert b"staff@example.com" in response.content


def test_superuser_creates_a_user_with_a_hashed_password_and_a_role_group(superuser_client):
    response = superuser_client.post(
        "/django-admin/accounts/user/add/",
        {
            "email": "Fixed@Example.com",
            "first_name": "Fix",
            "last_name": "Ed",
            "role": "manager",
            "company": "",
            "password1": "a-long-password-1",
            "password2": "a-long-password-1",
        },
    )

    assert response.status_code == 302
    user = User.objects.get(email="fixed@example.com")
    assert user.check_password("a-long-password-1")
    assert user.has_perm(perm("create_users"))


def test_changing_the_role_in_the_admin_moves_the_group(superuser_client, staff_user):
    url = f"/django-admin/accounts/user/{staff_user.pk}/change/"
    page = superuser_client.get(url)
    assert page.status_code == 200

    response = superuser_client.post(
        url,
        {
            "email": staff_user.email,
            "first_name": "Sam",
            "last_name": "Staff",
            "company": "",
            "profile_image_url": "",
            "role": "manager",
            "is_active": "on",
            "date_joined_0": "2026-01-01",
            "date_joined_1": "10:00:00",
        },
    )

    assert response.status_code == 302, response.content
    staff_user = User.objects.get(pk=staff_user.pk)
    assert list(staff_user.groups.values_list("name", flat=True)) == ["manager"]


def test_app_users_without_is_staff_cannot_use_the_admin_site(client):
    admin = UserFactory(role="admin")
    client.force_login(admin)

    response = client.get("/django-admin/accounts/user/")

    assert response.status_code == 302
    assert "/django-admin/login/" in response["Location"]


def test_createsuperuser_gives_the_new_user_the_admin_group(monkeypatch):
    monkeypatch.setenv("DJANGO_SUPERUSER_PASSWORD", "root-pass-123")

    call_command("createsuperuser", interactive=False, email="root2@example.com", stdout=StringIO())

    user = User.objects.get(email="root2@example.com")
    assert user.is_superuser
    assert list(user.groups.values_list("name", flat=True)) == ["admin"]
    assert user.has_perm(perm("create_users"))
