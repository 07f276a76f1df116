"""GET/POST /api/saved-views and PUT/DELETE /api/saved-views/{id}: dashboard users' named queries."""

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from cases.saved_views import selectors, services
from cases.saved_views.serializers import SavedViewInputSerializer, SavedViewSerializer, SavedViewUpdateSerializer

# Saved views belong to the dashboard, which reads every company's cases.
DASHBOARD_READERS = HasPerm("view_all_cases")


class SavedViewCollectionView(APIView):
    permission_classes = [DASHBOARD_READERS]

    @extend_schema(
        summary="The user's saved views and every shared view", responses={200: SavedViewSerializer(many=True)}
    )
    def get(self, request):
        views = selectors.saved_views_visible(user=request.user)
        return Response(SavedViewSerializer(views, many=True, context={"request": request}).data)

    @extend_schema(
        summary="Save the dashboard's current query as a view",
        request=SavedViewInputSerializer,
        responses={201: SavedViewSerializer},
    )
    def post(self, request):
        data = SavedViewInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        view = services.saved_view_create(owner=request.user, **data.validated_data)
        body = SavedViewSerializer(view, context={"request": request}).data
        return Response(body, status=status.HTTP_201_CREATED)


class SavedViewDetailView(APIView):
    permission_classes = [DASHBOARD_READERS]

    @extend_schema(
        summary="Rename, re-query or (un)share a view",
        request=SavedViewUpdateSerializer,
        responses={200: SavedViewSerializer},
    )
    def put(self, request, view_id: int):
        view = selectors.saved_view_get(user=request.user, view_id=view_id)
        data = SavedViewUpdateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        view = services.saved_view_update(view=view, actor=request.user, **data.validated_data)
        return Response(SavedViewSerializer(view, context={"request": request}).data)

    @extend_schema(summary="Delete a view", responses={204: None})
    def delete(self, request, view_id: int):
        view = selectors.saved_view_get(user=request.user, view_id=view_id)
        services.saved_view_delete(view=view, actor=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)
