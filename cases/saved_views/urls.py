from django.urls import path

from cases.saved_views import views

urlpatterns = [
    path("saved-views", views.SavedViewCollectionView.as_view(), name="saved-views"),
    path("saved-views/<int:view_id>", views.SavedViewDetailView.as_view(), name="saved-view-detail"),
]
