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
import { staffPaths } from './staff';

/**
 * The desks' endpoints (catalogue, customers, orders), one descriptor each: the path (under `STAFF_API`), what it
 * reads (the query, the body) and its answer; a path's `:id` is read by `idParams`. The server registers a route
 * from its descriptor.
 */
export const deskEndpoints = {
  products: { path: staffPaths.products, query: productListQuery, response: productListResponse },
  product: { path: staffPaths.product, response: productDetailResponse },
  productEdit: { path: staffPaths.product, body: productEditBody, response: productDetailResponse },
  productStock: { path: staffPaths.productStock, body: productStockBody, response: productDetailResponse },

  sync: { path: staffPaths.sync, response: syncStateResponse },
  cities: { path: staffPaths.cities, response: citiesResponse },
  customers: { path: staffPaths.customers, query: customerListQuery, response: customerListResponse },
  customer: { path: staffPaths.customer, response: customerDetailResponse },
  customerOrders: {
    path: staffPaths.customerOrders,
    query: customerOrdersQuery,
    response: customerOrdersResponse,
  },
  customerStatement: {
    path: staffPaths.customerStatement,
    query: customerStatementQuery,
    response: customerStatementResponse,
  },
  customerCreate: { path: staffPaths.customers, body: customerBody, response: customerDetailResponse },
  customerEdit: { path: staffPaths.customer, body: customerBody, response: customerDetailResponse },
  customerLink: { path: staffPaths.customerLink, body: customerInviteBody, response: customerInviteResponse },
  customerAct: { path: staffPaths.customerAct, response: customerActResponse },
  orders: { path: staffPaths.orders, query: orderInboxQuery, response: orderInboxResponse },
  order: { path: staffPaths.order, response: orderDetailResponse },
  orderState: { path: staffPaths.orderState, body: orderStateBody, response: orderDetailResponse },
  orderRetry: { path: staffPaths.orderRetry, response: orderDetailResponse },
};
