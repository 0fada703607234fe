import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPaths } from '../model/api-paths';
import {
  CATALOGUE_FILE_TYPE,
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_REFUSALS,
  catalogueImportEventSchema,
  catalogueImportRefusalSchema,
  type CatalogueImportEvent,
  type CatalogueImportOutcome,
  type CatalogueImportStep,
} from '../model/catalogue-file';
import { ApiRequestError } from './client';
import { answerError, sendWithProgress } from './sendWithProgress';

/**
 * The catalogue file's import (`POST /api/admin/catalogue/import`, the file as it is): sent with
 * its upload progress, then checked by the server (nothing comes back meanwhile), then either
 * refused with its wrong lines (400) or written, the answer streaming a line per batch written and
 * then the summary (src/model/catalogue-file.ts). The export is a plain download link.
 */

export interface CatalogueImportCallbacks {
  /** The share of the file sent, 0–100. */
  onSent?: (percent: number) => void;
  /** Hymns written so far, of the file's. */
  onWritten?: (written: number, total: number) => void;
  signal?: AbortSignal;
}

/** The answer's complete lines as events; a line that is not one is skipped. */
function eventsOf(text: string): CatalogueImportEvent[] {
  const events: CatalogueImportEvent[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed = catalogueImportEventSchema.safeParse(JSON.parse(line));
      if (parsed.success) events.push(parsed.data);
    } catch {
      // Half a line (still arriving) or a stray one.
    }
  }
  return events;
}

/**
 * Imports one catalogue file. Resolves with what happened to it; rejects with an ApiRequestError
 * for a refusal of the request itself (401, 409 another import, 413, 415; status 0 without an
 * answer), or with an AbortError when `signal` aborts.
 */
export async function importCatalogueFile(
  file: File,
  { onSent, onWritten, signal }: CatalogueImportCallbacks = {},
): Promise<CatalogueImportOutcome> {
  // Said before sending: the server's 413 would come while the browser still sends, which it may
  // take for a broken connection.
  if (file.size > CATALOGUE_IMPORT_MAX_BYTES) {
    throw new ApiRequestError(413, CATALOGUE_IMPORT_REFUSALS.size, undefined, CATALOGUE_IMPORT_REFUSALS.size);
  }
  const answer = await sendWithProgress('POST', apiPaths.adminCatalogueImportOf(file.name), file, {
    headers: { 'Content-Type': CATALOGUE_FILE_TYPE, Accept: `${CATALOGUE_FILE_TYPE}, application/json` },
    onUploadProgress: onSent,
    onResponseText: (text) => {
      // Half a last line is skipped: the latest whole one says how far it has got.
      const event = eventsOf(text).at(-1);
      if (event && 'written' in event) onWritten?.(event.written, event.total);
    },
    signal,
  });
  if (answer.status === 400) {
    const refusal = catalogueImportRefusalSchema.safeParse(safeJson(answer.text));
    if (refusal.success && refusal.data.problems) {
      const { message, problems, problemCount = problems.length } = refusal.data;
      return { status: 'refused', message, problems, problemCount };
    }
  }
  if (answer.status < 200 || answer.status >= 300) throw answerError(answer);
  for (const event of eventsOf(answer.text).reverse()) {
    if ('summary' in event) return { status: 'imported', summary: event.summary };
    if ('stopped' in event) return { status: 'stopped', message: event.stopped };
  }
  // The answer ended before its last line: the server stopped half-way (it was restarted, say).
  throw new ApiRequestError(answer.status, 'The import ended without saying how it went.');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface CatalogueImportState {
  step: CatalogueImportStep;
  fileName: string | undefined;
  /** 0–100 while sending. */
  sent: number;
  written: number;
  total: number;
  /** With `done`. */
  outcome: CatalogueImportOutcome | undefined;
  /** With `failed`: the server's reason, when it gave one. */
  errorMessage: string | undefined;
  /** The last import was stopped by the editor (step is then `idle`). */
  cancelled: boolean;
}

/**
 * The import page's import: `start(file)` sends it and follows it to its outcome; `cancel()`
 * stops it (the server stops after the batch it is writing). Leaving the page stops it too. A
 * finished import makes every query ask again: the catalogue may have changed everywhere.
 */
export function useCatalogueImport() {
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState<string>();
  const [sent, setSent] = useState(0);
  const [progress, setProgress] = useState({ written: 0, total: 0 });
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationKey: ['catalogue', 'import'] as const,
    mutationFn: ({ file, signal }: { file: File; signal: AbortSignal }) =>
      importCatalogueFile(file, { signal, onSent: setSent, onWritten: (written, total) => setProgress({ written, total }) }),
    onSettled: (outcome) => {
      if (outcome?.status !== 'refused') void queryClient.invalidateQueries();
    },
  });
  const { mutate, reset } = mutation;

  const start = useCallback(
    (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setFileName(file.name);
      setSent(0);
      setProgress({ written: 0, total: 0 });
      setCancelled(false);
      mutate(
        { file, signal: current.signal },
        {
          onError: () => {
            if (current.signal.aborted && controller.current === current) {
              setCancelled(true);
              reset();
            }
          },
        },
      );
    },
    [mutate, reset],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);

  let step: CatalogueImportStep = 'idle';
  if (mutation.isPending) step = progress.total > 0 ? 'writing' : sent >= 100 ? 'checking' : 'sending';
  else if (mutation.isSuccess) step = 'done';
  else if (mutation.isError) step = 'failed';
  const errorMessage = mutation.error instanceof ApiRequestError ? mutation.error.serverMessage : undefined;
  const state: CatalogueImportState = { step, fileName, sent, ...progress, outcome: mutation.data, errorMessage, cancelled };
  return { ...state, start, cancel };
}
