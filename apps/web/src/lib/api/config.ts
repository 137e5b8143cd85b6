import { API_BASE, picturePath } from '@mostrador/contract';

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

/**
 * An address on the API server's host root (the ERP serves pictures and printable documents there, not
 * under apiGold/): relative when the API is on this site, else on the API's origin.
 */
export function hostUrl(path: string): string {
  return /^https?:\/\//i.test(apiConfig.base) ? new URL(path, apiConfig.base).toString() : path;
}

/** The address of a picture named in a record (a bare file name, as the ERP gives it). */
export function pictureUrl(name: string | undefined): string {
  return hostUrl(picturePath(name));
}
