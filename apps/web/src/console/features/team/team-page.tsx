import {
  linkResponse,
  staffApiPath,
  staffRoles,
  type TeamMember,
  teamResponse,
} from '@mostrador/contract/console';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError, callApi } from '../../lib/api';

export function TeamPage() {
  const { t } = useTranslation();
  const [members, setMembers] = useState<TeamMember[]>([]);
  const [link, setLink] = useState('');
  const [error, setError] = useState('');
  const load = useCallback(
    () => void callApi(staffApiPath('team'), teamResponse).then((a) => setMembers(a.members)),
    [],
  );
  useEffect(load, [load]);
  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    setError('');
    try {
      setLink((await callApi(staffApiPath('invite'), linkResponse, { method: 'POST', body: data })).link);
      load();
    } catch (e) {
      setError(e instanceof ConsoleApiError ? e.message : String(e));
    }
  }
  const reset = async (id: number) =>
    setLink((await callApi(staffApiPath('reset', id), linkResponse, { method: 'POST' })).link);
  return (
    <section>
      <h1 className="h3">{t('team.title')}</h1>
      <table className="table table-sm">
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
          {members.map((m) => (
            <tr key={m.id}>
              <td>{m.user}</td>
              <td>{m.name}</td>
              <td>{t(`roles.${m.role}`)}</td>
              <td>
                {m.hasPassword ? t('team.active') : t('team.invited')}
                {m.totpEnabled ? ' · TOTP' : ''}
              </td>
              <td>
                <button type="button" className="btn btn-link btn-sm" onClick={() => void reset(m.id)}>
                  {t('team.reset')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <InviteForm onSubmit={invite} />
      {error && (
        <div className="alert alert-danger mt-2" role="alert">
          {error}
        </div>
      )}
      {link && (
        <div className="alert alert-info mt-3" role="status">
          {t('team.link')}{' '}
          <input
            className="form-control mt-1"
            readOnly
            value={link}
            data-testid="invite-link"
            aria-label={t('team.link')}
          />
        </div>
      )}
    </section>
  );
}

function InviteForm({ onSubmit }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="h5">{t('team.invite')}</h2>
      <form className="row g-2 align-items-end" onSubmit={onSubmit}>
        <div className="col-md-3">
          <label className="form-label" htmlFor="invite-user">
            {t('team.user')}
          </label>
          <input id="invite-user" name="user" className="form-control" required />
        </div>
        <div className="col-md-3">
          <label className="form-label" htmlFor="invite-name">
            {t('team.name')}
          </label>
          <input id="invite-name" name="name" className="form-control" required />
        </div>
        <div className="col-md-3">
          <label className="form-label" htmlFor="invite-role">
            {t('team.role')}
          </label>
          <select id="invite-role" name="role" className="form-select">
            {staffRoles.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-3">
          <button type="submit" className="btn btn-primary">
            {t('team.send')}
          </button>
        </div>
      </form>
    </>
  );
}
