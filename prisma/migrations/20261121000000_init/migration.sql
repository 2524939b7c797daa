-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('ORGANIZER', 'STAFF');

-- CreateEnum
CREATE TYPE "StaffRole" AS ENUM ('ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER');

-- CreateEnum
CREATE TYPE "EventStatus" AS ENUM ('REGISTRATION', 'RUNNING', 'TOP_CUT', 'FINISHED');

-- CreateEnum
CREATE TYPE "FormatType" AS ENUM ('CONSTRUCTED', 'LIMITED', 'DRAFT', 'SEALED');

-- CreateEnum
CREATE TYPE "EnforcementLevel" AS ENUM ('REGULAR', 'COMPETITIVE', 'PROFESSIONAL');

-- CreateEnum
CREATE TYPE "PhaseKind" AS ENUM ('SWISS', 'SINGLE_ELIMINATION');

-- CreateEnum
CREATE TYPE "RoundStatus" AS ENUM ('PAIRED', 'PUBLISHED', 'CLOSED');

-- CreateEnum
CREATE TYPE "MatchStatus" AS ENUM ('PENDING', 'REPORTED', 'DISPUTED', 'FINAL');

-- CreateEnum
CREATE TYPE "PenaltyStatus" AS ENUM ('PENDING_APPROVAL', 'APPLIED', 'REVOKED');

