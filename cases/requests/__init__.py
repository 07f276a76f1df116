"""Requests to the client (issue 29 §2): staff ask for a document on a case, the client answers in the portal."""
