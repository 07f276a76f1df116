from django.urls import path

from cases import file_views

urlpatterns = [
    path("cases/upload-csv", file_views.CaseUploadCsvView.as_view(), name="cases-upload-csv"),
    path("cases/upload-csv/errors", file_views.CaseUploadErrorsView.as_view(), name="cases-upload-csv-errors"),
    path("cases/export", file_views.CaseExportView.as_view(), name="cases-export"),
]
