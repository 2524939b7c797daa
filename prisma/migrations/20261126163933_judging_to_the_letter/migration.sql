-- CreateEnum
CREATE TYPE "LateEntryPolicy" AS ENUM ('LOSSES_FOR_MISSED_ROUNDS', 'CLOSED');

-- CreateEnum
CREATE TYPE "PlayoffDrawPolicy" AS ENUM ('PLAY_ANOTHER_GAME', 'HIGHER_SEED_ADVANCES');

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "lateEntryLastRound" INTEGER,
ADD COLUMN     "lateEntryPolicy" "LateEntryPolicy" NOT NULL DEFAULT 'LOSSES_FOR_MISSED_ROUNDS',
ADD COLUMN     "playoffDrawPolicy" "PlayoffDrawPolicy" NOT NULL DEFAULT 'PLAY_ANOTHER_GAME',
ADD COLUMN     "warnings" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "Phase" ADD COLUMN     "day" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "seats" JSONB;

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "doubleLoss" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Penalty" ADD COLUMN     "appliesTo" TEXT,
ADD COLUMN     "arrivedAt" TIMESTAMP(3),
ADD COLUMN     "matchState" TEXT,
ADD COLUMN     "relatedToId" UUID,
ADD COLUMN     "ruling" UUID;

-- Existing events counted days by phase: a Swiss phase was a day, a top cut the day of the phase before it.
UPDATE "Phase" p SET "day" = p."number" WHERE p."kind" = 'SWISS';
UPDATE "Phase" p SET "day" = COALESCE((SELECT MAX(q."day") FROM "Phase" q WHERE q."eventId" = p."eventId" AND q."number" < p."number"), 1)
WHERE p."kind" = 'SINGLE_ELIMINATION';
