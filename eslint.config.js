import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'data/', 'node_modules/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Authored HTML reaches the page only through RichTextView, which sanitises it.
    files: ['src/**/*.tsx', 'resources/**/*.tsx'],
    ignores: ['src/components/RichTextView.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Use <RichTextView html={…} />: it sanitises with the shared rich-text policy.',
        },
      ],
    },
  },
  {
    // Every list screen renders its query's answer as a transition (src/components/lists/List).
    files: ['src/**/*.tsx', 'resources/**/*.tsx'],
    ignores: ['src/components/lists/List.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['List'],
              message: 'Use List from src/components/lists: it renders the rows as a transition.',
            },
          ],
        },
      ],
    },
  },
  {
    // The portal takes types from the gateway's zod contracts, never values: a value imported
    // from one loads zod and all that contract's schemas into the screen's chunks (issue 17).
    // Constants both sides need live in zod-free domain modules (domain/listSortFields.ts…).
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'i18n/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                'The portal does not load zod: validate on the gateway, type from contracts.',
            },
          ],
          patterns: [
            {
              group: ['**/domain/contracts/*'],
              allowTypeImports: true,
              message:
                'Only types from a contract: its values load zod into the portal. Put a shared constant in a zod-free domain module.',
            },
          ],
        },
      ],
    },
  },
);
