import { NOTICES } from './catalog-data.js'
import { toTW } from './catalog-i18n.js'

/**
 * The demo tenant's own content in six languages: home grid labels and block titles, notices, shop
 * addresses (shown under pickup points). Stored as `{lang: text}`; the server answers in the request's
 * language, zh_CN when one is missing (core/texts.ts).
 */
type Six = { zh_CN: string; zh_TW: string; en: string; ja: string; ko: string; fil: string }
const T = (zh_CN: string, en: string, ja: string, ko: string, fil: string): Six => ({ zh_CN, zh_TW: toTW(zh_CN), en, ja, ko, fil })

/** The home grid: label, link. */
export const NAV: Array<[Six, string]> = [
  [T('限时秒杀', 'Flash sale', 'タイムセール', '타임 세일', 'Flash sale'), '/pages/seckill/seckill'],
  [T('拼团', 'Group buy', '共同購入', '공동구매', 'Sama-samang bili'), '/pages/spellGroup/index'],
  [T('附近门店', 'Nearby stores', '近くの店舗', '근처 매장', 'Malapit na tindahan'), '/pages/tabbar/nearby'],
  [T('领券中心', 'Coupons', 'クーポン', '쿠폰 센터', 'Mga kupon'), '/pages/user/coupon/center'],
  [T('每日签到', 'Daily check-in', '毎日チェックイン', '출석 체크', 'Araw-araw na check-in'), '/pages/checkIn/index'],
  [T('云仓', 'Warehouse', 'クラウド倉庫', '클라우드 창고', 'Bodega'), '/pages/yuncang/index'],
  [T('资讯', 'News', 'ニュース', '소식', 'Balita'), '/pages/information/index'],
  [T('商家入驻', 'Sell with us', '出店する', '입점 신청', 'Magbenta sa amin'), '/pages/store/join/index'],
  [T('邀请好友', 'Invite friends', '友達を招待', '친구 초대', 'Mag-imbita'), '/pages/invite/index'],
  [T('我的订单', 'My orders', '注文履歴', '내 주문', 'Aking mga order'), '/pages/order/index'],
]

export const HOT_TITLE = T('热销榜单', 'Best sellers', '売れ筋ランキング', '베스트셀러', 'Pinakamabenta')

/** ja | ko | fil of each notice: title, body (in NOTICES' order). */
const NOTICE_MORE: Array<[[string, string], [string, string], [string, string]]> = [
  [
    ['年末セールのお知らせ', '12月10日から12日まで、199元ごとに30元引き。クーポンセンターでは毎日10時に新しいクーポンを配布します。'],
    ['연말 세일 예고', '12월 10일부터 12일까지 199위안마다 30위안 할인, 쿠폰 센터에서 매일 10시에 새 쿠폰이 나옵니다.'],
    ['Paparating na year-end sale', 'Mula 10 hanggang 12 Disyembre: 30 bawas sa bawat 199 na gastos; bagong kupon sa coupon centre tuwing 10:00.'],
  ],
  [
    ['配送時間変更のお知らせ', '天候の影響により、華東地区の一部のご注文のお届けが1〜2日遅れます。ご了承ください。'],
    ['배송 시간 조정 안내', '날씨 영향으로 화둥 지역 일부 주문이 1-2일 늦게 도착합니다. 양해 부탁드립니다.'],
    ['Binagong oras ng paghahatid', 'Dahil sa panahon, may mga order sa East China na darating nang isa o dalawang araw na huli. Salamat sa pasensya.'],
  ],
  [
    ['新規会員ギフトパック開始', '新規登録の方は50元分のクーポンパックを受け取れ、初回注文から割引されます。'],
    ['신규 회원 선물 팩 출시', '신규 가입 회원은 50위안 쿠폰 팩을 받아 첫 주문에서 바로 할인받을 수 있습니다.'],
    ['Gift pack para sa bagong miyembro', 'Ang mga bagong miyembro ay may 50 na coupon pack, ibabawas sa unang order.'],
  ],
  [
    ['出店審査の迅速化', '本日より出店申請の審査は1営業日以内に短縮されます。'],
    ['입점 심사 패스트트랙', '오늘부터 입점 신청 심사가 영업일 기준 1일로 단축됩니다.'],
    ['Mas mabilis na pagpasok ng merchant', 'Ang mga aplikasyon ng tindahan ay sinusuri na sa loob ng isang araw ng trabaho.'],
  ],
  [
    ['プライバシーポリシー更新', 'プライバシーポリシーを更新し、個人情報の利用範囲をより明確にしました。'],
    ['개인정보 처리방침 업데이트', '개인정보 처리방침을 업데이트하여 개인정보 이용 범위를 더 명확히 했습니다.'],
    ['In-update ang patakaran sa privacy', 'In-update namin ang patakaran sa privacy para mas malinaw kung paano ginagamit ang personal na impormasyon.'],
  ],
]

