-- A declaration is read back only with the receipt secret handed to the shopper on filing (its
-- SHA-256 here); rows filed before this have none and are no longer readable over the API.
ALTER TABLE declarations ADD COLUMN receipt_hash text;
CREATE INDEX declarations_received_at ON declarations (received_at);
