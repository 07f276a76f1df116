"""DRF permission classes. Every check goes through `user.has_perm`, read from the database per request."""

from rest_framework.permissions import BasePermission

from accounts.roles import Role, perm


class DenyAll(BasePermission):
    """The default: a view that names no permission is closed."""

    def has_permission(self, request, view):
        return False


class IsAuthenticatedUser(BasePermission):
    def has_permission(self, request, view):
        return bool(request.user and request.user.is_authenticated)


def IsStaffSide(message: str | None = None):  # noqa: N802 - reads as a class
    """Signed-in staff, managers and admins (not clients), whatever their role's switches say."""

    class _IsStaffSide(BasePermission):
        message: str | None = None

        def has_permission(self, request, view):
            user = request.user
            return bool(user and user.is_authenticated and user.effective_role != Role.CLIENT)

    if message:
        _IsStaffSide.message = message
    return _IsStaffSide


def HasPerm(*codenames: str, any_of: bool = False, message: str | None = None):  # noqa: N802 - reads as a class
    """A permission class requiring the named catalogue permissions (all of them, or any with any_of)."""
    dotted = [perm(c) for c in codenames]

    class _HasPerm(BasePermission):
        message: str | None = None  # DRF's default text when None

        def has_permission(self, request, view):
            user = request.user
            if not (user and user.is_authenticated):
                return False
            checks = (user.has_perm(p) for p in dotted)
            return any(checks) if any_of else all(checks)

    if message:
        _HasPerm.message = message
    _HasPerm.__name__ = f"HasPerm({', '.join(codenames)})"
    return _HasPerm


def CanReadCases():  # noqa: N802
    """Staff-side readers (view_all_cases) or clients (view_own_cases, scoped by selectors)."""
    return HasPerm("view_all_cases", "view_own_cases", any_of=True)
