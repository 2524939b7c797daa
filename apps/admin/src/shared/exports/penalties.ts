import type { GraphQLRequest } from '@taikai/client';
import { PenaltyReportDocument } from '../../generated/graphql';

/** The server's penalty report CSV, with a BOM (and CRLF) so Excel opens Japanese correctly. */
export async function penaltiesCsv(request: GraphQLRequest, eventId: string): Promise<string> {
  const { penaltyReport } = await request(PenaltyReportDocument, { eventId });
  const text = penaltyReport.replace(/^\uFEFF/, '').replace(/\r?\n/g, '\r\n');
  return `\uFEFF${text}`;
}
