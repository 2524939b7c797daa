-- CreateTable
CREATE TABLE "PublishToken" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdById" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "PublishToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MirroredEvent" (
    "eventId" UUID NOT NULL,
    "tokenId" UUID NOT NULL,
    "seq" BIGINT NOT NULL,
    "appliedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MirroredEvent_pkey" PRIMARY KEY ("eventId")
);

-- CreateTable
CREATE TABLE "PublishLink" (
    "organizationId" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "linkedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PublishLink_pkey" PRIMARY KEY ("organizationId")
);

-- CreateTable
CREATE TABLE "PublishedEvent" (
    "eventId" UUID NOT NULL,
    "seq" BIGINT NOT NULL DEFAULT 0,
    "digest" TEXT,
    "changedAt" TIMESTAMP(3),
    "ackedSeq" BIGINT NOT NULL DEFAULT 0,
    "ackedAt" TIMESTAMP(3),
    "lastError" TEXT,
    "lastErrorAt" TIMESTAMP(3),

    CONSTRAINT "PublishedEvent_pkey" PRIMARY KEY ("eventId")
);

-- CreateIndex
CREATE UNIQUE INDEX "PublishToken_tokenHash_key" ON "PublishToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PublishToken_organizationId_idx" ON "PublishToken"("organizationId");

-- CreateIndex
CREATE INDEX "MirroredEvent_tokenId_idx" ON "MirroredEvent"("tokenId");

-- AddForeignKey
ALTER TABLE "PublishToken" ADD CONSTRAINT "PublishToken_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PublishToken" ADD CONSTRAINT "PublishToken_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MirroredEvent" ADD CONSTRAINT "MirroredEvent_tokenId_fkey" FOREIGN KEY ("tokenId") REFERENCES "PublishToken"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PublishLink" ADD CONSTRAINT "PublishLink_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
