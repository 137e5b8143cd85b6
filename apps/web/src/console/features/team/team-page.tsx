import { type StaffRole, staffRoles, type TeamMember } from '@mostrador/contract/console';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormField } from '../../../components/ui/form-field';
import { Alert } from '../../components/alert';
import { ConsolePage } from '../../components/console-page';
import { useTeamPage } from './use-team-page';

export function TeamPage() {
  const { t } = useTranslation();
  const team = useTeamPage();
  return (
    <ConsolePage title={t('team.title')}>
      <table className="table table-sm align-middle">
        <thead>
          <tr>
            <th scope="col">{t('team.user')}</th>
            <th scope="col">{t('team.name')}</th>
            <th scope="col">{t('team.role')}</th>
            <th scope="col">{t('team.status')}</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {team.members.map((m) => (
            <MemberRow key={m.id} member={m} team={team} />
          ))}
        </tbody>
      </table>
      {team.saved && (
        <p className="text-success" role="status">
          {team.saved}
        </p>
      )}
      {team.error && (
        <Alert tone="danger" className="mt-2">
          {team.error}
        </Alert>
      )}
      <InviteForm onSubmit={(event) => void team.invite(event)} />
      {team.link && (
        <Alert tone="info" className="mt-3">
          {t('team.link')}{' '}
          <input
            className="form-control mt-1"
            readOnly
            value={team.link}
            data-testid="invite-link"
            aria-label={t('team.link')}
          />
        </Alert>
      )}
    </ConsolePage>
  );
}

/** A member: its role (an owner changes it here), whether it is on, a new password link, off or on again. */
function MemberRow({ member: m, team }: { member: TeamMember; team: ReturnType<typeof useTeamPage> }) {
  const { t } = useTranslation();
  const status = m.active ? t(m.hasPassword ? 'team.active' : 'team.invited') : t('team.inactive');
  return (
    <tr data-testid="member-row">
      <td>{m.user}</td>
      <td>{m.name}</td>
      <td>
        <select
          className="form-select form-select-sm"
          aria-label={t('team.roleOf', { user: m.user })}
          value={m.role}
          onChange={(e) => void team.update(m.id, { role: e.target.value as StaffRole })}
        >
          <RoleOptions />
        </select>
      </td>
      <td>
        {status}
        {m.totpEnabled ? ' · TOTP' : ''}
      </td>
      <td className="text-nowrap">
        <button type="button" className="btn btn-link btn-sm" onClick={() => void team.reset(m.id)}>
          {t('team.reset')}
        </button>
        <button
          type="button"
          className={`btn btn-sm ${m.active ? 'btn-outline-danger' : 'btn-outline-primary'}`}
          aria-label={t(m.active ? 'team.deactivateUser' : 'team.reactivateUser', { user: m.user })}
          onClick={() => void team.update(m.id, { active: !m.active })}
        >
          {t(m.active ? 'team.deactivate' : 'team.reactivate')}
        </button>
      </td>
    </tr>
  );
}

function InviteForm({ onSubmit }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="h5">{t('team.invite')}</h2>
      <form className="row g-2 align-items-end" onSubmit={onSubmit}>
        <FormField id="invite-user" name="user" label={t('team.user')} className="col-md-3" required />
        <FormField id="invite-name" name="name" label={t('team.name')} className="col-md-3" required />
        <Field id="invite-role" label={t('team.role')} className="col-md-3">
          <select id="invite-role" name="role" className="form-select">
            <RoleOptions />
          </select>
        </Field>
        <div className="col-md-3">
          <button type="submit" className="btn btn-primary">
            {t('team.send')}
          </button>
        </div>
      </form>
    </>
  );
}

/** The roles, in the page's language, as a select's options. */
function RoleOptions() {
  const { t } = useTranslation();
  return staffRoles.map((r) => (
    <option key={r} value={r}>
      {t(`roles.${r}`)}
    </option>
  ));
}
