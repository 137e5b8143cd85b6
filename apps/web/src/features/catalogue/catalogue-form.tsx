import type { ReactNode, Ref } from 'react';
import { useLocation } from 'react-router';
import { type CataloguePatch, useCatalogueFilter } from './use-catalogue-filter';

/**
 * A form of the catalogue's filters (its search, order, price range): a GET form to the page it is on that
 * carries the address's other filters as hidden fields, so the browser can send it before the app has started
 * and without JavaScript (the server renders the filtered page, back at its first page). Once started, the
 * app takes the submit (`onSubmit`).
 */
export function CatalogueForm({
  own,
  onSubmit,
  formRef,
  className,
  children,
}: {
  /** What the form's own fields set, cleared: the address's other filters are kept. */
  own: CataloguePatch;
  onSubmit: () => void;
  formRef?: Ref<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [, , hrefOf] = useCatalogueFilter();
  return (
    <form
      ref={formRef}
      action={pathname}
      method="get"
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {[...new URLSearchParams(hrefOf(own))].map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      {children}
    </form>
  );
}
