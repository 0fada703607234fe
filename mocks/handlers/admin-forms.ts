import { delay, http, HttpResponse } from 'msw';
import { FIELD_REASONS, type EditableContent } from '../../src/model/admin';
import { apiPaths, apiRoutes } from '../../src/model/api-paths';
import { ADMIN_PATH_MAX_LENGTH, ADMIN_TITLE_MAX_LENGTH } from '../../src/model/constants';
import type { Content } from '../../src/model/entities';
import { changedFields, REVISION_TEXTS, type ContentConflict } from '../../src/model/revisions';
import { findContent } from '../fixtures/content';
import { recordOf, SAVED_MEANWHILE } from '../fixtures/revisions';
import { subCategories } from '../fixtures/subcategories';

/**
 * The admin forms' calls: `POST /api/subcategory`, `POST /api/content`, `GET /api/content/nocache/{id}`,
 * `POST /api/admin/media`, and the content form's sub-category chooser (`GET /api/subcategory/getAll`)
 * empty at first. The category calls are in ./category.ts and record here too.
 *
 * Every save variant records the JSON body it was sent (`savedBodies`), and every upload what it
 * received (`mediaUploads`), so a story can check what the form sent; reset them in the story's
 * `beforeEach` (`resetAdminFormCalls()`).
 */

const saved: { path: string; body: unknown }[] = [];

export const savedBodies = {
  /** The bodies sent to `path`, oldest first. */
  to: (path: string): unknown[] => saved.filter((call) => call.path === path).map((call) => call.body),
  /** The last body sent to `path`. */
  last: (path: string): unknown => saved.filter((call) => call.path === path).at(-1)?.body,
  reset: () => {
    saved.length = 0;
  },
};

/** What the save handlers answer a refused body with: the server's 400 `{ message, fields }`. */
export const INVALID_INPUT_MESSAGE = 'Some fields are not valid.';
/** How long `slow` takes to answer: long enough to see the form busy. */
export const SLOW_SAVE_MS = 1_500;

/** A 400 with the field reasons, as the server answers a body it refuses. */
export const fieldErrorsAnswer = (fields: Record<string, string>) =>
  HttpResponse.json({ message: INVALID_INPUT_MESSAGE, fields }, { status: 400 });

/** The message of the save handlers' 500 (the form shows it under 'Please check fields'). */
export const SERVER_FAILED_MESSAGE = 'The database could not be reached. Please try again.';
const serverErrorAnswer = () => HttpResponse.json({ message: SERVER_FAILED_MESSAGE }, { status: 500 });

/** Puts every stateful handler back at its start (see resetAdminFormCalls). */
const resets: (() => void)[] = [];

/**
 * The variants of one save call (POST `path`): `success` answers `ok(body)`; `fieldErrors` a 400
 * with `fields`; `serverError` a 500; `networkError` no answer; `slow` succeeds after SLOW_SAVE_MS;
 * `submitting` never answers; `refusedThenSlowSuccess` answers the first call with the 400, then
 * succeeds after SLOW_SAVE_MS. Each records the body first.
 */
export function saveHandlers(path: string, ok: (body: unknown) => Response, fields: Record<string, string>) {
  const recorded = (answer: (body: unknown) => Response | Promise<Response>) =>
    http.post(path, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      saved.push({ path, body });
      return answer(body);
    });
  let calls = 0;
  resets.push(() => {
    calls = 0;
  });
  return {
    refusedThenSlowSuccess: recorded(async (body) => {
      calls += 1;
      if (calls === 1) return fieldErrorsAnswer(fields);
      await delay(SLOW_SAVE_MS);
      return ok(body);
    }),
    success: recorded(ok),
    fieldErrors: recorded(() => fieldErrorsAnswer(fields)),
    serverError: recorded(serverErrorAnswer),
    networkError: recorded(() => HttpResponse.error()),
    slow: recorded(async (body) => {
      await delay(SLOW_SAVE_MS);
      return ok(body);
    }),
    submitting: recorded(async () => {
      await delay('infinite');
      return serverErrorAnswer();
    }),
  };
}

