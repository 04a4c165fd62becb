-- A card change waiting for its 3-D Secure answer, on the subscription (was in one process's memory): with several
-- processes the reader's answer may reach another one (issue 15, item 5; decision 0040).
ALTER TABLE "sales_subscriptions" ADD COLUMN "pending_card_reference" text;
