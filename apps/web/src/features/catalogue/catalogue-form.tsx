import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { whenHydrated } from '../../lib/hydrate-in-turn';
import { type CataloguePatch, useCatalogueFilter } from './use-catalogue-filter';

/** The form's field called `name` (an input or a select), if it has one. */
export function fieldOf(
  form: RefObject<HTMLFormElement | null>,
  name: string,
): HTMLInputElement | HTMLSelectElement | undefined {
  const field = form.current?.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field : undefined;
}

/**
 * A form of the catalogue's filters (its search, order, price range): a GET form to the page it is on that
 * carries the address's other filters as hidden fields, so the browser can send it before the app has started
 * and without JavaScript (the server renders the filtered page, back at its first page). Once started, the
 * app takes the submit (`onSubmit`). Its fields are not bound to state, so what a visitor gives them before the
 * start survives hydration: `onStart` applies it once every part of the page has been hydrated (a part still
 * waiting keeps the server's links, which would miss the change); `shows` puts the address's values in them
 * when those change under the form (a link cleared a filter, another currency).
 */
export function CatalogueForm({
  formRef,
  own,
  shows,
  onSubmit,
  onStart,
  className,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  /** What the form's own fields set, cleared: the address's other filters are kept. */
  own: CataloguePatch;
  /** Each field's value as the address gives it (by name). */
  shows: Record<string, string>;
  onSubmit: () => void;
  onStart?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [, , hrefOf] = useCatalogueFilter();
  const shown = useRef(shows);
  useEffect(() => {
    for (const [name, value] of Object.entries(shows)) {
      if (shown.current[name] === value) continue;
      const field = fieldOf(formRef, name);
      if (field && field.value.trim() !== value.trim()) field.value = value;
    }
    shown.current = shows;
  });
  const start = useRef(onStart);
  start.current = onStart;
  useEffect(() => whenHydrated(() => start.current?.()), []);
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
