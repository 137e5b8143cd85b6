// The console's catalogue (issue 50 item 4): /staff/api/products... and /staff/api/catalogue/... Owners edit
// products and import the CSV, the warehouse sets stock, sales read. With an ERP (ERP_URL) the catalogue is
// read only here and the sync's state is shown, with "sync now".
import {
  deskEndpoints,
  idParams,
  importApplyResponse,
  importBody,
  importPreviewResponse,
  pictureUploadBody,
  productDetailResponse,
  staffPaths,
} from '@mostrador/contract/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withListDefaults } from '../../lib/list-query';
import { ALL_STAFF, consoleRoutes, type Desk, deskRoutes, staffOf } from '../../plugins/staff-auth';
import type { ModuleOptions } from '../../types';
import { createImportDesk, type ImportDesk } from './import';
import { createCatalogueDeskRepository } from './repository';
import { type CatalogueDeskService, createCatalogueDeskService } from './service';
import { createSyncDesk, type SyncDesk } from './sync';

export interface CatalogueDeskOptions extends ModuleOptions {
  /** With an ERP: a catalogue sync now (rejects when it fails or another process runs one). */
  syncNow?: (() => Promise<{ products: number; changed: number; hidden: number }>) | undefined;
}

const TAG = 'staff catalogue';
const route = consoleRoutes(TAG);
const ANY = { roles: ALL_STAFF };
const OWNER = { roles: ['owner'] as const };
/** A catalogue file or a picture, in base64. */
const FILE_BODY_LIMIT = 24 * 1024 * 1024;

export const catalogueDeskRoutes: FastifyPluginAsyncZod<CatalogueDeskOptions> = async (app, options) => {
  const erpMode = options.config.erp !== undefined;
  const repository = createCatalogueDeskRepository(options.db);
  const service = createCatalogueDeskService(repository, options.db, options.now, erpMode);
  const desk = deskRoutes(app, TAG);
  productRoutes(desk, service, erpMode);
  fileRoutes(app, service, createImportDesk(options.db, options.now, erpMode));
  syncRoutes(desk, createSyncDesk(repository, options.db, options.now, options.syncNow));
};

type Console = Parameters<FastifyPluginAsyncZod>[0];

/** Products: listed and read by every role, edited by owners, their stock set by the warehouse too. */
function productRoutes(desk: Desk, service: CatalogueDeskService, erpMode: boolean) {
  desk.get(deskEndpoints.products, ANY, 'Products searched, filtered, sorted and paged', async (request) => {
    const filter = withListDefaults(request.query, 'name', 'asc');
    return { Status: true as const, ...(await service.list(filter)), readOnly: erpMode };
  });

  desk.get(deskEndpoints.product, ANY, 'A product as the console edits it', async (request) => ({
    Status: true as const,
    product: await service.detail(request.params.id),
  }));

  desk.post(
    deskEndpoints.productEdit,
    OWNER,
    'Edit prices, tiers, published, the pictures’ order, the description (no ERP only)',
    async (request) => ({
      Status: true as const,
      product: await service.edit(staffOf(request), request.params.id, request.body),
    }),
  );

  desk.post(
    deskEndpoints.productStock,
    { roles: ['owner', 'warehouse'] },
    'Set a product’s stock (no ERP only)',
    async (request) => ({
      Status: true as const,
      product: await service.stock(staffOf(request), request.params.id, request.body.stock),
    }),
  );
}

/** What takes a file in base64 (owners): a product's picture and the products CSV's import. */
function fileRoutes(app: Console, service: CatalogueDeskService, imports: ImportDesk) {
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
}

/** The ERP catalogue sync: read by all, run by owners. */
function syncRoutes(desk: Desk, sync: SyncDesk) {
  desk.get(
    deskEndpoints.sync,
    ANY,
    'The ERP catalogue sync: last good one, products, skipped records, last error',
    async () => ({ Status: true as const, sync: await sync.state() }),
  );

  desk.post(deskEndpoints.sync, OWNER, 'Sync the catalogue from the ERP now', async (request) => ({
    Status: true as const,
    sync: await sync.now(staffOf(request)),
  }));
}
