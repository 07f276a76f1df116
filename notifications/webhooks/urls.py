from django.urls import path

from notifications.webhooks.views import (
    DeliveryListView,
    DeliveryRetryView,
    EndpointCollectionView,
    EndpointDetailView,
    EndpointTestView,
)

urlpatterns = [
    path("webhooks", EndpointCollectionView.as_view(), name="webhooks"),
    path("webhooks/<int:endpoint_id>", EndpointDetailView.as_view(), name="webhook"),
    path("webhooks/<int:endpoint_id>/test", EndpointTestView.as_view(), name="webhook-test"),
    path("webhooks/<int:endpoint_id>/deliveries", DeliveryListView.as_view(), name="webhook-deliveries"),
    path(
        "webhooks/<int:endpoint_id>/deliveries/<int:delivery_id>/retry",
        DeliveryRetryView.as_view(),
        name="webhook-delivery-retry",
    ),
]
