"""UK data protection (issue 22): legal holds, finding a person's cases, erasure by pseudonymisation."""
