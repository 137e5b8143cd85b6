// The demo catalogue tree: categories -> groups -> subgroups, each subgroup with product names and a
// price range (USD). It covers the specification's demo categories (fashion men/women/kids, electronics,
// furniture, plant, organic food, flower, book, cosmetics, accessories, handmade, kids, auto parts, cakes,
// pet food) and a distributor's cleaning line. `slug` is the specification's category name.

export interface SubgroupSeed {
  nombre: string;
  /** Product names; the seed adds presentations and brands. */
  productos: readonly string[];
  /** List price range (level 1), USD. */
  precio: readonly [number, number];
}
export interface GroupSeed {
  nombre: string;
  slug?: string;
  subgrupos: readonly SubgroupSeed[];
}
export interface CategorySeed {
  id: number;
  nombre: string;
  slug: string;
  grupos: readonly GroupSeed[];
}

export const CATALOGUE: readonly CategorySeed[] = [
  {
    id: 1,
    nombre: 'Moda',
    slug: 'fashion',
    grupos: [
      {
        nombre: 'Hombre',
        slug: 'men',
        subgrupos: [
          {
            nombre: 'Camisas',
            productos: ['Camisa de lino', 'Camisa Oxford', 'Camisa guayabera'],
            precio: [18, 45],
          },
          {
            nombre: 'Pantalones',
            productos: ['Pantalón chino', 'Jean clásico', 'Bermuda de dril'],
            precio: [20, 55],
          },
          {
            nombre: 'Calzado',
            productos: ['Zapato en cuero', 'Tenis urbano', 'Sandalia de playa'],
            precio: [25, 90],
          },
        ],
      },
      {
        nombre: 'Mujer',
        slug: 'women',
        subgrupos: [
          {
            nombre: 'Blusas',
            productos: ['Blusa de algodón', 'Blusa campesina', 'Camiseta básica'],
            precio: [12, 38],
          },
          {
            nombre: 'Vestidos',
            productos: ['Vestido de verano', 'Vestido largo estampado', 'Enterizo de lino'],
            precio: [25, 70],
          },
        ],
      },
      {
        nombre: 'Niños',
        slug: 'kids',
        subgrupos: [
          {
            nombre: 'Camisetas infantiles',
            productos: ['Camiseta infantil', 'Sudadera infantil'],
            precio: [8, 22],
          },
          { nombre: 'Pijamas', productos: ['Pijama de algodón', 'Pijama térmica'], precio: [10, 25] },
        ],
      },
    ],
  },
  {
    id: 2,
    nombre: 'Electrónica',
    slug: 'electronics',
    grupos: [
      {
        nombre: 'Audio',
        subgrupos: [
          {
            nombre: 'Audífonos',
            productos: ['Audífonos inalámbricos', 'Audífonos de diadema'],
            precio: [15, 120],
          },
          { nombre: 'Parlantes', productos: ['Parlante Bluetooth', 'Barra de sonido'], precio: [25, 180] },
        ],
      },
      {
        nombre: 'Cómputo',
        subgrupos: [
          {
            nombre: 'Periféricos',
            productos: ['Teclado inalámbrico', 'Mouse ergonómico', 'Cámara web HD'],
            precio: [10, 75],
          },
          {
            nombre: 'Almacenamiento',
            productos: ['Memoria USB', 'Disco externo', 'Tarjeta microSD'],
            precio: [6, 110],
          },
        ],
      },
      {
        nombre: 'Telefonía',
        subgrupos: [
          { nombre: 'Cargadores', productos: ['Cargador rápido USB-C', 'Batería portátil'], precio: [8, 45] },
          { nombre: 'Forros y vidrios', productos: ['Forro antigolpes', 'Vidrio templado'], precio: [3, 15] },
        ],
      },
    ],
  },
  {
    id: 3,
    nombre: 'Muebles',
    slug: 'furniture',
    grupos: [
      {
        nombre: 'Hogar',
        subgrupos: [
          {
            nombre: 'Sillas',
            productos: ['Silla Rimax', 'Silla de comedor', 'Butaco de madera'],
            precio: [12, 140],
          },
          { nombre: 'Mesas', productos: ['Mesa auxiliar', 'Mesa de centro'], precio: [40, 260] },
        ],
      },
      {
        nombre: 'Oficina',
        subgrupos: [
          { nombre: 'Escritorios', productos: ['Escritorio en L', 'Escritorio plegable'], precio: [80, 320] },
          {
            nombre: 'Archivadores',
            productos: ['Archivador metálico', 'Cajonera rodante'],
            precio: [60, 220],
          },
        ],
      },
    ],
  },
  {
    id: 4,
    nombre: 'Plantas',
    slug: 'plant',
    grupos: [
      {
        nombre: 'Interior',
        subgrupos: [
          { nombre: 'Suculentas', productos: ['Suculenta en matera', 'Cactus San Pedro'], precio: [3, 18] },
          {
            nombre: 'Follaje',
            productos: ['Helecho Boston', 'Monstera deliciosa', 'Sansevieria'],
            precio: [8, 45],
          },
        ],
      },
      {
        nombre: 'Exterior',
        subgrupos: [
          {
            nombre: 'Frutales',
            productos: ['Limonero injertado', 'Aguacate Hass injerto'],
            precio: [10, 40],
          },
        ],
      },
    ],
  },
  {
    id: 5,
    nombre: 'Alimentos orgánicos',
    slug: 'organic food',
    grupos: [
      {
        nombre: 'Granos',
        subgrupos: [
          { nombre: 'Arroz', productos: ['Arroz integral orgánico', 'Arroz blanco premium'], precio: [2, 9] },
          {
            nombre: 'Leguminosas',
            productos: ['Fríjol cargamanto', 'Lenteja orgánica', 'Garbanzo'],
            precio: [2, 8],
          },
        ],
      },
      {
        nombre: 'Café y cacao',
        subgrupos: [
          {
            nombre: 'Café',
            productos: ['Café orgánico de Huila', 'Café tostado en grano', 'Café molido suave'],
            precio: [6, 24],
          },
          {
            nombre: 'Chocolate',
            productos: ['Chocolate de mesa', 'Cacao en polvo', 'Nibs de cacao'],
            precio: [3, 14],
          },
        ],
      },
      {
        nombre: 'Endulzantes',
        subgrupos: [
          {
            nombre: 'Panela y miel',
            productos: ['Panela orgánica', 'Miel de abejas', 'Azúcar de coco'],
            precio: [2, 12],
          },
        ],
      },
    ],
  },
  {
    id: 6,
    nombre: 'Flores',
    slug: 'flower',
    grupos: [
      {
        nombre: 'Ramos',
        subgrupos: [
          { nombre: 'Rosas', productos: ['Ramo de rosas rojas', 'Rosas de colores'], precio: [15, 60] },
          { nombre: 'Girasoles', productos: ['Ramo de girasoles'], precio: [12, 35] },
        ],
      },
      {
        nombre: 'Arreglos',
        subgrupos: [
          {
            nombre: 'Arreglos florales',
            productos: ['Arreglo de orquídeas', 'Arreglo tropical'],
            precio: [25, 90],
          },
        ],
      },
    ],
  },
  {
    id: 7,
    nombre: 'Libros',
    slug: 'book',
    grupos: [
      {
        nombre: 'Literatura',
        subgrupos: [
          {
            nombre: 'Novela',
            productos: ['Cien años de soledad', 'La vorágine', 'María', 'El amor en los tiempos del cólera'],
            precio: [10, 28],
          },
          {
            nombre: 'Poesía',
            productos: ['Antología poética', 'Poemas de José Asunción Silva'],
            precio: [8, 20],
          },
        ],
      },
      {
        nombre: 'Infantil',
        subgrupos: [
          { nombre: 'Cuentos', productos: ['Cuentos para dormir', 'Libro para colorear'], precio: [5, 16] },
        ],
      },
    ],
  },
  {
    id: 8,
    nombre: 'Cosméticos',
    slug: 'cosmetics',
    grupos: [
      {
        nombre: 'Cuidado facial',
        subgrupos: [
          {
            nombre: 'Cremas',
            productos: ['Crema hidratante', 'Protector solar FPS 50', 'Sérum facial'],
            precio: [6, 35],
          },
        ],
      },
      {
        nombre: 'Maquillaje',
        subgrupos: [
          {
            nombre: 'Labiales y bases',
            productos: ['Labial mate', 'Base líquida', 'Pestañina'],
            precio: [5, 25],
          },
        ],
      },
      {
        nombre: 'Cuidado capilar',
        subgrupos: [
          { nombre: 'Champús', productos: ['Champú de romero', 'Acondicionador de argán'], precio: [4, 18] },
        ],
      },
    ],
  },
  {
    id: 9,
    nombre: 'Accesorios',
    slug: 'accessories',
    grupos: [
      {
        nombre: 'Complementos',
        subgrupos: [
          { nombre: 'Bolsos', productos: ['Bolso de cuero', 'Morral escolar', 'Riñonera'], precio: [12, 85] },
          { nombre: 'Relojes', productos: ['Reloj análogo', 'Reloj deportivo'], precio: [20, 150] },
          { nombre: 'Gafas', productos: ['Gafas de sol polarizadas', 'Gafas de lectura'], precio: [8, 60] },
        ],
      },
    ],
  },
  {
    id: 10,
    nombre: 'Artesanías',
    slug: 'handmade',
    grupos: [
      {
        nombre: 'Tejidos',
        subgrupos: [
          { nombre: 'Mochilas', productos: ['Mochila wayuu', 'Mochila arhuaca'], precio: [30, 120] },
          { nombre: 'Hamacas', productos: ['Hamaca de San Jacinto', 'Chinchorro'], precio: [40, 160] },
        ],
      },
      {
        nombre: 'Cerámica',
        subgrupos: [
          {
            nombre: 'Vajilla',
            productos: ['Cazuela de La Chamba', 'Taza de cerámica pintada'],
            precio: [6, 45],
          },
        ],
      },
    ],
  },
  {
    id: 11,
    nombre: 'Infantil',
    slug: 'kids',
    grupos: [
      {
        nombre: 'Juguetes',
        subgrupos: [
          {
            nombre: 'Didácticos',
            productos: ['Rompecabezas de madera', 'Bloques de construcción', 'Ábaco'],
            precio: [6, 40],
          },
          { nombre: 'Peluches', productos: ['Oso de peluche', 'Peluche de jaguar'], precio: [8, 30] },
        ],
      },
      {
        nombre: 'Bebés',
        subgrupos: [
          {
            nombre: 'Cuidado del bebé',
            productos: ['Pañales etapa 3', 'Pañitos húmedos', 'Tetero anticólicos'],
            precio: [3, 25],
          },
        ],
      },
    ],
  },
  {
    id: 12,
    nombre: 'Autopartes',
    slug: 'auto parts',
    grupos: [
      {
        nombre: 'Mantenimiento',
        subgrupos: [
          { nombre: 'Frenos', productos: ['Pastillas de freno', 'Líquido de frenos DOT 4'], precio: [8, 60] },
          {
            nombre: 'Filtros',
            productos: ['Filtro de aceite', 'Filtro de aire', 'Filtro de combustible'],
            precio: [4, 30],
          },
          { nombre: 'Lubricantes', productos: ['Aceite 20W-50', 'Aceite sintético 5W-30'], precio: [9, 45] },
        ],
      },
      {
        nombre: 'Eléctricos',
        subgrupos: [{ nombre: 'Iluminación', productos: ['Bombillo H4', 'Kit luces LED'], precio: [5, 70] }],
      },
    ],
  },
  {
    id: 13,
    nombre: 'Tortas y repostería',
    slug: 'cakes',
    grupos: [
      {
        nombre: 'Pastelería',
        subgrupos: [
          {
            nombre: 'Tortas',
            productos: ['Torta de chocolate', 'Torta negra', 'Torta de zanahoria'],
            precio: [12, 45],
          },
          { nombre: 'Postres', productos: ['Postre de natas', 'Brownie', 'Merengón'], precio: [3, 18] },
        ],
      },
    ],
  },
  {
    id: 14,
    nombre: 'Alimento para mascotas',
    slug: 'pet food',
    grupos: [
      {
        nombre: 'Perros',
        subgrupos: [
          {
            nombre: 'Concentrado para perros',
            productos: ['Concentrado adulto', 'Concentrado cachorro', 'Galletas para perro'],
            precio: [5, 75],
          },
        ],
      },
      {
        nombre: 'Gatos',
        subgrupos: [
          {
            nombre: 'Concentrado para gatos',
            productos: ['Concentrado para gato', 'Arena para gato', 'Snack de atún'],
            precio: [4, 50],
          },
        ],
      },
    ],
  },
  {
    id: 15,
    nombre: 'Aseo y limpieza',
    slug: 'cleaning',
    grupos: [
      {
        nombre: 'Limpieza del hogar',
        subgrupos: [
          {
            nombre: 'Detergentes',
            productos: ['Detergente líquido', 'Jabón en barra', 'Lavaloza'],
            precio: [2, 20],
          },
          {
            nombre: 'Desinfectantes',
            productos: ['Limpiador multiusos', 'Blanqueador', 'Alcohol antiséptico'],
            precio: [2, 12],
          },
        ],
      },
    ],
  },
];

/** Presentations and brands that turn a product name into several believable articles. */
export const PRESENTACIONES = [
  '',
  'x 500 g',
  'x 1 kg',
  'pack x 6',
  'caja x 12',
  'referencia 2',
  'edición especial',
];
export const MARCAS = [
  'Andino',
  'La Sabana',
  'Tropical',
  'Del Valle',
  'Cordillera',
  'Caribe',
  'Pacífico',
  'Llanero',
];
