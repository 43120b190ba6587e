CREATE TABLE "quiz_daily_counts" (
	"india_day" date PRIMARY KEY NOT NULL,
	"submissions" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_scan_counts" (
	"aispot_id" uuid PRIMARY KEY NOT NULL,
	"scans" bigint NOT NULL,
	"last_scan_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "spot_scan_counts_top_idx" ON "spot_scan_counts" USING btree ("scans" DESC NULLS LAST,"last_scan_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (docs/decisions/0056-spot-analytics-at-scale.md): the two tables follow quiz_responses, in the
-- writing transaction, one statement at a time. Every statement's rows are turned into changes (a submission added
-- counts +1 for its spot and its India day, one removed -1; an update counts only the rows whose spot or time moved),
-- and spot_analytics_apply adds them up, taking rows in key order. A spot's latest scan is read again from
-- quiz_spot_created_idx (one row); when the statement only added scans, the later of that and the kept one stays, so
-- two writers at once cannot set it back. India's day is written as indiaDateOf writes it.
CREATE TYPE spot_analytics_change AS (aispot_id uuid, created_at timestamptz, change integer);
--> statement-breakpoint
CREATE FUNCTION spot_analytics_apply(changes spot_analytics_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO spot_scan_counts AS counted (aispot_id, scans, last_scan_at)
  SELECT moved.aispot_id, moved.scans,
    (SELECT max(quiz.created_at) FROM quiz_responses quiz WHERE quiz.aispot_id = moved.aispot_id)
  FROM (
    SELECT change.aispot_id, sum(change.change) AS scans
    FROM unnest(changes) AS change
    WHERE change.aispot_id IS NOT NULL
    GROUP BY change.aispot_id
  ) AS moved
  ORDER BY moved.aispot_id
  ON CONFLICT (aispot_id) DO UPDATE SET
    scans = counted.scans + excluded.scans,
    last_scan_at = CASE WHEN excluded.scans > 0 THEN greatest(counted.last_scan_at, excluded.last_scan_at)
                        ELSE excluded.last_scan_at END;
  INSERT INTO quiz_daily_counts AS counted (india_day, submissions)
  SELECT (change.created_at AT TIME ZONE 'Asia/Kolkata')::date, sum(change.change)
  FROM unnest(changes) AS change
  GROUP BY 1
  HAVING sum(change.change) <> 0
  ORDER BY 1
  ON CONFLICT (india_day) DO UPDATE SET submissions = counted.submissions + excluded.submissions;
$$;
--> statement-breakpoint
CREATE FUNCTION spot_analytics_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM spot_analytics_apply(ARRAY(SELECT row(aispot_id, created_at, 1)::spot_analytics_change FROM added));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION spot_analytics_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM spot_analytics_apply(ARRAY(SELECT row(aispot_id, created_at, -1)::spot_analytics_change FROM removed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION spot_analytics_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM spot_analytics_apply(ARRAY(
    SELECT row(side.aispot_id, side.created_at, side.change)::spot_analytics_change
    FROM removed JOIN added USING (id)
    CROSS JOIN LATERAL (VALUES (removed.aispot_id, removed.created_at, -1), (added.aispot_id, added.created_at, 1))
      AS side (aispot_id, created_at, change)
    WHERE (removed.aispot_id, removed.created_at) IS DISTINCT FROM (added.aispot_id, added.created_at)
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION spot_analytics_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM spot_scan_counts;
  DELETE FROM quiz_daily_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER spot_analytics_inserted AFTER INSERT ON quiz_responses REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION spot_analytics_inserted();
--> statement-breakpoint
CREATE TRIGGER spot_analytics_deleted AFTER DELETE ON quiz_responses REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION spot_analytics_deleted();
--> statement-breakpoint
CREATE TRIGGER spot_analytics_updated AFTER UPDATE ON quiz_responses REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION spot_analytics_updated();
--> statement-breakpoint
CREATE TRIGGER spot_analytics_emptied AFTER TRUNCATE ON quiz_responses FOR EACH STATEMENT EXECUTE FUNCTION spot_analytics_emptied();
--> statement-breakpoint
-- The submissions already there. Creating the triggers locked quiz_responses against writers until this commits.
INSERT INTO spot_scan_counts (aispot_id, scans, last_scan_at)
SELECT aispot_id, count(*), max(created_at) FROM quiz_responses WHERE aispot_id IS NOT NULL GROUP BY aispot_id;
--> statement-breakpoint
INSERT INTO quiz_daily_counts (india_day, submissions)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*) FROM quiz_responses GROUP BY 1;
