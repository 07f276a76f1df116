"""Export of cases to CSV or Excel (GET /api/cases/export), with memory that does not grow with the rows.

- exports.py: what an export request asks for and the rows it produces;
- columns.py: the columns, their display rules (labels from cases.rules, Yes/No, London time, formula
  neutralisation) and the querysets, scoped through cases.selectors.cases_visible_to;
- csv_file.py: the CSV, streamed (COPY TO STDOUT on PostgreSQL);
- xlsx_file.py: the workbook, written to a temporary file and then streamed out;
- jobs.py: the background export (large files); views.py: the endpoints.

Formula injection (OWASP "CSV Injection"): a CSV text cell starting with = + - @ tab or CR gets a leading
single quote; an XLSX text cell is always an inline string, which a spreadsheet never evaluates.
"""
