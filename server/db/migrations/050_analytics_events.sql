-- First-party page views, sent only after cookie consent (spec §4 "Analytics"). No personal data:
-- the path without query string and the campaign's tracking id.
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  type text NOT NULL,
  path text NOT NULL,
  occurred_at timestamptz NOT NULL,
  tracking_id text,
  received_at timestamptz NOT NULL
);
CREATE INDEX analytics_events_occurred_at ON analytics_events (occurred_at);
