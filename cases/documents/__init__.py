"""A case's documents (guide: workflow#documents): files staff attach, the client portal's downloads."""
