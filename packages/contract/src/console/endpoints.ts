import {
  productDetailResponse,
  productEditBody,
  productListQuery,
  productListResponse,
  productStockBody,
  syncStateResponse,
} from './catalogue';
import {
  citiesResponse,
  customerActResponse,
  customerBody,
  customerDetailResponse,
  customerInviteBody,
  customerInviteResponse,
  customerListQuery,
  customerListResponse,
  customerOrdersQuery,
  customerOrdersResponse,
  customerStatementQuery,
  customerStatementResponse,
} from './customers';
import { orderDetailResponse, orderInboxQuery, orderInboxResponse, orderStateBody } from './orders';
import { idParams, staffPaths } from './staff';

/**
 * The desks' endpoints (catalogue, customers, orders), one descriptor each: the path (under `STAFF_API`), what it
 * reads (the path's id, the query, the body) and its answer. The server registers a route from its descriptor.
 */
export const deskEndpoints = {
  products: { path: staffPaths.products, query: productListQuery, response: productListResponse },
  product: { path: staffPaths.product, params: idParams, response: productDetailResponse },
  productEdit: {
    path: staffPaths.product,
    params: idParams,
    body: productEditBody,
    response: productDetailResponse,
  },
  productStock: {
    path: staffPaths.productStock,
    params: idParams,
    body: productStockBody,
    response: productDetailResponse,
  },

  sync: { path: staffPaths.sync, response: syncStateResponse },
  cities: { path: staffPaths.cities, response: citiesResponse },
  customers: { path: staffPaths.customers, query: customerListQuery, response: customerListResponse },
  customer: { path: staffPaths.customer, params: idParams, response: customerDetailResponse },
  customerOrders: {
    path: staffPaths.customerOrders,
    params: idParams,
    query: customerOrdersQuery,
    response: customerOrdersResponse,
  },
  customerStatement: {
    path: staffPaths.customerStatement,
    params: idParams,
    query: customerStatementQuery,
    response: customerStatementResponse,
  },
  customerCreate: { path: staffPaths.customers, body: customerBody, response: customerDetailResponse },
  customerEdit: {
    path: staffPaths.customer,
    params: idParams,
    body: customerBody,
    response: customerDetailResponse,
  },
  customerLink: {
    path: staffPaths.customerLink,
    params: idParams,
    body: customerInviteBody,
    response: customerInviteResponse,
  },
  customerAct: { path: staffPaths.customerAct, params: idParams, response: customerActResponse },
  orders: { path: staffPaths.orders, query: orderInboxQuery, response: orderInboxResponse },
  order: { path: staffPaths.order, params: idParams, response: orderDetailResponse },
  orderState: {
    path: staffPaths.orderState,
    params: idParams,
    body: orderStateBody,
    response: orderDetailResponse,
  },
  orderRetry: { path: staffPaths.orderRetry, params: idParams, response: orderDetailResponse },
};
