"""The dashboard list's read path: GET /api/cases/paginated, /api/stats, /api/cases/mi-summary, the portal list, the
current-view export and saved views (docs/adr/0016-listing-package.md).

Layers, top to bottom (.importlinter checks them):
- params: the query parameters, parsed once by DRF query serializers into CaseFilters and PageRequest.
- selectors, triggers: the reads (pages, stat cards, MI summary, portal, companies); the triggers' install.
- search_counts: counts of short searches, kept exact by triggers.
- query: CaseFilters and PageRequest, and the Q objects and ordering they stand for.
- engine: picks postgres or sqlite, the one place that asks which database it is on.
- postgres, sqlite: each database's hints, substring search and trigger SQL.
- schema, expressions: table names and the SQL expressions both engines build on.
"""
