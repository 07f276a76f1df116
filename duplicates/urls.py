from django.urls import path

from duplicates import views

urlpatterns = [
    path("duplicates", views.DuplicateGroupListView.as_view(), name="duplicates-list"),
    path("duplicates/dismiss", views.DuplicateGroupDismissView.as_view(), name="duplicates-dismiss"),
    path("duplicates/restore", views.DuplicateGroupRestoreView.as_view(), name="duplicates-restore"),
    path("duplicates/merge", views.CasesMergeView.as_view(), name="duplicates-merge"),
    # <path:> so that an identifier holding "/" (sent URL-encoded) still matches.
    path(
        "duplicates/<str:identifier_type>/<path:identifier>",
        views.DuplicateGroupCasesView.as_view(),
        name="duplicates-group",
    ),
]
