/**
 * Imported first by the admin chunk (the only place zod runs in the browser), before any module
 * that makes a schema: zod decides when a schema is made whether to compile its checks with
 * `new Function`, trying it once. The pages' Content-Security-Policy allows no eval
 * (server/http/security-headers.ts), so that try would be a violation the browser reports (and zod
 * would do without anyway); here it does without from the start.
 */
import { z } from 'zod';

z.config({ jitless: true });
