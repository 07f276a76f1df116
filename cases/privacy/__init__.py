"""UK data protection (guide: privacy): legal holds, finding a person's cases, erasure by pseudonymisation."""
