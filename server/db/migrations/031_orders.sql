-- An order begins with initiate-order (its id is the temp_order_id) and belongs to one session.
CREATE TABLE orders (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  line text NOT NULL CHECK (line IN ('mobile', 'landline')),
  kind text NOT NULL CHECK (kind IN ('new-contract', 'provider-change')),
  cart jsonb NOT NULL,
  steps jsonb NOT NULL,
  step_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  tracking_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX orders_session_id ON orders (session_id);

-- The submitted order; one per temp order, whatever the client sends twice.
CREATE TABLE submitted_orders (
  order_id text PRIMARY KEY,
  temp_order_id uuid NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  submitted_at timestamptz NOT NULL
);
