import MenuBook from '@mui/icons-material/MenuBook';
import { Alert, Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useGql } from '../data/GraphQLProvider';
import { RulesSectionDocument } from '../../generated/graphql';
import { useOrganizations } from '../organizations/useOrganizations';
import { RULES_LOADING_PATH, rulesSectionPath, shownParts } from './rulesLinks';

const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

/**
 * The chosen infraction's IPG section as the organization loaded it (IPG 2–4: definition,
 * philosophy, additional remedy, upgrade, downgrade), with a link to the whole section; without a
 * loaded IPG, a note and where to load one.
 */
export const IpgSection = ({ section }: { section: string }) => {
  const translate = useTranslate();
  const { organizations } = useOrganizations();
  const organizationId = organizations[0]?.id;
  const { data } = useGql(
    RulesSectionDocument,
    { organizationId: organizationId ?? '', documentKind: 'IPG', number: section },
    { enabled: !!organizationId },
  );
  const found = data?.rulesSection;
  if (!found) return null;
  if (!found.document)
    return (
      <Alert severity="info" sx={{ gridColumn: '1 / -1' }} data-testid="ipg-section-none">
        {translate('taikai.rules_links.no_ipg', { section })}{' '}
        <Link component={RouterLink} to={RULES_LOADING_PATH}>
          {translate('taikai.rules_links.load_texts')}
        </Link>
      </Alert>
    );
  const link = (
    <Link component={RouterLink} to={rulesSectionPath('IPG', section)} data-testid="ipg-section-link">
      {translate('taikai.rules_links.open_section', { section, version: found.document.version })}
    </Link>
  );
  if (!found.rule)
    return (
      <Alert severity="info" sx={{ gridColumn: '1 / -1' }} data-testid="ipg-section-missing">
        {translate('taikai.rules_links.section_missing', { section, version: found.document.version })}
      </Alert>
    );
  return (
    <Box
      component="section"
      aria-labelledby="ipg-section-title"
      sx={{ gridColumn: '1 / -1', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
      data-testid="ipg-section"
    >
      <Typography id="ipg-section-title" variant="subtitle2" component="h3" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <MenuBook fontSize="small" color="primary" />
        {translate('taikai.rules_links.ipg_section', { section, title: found.rule.title ?? '' })}
      </Typography>
      {shownParts(found.parts).map((part) => (
        <Box key={part.part} data-testid={`ipg-part-${part.part}`}>
          <Typography variant="caption" component="h4" sx={{ fontWeight: 700 }}>
            {translate(`taikai.rules_links.part.${part.part}`)}
          </Typography>
          <Typography variant="body2" sx={WRAP}>
            {part.text}
          </Typography>
        </Box>
      ))}
      <Typography variant="body2">{link}</Typography>
    </Box>
  );
};
