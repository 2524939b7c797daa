/**
 * SQL inserting the audit entries passed as a JSON array in parameter `$entries`, stamped with the
 * time in parameter `$createdAt`, in one statement. A statement may append a condition
 * (`WHERE …`) to insert them only when its other changes happen: how a repository's one-statement
 * change (a player's report) is audited in that same statement.
 */
export function insertAuditEntriesSql(entries: number, createdAt: number): string {
  return `INSERT INTO "AuditEntry" ("eventId", "actorId", "actorKind", action, "entityType", "entityId", before, after, "createdAt")
    SELECT e."eventId", e."actorId", e."actorKind", e.action, e."entityType", e."entityId", e.before, e.after, $${createdAt}::timestamptz AT TIME ZONE 'UTC'
    FROM jsonb_to_recordset($${entries}::jsonb)
      AS e("eventId" uuid, "actorId" text, "actorKind" text, action text, "entityType" text, "entityId" text, before jsonb, after jsonb)`;
}
