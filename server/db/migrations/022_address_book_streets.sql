-- The streets of each postcode, by normalised key: the candidates for a street typo's correction.
-- Reading them from address_book meant fetching every door with the typed house number in that
-- postcode (about 30 scattered rows at a million addresses, one at ten thousand); this table holds
-- at most one row per street and postcode whatever the size of the book.
CREATE TABLE address_book_streets (
  zipcode text NOT NULL,
  street_key text NOT NULL,
  PRIMARY KEY (zipcode, street_key)
);
-- The zipcode part of lookup_key is the normalised postcode that lookups compare against.
INSERT INTO address_book_streets (zipcode, street_key)
SELECT DISTINCT split_part(lookup_key, '|', 1), street_key FROM address_book
ON CONFLICT DO NOTHING;
