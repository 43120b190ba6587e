CREATE TABLE "library_catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "library_catalogue_version_one_row" CHECK ("library_catalogue_version"."id")
);
--> statement-breakpoint
-- Hand-written (docs/decisions/0018-library-catalogue.md): the library's catalogue version goes up by one
-- with every statement that changes rows of `library` (a statement that changes none, such as an insert whose rows
-- all conflict, leaves it), in that statement's transaction, so a server that reads the number and then the catalogue
-- never keeps a catalogue older than the number. The row is written back if it was ever removed.
INSERT INTO "library_catalogue_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION library_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A truncate has no transition table; the inner test is only read by the other three.
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT FROM changed) THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO library_catalogue_version AS current (id, version) VALUES (true, 1)
  ON CONFLICT (id) DO UPDATE SET version = current.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER library_catalogue_inserted AFTER INSERT ON library REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION library_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER library_catalogue_updated AFTER UPDATE ON library REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION library_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER library_catalogue_deleted AFTER DELETE ON library REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION library_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER library_catalogue_truncated AFTER TRUNCATE ON library
  FOR EACH STATEMENT EXECUTE FUNCTION library_catalogue_changed();
