import Description from '@mui/icons-material/Description';
import Print from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { downloadFile, fileSlug } from '../shared/exports/csv';
import { formattingLocale } from '../app/i18n/locale';
import { IpgSectionLink } from '../shared/rules/IpgSectionLink';
import {
  type AppealFieldsFragment,
  type AppealStatus,
  DecideAppealDocument,
  DisqualificationReportDocument,
  FileAppealDocument,
  InvestigationDocument,
  MarkDisqualificationWithoutProofDocument,
  type PenaltyFieldsFragment,
  RecordStatementDocument,
  type StatementRole,
} from '../generated/graphql';
import { type ReportLanguage } from '../shared/judging/DisqualificationReportSheet';
import { readsStatements, replacementChoices } from './procedures';
import { shownRowPlayerName } from '../shared/forgottenName';

const ROLES: StatementRole[] = ['PLAYER', 'OPPONENT', 'WITNESS', 'JUDGE', 'HEAD_JUDGE'];
const DECISIONS: Exclude<AppealStatus, 'PENDING'>[] = ['UPHELD', 'CHANGED', 'REVOKED'];

/**
 * What follows a ruling, for one penalty: the investigation's statements (IPG 1.1; any judge writes
 * them down, only the head judge and organizers read them), the player's appeal to the head judge
 * and the decision (MTR 2.9), and for a disqualification the report, in Japanese or English.
 */
