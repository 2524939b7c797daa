import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Confirm, Title, useTranslate } from 'react-admin';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { useOrganizations } from '../shared/organizations/useOrganizations';
import { RoleHolders } from '../shared/staff/RoleHolders';
import { CalendarLinks } from './CalendarLinks';
import { OrganizationExport } from './OrganizationExport';
import { PenaltyReportExport } from './PenaltyReportExport';
import { PublishLink, PublishTokens } from './Publishing';
import { Webhooks } from './Webhooks';
import {
  AddOrganizationMemberDocument,
  OrganizationDocument,
  type OrganizationDetailFragment,
  type OrganizationRole,
  RemoveOrganizationMemberDocument,
  UpdateOrganizationDocument,
} from '../generated/graphql';

export const ORGANIZATION_ROLES: OrganizationRole[] = ['OWNER', 'ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'];

type Member = OrganizationDetailFragment['members'][number];

/** The viewer's organization: its name and short name, and who holds which role in all its events. */
export const OrganizationPage = () => {
  const translate = useTranslate();
  const { organizations, several, loaded } = useOrganizations();
  const [chosen, setChosen] = useState<string | null>(null);
  const organizationId = chosen ?? organizations[0]?.id;
  const { data } = useGql(OrganizationDocument, { id: organizationId ?? '' }, { enabled: !!organizationId });
  const organization = data?.organization;

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={translate('taikai.organization.title')} />
      <Typography variant="h5" component="h1">
        {translate('taikai.organization.title')}
      </Typography>
      {several ? (
        <TextField
          select
          size="small"
          label={translate('taikai.organization.choose')}
          value={organizationId ?? ''}
          onChange={(e) => setChosen(e.target.value)}
          sx={{ maxWidth: 360 }}
          slotProps={{ htmlInput: { 'data-testid': 'organization-select' } }}
        >
          {organizations.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {loaded && organizations.length === 0 ? <Alert severity="info">{translate('taikai.organization.none')}</Alert> : null}
      {organization ? (
        <>
          {/* Keyed by what is stored: after a save (or another organization chosen) the fields show it. */}
          <OrganizationSettings key={`${organization.id}:${organization.name}:${organization.slug}`} organization={organization} />
          <CalendarLinks slug={organization.slug} />
          <OrganizationMembers organization={organization} />
          {/* The season's penalties, for the publisher's records (owners; judges read them per person). */}
          {organization.canManage ? <PenaltyReportExport organizationId={organization.id} /> : null}
          {organization.canManage ? <OrganizationExport organizationId={organization.id} slug={organization.slug} /> : null}
          {/* Publishing: a venue server links to a hosted Taikai; a hosted one makes the tokens venues link with. */}
          {organization.canManage ? <PublishLink organizationId={organization.id} /> : null}
          {organization.canManage ? <PublishTokens organizationId={organization.id} /> : null}
          {organization.canManage ? <Webhooks organizationId={organization.id} /> : null}
        </>
      ) : null}
    </Box>
  );
};

const OrganizationSettings = ({ organization }: { organization: OrganizationDetailFragment }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [name, setName] = useState(organization.name);
  const [slug, setSlug] = useState(organization.slug);
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(UpdateOrganizationDocument, { id: organization.id, input: { name, slug } }, { success: 'taikai.organization.saved' });
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.organization.settings')}
        </Typography>
        <Box
          component="form"
          onSubmit={save}
          sx={{
            mt: 2,
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 1fr) minmax(200px, 1fr) max-content' },
          }}
        >
          <TextField
            size="small"
            label={translate('taikai.organization.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            disabled={!organization.canManage}
            required
            slotProps={{ htmlInput: { 'data-testid': 'organization-name' } }}
          />
          <TextField
            size="small"
            label={translate('taikai.organization.slug')}
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            disabled={!organization.canManage}
            helperText={translate('taikai.organization.slug_help')}
            required
            slotProps={{ htmlInput: { 'data-testid': 'organization-slug' } }}
          />
          {organization.canManage ? (
            <Button type="submit" variant="contained" disabled={pending} sx={{ minHeight: 40 }}>
              {translate('taikai.organization.save')}
            </Button>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
};

const OrganizationMembers = ({ organization }: { organization: OrganizationDetailFragment }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [removing, setRemoving] = useState<Member | null>(null);

  const remove = async (member: Member) => {
    setRemoving(null);
    await run(
      RemoveOrganizationMemberDocument,
      { organizationId: organization.id, userId: member.userId, role: member.role },
      { success: 'taikai.organization.removed' },
    );
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.organization.members')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('taikai.organization.intro')}
        </Typography>
        <RoleHolders
          label={translate('taikai.organization.members')}
          holders={organization.members}
          roles={ORGANIZATION_ROLES}
          defaultRole="JUDGE"
          roleWords="taikai.organization_roles"
          roleLabel={translate('taikai.organization.role')}
          noneText={translate('taikai.organization.no_members')}
          addText={translate('taikai.organization.add')}
          canManage={organization.canManage}
          pending={pending}
          onAdd={async (email, role) =>
            !!(await run(
              AddOrganizationMemberDocument,
              { organizationId: organization.id, email, role },
              { success: 'taikai.organization.added' },
            ))
          }
          onRemove={setRemoving}
          tableTestId="organization-members"
          roleSelectTestId="organization-role-select"
        />
      </CardContent>
      <Confirm
        isOpen={removing !== null}
        title="taikai.organization.remove_title"
        content="taikai.organization.remove_confirm"
        translateOptions={{ name: removing?.name ?? '', role: removing ? translate(`taikai.organization_roles.${removing.role}`) : '' }}
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
};
