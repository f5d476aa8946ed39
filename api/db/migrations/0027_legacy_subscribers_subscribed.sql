-- Addresses that signed up before confirmation was asked (docs/decisions/047-mailing-list.md)
-- asked for the letter themselves: they stay subscribed, without a confirmation date.
UPDATE "subscribers" SET "status" = 'Subscribed' WHERE "confirmation_sent_at" IS NULL AND "status" = 'Pending confirmation';
