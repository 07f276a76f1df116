from django.contrib.auth.models import Group

import pytest

from accounts.roles import DEFAULT_GRANTS, PERMISSIONS, Role, perm
from accounts.tests.factories import UserFactory

pytestmark = pytest.mark.django_db


def test_each_role_group_is_seeded_with_its_default_grants():
    for role in Role.values:
        granted = set(Group.objects.get(name=role).permissions.values_list("codename", flat=True))
        assert granted == DEFAULT_GRANTS[role]


def test_admin_has_every_permission_except_view_own_cases():
    admin = UserFactory(role=Role.ADMIN)
    assert all(admin.has_perm(perm(c)) for c in PERMISSIONS if c != "view_own_cases")
    assert not admin.has_perm(perm("view_own_cases"))


def test_django_superuser_gets_no_app_permission_beyond_its_role():
    boss = UserFactory(role=Role.STAFF)
    boss.is_superuser = True
    boss.save()
    assert boss.has_perm(perm("view_all_cases"))
    assert not boss.has_perm(perm("delete_cases"))


def test_inactive_user_has_no_permissions():
    user = UserFactory(role=Role.ADMIN, is_active=False)
    assert not user.has_perm(perm("view_all_cases"))
