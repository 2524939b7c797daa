-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "publicMetagame" BOOLEAN NOT NULL DEFAULT false;
