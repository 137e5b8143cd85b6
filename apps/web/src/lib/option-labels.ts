import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The words of a product's codes (a variation's colour and size, a tag or category) in the buyer's
 * language. The data keeps its codes ('white', 'xl', 'fashion'); the view shows them through the `options`
 * catalogue, and a code the catalogue does not know is shown as it is.
 */
export type OptionKind = 'color' | 'size' | 'tag';

/** Only codes that cannot be read as a nested key or a namespace ('a.b', 'ns:key') are looked up. */
const PLAIN_CODE = /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u;

export function optionLabel(t: TFunction, kind: OptionKind, code: string): string {
  const key = code.trim().toLowerCase();
  if (!PLAIN_CODE.test(key)) return code;
  return t(`${kind}.${key}`, { ns: 'options', defaultValue: code });
}

export interface OptionLabels {
  color: (code: string) => string;
  size: (code: string) => string;
  tag: (code: string) => string;
  /** A cart line's choice, "blanc · XL"; empty when it has none. */
  variant: (color: string | null | undefined, size: string | null | undefined) => string;
}

/** The option labels of the current language (the `options` catalogue loads with the shell's). */
export function useOptionLabels(): OptionLabels {
  const { t } = useTranslation('options');
  return useMemo(() => {
    const color = (code: string) => optionLabel(t, 'color', code);
    const size = (code: string) => optionLabel(t, 'size', code);
    const tag = (code: string) => optionLabel(t, 'tag', code);
    return {
      color,
      size,
      tag,
      variant: (c, s) => [c ? color(c) : '', s ? size(s) : ''].filter(Boolean).join(' · '),
    };
  }, [t]);
}
