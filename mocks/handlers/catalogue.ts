import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '../../src/model/api-paths';
import { CATALOGUE_FILE_TYPE, CATALOGUE_IMPORT_REFUSALS, type CatalogueImportEvent } from '../../src/model/catalogue-file';
import { catalogueImportEvents, catalogueRefusal, catalogueRefusalOfManyLines, catalogueStoppedEvents } from '../fixtures/catalogue';

/**
 * The catalogue import (`POST /api/admin/catalogue/import`) with the variants its stories need:
 * `success` streams the progress of a 1,200-hymn file and its summary, a line at a time; `refused`
 * and `refusedManyLines` (400, the wrong lines), `busy` (409), `stopped` (writing broke off),
 * `checking` (never answers: the server is still checking). `catalogueMock` records each file
 * received; call `catalogueMock.reset()` in the story's `beforeEach`.
 */
export const catalogueMock = {
  /** Each import: its Content-Type and the file's text. */
  imports: [] as { contentType: string | null; text: string }[],
  reset() {
    catalogueMock.imports = [];
  },
};

async function record(request: Request) {
  catalogueMock.imports.push({ contentType: request.headers.get('content-type'), text: await request.text() });
}

/** Between the streamed lines: long enough to see the bar move. */
const BATCH_PAUSE_MS = 150;

/** A streamed answer of these lines, one every BATCH_PAUSE_MS. */
function streamed(events: readonly CatalogueImportEvent[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const event of events) {
        await delay(BATCH_PAUSE_MS);
        controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      }
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': `${CATALOGUE_FILE_TYPE}; charset=utf-8` } });
}

const path = apiPaths.adminCatalogueImport;

export const catalogueImport = {
  success: http.post(path, async ({ request }) => {
    await record(request);
    return streamed(catalogueImportEvents);
  }),
  refused: http.post(path, async ({ request }) => {
    await record(request);
    return HttpResponse.json(catalogueRefusal, { status: 400 });
  }),
  refusedManyLines: http.post(path, async ({ request }) => {
    await record(request);
    return HttpResponse.json(catalogueRefusalOfManyLines, { status: 400 });
  }),
  busy: http.post(path, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: CATALOGUE_IMPORT_REFUSALS.busy }, { status: 409 });
  }),
  stopped: http.post(path, async ({ request }) => {
    await record(request);
    return streamed(catalogueStoppedEvents);
  }),
  checking: http.post(path, async ({ request }) => {
    await record(request);
    await delay('infinite');
    return HttpResponse.json({});
  }),
};
