-- AlterTable
ALTER TABLE "Person" ADD COLUMN     "searchKey" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "PersonIdentifier_organizationId_value_idx" ON "PersonIdentifier"("organizationId", "value");

-- CreateIndex
CREATE UNIQUE INDEX "Player_eventId_personId_key" ON "Player"("eventId", "personId");
