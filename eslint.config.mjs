// ESLint (flat config): the import rules that hold the client's architecture. Run by `npm run lint`
// and by `npm test`; test/unit/lint.test.ts proves each rule can fail.
import fs from 'node:fs'
import path from 'node:path'
import checkFile from 'eslint-plugin-check-file'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname
const features = fs.readdirSync(path.join(root, 'src/features'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)

const NUTUI = { group: ['@nutui/*', '@nutui/**'], message: 'NutUI is used only inside the UI facade (src/core/ui): import the component from @/core/ui.' }
const NUTUI_LOCALES_ONLY = { regex: '^@nutui/(?!nutui-react-taro/dist/es/locales/)', message: 'Language packs take only NutUI\'s locale texts; components come from @/core/ui.' }
const NO_FEATURES = { group: ['@/features', '@/features/**', '**/features/**'], message: 'core/ knows no feature: a feature registers itself with core (e.g. clearOnLogout, registerTexts).' }
const otherFeatures = (own) => ({
  group: features.filter((f) => f !== own).flatMap((f) => [`@/features/${f}`, `@/features/${f}/**`, `../${f}`, `../${f}/**`, `**/features/${f}/**`]),
  message: `Features do not import each other: move what ${own} shares into src/core, or navigate by page name.`,
})

const TARO_NET = ['request', 'uploadFile', 'downloadFile']
const TARO_NAV = ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack']
const taroCalls = (names, where) => [
  { selector: `MemberExpression[object.name='Taro'][property.name=/^(${names.join('|')})$/]`, message: `Taro.${names.join('/')} only in ${where}.` },
  { selector: `ImportDeclaration[source.value='@tarojs/taro'] > ImportSpecifier[imported.name=/^(${names.join('|')})$/]`, message: `Taro.${names.join('/')} only in ${where}.` },
]
const NET = taroCalls(TARO_NET, 'the request client (src/core/request): use http from @/core/request')
const NAV = taroCalls(TARO_NAV, 'the navigation module (src/core/navigation): use nav from @/core/navigation')
// a page's query comes still encoded from the router (`ids=3%2C4`): screens read it decoded through usePageParams
const ROUTER = taroCalls(['useRouter'], 'the navigation module (src/core/navigation): read the query with usePageParams from @/core/navigation')
// dialogs have translated buttons only through the UI facade's confirm / chooseAction
const DIALOG = taroCalls(['showModal', 'showActionSheet'], 'the UI facade (src/core/ui): use confirm / chooseAction from @/core/ui')

// the contract records carry TypeBox: the app imports them as types only; as values only the runtime-free files of types/
const RECORDS_AS_VALUES = {
  selector: "ImportDeclaration[importKind='value'][source.value=/^~types\\/(?!(constants|rules|image-sizes|footprint-limits|api-table|[\\w-]+-codes)$)/] > ImportSpecifier[importKind='value']",
  message: 'types/ records and schemas carry TypeBox: `import type` them (values only from the runtime-free files: constants, rules, *-codes, image-sizes, footprint-limits, api-table).',
}
// a feature calls the server through `api.<area>.<record>(...)` (src/core/request/api.ts), never by a URL of its own
const URL_CALLS = { selector: "CallExpression[callee.object.name='http'][callee.property.name=/^(get|post|put|del|request)$/]", message: 'Call the server through api.<area>.<record>(...) from @/core/request: no feature writes a URL.' }

const imports = (...patterns) => ['error', { patterns }]

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'server/**', 'test/**', 'scripts/**', 'config/**', '**/*.d.ts'] },
  {
    files: ['src/**/*.{ts,tsx}', 'types/**/*.ts'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { '@typescript-eslint': tseslint.plugin, 'check-file': checkFile, 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'no-restricted-imports': imports(NUTUI),
      'no-restricted-syntax': ['error', ...NET, ...NAV, ...ROUTER, ...DIALOG, RECORDS_AS_VALUES],
    },
  },
  // core/: no feature; NutUI only in the UI facade (language packs take NutUI's locale texts)
  { files: ['src/core/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': imports(NUTUI, NO_FEATURES) } },
  { files: ['src/core/i18n/packs/**/*.ts'], rules: { 'no-restricted-imports': imports(NUTUI_LOCALES_ONLY, NO_FEATURES) } },
  { files: ['src/core/ui/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': imports(NO_FEATURES) } },
  { files: ['src/core/request/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...NAV, ...ROUTER, ...DIALOG, RECORDS_AS_VALUES] } },
  { files: ['src/core/navigation/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...NET, ...DIALOG, RECORDS_AS_VALUES] } },
  { files: ['src/core/ui/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...NET, ...NAV, ...ROUTER, RECORDS_AS_VALUES] } },
  { files: ['src/features/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...NET, ...NAV, ...ROUTER, ...DIALOG, RECORDS_AS_VALUES, URL_CALLS] } },
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
