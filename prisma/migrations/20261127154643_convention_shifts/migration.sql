-- CreateEnum
CREATE TYPE "ShiftRole" AS ENUM ('HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER', 'FLOOR_LEAD');

-- CreateTable
CREATE TABLE "ConventionShift" (
    "id" UUID NOT NULL,
    "conventionId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "role" "ShiftRole" NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "area" TEXT,
    "eventId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConventionShift_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ConventionShift_conventionId_startsAt_idx" ON "ConventionShift"("conventionId", "startsAt");

-- CreateIndex
CREATE INDEX "ConventionShift_userId_startsAt_idx" ON "ConventionShift"("userId", "startsAt");

-- CreateIndex
CREATE INDEX "ConventionShift_eventId_idx" ON "ConventionShift"("eventId");

-- AddForeignKey
ALTER TABLE "ConventionShift" ADD CONSTRAINT "ConventionShift_conventionId_fkey" FOREIGN KEY ("conventionId") REFERENCES "Convention"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConventionShift" ADD CONSTRAINT "ConventionShift_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConventionShift" ADD CONSTRAINT "ConventionShift_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "ConventionEvent"("eventId") ON DELETE CASCADE ON UPDATE CASCADE;
