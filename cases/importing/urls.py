from django.urls import path

from cases.importing import views

urlpatterns = [
    path("cases/upload-csv", views.CaseUploadCsvView.as_view(), name="cases-upload-csv"),
    path("cases/upload-csv/errors", views.CaseUploadErrorsView.as_view(), name="cases-upload-csv-errors"),
]
