-- The UAE public holidays the firm starts from (core/business-days.ts, UAE_HOLIDAYS_STARTING_LIST):
-- staff correct and add to them in the console (Business days).
INSERT INTO "public_holidays" ("day", "name") VALUES
  ('2026-01-01', 'New Year''s Day'),
  ('2026-03-19', 'Eid al-Fitr'),
  ('2026-03-20', 'Eid al-Fitr'),
  ('2026-03-21', 'Eid al-Fitr'),
  ('2026-03-22', 'Eid al-Fitr'),
  ('2026-05-26', 'Arafat Day'),
  ('2026-05-27', 'Eid al-Adha'),
  ('2026-05-28', 'Eid al-Adha'),
  ('2026-05-29', 'Eid al-Adha'),
  ('2026-06-16', 'Islamic New Year'),
  ('2026-08-25', 'Prophet Muhammad''s Birthday'),
  ('2026-12-01', 'Commemoration Day'),
  ('2026-12-02', 'National Day'),
  ('2026-12-03', 'National Day'),
  ('2027-01-01', 'New Year''s Day')
ON CONFLICT ("day") DO NOTHING;
