import { datosDocumentosAnswer, documentCountsFields, paths } from '@mostrador/contract';
import { customerParams, injectQuery, mapAnswer } from '../../../lib/api';

/** GET TerceroApi/TerceroDatosDocumentos: how many documents of each kind the customer has (for /home). */
export const { useGetDocumentCountsQuery } = injectQuery(
  'getDocumentCounts',
  mapAnswer(datosDocumentosAnswer, documentCountsFields.fromWire),
  paths.datosDocumentos,
  customerParams,
  { keepUnusedDataFor: 0 },
);
