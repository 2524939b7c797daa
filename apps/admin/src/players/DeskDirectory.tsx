import { Box, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useGql } from '../shared/data/GraphQLProvider';
import { type DeskPeopleQuery, DeskPeopleDocument } from '../generated/graphql';

export type DirectoryPerson = DeskPeopleQuery['people'][number];

/** What Enter in the name field registers: a person of the directory, or the typed name as a new player. */
export type DirectoryChoice = { kind: 'person'; person: DirectoryPerson } | { kind: 'new' };

export const LISTBOX_ID = 'desk-directory';
const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

/**
 * The directory as the desk types a name, reading or ID: the matches (people already registered
 * in the event shown but not chosen), then "new player". The first match is highlighted, so a
 * regular is registered with Enter (or ↓ and Enter) once the name is typed. Enter pressed before
 * the matches of what was typed have arrived is kept until they have.
 */
export function useDeskDirectory(
  eventId: string,
  typed: string,
  registered: ReadonlySet<string>,
  choose: (choice: DirectoryChoice) => void,
) {
  const search = typed.trim();
  const { data, isPlaceholderData, isFetching } = useGql(
    DeskPeopleDocument,
    { eventId, search },
    { enabled: search.length > 0, placeholderData: keepPreviousData },
  );
  const current = search.length > 0 && data && !isPlaceholderData && !isFetching;
  const people = search.length > 0 ? (data?.people ?? []) : [];
  const choices: DirectoryChoice[] = [...people.map((person) => ({ kind: 'person' as const, person })), { kind: 'new' }];
  const selectable = (choice: DirectoryChoice) => choice.kind === 'new' || !registered.has(choice.person.id);
  const firstSelectable = Math.max(0, choices.findIndex(selectable));
  // A new search highlights its first match again: a choice counts only for the search it was made in.
  const [highlight, setHighlight] = useState<{ search: string; index: number } | null>(null);
  const chosen = highlight?.search === search ? choices[highlight.index] : undefined;
  const active = chosen && selectable(chosen) ? highlight!.index : firstSelectable;
  const setHighlighted = (index: number) => setHighlight({ search, index });
  // Enter pressed for a search whose matches have not arrived: kept, and acted on once they have.
  const enterWaiting = useRef<string | null>(null);
  useEffect(() => {
    if (current && enterWaiting.current === search) {
      enterWaiting.current = null;
      choose(choices[firstSelectable]);
    }
  });

  // The same name typed again for the next player starts from its first match.
  const pick = (choice: DirectoryChoice) => {
    setHighlight(null);
    choose(choice);
  };
  const move = (step: 1 | -1) => {
    for (let i = active + step; i >= 0 && i < choices.length; i += step) {
      if (selectable(choices[i])) return setHighlighted(i);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!search) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setHighlighted(choices.length - 1);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (current) pick(choices[active]);
      else enterWaiting.current = search;
    }
  };
  const comboboxProps = {
    role: 'combobox',
    'aria-expanded': search.length > 0,
    'aria-controls': LISTBOX_ID,
    'aria-autocomplete': 'list' as const,
    'aria-activedescendant': search.length > 0 ? optionId(active) : undefined,
  };
  return { search, choices, active, registered, onKeyDown, comboboxProps, choose: pick };
}

/** The matches under the name field; a click registers one too. */
export const DirectoryList = ({ directory, typedName }: { directory: ReturnType<typeof useDeskDirectory>; typedName: string }) => {
  const translate = useTranslate();
  if (!directory.search) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary" id={`${LISTBOX_ID}-label`}>
        {translate('taikai.desk.directory_label')} — {translate('taikai.desk.directory_hint')}
      </Typography>
      <Box
        component="ul"
        role="listbox"
        id={LISTBOX_ID}
        aria-labelledby={`${LISTBOX_ID}-label`}
        data-testid="desk-directory"
        sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {directory.choices.map((choice, index) => {
          const taken = choice.kind === 'person' && directory.registered.has(choice.person.id);
          const selected = index === directory.active;
          return (
            <Box
              component="li"
              role="option"
              key={choice.kind === 'person' ? choice.person.id : 'new'}
              id={optionId(index)}
              aria-selected={selected}
              aria-disabled={taken || undefined}
              data-testid={choice.kind === 'person' ? 'directory-person' : 'directory-new'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => (taken ? undefined : directory.choose(choice))}
              sx={{
                px: 1.5,
                py: 0.75,
                cursor: taken ? 'default' : 'pointer',
                bgcolor: selected ? 'action.selected' : undefined,
                color: taken ? 'text.secondary' : undefined,
                overflowWrap: 'anywhere',
              }}
            >
              {choice.kind === 'person' ? (
                <PersonOption person={choice.person} taken={taken} />
              ) : (
                translate('taikai.desk.directory_new', { name: typedName.trim() })
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};

const PersonOption = ({ person, taken }: { person: DirectoryPerson; taken: boolean }) => {
  const translate = useTranslate();
  const ids = person.identifiers.map((identifier) => identifier.value).join(' · ');
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {person.name}
      </Box>
      {person.nameReading ? (
        <Box component="span" lang="ja" sx={{ ml: 1, color: 'text.secondary' }}>
          {person.nameReading}
        </Box>
      ) : null}
      {ids ? (
        <Box component="span" sx={{ ml: 1, color: 'text.secondary' }}>
          {ids}
        </Box>
      ) : null}
      {person.noShowCount > 0 ? (
        <Box component="span" sx={{ ml: 1, color: 'warning.dark' }} data-testid="directory-no-shows">
          {translate('taikai.person_records.no_show_count', { smart_count: person.noShowCount })}
        </Box>
      ) : null}
      {taken ? (
        <Box component="span" sx={{ ml: 1 }}>
          ({translate('taikai.desk.directory_registered')})
        </Box>
      ) : null}
      {person.activeSuspension ? (
        <Box component="span" sx={{ display: 'block', color: 'error.main' }} data-testid="directory-suspended">
          {translate('taikai.people.suspended_until', {
            date: new Date(person.activeSuspension.until).toLocaleDateString(),
            reason: person.activeSuspension.reason,
          })}
        </Box>
      ) : null}
    </>
  );
};
