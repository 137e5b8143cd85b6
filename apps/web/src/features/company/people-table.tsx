import type { Minor } from '@mostrador/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, EndCell } from '../../components/ui/data-table';
import type { Branch, Person } from '../../lib/api';
import { useFormatAccountMoney } from '../../lib/currency';
import { branchLabel } from './terms-fields';
import type { CompanyPageState } from './use-company-page';

function PersonRow({
  person,
  branches,
  page,
}: {
  person: Person;
  branches: Branch[];
  page: CompanyPageState;
}) {
  const { t } = useTranslation('company');
  const format = useFormatAccountMoney();
  const limit = (x: Minor | null) => (x === null ? t('noLimit') : format(x));
  const given = branches.filter((b) => person.branchIds.includes(b.id)).map(branchLabel);
  const buyer = person.role === 'buyer';
  const actions = [
    [t('change'), 'primary', () => page.edit(person.personId)],
    [
      t(person.active ? 'deactivate' : 'activate'),
      'danger',
      () => page.setActive(person.personId, !person.active),
    ],
  ] as const;
  return (
    <tr data-testid="company-person" data-email={person.email}>
      <td className="fw-semibold">{person.name}</td>
      <td data-label={t('column.email')}>{person.email}</td>
      <td data-label={t('column.role')}>{t(`role.${person.role}`)}</td>
      <td data-label={t('column.language')}>
        {t(`languages.${person.language}`, { ns: 'common', defaultValue: person.language })}
      </td>
      <td data-label={t('column.state')}>
        {t(!person.active ? 'state.inactive' : person.invited ? 'state.invited' : 'state.active')}
      </td>
      <td data-label={t('column.branches')}>{buyer ? given.join('; ') || '–' : t('allBranches')}</td>
      <EndCell label={t('column.orderLimit')}>{buyer ? limit(person.orderLimit) : '–'}</EndCell>
      <EndCell label={t('column.monthLimit')}>{buyer ? limit(person.monthLimit) : '–'}</EndCell>
      <td className="text-nowrap">
        {actions.map(([label, tone, run]) => (
          <button
            onClick={run}
            disabled={page.busy}
            className={`btn btn-sm me-2 btn-outline-${tone}`}
            type="button"
            key={tone}
          >
            {label} <span className="visually-hidden">{person.name}</span>
          </button>
        ))}
      </td>
    </tr>
  );
}

/** The company's people: who, their role, language, state, branches and limits, and what to do with each. */
export function PeopleTable({ page }: { page: CompanyPageState }) {
  const { t } = useTranslation('company');
  const columns = ['name', 'email', 'role', 'language', 'state', 'branches'] as const;
  return (
    <DataTable
      testId="company-people"
      caption={t('people')}
      captionClassName="visually-hidden"
      className="align-middle"
      stacked
      columns={[
        ...columns.map((c) => ({ label: t(`column.${c}`) })),
        { label: t('column.orderLimit'), end: true },
        { label: t('column.monthLimit'), end: true },
        { label: t('column.actions'), hidden: true },
      ]}
    >
      <tbody>
        {page.people.map((p) => (
          <PersonRow key={p.personId} person={p} branches={page.branches} page={page} />
        ))}
      </tbody>
    </DataTable>
  );
}
