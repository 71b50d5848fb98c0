import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsync } from 'fastify';
import { earlierKeysReply } from '../../../../contracts/staff-applications';
import type { SearchQuery } from '../../../../contracts/staff-search';
import { earlierAnswerKeys } from '../../../forms/earlier-answer-keys';
import { exportRows } from '../../../staff/applications/export-rows';
import { withheldEarlierKeys } from '../../../staff/need-to-know';
import { currentStaff } from '../../../staff/staff-session-plugin';
import { replies } from '../../schemas';
import { noQuery } from '../schemas';
import { audit } from './audit';
import { exportColumnsFor } from './export-columns';
import { exportQuery } from './schemas';
import { searchAuditDetail, searchFilters } from '../../../staff/applications/search-filters';

type ExportQuery = SearchQuery & { columns?: string };

/**
 * The CSV export of exactly a search of the list (its filters and order), with the columns
 * chosen (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read accents right), streamed:
 * rows come from the database in batches and leave as the client reads them (backpressure
 * through the pipeline), so memory stays flat at any number of applications. Its answer columns
 * are the live version's and those only earlier versions have (a removed question's answers).
 */
export const exportRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/export.csv',
    { schema: { querystring: exportQuery } },
    async (request, reply) => {
      const query = request.query as ExportQuery;
      const filters = searchFilters(query, currentStaff(request).id);
      const earlier = await earlierAnswerKeys(app.db);
      const columns = exportColumnsFor(currentStaff(request), query.columns, earlier);
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
      // one that looks complete; before its first byte left (a compressor holds its first
      // output a while), it becomes an error reply (tests/api/staff-export-cut.test.ts).
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

  // The export dialog's group of questions no longer on the form: the client's engine knows only
  // the live version. It names no applicant, so it is not audited.
  app.get(
    '/staff/api/export/earlier-keys',
    { schema: { querystring: noQuery, response: replies({ 200: earlierKeysReply }) } },
    async (request) => {
      const earlier = await earlierAnswerKeys(app.db);
      const withheld = new Set(withheldEarlierKeys(currentStaff(request), earlier));
      return {
        items: earlier
          .filter(({ key }) => !withheld.has(key))
          .map(({ key, label }) => ({ key, label })),
      };
    },
  );
};
