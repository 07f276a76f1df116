from io import StringIO

from django.core.management import CommandError, call_command

import pytest

from accounts.models import User
from accounts.tests.factories import UserFactory

pytestmark = pytest.mark.django_db


def run(*args):
    out = StringIO()
    call_command("setup_admin", *args, stdout=out)
    return out.getvalue()


def test_setup_admin_creates_the_first_administrator():
    output = run("--email", "Boss@Example.com", "--password", "secret1", "--first-name", "Bo", "--last-name", "Ss")

    assert output.strip() == "Created administrator boss@example.com."
    admin = User.objects.get()
    assert (admin.email, admin.role, admin.first_name, admin.last_name) == ("boss@example.com", "admin", "Bo", "Ss")
    assert admin.check_password("secret1")
    assert list(admin.groups.values_list("name", flat=True)) == ["admin"]
    assert not admin.is_superuser


def test_setup_admin_names_default_when_not_given():
    run("--email", "boss@example.com", "--password", "secret1")

    admin = User.objects.get()
    assert (admin.first_name, admin.last_name) == ("Admin", "User")


def test_setup_admin_refuses_when_an_admin_exists():
    UserFactory(role="admin")

    with pytest.raises(CommandError, match="An administrator already exists"):
        run("--email", "boss@example.com", "--password", "secret1")

    assert User.objects.count() == 1


def test_setup_admin_refuses_a_short_password():
    with pytest.raises(CommandError, match="Password must be at least 6 characters"):
        run("--email", "boss@example.com", "--password", "12345")

    assert not User.objects.exists()


def test_setup_admin_refuses_an_invalid_email():
    with pytest.raises(CommandError, match="Please enter a valid email address"):
        run("--email", "boss", "--password", "secret1")


def test_setup_admin_refuses_a_taken_email():
    UserFactory(email="boss@example.com", role="staff")

    with pytest.raises(CommandError, match="A user with this email already exists"):
        run("--email", "BOSS@example.com", "--password", "secret1")
