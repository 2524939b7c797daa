-- AlterTable
ALTER TABLE "ConventionEvent" ADD COLUMN     "area" TEXT;

-- CreateTable
CREATE TABLE "OnDemandQueue" (
    "id" UUID NOT NULL,
    "conventionId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "ruleProfile" TEXT NOT NULL,
    "formatType" "FormatType" NOT NULL,
    "enforcementLevel" "EnforcementLevel" NOT NULL,
    "bestOf" INTEGER NOT NULL,
    "roundMinutes" INTEGER NOT NULL,
    "formatName" TEXT,
    "entryFee" TEXT,
    "locale" TEXT,
    "podSize" INTEGER NOT NULL,
    "area" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "OnDemandQueue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OnDemandEntry" (
    "id" UUID NOT NULL,
    "queueId" UUID NOT NULL,
    "personId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OnDemandEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OnDemandPod" (
    "eventId" UUID NOT NULL,
    "queueId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "firedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OnDemandPod_pkey" PRIMARY KEY ("eventId")
);

-- CreateIndex
CREATE INDEX "OnDemandQueue_conventionId_idx" ON "OnDemandQueue"("conventionId");

-- CreateIndex
CREATE INDEX "OnDemandEntry_queueId_createdAt_idx" ON "OnDemandEntry"("queueId", "createdAt");

-- CreateIndex
CREATE INDEX "OnDemandEntry_personId_idx" ON "OnDemandEntry"("personId");

-- CreateIndex
CREATE UNIQUE INDEX "OnDemandEntry_queueId_personId_key" ON "OnDemandEntry"("queueId", "personId");

-- CreateIndex
CREATE UNIQUE INDEX "OnDemandPod_queueId_number_key" ON "OnDemandPod"("queueId", "number");

-- AddForeignKey
ALTER TABLE "OnDemandQueue" ADD CONSTRAINT "OnDemandQueue_conventionId_fkey" FOREIGN KEY ("conventionId") REFERENCES "Convention"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnDemandEntry" ADD CONSTRAINT "OnDemandEntry_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "OnDemandQueue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnDemandEntry" ADD CONSTRAINT "OnDemandEntry_personId_fkey" FOREIGN KEY ("personId") REFERENCES "Person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnDemandPod" ADD CONSTRAINT "OnDemandPod_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnDemandPod" ADD CONSTRAINT "OnDemandPod_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "OnDemandQueue"("id") ON DELETE CASCADE ON UPDATE CASCADE;
