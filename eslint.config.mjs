// ESLint (flat config) for the whole repository: ESLint's and typescript-eslint's recommended rules
// everywhere, the import rules that hold the client's architecture (src/), the server's layers
// (server/src, config/eslint/server-layers.mjs) and the rule that keeps TypeBox out of the app.
// Run by `npm run lint` and by `npm test`; test/unit/lint.test.ts proves each architecture rule can fail.
// docs/adr/0074-one-lint-and-formatter.md.
import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { serverLayers } from './config/eslint/server-layers.mjs'

const root = import.meta.dirname
const features = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

const NUTUI = { group: ['@nutui/*', '@nutui/**'], message: 'NutUI is used only inside the UI facade (src/core/ui): import the component from @/core/ui.' }
const NUTUI_LOCALES_ONLY = {
  regex: '^@nutui/(?!nutui-react-taro/dist/es/locales/)',
  message: "Language packs take only NutUI's locale texts; components come from @/core/ui.",
}
const NO_FEATURES = {
  group: ['@/features', '@/features/**', '**/features/**'],
  message: 'core/ knows no feature: a feature registers itself with core (e.g. clearOnLogout, registerTexts).',
}
const otherFeatures = (own) => ({
  group: features.filter((f) => f !== own).flatMap((f) => [`@/features/${f}`, `@/features/${f}/**`, `../${f}`, `../${f}/**`, `**/features/${f}/**`]),
  message: `Features do not import each other: move what ${own} shares into src/core, or navigate by page name.`,
})

const TARO_NET = ['request', 'uploadFile', 'downloadFile']
const TARO_NAV = ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack']
const taroCalls = (names, where) => [
  { selector: `MemberExpression[object.name='Taro'][property.name=/^(${names.join('|')})$/]`, message: `Taro.${names.join('/')} only in ${where}.` },
  {
    selector: `ImportDeclaration[source.value='@tarojs/taro'] > ImportSpecifier[imported.name=/^(${names.join('|')})$/]`,
    message: `Taro.${names.join('/')} only in ${where}.`,
  },
]
const NET = taroCalls(TARO_NET, 'the request client (src/core/request): use http from @/core/request')
const NAV = taroCalls(TARO_NAV, 'the navigation module (src/core/navigation): use nav from @/core/navigation')
// a page's query comes still encoded from the router (`ids=3%2C4`): screens read it decoded through usePageParams
const ROUTER = taroCalls(['useRouter'], 'the navigation module (src/core/navigation): read the query with usePageParams from @/core/navigation')
// dialogs have translated buttons only through the UI facade's confirm / chooseAction
const DIALOG = taroCalls(['showModal', 'showActionSheet'], 'the UI facade (src/core/ui): use confirm / chooseAction from @/core/ui')

// a feature calls the server through `api.<area>.<record>(...)` (src/core/request/api.ts), never by a URL of its own
const URL_CALLS = {
  selector: "CallExpression[callee.object.name='http'][callee.property.name=/^(get|post|put|del|request)$/]",
  message: 'Call the server through api.<area>.<record>(...) from @/core/request: no feature writes a URL.',
}

const imports = (...patterns) => ['error', { patterns }]

