-- Written by hand: Prisma's schema cannot express CHECK constraints. They back the most important
-- input bounds of apps/api/src/graphql/input-bounds.ts, so no code path (an import, a script, a
-- future mutation) can store what the API refuses.

ALTER TABLE "Event"
  ADD CONSTRAINT "Event_name_length" CHECK (char_length("name") <= 200),
  ADD CONSTRAINT "Event_venue_length" CHECK (char_length("venue") <= 200),
  ADD CONSTRAINT "Event_bestOf_range" CHECK ("bestOf" BETWEEN 1 AND 7),
  ADD CONSTRAINT "Event_roundMinutes_range" CHECK ("roundMinutes" BETWEEN 10 AND 240),
  ADD CONSTRAINT "Event_plannedRounds_range" CHECK ("plannedRounds" BETWEEN 1 AND 20),
  ADD CONSTRAINT "Event_topCut_range" CHECK ("topCut" BETWEEN 0 AND 64);

ALTER TABLE "Player"
  ADD CONSTRAINT "Player_name_length" CHECK (char_length("name") <= 100),
  ADD CONSTRAINT "Player_externalId_length" CHECK (char_length("externalId") <= 64),
  ADD CONSTRAINT "Player_email_length" CHECK (char_length("email") <= 254),
  ADD CONSTRAINT "Player_pod_length" CHECK (char_length("pod") <= 50),
  ADD CONSTRAINT "Player_awardedByes_range" CHECK ("awardedByes" BETWEEN 0 AND 3),
  ADD CONSTRAINT "Player_fixedTable_range" CHECK ("fixedTable" BETWEEN 1 AND 10000);

ALTER TABLE "Match"
  ADD CONSTRAINT "Match_games_range" CHECK ("player1Wins" >= 0 AND "player2Wins" >= 0 AND "draws" >= 0 AND "player1Wins" + "player2Wins" + "draws" <= 100),
  ADD CONSTRAINT "Match_extensionMinutes_range" CHECK ("extensionMinutes" BETWEEN 0 AND 1440);

ALTER TABLE "Penalty"
  ADD CONSTRAINT "Penalty_description_length" CHECK (char_length("description") <= 2000),
  ADD CONSTRAINT "Penalty_privateNote_length" CHECK (char_length("privateNote") <= 2000),
  ADD CONSTRAINT "Penalty_gameNumber_range" CHECK ("gameNumber" BETWEEN 1 AND 7),
  ADD CONSTRAINT "Penalty_extensionMinutes_range" CHECK ("extensionMinutes" BETWEEN 0 AND 60);

ALTER TABLE "Announcement"
  ADD CONSTRAINT "Announcement_title_length" CHECK (char_length("title") <= 200),
  ADD CONSTRAINT "Announcement_body_length" CHECK (char_length("body") <= 20000),
  ADD CONSTRAINT "Announcement_language_known" CHECK ("language" IN ('en', 'ja'));
