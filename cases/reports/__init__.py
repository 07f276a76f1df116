"""Reports for VIEW_SYSTEM_STATS (guide: screens#reports): ageing of open cases, weekly throughput and time to send.

Every figure is read from the cases and their audit trail (cases.models.STATUS_CHANGE / SENT_CHANGE events; ageing
and time to send through the times kept on each case by cases.status_times), counted by the database; weeks and
days are Europe/London calendar weeks (Monday to Sunday) and days.
"""
