-- 'Problem melden': a shopper's masked event log (README "Debugging a shopper's session"). Holds no
-- personal data (masked in the browser before it is sent); deleted after DIAGNOSTIC_REPORT_DAYS.
CREATE TABLE diagnostic_reports (
  reference text PRIMARY KEY,
  idempotency_key text UNIQUE,
  context text NOT NULL,
  path text NOT NULL,
  log jsonb NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX diagnostic_reports_received_at ON diagnostic_reports (received_at);
