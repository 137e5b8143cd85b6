import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormField } from '../../components/ui/form-field';

/**
 * The filter form above a console list: on submit, `onFilter` gets every field's value by its name (empty
 * ones too, so a cleared field clears its filter).
 */
export function FilterForm(props: {
  /**
   * The list's words: the form is named `<words>.title`, its button `<words>.apply` unless `apply` says, its
   * search field `<words>.search`.
   */
  words: string;
  /** The list's search field (`q`, first and wide), holding this value; absent: the list has none. */
  search?: string;
  onFilter(values: Record<string, string>): void;
  apply?: string;
  /** The apply button's column (Bootstrap grid classes). */
  applyColumn: string;
  /** Left out of the printed page. */
  noPrint?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onFilter(
      Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)])),
    );
  };
  return (
    <form
      className={`row g-2 align-items-end mb-3${props.noPrint ? ' no-print' : ''}`}
      onSubmit={submit}
      aria-label={t(`${props.words}.title`)}
    >
      {props.search !== undefined && (
        <FilterInput wide name="q" label={t(`${props.words}.search`)} defaultValue={props.search} />
      )}
      {props.children}
      <div className={props.applyColumn}>
        <button type="submit" className="btn btn-primary btn-sm">
          {props.apply ?? t(`${props.words}.apply`)}
        </button>
      </div>
    </form>
  );
}

/** A field of a filter form (its element's id is `filter-<name>`). */
interface FilterField {
  name: string;
  label: string;
  defaultValue?: string;
  /** The search field: a wider column. */
  wide?: boolean;
}

/** A field's column: the search field's is wider. */
const column = (wide?: boolean) => (wide ? 'col-12 col-md-4' : 'col-6 col-md-2');

/** A labelled text (or date) field of a filter form. */
export function FilterInput({ type = 'text', wide, ...field }: FilterField & { type?: string }) {
  return <FormField id={`filter-${field.name}`} small type={type} className={column(wide)} {...field} />;
}

/** A labelled choice of a filter form; its options are the children. */
export function FilterSelect({ children, wide, ...field }: FilterField & { children: ReactNode }) {
  return (
    <Field id={`filter-${field.name}`} label={field.label} small className={column(wide)}>
      <select
        id={`filter-${field.name}`}
        name={field.name}
        className="form-select form-select-sm"
        defaultValue={field.defaultValue}
      >
        {children}
      </select>
    </Field>
  );
}
