-- AlterTable
ALTER TABLE "Person" ADD COLUMN     "memberCode" TEXT;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "capacity" INTEGER,
ADD COLUMN     "entryFee" TEXT,
ADD COLUMN     "formatName" TEXT,
ADD COLUMN     "onCalendar" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "preregistrationClosesAt" TIMESTAMP(3),
ADD COLUMN     "preregistrationOpen" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "preregisteredAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PersonDevice" (
    "id" UUID NOT NULL,
    "personId" UUID NOT NULL,
    "label" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "PersonDevice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WaitlistEntry" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "personId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WaitlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PersonDevice_personId_idx" ON "PersonDevice"("personId");

-- CreateIndex
CREATE INDEX "WaitlistEntry_eventId_createdAt_idx" ON "WaitlistEntry"("eventId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_eventId_personId_key" ON "WaitlistEntry"("eventId", "personId");

-- CreateIndex
CREATE UNIQUE INDEX "Person_organizationId_memberCode_key" ON "Person"("organizationId", "memberCode");

-- AddForeignKey
ALTER TABLE "PersonDevice" ADD CONSTRAINT "PersonDevice_personId_fkey" FOREIGN KEY ("personId") REFERENCES "Person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_personId_fkey" FOREIGN KEY ("personId") REFERENCES "Person"("id") ON DELETE CASCADE ON UPDATE CASCADE;
