import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetIdentity, useStore, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useGql } from '../shared/data/GraphQLProvider';
import { PenaltyTableDocument, RulesSectionDocument } from '../generated/graphql';
import { IpgSectionLink } from '../shared/rules/IpgSectionLink';
import { rulesSectionPath } from '../shared/rules/rulesLinks';

/**
 * The references a judge keeps at hand: the IPG's penalty table (Taikai's catalog, appendix A),
 * the MTR's time limits with the draft timings (appendix B) and the layer order (CR 613.1) from the
 * loaded texts. Pinned ones show as cards; which are pinned is remembered per user on this device.
 */
export const QUICK_REFERENCES = ['PENALTIES', 'DRAFT_TIMINGS', 'LAYERS'] as const;
export type QuickReference = (typeof QUICK_REFERENCES)[number];

// The loaded texts' sections the two text references show: MTR appendix B, CR 613.1 and its subrules (the seven layers).
const SECTIONS: Record<Exclude<QuickReference, 'PENALTIES'>, { kind: string; number: string }> = {
  DRAFT_TIMINGS: { kind: 'MTR', number: '付録B' },
  LAYERS: { kind: 'CR', number: '613.1' },
};

const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

export const QuickReferences = ({ organizationId }: { organizationId: string }) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [pinned, setPinned] = useStore<QuickReference[]>(`rules.pinned.${identity?.id ?? 'anonymous'}`, []);
  const toggle = (reference: QuickReference) =>
    setPinned(pinned.includes(reference) ? pinned.filter((one) => one !== reference) : [...pinned, reference]);
  return (
    <Box component="section" aria-labelledby="quick-references-title" sx={{ display: 'grid', gap: 1 }} data-testid="quick-references">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="quick-references-title" variant="subtitle1" component="h2">
          {translate('taikai.rules_links.quick.title')}
        </Typography>
        {QUICK_REFERENCES.map((reference) => (
          <Button
            key={reference}
            size="small"
            variant={pinned.includes(reference) ? 'contained' : 'outlined'}
            aria-pressed={pinned.includes(reference)}
            onClick={() => toggle(reference)}
            startIcon={pinned.includes(reference) ? <PushPin /> : <PushPinOutlined />}
            data-testid={`pin-${reference}`}
          >
            {translate(`taikai.rules_links.quick.${reference}`)}
          </Button>
        ))}
      </Stack>
      {QUICK_REFERENCES.filter((reference) => pinned.includes(reference)).map((reference) => (
        <Card key={reference} data-testid={`quick-${reference}`}>
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h6" component="h3">
              {translate(`taikai.rules_links.quick.${reference}`)}
            </Typography>
            {reference === 'PENALTIES' ? (
              <PenaltyTable organizationId={organizationId} />
            ) : (
              <SectionReference organizationId={organizationId} {...SECTIONS[reference]} />
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};

const PenaltyTable = ({ organizationId }: { organizationId: string }) => {
  const translate = useTranslate();
  const { data } = useGql(PenaltyTableDocument, { organizationId });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('taikai.rules_links.quick.PENALTIES')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('taikai.judges.infraction')}</TableCell>
            <TableCell>{translate('taikai.judges.penalty')}</TableCell>
            <TableCell>{translate('taikai.rules_links.section')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.penaltyTable ?? []).map((row) => (
            <TableRow key={row.code}>
              <TableCell>
                {row.name}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  {row.categoryName}
                </Typography>
              </TableCell>
              <TableCell>{row.penaltyName}</TableCell>
              <TableCell>
                <IpgSectionLink section={row.section} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const SectionReference = ({ organizationId, kind, number }: { organizationId: string; kind: string; number: string }) => {
  const translate = useTranslate();
  const { data } = useGql(RulesSectionDocument, { organizationId, documentKind: kind, number });
  const found = data?.rulesSection;
  if (!found) return null;
  const kindName = translate(`taikai.rules.kinds.${kind}`);
  if (!found.rule)
    return (
      <Alert severity="info">
        {translate(found.document ? 'taikai.rules_links.section_missing' : 'taikai.rules_links.kind_not_loaded', {
          section: number,
          kind: kindName,
          version: found.document?.version ?? '',
        })}
      </Alert>
    );
  return (
    <>
      <Typography variant="body2" sx={WRAP}>
        {found.rule.text}
      </Typography>
      {found.rule.subrules.map((subrule) => (
        <Typography key={subrule.number} variant="body2" sx={WRAP}>
          <strong>{subrule.number}</strong> {subrule.text}
        </Typography>
      ))}
      <Link component={RouterLink} to={rulesSectionPath(kind, number)} variant="body2">
        {translate('taikai.rules_links.open_in', { section: number, kind: kindName, version: found.document!.version })}
      </Link>
    </>
  );
};
