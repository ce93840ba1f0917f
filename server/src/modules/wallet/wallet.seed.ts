// The wallet's demo data: the demo tenant offers CNY and USD (EUR listed, not offered), six of the seven wallet web
// pages open this server's stand-in page (webzfb left unconfigured), and the demo shopper's history has more lines.
import type { SeedStep } from '../../seed/index.js'
import { DEMO_LOGIN } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { ledgerService } from '../ledger/index.js'
import { systemService } from '../system/index.js'
import { LOCAL_PAGE, type WalletSetting } from './wallet.settings.js'

export const DEMO_WALLET: WalletSetting = {
  currencies: [
    { code: 'CNY', symbol: '¥', decimals: 2 },
    { code: 'USD', symbol: '$', decimals: 2 },
    { code: 'EUR', symbol: '€', decimals: 2, enabled: false },
  ],
  webPages: { webdq: LOCAL_PAGE, webjlll: LOCAL_PAGE, webim: LOCAL_PAGE, webys: LOCAL_PAGE, webdj: LOCAL_PAGE, webrwa: LOCAL_PAGE },
}

/** Rewards credited to the demo shopper through the ledger (from `funding`), beside the opening balances of the ledger's seed. */
export const DEMO_CREDITS = [
  { currency: 'CNY', amount: 8_800, memo: 'welcome reward' },
  { currency: 'USD', amount: 1_500, memo: 'welcome reward' },
]

/** After the ledger's demo balances (15) and the system's settings (30); before the orders and refunds (40, 60). */
export const seed: SeedStep = {
  order: 35,
  async run(c) {
    await systemService.putSetting(c, 'wallet', DEMO_WALLET)
    const userId = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
    if (!userId) return
    for (const x of DEMO_CREDITS)
      await ledgerService.postTransaction(c, {
        kind: 'credit',
        ref: `demo-reward:${userId}:${x.currency}`,
        memo: x.memo,
        entries: [
          { account: { system: 'funding', currency: x.currency }, amount: -x.amount },
          { account: { userId, currency: x.currency }, amount: x.amount },
        ],
      })
  },
}
