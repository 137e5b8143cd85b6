import { getProductosResponse, paths } from '@mostrador/contract';
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { apiConfig, getJson, getSessionTerceroid, type Product, toProduct } from '../../lib/api';

/** The startup product list (spec §4): replaced wholesale on success, left as it is (empty) on failure. Not persisted. */
export interface ProductsState {
  items: Product[];
  loaded: boolean;
}

const initialState: ProductsState = { items: [], loaded: false };

export const productsSlice = createSlice({
  name: 'products',
  initialState,
  reducers: {
    productsReplaced(state, action: PayloadAction<Product[]>) {
      state.items = action.payload;
      state.loaded = true;
    },
  },
});
export const { productsReplaced } = productsSlice.actions;

/** Spec §7's startup call: GetProductos_V2 with exactly these parameters (`null` = no filter). */
export function startupProductParams(terceroid: number | null) {
  return {
    codigo: null,
    descripcion: null,
    categoriaid: null,
    grupoid: null,
    subgrupoid: null,
    precio_min: null,
    precio_max: null,
    length: 0,
    bodegaid: apiConfig.bodegaid,
    orden: 0,
    webpedidoid: null,
    api: true,
    api2: null,
    terceroid,
    nombreFull: null,
  };
}

/** Loads the startup list; a failure is only logged and the list stays as it is. */
export function loadStartupProducts() {
  return async (dispatch: Dispatch): Promise<void> => {
    const answer = await getJson(
      paths.getProductos,
      startupProductParams(getSessionTerceroid()),
      getProductosResponse,
    );
    if (answer.status && answer.data.Datos) {
      dispatch(productsReplaced(answer.data.Datos.map(toProduct)));
    } else {
      console.error('[products] startup load failed', answer.status ? 'no Datos' : answer.msj);
    }
  };
}
