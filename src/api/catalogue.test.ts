import { describe, expect, it } from 'vitest';
import { catalogueFileText, catalogueImportSummary, catalogueRefusal } from '../../mocks/fixtures/catalogue';
import { catalogueImport, catalogueMock } from '../../mocks/handlers/catalogue';
import { server } from '../../mocks/node';
import { CATALOGUE_FILE_TYPE, CATALOGUE_IMPORT_MAX_BYTES, CATALOGUE_IMPORT_REFUSALS } from '../model/catalogue-file';
import { ApiRequestError } from './client';
import { importCatalogueFile } from './catalogue';

const file = () => new File([catalogueFileText], 'archive.jsonl');

describe('importCatalogueFile', () => {
  it('sends the file as JSON Lines, follows the batches written and answers the summary', async () => {
    catalogueMock.reset();
    server.use(catalogueImport.success);
    const written: number[] = [];
    const outcome = await importCatalogueFile(file(), { onWritten: (done) => written.push(done) });
    expect(outcome).toEqual({ status: 'imported', summary: catalogueImportSummary });
    expect(catalogueMock.imports).toEqual([{ contentType: CATALOGUE_FILE_TYPE, text: catalogueFileText }]);
    expect(written.at(-1)).toBe(1_200);
  });

  it('answers the wrong lines of a refused file', async () => {
    server.use(catalogueImport.refused);
    expect(await importCatalogueFile(file())).toEqual({ status: 'refused', ...catalogueRefusal });
  });

  it('refuses a file over the limit without sending it', async () => {
    catalogueMock.reset();
    server.use(catalogueImport.success);
    const large = file();
    Object.defineProperty(large, 'size', { value: CATALOGUE_IMPORT_MAX_BYTES + 1 });
    const error = await importCatalogueFile(large).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 413, serverMessage: CATALOGUE_IMPORT_REFUSALS.size });
    expect(catalogueMock.imports).toEqual([]);
  });

  it('rejects with the server message of a refused request (another import under way)', async () => {
    server.use(catalogueImport.busy);
    await expect(importCatalogueFile(file())).rejects.toMatchObject({ status: 409, serverMessage: CATALOGUE_IMPORT_REFUSALS.busy });
  });
});
