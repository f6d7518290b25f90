-- Suggestions while typing (issue 17): prefix searches that read a handful of index entries,
-- whatever the size of the book. text_pattern_ops lets `LIKE 'prefix%'` use a btree under any
-- collation.

-- Postcode → town and district: one row per place, searched by postcode prefix.
CREATE TABLE address_book_places (
  zipcode text NOT NULL,
  city text NOT NULL,
  district text NOT NULL DEFAULT '',
  PRIMARY KEY (zipcode, city, district)
);
CREATE INDEX address_book_places_prefix ON address_book_places (zipcode text_pattern_ops, city, district);
INSERT INTO address_book_places (zipcode, city, district)
SELECT DISTINCT zipcode, city, district FROM address_book
ON CONFLICT DO NOTHING;

-- Streets of a postcode as the book spells them, searched by the prefix of their normalised key.
ALTER TABLE address_book_streets ADD COLUMN street text;
UPDATE address_book_streets s SET street = named.street
  FROM (SELECT DISTINCT ON (split_part(lookup_key, '|', 1), street_key) split_part(lookup_key, '|', 1) AS zipcode, street_key, street
          FROM address_book ORDER BY 1, 2, 3) AS named
 WHERE s.zipcode = named.zipcode AND s.street_key = named.street_key;
CREATE INDEX address_book_streets_prefix ON address_book_streets (zipcode, street_key text_pattern_ops);

-- House numbers of one street in reading order (2 before 10); the typed prefix filters while the
-- scan walks in that order, and the displayed columns ride along for an index-only scan.
CREATE INDEX address_book_street_houses ON address_book (zipcode, street_key, length(house_key), house_key)
  INCLUDE (house_no, house_no_suffix);
