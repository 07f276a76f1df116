// Writes src/types/schema.d.ts: the TypeScript types of the API, generated from the OpenAPI schema that Django serves
// at /api/schema/ (drf-spectacular, written here by `manage.py spectacular` with the test settings, so no database or
// environment of this machine changes it). `npm run gen:types` rewrites the checked-in file; `make lint` writes a
// fresh copy elsewhere (`npm run gen:types -- OUT`) and fails when the two differ.
//
// PYTHON names the interpreter (default: the repository's .venv), run from the repository's root.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import openapiTS, { astToString } from 'openapi-typescript';

const FRONTEND = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ROOT = path.dirname(FRONTEND);
const OUT = path.resolve(process.argv[2] ?? path.join(FRONTEND, 'src', 'types', 'schema.d.ts'));
const PYTHON = process.env.PYTHON ?? path.join(ROOT, '.venv', 'bin', 'python');

const HEADER = `/**
 * Generated from the API's OpenAPI schema (/api/schema/) by openapi-typescript: do not edit.
 * Regenerate with \`npm run gen:types\` after a serializer or view changes; \`make lint\` checks it is current.
 */

`;

function openapiDocument() {
  const run = spawnSync(PYTHON, ['manage.py', 'spectacular', '--format', 'openapi-json', '--fail-on-warn'], {
    cwd: ROOT,
    env: { ...process.env, DJANGO_SETTINGS_MODULE: 'config.settings_test', DATABASE_URL: '' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) {
    throw new Error(`${PYTHON} manage.py spectacular failed: ${run.error ?? `exit ${run.status ?? run.signal}`}`);
  }
  return JSON.parse(run.stdout);
}

const ast = await openapiTS(openapiDocument());
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, HEADER + astToString(ast));
console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
