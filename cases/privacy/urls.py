from django.urls import path

from cases.privacy import views

urlpatterns = [
    path("cases/<int:case_id>/legal-hold", views.LegalHoldView.as_view(), name="case-legal-hold"),
    path("privacy/subjects", views.SubjectsView.as_view(), name="privacy-subjects"),
    path("privacy/erasure", views.ErasureView.as_view(), name="privacy-erasure"),
    path("privacy/subject-access", views.SubjectAccessView.as_view(), name="privacy-subject-access"),
    path("privacy/retention", views.RetentionView.as_view(), name="privacy-retention"),
    path("privacy/retention/preview", views.RetentionPreviewView.as_view(), name="privacy-retention-preview"),
]
