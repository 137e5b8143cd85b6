import { datosDocumentosAnswer, paths } from '@mostrador/contract';
import { customerParams, injectQuery, mapAnswer, toDocumentCounts } from '../../../lib/api';

/** GET TerceroApi/TerceroDatosDocumentos: how many documents of each kind the customer has (for /home). */
export const { useGetDocumentCountsQuery } = injectQuery(
  'getDocumentCounts',
  mapAnswer(datosDocumentosAnswer, toDocumentCounts),
  paths.datosDocumentos,
  customerParams,
  { keepUnusedDataFor: 0 },
);
