-- The review queue's counts, kept by triggers in the transaction of every change that moves them
-- (docs/decisions/020-scorecards.md, addendum): each reviewer's submitted scorecards and set-asides
-- among the applications in the queue (status not Resolved), and the queue's size. Whatever writes
-- scorecards, set-asides or applications (the API, a bulk action, SQL by hand, a cascade) keeps
-- them exact. Written by hand (a custom drizzle migration); it ends by counting what exists.

-- Whether an application is in the queue, its row locked FOR SHARE first: a status change of it
-- waits for this transaction (and this one for a status change already made), so a scorecard or
-- set-aside and a status change never both miss each other. A deleted application is not in it.
CREATE FUNCTION review_in_queue(application uuid) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  current_status text;
BEGIN
  SELECT status INTO current_status FROM applications WHERE id = application FOR SHARE;
  RETURN FOUND AND current_status <> 'Resolved';
END $$;
--> statement-breakpoint
-- Adds to a reviewer's counts; nothing for a reviewer being deleted (their row goes with them).
CREATE FUNCTION review_progress_add(reviewer uuid, reviewed_change integer, set_aside_change integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF reviewed_change = 0 AND set_aside_change = 0 THEN RETURN; END IF;
  INSERT INTO reviewer_progress (reviewer_id, reviewed, set_aside)
  SELECT reviewer, reviewed_change, set_aside_change
  WHERE EXISTS (SELECT 1 FROM admin_users WHERE id = reviewer)
  ON CONFLICT (reviewer_id) DO UPDATE SET
    reviewed = reviewer_progress.reviewed + excluded.reviewed,
    set_aside = reviewer_progress.set_aside + excluded.set_aside;
END $$;
--> statement-breakpoint
-- A scorecard counts once submitted, while its application is in the queue.
CREATE FUNCTION review_progress_of_scorecard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_before integer := 0;
  counted_after integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.submitted_at IS NOT NULL AND review_in_queue(OLD.application_id) THEN
    counted_before := 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.submitted_at IS NOT NULL AND review_in_queue(NEW.application_id) THEN
    counted_after := 1;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.reviewer_id = NEW.reviewer_id THEN
    PERFORM review_progress_add(NEW.reviewer_id, counted_after - counted_before, 0);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM review_progress_add(OLD.reviewer_id, -counted_before, 0); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM review_progress_add(NEW.reviewer_id, counted_after, 0); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER scorecards_review_progress
AFTER INSERT OR DELETE OR UPDATE OF submitted_at, application_id, reviewer_id ON scorecards
FOR EACH ROW EXECUTE FUNCTION review_progress_of_scorecard();
--> statement-breakpoint
-- A set-aside counts while its application is in the queue.
CREATE FUNCTION review_progress_of_set_aside() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND review_in_queue(OLD.application_id) THEN
    PERFORM review_progress_add(OLD.reviewer_id, 0, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND review_in_queue(NEW.application_id) THEN
    PERFORM review_progress_add(NEW.reviewer_id, 0, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_set_asides_review_progress
AFTER INSERT OR DELETE OR UPDATE OF application_id, reviewer_id ON review_set_asides
FOR EACH ROW EXECUTE FUNCTION review_progress_of_set_aside();
--> statement-breakpoint
-- Applications entering (change 1) or leaving (change -1) the queue: the queue's size, and the
-- counts of every reviewer with a submitted scorecard or a set-aside of them, in reviewer order so
-- that two transactions lock those rows in one order.
CREATE FUNCTION review_queue_move(moved uuid[], change integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(moved) = 0 THEN RETURN; END IF;
  INSERT INTO reviewer_progress (reviewer_id, reviewed, set_aside)
  SELECT reviewer_id, sum(reviewed), sum(set_aside) FROM (
    SELECT reviewer_id, change AS reviewed, 0 AS set_aside FROM scorecards
    WHERE application_id = ANY (moved) AND submitted_at IS NOT NULL
    UNION ALL
    SELECT reviewer_id, 0, change FROM review_set_asides WHERE application_id = ANY (moved)
  ) AS changes
  GROUP BY reviewer_id ORDER BY reviewer_id
  ON CONFLICT (reviewer_id) DO UPDATE SET
    reviewed = reviewer_progress.reviewed + excluded.reviewed,
    set_aside = reviewer_progress.set_aside + excluded.set_aside;
  UPDATE review_queue_size SET applications = applications + change * cardinality(moved);
END $$;
--> statement-breakpoint
-- A statement at a time (a bulk status change is one statement), from its transition tables.
CREATE FUNCTION review_queue_of_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM review_queue_move(ARRAY(SELECT id FROM new_rows WHERE status <> 'Resolved'), 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_review_queue_inserted
AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION review_queue_of_inserted();
--> statement-breakpoint
CREATE FUNCTION review_queue_of_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM review_queue_move(ARRAY(
    SELECT new_rows.id FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
    WHERE old_rows.status = 'Resolved' AND new_rows.status <> 'Resolved'), 1);
  PERFORM review_queue_move(ARRAY(
    SELECT new_rows.id FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
    WHERE old_rows.status <> 'Resolved' AND new_rows.status = 'Resolved'), -1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_review_queue_updated
AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION review_queue_of_updated();
--> statement-breakpoint
-- Before the row goes: its scorecards and set-asides still exist here (the cascade deletes them
-- after, when review_in_queue no longer finds the application, so they are not counted twice).
CREATE FUNCTION review_queue_of_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'Resolved' THEN PERFORM review_queue_move(ARRAY[OLD.id], -1); END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_review_queue_deleted
BEFORE DELETE ON applications
FOR EACH ROW EXECUTE FUNCTION review_queue_of_deleted();
--> statement-breakpoint
-- What exists already, counted once.
INSERT INTO review_queue_size (singleton, applications)
SELECT true, count(*) FROM applications WHERE status <> 'Resolved';
--> statement-breakpoint
INSERT INTO reviewer_progress (reviewer_id, reviewed, set_aside)
SELECT reviewer_id, sum(reviewed), sum(set_aside) FROM (
  SELECT scorecards.reviewer_id, 1 AS reviewed, 0 AS set_aside
  FROM scorecards JOIN applications ON applications.id = scorecards.application_id
  WHERE scorecards.submitted_at IS NOT NULL AND applications.status <> 'Resolved'
  UNION ALL
  SELECT review_set_asides.reviewer_id, 0, 1
  FROM review_set_asides JOIN applications ON applications.id = review_set_asides.application_id
  WHERE applications.status <> 'Resolved'
) AS counted
GROUP BY reviewer_id;
