-- Prizes and venue notes get one text per language. The existing text moves to the field of the
-- event's language (its locale), or to both when the locale names neither English nor Japanese.
ALTER TABLE "Event" ADD COLUMN     "prizesEn" TEXT,
ADD COLUMN     "prizesJa" TEXT,
ADD COLUMN     "venueNotesEn" TEXT,
ADD COLUMN     "venueNotesJa" TEXT;

UPDATE "Event" SET
  "prizesEn" = CASE WHEN "locale" ILIKE 'ja%' THEN NULL ELSE "prizes" END,
  "prizesJa" = CASE WHEN "locale" ILIKE 'en%' THEN NULL ELSE "prizes" END,
  "venueNotesEn" = CASE WHEN "locale" ILIKE 'ja%' THEN NULL ELSE "venueNotes" END,
  "venueNotesJa" = CASE WHEN "locale" ILIKE 'en%' THEN NULL ELSE "venueNotes" END
WHERE "prizes" IS NOT NULL OR "venueNotes" IS NOT NULL;

ALTER TABLE "Event" DROP COLUMN "prizes",
DROP COLUMN "venueNotes";
