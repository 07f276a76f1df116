from django.contrib.auth.models import Group, Permission

import pytest

from accounts.roles import PERMISSION_APP_LABEL


@pytest.fixture
def grant():
    """grant(role, *codenames): switch permissions on in the role matrix, as an admin would."""

    def do(role: str, *codenames: str) -> None:
        perms = Permission.objects.filter(content_type__app_label=PERMISSION_APP_LABEL, codename__in=codenames)
        assert perms.count() == len(codenames)
        Group.objects.get(name=role).permissions.add(*perms)

    return do


@pytest.fixture
def revoke():
    def do(role: str, *codenames: str) -> None:
        perms = Permission.objects.filter(content_type__app_label=PERMISSION_APP_LABEL, codename__in=codenames)
        Group.objects.get(name=role).permissions.remove(*perms)

    return do
