import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { HIDDEN_CARD_CASES, walkHiddenCardTriage, type HiddenCardQuestion, type HiddenCardSuggestion } from '@taikai/engine';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { GuideQuestion } from './GuideQuestion';
import { answer, type GuideState, hiddenCardAnswers } from './judgingGuides';

const ORDER: HiddenCardQuestion[] = [
  'SEEN_NOT_JOINED',
  'PUBLIC_OR_DERIVED',
  'BEFORE_GAME',
  'FACE_DOWN_WITHOUT_MORPH',
  'MORPH_EXCEPTION',
  'FIX_CASE',
  'EXCESS_TO_UNKNOWN_LIBRARY',
];

/**
 * The chart's hidden-card triage (judge-handbook-ja.txt ~19,853; IPG 2.2-2.5): which of Looking at
 * Extra Cards, Game Rule Violation, Mulligan Procedure Error and Hidden Card Error to log, with the
 * Hidden Card Error's morph upgrade and fix. `onUse` puts the suggestion into the form.
 */
export const HiddenCardTriage = ({
  infractionName,
  onUse,
}: {
  infractionName: (code: string) => string;
  onUse: (suggestion: HiddenCardSuggestion) => void;
}) => {
  const translate = useTranslate();
  const [state, setState] = useState<GuideState>({});
  const walk = useMemo(() => walkHiddenCardTriage(hiddenCardAnswers(state)), [state]);
  const options = (question: HiddenCardQuestion) =>
    (question === 'FIX_CASE' ? HIDDEN_CARD_CASES : ['YES', 'NO']).map((value) => ({
      value,
      label: translate(`taikai.hidden_card.a.${value}`),
    }));
  const suggestion = walk.suggestion;
  return (
    <Box sx={{ gridColumn: '1 / -1', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }} data-testid="hidden-card-triage">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Search color="primary" fontSize="small" />
        <Typography variant="subtitle1" component="h3">
          {translate('taikai.hidden_card.title')}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('taikai.hidden_card.intro')}
      </Typography>
      <Stack spacing={2}>
        {walk.questions.map((question) => (
          <GuideQuestion
            key={question}
            id={question}
            text={translate(`taikai.hidden_card.q.${question}`)}
            options={options(question)}
            value={state[question]}
            onAnswer={(value) => setState((now) => answer(now, ORDER, question, value))}
          />
        ))}
        {suggestion ? (
          <Alert
            severity="info"
            data-testid="triage-suggestion"
            action={
              <Button color="inherit" size="small" onClick={() => onUse(suggestion)} data-testid="triage-use">
                {translate('taikai.hidden_card.use')}
              </Button>
            }
          >
            {translate('taikai.hidden_card.suggest', { infraction: infractionName(suggestion.infraction), section: suggestion.section })}
            {suggestion.fixOriginalError ? <Typography variant="body2">{translate('taikai.hidden_card.fix_original')}</Typography> : null}
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
};