/** The reasons `subCategoryCreate.fieldErrors` gives (one for the chooser, under the body's key). */
export const SUB_CATEGORY_FIELD_REASONS = {
  titlePrimary: FIELD_REASONS.tooLong(ADMIN_TITLE_MAX_LENGTH),
  'category.categoryId': FIELD_REASONS.unknownCategory,
};

/** The id the mock gives a new sub-category. */
export const NEW_SUB_CATEGORY_ID = 501;

export const subCategoryCreate = saveHandlers(
  apiPaths.subCategoryCreate,
  (body) => HttpResponse.json({ ...(body as object), subCategoryId: NEW_SUB_CATEGORY_ID }, { status: 201 }),
  SUB_CATEGORY_FIELD_REASONS,
);

/**
 * The reasons `contentSave.fieldErrors` gives: two fields of the form, the chooser (under the body's
 * key) and one the form does not have.
 */
export const CONTENT_FIELD_REASONS = {
  displayOrder: FIELD_REASONS.wholeNumber,
  videoPath: FIELD_REASONS.tooLong(ADMIN_PATH_MAX_LENGTH),
  'subCategory.subCategoryId': FIELD_REASONS.unknownSubCategory,
  subCategoryImage: 'must be empty for content',
};

/** The id the mock gives new content. */
export const NEW_CONTENT_ID = 901;

/**
 * Content as saved by `contentSave.success`, by id: `contentForEdit` answers with it from then on,
 * as the real server would after an update. Cleared by `resetAdminFormCalls()`.
 */
const savedContent = new Map<string, EditableContent>();
/** A fixture hymn as the edit form loads it: at its first revision until saved. */
const FIRST_REVISION = 1;
let contentLoads = 0;

/** How often `GET /api/content/nocache/{id}` was asked (the edit form loads, and reloads after a save). */
export const contentForEditLoads = () => contentLoads;

type SavedContentBody = Omit<Content, 'contentId' | 'subCategory'> & {
  contentId?: number;
  revision?: number;
  subCategory: { subCategoryId: number } | null;
};

/**
 * Stores what was sent as the next revision (the first for new content, or `revision`), as the real
 * server answers it.
 */
function storeContent(body: unknown, revision?: number): EditableContent {
  const { revision: _base, ...sent } = body as SavedContentBody;
  const contentId = sent.contentId ?? NEW_CONTENT_ID;
  const parent = subCategories.find((s) => s.subCategoryId === sent.subCategory?.subCategoryId);
  revision ??= sent.contentId === undefined ? FIRST_REVISION : (savedContent.get(String(contentId))?.revision ?? FIRST_REVISION) + 1;
  const content: EditableContent = {
    ...sent,
    contentId,
    revision,
    displayOrder: Number(sent.displayOrder),
    bookPgNo: Number(sent.bookPgNo),
    subCategory: parent ? { subCategoryId: parent.subCategoryId, titlePrimary: parent.titlePrimary } : null,
  };
  savedContent.set(String(contentId), content);
  return content;
}

export const contentSave = {
  ...saveHandlers(apiPaths.contentSave, (body) => HttpResponse.json(storeContent(body)), CONTENT_FIELD_REASONS),
  /**
   * Another editor (SAVED_MEANWHILE) saved the hymn after the form opened it: a save from any other
   * revision than theirs is refused with the server's 409; one from theirs (the merged save) succeeds.
   */
  savedMeanwhile: http.post(apiPaths.contentSave, async ({ request }) => {
    const body = (await request.json()) as SavedContentBody;
    saved.push({ path: apiPaths.contentSave, body });
    const { revision, current, author, savedAt } = SAVED_MEANWHILE;
    if (body.revision === revision) return HttpResponse.json(storeContent(body, revision + 1));
    const fixture = findContent(String(body.contentId));
    const conflict: ContentConflict = {
      message: REVISION_TEXTS.conflict,
      revision,
      savedAt,
      author,
      current,
      changedSince: changedFields(fixture && recordOf(fixture), current),
    };
    return HttpResponse.json(conflict, { status: 409 });
  }),
};

