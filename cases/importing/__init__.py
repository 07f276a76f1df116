"""CSV import of cases: services.py (the import itself, all rows or none), reading.py (parsing and checking rows),
writing.py (staging and moving rows), preview.py (the dry run's SQL), error_report.py (the file of problems),
jobs.py (the background runs of all three), views.py (POST /api/upload-csv and its checks)."""
