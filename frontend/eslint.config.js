import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Every folder of src/features is a feature, so a new one is fenced in the moment it exists.
const FEATURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'features');
const FEATURES = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noAppImports = { regex: '^@/app/', message: 'Only app/ composes features; nothing imports from app/.' };

export default tseslint.config(
  { ignores: ['node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // No module imports itself back through a chain of others (the @/ alias resolved through tsconfig).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [noAppImports] }],
    },
  },
  // Feature folders do not import each other (CONVENTIONS, bulletproof-react): share through lib/, data/ or components/.
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'Features must not import each other; move shared code to lib/, data/ or components/.',
            },
          ],
        },
      ],
    },
  })),
  // Shared code (data/: the query keys and the reads several features share) may use the session
  // (features/auth) but no other feature.
  {
    files: [
      'src/lib/**/*.{ts,tsx}',
      'src/data/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/config/**/*.ts',
      'src/types/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            { regex: '^@/features/(?!auth/)', message: 'Shared code must not depend on a feature.' },
          ],
        },
      ],
    },
  },
  { files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'], rules: { 'no-restricted-imports': 'off' } },
);
