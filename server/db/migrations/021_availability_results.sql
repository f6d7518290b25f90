-- The last availability answers per session: landline initiate-order checks against them.
CREATE TABLE availability_results (
  id bigserial PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  address jsonb NOT NULL,
  max_bandwidth jsonb NOT NULL,
  products jsonb NOT NULL,
  checked_at timestamptz NOT NULL
);
CREATE INDEX availability_results_session ON availability_results (session_id, checked_at DESC, id DESC);
