-- The catalogue (spec: seeded on first start). One JSON document per entity, in seed order;
-- the server reads it once into memory (ARCHITECTURE.md: read-mostly data served from memory).
CREATE TABLE catalogue_entries (
  kind text NOT NULL,
  entry_key text NOT NULL,
  position integer NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (kind, entry_key)
);

-- Which seed the entries hold, so a deployment with a changed seed replaces them exactly once.
CREATE TABLE catalogue_meta (
  id integer PRIMARY KEY CHECK (id = 1),
  seed_hash text NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