const contentNotFound = () => HttpResponse.json({ message: 'Content not found' }, { status: 404 });

export const contentForEdit = {
  /** The fixture hymn with that id (as last saved, once saved); 404 for any other id. */
  success: http.get(apiRoutes.contentForEdit, ({ params }) => {
    contentLoads += 1;
    const fixture = findContent(String(params.id));
    const content = savedContent.get(String(params.id)) ?? (fixture && { ...fixture, revision: FIRST_REVISION });
    return content ? HttpResponse.json(content) : contentNotFound();
  }),
  notFound: http.get(apiRoutes.contentForEdit, () => {
    contentLoads += 1;
    return contentNotFound();
  }),
  error: http.get(apiRoutes.contentForEdit, () => {
    contentLoads += 1;
    return serverErrorAnswer();
  }),
  loading: http.get(apiRoutes.contentForEdit, async () => {
    contentLoads += 1;
    await delay('infinite');
    return contentNotFound();
  }),
};

/** What `POST /api/admin/media` received, oldest first. */
const uploads: { kind: string; fileName: string; size: number }[] = [];

export const mediaUploads = {
  all: (): readonly { kind: string; fileName: string; size: number }[] => uploads,
  reset: () => {
    uploads.length = 0;
  },
};

/** Where the mock stores an upload: `/media/{kind}/{name}`, or the bare file name for a sub-category image. */
export function uploadedPath(kind: string, fileName: string): string {
  return kind === 'subCategoryImage' ? fileName : `/media/${kind}/${fileName}`;
}

/** The server's answer to a file that is not of its kind (415). */
export const MEDIA_REFUSED_MESSAGE = 'This file is not of the kind asked for: use a .mp3, .m4a or .ogg file.';
/** How long `adminMedia.slow` takes to answer. */
export const SLOW_UPLOAD_MS = 1_500;

function recordedUpload(answer: (kind: string, fileName: string) => Response | Promise<Response>) {
  return http.post(apiPaths.adminMedia, async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    const kind = String(form.get('kind'));
    // Not `instanceof File`: in unit tests the body's File comes from Node, not from jsdom.
    const { name: fileName = '', size = 0 } = typeof file === 'object' && file !== null ? file : {};
    uploads.push({ kind, fileName, size });
    return answer(kind, fileName);
  });
}

const stored = (kind: string, fileName: string) => HttpResponse.json({ path: uploadedPath(kind, fileName) }, { status: 201 });

export const adminMedia = {
  success: recordedUpload(stored),
  /** Refused by type: 415 with the server's message and the field. */
  rejected: recordedUpload(() =>
    HttpResponse.json({ message: MEDIA_REFUSED_MESSAGE, fields: { file: MEDIA_REFUSED_MESSAGE } }, { status: 415 }),
  ),
  networkError: recordedUpload(() => HttpResponse.error()),
  slow: recordedUpload(async (kind, fileName) => {
    await delay(SLOW_UPLOAD_MS);
    return stored(kind, fileName);
  }),
  uploading: recordedUpload(async () => {
    await delay('infinite');
    return HttpResponse.error();
  }),
};

/**
 * The content form's chooser (`GET /api/subcategory/getAll`): empty for the first `emptyAnswers`
 * calls, then the fixtures; `reset()` starts again (a story's `beforeEach`).
 */
export function subCategoriesEmptyAtFirst(emptyAnswers = 1) {
  let calls = 0;
  return {
    handler: http.get(apiPaths.subCategoryAll, () => {
      calls += 1;
      return HttpResponse.json(calls <= emptyAnswers ? [] : subCategories);
    }),
    calls: () => calls,
    reset: () => {
      calls = 0;
    },
  };
}

export const subCategoriesEmptyOnce = subCategoriesEmptyAtFirst(1);

/** Forget every recorded call and saved content (a story's `beforeEach`). */
export function resetAdminFormCalls() {
  savedBodies.reset();
  mediaUploads.reset();
  savedContent.clear();
  contentLoads = 0;
  subCategoriesEmptyOnce.reset();
  resets.forEach((reset) => reset());
}
