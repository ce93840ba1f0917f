// What compressing API answers costs, printed (not asserted): the real server with demo data, then
// 1) CPU time per answer and compressed size of a product list (20 cards) and a product detail at
//    brotli qualities and gzip levels (node's zlib, the same calls @fastify/compress makes);
// 2) requests/s of the product list over keep-alive connections, without and with `Accept-Encoding: br`
//    (the server's chosen levels: server/src/app.ts API_COMPRESS_LEVELS).
// Usage: node scripts/bench-compress.mjs [seconds=5] [connections=32]
import http from 'node:http'
import os from 'node:os'
import zlib from 'node:zlib'
import { startServer } from '../test/e2e/harness.mjs'

const seconds = Number(process.argv[2] ?? 5)
const connections = Number(process.argv[3] ?? 32)
// every figure here follows the machine's load: printed at start and end
const machineLoad = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')
console.log(`machine load (1 / 5 / 15 min) at start: ${machineLoad()} on ${os.cpus().length} cores`)
const server = await startServer()
try {
  const list = `${server.base}/api/customer/api/product/search?keyword=&pageSize=20`
  const listBody = Buffer.from(await (await fetch(list, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
  const id = JSON.parse(listBody).rows[0].id
  const detailBody = Buffer.from(
    await (await fetch(`${server.base}/api/customer/api/product/${id}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  )
  const time = (fn) => {
    for (let i = 0; i < 20; i++) fn()
    const n = 300
    const t0 = process.hrtime.bigint()
    let size = 0
    for (let i = 0; i < n; i++) size = fn().length
    return { us: Number(process.hrtime.bigint() - t0) / 1000 / n, size }
  }
  for (const [name, body] of [
    ['product list', listBody],
    ['product detail', detailBody],
  ]) {
    console.log(`${name}: ${body.length} bytes as JSON`)
    for (const q of [1, 4, 5, 6, 11]) {
      const r = time(() =>
        zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      )
      console.log(`  brotli q${String(q).padEnd(2)} ${String(r.size).padStart(6)} bytes  ${r.us.toFixed(0).padStart(6)} us`)
    }
    for (const l of [1, 6, 9]) {
      const r = time(() => zlib.gzipSync(body, { level: l }))
      console.log(`  gzip   l${String(l).padEnd(2)} ${String(r.size).padStart(6)} bytes  ${r.us.toFixed(0).padStart(6)} us`)
    }
  }
  // the same keep-alive loop for both: `connections` requests in flight for `seconds`
  const load = async (headers) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
    const end = Date.now() + seconds * 1000
    let done = 0
    let bytes = 0
    const one = () =>
      new Promise((resolve, reject) => {
        http
          .get(list, { agent, headers }, (res) => {
            res.on('data', (d) => (bytes += d.length))
            res.on('end', resolve)
          })
          .on('error', reject)
      })
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < end) {
          await one()
          done++
        }
      }),
    )
    agent.destroy()
    return { rps: done / seconds, perAnswer: bytes / done }
  }
  await load({})
  const plain = await load({ 'accept-encoding': 'identity' })
  const br = await load({ 'accept-encoding': 'br' })
  const gz = await load({ 'accept-encoding': 'gzip' })
  console.log(
    `product list at ${connections} connections: identity ${plain.rps.toFixed(0)} req/s (${plain.perAnswer.toFixed(0)} B)  br ${br.rps.toFixed(0)} req/s (${br.perAnswer.toFixed(0)} B)  gzip ${gz.rps.toFixed(0)} req/s (${gz.perAnswer.toFixed(0)} B)`,
  )
} finally {
  await server.stop()
  console.log(`machine load (1 / 5 / 15 min) at end: ${machineLoad()}`)
}
