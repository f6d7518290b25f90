-- Measured figures of real page views (web-vitals LCP, INP, CLS), sent like page views only after
-- consent (spec §9 slow LCP, spec §4 "Analytics"). Page views leave these columns empty.
ALTER TABLE analytics_events
  ADD COLUMN metric text,
  ADD COLUMN value double precision,
  ADD COLUMN rating text;
