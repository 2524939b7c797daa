import History from '@mui/icons-material/History';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Marks an obsolete glossary term or a change from an earlier version: the rules as they were, not as they are. */
export const HistoricalLabel = () => {
  const translate = useTranslate();
  return (
    <Chip size="small" variant="outlined" icon={<History />} label={translate('taikai.rules_links.historical')} data-testid="historical" />
  );
};
