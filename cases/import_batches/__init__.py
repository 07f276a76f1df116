"""Import batches (guide: workflow#imports): every CSV import is recorded as a batch, which can be undone all or
nothing."""
