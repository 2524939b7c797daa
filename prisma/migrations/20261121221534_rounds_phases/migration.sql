-- AlterTable
ALTER TABLE "Phase" ADD COLUMN     "bracketKind" TEXT,
ADD COLUMN     "plannedRounds" INTEGER;

-- AlterTable
ALTER TABLE "Round" ADD COLUMN     "closedAt" TIMESTAMP(3),
ADD COLUMN     "explanations" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "warnings" JSONB NOT NULL DEFAULT '[]';
