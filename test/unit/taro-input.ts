import { act } from '@testing-library/react'

/**
 * Type into a Taro `Input`/`Textarea` as the component reports it: its `input` event with `detail.value`, on the
 * component's own element. Its inner <input> is drawn by the web component only once it has hydrated, which on a
 * loaded machine may come after the test types; an event on the host never misses.
 */
export function typeInto(el: Element, value: string): void {
  act(() => void el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
}

/** The value React gave a Taro input (its host element's attribute or property; there before any inner <input>). */
export const valueOf = (el: Element): string => el.getAttribute('value') ?? (el as unknown as { value?: string }).value ?? ''
