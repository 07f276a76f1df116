"""DRF permission classes of the case endpoints that need more than one catalogue permission (accounts.permissions)."""

from rest_framework.permissions import BasePermission

from accounts.permissions import CanReadCases
from cases.access import case_editable_fields, is_client
from cases.messages import CANNOT_EDIT


class CanEditCase(BasePermission):
    """PUT /api/cases/{id}: whoever may change at least one field (cases.access.case_editable_fields).

    A client who can read cases is let through to the object lookup, so another company's case is 404 to them
    as it is on GET; the service then refuses to change their own (403, "Clients cannot change cases.").
    """

    message = CANNOT_EDIT

    def has_permission(self, request, view):
        user = request.user
        if not (user and user.is_authenticated):
            return False
        if is_client(user):
            return CanReadCases()().has_permission(request, view)
        return bool(case_editable_fields(user))
