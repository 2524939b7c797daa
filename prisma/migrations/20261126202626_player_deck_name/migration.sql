-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "deckName" TEXT;
