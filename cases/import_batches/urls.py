from django.urls import path

from cases.import_batches import views

urlpatterns = [
    path("imports", views.ImportBatchListView.as_view(), name="imports"),
    path("imports/<int:batch_id>", views.ImportBatchDetailView.as_view(), name="import-detail"),
    path("imports/<int:batch_id>/undo", views.ImportBatchUndoView.as_view(), name="import-undo"),
]
