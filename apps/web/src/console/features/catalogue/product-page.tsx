import type { ProductDetail, StaffMe } from '@mostrador/contract/console';
import { typedAmount } from '@mostrador/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CheckField, Field, FormField } from '../../../components/ui/form-field';
import { Alert } from '../../components/alert';
import { majorText, tiersOf, tiersText, useProduct } from './use-product';

const LEVELS = [1, 2, 3, 4, 5] as const;

function PictureList({
  pictures,
  onChange,
  disabled,
}: {
  pictures: string[];
  onChange: (p: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [name] = next.splice(from, 1);
    if (name !== undefined) next.splice(to, 0, name);
    onChange(next);
  };
  return (
    <ol className="list-unstyled d-flex flex-wrap gap-2" data-testid="product-pictures">
      {pictures.map((name, i) => (
        <li key={name} className="border rounded p-1 text-center">
          <img src={`/Files/Images/${encodeURIComponent(name)}`} alt={name} width={80} height={80} />
          <div className="small">{name}</div>
          <button
            type="button"
            className="btn btn-link btn-sm"
            disabled={disabled || i === 0}
            onClick={() => move(i, i - 1)}
            aria-label={`${t('catalogue.product.up')} ${name}`}
          >
            ▲
          </button>
          <button
            type="button"
            className="btn btn-link btn-sm"
            disabled={disabled || i === pictures.length - 1}
            onClick={() => move(i, i + 1)}
            aria-label={`${t('catalogue.product.down')} ${name}`}
          >
            ▼
          </button>
        </li>
      ))}
    </ol>
  );
}

function EditForm({
  product,
  canEdit,
  onSave,
}: {
  product: ProductDetail;
  canEdit: boolean;
  onSave: ReturnType<typeof useProduct>['save'];
}) {
  const { t } = useTranslation();
  const [pictures, setPictures] = useState(product.pictures);
  const [tiersError, setTiersError] = useState(false);
  const [pricesError, setPricesError] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const tiers = tiersOf(String(data.get('tiers') ?? ''));
    const prices = LEVELS.map((l) => typedAmount(String(data.get(`price${l}`) ?? '')));
    setTiersError(tiers === undefined);
    setPricesError(prices.includes(undefined));
    if (tiers === undefined || prices.includes(undefined)) return;
    void onSave({
      prices: prices.map((price) => price ?? null),
      tiers,
      published: data.get('published') === 'on',
      pictures,
      description: String(data.get('description') ?? ''),
    });
  };
  return (
    <form onSubmit={submit} aria-label={product.name}>
      <fieldset disabled={!canEdit}>
        <legend className="h5">{t('catalogue.product.prices')}</legend>
        <div className="row g-2 mb-3">
          {LEVELS.map((l) => (
            <FormField
              key={l}
              id={`price${l}`}
              name={`price${l}`}
              label={t('catalogue.product.level', { level: l })}
              small
              className="col-6 col-md-2"
              inputMode="decimal"
              defaultValue={majorText(product.prices[l - 1])}
            />
          ))}
        </div>
        {pricesError && <div className="text-danger small mb-2">{t('catalogue.product.badPrices')}</div>}
        <Field id="tiers" label={t('catalogue.product.tiers')}>
          <input
            id="tiers"
            name="tiers"
            className="form-control form-control-sm mb-1"
            defaultValue={tiersText(product)}
            aria-invalid={tiersError}
          />
        </Field>
        {tiersError && <div className="text-danger small">{t('catalogue.product.badTiers')}</div>}
        <CheckField
          id="published"
          name="published"
          label={t('catalogue.product.published')}
          className="my-3"
          defaultChecked={product.published}
        />
        <h2 className="h5">{t('catalogue.product.pictures')}</h2>
        <PictureList pictures={pictures} onChange={setPictures} disabled={!canEdit} />
        <Field id="description" label={t('catalogue.product.description')}>
          <textarea
            id="description"
            name="description"
            rows={5}
            className="form-control mb-2"
            defaultValue={product.description}
          />
        </Field>
        <button type="submit" className="btn btn-primary">
          {t('catalogue.product.save')}
        </button>
      </fieldset>
    </form>
  );
}

export function ProductPage({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const state = useProduct(id);
  const { product } = state;
  if (!product) return state.error ? <div className="alert alert-danger">{state.error}</div> : null;
  const owner = me.role === 'owner' && !product.readOnly;
  const stocker = (me.role === 'owner' || me.role === 'warehouse') && !product.readOnly;
  const submitStock = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void state.saveStock(Number(new FormData(event.currentTarget).get('stock')));
  };
  return (
    <section>
      <Link to="/catalogue">{t('catalogue.product.back')}</Link>
      <h1 className="h3">
        {product.code} · {product.name}
      </h1>
      {product.readOnly && <p className="alert alert-info">{t('catalogue.readOnly')}</p>}
      {state.error && <Alert tone="danger">{state.error}</Alert>}
      {state.saved && <Alert tone="success">{t('catalogue.product.saved')}</Alert>}
      <form
        className="row g-2 align-items-end mb-3"
        onSubmit={submitStock}
        aria-label={t('catalogue.product.stock')}
      >
        <FormField
          id="stock"
          name="stock"
          label={t('catalogue.product.stock')}
          small
          className="col-6 col-md-2"
          type="number"
          min={0}
          defaultValue={product.stock}
          disabled={!stocker}
        />
        <div className="col-6 col-md-2">
          <button type="submit" className="btn btn-outline-primary btn-sm" disabled={!stocker}>
            {t('catalogue.product.saveStock')}
          </button>
        </div>
      </form>
      <EditForm key={product.pictures.join('|')} product={product} canEdit={owner} onSave={state.save} />
      {owner && (
        <FormField
          id="upload"
          label={t('catalogue.product.upload')}
          className="my-3"
          type="file"
          accept="image/*"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void state.upload(file);
          }}
        />
      )}
      <h2 className="h5 mt-3">{t('catalogue.product.preview')}</h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server as the shop's (lib/sanitize-html.ts) */}
      <div className="border rounded p-2" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
    </section>
  );
}
