-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "locale" TEXT;
