// Small helpers shared by the project's scripts.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Newest modification time (ms) of any file under the given paths. */
export function newestMtime(paths) {
  let newest = 0
  const walk = (p) => {
    let st
    try {
      st = fs.statSync(p)
    } catch {
      return
    }
    if (st.isDirectory()) {
      for (const e of fs.readdirSync(p)) if (e !== 'node_modules' && !e.startsWith('.')) walk(path.join(p, e))
    } else newest = Math.max(newest, st.mtimeMs)
  }
  for (const p of paths) walk(path.resolve(root, p))
  return newest
}

const CLIENT_INPUTS = ['src', 'config', 'locales', 'types', 'babel.config.js', 'tsconfig.json', 'project.config.json', 'package.json']

/** Whether dist/<type> is missing or older than the client's sources. */
export function buildIsStale(type) {
  const marker = path.join(root, 'dist', type, type === 'h5' ? 'index.html' : 'app.json')
  if (!fs.existsSync(marker)) return true
  return newestMtime(CLIENT_INPUTS) > fs.statSync(marker).mtimeMs
}

const SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }

/**
 * Run a command, streaming its output (and optionally capturing it). Resolves {code, out}.
 * SIGINT/SIGTERM/SIGHUP sent to this process go on to the child, and this process exits with the
 * child once it has stopped (npm forwards SIGTERM to its script, never to the script's children).
 * `ipc`: the child gets an IPC channel, which closes when this process dies in any way.
 */
export function run(cmd, args, { env, capture = false, quiet = false, cwd = root, ipc = false } = {}) {
  return new Promise((resolve) => {
    const io = capture || quiet ? ['ignore', 'pipe', 'pipe'] : ['inherit', 'inherit', 'inherit']
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ipc ? [...io, 'ipc'] : io })
    let out = ''
    if (capture || quiet) {
      child.stdout.on('data', (d) => {
        out += d
        if (!quiet) process.stdout.write(d)
      })
      child.stderr.on('data', (d) => {
        out += d
        if (!quiet) process.stderr.write(d)
      })
    }
    let stopping = null
    const forward = (sig) => {
      stopping = sig
      child.kill(sig)
    }
    for (const sig of Object.keys(SIGNALS)) process.on(sig, forward)
    child.on('exit', (code) => {
      for (const sig of Object.keys(SIGNALS)) process.off(sig, forward)
      if (stopping) process.exit(code || 128 + SIGNALS[stopping])
      resolve({ code: code ?? 1, out })
    })
  })
}

/** Keep the last successful build's time per platform in dist/.build-times.json (the budget script prints it). */
function recordBuildTime(type, secs) {
  const file = path.join(root, 'dist', '.build-times.json')
  let times = {}
  try {
    times = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    /* first build */
  }
  times[type] = { secs: Number(secs), at: new Date().toISOString() }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(times, null, 2)}\n`)
}

export async function buildIfStale(type, { force = false } = {}) {
  if (!force && !buildIsStale(type)) {
    console.log(`[build] dist/${type} is up to date`)
    return 0
  }
  console.log(`[build] building ${type} ...`)
  const t0 = Date.now()
  // Taro's progress bar floods logs: keep its output and show the end of it only
  const { code, out } = await run('npx', ['taro', 'build', '--type', type], { env: { NODE_ENV: 'production' }, quiet: true })
  // eslint-disable-next-line no-control-regex
  const lines = out.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').split('\n').filter((l) => l.trim())
  const tail = code === 0 ? lines.filter((l) => /Compiled|compiled|error/i.test(l)).slice(-3) : lines.slice(-60)
  for (const l of tail) console.log(`  ${l}`)
  const secs = ((Date.now() - t0) / 1000).toFixed(1)
  console.log(`[build] ${type} ${code === 0 ? 'done' : 'FAILED'} in ${secs} s`)
  if (code === 0) recordBuildTime(type, secs)
  return code
}
