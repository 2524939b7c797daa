-- CreateTable
CREATE TABLE "Convention" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "venue" TEXT,
    "startsOn" DATE,
    "endsOn" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Convention_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConventionEvent" (
    "eventId" UUID NOT NULL,
    "conventionId" UUID NOT NULL,
    "main" BOOLEAN NOT NULL DEFAULT false,
    "addedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConventionEvent_pkey" PRIMARY KEY ("eventId")
);

-- CreateTable
CREATE TABLE "HallTable" (
    "id" UUID NOT NULL,
    "conventionId" UUID NOT NULL,
    "label" TEXT NOT NULL,
    "area" TEXT NOT NULL,
    "row" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "capacity" INTEGER NOT NULL DEFAULT 2,
    "inUse" BOOLEAN NOT NULL DEFAULT true,
    "feature" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "HallTable_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HallSeat" (
    "matchId" UUID NOT NULL,
    "conventionId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "roundId" UUID NOT NULL,
    "label" TEXT NOT NULL,

    CONSTRAINT "HallSeat_pkey" PRIMARY KEY ("matchId")
);

-- CreateTable
CREATE TABLE "HallFixedSeat" (
    "conventionId" UUID NOT NULL,
    "personId" UUID NOT NULL,
    "label" TEXT NOT NULL,

    CONSTRAINT "HallFixedSeat_pkey" PRIMARY KEY ("conventionId","personId")
);

-- CreateIndex
CREATE INDEX "Convention_organizationId_idx" ON "Convention"("organizationId");

-- CreateIndex
CREATE INDEX "ConventionEvent_conventionId_idx" ON "ConventionEvent"("conventionId");

-- CreateIndex
CREATE UNIQUE INDEX "HallTable_conventionId_label_key" ON "HallTable"("conventionId", "label");

-- CreateIndex
CREATE INDEX "HallSeat_conventionId_label_idx" ON "HallSeat"("conventionId", "label");

-- CreateIndex
CREATE INDEX "HallSeat_eventId_idx" ON "HallSeat"("eventId");

-- CreateIndex
CREATE UNIQUE INDEX "HallSeat_roundId_label_key" ON "HallSeat"("roundId", "label");

-- AddForeignKey
ALTER TABLE "Convention" ADD CONSTRAINT "Convention_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConventionEvent" ADD CONSTRAINT "ConventionEvent_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConventionEvent" ADD CONSTRAINT "ConventionEvent_conventionId_fkey" FOREIGN KEY ("conventionId") REFERENCES "Convention"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HallTable" ADD CONSTRAINT "HallTable_conventionId_fkey" FOREIGN KEY ("conventionId") REFERENCES "Convention"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HallSeat" ADD CONSTRAINT "HallSeat_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HallSeat" ADD CONSTRAINT "HallSeat_conventionId_fkey" FOREIGN KEY ("conventionId") REFERENCES "Convention"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HallFixedSeat" ADD CONSTRAINT "HallFixedSeat_conventionId_fkey" FOREIGN KEY ("conventionId") REFERENCES "Convention"("id") ON DELETE CASCADE ON UPDATE CASCADE;
