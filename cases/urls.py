from django.urls import path

from cases import views

urlpatterns = [
    path("cases", views.CaseCollectionView.as_view(), name="cases"),
    path("cases/paginated", views.CasePageView.as_view(), name="cases-paginated"),
    path("cases/mi-summary", views.CaseMiSummaryView.as_view(), name="cases-mi-summary"),
    path("cases/manual", views.CaseManualView.as_view(), name="cases-manual"),
    path("cases/bhruk-id-use", views.BhrukIdUseView.as_view(), name="cases-bhruk-id-use"),
    path("cases/batch-update", views.BatchUpdateView.as_view(), name="cases-batch-update"),
    path("cases/batch-delete", views.BatchDeleteView.as_view(), name="cases-batch-delete"),
    path("cases/batch-cancel", views.BatchCancelView.as_view(), name="cases-batch-cancel"),
    path("cases/batch-restore", views.BatchRestoreView.as_view(), name="cases-batch-restore"),
    path("cases/bulk-autofill-kam-ids", views.AutofillKamIdsView.as_view(), name="cases-autofill-kam-ids"),
    path("cases/bulk-autofill-bhruk-ids", views.AutofillBhrukIdsView.as_view(), name="cases-autofill-bhruk-ids"),
    path("cases/<int:case_id>", views.CaseDetailView.as_view(), name="case-detail"),
    path("cases/<int:case_id>/lock", views.CaseLockView.as_view(lock=True), name="case-lock"),
    path("cases/<int:case_id>/unlock", views.CaseLockView.as_view(lock=False), name="case-unlock"),
    path("cases/<int:case_id>/cancel", views.CaseCancelView.as_view(), name="case-cancel"),
    path("cases/<int:case_id>/merged", views.CaseMergedView.as_view(), name="case-merged"),
    path("cases/<int:case_id>/history", views.CaseHistoryView.as_view(), name="case-history"),
    path("stats", views.CaseStatsView.as_view(), name="case-stats"),
    path("kams", views.KamListView.as_view(), name="kams"),
    path("companies", views.CompanyListView.as_view(), name="companies"),
    path("next-bhruk-id/<str:company>", views.NextBhrukIdView.as_view(), name="next-bhruk-id"),
]
