import { HANDBOOK_SECTIONS, type HandbookSection } from '@taikai/engine';
import { Link, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useGql } from '../data/GraphQLProvider';
import { RulesSectionDocument } from '../../generated/graphql';
import { useOrganizations } from '../organizations/useOrganizations';
import { rulesSectionPath } from './rulesLinks';

/**
 * Links to the judge handbook's own sections (the missed-trigger chart, the generally detrimental
 * triggers) in the loaded texts: they follow *Judging at Regular REL*, loaded as its kind. A
 * section the loaded text lacks is not linked.
 */
export const HandbookLinks = ({ sections }: { sections: readonly HandbookSection[] }) => (
  <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }} data-testid="handbook-links">
    {sections.map((section) => (
      <HandbookLink key={section} section={section} />
    ))}
  </Stack>
);

const HandbookLink = ({ section }: { section: HandbookSection }) => {
  const translate = useTranslate();
  const { organizations } = useOrganizations();
  const organizationId = organizations[0]?.id;
  const number = HANDBOOK_SECTIONS[section][0];
  const { data } = useGql(
    RulesSectionDocument,
    { organizationId: organizationId ?? '', documentKind: 'JAR', number },
    { enabled: !!organizationId },
  );
  if (!data?.rulesSection.rule) return null;
  return (
    <Link component={RouterLink} to={rulesSectionPath('JAR', number)} variant="body2" data-testid={`handbook-link-${section}`}>
      {translate(`taikai.rules_links.handbook.${section}`)}
    </Link>
  );
};
