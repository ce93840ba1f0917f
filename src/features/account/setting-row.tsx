import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '@/core/i18n'
import { nav, type PageName } from '@/core/navigation'
// its own module (not the navigation face): the route table's screens stay out of the app's entry
import { isBuilt } from '@/core/navigation/built'
import { toast } from '@/core/ui'
import './texts'
import './settings.scss'
import './settings-web'

interface RowProps {
  label: string
  value?: string
  /** the value in the skin's colour (a required update) */
  warn?: boolean
  /** what the row opens: a page (marked "coming soon" while it has no screen) or an action */
  page?: PageName
  params?: Record<string, string>
  onClick?: () => void
  /** beside the value (a button) */
  children?: ReactNode
  last?: boolean
  testId?: string
}

/** One line of the settings list: label, value, an arrow when it opens something; a page not built yet says so. */
export function SettingRow({ label, value, warn, page, params, onClick, children, last, testId }: RowProps) {
  const { t } = useT('account')
  const soon = !!page && !isBuilt(page)
  const open = () => {
    if (soon) return toast(t('comingSoon'))
    if (onClick) return onClick()
    if (page) void nav.to(page, params)
  }
  const opens = !!page || !!onClick
  return (
    <View
      className={`set-row ${last ? 'set-row--last' : ''} ${soon ? 'set-row--off' : ''}`}
      data-testid={testId}
      aria-disabled={soon || undefined}
      onClick={opens ? open : undefined}
    >
      <Text className='set-row__label'>{label}</Text>
      <Text className={`set-row__value ${warn ? 'set-row__value--warn' : ''}`}>{soon ? '' : (value ?? '')}</Text>
      {soon && <Text className='set-soon'>{t('comingSoon')}</Text>}
      {children}
      {opens && !soon && <Text className='set-row__arrow'>›</Text>}
    </View>
  )
}
