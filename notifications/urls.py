from django.urls import include, path

from notifications.views import (
    NotificationListView,
    NotificationPreferencesView,
    NotificationReadView,
    SendDailyView,
)

urlpatterns = [
    path("notifications", NotificationListView.as_view(), name="notifications"),
    path("notifications/read", NotificationReadView.as_view(), name="notifications-read"),
    path("notifications/preferences", NotificationPreferencesView.as_view(), name="notifications-preferences"),
    path("notifications/send-daily", SendDailyView.as_view(), name="notifications-send-daily"),
    path("", include("notifications.webhooks.urls")),
]
