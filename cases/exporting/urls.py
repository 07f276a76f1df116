from django.urls import path

from cases.exporting import views

urlpatterns = [
    path("cases/export", views.CaseExportView.as_view(), name="cases-export"),
    path("exports", views.ExportJobView.as_view(), name="exports"),
]
