-- CreateEnum
CREATE TYPE "StatementRole" AS ENUM ('PLAYER', 'OPPONENT', 'WITNESS', 'JUDGE', 'HEAD_JUDGE');

-- CreateEnum
CREATE TYPE "AppealStatus" AS ENUM ('PENDING', 'UPHELD', 'CHANGED', 'REVOKED');

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "prizes" TEXT,
ADD COLUMN     "venueNotes" TEXT;

-- AlterTable
ALTER TABLE "Penalty" ADD COLUMN     "withoutProof" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "InvestigationStatement" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "penaltyId" UUID NOT NULL,
    "role" "StatementRole" NOT NULL,
    "speaker" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "recordedById" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InvestigationStatement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Appeal" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "penaltyId" UUID NOT NULL,
    "statement" TEXT NOT NULL,
    "recordedById" UUID NOT NULL,
    "status" "AppealStatus" NOT NULL DEFAULT 'PENDING',
    "appealedPenalty" TEXT NOT NULL,
    "replacementPenaltyId" UUID,
    "decisionReason" TEXT,
    "decidedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "Appeal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "InvestigationStatement_penaltyId_idx" ON "InvestigationStatement"("penaltyId");

-- CreateIndex
CREATE INDEX "Appeal_penaltyId_idx" ON "Appeal"("penaltyId");

-- AddForeignKey
ALTER TABLE "InvestigationStatement" ADD CONSTRAINT "InvestigationStatement_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvestigationStatement" ADD CONSTRAINT "InvestigationStatement_penaltyId_fkey" FOREIGN KEY ("penaltyId") REFERENCES "Penalty"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appeal" ADD CONSTRAINT "Appeal_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appeal" ADD CONSTRAINT "Appeal_penaltyId_fkey" FOREIGN KEY ("penaltyId") REFERENCES "Penalty"("id") ON DELETE CASCADE ON UPDATE CASCADE;
