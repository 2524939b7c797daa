import Add from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import {
  CloseOnDemandQueueDocument,
  ConventionEventChoicesDocument,
  type FormatType,
  OnDemandQueuesDocument,
  OpenOnDemandQueueDocument,
} from '../generated/graphql';

const FORMATS: FormatType[] = ['DRAFT', 'SEALED', 'CONSTRUCTED', 'LIMITED'];

/** A convention's on-demand queues: who waits for the next pod, the events they fired, open and close. */
export const ConventionQueues = ({
  conventionId,
  organizationId,
  areas,
}: {
  conventionId: string;
  organizationId: string;
  areas: string[];
}) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  // Players sign up from their phones: the counts follow every few seconds.
  const { data } = useGql(OnDemandQueuesDocument, { conventionId }, { refetchInterval: 10_000 });
  const [opening, setOpening] = useState(false);
  const queues = data?.onDemandQueues ?? [];
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('taikai.on_demand.title')}
          </Typography>
          <Button startIcon={<Add />} onClick={() => setOpening(true)} data-testid="queue-new">
            {translate('taikai.on_demand.open')}
          </Button>
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('taikai.on_demand.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('taikai.on_demand.name')}</TableCell>
                <TableCell>{translate('taikai.on_demand.waiting')}</TableCell>
                <TableCell>{translate('taikai.on_demand.pods')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {queues.map((queue) => (
                <TableRow key={queue.id} data-testid="queue-row">
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {queue.name}
                    </Typography>
                    <Typography variant="caption">
                      {[
                        queue.formatName ?? translate(`taikai.formats.${queue.formatType}`),
                        queue.area ? translate('taikai.conventions.area', { area: queue.area }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell data-testid="queue-waiting">
                    {queue.open ? `${queue.waiting} / ${queue.podSize}` : translate('taikai.on_demand.closed')}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                      {queue.pods.map((pod) => (
                        <Chip
                          key={pod.eventId}
                          size="small"
                          clickable
                          component={RouterLink}
                          to={`/events/${pod.eventId}/rounds`}
                          label={pod.eventName}
                          color={pod.status === 'FINISHED' ? 'default' : 'primary'}
                          data-testid="queue-pod"
                        />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell align="right">
                    {queue.open ? (
                      <Button
                        size="small"
                        color="error"
                        disabled={pending}
                        onClick={() => run(CloseOnDemandQueueDocument, { id: queue.id }, { success: 'taikai.on_demand.closed_done' })}
                        data-testid="queue-close"
                      >
                        {translate('taikai.on_demand.close')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
              {data && queues.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>{translate('taikai.on_demand.none')}</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
      {opening ? (
        <OpenDialog conventionId={conventionId} organizationId={organizationId} areas={areas} onClose={() => setOpening(false)} />
      ) : null}
    </Card>
  );
};

const OpenDialog = ({
  conventionId,
  organizationId,
  areas,
  onClose,
}: {
  conventionId: string;
  organizationId: string;
  areas: string[];
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const { data } = useGql(ConventionEventChoicesDocument, {});
  const templates = (data?.events ?? []).filter((event) => event.organizationId === organizationId);
  const [name, setName] = useState(translate('taikai.on_demand.default_name'));
  const [podSize, setPodSize] = useState(8);
  const [formatType, setFormatType] = useState<FormatType>('DRAFT');
  const [formatName, setFormatName] = useState('');
  const [templateEventId, setTemplateEventId] = useState('');
  const [area, setArea] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      name,
      podSize,
      formatType,
      formatName: formatName || null,
      templateEventId: templateEventId || null,
      area: area || null,
    };
    const done = await run(OpenOnDemandQueueDocument, { conventionId, input }, { success: 'taikai.on_demand.opened' });
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="queue-dialog-title">
      <form onSubmit={submit}>
        <DialogTitle id="queue-dialog-title">{translate('taikai.on_demand.open')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={translate('taikai.on_demand.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            slotProps={{ htmlInput: { 'data-testid': 'queue-name' } }}
          />
          <TextField
            select
            label={translate('taikai.on_demand.pod_size')}
            value={podSize}
            onChange={(e) => setPodSize(Number(e.target.value))}
          >
            <MenuItem value={8}>{translate('taikai.on_demand.pod_8')}</MenuItem>
            <MenuItem value={16}>{translate('taikai.on_demand.pod_16')}</MenuItem>
          </TextField>
          <TextField
            select
            label={translate('taikai.on_demand.template')}
            helperText={translate('taikai.on_demand.template_hint')}
            value={templateEventId}
            onChange={(e) => setTemplateEventId(e.target.value)}
          >
            <MenuItem value="">{translate('taikai.on_demand.no_template')}</MenuItem>
            {templates.map((event) => (
              <MenuItem key={event.id} value={event.id}>
                {event.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" sx={{ gap: 2 }}>
            <TextField
              select
              label={translate('taikai.on_demand.format_type')}
              value={formatType}
              onChange={(e) => setFormatType(e.target.value as FormatType)}
              sx={{ flex: 1 }}
            >
              {FORMATS.map((format) => (
                <MenuItem key={format} value={format}>
                  {translate(`taikai.formats.${format}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('taikai.on_demand.format_name')}
              value={formatName}
              onChange={(e) => setFormatName(e.target.value)}
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField select label={translate('taikai.on_demand.area')} value={area} onChange={(e) => setArea(e.target.value)}>
            <MenuItem value="">{translate('taikai.on_demand.any_area')}</MenuItem>
            {areas.map((name) => (
              <MenuItem key={name} value={name}>
                {translate('taikai.conventions.area', { area: name })}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending} data-testid="queue-save">
            {translate('taikai.on_demand.open')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
