import Search from '@mui/icons-material/Search';
import { Alert, Button, Typography } from '@mui/material';
import { HIDDEN_CARD_CASES, walkHiddenCardTriage, type HiddenCardQuestion, type HiddenCardSuggestion } from '@taikai/engine';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { GuidePanel, GuideQuestion } from './GuideQuestion';
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
    <GuidePanel
      testId="hidden-card-triage"
      icon={<Search color="primary" fontSize="small" />}
      title={translate('taikai.hidden_card.title')}
      intro={translate('taikai.hidden_card.intro')}
    >
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
    </GuidePanel>
  );
};
