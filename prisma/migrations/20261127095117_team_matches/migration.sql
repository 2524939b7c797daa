-- CreateEnum
CREATE TYPE "TeamMatchStatus" AS ENUM ('PENDING', 'DECIDED', 'FINAL');

-- CreateEnum
CREATE TYPE "TeamMatchOutcome" AS ENUM ('TEAM1', 'TEAM2', 'DRAW');

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "teamMatchId" UUID,
ADD COLUMN     "teamSlot" TEXT;

-- CreateTable
CREATE TABLE "TeamMatch" (
    "id" UUID NOT NULL,
    "roundId" UUID NOT NULL,
    "table" INTEGER NOT NULL,
    "team1Id" UUID NOT NULL,
    "team2Id" UUID,
    "status" "TeamMatchStatus" NOT NULL DEFAULT 'PENDING',
    "outcome" "TeamMatchOutcome",
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TeamMatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TeamMatch_team1Id_idx" ON "TeamMatch"("team1Id");

-- CreateIndex
CREATE INDEX "TeamMatch_team2Id_idx" ON "TeamMatch"("team2Id");

-- CreateIndex
CREATE UNIQUE INDEX "TeamMatch_roundId_table_key" ON "TeamMatch"("roundId", "table");

-- CreateIndex
CREATE INDEX "Match_teamMatchId_idx" ON "Match"("teamMatchId");

-- AddForeignKey
ALTER TABLE "TeamMatch" ADD CONSTRAINT "TeamMatch_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "Round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMatch" ADD CONSTRAINT "TeamMatch_team1Id_fkey" FOREIGN KEY ("team1Id") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMatch" ADD CONSTRAINT "TeamMatch_team2Id_fkey" FOREIGN KEY ("team2Id") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_teamMatchId_fkey" FOREIGN KEY ("teamMatchId") REFERENCES "TeamMatch"("id") ON DELETE CASCADE ON UPDATE CASCADE;
