import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isValidEmail } from '../../../engine';
import { errorMessageOf } from '../../api/errors';
import { queryClient } from '../../app/query-client';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/fields/TextField';
import { AdminOnly } from '../AdminOnly';
import { StaffForm } from '../StaffForm';
import { StaffTable } from '../StaffTable';
import { ErrorNotice } from '../ErrorNotice';
import { disableStaff, fetchStaffList, inviteStaff, staffListKey } from '../api/admin';
import { staffRole, type StaffRole, type StaffSummary } from '../../../contracts/staff-accounts';
import { useStaffMe } from '../use-staff-me';
import { GrantsEditor } from '../accounts/GrantsEditor';

const EMAIL_INVALID = 'Enter the staff member’s e-mail address, like name@example.edu.';

function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('reader');
  const [errors, setErrors] = useState<string[] | undefined>();
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => {
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: staffListKey });
    },
  });

  function submit() {
    const problems = isValidEmail(email.trim()) ? undefined : [EMAIL_INVALID];
    setErrors(problems);
    if (problems) document.getElementById('invite_email')?.focus();
    else invite.mutate({ email: email.trim(), role });
  }

  return (
    <section aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite a staff member</h2>
      {invite.data && (
        <Notice kind="success" testId="staff-invite-sent">
          <p>
            An invitation was sent to {invite.data.username}. Its link works once, for 72 hours.
          </p>
        </Notice>
      )}
      <ErrorNotice error={invite.error} />
      <StaffForm onSubmit={submit} pending={invite.isPending} submitLabel="Send invitation">
        <TextField
          id="invite_email"
          label="E-mail address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          errors={errors}
        />
        <fieldset className="field">
          <legend className="field__label">Role</legend>
          {staffRole.enum.map((value) => (
            <label key={value} className="staff-radio">
              <input
                type="radio"
                name="invite_role"
                value={value}
                checked={role === value}
                onChange={() => setRole(value)}
              />{' '}
              {value === 'reader'
                ? 'Reader: finds and reads applications (no sensitive category until granted)'
                : 'Administrator: also manages staff and reads the audit (every sensitive category until narrowed)'}
            </label>
          ))}
        </fieldset>
      </StaffForm>
    </section>
  );
}

function StaffRow({ account, isMe }: { account: StaffSummary; isMe: boolean }) {
  const disable = useMutation({
    mutationFn: () => disableStaff(account.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffListKey }),
  });
  return (
    <tr>
      <td>{account.username}</td>
      <td>{account.role}</td>
      <td>{account.status}</td>
      <td>
        <GrantsEditor account={account} isMe={isMe} />
      </td>
      <td>
        {account.status !== 'disabled' && !isMe && (
          <button
            type="button"
            className="button button--warning"
            onClick={() => disable.mutate()}
            aria-disabled={disable.isPending || undefined}
          >
            Disable <span className="visually-hidden">{account.username}</span>
          </button>
        )}
        {disable.error && <p role="alert">{errorMessageOf(disable.error)}</p>}
      </td>
    </tr>
  );
}

const STAFF_COLUMNS = ['E-mail address', 'Role', 'Status', 'Sensitive categories', 'Actions'];

function StaffList() {
  const me = useStaffMe();
  const list = useQuery({ queryKey: staffListKey, queryFn: fetchStaffList });
  if (list.error) return <ErrorNotice error={list.error} />;
  if (!list.data) return <p role="status">Loading staff accounts…</p>;
  return (
    <StaffTable caption="Staff accounts" columns={STAFF_COLUMNS} testId="staff-accounts-table">
      {list.data.items.map((account) => (
        <StaffRow key={account.id} account={account} isMe={account.username === me.username} />
      ))}
    </StaffTable>
  );
}

/** Staff accounts, for admins: invite, list, grant sensitive categories, disable. */
export function Component() {
  return (
    <AdminOnly title="Staff">
      <InviteForm />
      <StaffList />
    </AdminOnly>
  );
}