// contract files that build TypeBox schemas (types/<area>.ts): the app takes only their types, so the
// schemas (and TypeBox) stay on the server (api-records.ts gathers the records for the tests' fake API);
// runtime-free contracts (*-codes.ts, rules.ts, api-table.ts ...) are free
const schemaFiles = fs
  .readdirSync(path.join(root, 'types'))
  .filter((f) => /\.ts$/.test(f) && (fs.readFileSync(path.join(root, 'types', f), 'utf8').includes("'@sinclair/typebox'") || f === 'api-records.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
const TYPES_ONLY = [
  'error',
  {
    paths: [{ name: '@sinclair/typebox', message: "TypeBox stays on the server: the app takes a schema's type with `import type`.", allowTypeImports: true }],
    patterns: [
      {
        regex: `^~types/(${schemaFiles.join('|')})$`,
        message: 'A contract that builds TypeBox schemas is taken with `import type` in the app (the schemas stay on the server).',
        allowTypeImports: true,
      },
    ],
  },
]

export default tseslint.config(
  // build output, installed packages, generated and recorded files (.gitignore's folders)
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.swc/**',
      '.temp/**',
      '.cache/**',
      'coverage/**',
      'server/data/**',
      'server/build/**',
      'test/e2e/artifacts/**',
      '**/*.d.ts',
      // the migrations of an earlier version (commit f5e6677), kept as they shipped: server/test/migrations.test.ts
      // migrates a database of that version forward
      'server/test/fixtures/**',
    ],
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are the code base's way of saying "deliberately unused" (a skipped tuple
      // element, a parameter a callback signature requires); an unused catch binding stays allowed
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // a server module adds its tables to Kysely's DB by declaration merging: `interface DB extends CatalogTables {}`
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  // files that run in Node: the server, scripts, build and test configs, test runners
  {
    files: ['server/**', 'scripts/**', 'config/**', 'test/**', 'rn/**', '*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // CommonJS files (babel, jest, metro and Taro's webpack configs load them with require)
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['rn/index.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // browser tests: the functions handed to page.evaluate run in the page
  { files: ['test/e2e/**', 'scripts/{first-paint,lh-home,trace-h5,budget}.mjs'], languageOptions: { globals: { ...globals.browser } } },
  // unit tests run in jest (jsdom)
  {
    files: ['test/unit/**', 'rn/test/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser } },
    rules: {
      // tests stand in for the host: they replace Taro's functions, window's and fetch on objects whose
      // types do not let them be assigned (`(Taro as any).request = jest.fn(...)`)
      '@typescript-eslint/no-explicit-any': 'off',
      // jest.mock factories, jest.isolateModules and a module loaded again after resetModules take `require`
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  // server tests read answers of many shapes from app.inject's JSON (`res.json() as any`), as the unit tests do
  { files: ['server/test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // a migration is written against the tables of its day, not today's typed Database: Kysely<any>
  { files: ['server/src/**/migrations/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['src/**/*.{ts,tsx}', 'types/**/*.ts'],
    plugins: { 'check-file': checkFile, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'no-restricted-imports': imports(NUTUI),
      'no-restricted-syntax': ['error', ...NET, ...NAV, ...ROUTER, ...DIALOG],
    },
  },
  // the app takes TypeBox contracts as types only
  { files: ['src/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': TYPES_ONLY } },
  // server/src: layers db < core < plugins < modules < flows < app; a module reached only through its index.ts
  { files: ['server/src/**/*.ts'], plugins: { layers: serverLayers }, rules: { 'layers/imports': 'error' } },
  // core/: no feature; NutUI only in the UI facade (language packs take NutUI's locale texts)
  { files: ['src/core/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': imports(NUTUI, NO_FEATURES) } },
  { files: ['src/core/i18n/packs/**/*.ts'], rules: { 'no-restricted-imports': imports(NUTUI_LOCALES_ONLY, NO_FEATURES) } },
  { files: ['src/core/ui/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': imports(NO_FEATURES) } },
  { files: ['src/core/request/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...NAV, ...ROUTER, ...DIALOG] } },
  { files: ['src/core/navigation/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...NET, ...DIALOG] } },
  { files: ['src/core/ui/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...NET, ...NAV, ...ROUTER] } },
  { files: ['src/features/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...NET, ...NAV, ...ROUTER, ...DIALOG, URL_CALLS] } },
  // a feature imports core, never another feature
  ...features.map((f) => ({ files: [`src/features/${f}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': imports(NUTUI, otherFeatures(f)) } })),
  // kebab-case file and folder names (a platform suffix like .h5 / .rn is allowed); page entries follow
  // the spec's paths, language packs the locale codes of locales/
  {
    files: ['src/**/*'],
    ignores: ['src/pages/**', 'src/core/i18n/packs/**'],
    rules: {
      'check-file/filename-naming-convention': ['error', { 'src/**/*.{ts,tsx,scss}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
)
