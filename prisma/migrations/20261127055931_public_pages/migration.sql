-- CreateEnum
CREATE TYPE "PublicStandings" AS ENUM ('NEVER', 'AFTER_EACH_ROUND', 'WHEN_PUBLISHED');

-- CreateEnum
CREATE TYPE "PublicDecklists" AS ENUM ('NEVER', 'TOP_CUT', 'ALL_AFTER_EVENT');

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "publicDecklists" "PublicDecklists" NOT NULL DEFAULT 'NEVER',
ADD COLUMN     "publicPage" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "publicPairings" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "publicStandings" "PublicStandings" NOT NULL DEFAULT 'WHEN_PUBLISHED';
