from django.urls import path

from notifications.views import SendDailyView

urlpatterns = [
    path("notifications/send-daily", SendDailyView.as_view(), name="notifications-send-daily"),
]
