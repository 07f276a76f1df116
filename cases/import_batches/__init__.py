"""Import batches (issue 14): every CSV import is recorded as a batch, which can be undone all or nothing."""
