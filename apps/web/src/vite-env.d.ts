/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base path of the apiGold API (default `/apiGold/`). */
  readonly VITE_API_BASE?: string;
  readonly VITE_USUARIOID?: string;
  readonly VITE_EMPRESAID?: string;
  readonly VITE_BODEGAID?: string;
  /** The ERP deployment's public (visitor) token, if any. Never a secret. */
  readonly VITE_PUBLIC_TOKEN?: string;
  /** The shop's mailbox the contact form writes to (default ventas@mostrador.example). */
  readonly VITE_CONTACT_EMAIL?: string;
}
