import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiDispatch, getSessionCustomerId, type Product } from '../../lib/api';
import { startupProductsApi } from './api/get-startup-products';

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

/**
 * Loads the startup list; a failure is only logged and the list stays as it is. A load dropped before its
 * answer (a session change resets the API state and loads again) is not a failure.
 */
export function loadStartupProducts() {
  return async (dispatch: ApiDispatch): Promise<void> => {
    const answer = await dispatch(
      startupProductsApi.endpoints.getStartupProducts.initiate(getSessionCustomerId(), {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    if (answer.isSuccess) {
      dispatch(productsReplaced(answer.data));
    } else if (answer.isError) {
      console.error('[products] startup load failed', answer.error);
    }
  };
}
