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
 * Time limits of the build steps (seconds; `BUILD_TIMEOUT=<s>` sets them all). On 2 cores an H5 build takes
 * 1-3 min, an RN bundle 2-3 min and rn/'s install 2 min; shared with other jobs (load 15-20) an H5 build took
 * 5-6 min and a cold Android bundle over 13: the limits leave room for that. A hung step does nothing; past its
 * limit it is killed with everything it started and fails, naming itself and the limit.
 */
export const LIMITS = { h5: 1800, weapp: 1800, alipay: 1800, tt: 1800, 'rn install': 1800, 'rn android': 1800, 'rn ios': 1800 }
export const limitOf = (step) => Number(process.env.BUILD_TIMEOUT) || LIMITS[step]

/**
 * Run a command, streaming its output (and optionally capturing it). Resolves {code, out, timedOut}.
 * SIGINT/SIGTERM/SIGHUP sent to this process go on to the child, and this process exits with the
 * child once it has stopped (npm forwards SIGTERM to its script, never to the script's children).
 * `ipc`: the child gets an IPC channel, which closes when this process dies in any way.
 * `timeout` (seconds) with `step` (its name): the child runs in a process group of its own; past the limit the
 * whole group gets SIGTERM, then SIGKILL 5 s later, and the run resolves with code 124 and a line saying so
 * (a build tool that forks a bundler and waits on it can no longer hold the caller forever).
 */
export function run(cmd, args, { env, capture = false, quiet = false, cwd = root, ipc = false, timeout, step } = {}) {
  return new Promise((resolve) => {
    const io = capture || quiet ? ['ignore', 'pipe', 'pipe'] : ['inherit', 'inherit', 'inherit']
    const group = timeout > 0
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ipc ? [...io, 'ipc'] : io, detached: group })
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
    // the child alone, or its whole process group when it has one
    const signal = (sig) => {
      try {
        if (group) process.kill(-child.pid, sig)
        else child.kill(sig)
      } catch {
        /* gone already */
      }
    }
    let stopping = null
    const forward = (sig) => {
      stopping = sig
      signal(sig)
    }
    for (const sig of Object.keys(SIGNALS)) process.on(sig, forward)
    let timedOut = false
    let killer
    const timer = group
      ? setTimeout(() => {
          timedOut = true
          const line = `[timeout] ${step ?? cmd} did not end within its limit of ${timeout} s: killing its process group (${cmd} ${args.join(' ')})`
          console.error(line)
          out += `\n${line}\n`
          signal('SIGTERM')
          killer = setTimeout(() => signal('SIGKILL'), 5000)
        }, timeout * 1000)
      : null
    child.on('exit', (code) => {
      clearTimeout(timer)
      // what the child started may outlive it (a bundler it forked): after a time-out, none of it stays
      if (timedOut) signal('SIGKILL')
      clearTimeout(killer)
      for (const sig of Object.keys(SIGNALS)) process.off(sig, forward)
      if (stopping) process.exit(code || 128 + SIGNALS[stopping])
      if (timedOut) console.error(`[timeout] ${step ?? cmd} FAILED: killed after ${timeout} s`)
      resolve({ code: timedOut ? 124 : (code ?? 1), out, timedOut })
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
  const { code, out } = await run('npx', ['taro', 'build', '--type', type], {
    env: { NODE_ENV: 'production' },
    quiet: true,
    timeout: limitOf(type),
    step: `build ${type}`,
  })
  const lines = out
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
    .replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
    .split('\n')
    .filter((l) => l.trim())
  const tail = code === 0 ? lines.filter((l) => /Compiled|compiled|error/i.test(l)).slice(-3) : lines.slice(-60)
  for (const l of tail) console.log(`  ${l}`)
  const secs = ((Date.now() - t0) / 1000).toFixed(1)
  console.log(`[build] ${type} ${code === 0 ? 'done' : 'FAILED'} in ${secs} s`)
  if (code === 0) recordBuildTime(type, secs)
  return code
}
