import type { Database } from '../../db/database';

export function createNewsletterRepository(db: Database) {
  return {
    /** Adds the address (lower-cased); an address already there keeps its first language and date. */
    async subscribe(email: string, idioma: string): Promise<void> {
      await db
        .insertInto('suscripciones')
        .values({ email: email.toLowerCase(), idioma })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    },
  };
}
