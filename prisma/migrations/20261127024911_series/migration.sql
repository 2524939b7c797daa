-- CreateTable
CREATE TABLE "Series" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "rule" JSONB NOT NULL,
    "payoutRule" JSONB,
    "startsOn" DATE,
    "endsOn" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Series_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeriesEvent" (
    "seriesId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "addedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeriesEvent_pkey" PRIMARY KEY ("seriesId","eventId")
);

-- CreateTable
CREATE TABLE "SeriesCorrection" (
    "id" UUID NOT NULL,
    "seriesId" UUID NOT NULL,
    "personId" UUID NOT NULL,
    "points" DECIMAL(12,2) NOT NULL,
    "reason" TEXT NOT NULL,
    "createdBy" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeriesCorrection_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Series_organizationId_idx" ON "Series"("organizationId");

-- CreateIndex
CREATE INDEX "SeriesEvent_eventId_idx" ON "SeriesEvent"("eventId");

-- CreateIndex
CREATE INDEX "SeriesCorrection_seriesId_idx" ON "SeriesCorrection"("seriesId");

-- CreateIndex
CREATE INDEX "SeriesCorrection_personId_idx" ON "SeriesCorrection"("personId");

-- AddForeignKey
ALTER TABLE "Series" ADD CONSTRAINT "Series_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeriesEvent" ADD CONSTRAINT "SeriesEvent_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "Series"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeriesEvent" ADD CONSTRAINT "SeriesEvent_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeriesCorrection" ADD CONSTRAINT "SeriesCorrection_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "Series"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeriesCorrection" ADD CONSTRAINT "SeriesCorrection_personId_fkey" FOREIGN KEY ("personId") REFERENCES "Person"("id") ON DELETE CASCADE ON UPDATE CASCADE;
