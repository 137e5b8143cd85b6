// Colombia's departments and their main cities (DANE codes).
import type { Database } from '../database';

export const DEPARTAMENTOS: ReadonlyArray<{
  id: string;
  nombre: string;
  ciudades: ReadonlyArray<[string, string]>;
}> = [
  {
    id: '05',
    nombre: 'Antioquia',
    ciudades: [
      ['05001', 'Medellín'],
      ['05088', 'Bello'],
      ['05360', 'Itagüí'],
      ['05266', 'Envigado'],
      ['05615', 'Rionegro'],
      ['05045', 'Apartadó'],
    ],
  },
  {
    id: '08',
    nombre: 'Atlántico',
    ciudades: [
      ['08001', 'Barranquilla'],
      ['08758', 'Soledad'],
      ['08433', 'Malambo'],
      ['08573', 'Puerto Colombia'],
    ],
  },
  { id: '11', nombre: 'Bogotá, D.C.', ciudades: [['11001', 'Bogotá, D.C.']] },
  {
    id: '13',
    nombre: 'Bolívar',
    ciudades: [
      ['13001', 'Cartagena de Indias'],
      ['13430', 'Magangué'],
      ['13836', 'Turbaco'],
    ],
  },
  {
    id: '15',
    nombre: 'Boyacá',
    ciudades: [
      ['15001', 'Tunja'],
      ['15238', 'Duitama'],
      ['15759', 'Sogamoso'],
      ['15176', 'Chiquinquirá'],
    ],
  },
  {
    id: '17',
    nombre: 'Caldas',
    ciudades: [
      ['17001', 'Manizales'],
      ['17380', 'La Dorada'],
      ['17174', 'Chinchiná'],
    ],
  },
  { id: '18', nombre: 'Caquetá', ciudades: [['18001', 'Florencia']] },
  {
    id: '19',
    nombre: 'Cauca',
    ciudades: [
      ['19001', 'Popayán'],
      ['19698', 'Santander de Quilichao'],
    ],
  },
  {
    id: '20',
    nombre: 'Cesar',
    ciudades: [
      ['20001', 'Valledupar'],
      ['20011', 'Aguachica'],
    ],
  },
  {
    id: '23',
    nombre: 'Córdoba',
    ciudades: [
      ['23001', 'Montería'],
      ['23417', 'Lorica'],
      ['23162', 'Cereté'],
    ],
  },
  {
    id: '25',
    nombre: 'Cundinamarca',
    ciudades: [
      ['25754', 'Soacha'],
      ['25899', 'Zipaquirá'],
      ['25269', 'Facatativá'],
      ['25290', 'Fusagasugá'],
      ['25175', 'Chía'],
      ['25307', 'Girardot'],
    ],
  },
  { id: '27', nombre: 'Chocó', ciudades: [['27001', 'Quibdó']] },
  {
    id: '41',
    nombre: 'Huila',
    ciudades: [
      ['41001', 'Neiva'],
      ['41551', 'Pitalito'],
      ['41298', 'Garzón'],
    ],
  },
  {
    id: '44',
    nombre: 'La Guajira',
    ciudades: [
      ['44001', 'Riohacha'],
      ['44430', 'Maicao'],
    ],
  },
  {
    id: '47',
    nombre: 'Magdalena',
    ciudades: [
      ['47001', 'Santa Marta'],
      ['47189', 'Ciénaga'],
    ],
  },
  {
    id: '50',
    nombre: 'Meta',
    ciudades: [
      ['50001', 'Villavicencio'],
      ['50006', 'Acacías'],
      ['50313', 'Granada'],
    ],
  },
  {
    id: '52',
    nombre: 'Nariño',
    ciudades: [
      ['52001', 'Pasto'],
      ['52835', 'San Andrés de Tumaco'],
      ['52356', 'Ipiales'],
    ],
  },
  {
    id: '54',
    nombre: 'Norte de Santander',
    ciudades: [
      ['54001', 'Cúcuta'],
      ['54498', 'Ocaña'],
      ['54518', 'Pamplona'],
      ['54874', 'Villa del Rosario'],
    ],
  },
  {
    id: '63',
    nombre: 'Quindío',
    ciudades: [
      ['63001', 'Armenia'],
      ['63130', 'Calarcá'],
    ],
  },
  {
    id: '66',
    nombre: 'Risaralda',
    ciudades: [
      ['66001', 'Pereira'],
      ['66170', 'Dosquebradas'],
      ['66682', 'Santa Rosa de Cabal'],
    ],
  },
  {
    id: '68',
    nombre: 'Santander',
    ciudades: [
      ['68001', 'Bucaramanga'],
      ['68276', 'Floridablanca'],
      ['68307', 'Girón'],
      ['68547', 'Piedecuesta'],
      ['68081', 'Barrancabermeja'],
    ],
  },
  {
    id: '70',
    nombre: 'Sucre',
    ciudades: [
      ['70001', 'Sincelejo'],
      ['70215', 'Corozal'],
    ],
  },
  {
    id: '73',
    nombre: 'Tolima',
    ciudades: [
      ['73001', 'Ibagué'],
      ['73268', 'Espinal'],
      ['73449', 'Melgar'],
    ],
  },
  {
    id: '76',
    nombre: 'Valle del Cauca',
    ciudades: [
      ['76001', 'Cali'],
      ['76520', 'Palmira'],
      ['76109', 'Buenaventura'],
      ['76834', 'Tuluá'],
      ['76147', 'Cartago'],
      ['76111', 'Guadalajara de Buga'],
      ['76892', 'Yumbo'],
      ['76364', 'Jamundí'],
    ],
  },
  {
    id: '81',
    nombre: 'Arauca',
    ciudades: [
      ['81001', 'Arauca'],
      ['81736', 'Saravena'],
    ],
  },
  {
    id: '85',
    nombre: 'Casanare',
    ciudades: [
      ['85001', 'Yopal'],
      ['85010', 'Aguazul'],
    ],
  },
  {
    id: '86',
    nombre: 'Putumayo',
    ciudades: [
      ['86001', 'Mocoa'],
      ['86568', 'Puerto Asís'],
    ],
  },
  {
    id: '88',
    nombre: 'Archipiélago de San Andrés, Providencia y Santa Catalina',
    ciudades: [
      ['88001', 'San Andrés'],
      ['88564', 'Providencia'],
    ],
  },
  { id: '91', nombre: 'Amazonas', ciudades: [['91001', 'Leticia']] },
  { id: '94', nombre: 'Guainía', ciudades: [['94001', 'Inírida']] },
  { id: '95', nombre: 'Guaviare', ciudades: [['95001', 'San José del Guaviare']] },
  { id: '97', nombre: 'Vaupés', ciudades: [['97001', 'Mitú']] },
  { id: '99', nombre: 'Vichada', ciudades: [['99001', 'Puerto Carreño']] },
];

/**
 * Writes the departments and their cities when the database has none: reference data every shop needs, demo
 * or not (a customer's branch names its city by DANE code; one whose city is unknown is left out).
 */
export async function ensurePlaces(db: Database): Promise<void> {
  if (await db.selectFrom('departamentos').select('id').limit(1).executeTakeFirst()) return;
  await db
    .insertInto('departamentos')
    .values(DEPARTAMENTOS.map((d) => ({ id: d.id, nombre: d.nombre })))
    .execute();
  await db
    .insertInto('ciudades')
    .values(
      DEPARTAMENTOS.flatMap((d) => d.ciudades.map(([id, nombre]) => ({ id, departamento_id: d.id, nombre }))),
    )
    .execute();
}
