import { useGql } from '../data/GraphQLProvider';
import { DisqualificationReportDocument } from '../../generated/graphql';

export type ReportLanguage = 'ja' | 'en';

/** The disqualification report as a printed sheet. */
export const DisqualificationReportSheet = ({ penaltyId, language }: { penaltyId: string; language: ReportLanguage }) => {
  const { data } = useGql(DisqualificationReportDocument, { penaltyId, language });
  return (
    <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: 12 }} data-testid="print-dq-report" lang={language}>
      {data?.disqualificationReport ?? ''}
    </pre>
  );
};
