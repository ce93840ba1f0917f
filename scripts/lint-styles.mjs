// Style lint: src/**/*.scss against the shared (every platform, React Native included) rules, and
// src/**/*.h5.scss (web CSS for H5 and mini-programs) against the lighter web rules. Prints every
// problem and "styles: N passed, N failed" (one per file); exits 1 on any problem.
import path from 'node:path'
import stylelint from 'stylelint'
import { sharedConfig } from '../config/stylelint/shared.mjs'
import { webConfig } from '../config/stylelint/web.mjs'
import { root } from './lib.mjs'

/** Lint the style files under `src`; returns {files, problems} (problems: file, line, rule, text). */
export async function lintStyles({ cwd = root } = {}) {
  const runs = [
    { config: sharedConfig, files: ['src/**/*.scss', '!src/**/*.h5.scss'] },
    { config: webConfig, files: ['src/**/*.h5.scss'] },
  ]
  const files = []
  const problems = []
  for (const { config, files: globs } of runs) {
    const { results } = await stylelint.lint({ config, configBasedir: root, files: globs, cwd, allowEmptyInput: true })
    for (const r of results) {
      files.push({ file: path.relative(cwd, r.source), ok: !r.warnings.length && !r.parseErrors?.length })
      for (const w of r.warnings) problems.push({ file: path.relative(cwd, r.source), line: w.line, rule: w.rule, text: w.text })
    }
  }
  return { files, problems }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // --cwd DIR lints DIR/src instead (the rule tests use it); --json prints the result as JSON
  const at = process.argv.indexOf('--cwd')
  const { files, problems } = await lintStyles(at > 0 ? { cwd: path.resolve(process.argv[at + 1]) } : {})
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ files, problems }))
    process.exit(problems.length ? 1 : 0)
  }
  for (const p of problems) console.log(`${p.file}:${p.line}  ${p.text}`)
  const bad = files.filter((f) => !f.ok).length
  console.log(`styles: ${files.length - bad} passed, ${bad} failed`)
  process.exit(problems.length ? 1 : 0)
}
