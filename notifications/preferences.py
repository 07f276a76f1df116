"""Which notices a user also gets in the daily e-mail: per kind, "in_app" or "in_app_and_email" (the default)."""

from collections.abc import Mapping

from django.core.exceptions import ValidationError

from accounts.models import User
from notifications.models import Notification, NotificationPreference

IN_APP = "in_app"
IN_APP_AND_EMAIL = "in_app_and_email"
CHOICES = (IN_APP, IN_APP_AND_EMAIL)
# A disabled webhook endpoint is e-mailed at once to its creator and the admins (notifications.webhooks.disabling),
# not through the daily e-mail, so it is no one's choice.
KINDS = tuple(k for k in Notification.Kind.values if k != Notification.Kind.WEBHOOK_DISABLED)
UNKNOWN_KIND = "Unknown notification kind: {}. Use one of: " + ", ".join(KINDS) + "."
BAD_CHOICE = 'Choose "in_app" or "in_app_and_email" for {}.'


def preferences_get(*, user: User) -> dict[str, str]:
    """Every kind's choice (one query)."""
    chosen = dict(NotificationPreference.objects.filter(user=user).values_list("kind", "email"))
    return {kind: IN_APP_AND_EMAIL if chosen.get(kind, True) else IN_APP for kind in KINDS}


def emailed_kinds(*, user_id: int) -> set[str]:
    """The kinds the user gets in the daily e-mail (one query)."""
    off = set(NotificationPreference.objects.filter(user_id=user_id, email=False).values_list("kind", flat=True))
    return set(KINDS) - off


def preferences_set(*, user: User, choices: Mapping[str, object]) -> dict[str, str]:
    """Set the kinds sent (the others keep their choice); 400 naming an unknown kind or value. One upsert."""
    errors = {}
    for kind, value in choices.items():
        if kind not in KINDS:
            errors[kind] = [UNKNOWN_KIND.format(kind)]
        elif value not in CHOICES:
            errors[kind] = [BAD_CHOICE.format(kind)]
    if errors:
        raise ValidationError(errors)
    rows = [
        NotificationPreference(user=user, kind=kind, email=value == IN_APP_AND_EMAIL) for kind, value in choices.items()
    ]
    if rows:
        NotificationPreference.objects.bulk_create(
            rows, update_conflicts=True, unique_fields=["user", "kind"], update_fields=["email"]
        )
    return preferences_get(user=user)
