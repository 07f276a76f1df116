"""The audit log screen's API (guide: screens#audit-log): GET /api/audit-logs (filtered, paginated) and its CSV export.

- filters.py: the query parameters, parsed strictly;
- selectors.py: the filtered events, newest first, one page of them, and the rows of the table and the file;
- csv_file.py: the streamed, formula-safe CSV;
- views.py / urls.py: the endpoints. The log is read-only: no endpoint writes or deletes an event.
"""
