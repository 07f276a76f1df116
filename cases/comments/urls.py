from django.urls import path

from cases.comments import views

urlpatterns = [
    path("cases/<int:case_id>/comments", views.CaseCommentsView.as_view(), name="case-comments"),
    path("cases/<int:case_id>/timeline", views.CaseTimelineView.as_view(), name="case-timeline"),
    path("comments/<int:comment_id>", views.CommentDetailView.as_view(), name="comment-detail"),
]
