-- AlterTable
ALTER TABLE "Convention" ADD COLUMN     "publicPage" BOOLEAN NOT NULL DEFAULT false;
