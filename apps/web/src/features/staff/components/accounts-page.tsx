import { displayDateTime } from '@college/contracts/rules/day';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createStaffAccount, type StaffAccount } from '@college/contracts/endpoints/staff-accounts';
import { CheckboxField, TextField } from '../../../components/form/fields';
import { bind, errorOf } from '../../../components/form/bind';
import { showFieldErrors } from '../../../components/form/field-errors';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@college/contracts/roles';
import { usePageTitle } from '../../../components/layout/page-title';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useAddAccount, useChangeAccount, useNewPasswordLink, useRemoveSecondFactor, useStaffAccounts } from '../api/accounts-api';
import { useMember } from './office-layout';
import { OfficeTable } from './office-table';

function RoleChecks({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="field" aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend>Roles</legend>
      <div className="choice-row">
        {STAFF_ROLES.map((r) => (
          <CheckboxField
            bare
            key={r}
            id={`${idPrefix}-${r}`}
            label={ROLE_LABELS[r]}
            checked={value.includes(r)}
            onChange={(on) => onChange(on ? [...value, r] : value.filter((x) => x !== r))}
          />
        ))}
      </div>
      {error ? (
        <p id={`${idPrefix}-error`} className="error-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The one-time link was emailed to the member. The link itself stays behind a disclosure, for the
 * day the email does not arrive: then, and only then, the admin hands it over.
 */
function LinkNotice({ link, onClose }: { link: { email: string; link: string; expiresAt: string }; onClose: () => void }) {
  return (
    <section className="card link-notice" role="status" aria-labelledby="link-title">
      <h2 id="link-title">Invitation emailed to {link.email}</h2>
      <p>
        The email holds a one-time link through which they choose their password. It works once and expires on{' '}
        {displayDateTime(link.expiresAt)}.
      </p>
      <details>
        <summary>The email did not arrive? Show the link to hand over in person</summary>
        <p className="link-notice__link">
          <code>{link.link}</code>
        </p>
      </details>
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
}: {
  account: StaffAccount;
  self: boolean;
  onLink: (link: { email: string; link: string; expiresAt: string }) => void;
}) {
  const [roles, setRoles] = useState<StaffRole[] | null>(null);
  const change = useChangeAccount();
  const newLink = useNewPasswordLink();
  const removeTwoStep = useRemoveSecondFactor();
  const busy = change.isPending || newLink.isPending || removeTwoStep.isPending;
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast({ title: done, variant: 'success' });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'The change could not be saved'), variant: 'destructive' });
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
              onClick={() => void run(() => change.mutateAsync({ id: account.id, roles }).then(() => setRoles(null)), 'Roles changed')}
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
      <td>
        <div className="account-actions">
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
              void run(async () => onLink({ email: account.email, ...(await newLink.mutateAsync(account.id)) }), 'New password link made')
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
                void run(() => removeTwoStep.mutateAsync(account.id), 'Two-step sign-in removed')
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
                  () => change.mutateAsync({ id: account.id, disabled: !account.disabled }),
                  account.disabled ? 'Account enabled' : 'Account disabled',
                )
              }
            >
              {account.disabled ? 'Enable' : 'Disable'}
              <span className="visually-hidden"> {account.email}</span>
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** /staff/accounts: admins add members, change roles, disable accounts and issue password links. */
export function AccountsPage() {
  usePageTitle();
  const member = useMember();
  const accounts = useStaffAccounts();
  const addAccount = useAddAccount();
  const form = useForm({
    resolver: zodResolver(createStaffAccount.body),
    defaultValues: { email: '', name: '', roles: ['admissions'] as StaffRole[] },
  });
  const roles = bind(form, 'roles');
  const [link, setLink] = useState<{ email: string; link: string; expiresAt: string } | null>(null);
  const add = form.handleSubmit(async (body) => {
    try {
      const created = await addAccount.mutateAsync(body);
      setLink({ email: created.account.email, ...created.passwordLink });
      form.reset({ email: '', name: '', roles: body.roles });
    } catch (err) {
      // A problem with one of the roles is shown under the roles.
      if (!showFieldErrors(form, err, (path) => path.split('.')[0] as 'email'))
        toast({ title: 'Error', description: errorMessage(err, 'The account could not be added'), variant: 'destructive' });
    }
  });
  return (
    <div className="page office-page">
      <h1>Staff accounts</h1>
      {link ? <LinkNotice link={link} onClose={() => setLink(null)} /> : null}
      <form className="card staff-form staff-form--wide" onSubmit={(e) => void add(e)} noValidate aria-labelledby="add-title">
        <h2 id="add-title">Add a member of staff</h2>
        <TextField id="add-name" label="Name" {...bind(form, 'name')} error={errorOf(form, 'name')} />
        <TextField id="add-email" label="Email" type="email" {...bind(form, 'email')} error={errorOf(form, 'email')} />
        <RoleChecks idPrefix="add-role" value={roles.value} onChange={roles.onChange} error={errorOf(form, 'roles')} />
        <button type="submit" className="button" disabled={addAccount.isPending}>
          Add and make a password link
        </button>
      </form>
      <section className="card" aria-labelledby="accounts-title">
        <h2 id="accounts-title">Members ({accounts.data?.length ?? 0})</h2>
        <OfficeTable labelledBy="accounts-title" columns={['Member', 'Roles', 'Account', 'Two-step', 'Actions']}>
          {(accounts.data ?? []).map((a) => (
            <AccountRow key={a.id} account={a} self={a.id === member.id} onLink={setLink} />
          ))}
        </OfficeTable>
      </section>
    </div>
  );
}
