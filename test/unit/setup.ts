// Build constants that config/index.ts defines for the real builds.
const g = globalThis as Record<string, unknown>
g.API_BASE = '/api'
g.DEFAULT_TENANT = 'default'
g.DEPRECATED_ADAPTER_COMPONENT = false
g.APP_VERSION = 'test'
g.APP_VERSION_CODE = 1103
process.env.TARO_ENV = 'h5'
// Taro runtime feature flags, normally injected by its webpack plugin.
for (const flag of [
  'ENABLE_INNER_HTML',
  'ENABLE_ADJACENT_HTML',
  'ENABLE_SIZE_APIS',
  'ENABLE_TEMPLATE_CONTENT',
  'ENABLE_CLONE_NODE',
  'ENABLE_CONTAINS',
  'ENABLE_MUTATION_OBSERVER',
])
  g[flag] = true
// Taro's config macros, global at build time
g.defineAppConfig = (c: unknown) => c
g.definePageConfig = (c: unknown) => c

// jsdom lays nothing out and has no Element.scrollIntoView, which Taro's ScrollView calls for `scrollIntoView`
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {}
// `waitFor`/`findBy*` wait up to 5 s (1 s by default): on a busy 2-core CI machine a screen's first render alone can
// take longer than a second (a test that waits for something that never comes still fails, 5 s later)
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 })
