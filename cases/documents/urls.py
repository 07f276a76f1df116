from django.urls import path

from cases.documents import views

urlpatterns = [
    path("cases/<int:case_id>/documents", views.CaseDocumentsView.as_view(), name="case-documents"),
    path("documents/<int:document_id>", views.DocumentDetailView.as_view(), name="document-detail"),
    path("documents/<int:document_id>/download", views.DocumentDownloadView.as_view(), name="document-download"),
]
