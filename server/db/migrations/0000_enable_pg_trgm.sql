-- Trigram matching for search (typo-tolerant titles and lyrics). pg_trgm is a trusted extension
-- (PostgreSQL 13+), so the database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
