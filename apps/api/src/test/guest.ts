// A guest buyer, without vitest: the server's tests (through test/app.ts) and bench/record-answers.ts use it.

/** A guest buyer as the checkout sends one: spread into a guest order's body beside its `Detalles`. */
export const GUEST = {
  Nit: '800197268-4',
  Tercero: 'Invitado',
  Telefono1: '3001234567',
  Direccion: 'Calle 1 # 2-3',
  Email: 'invitado@example.com',
  Ciudad: '05001',
  Departamento: '05',
};
