-- Trigram indexes make the admin lists' text search fast at 100,000 rows. The extension lives in
-- public, which every search path includes (tests that run in a schema of their own too).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
