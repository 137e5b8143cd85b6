import { type PersonRole, personRoles } from '@mostrador/contract';
import { useTranslation } from 'react-i18next';
import { Field, FormField } from '../../components/ui/form-field';
import { Options } from '../../components/ui/options';
import type { Branch } from '../../lib/api';
import type { TermsDraft } from './drafts';

/** A branch as a buyer is given it: its address and city. */
export const branchLabel = (b: Branch) => [b.address, b.city].filter(Boolean).join(', ');

/** Role, and for a buyer the branches given and the limits (`idPrefix` keeps two forms' ids apart). */
export function TermsFields({
  idPrefix,
  draft,
  branches,
  onChange,
}: {
  idPrefix: string;
  draft: TermsDraft;
  branches: Branch[];
  onChange: (draft: TermsDraft) => void;
}) {
  const { t } = useTranslation('company');
  const toggle = (branchId: number, on: boolean) =>
    onChange({
      ...draft,
      branchIds: on ? [...draft.branchIds, branchId] : draft.branchIds.filter((id) => id !== branchId),
    });
  return (
    <>
      <Field id={`${idPrefix}-role`} label={t('field.role')} className="col-sm-6 col-lg-3">
        <select
          id={`${idPrefix}-role`}
          className="form-select"
          value={draft.role}
          onChange={(e) => onChange({ ...draft, role: e.target.value as PersonRole })}
        >
          <Options items={personRoles} label={(r) => t(`role.${r}`)} />
        </select>
        <div className="form-text">{t(`roleText.${draft.role}`)}</div>
      </Field>
      {draft.role === 'buyer' && (
        <>
          {(['orderLimit', 'monthLimit'] as const).map((limit) => (
            <FormField
              key={limit}
              id={`${idPrefix}-${limit}`}
              label={t(`field.${limit}`)}
              className="col-sm-6 col-lg-3"
              inputMode="decimal"
              value={draft[limit]}
              onChange={(e) => onChange({ ...draft, [limit]: e.target.value })}
            />
          ))}
          <fieldset className="col-12">
            <legend className="form-label fs-6 mb-1">{t('field.branches')}</legend>
            {branches.map((b) => (
              <div className="form-check" key={b.id}>
                <input
                  id={`${idPrefix}-branch-${b.id}`}
                  type="checkbox"
                  className="form-check-input"
                  checked={draft.branchIds.includes(b.id)}
                  onChange={(e) => toggle(b.id, e.target.checked)}
                />
                <label className="form-check-label" htmlFor={`${idPrefix}-branch-${b.id}`}>
                  {branchLabel(b)}
                </label>
              </div>
            ))}
          </fieldset>
          <p className="col-12 form-text mt-0">{t('limitsText')}</p>
        </>
      )}
    </>
  );
}
