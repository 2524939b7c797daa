import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MatchStatus } from '../../generated/graphql';

const colors: Record<MatchStatus, { bg: string; fg: string }> = {
  PENDING: { bg: '#ECEDF2', fg: '#3C4055' },
  REPORTED: { bg: '#E3ECFD', fg: '#173F8A' },
  DISPUTED: { bg: '#FDE8E4', fg: '#8A2414' },
  FINAL: { bg: '#E1F4E8', fg: '#16562F' },
};

export const MatchStatusChip = ({ status, bye = false }: { status: MatchStatus; bye?: boolean }) => {
  const translate = useTranslate();
  const c = bye ? colors.FINAL : colors[status];
  return (
    <Chip
      size="small"
      data-status={status}
      label={translate(bye ? 'taikai.rounds.bye' : `taikai.match_status.${status}`)}
      sx={{ bgcolor: c.bg, color: c.fg }}
    />
  );
};
