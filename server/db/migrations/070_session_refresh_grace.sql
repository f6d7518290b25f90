-- The token a refresh replaced, for a short grace period: a retried refresh (its answer lost) gets
-- the same new token, sealed with a key only the old token yields, so the database alone hands out none.
ALTER TABLE sessions ADD COLUMN previous_token_hash text;
ALTER TABLE sessions ADD COLUMN previous_valid_until timestamptz;
ALTER TABLE sessions ADD COLUMN sealed_next_token text;
CREATE INDEX sessions_previous_token_hash ON sessions (previous_token_hash);
