-- AlterTable: the column first nullable, so existing events can be given their codes.
ALTER TABLE "Event" ADD COLUMN     "shortCode" TEXT;

-- Existing events: a random unique code of 5 characters without 0/O/1/I/L (as the API makes them).
DO $$
DECLARE
  alphabet CONSTANT TEXT := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  event_row RECORD;
  candidate TEXT;
BEGIN
  FOR event_row IN SELECT "id" FROM "Event" ORDER BY "createdAt" LOOP
    LOOP
      candidate := '';
      FOR i IN 1..5 LOOP
        candidate := candidate || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
      END LOOP;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "Event" WHERE "shortCode" = candidate);
    END LOOP;
    UPDATE "Event" SET "shortCode" = candidate WHERE "id" = event_row."id";
  END LOOP;
END $$;

ALTER TABLE "Event" ALTER COLUMN "shortCode" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Event_shortCode_key" ON "Event"("shortCode");
