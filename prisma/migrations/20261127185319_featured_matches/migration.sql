-- CreateEnum
CREATE TYPE "GameWinner" AS ENUM ('PLAYER1', 'PLAYER2', 'DRAW');

-- CreateTable
CREATE TABLE "FeaturedMatch" (
    "matchId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "roundId" UUID NOT NULL,
    "featured" BOOLEAN NOT NULL DEFAULT true,
    "games" "GameWinner"[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FeaturedMatch_pkey" PRIMARY KEY ("matchId")
);

-- CreateIndex
CREATE INDEX "FeaturedMatch_roundId_idx" ON "FeaturedMatch"("roundId");

-- CreateIndex
CREATE INDEX "FeaturedMatch_eventId_idx" ON "FeaturedMatch"("eventId");

-- AddForeignKey
ALTER TABLE "FeaturedMatch" ADD CONSTRAINT "FeaturedMatch_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
