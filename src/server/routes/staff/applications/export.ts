import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsync } from 'fastify';
import type { SearchQuery } from '../../../../contracts/staff-search';
import { exportRows } from '../../../staff/applications/export-rows';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { audit } from './audit';
import { exportColumnsFor } from './export-columns';
import { exportQuery } from './schemas';
import { searchAuditDetail, searchFilters } from '../../../staff/applications/search-filters';

type ExportQuery = SearchQuery & { columns?: string };

/**
 * The CSV export of exactly a search of the list (its filters and order), with the columns
 * chosen (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read accents right), streamed:
 * rows come from the database in batches and leave as the client reads them (backpressure
 * through the pipeline), so memory stays flat at any number of applications.
 */
export const exportRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/export.csv',
    { schema: { querystring: exportQuery } },
    async (request, reply) => {
      const query = request.query as ExportQuery;
      const filters = searchFilters(query, currentStaff(request).id);
      const columns = exportColumnsFor(currentStaff(request), query.columns);
      await audit(request, 'export', undefined, {
        ...searchAuditDetail(query),
        columns: columns.length,
      });
      const { grants } = currentStaff(request);
      const rows = Readable.from(exportRows(app.db, filters, columns, grants));
      const csv = stringify({
        bom: true,
        header: true,
        columns,
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
