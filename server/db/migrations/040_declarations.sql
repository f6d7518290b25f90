-- Cancellations (§312k BGB) and withdrawals (EU Directive 2023/2673) declared without login.
-- received_at is the legally relevant time of receipt; it is set by the server clock, never by the client.
CREATE TABLE declarations (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('cancellation', 'withdrawal')),
  declaration jsonb NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX declarations_order_number ON declarations ((declaration ->> 'order_number'));