/** Each notice's title and body in six languages. */
export const NOTICES_I18N: Array<{ title: Six; content: Six }> = NOTICES.map(([zh, zhBody, en, enBody], i) => {
  const [ja, ko, fil] = NOTICE_MORE[i]
  return { title: T(zh, en, ja[0], ko[0], fil[0]), content: T(zhBody, enBody, ja[1], ko[1], fil[1]) }
})

/** en | ja | ko | fil of each demo shop's address (keyed by the zh_CN address). */
const ADDRESSES: Record<string, [string, string, string, string]> = {
  '上海市浦东新区世纪大道 100 号': [
    '100 Century Avenue, Pudong New Area, Shanghai',
    '上海市浦東新区世紀大道100号',
    '상하이시 푸둥신구 스지대로 100호',
    '100 Century Avenue, Pudong New Area, Shanghai',
  ],
  '杭州市西湖区文三路 88 号': [
    '88 Wensan Road, Xihu District, Hangzhou',
    '杭州市西湖区文三路88号',
    '항저우시 시후구 원싼로 88호',
    '88 Wensan Road, Xihu District, Hangzhou',
  ],
  '北京市东城区王府井大街 138 号': [
    '138 Wangfujing Street, Dongcheng District, Beijing',
    '北京市東城区王府井大街138号',
    '베이징시 둥청구 왕푸징대로 138호',
    '138 Wangfujing Street, Dongcheng District, Beijing',
  ],
  '北京市西城区西单北大街 120 号': [
    '120 Xidan North Street, Xicheng District, Beijing',
    '北京市西城区西単北大街120号',
    '베이징시 시청구 시단베이대로 120호',
    '120 Xidan North Street, Xicheng District, Beijing',
  ],
  '杭州市西湖区龙井路 8 号': [
    '8 Longjing Road, Xihu District, Hangzhou',
    '杭州市西湖区龍井路8号',
    '항저우시 시후구 룽징로 8호',
    '8 Longjing Road, Xihu District, Hangzhou',
  ],
  '苏州市工业园区星湖街 218 号': [
    '218 Xinghu Street, Suzhou Industrial Park, Suzhou',
    '蘇州市工業園区星湖街218号',
    '쑤저우시 공업원구 싱후가 218호',
    '218 Xinghu Street, Suzhou Industrial Park, Suzhou',
  ],
  '成都市双流区物流大道 1 号': [
    '1 Wuliu Avenue, Shuangliu District, Chengdu',
    '成都市双流区物流大道1号',
    '청두시 솽류구 물류대로 1호',
    '1 Wuliu Avenue, Shuangliu District, Chengdu',
  ],
}

/** Whether a demo address has its translations (the shop seed copies them onto the shops). */
export const hasAddressTexts = (zh: string) => zh in ADDRESSES

/** A demo address in six languages (the zh_CN text in every language when it has no translation). */
export function addressTexts(zh: string, suffix = ''): Six {
  const a = ADDRESSES[zh]
  if (!a) return { zh_CN: zh + suffix, zh_TW: toTW(zh) + suffix, en: zh + suffix, ja: zh + suffix, ko: zh + suffix, fil: zh + suffix }
  return { zh_CN: zh + suffix, zh_TW: toTW(zh) + suffix, en: a[0] + suffix, ja: a[1] + suffix, ko: a[2] + suffix, fil: a[3] + suffix }
}
