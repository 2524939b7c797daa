import type { GraphQLRequest } from '@taikai/client';
import { PenaltyReportDocument } from '../../generated/graphql';

/** The server's penalty report CSV, with a BOM (and CRLF) so Excel opens Japanese correctly. */
export async function penaltiesCsv(request: GraphQLRequest, eventId: string): Promise<string> {
  const { penaltyReport } = await request(PenaltyReportDocument, { eventId });
  return forExcel(penaltyReport);
}

/** A CSV the server wrote, with a BOM (and CRLF) so Excel opens Japanese correctly. */
export function forExcel(csv: string): string {
  return `\uFEFF${csv.replace(/^\uFEFF/, '').replace(/\r?\n/g, '\r\n')}`;
}
