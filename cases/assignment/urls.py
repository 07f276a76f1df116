from django.urls import path

from cases.assignment import views

urlpatterns = [
    path("cases/batch-assign", views.BatchAssignView.as_view(), name="cases-batch-assign"),
    path("cases/<int:case_id>/assignee", views.CaseAssigneeView.as_view(), name="case-assignee"),
]
