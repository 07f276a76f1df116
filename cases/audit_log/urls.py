from django.urls import path

from cases.audit_log import views

urlpatterns = [
    path("audit-logs", views.AuditLogView.as_view(), name="audit-logs"),
    path("audit-logs/export", views.AuditLogExportView.as_view(), name="audit-logs-export"),
    path("audit-logs/users", views.AuditUsersView.as_view(), name="audit-logs-users"),
]
