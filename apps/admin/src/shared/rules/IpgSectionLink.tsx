import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { rulesSectionPath } from './rulesLinks';

/** A logged penalty's IPG section, opening the Rules page at it in the newest loaded IPG. */
export const IpgSectionLink = ({ section }: { section: string | null | undefined }) => {
  const translate = useTranslate();
  if (!section) return null;
  return (
    <Link component={RouterLink} to={rulesSectionPath('IPG', section)} data-testid="penalty-ipg-link" sx={{ whiteSpace: 'nowrap' }}>
      {translate('taikai.rules_links.ipg_short', { section })}
    </Link>
  );
};
