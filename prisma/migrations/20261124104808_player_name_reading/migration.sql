-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "nameReading" TEXT;

-- Bounded like the name (see migration input_bounds).
ALTER TABLE "Player" ADD CONSTRAINT "Player_nameReading_length" CHECK (char_length("nameReading") <= 100);
