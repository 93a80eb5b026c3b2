import { useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import type { StaffAccount } from '@college/contracts/endpoints/staff-accounts';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@college/contracts/roles';
import { usePageTitle } from '../../../components/layout/page-title';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { accountsKey, addAccount, changeAccount, newPasswordLink, removeSecondFactor, useStaffAccounts } from '../api/accounts-api';
import { useMember } from './office-layout';

function RoleChecks({ idPrefix, value, onChange }: { idPrefix: string; value: StaffRole[]; onChange: (roles: StaffRole[]) => void }) {
  return (
    <fieldset className="field">
      <legend>Roles</legend>
      <div className="choice-row">
        {STAFF_ROLES.map((r) => (
          <label key={r} className="choice" htmlFor={`${idPrefix}-${r}`}>
            <input
              id={`${idPrefix}-${r}`}
              type="checkbox"
              checked={value.includes(r)}
              onChange={(e) => onChange(e.target.checked ? [...value, r] : value.filter((x) => x !== r))}
            />
            {ROLE_LABELS[r]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A one-time link, shown once, for the admin to hand over in person or by the college's own mail. */
function LinkNotice({ link, onClose }: { link: { email: string; link: string; expiresAt: string }; onClose: () => void }) {
  return (
    <section className="card link-notice" role="status" aria-labelledby="link-title">
      <h2 id="link-title">One-time link for {link.email}</h2>
      <p>
        Give this link to {link.email}. Through it they choose their password. It works once and expires on{' '}
        {new Date(link.expiresAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}. It is not shown again.
      </p>
      <p className="link-notice__link">
        <code>{link.link}</code>
      </p>
      <div className="choice-row">
        <button
          type="button"
          className="button button--small"
          onClick={() => void navigator.clipboard.writeText(link.link).then(() => toast({ title: 'Link copied', variant: 'success' }))}
        >
          Copy link
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onClose}>
          Done
        </button>
      </div>
    </section>
  );
}

function AccountRow({
  account,
  self,
  onLink,
  onChanged,
}: {
  account: StaffAccount;
  self: boolean;
  onLink: (link: { email: string; link: string; expiresAt: string }) => void;
  onChanged: () => void;
}) {
  const [roles, setRoles] = useState<StaffRole[] | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast({ title: done, variant: 'success' });
      onChanged();
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'The change could not be saved'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <td>
        {account.name}
        <br />
        <span className="hint">{account.email}</span>
      </td>
      <td>
        {roles ? (
          <>
            <RoleChecks idPrefix={`roles-${account.id}`} value={roles} onChange={setRoles} />
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              onClick={() => void run(() => changeAccount(account.id, { roles }).then(() => setRoles(null)), 'Roles changed')}
            >
              Save roles
            </button>{' '}
            <button type="button" className="link-button" onClick={() => setRoles(null)}>
              Cancel
            </button>
          </>
        ) : (
          account.roles.map((r) => ROLE_LABELS[r]).join(', ')
        )}
      </td>
      <td>{account.disabled ? 'Disabled' : account.passwordSet ? 'Active' : 'Password not set yet'}</td>
      <td>{account.totpEnabled ? 'On' : 'Off'}</td>
      <td className="account-actions">
        {roles ? null : (
          <button type="button" className="link-button" disabled={busy} onClick={() => setRoles(account.roles)}>
            Change roles<span className="visually-hidden"> of {account.email}</span>
          </button>
        )}
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() =>
            void run(async () => onLink({ email: account.email, ...(await newPasswordLink(account.id)) }), 'New password link made')
          }
        >
          New password link<span className="visually-hidden"> for {account.email}</span>
        </button>
        {account.totpEnabled ? (
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() =>
              window.confirm(`Remove two-step sign-in for ${account.email}? They set it up again at their next sign-in.`) &&
              void run(() => removeSecondFactor(account.id), 'Two-step sign-in removed')
            }
          >
            Remove two-step sign-in<span className="visually-hidden"> of {account.email}</span>
          </button>
        ) : null}
        {self ? null : (
          <button
            type="button"
            className="link-button link-button--danger"
            disabled={busy}
            onClick={() =>
              void run(
                () => changeAccount(account.id, { disabled: !account.disabled }),
                account.disabled ? 'Account enabled' : 'Account disabled',
              )
            }
          >
            {account.disabled ? 'Enable' : 'Disable'}
            <span className="visually-hidden"> {account.email}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

/** /staff/accounts: admins add members, change roles, disable accounts and issue password links. */
export function AccountsPage() {
  usePageTitle();
  const member = useMember();
  const client = useQueryClient();
  const accounts = useStaffAccounts();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>(['admissions']);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [link, setLink] = useState<{ email: string; link: string; expiresAt: string } | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: accountsKey() });
  const add = async (e: SyntheticEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const created = await addAccount({ email, name, roles });
      setLink({ email: created.account.email, ...created.passwordLink });
      setEmail('');
      setName('');
      refresh();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) setErrors(err.fieldErrors);
      else toast({ title: 'Error', description: errorMessage(err, 'The account could not be added'), variant: 'destructive' });
    }
  };
  const fieldError = (key: string) =>
    errors[key]?.[0] ?? (key === 'roles' ? Object.entries(errors).find(([k]) => k.startsWith('roles'))?.[1][0] : undefined);
  return (
    <div className="page office-page">
      <h1>Staff accounts</h1>
      {link ? <LinkNotice link={link} onClose={() => setLink(null)} /> : null}
      <form className="card staff-form staff-form--wide" onSubmit={(e) => void add(e)} noValidate aria-labelledby="add-title">
        <h2 id="add-title">Add a member of staff</h2>
        <div className="field">
          <label htmlFor="add-name">Name</label>
          <input
            id="add-name"
            value={name}
            aria-invalid={fieldError('name') ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {fieldError('name') ? <p className="error-text">{fieldError('name')}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="add-email">Email</label>
          <input
            id="add-email"
            type="email"
            value={email}
            aria-invalid={fieldError('email') ? true : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {fieldError('email') ? <p className="error-text">{fieldError('email')}</p> : null}
        </div>
        <RoleChecks idPrefix="add-role" value={roles} onChange={setRoles} />
        {fieldError('roles') ? <p className="error-text">{fieldError('roles')}</p> : null}
        <button type="submit" className="button">
          Add and make a password link
        </button>
      </form>
      <section className="card" aria-labelledby="accounts-title">
        <h2 id="accounts-title">Members ({accounts.data?.length ?? 0})</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="accounts-title">
          <table className="queue-table">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Roles</th>
                <th scope="col">Account</th>
                <th scope="col">Two-step</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {(accounts.data ?? []).map((a) => (
                <AccountRow key={a.id} account={a} self={a.id === member.id} onLink={setLink} onChanged={refresh} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
