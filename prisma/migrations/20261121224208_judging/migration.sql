-- CreateEnum
CREATE TYPE "JudgeCallStatus" AS ENUM ('OPEN', 'TAKEN', 'CLOSED');

-- AlterTable
ALTER TABLE "Penalty" ADD COLUMN     "catalog" TEXT NOT NULL DEFAULT 'magic-ipg',
ADD COLUMN     "effect" JSONB,
ADD COLUMN     "revokeReason" TEXT;

-- AlterTable
ALTER TABLE "Announcement" ADD COLUMN     "history" JSONB NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "JudgeCall" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "matchId" UUID,
    "table" INTEGER,
    "status" "JudgeCallStatus" NOT NULL DEFAULT 'OPEN',
    "takenById" UUID,
    "penaltyId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "takenAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "JudgeCall_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JudgeCall_eventId_status_idx" ON "JudgeCall"("eventId", "status");

-- AddForeignKey
ALTER TABLE "JudgeCall" ADD CONSTRAINT "JudgeCall_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