-- CreateTable
CREATE TABLE "User" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" "UserRole" NOT NULL DEFAULT 'STAFF',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventStaff" (
    "eventId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "role" "StaffRole" NOT NULL,

    CONSTRAINT "EventStaff_pkey" PRIMARY KEY ("eventId","userId","role")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "ruleProfile" TEXT NOT NULL DEFAULT 'magic',
    "formatType" "FormatType" NOT NULL DEFAULT 'CONSTRUCTED',
    "enforcementLevel" "EnforcementLevel" NOT NULL DEFAULT 'REGULAR',
    "bestOf" INTEGER NOT NULL DEFAULT 3,
    "roundMinutes" INTEGER NOT NULL DEFAULT 50,
    "plannedRounds" INTEGER,
    "topCut" INTEGER NOT NULL DEFAULT 0,
    "startsAt" TIMESTAMP(3),
    "venue" TEXT,
    "status" "EventStatus" NOT NULL DEFAULT 'REGISTRATION',
    "standingsPublished" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Player" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "externalId" TEXT,
    "email" TEXT,
    "accessCode" TEXT NOT NULL,
    "checkedIn" BOOLEAN NOT NULL DEFAULT false,
    "awardedByes" INTEGER NOT NULL DEFAULT 0,
    "pod" TEXT,
    "fixedTable" INTEGER,
    "joinedAtRound" INTEGER NOT NULL DEFAULT 1,
    "droppedAt" TIMESTAMP(3),
    "dropReason" TEXT,
    "disqualified" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Player_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Phase" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "PhaseKind" NOT NULL DEFAULT 'SWISS',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Phase_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PhaseEntry" (
    "phaseId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "seed" INTEGER,

    CONSTRAINT "PhaseEntry_pkey" PRIMARY KEY ("phaseId","playerId")
);

-- CreateTable
CREATE TABLE "Round" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "phaseId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "seed" TEXT NOT NULL,
    "status" "RoundStatus" NOT NULL DEFAULT 'PAIRED',
    "startedAt" TIMESTAMP(3),
    "pausedAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Round_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Match" (
    "id" UUID NOT NULL,
    "roundId" UUID NOT NULL,
    "table" INTEGER NOT NULL,
    "player1Id" UUID NOT NULL,
    "player2Id" UUID,
    "player1Wins" INTEGER NOT NULL DEFAULT 0,
    "player2Wins" INTEGER NOT NULL DEFAULT 0,
    "draws" INTEGER NOT NULL DEFAULT 0,
    "status" "MatchStatus" NOT NULL DEFAULT 'PENDING',
    "overrideReason" TEXT,
    "extensionMinutes" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Match_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ResultReport" (
    "id" UUID NOT NULL,
    "matchId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "player1Wins" INTEGER NOT NULL,
    "player2Wins" INTEGER NOT NULL,
    "draws" INTEGER NOT NULL,
    "drop" BOOLEAN NOT NULL DEFAULT false,
    "requestKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ResultReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Penalty" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "matchId" UUID,
    "roundNumber" INTEGER,
    "gameNumber" INTEGER,
    "infraction" TEXT NOT NULL,
    "penalty" TEXT NOT NULL,
    "suggestedPenalty" TEXT NOT NULL,
    "deviationReason" TEXT,
    "description" TEXT NOT NULL,
    "privateNote" TEXT,
    "status" "PenaltyStatus" NOT NULL DEFAULT 'APPLIED',
    "judgeId" UUID NOT NULL,
    "approvedById" UUID,
    "extensionMinutes" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "Penalty_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Announcement" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'ja',
    "pinned" BOOLEAN NOT NULL DEFAULT false,
    "authorId" UUID NOT NULL,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Announcement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" BIGSERIAL NOT NULL,
    "eventId" UUID,
    "actorId" TEXT,
    "actorKind" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Setting" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "Setting_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "Player_eventId_idx" ON "Player"("eventId");

-- CreateIndex
CREATE UNIQUE INDEX "Player_eventId_accessCode_key" ON "Player"("eventId", "accessCode");

-- CreateIndex
CREATE UNIQUE INDEX "Player_eventId_externalId_key" ON "Player"("eventId", "externalId");

-- CreateIndex
CREATE UNIQUE INDEX "Phase_eventId_number_key" ON "Phase"("eventId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "Round_eventId_number_key" ON "Round"("eventId", "number");

-- CreateIndex
CREATE INDEX "Match_player1Id_idx" ON "Match"("player1Id");

-- CreateIndex
CREATE INDEX "Match_player2Id_idx" ON "Match"("player2Id");

-- CreateIndex
CREATE UNIQUE INDEX "Match_roundId_table_key" ON "Match"("roundId", "table");

-- CreateIndex
CREATE INDEX "ResultReport_matchId_idx" ON "ResultReport"("matchId");

-- CreateIndex
CREATE UNIQUE INDEX "ResultReport_playerId_requestKey_key" ON "ResultReport"("playerId", "requestKey");

-- CreateIndex
CREATE INDEX "Penalty_eventId_idx" ON "Penalty"("eventId");

-- CreateIndex
CREATE INDEX "Announcement_eventId_idx" ON "Announcement"("eventId");

-- CreateIndex
CREATE INDEX "AuditEntry_eventId_createdAt_idx" ON "AuditEntry"("eventId", "createdAt");

-- AddForeignKey
ALTER TABLE "EventStaff" ADD CONSTRAINT "EventStaff_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventStaff" ADD CONSTRAINT "EventStaff_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Player" ADD CONSTRAINT "Player_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Phase" ADD CONSTRAINT "Phase_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhaseEntry" ADD CONSTRAINT "PhaseEntry_phaseId_fkey" FOREIGN KEY ("phaseId") REFERENCES "Phase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhaseEntry" ADD CONSTRAINT "PhaseEntry_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Round" ADD CONSTRAINT "Round_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Round" ADD CONSTRAINT "Round_phaseId_fkey" FOREIGN KEY ("phaseId") REFERENCES "Phase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "Round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_player1Id_fkey" FOREIGN KEY ("player1Id") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_player2Id_fkey" FOREIGN KEY ("player2Id") REFERENCES "Player"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ResultReport" ADD CONSTRAINT "ResultReport_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ResultReport" ADD CONSTRAINT "ResultReport_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Penalty" ADD CONSTRAINT "Penalty_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Penalty" ADD CONSTRAINT "Penalty_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Penalty" ADD CONSTRAINT "Penalty_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Announcement" ADD CONSTRAINT "Announcement_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
