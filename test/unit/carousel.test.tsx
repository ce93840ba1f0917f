import { act, fireEvent, render, screen } from '@testing-library/react'
import { Carousel, SLIDE_MS } from '@/core/ui/carousel.h5'

// jsdom has no PointerEvent: React's pointer handlers need clientX and pointerId on the event
class FakePointerEvent extends MouseEvent {
  pointerId: number
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init)
    this.pointerId = init.pointerId ?? 1
  }
}
;(window as unknown as { PointerEvent: unknown }).PointerEvent = FakePointerEvent

const items = ['a', 'b', 'c']
const track = () => screen.getByTestId('carousel').firstElementChild as HTMLElement
const activeDot = () => [...screen.getByTestId('carousel').querySelectorAll('.carousel__dot')].findIndex((d) => d.classList.contains('carousel__dot--active'))
const visible = () => screen.getByTestId('carousel').querySelector('.carousel__slide[aria-hidden="false"]')?.textContent
const drag = (dx: number) => {
  const el = track()
  fireEvent.pointerDown(el, { clientX: 200, clientY: 10, pointerId: 1 })
  fireEvent.pointerMove(el, { clientX: 200 + dx / 2, clientY: 10, pointerId: 1 })
  fireEvent.pointerMove(el, { clientX: 200 + dx, clientY: 10, pointerId: 1 })
  fireEvent.pointerUp(el, { clientX: 200 + dx, clientY: 10, pointerId: 1 })
}
const show = (extra: Partial<Parameters<typeof Carousel<string>>[0]> = {}) => {
  const onItemClick = jest.fn()
  render(<Carousel items={items} itemKey={(s) => s} render={(s) => <span>{s}</span>} onItemClick={onItemClick} {...extra} />)
  return onItemClick
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test('autoplay advances each interval and a looped carousel goes on from the last slide to the first', () => {
  show({ autoplay: true, interval: 1000, circular: true })
  expect(visible()).toBe('a')
  // clones of the last and first slides sit at both ends of the track; the first render fills the shown
  // slide and its neighbours only (the others are empty boxes until the track comes near them)
  expect([...track().children].map((c) => c.textContent)).toEqual(['c', 'a', 'b', '', ''])
  expect(track().style.transform).toBe('translateX(calc(-100% + 0px))')
  act(() => jest.advanceTimersByTime(1000))
  expect(visible()).toBe('b')
  expect(activeDot()).toBe(1)
  expect([...track().children].map((c) => c.textContent)).toEqual(['c', 'a', 'b', 'c', ''])
  act(() => jest.advanceTimersByTime(1000))
  expect(visible()).toBe('c')
  // the clone of the first slide is the next one now: it has its content before the track moves onto it
  expect([...track().children].map((c) => c.textContent)).toEqual(['c', 'a', 'b', 'c', 'a'])
  act(() => jest.advanceTimersByTime(1000))
  // on the clone of the first slide, then back to the real one without animation
  expect(track().style.transform).toBe('translateX(calc(-400% + 0px))')
  expect(activeDot()).toBe(0)
  act(() => jest.advanceTimersByTime(SLIDE_MS))
  expect(track().style.transform).toBe('translateX(calc(-100% + 0px))')
  expect(track().style.transition).toBe('none')
  expect(visible()).toBe('a')
})

test('a drag past the threshold turns the slide; a short one springs back; the ends resist without looping', () => {
  show()
  drag(-80)
  expect(visible()).toBe('b')
  drag(-20)
  expect(visible()).toBe('b')
  drag(80)
  expect(visible()).toBe('a')
  // first slide, dragging right: nothing before it
  drag(120)
  expect(visible()).toBe('a')
  drag(-80)
  drag(-80)
  drag(-80)
  expect(visible()).toBe('c')
})

test('a drag the browser cancels (the page scrolled) springs back', () => {
  show()
  const el = track()
  fireEvent.pointerDown(el, { clientX: 200, clientY: 10, pointerId: 1 })
  fireEvent.pointerMove(el, { clientX: 120, clientY: 30, pointerId: 1 })
  expect(el.style.transform).toBe('translateX(calc(0% + -80px))')
  fireEvent.pointerCancel(el, { clientX: 0, clientY: 0, pointerId: 1 })
  expect(visible()).toBe('a')
  expect(el.style.transform).toBe('translateX(calc(0% + 0px))')
})

test('a looped carousel dragged right on the first slide shows the last', () => {
  show({ circular: true })
  drag(80)
  expect(activeDot()).toBe(2)
  act(() => jest.advanceTimersByTime(SLIDE_MS))
  expect(visible()).toBe('c')
})

test('a tap opens the slide, the click that ends a drag does not, a dot jumps to its slide', () => {
  const onItemClick = show()
  fireEvent.click(screen.getByText('a'))
  expect(onItemClick).toHaveBeenCalledWith('a', 0)
  drag(-80)
  fireEvent.click(screen.getByText('b'))
  expect(onItemClick).toHaveBeenCalledTimes(1)
  fireEvent.click(screen.getByText('b'))
  expect(onItemClick).toHaveBeenLastCalledWith('b', 1)
  fireEvent.click(screen.getByTestId('carousel').querySelectorAll('.carousel__dot')[2])
  expect(visible()).toBe('c')
})

test('autoplay without looping starts again at the first slide', () => {
  show({ autoplay: true, interval: 500, current: 2 })
  expect(visible()).toBe('c')
  act(() => jest.advanceTimersByTime(500))
  expect(visible()).toBe('a')
  expect(track().style.transform).toBe('translateX(calc(0% + 0px))')
})

test('starts on `current`, no dots for one slide, nothing for none', () => {
  const { unmount } = render(<Carousel items={items} itemKey={(s) => s} render={(s) => <span>{s}</span>} current={2} />)
  expect(visible()).toBe('c')
  unmount()
  const one = render(<Carousel items={['x']} itemKey={(s) => s} render={(s) => <span>{s}</span>} autoplay />)
  expect(one.container.querySelectorAll('.carousel__dot')).toHaveLength(0)
  act(() => jest.advanceTimersByTime(10000))
  expect(one.container.querySelector('.carousel__slide')?.textContent).toBe('x')
  one.unmount()
  const none = render(<Carousel items={[]} itemKey={(s: string) => s} render={(s) => <span>{s}</span>} />)
  expect(none.container.innerHTML).toBe('')
})

test('the first render fills the shown slide and its neighbours; a slide keeps its content once filled', () => {
  const many = ['a', 'b', 'c', 'd', 'e', 'f']
  const contents = () => [...track().children].map((c) => c.querySelector('img')?.alt ?? '')
  render(<Carousel items={many} itemKey={(s) => s} render={(s) => <img alt={s} src={`/${s}.png`} />} />)
  expect(track().querySelectorAll('img')).toHaveLength(2)
  drag(-80)
  drag(-80)
  expect(track().querySelectorAll('img')).toHaveLength(4)
  drag(80)
  drag(80)
  expect(contents()).toEqual(['a', 'b', 'c', 'd', '', ''])
})

test('a looped carousel dragged right from its first slide fills the last one before it jumps there', () => {
  const many = ['a', 'b', 'c', 'd', 'e']
  render(<Carousel items={many} itemKey={(s) => s} render={(s) => <span>{s}</span>} circular />)
  const contents = () => [...track().children].map((c) => c.textContent)
  expect(contents()).toEqual(['e', 'a', 'b', '', '', '', ''])
  drag(80)
  // on the clone of the last slide: the real last slide is filled before the jump
  expect(contents()).toEqual(['e', 'a', 'b', '', '', 'e', ''])
  act(() => jest.advanceTimersByTime(SLIDE_MS))
  expect(visible()).toBe('e')
  expect(contents()).toEqual(['e', 'a', 'b', '', 'd', 'e', 'a'])
})
