CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);
