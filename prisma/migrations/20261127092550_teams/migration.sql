-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "teamFormat" TEXT;

-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "teamId" UUID,
ADD COLUMN     "teamSeat" TEXT;

-- CreateTable
CREATE TABLE "Team" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "joinCode" TEXT NOT NULL,
    "captainId" UUID,
    "droppedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Team_captainId_idx" ON "Team"("captainId");

-- CreateIndex
CREATE UNIQUE INDEX "Team_eventId_name_key" ON "Team"("eventId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Team_eventId_joinCode_key" ON "Team"("eventId", "joinCode");

-- CreateIndex
CREATE UNIQUE INDEX "Player_teamId_teamSeat_key" ON "Player"("teamId", "teamSeat");

-- AddForeignKey
ALTER TABLE "Player" ADD CONSTRAINT "Player_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_captainId_fkey" FOREIGN KEY ("captainId") REFERENCES "Player"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Written by hand: the seats MTR 8.2 names (player A, B and C).
ALTER TABLE "Player" ADD CONSTRAINT "Player_teamSeat_check" CHECK ("teamSeat" IN ('A', 'B', 'C'));
