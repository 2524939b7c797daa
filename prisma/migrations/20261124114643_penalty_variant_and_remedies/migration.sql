-- AlterTable
ALTER TABLE "Penalty" ADD COLUMN     "remedies" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "variant" TEXT;
