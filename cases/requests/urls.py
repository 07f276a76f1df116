from django.urls import path

from cases.requests import views

urlpatterns = [
    path("cases/<int:case_id>/requests", views.CaseRequestsView.as_view(), name="case-requests"),
    path("requests", views.RequestListView.as_view(), name="requests"),
    path("requests/<int:request_id>", views.RequestDetailView.as_view(), name="request-detail"),
    path("requests/<int:request_id>/upload", views.RequestUploadView.as_view(), name="request-upload"),
]
