from django.urls import path

from cases.jobs import views

urlpatterns = [
    path("jobs/<uuid:job_id>", views.JobDetailView.as_view(), name="job-detail"),
    path("jobs/<uuid:job_id>/download", views.JobDownloadView.as_view(), name="job-download"),
]
