-- CreateEnum
CREATE TYPE "DecklistRequirement" AS ENUM ('OFF', 'SWISS', 'TOP_CUT');

-- CreateEnum
CREATE TYPE "DecklistSubmitter" AS ENUM ('PLAYER', 'STAFF');

-- CreateTable
CREATE TABLE "DecklistSettings" (
    "eventId" UUID NOT NULL,
    "requirement" "DecklistRequirement" NOT NULL DEFAULT 'OFF',
    "deadline" TIMESTAMP(3),
    "submitter" "DecklistSubmitter" NOT NULL DEFAULT 'PLAYER',
    "legalityFormat" TEXT,
    "publishedTop" INTEGER,
    "publishedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DecklistSettings_pkey" PRIMARY KEY ("eventId")
);

-- CreateTable
CREATE TABLE "Decklist" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "main" JSONB NOT NULL,
    "sideboard" JSONB NOT NULL,
    "mainCount" INTEGER NOT NULL,
    "sideboardCount" INTEGER NOT NULL,
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedByKind" TEXT NOT NULL,
    "changedAfterDeadlineAt" TIMESTAMP(3),
    "staffReason" TEXT,

    CONSTRAINT "Decklist_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Decklist_playerId_key" ON "Decklist"("playerId");

-- CreateIndex
CREATE INDEX "Decklist_eventId_idx" ON "Decklist"("eventId");

-- AddForeignKey
ALTER TABLE "DecklistSettings" ADD CONSTRAINT "DecklistSettings_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Decklist" ADD CONSTRAINT "Decklist_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Decklist" ADD CONSTRAINT "Decklist_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Bounds the API also checks (graphql/input-bounds.ts), kept by the database too.
ALTER TABLE "Decklist" ADD CONSTRAINT "Decklist_text_length" CHECK (char_length("text") <= 20000);
ALTER TABLE "Decklist" ADD CONSTRAINT "Decklist_counts" CHECK ("mainCount" >= 0 AND "sideboardCount" >= 0);
ALTER TABLE "Decklist" ADD CONSTRAINT "Decklist_updatedByKind" CHECK ("updatedByKind" IN ('player', 'staff'));
ALTER TABLE "DecklistSettings" ADD CONSTRAINT "DecklistSettings_publishedTop" CHECK ("publishedTop" IS NULL OR "publishedTop" BETWEEN 1 AND 1024);
