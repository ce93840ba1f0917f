/**
 * The agreements a tenant starts with (basics setting `agreements`, a tenant may replace them): the user
 * agreement and privacy policy shown before registering and from settings, and the withdrawal agreement signed
 * before a first withdrawal. Title and text in the six languages; the server answers the request's language
 * (`localize`, core/texts.ts), zh_CN when one is missing.
 */
export type Six = { zh_CN: string; zh_TW: string; en: string; ja: string; ko: string; fil: string }
export interface AgreementTexts {
  key: string
  title: Six
  content: Six
}

export const AGREEMENTS: AgreementTexts[] = [
  {
    key: 'user',
    title: {
      zh_CN: '用户服务协议',
      zh_TW: '用戶服務協議',
      en: 'User Service Agreement',
      ja: 'ユーザー利用規約',
      ko: '이용약관',
      fil: 'Kasunduan sa Serbisyo ng User',
    },
    content: {
      zh_CN:
        '欢迎使用本平台。注册即表示您同意：1. 提供真实、准确的注册信息并妥善保管账号与密码；2. 在平台上的购买、支付、退款等行为遵守所在地法律法规与平台规则；3. 商户对其商品和服务的质量负责，平台依规则处理纠纷；4. 平台可在提前公告后调整服务内容；5. 您可以随时申请注销账号，注销后数据按隐私政策处理。',
      zh_TW:
        '歡迎使用本平台。註冊即表示您同意：1. 提供真實、準確的註冊資訊並妥善保管帳號與密碼；2. 在平台上的購買、支付、退款等行為遵守所在地法律法規與平台規則；3. 商戶對其商品和服務的品質負責，平台依規則處理糾紛；4. 平台可在提前公告後調整服務內容；5. 您可以隨時申請註銷帳號，註銷後資料按隱私政策處理。',
      en: 'Welcome. By registering you agree to: 1. give true and accurate registration details and keep your account and password safe; 2. follow local law and the platform rules when buying, paying and requesting refunds; 3. merchants are responsible for the quality of their goods and services, and the platform settles disputes by its published rules; 4. the platform may change its services after prior notice; 5. you may close your account at any time, after which your data is handled as the privacy policy says.',
      ja: 'ご利用ありがとうございます。登録により次の事項に同意したものとみなされます：1. 正確な登録情報を提供し、アカウントとパスワードを適切に管理すること。2. 購入・支払い・返金の際は法令とプラットフォームの規則に従うこと。3. 商品とサービスの品質は出店者が責任を負い、紛争はプラットフォームが公開された規則に従って処理すること。4. プラットフォームは事前の告知のうえでサービス内容を変更できること。5. いつでも退会を申請でき、退会後のデータはプライバシーポリシーに従って取り扱われること。',
      ko: '환영합니다. 가입하면 다음에 동의하는 것으로 봅니다: 1. 정확한 가입 정보를 제공하고 계정과 비밀번호를 안전하게 관리합니다. 2. 구매, 결제, 환불 시 관련 법령과 플랫폼 규칙을 따릅니다. 3. 상품과 서비스의 품질은 판매자가 책임지며, 분쟁은 플랫폼이 공개된 규칙에 따라 처리합니다. 4. 플랫폼은 사전 공지 후 서비스를 변경할 수 있습니다. 5. 언제든지 탈퇴할 수 있으며, 탈퇴 후 데이터는 개인정보처리방침에 따라 처리됩니다.',
      fil: 'Maligayang pagdating. Sa pag-register, sumasang-ayon ka na: 1. magbigay ng totoo at tamang detalye at ingatan ang iyong account at password; 2. sundin ang lokal na batas at ang mga patakaran ng platform sa pagbili, pagbabayad at paghingi ng refund; 3. ang mga merchant ang mananagot sa kalidad ng kanilang produkto at serbisyo, at inaayos ng platform ang mga alitan ayon sa nailathalang patakaran; 4. maaaring baguhin ng platform ang serbisyo matapos ang paunang abiso; 5. maaari mong isara ang iyong account anumang oras, at ang iyong data ay hahawakan ayon sa patakaran sa privacy.',
    },
  },
  {
    key: 'privacy',
    title: { zh_CN: '隐私政策', zh_TW: '隱私政策', en: 'Privacy Policy', ja: 'プライバシーポリシー', ko: '개인정보처리방침', fil: 'Patakaran sa Privacy' },
    content: {
      zh_CN:
        '我们仅为提供服务所必需收集信息：手机号用于登录与通知，收货地址用于配送，定位仅在您授权后用于推荐附近门店，实名信息仅用于合规核验。我们不会出售您的个人信息；您可以在设置中查看、更正或删除您的信息，或注销账号。注销后，我们删除您的手机号、邮箱、头像、昵称、收货地址、购物车、收藏和足迹；订单与资金流水按法律要求保留，但不再与您的身份关联。',
      zh_TW:
        '我們僅為提供服務所必需收集資訊：手機號用於登入與通知，收貨地址用於配送，定位僅在您授權後用於推薦附近門店，實名資訊僅用於合規核驗。我們不會出售您的個人資訊；您可以在設定中查看、更正或刪除您的資訊，或註銷帳號。註銷後，我們刪除您的手機號、郵箱、頭像、暱稱、收貨地址、購物車、收藏和足跡；訂單與資金流水按法律要求保留，但不再與您的身分關聯。',
      en: 'We collect only what the service needs: your phone number to sign in and notify you, delivery addresses to ship orders, your location only after you allow it to suggest nearby stores, and identity details only for compliance checks. We never sell personal data; you can view, correct or delete it in settings, or close your account. When you close it we delete your phone number, email, picture, nickname, addresses, cart, favourites and footprints; orders and money records are kept as the law requires, no longer tied to who you are.',
      ja: 'サービスに必要な情報だけを収集します：電話番号はログインと通知に、配送先住所は配送に、位置情報は許可された場合のみ近くの店舗の案内に、本人確認情報は法令上の確認にのみ使います。個人情報を販売することはありません。設定から確認・訂正・削除、または退会ができます。退会すると電話番号、メール、アイコン、ニックネーム、住所、カート、お気に入り、閲覧履歴を削除します。注文と資金の記録は法令に従い保管しますが、あなたの身元とは結び付けません。',
      ko: '서비스에 필요한 정보만 수집합니다: 휴대폰 번호는 로그인과 알림에, 배송지는 배송에, 위치는 허용한 경우에만 근처 매장 추천에, 실명 정보는 법적 확인에만 사용합니다. 개인정보를 판매하지 않으며, 설정에서 확인, 수정, 삭제하거나 탈퇴할 수 있습니다. 탈퇴하면 휴대폰 번호, 이메일, 프로필 사진, 닉네임, 배송지, 장바구니, 찜, 최근 본 상품을 삭제합니다. 주문과 거래 기록은 법에 따라 보관하되 더 이상 본인과 연결하지 않습니다.',
      fil: 'Kinokolekta lang namin ang kailangan ng serbisyo: ang numero ng telepono para mag-sign in at abisuhan ka, ang address para maihatid ang order, ang lokasyon kapag pinayagan mo lang para magmungkahi ng malapit na tindahan, at ang detalye ng pagkakakilanlan para lang sa pagsunod sa batas. Hindi namin ibinebenta ang personal na data; makikita, maitatama o mabubura mo ito sa settings, o maisasara mo ang account. Kapag isinara mo ito, binubura namin ang numero, email, larawan, palayaw, mga address, cart, paborito at footprint; ang mga order at rekord ng pera ay itinatago ayon sa batas, hindi na nakaugnay sa iyo.',
    },
  },
  {
    key: 'withdrawal',
    title: {
      zh_CN: '提现服务协议',
      zh_TW: '提現服務協議',
      en: 'Withdrawal Agreement',
      ja: '出金サービス規約',
      ko: '출금 서비스 약관',
      fil: 'Kasunduan sa Pag-withdraw',
    },
    content: {
      zh_CN:
        '申请提现即表示您同意：1. 提现前须完成实名认证，收款银行卡持卡人须与实名一致；2. 提现金额、单日上限与手续费以提现页面显示为准，手续费在提现时一并扣除；3. 提交后金额立即冻结，平台审核通过后打款，审核驳回或打款失败时冻结金额与手续费全额退回余额；4. 到账时间以银行处理为准；5. 如发现异常交易，平台可暂停提现并要求补充材料。',
      zh_TW:
        '申請提現即表示您同意：1. 提現前須完成實名認證，收款銀行卡持卡人須與實名一致；2. 提現金額、單日上限與手續費以提現頁面顯示為準，手續費在提現時一併扣除；3. 提交後金額立即凍結，平台審核通過後打款，審核駁回或打款失敗時凍結金額與手續費全額退回餘額；4. 到帳時間以銀行處理為準；5. 如發現異常交易，平台可暫停提現並要求補充資料。',
      en: 'By asking for a withdrawal you agree that: 1. your real name must be verified first, and the card holder must be that name; 2. the amount limits, daily maximum and fee are those the withdrawal page shows, and the fee is taken with the withdrawal; 3. the amount is held at once and paid out after the platform approves; a rejection or a failed payout returns the held amount and the fee in full; 4. when it arrives depends on the bank; 5. the platform may pause withdrawals and ask for documents when it sees unusual activity.',
      ja: '出金を申請すると次の事項に同意したものとみなされます：1. 事前に本人確認を完了し、受取口座の名義は確認済みの氏名と一致すること。2. 金額の上下限、1日の上限、手数料は出金画面の表示に従い、手数料は出金時に差し引かれること。3. 申請した金額はただちに保留され、承認後に支払われること。却下または支払いの失敗時は、保留額と手数料が全額残高に戻ること。4. 着金時期は銀行の処理によること。5. 異常な取引がある場合、出金を停止し書類を求めることがあること。',
      ko: '출금을 신청하면 다음에 동의하는 것으로 봅니다: 1. 먼저 실명 인증을 완료해야 하며 수취 카드의 예금주는 인증된 이름과 같아야 합니다. 2. 금액 한도, 일일 한도와 수수료는 출금 화면에 표시된 대로이며 수수료는 출금 시 함께 차감됩니다. 3. 신청 금액은 즉시 보류되고 플랫폼 승인 후 지급되며, 거절되거나 지급에 실패하면 보류 금액과 수수료가 전액 잔액으로 돌아옵니다. 4. 입금 시점은 은행 처리에 따릅니다. 5. 이상 거래가 있으면 플랫폼은 출금을 중지하고 서류를 요청할 수 있습니다.',
      fil: 'Sa paghingi ng withdrawal, sumasang-ayon ka na: 1. dapat munang ma-verify ang iyong tunay na pangalan, at ang may-ari ng card ay dapat ang pangalang iyon; 2. ang mga limitasyon, pang-araw-araw na maximum at bayad ay ang ipinapakita sa pahina ng withdrawal, at kinukuha ang bayad kasabay ng withdrawal; 3. agad na hinahawakan ang halaga at ibinabayad matapos aprubahan ng platform; kapag tinanggihan o nabigo ang bayad, buong ibinabalik ang halaga at bayad; 4. ang pagdating nito ay nakadepende sa bangko; 5. maaaring ihinto ng platform ang withdrawal at humingi ng dokumento kapag may kakaibang galaw.',
    },
  },
]
