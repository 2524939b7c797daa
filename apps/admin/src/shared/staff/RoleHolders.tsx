import Delete from '@mui/icons-material/Delete';
import PersonAdd from '@mui/icons-material/PersonAdd';
import {
  Box,
  Button,
  Chip,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { StaffAccountField } from './StaffAccountField';

export interface RoleHolder<Role extends string> {
  userId: string;
  name: string;
  email: string;
  role: Role;
}

interface RoleHoldersProps<Role extends string> {
  /** The table's accessible name. */
  label: string;
  holders: readonly RoleHolder<Role>[] | undefined;
  roles: readonly Role[];
  defaultRole: Role;
  /** The role's words, e.g. `taikai.staff_roles` or `taikai.organization_roles`. */
  roleWords: string;
  /** The heading of the role column and the role picker. */
  roleLabel: string;
  noneText: string;
  addText: string;
  /** Without it, the table only lists (no remove buttons, no form). */
  canManage: boolean;
  pending: boolean;
  /** Resolves true once added (the account field then empties). */
  onAdd: (email: string, role: Role) => Promise<boolean>;
  onRemove: (holder: RoleHolder<Role>) => void;
  tableTestId?: string;
  roleSelectTestId: string;
}

/**
 * Who holds which role, with a remove button on each and a form to give a role to an account:
 * an event's staff and an organization's members are the same list with other roles.
 */
export function RoleHolders<Role extends string>(props: RoleHoldersProps<Role>) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(props.defaultRole);
  const { holders, canManage } = props;

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return;
    if (await props.onAdd(email.trim(), role)) setEmail('');
  };

  return (
    <>
      <Table size="small" aria-label={props.label} data-testid={props.tableTestId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('taikai.staff.name')}</TableCell>
            <TableCell>{translate('taikai.staff.email')}</TableCell>
            <TableCell>{props.roleLabel}</TableCell>
            {canManage ? (
              <TableCell align="right">
                <span className="visually-hidden">{translate('ra.action.remove')}</span>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {(holders ?? []).map((holder) => (
            <TableRow key={`${holder.userId}-${holder.role}`}>
              <TableCell sx={{ fontWeight: 600 }}>{holder.name}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{holder.email}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={translate(`${props.roleWords}.${holder.role}`)} />
              </TableCell>
              {canManage ? (
                <TableCell align="right">
                  <Tooltip title={translate('ra.action.remove')}>
                    <IconButton aria-label={`${translate('ra.action.remove')} ${holder.name}`} onClick={() => props.onRemove(holder)}>
                      <Delete fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
          {holders && holders.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                {props.noneText}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {/* Account, role and button in one row on a laptop: the account field takes what is left, never less than a name. */}
      {canManage ? (
        <Box
          component="form"
          onSubmit={add}
          sx={{
            mt: 2,
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(240px, 1fr) minmax(160px, max-content) max-content' },
          }}
        >
          <StaffAccountField email={email} onChange={setEmail} />
          <TextField
            size="small"
            select
            label={props.roleLabel}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            slotProps={{ htmlInput: { 'data-testid': props.roleSelectTestId } }}
          >
            {props.roles.map((r) => (
              <MenuItem key={r} value={r}>
                {translate(`${props.roleWords}.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="outlined"
            startIcon={<PersonAdd />}
            disabled={props.pending}
            sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
          >
            {props.addText}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
