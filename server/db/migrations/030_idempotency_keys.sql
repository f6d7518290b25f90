-- API.md: order writes carry an Idempotency-Key; the stored answer is replayed for 24 hours.
-- The primary key is the claim: every process shares it through the database.
CREATE TABLE idempotency_keys (
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL DEFAULT 0,
  response jsonb NOT NULL DEFAULT 'null'::jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (session_id, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
