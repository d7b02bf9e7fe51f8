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
);
