/** Texts of the user agreement and privacy policy shown before registering (basics/list). */
export interface Agreement {
  key: 'user' | 'privacy'
  title: string
  content: string
}

export const AGREEMENTS: Record<'zh' | 'en', Agreement[]> = {
  zh: [
    {
      key: 'user',
      title: '用户服务协议',
      content:
        '欢迎使用本平台。注册即表示您同意：1. 提供真实、准确的注册信息并妥善保管账号与密码；2. 在平台上的购买、支付、退款等行为遵守所在地法律法规与平台规则；3. 商户对其商品和服务的质量负责，平台依规则处理纠纷；4. 平台可在提前公告后调整服务内容；5. 您可以随时申请注销账号，注销后数据按隐私政策处理。',
    },
    {
      key: 'privacy',
      title: '隐私政策',
      content:
        '我们仅为提供服务所必需收集信息：手机号用于登录与通知，收货地址用于配送，定位仅在您授权后用于推荐附近门店，实名信息仅用于合规核验。我们不会出售您的个人信息；您可以在设置中查看、更正或删除您的信息，或注销账号。',
    },
  ],
  en: [
    {
      key: 'user',
      title: 'User Service Agreement',
      content:
        'Welcome. By registering you agree to: 1. give true and accurate registration details and keep your account and password safe; 2. follow local law and the platform rules when buying, paying and requesting refunds; 3. merchants are responsible for the quality of their goods and services, and the platform settles disputes by its published rules; 4. the platform may change its services after prior notice; 5. you may close your account at any time, after which your data is handled as the privacy policy says.',
    },
    {
      key: 'privacy',
      title: 'Privacy Policy',
      content:
        'We collect only what the service needs: your phone number to sign in and notify you, delivery addresses to ship orders, your location only after you allow it to suggest nearby stores, and identity details only for compliance checks. We never sell personal data; you can view, correct or delete it in settings, or close your account.',
    },
  ],
}
