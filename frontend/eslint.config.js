import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = ['auth', 'cases', 'upload', 'duplicates', 'users', 'permissions', 'portal', 'security'];
const noAppImports = { regex: '^@/app/', message: 'Only app/ composes features; nothing imports from app/.' };

export default tseslint.config(
  { ignores: ['node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [noAppImports] }],
    },
  },
  // Feature folders do not import each other (CONVENTIONS, bulletproof-react): share through lib/ or components/.
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
              message: 'Features must not import each other; move shared code to lib/ or components/.',
            },
          ],
        },
      ],
    },
  })),
  // Shared code may use the session (features/auth) but no other feature.
  {
    files: [
      'src/lib/**/*.{ts,tsx}',
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
