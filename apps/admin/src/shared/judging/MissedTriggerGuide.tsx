import AccountTree from '@mui/icons-material/AccountTree';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import {
  MISSED_MOMENT,
  MISSED_TRIGGER_OPTIONS,
  searchDetrimentalTriggers,
  walkMissedTriggerChart,
  type DetrimentalTrigger,
  type MissedTriggerOutcome,
  type MissedTriggerQuestion,
} from '@taikai/engine';
import { useEffect, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { HandbookLinks } from '../rules/HandbookLinks';
import { GuidePanel, GuideQuestion } from './GuideQuestion';
import { answer, type GuideState, missedTriggerAnswers } from './judgingGuides';

const ORDER = Object.keys(MISSED_TRIGGER_OPTIONS) as MissedTriggerQuestion[];

/**
 * The seed's Missed Trigger chart as the form's questions (judge-handbook-ja.txt ~19,790; IPG 2.1):
 * the judge answers in order and the outcome — do not intervene, not missed, or the variant and
 * fixes to log — goes to `onOutcome`, which fills them into the infraction form. The list of
 * generally detrimental triggers is searchable where that question is asked.
 */
export const MissedTriggerGuide = ({
  onOutcome,
  onCheating,
}: {
  onOutcome: (outcome: MissedTriggerOutcome | null) => void;
  onCheating?: () => void;
}) => {
  const translate = useTranslate();
  const [state, setState] = useState<GuideState>({});
  const walk = useMemo(() => walkMissedTriggerChart(missedTriggerAnswers(state)), [state]);
  const outcome = walk.outcome;
  useEffect(() => onOutcome(outcome), [outcome]); // eslint-disable-line react-hooks/exhaustive-deps

  const text = (question: MissedTriggerQuestion) =>
    translate(`taikai.trigger_guide.q.${question}`, {
      moment: state.KIND ? translate(`taikai.trigger_guide.moment.${MISSED_MOMENT[state.KIND as keyof typeof MISSED_MOMENT]}`) : '',
    });

  return (
    <GuidePanel
      testId="missed-trigger-guide"
      icon={<AccountTree color="primary" fontSize="small" />}
      title={translate('taikai.trigger_guide.title')}
      intro={translate('taikai.trigger_guide.intro')}
    >
      <HandbookLinks sections={['MISSED_TRIGGER_CHART']} />
      {walk.questions.map((question) => (
        <Box key={question}>
          <GuideQuestion
            id={question}
            text={text(question)}
            options={MISSED_TRIGGER_OPTIONS[question].map((option) => ({
              value: option,
              label: translate(`taikai.trigger_guide.a.${option}`),
            }))}
            value={state[question]}
            onAnswer={(value) => setState((now) => answer(now, ORDER, question, value))}
          />
          {question === 'DETRIMENTAL' ? (
            <>
              <DetrimentalSearch />
              <HandbookLinks sections={['DETRIMENTAL_TRIGGERS']} />
            </>
          ) : null}
        </Box>
      ))}
      {outcome ? <OutcomeNote outcome={outcome} onCheating={onCheating} /> : null}
    </GuidePanel>
  );
};

const OutcomeNote = ({ outcome, onCheating }: { outcome: MissedTriggerOutcome; onCheating?: () => void }) => {
  const translate = useTranslate();
  if (outcome.kind === 'LOG')
    return (
      <Alert severity={outcome.variant ? 'warning' : 'info'} data-testid="guide-outcome">
        {translate(`taikai.trigger_guide.outcome.${outcome.variant ? 'LOG_WARNING' : 'LOG_NONE'}`, {
          fix: translate(`taikai.trigger_guide.fix.${outcome.fix}`),
        })}
        <Typography variant="body2">{translate('taikai.trigger_guide.filled')}</Typography>
      </Alert>
    );
  return (
    <Alert
      severity={outcome.kind === 'INVESTIGATE_CHEATING' ? 'error' : 'success'}
      data-testid="guide-outcome"
      action={
        outcome.kind === 'INVESTIGATE_CHEATING' && onCheating ? (
          <Button color="inherit" size="small" onClick={onCheating}>
            {translate('taikai.trigger_guide.use_cheating')}
          </Button>
        ) : undefined
      }
    >
      {translate(`taikai.trigger_guide.outcome.${outcome.kind}`)}
    </Alert>
  );
};

/** The seed's generally detrimental triggers, found by either card name, the set or the timing in the reader's words. */
const DetrimentalSearch = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [query, setQuery] = useState('');
  const when = (entry: DetrimentalTrigger) => translate(`taikai.trigger_guide.when.${entry.when}`);
  // `when` reads the language through `translate`, which changes with `locale`.
  const found = useMemo(
    () => (query.trim() ? searchDetrimentalTriggers(query, (entry) => [when(entry)]) : []),
    [query, locale], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <Box sx={{ mt: 1 }}>
      <TextField
        size="small"
        fullWidth
        label={translate('taikai.trigger_guide.search')}
        helperText={translate('taikai.trigger_guide.owned')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={translate('taikai.trigger_guide.search_help')}
        slotProps={{ htmlInput: { 'data-testid': 'detrimental-search' } }}
      />
      {query.trim() ? (
        found.length ? (
          <List dense sx={{ maxHeight: 220, overflow: 'auto' }} data-testid="detrimental-results">
            {found.map((entry) => (
              <ListItem key={entry.line} disableGutters>
                <ListItemText
                  primary={
                    <>
                      {locale === 'ja' ? entry.nameJa : entry.name}
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                        {locale === 'ja' ? entry.name : entry.nameJa} · {entry.set}
                      </Typography>
                      {entry.keyword ? <Chip size="small" sx={{ ml: 1 }} label={translate('taikai.trigger_guide.keyword')} /> : null}
                      {entry.symmetric ? <Chip size="small" sx={{ ml: 1 }} label={translate('taikai.trigger_guide.symmetric')} /> : null}
                    </>
                  }
                  secondary={when(entry)}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('taikai.trigger_guide.no_match')}
          </Typography>
        )
      ) : null}
    </Box>
  );
};
