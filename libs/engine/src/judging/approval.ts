import { findInfraction, InfractionCatalog, Penalty } from './catalogs';

export function isOnLadder(catalog: InfractionCatalog, penalty: string): penalty is Penalty {
  return (catalog.ladder as readonly string[]).includes(penalty);
}

function rank(catalog: InfractionCatalog, penalty: Penalty): number {
  const index = catalog.ladder.indexOf(penalty);
  if (index < 0) throw new RangeError(`${penalty} is not a penalty of catalog ${catalog.id}`);
  return index;
}

/**
 * Orders two penalties on the catalog's ladder: negative when `a` is lighter, 0 when equal, positive
 * when heavier. A penalty the catalog does not use is a bug in the caller (check with `isOnLadder`).
 */
export function comparePenalties(catalog: InfractionCatalog, a: Penalty, b: Penalty): number {
  return rank(catalog, a) - rank(catalog, b);
}

/**
 * Whether the penalty should be given by the head judge (IPG 1.2: Game Loss and above, except
 * Tardiness and Decklist Problem). An unknown infraction code gets no exemption: an unusual
 * penalty is better seen by the head judge.
 */
export function requiresHeadJudgeApproval(catalog: InfractionCatalog, infractionCode: string, penalty: Penalty): boolean {
  if (comparePenalties(catalog, penalty, catalog.approvalFrom) < 0) return false;
  return !findInfraction(catalog, infractionCode)?.approvalExempt;
}
