// The ERP's note of an order: within the wire's 500 UTF-16 units, the details and the marker whole, the buyer's
// note (then the person's name) shortened, never inside a character.
import { describe, expect, it } from 'vitest';
import { erpOrderNote, type NoteParts } from './order-note';

const parts: NoteParts = {
  note: '',
  person: 'Ana Pérez',
  purchaseOrder: '4500-17',
  deliveryDate: '2026-12-14',
  deliveryMethod: 'Camión del distribuidor',
  marker: '[WEB-12/abc]',
};
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('the ERP’s note of an order', () => {
  it('names the buyer’s note, the person and the details, then the marker', () => {
    expect(erpOrderNote({ ...parts, note: 'Por la puerta de atrás' })).toBe(
      'Por la puerta de atrás Pedido por Ana Pérez. OC «4500-17». Entrega 2026-12-14. Método Camión del distribuidor. [WEB-12/abc]',
    );
  });

  it('cuts a note of emoji at a whole character, within 500', () => {
    const note = erpOrderNote({ ...parts, note: '🚚'.repeat(250) });
    expect(note.length).toBeLessThanOrEqual(500);
    expect(note).not.toMatch(LONE_SURROGATE);
    expect(note).toContain('… Pedido por Ana Pérez.');
  });

  it('keeps the purchase order and the marker whole when the person’s name is too long for the room', () => {
    const note = erpOrderNote({ ...parts, note: 'x'.repeat(500), person: 'N'.repeat(600) });
    expect(note.length).toBeLessThanOrEqual(500);
    expect(
      note.endsWith('OC «4500-17». Entrega 2026-12-14. Método Camión del distribuidor. [WEB-12/abc]'),
    ).toBe(true);
  });
});