export const PenaltyProcedures = ({ penalty, onClose }: { penalty: PenaltyFieldsFragment; onClose: () => void }) => {
  const translate = useTranslate();
  const { data, error } = useGql(InvestigationDocument, { penaltyId: penalty.id }, { retry: false });
  const readsInvestigation = readsStatements(error);
  const investigation = data?.investigation;
  const appeal = investigation?.appeals.at(-1);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="procedures-title">
      <DialogTitle id="procedures-title">
        {translate('taikai.procedures.title', { name: shownRowPlayerName(penalty, translate), penalty: penalty.penaltyName })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {penalty.infractionName} <IpgSectionLink section={penalty.section} /> · {penalty.description}
        </Typography>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {translate('taikai.procedures.statements')}
        </Typography>
        {readsInvestigation ? (
          <StatementList statements={investigation?.statements ?? []} />
        ) : (
          <Alert severity="info" sx={{ my: 1 }} data-testid="statements-head-judge-only">
            {translate('taikai.procedures.head_judge_only')}
          </Alert>
        )}
        <StatementForm penaltyId={penalty.id} />
        <Divider sx={{ my: 2 }} />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {translate('taikai.procedures.appeal')}
        </Typography>
        {appeal ? <AppealView appeal={appeal} /> : null}
        {appeal?.status === 'PENDING' ? <AppealDecision appeal={appeal} /> : null}
        {!appeal && penalty.status !== 'REVOKED' ? <AppealForm penaltyId={penalty.id} /> : null}
        {penalty.penalty === 'DISQUALIFICATION' && readsInvestigation ? (
          <>
            <Divider sx={{ my: 2 }} />
            <DisqualificationReport penalty={penalty} withoutProof={investigation?.withoutProof ?? false} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

const StatementList = ({
  statements,
}: {
  statements: { id: string; role: StatementRole; speaker: string; text: string; recordedByName: string; createdAt: string }[];
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = new Intl.DateTimeFormat(formattingLocale(locale), { timeStyle: 'short' });
  if (statements.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {translate('taikai.procedures.no_statements')}
      </Typography>
    );
  }
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, my: 1 }} data-testid="statements">
      {statements.map((s) => (
        <Box component="li" key={s.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }} data-testid="statement">
          <Typography variant="caption" color="text.secondary">
            {translate(`taikai.procedures.roles.${s.role}`)} · {s.speaker} · {time.format(new Date(s.createdAt))} ·{' '}
            {translate('taikai.procedures.recorded_by', { name: s.recordedByName })}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {s.text}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
};

const StatementForm = ({ penaltyId }: { penaltyId: string }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [role, setRole] = useState<StatementRole>('PLAYER');
  const [speaker, setSpeaker] = useState('');
  const [statement, setStatement] = useState('');
  const needsSpeaker = role === 'WITNESS' && !speaker.trim();
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, mt: 1 }}>
      <TextField
        select
        size="small"
        label={translate('taikai.procedures.role')}
        value={role}
        onChange={(e) => setRole(e.target.value as StatementRole)}
        slotProps={{ select: { inputProps: { 'data-testid': 'statement-role' } } }}
      >
        {ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {translate(`taikai.procedures.roles.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate('taikai.procedures.speaker')}
        helperText={translate(role === 'WITNESS' ? 'taikai.procedures.speaker_witness' : 'taikai.procedures.speaker_default')}
        value={speaker}
        onChange={(e) => setSpeaker(e.target.value)}
      />
      <TextField
        sx={{ gridColumn: '1 / -1' }}
        multiline
        minRows={2}
        label={translate('taikai.procedures.statement')}
        value={statement}
        onChange={(e) => setStatement(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'statement-text', maxLength: 4000 } }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button
          variant="outlined"
          disabled={pending || !statement.trim() || needsSpeaker}
          data-testid="record-statement"
          onClick={async () => {
            const done = await run(
              RecordStatementDocument,
              { input: { penaltyId, role, speaker: speaker.trim() || null, statement: statement.trim() } },
              { success: 'taikai.procedures.statement_recorded' },
            );
            if (done) {
              setStatement('');
              setSpeaker('');
            }
          }}
        >
          {translate('taikai.procedures.record_statement')}
        </Button>
      </Box>
    </Box>
  );
};

const AppealForm = ({ penaltyId }: { penaltyId: string }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [statement, setStatement] = useState('');
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('taikai.procedures.appeal_hint')}
      </Typography>
      <TextField
        multiline
        minRows={2}
        label={translate('taikai.procedures.appeal_statement')}
        value={statement}
        onChange={(e) => setStatement(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'appeal-statement', maxLength: 4000 } }}
      />
      <Box>
        <Button
          variant="outlined"
          disabled={pending || !statement.trim()}
          data-testid="file-appeal"
          onClick={() => run(FileAppealDocument, { penaltyId, statement: statement.trim() }, { success: 'taikai.procedures.appeal_filed' })}
        >
          {translate('taikai.procedures.file_appeal')}
        </Button>
      </Box>
    </Stack>
  );
};

const AppealView = ({ appeal }: { appeal: AppealFieldsFragment }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = new Intl.DateTimeFormat(formattingLocale(locale), { timeStyle: 'short' });
  return (
    <Box sx={{ my: 1 }} data-testid="appeal">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Chip
          size="small"
          label={translate(`taikai.procedures.appeal_status.${appeal.status}`)}
          sx={appeal.status === 'PENDING' ? { bgcolor: '#FFF1D6', color: '#6B4A00' } : undefined}
          data-testid="appeal-status"
        />
        <Typography variant="caption" color="text.secondary">
          {time.format(new Date(appeal.createdAt))} · {translate('taikai.procedures.recorded_by', { name: appeal.recordedByName })}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {appeal.statement}
      </Typography>
      {appeal.decidedAt ? (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="appeal-decision">
          {translate('taikai.procedures.decided', {
            name: appeal.decidedByName ?? '',
            time: time.format(new Date(appeal.decidedAt)),
            reason: appeal.decisionReason ?? '',
          })}
        </Typography>
      ) : null}
    </Box>
  );
};

/** MTR 2.9: the head judge's decision, which is final. */
const AppealDecision = ({ appeal }: { appeal: AppealFieldsFragment }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [decision, setDecision] = useState<(typeof DECISIONS)[number]>('UPHELD');
  const choices = replacementChoices(appeal.appealedPenalty);
  const [penalty, setPenalty] = useState(choices[0]);
  const [reason, setReason] = useState('');
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={decision}
        onChange={(_, v) => v && setDecision(v)}
        aria-label={translate('taikai.procedures.decision')}
      >
        {DECISIONS.map((d) => (
          <ToggleButton key={d} value={d} data-testid={`decision-${d}`}>
            {translate(`taikai.procedures.decide_${d}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {decision === 'CHANGED' ? (
        <TextField
          select
          size="small"
          sx={{ maxWidth: 280 }}
          label={translate('taikai.procedures.new_penalty')}
          value={penalty}
          onChange={(e) => setPenalty(e.target.value)}
        >
          {choices.map((p) => (
            <MenuItem key={p} value={p}>
              {translate(`taikai.procedures.penalties.${p}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        multiline
        minRows={2}
        label={translate('taikai.procedures.decision_reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'decision-reason', maxLength: 4000 } }}
      />
      <Box>
        <Button
          variant="contained"
          disabled={pending || !reason.trim()}
          data-testid="decide-appeal"
          onClick={() =>
            run(
              DecideAppealDocument,
              { id: appeal.id, input: { decision, reason: reason.trim(), penalty: decision === 'CHANGED' ? penalty : null } },
              { success: 'taikai.procedures.appeal_decided' },
            )
          }
        >
          {translate('taikai.procedures.decide')}
        </Button>
      </Box>
    </Stack>
  );
};

/** IPG 1.1: the report names both players' Wizards Account e-mail and says when the DQ was issued without proof. */
const DisqualificationReport = ({ penalty, withoutProof }: { penalty: PenaltyFieldsFragment; withoutProof: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { run, pending } = useRun();
  const [language, setLanguage] = useState<ReportLanguage>(locale === 'en' ? 'en' : 'ja');
  const { data } = useGql(DisqualificationReportDocument, { penaltyId: penalty.id, language });
  const report = data?.disqualificationReport ?? '';
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {translate('taikai.judges.dq_report')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={withoutProof}
            disabled={pending}
            onChange={(e) => run(MarkDisqualificationWithoutProofDocument, { penaltyId: penalty.id, withoutProof: e.target.checked })}
          />
        }
        label={translate('taikai.procedures.without_proof')}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={language}
        onChange={(_, v) => v && setLanguage(v)}
        aria-label={translate('taikai.procedures.report_language')}
      >
        <ToggleButton value="ja">日本語</ToggleButton>
        <ToggleButton value="en">English</ToggleButton>
      </ToggleButtonGroup>
      <Box
        component="pre"
        sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: 13, bgcolor: 'action.hover', p: 1.5, borderRadius: 1, m: 0 }}
        data-testid="dq-report-text"
      >
        {report}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          startIcon={<Description />}
          disabled={!report}
          onClick={() =>
            downloadFile(`${fileSlug(penalty.playerName)}-disqualification-${language}.txt`, report, 'text/plain;charset=utf-8')
          }
          data-testid="dq-report-download"
        >
          {translate('taikai.judges.dq_report_download')}
        </Button>
        <Button
          component={Link}
          to={`/events/${penalty.eventId}/print/dq-report?penalty=${penalty.id}&lang=${language}`}
          target="_blank"
          startIcon={<Print />}
          data-testid="dq-report-print"
        >
          {translate('taikai.print.print')}
        </Button>
      </Stack>
    </Stack>
  );
};
