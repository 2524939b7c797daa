-- CreateEnum
CREATE TYPE "DeckCheckOutcome" AS ENUM ('OK', 'DECK_PROBLEM', 'DECKLIST_PROBLEM');

-- CreateTable
CREATE TABLE "DeckCheck" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "matchId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "minutes" INTEGER NOT NULL,
    "outcome" "DeckCheckOutcome" NOT NULL,
    "note" TEXT,
    "checkedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeckCheck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeckCheck_eventId_idx" ON "DeckCheck"("eventId");

-- CreateIndex
CREATE INDEX "DeckCheck_matchId_idx" ON "DeckCheck"("matchId");

-- AddForeignKey
ALTER TABLE "DeckCheck" ADD CONSTRAINT "DeckCheck_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeckCheck" ADD CONSTRAINT "DeckCheck_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeckCheck" ADD CONSTRAINT "DeckCheck_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
