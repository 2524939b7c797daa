import Videocam from '@mui/icons-material/Videocam';
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RoundRecord } from '../event/useEvent';
import {
  EventConventionOfDocument,
  FeatureTablesDocument,
  type FeatureTablesQuery,
  MoveMatchToHallTableDocument,
} from '../generated/graphql';
import { useGql, useRun } from '../shared/data/GraphQLProvider';

type HallTable = FeatureTablesQuery['conventionHall'][number];

/**
 * "Move to feature table …" for a match of a running round in a convention: the hall's feature
 * and stream tables, with who uses each; the API refuses a table that is not free.
 */
export const FeatureTableMenu = ({
  conventionId,
  match,
  tables,
}: {
  conventionId: string;
  match: RoundRecord['matches'][number];
  tables: readonly HallTable[];
}) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const features = tables.filter((t) => t.feature && t.label !== match.hallTable);
  if (features.length === 0) return null;
  const note = (table: HallTable) => {
    if (!table.inUse) return translate('taikai.rounds.feature_out_of_use');
    if (table.eventId === match.eventId) return translate('taikai.rounds.feature_swaps');
    return table.eventName ? translate('taikai.rounds.feature_used_by', { event: table.eventName }) : undefined;
  };
  const move = async (label: string) => {
    setAnchor(null);
    await run(
      MoveMatchToHallTableDocument,
      { conventionId, matchId: match.id, label },
      {
        success: 'taikai.rounds.moved_to_feature',
        successArgs: { label },
      },
    );
  };
  return (
    <>
      <Tooltip title={translate('taikai.rounds.feature_menu')}>
        <IconButton
          size="small"
          aria-label={translate('taikai.rounds.feature_menu')}
          aria-haspopup="menu"
          disabled={pending}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="feature-table-menu"
        >
          <Videocam fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {features.map((table) => (
          <MenuItem
            key={table.label}
            // Another event's table, or one out of use: shown, but the API would refuse it.
            disabled={!table.inUse || (table.eventId !== null && table.eventId !== match.eventId)}
            onClick={() => void move(table.label)}
            data-testid="move-to-feature"
          >
            <ListItemText primary={translate('taikai.rounds.move_to_feature', { label: table.label })} secondary={note(table)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** The hall's tables for a running round of an event in a convention; null otherwise (no menu). */
export function useFeatureTables(eventId: string, running: boolean): { conventionId: string; tables: readonly HallTable[] } | null {
  const { data: event } = useGql(EventConventionOfDocument, { id: eventId }, { enabled: running });
  const conventionId = event?.event.conventionId ?? '';
  const { data: hall } = useGql(FeatureTablesDocument, { conventionId }, { enabled: running && conventionId !== '' });
  return running && conventionId && hall ? { conventionId, tables: hall.conventionHall } : null;
}
