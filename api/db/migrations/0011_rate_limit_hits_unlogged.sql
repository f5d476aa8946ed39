-- The rate limits' counters need no crash safety (after a crash the windows simply start again), so
-- their table skips the write-ahead log: a hit costs no WAL write and no wait for its flush.
-- drizzle-kit does not model UNLOGGED; this custom migration keeps it (docs/decisions/016-several-instances.md).
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
