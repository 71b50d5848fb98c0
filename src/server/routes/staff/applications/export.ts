import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsync } from 'fastify';
import type { WebStatus } from '../../../../engine';
import {
  exportColumns,
  exportedAnswerKeys,
  exportRows,
} from '../../../staff/applications/export-rows';
import { withheldKeys } from '../../../staff/need-to-know';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { audit } from './audit';
import { exportQuery } from './schemas';

/**
 * The CSV export (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read accents right),
 * streamed: rows come from the database in batches and leave as the client reads them
 * (backpressure through the pipeline), so memory stays flat at any number of applications.
 */
export const exportRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/export.csv',
    { schema: { querystring: exportQuery } },
    async (request, reply) => {
      const query = request.query as { status?: WebStatus; entry_term?: string };
      await audit(request, 'export', undefined, {
        status: query.status ?? '',
        entry_term: query.entry_term ?? '',
      });
      // Columns withheld from the reader's role are left out, header and all.
      const keys = exportedAnswerKeys(withheldKeys(currentStaff(request).role));
      const rows = Readable.from(
        exportRows(
          app.db,
          { status: query.status, entryTerm: query.entry_term || undefined },
          keys,
        ),
      );
      const csv = stringify({
        bom: true,
        header: true,
        columns: exportColumns(keys),
        quoted: true,
        record_delimiter: 'windows',
      });
      // An error mid-way (the database went away) destroys the response: a cut-off file, never
      // one that looks complete.
      pipeline(rows, csv, (error) => {
        if (error) request.log.error({ err: error }, 'CSV export failed mid-way');
      });
      const day = app.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
