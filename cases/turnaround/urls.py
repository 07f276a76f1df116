from django.urls import path

from cases.turnaround import views

urlpatterns = [
    path("settings/turnaround", views.TurnaroundTargetsView.as_view(), name="settings-turnaround"),
]
