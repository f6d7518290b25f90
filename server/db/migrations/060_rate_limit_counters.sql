-- Rate-limit counters shared by every process on one PostgreSQL (server/db/rate-limit-store.ts):
-- one row per limit and client (address or session), the count of the window that ends at reset_at.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at bigint NOT NULL
);
CREATE INDEX rate_limit_counters_reset_at ON rate_limit_counters (reset_at);
