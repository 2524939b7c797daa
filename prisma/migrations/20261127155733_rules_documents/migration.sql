-- CreateTable
CREATE TABLE "RulesDocument" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "ruleCount" INTEGER NOT NULL,
    "glossaryCount" INTEGER NOT NULL,
    "previousVersion" TEXT,
    "changes" JSONB,
    "loadedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RulesDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RulesDocument_organizationId_kind_createdAt_idx" ON "RulesDocument"("organizationId", "kind", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "RulesDocument_organizationId_kind_version_key" ON "RulesDocument"("organizationId", "kind", "version");

-- AddForeignKey
ALTER TABLE "RulesDocument" ADD CONSTRAINT "RulesDocument_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
