import { API_BASE } from '@mostrador/contract';

function intFromEnv(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isSafeInteger(n) && n >= 0 ? n : fallback;
}

/** Where the API lives and who the shop calls it as (spec §6: usuarioid 1, empresaid 1). */
export const apiConfig = {
  base: import.meta.env.VITE_API_BASE || API_BASE,
  usuarioid: intFromEnv(import.meta.env.VITE_USUARIOID, 1),
  empresaid: intFromEnv(import.meta.env.VITE_EMPRESAID, 1),
  /** The warehouse the shop sells from (spec §9: bodegaid 1). */
  bodegaid: intFromEnv(import.meta.env.VITE_BODEGAID, 1),
} as const;
