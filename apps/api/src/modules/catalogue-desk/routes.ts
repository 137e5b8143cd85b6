// The console's catalogue (issue 50 item 4): /staff/api/products... and /staff/api/catalogue/... Owners edit
// products and import the CSV, the warehouse sets stock, sales read. With an ERP (ERP_URL) the catalogue is
// read only here and the sync's state is shown, with "sync now".
import {
  idParams,
  importApplyResponse,
  importBody,
  importPreviewResponse,
  pictureUploadBody,
  productDetailResponse,
  productEditBody,
  productListQuery,
  productListResponse,
  productStockBody,
  staffPaths,
  syncStateResponse,
} from '@mostrador/contract/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withListDefaults } from '../../lib/list-query';
import { ALL_STAFF, consoleRoutes, staffOf } from '../../plugins/staff-auth';
import type { ModuleOptions } from '../../types';
import { createImportDesk, type ImportDesk } from './import';
import { createCatalogueDeskRepository } from './repository';
import { type CatalogueDeskService, createCatalogueDeskService } from './service';
import { createSyncDesk, type SyncDesk } from './sync';

export interface CatalogueDeskOptions extends ModuleOptions {
  /** With an ERP: a catalogue sync now (rejects when it fails or another process runs one). */
  syncNow?: (() => Promise<{ products: number; changed: number; hidden: number }>) | undefined;
}

const route = consoleRoutes('staff catalogue');
const ANY = { roles: ALL_STAFF };
const OWNER = { roles: ['owner'] as const };
/** A catalogue file or a picture, in base64. */
const FILE_BODY_LIMIT = 24 * 1024 * 1024;

export const catalogueDeskRoutes: FastifyPluginAsyncZod<CatalogueDeskOptions> = async (app, options) => {
  const erpMode = options.config.erp !== undefined;
  const repository = createCatalogueDeskRepository(options.db);
  const service = createCatalogueDeskService(repository, options.db, options.now, erpMode);
  productRoutes(app, service, erpMode);
  fileRoutes(app, {
    imports: createImportDesk(options.db, options.now, erpMode),
    sync: createSyncDesk(repository, options.db, options.now, options.syncNow),
  });
};

type Console = Parameters<FastifyPluginAsyncZod>[0];

/** Products: listed and read by every role, edited by owners, their stock set by the warehouse too. */
function productRoutes(app: Console, service: CatalogueDeskService, erpMode: boolean) {
  app.get(
    `/${staffPaths.products}`,
    route(ANY, 'Products searched, filtered, sorted and paged', productListResponse, {
      querystring: productListQuery,
    }),
    async (request) => {
      const filter = withListDefaults(request.query, 'name', 'asc');
      return { Status: true as const, ...(await service.list(filter)), readOnly: erpMode };
    },
  );

  app.get(
    `/${staffPaths.product}`,
    route(ANY, 'A product as the console edits it', productDetailResponse, { params: idParams }),
    async (request) => ({ Status: true as const, product: await service.detail(request.params.id) }),
  );

  app.post(
    `/${staffPaths.product}`,
    route(
      OWNER,
      'Edit prices, tiers, published, the pictures’ order, the description (no ERP only)',
      productDetailResponse,
      { params: idParams, body: productEditBody },
    ),
    async (request) => ({
      Status: true as const,
      product: await service.edit(staffOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    `/${staffPaths.productStock}`,
    route({ roles: ['owner', 'warehouse'] }, 'Set a product’s stock (no ERP only)', productDetailResponse, {
      params: idParams,
      body: productStockBody,
    }),
    async (request) => ({
      Status: true as const,
      product: await service.stock(staffOf(request), request.params.id, request.body.stock),
    }),
  );

  app.post(
    `/${staffPaths.productPictures}`,
    {
      ...route(OWNER, 'Upload a picture, added last (no ERP only)', productDetailResponse, {
        params: idParams,
        body: pictureUploadBody,
      }),
      bodyLimit: FILE_BODY_LIMIT,
    },
    async (request) => ({
      Status: true as const,
      product: await service.addPicture(
        staffOf(request),
        request.params.id,
        request.body.name,
        request.body.data,
      ),
    }),
  );
}

/** The CSV import (owners) and the ERP sync (read by all, run by owners). */
function fileRoutes(app: Console, { imports, sync }: { imports: ImportDesk; sync: SyncDesk }) {
  app.post(
    `/${staffPaths.importPreview}`,
    {
      ...route(
        OWNER,
        'What a products CSV would change: new, changed, hidden, errors',
        importPreviewResponse,
        {
          body: importBody,
        },
      ),
      bodyLimit: FILE_BODY_LIMIT,
    },
    async (request) => ({ Status: true as const, preview: await imports.preview(request.body.file) }),
  );

  app.post(
    `/${staffPaths.importApply}`,
    {
      ...route(OWNER, 'Import a products CSV: all of it or nothing', importApplyResponse, {
        body: importBody,
      }),
      bodyLimit: FILE_BODY_LIMIT,
    },
    async (request) => ({
      Status: true as const,
      ...(await imports.apply(staffOf(request), request.body.file)),
    }),
  );

  app.get(
    `/${staffPaths.sync}`,
    route(
      ANY,
      'The ERP catalogue sync: last good one, products, skipped records, last error',
      syncStateResponse,
    ),
    async () => ({ Status: true as const, sync: await sync.state() }),
  );

  app.post(
    `/${staffPaths.sync}`,
    route(OWNER, 'Sync the catalogue from the ERP now', syncStateResponse),
    async (request) => ({ Status: true as const, sync: await sync.now(staffOf(request)) }),
  );
}
