from django.urls import path

from cases.reports import views

urlpatterns = [
    path("reports/ageing", views.AgeingReportView.as_view(), name="reports-ageing"),
    path("reports/throughput", views.ThroughputReportView.as_view(), name="reports-throughput"),
    path("reports/workload", views.WorkloadReportView.as_view(), name="reports-workload"),
    path("reports/time-to-send", views.TimeToSendReportView.as_view(), name="reports-time-to-send"),
    path("reports/turnaround", views.TurnaroundReportView.as_view(), name="reports-turnaround"),
]
