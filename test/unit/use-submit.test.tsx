// The submit guard (core/form useSubmit): every form and row action runs through it, so its rules are
// tested here once: arguments reach the action, one run at a time (busy), errors stop here, and the
// `invalidate` option fetches again after a success and after a failure alike.
import { act, renderHook } from '@testing-library/react'
import { clearQueries, fetchQuery } from '@/core/data'
import { useSubmit } from '@/core/form'

/** An action whose answer the test releases by hand. */
function deferred() {
  let resolve!: () => void
  let reject!: (e: Error) => void
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

beforeEach(() => clearQueries())

test('run(...args) hands its arguments to the action; a hook without arguments still works', async () => {
  const seen: Array<[number, string]> = []
  const { result } = renderHook(() => useSubmit(async (id: number, reason: string) => void seen.push([id, reason])))
  await act(() => result.current.run(7, 'late'))
  await act(() => result.current.run(8, 'wrong size'))
  expect(seen).toEqual([
    [7, 'late'],
    [8, 'wrong size'],
  ])

  let plain = 0
  const noArgs = renderHook(() => useSubmit(async () => void plain++))
  await act(() => noArgs.result.current.run())
  expect(plain).toBe(1)
})

test('one run at a time: a second run while the first is busy is dropped, busy falls when it ends', async () => {
  const pending: Array<ReturnType<typeof deferred>> = []
  const seen: number[] = []
  const { result } = renderHook(() =>
    useSubmit((id: number) => {
      seen.push(id)
      const d = deferred()
      pending.push(d)
      return d.promise
    }),
  )
  expect(result.current.busy).toBe(false)
  let first!: Promise<void>
  act(() => {
    first = result.current.run(1)
  })
  expect(result.current.busy).toBe(true)
  // a double tap, and another row's tap, while the first request is in flight
  let second!: Promise<void>
  act(() => {
    second = result.current.run(1)
    void result.current.run(2)
  })
  await second
  expect(seen).toEqual([1])
  expect(result.current.busy).toBe(true)
  await act(async () => {
    pending[0].resolve()
    await first
  })
  expect(result.current.busy).toBe(false)
  // free again: the next run goes through
  act(() => void result.current.run(3))
  expect(seen).toEqual([1, 3])
  await act(async () => pending[1].resolve())
})

test('a failed action stops in the hook (the request client showed it), busy falls, the next run goes', async () => {
  const d = deferred()
  let calls = 0
  const { result } = renderHook(() =>
    useSubmit(() => {
      calls++
      return calls === 1 ? d.promise : Promise.resolve()
    }),
  )
  let first!: Promise<void>
  act(() => {
    first = result.current.run()
  })
  await act(async () => {
    d.reject(new Error('409 already confirmed'))
    await expect(first).resolves.toBeUndefined()
  })
  expect(result.current.busy).toBe(false)
  await act(() => result.current.run())
  expect(calls).toBe(2)
})

test('invalidate: the listed queries are fetched again after a success and after a refusal', async () => {
  let version = 0
  const list = () => fetchQuery(['merchant', 'cash'], async () => ++version)
  let carts = 0
  const other = () => fetchQuery(['cart'], async () => ++carts)
  await list()
  await other()
  let fail = false
  const { result } = renderHook(() =>
    useSubmit(
      async () => {
        if (fail) throw new Error('refused')
      },
      { invalidate: [['merchant']] },
    ),
  )
  await act(() => result.current.run())
  expect(await list()).toBe(2)
  fail = true
  await act(() => result.current.run())
  expect(await list()).toBe(3)
  // only the listed prefix: the cart's answer is still the first one
  expect(await other()).toBe(1)
})
