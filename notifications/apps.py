from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "notifications"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from cases.events import case_assigned, comment_mentioned, request_answered
        from cases.privacy.signals import personal_data_erased
        from notifications import notices

        # What cases announces (cases.events) becomes notices, in the change's own transaction.
        case_assigned.connect(notices.on_case_assigned, dispatch_uid="notifications.assigned")
        comment_mentioned.connect(notices.on_comment_mentioned, dispatch_uid="notifications.mentioned")
        request_answered.connect(notices.on_request_answered, dispatch_uid="notifications.request_answered")
        # An erasure takes the erased cases' notices with it (cases.privacy.registry).
        personal_data_erased.connect(notices.on_personal_data_erased, dispatch_uid="notifications.erased")
