-- A firm's answers and memo views on a deal, kept on its share (deal_shares first_answered_at,
-- answer_kind, answer_amount, answer_currency, memo_viewed) by triggers in the transaction of every
-- change that moves them: whatever writes deal_answers, deal_access_events or deal_shares (the API,
-- retention, SQL by hand, a cascade) keeps them exact, and the Insights screen reads them share by
-- share instead of gathering answers and views per share at every count
-- (docs/decisions/083-share-answers-kept-on-the-share.md). Written by hand (a custom drizzle
-- migration); it ends by filling them in for the shares that exist.

-- A share's answers read again: when the firm first answered, and its answer now (the newest; none:
-- nulls). The share's row is locked first, in a statement of its own, so that a concurrent change
-- of the same firm's answers on the deal waits for this transaction, and this one then reads it.
CREATE FUNCTION deal_share_answers_refresh(deal uuid, firm uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM deal_shares WHERE application_id = deal AND firm_id = firm FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  UPDATE deal_shares SET
    first_answered_at = (SELECT min(created_at) FROM deal_answers
      WHERE application_id = deal AND firm_id = firm),
    (answer_kind, answer_amount, answer_currency) = (SELECT kind, amount, currency FROM deal_answers
      WHERE application_id = deal AND firm_id = firm ORDER BY created_at DESC, id DESC LIMIT 1)
  WHERE application_id = deal AND firm_id = firm;
END $$;
--> statement-breakpoint
CREATE FUNCTION deal_answers_to_share() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM deal_share_answers_refresh(OLD.application_id, OLD.firm_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.application_id, NEW.firm_id)
      IS DISTINCT FROM (OLD.application_id, OLD.firm_id)) THEN
    PERFORM deal_share_answers_refresh(NEW.application_id, NEW.firm_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deal_answers_share
AFTER INSERT OR DELETE OR UPDATE OF application_id, firm_id, kind, amount, currency, created_at
ON deal_answers FOR EACH ROW EXECUTE FUNCTION deal_answers_to_share();
--> statement-breakpoint
-- Whether the firm's people viewed the memo: a "memo viewed" event of theirs exists. A view sets it
-- (no new row version once set); a view removed (retention) or changed reads it again. Both lock the
-- share's row first, so a view and the removal of the last one never miss each other.
CREATE FUNCTION deal_share_viewed_refresh(deal uuid, firm uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM deal_shares WHERE application_id = deal AND firm_id = firm FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  UPDATE deal_shares SET memo_viewed = EXISTS (SELECT 1 FROM deal_access_events
      WHERE application_id = deal AND firm_id = firm AND event = 'memo viewed')
  WHERE application_id = deal AND firm_id = firm;
END $$;
--> statement-breakpoint
CREATE FUNCTION deal_access_events_to_share() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM deal_shares WHERE application_id = NEW.application_id AND firm_id = NEW.firm_id
      FOR NO KEY UPDATE;
    UPDATE deal_shares SET memo_viewed = true
    WHERE application_id = NEW.application_id AND firm_id = NEW.firm_id AND NOT memo_viewed;
  ELSE
    IF OLD.event = 'memo viewed' THEN
      PERFORM deal_share_viewed_refresh(OLD.application_id, OLD.firm_id);
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.event = 'memo viewed' THEN
      PERFORM deal_share_viewed_refresh(NEW.application_id, NEW.firm_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deal_access_events_viewed
AFTER INSERT ON deal_access_events FOR EACH ROW WHEN (NEW.event = 'memo viewed')
EXECUTE FUNCTION deal_access_events_to_share();
--> statement-breakpoint
CREATE TRIGGER deal_access_events_view_removed
AFTER DELETE ON deal_access_events FOR EACH ROW WHEN (OLD.event = 'memo viewed')
EXECUTE FUNCTION deal_access_events_to_share();
--> statement-breakpoint
CREATE TRIGGER deal_access_events_view_changed
AFTER UPDATE OF application_id, firm_id, event ON deal_access_events FOR EACH ROW
WHEN (OLD.event = 'memo viewed' OR NEW.event = 'memo viewed')
EXECUTE FUNCTION deal_access_events_to_share();
--> statement-breakpoint
-- A share made (or moved to another deal or firm) after answers or views of the pair: a deal shared
-- again after its memo version, and with it the share, was deleted.
CREATE FUNCTION deal_shares_answers_of_pair() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT min(created_at) INTO NEW.first_answered_at FROM deal_answers
  WHERE application_id = NEW.application_id AND firm_id = NEW.firm_id;
  SELECT kind, amount, currency INTO NEW.answer_kind, NEW.answer_amount, NEW.answer_currency
  FROM deal_answers WHERE application_id = NEW.application_id AND firm_id = NEW.firm_id
  ORDER BY created_at DESC, id DESC LIMIT 1;
  NEW.memo_viewed := EXISTS (SELECT 1 FROM deal_access_events
    WHERE application_id = NEW.application_id AND firm_id = NEW.firm_id AND event = 'memo viewed');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER deal_shares_answers
BEFORE INSERT OR UPDATE OF application_id, firm_id ON deal_shares
FOR EACH ROW EXECUTE FUNCTION deal_shares_answers_of_pair();
--> statement-breakpoint
UPDATE deal_shares AS share SET
  first_answered_at = (SELECT min(created_at) FROM deal_answers AS answer
    WHERE answer.application_id = share.application_id AND answer.firm_id = share.firm_id),
  (answer_kind, answer_amount, answer_currency) = (SELECT kind, amount, currency
    FROM deal_answers AS answer
    WHERE answer.application_id = share.application_id AND answer.firm_id = share.firm_id
    ORDER BY answer.created_at DESC, answer.id DESC LIMIT 1),
  memo_viewed = EXISTS (SELECT 1 FROM deal_access_events AS access
    WHERE access.application_id = share.application_id AND access.firm_id = share.firm_id
    AND access.event = 'memo viewed');
