import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormField } from '../../components/ui/form-field';
import { LiveMessage } from '../../components/ui/live-message';
import { Options } from '../../components/ui/options';
import { useDocumentTitle } from '../../lib/document-title';
import { LANGUAGES } from '../../lib/i18n';
import { CompanySettings } from './company-settings';
import { PeopleTable } from './people-table';
import { TermsFields } from './terms-fields';
import { type CompanyPageState, useCompanyPage } from './use-company-page';

export interface CompanyPageProps {
  customerId: number;
  /** Whether the session may manage the people (the company's own login or an administrator). */
  administrator: boolean;
  /** Navigation of the customer area (composed in app/). */
  nav?: ReactNode;
}

/** Changes one person's role, branches and limits. */
function EditPerson({ page }: { page: CompanyPageState }) {
  const { t } = useTranslation('company');
  const editing = page.editing;
  const person = editing && page.people.find((p) => p.personId === editing.personId);
  if (!editing || !person) return null;
  return (
    <section aria-labelledby="company-edit-title" className="card card-body mb-4" data-testid="company-edit">
      <h2 id="company-edit-title" className="h5">
        {t('editTitle', { name: person.name })}
      </h2>
      <div className="row g-3">
        <TermsFields
          idPrefix="edit"
          draft={editing.draft}
          branches={page.branches}
          onChange={page.setEditDraft}
        />
      </div>
      <div className="d-flex gap-2 mt-3">
        <button type="button" className="btn btn-primary" disabled={page.busy} onClick={page.saveEdit}>
          {t('save')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={page.cancelEdit}>
          {t('cancel')}
        </button>
      </div>
    </section>
  );
}

/** Invites a person by e-mail: their name, language, role, and a buyer's branches and limits. */
function InvitePerson({ page }: { page: CompanyPageState }) {
  const { t } = useTranslation('company');
  const draft = page.invite;
  return (
    <form
      aria-labelledby="company-invite-title"
      className="card card-body"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void page.sendInvite();
      }}
    >
      <h2 id="company-invite-title" className="h5">
        {t('inviteTitle')}
      </h2>
      <p className="text-body-secondary small">{t('inviteText')}</p>
      <div className="row g-3">
        <FormField
          id="invite-name"
          label={t('field.name')}
          className="col-sm-6 col-lg-3"
          autoComplete="off"
          value={draft.name}
          onChange={(e) => page.setInvite({ ...draft, name: e.target.value })}
        />
        <FormField
          id="invite-email"
          label={t('field.email')}
          className="col-sm-6 col-lg-3"
          type="email"
          autoComplete="off"
          value={draft.email}
          onChange={(e) => page.setInvite({ ...draft, email: e.target.value })}
        />
        <Field id="invite-language" label={t('field.language')} className="col-sm-6 col-lg-3">
          <select
            id="invite-language"
            className="form-select"
            value={draft.language}
            onChange={(e) => page.setInvite({ ...draft, language: e.target.value as typeof draft.language })}
          >
            <Options items={LANGUAGES} label={(l) => t(`languages.${l}`, { ns: 'common' })} />
          </select>
        </Field>
        <TermsFields
          idPrefix="invite"
          draft={draft}
          branches={page.branches}
          onChange={(terms) => page.setInvite({ ...draft, ...terms })}
        />
      </div>
      <div className="mt-3">
        <button type="submit" className="btn btn-primary" disabled={page.busy}>
          {t('send')}
        </button>
      </div>
    </form>
  );
}

function CompanyPeople({ customerId }: { customerId: number }) {
  const { t } = useTranslation('company');
  const page = useCompanyPage(customerId);
  return (
    <>
      <LiveMessage message={page.message} testId="company-message" />
      {page.loadError && (
        <p className="alert alert-danger py-2" data-testid="company-load-error">
          {t(page.loadError)}
        </p>
      )}
      <h2 className="h5">{t('people')}</h2>
      {!page.loading && !page.loadError && page.people.length === 0 && (
        <p data-testid="company-empty">{t('empty')}</p>
      )}
      {page.people.length > 0 && <PeopleTable page={page} />}
      <EditPerson page={page} />
      <InvitePerson page={page} />
    </>
  );
}

/** /company: the administrators' page of the company's people, roles, branches and limits. */
export default function CompanyPage({ customerId, administrator, nav }: CompanyPageProps) {
  const { t } = useTranslation('company');
  useDocumentTitle(t('title'));
  return (
    <div className="container py-4">
      {nav}
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      {administrator ? (
        <>
          <CompanySettings />
          <CompanyPeople customerId={customerId} />
        </>
      ) : (
        <p className="alert alert-info" data-testid="company-not-administrator">
          {t('administratorsOnly')}
        </p>
      )}
    </div>
  );
}
