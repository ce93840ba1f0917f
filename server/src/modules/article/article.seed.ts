// Demo data of the information feed: four categories and eight published articles with drawn pictures.
import type { ArticleBlock } from '../../../../types/article.js'
import { toTW } from '../../seed/catalog-i18n.js'
import { demoImage, type Kind } from '../../seed/images.js'
import type { SeedCtx, SeedStep } from '../../seed/index.js'
import { articleRepo } from './article.repository.js'
import { cleanBody, searchText } from './article.service.js'

type Six = { zh_CN: string; zh_TW: string; en: string; ja: string; ko: string; fil: string }
const T = (zh_CN: string, en: string, ja: string, ko: string, fil: string): Six => ({ zh_CN, zh_TW: toTW(zh_CN), en, ja, ko, fil })

const CATEGORIES: Six[] = [
  T('平台公告', 'Announcements', 'お知らせ', '공지사항', 'Mga anunsyo'),
  T('购物指南', 'Shopping guide', 'お買い物ガイド', '쇼핑 가이드', 'Gabay sa pamimili'),
  T('生活方式', 'Lifestyle', 'ライフスタイル', '라이프스타일', 'Pamumuhay'),
  T('商家故事', 'Merchant stories', '出店者ストーリー', '입점사 이야기', 'Kuwento ng tindahan'),
]

/** One demo article: its category (index), texts, the pictures' drawings, and a body in zh_CN and en (`@1` = the n-th body picture). */
interface Demo {
  cat: number
  title: Six
  summary: Six
  cover: Kind
  pictures: Kind[]
  zh: string[]
  en: string[]
  link?: { zh: string; en: string; href: string }
}

const DEMOS: Demo[] = [
  {
    cat: 0,
    title: T('年末大促即将开启', 'The year-end sale is coming', '年末セールがまもなく開始', '연말 세일이 곧 시작됩니다', 'Malapit na ang year-end sale'),
    summary: T(
      '12月10日至12日，全场满199减30，每天10点领新券。',
      '10-12 December: 30 off every 199, new coupons daily at 10:00.',
      '12月10日〜12日、199元ごとに30元引き。',
      '12월 10-12일, 199위안마다 30위안 할인.',
      '10-12 Disyembre: 30 bawas sa bawat 199.',
    ),
    cover: 'gift',
    pictures: ['coupon', 'truck'],
    zh: [
      '# 活动时间',
      '12月10日 00:00 至 12月12日 23:59。',
      '@1',
      '# 怎么参加',
      '每天上午10点到领券中心领取新券，下单时系统自动选择最划算的券。',
      '> 优惠券数量有限，先到先得。',
      '@2',
      '满199元的订单全国包邮。',
    ],
    en: [
      '# When',
      'From 10 December 00:00 to 12 December 23:59.',
      '@1',
      '# How to take part',
      'Claim new coupons in the coupon centre every day at 10:00; checkout picks the best one for you.',
      '> Coupons are limited: first come, first served.',
      '@2',
      'Orders of 199 or more ship free.',
    ],
    link: { zh: '活动规则', en: 'Full rules', href: 'https://mall.example/rules/year-end' },
  },
  {
    cat: 0,
    title: T('配送时间调整通知', 'Delivery times change', '配送時間変更のお知らせ', '배송 시간 조정 안내', 'Binagong oras ng paghahatid'),
    summary: T(
      '受天气影响，华东部分订单将延迟1-2天送达。',
      'Some East China orders arrive a day or two late because of the weather.',
      '天候により華東の一部注文が1〜2日遅れます。',
      '날씨로 화둥 일부 주문이 1-2일 늦습니다.',
      'May mga order sa East China na mahuhuli nang 1-2 araw.',
    ),
    cover: 'truck',
    pictures: ['box'],
    zh: ['受强降雪影响，华东地区部分线路运力下降。', '@1', '您可以在订单详情中查看最新物流。已付款订单如需取消，可在发货前直接申请退款。'],
    en: ['Heavy snow has slowed some routes in East China.', '@1', 'Order details show the latest tracking. A paid order can be refunded before it ships.'],
  },
  {
    cat: 1,
    title: T('三步学会自提下单', 'Self pickup in three steps', '3ステップで店舗受け取り', '매장 픽업 3단계', 'Self pickup sa tatlong hakbang'),
    summary: T(
      '选门店、下单、凭取货码到店取货，省运费更快拿到。',
      'Choose a store, order, show the pickup code: no shipping fee.',
      '店舗を選び、注文し、受取コードを見せるだけ。',
      '매장 선택, 주문, 픽업 코드 제시.',
      'Pumili ng tindahan, umorder, ipakita ang pickup code.',
    ),
    cover: 'store',
    pictures: ['store', 'phone'],
    zh: [
      '# 第一步：选择自提',
      '在结算页选择“到店自提”，挑一个离您最近的自提点。',
      '@1',
      '# 第二步：付款',
      '付款成功后订单详情会显示取货码。',
      '# 第三步：到店取货',
      '把取货码出示给店员，核对后即可取走。',
      '@2',
    ],
    en: [
      '# Step 1: choose pickup',
      'At checkout choose "self pickup" and the nearest pickup point.',
      '@1',
      '# Step 2: pay',
      'After paying, the order details show a pickup code.',
      '# Step 3: collect',
      'Show the code at the store and take your order.',
      '@2',
    ],
  },
  {
    cat: 1,
    title: T('如何申请退款与售后', 'How refunds and returns work', '返金とアフターサービスの申請方法', '환불 및 A/S 신청 방법', 'Paano mag-refund at magbalik'),
    summary: T(
      '未发货可直接退款；已收货可申请退货退款，钱款原路退回。',
      'Refund before shipping; return after delivery; money goes back the way it came.',
      '発送前は返金、受取後は返品返金。',
      '발송 전 환불, 수령 후 반품 환불.',
      'Refund bago ipadala; ibalik pagkatanggap.',
    ),
    cover: 'box',
    pictures: ['coupon'],
    zh: ['在“我的订单”中找到订单，点“申请退款”。', '@1', '已发货的订单需要先退货，商家收货后退款。钱款会按付款方式原路退回。', '> 优惠券在付款后不退回。'],
    en: [
      'Find the order in "My orders" and tap "Request a refund".',
      '@1',
      'A shipped order is returned first; the merchant refunds once it arrives. Money goes back the way you paid.',
      '> Coupons are not returned after payment.',
    ],
  },
  {
    cat: 2,
    title: T('冬日暖饮指南', 'Warm drinks for winter', '冬のあったかドリンク', '겨울 따뜻한 음료 가이드', 'Maiinit na inumin sa taglamig'),
    summary: T(
      '从手冲咖啡到姜枣茶，五款暖饮让冬天更舒服。',
      'From pour-over coffee to ginger tea: five warm drinks.',
      'ハンドドリップから生姜茶まで五つの温かい飲み物。',
      '핸드드립부터 생강차까지 다섯 가지.',
      'Mula kape hanggang ginger tea.',
    ),
    cover: 'teapot',
    pictures: ['cup', 'teacups'],
    zh: ['天冷的时候，一杯热饮最治愈。', '# 手冲咖啡', '中度烘焙的豆子，水温92度，闷蒸30秒。', '@1', '# 姜枣茶', '生姜切片，加红枣和红糖小火煮15分钟。', '@2'],
    en: [
      'Nothing warms a cold day like a hot drink.',
      '# Pour-over coffee',
      'Medium roast, water at 92 °C, bloom for 30 seconds.',
      '@1',
      '# Ginger and date tea',
      'Simmer sliced ginger with dates and brown sugar for 15 minutes.',
      '@2',
    ],
  },
  {
    cat: 2,
    title: T('在家也能练的五个动作', 'Five exercises for home', '家でできる五つの運動', '집에서 하는 다섯 가지 운동', 'Limang ehersisyo sa bahay'),
    summary: T(
      '一张瑜伽垫、一根跳绳，每天二十分钟。',
      'A mat, a rope and twenty minutes a day.',
      'マットと縄跳びで一日20分。',
      '매트와 줄넘기로 하루 20분.',
      'Isang mat, lubid at 20 minuto araw-araw.',
    ),
    cover: 'mat',
    pictures: ['rope', 'dumbbell'],
    zh: ['不用去健身房，在家也能动起来。', '@1', '跳绳三组，每组一分钟；平板支撑三组，每组三十秒。', '@2', '运动前后记得拉伸。'],
    en: [
      'No gym needed: you can move at home.',
      '@1',
      'Three rounds of one minute of skipping; three planks of thirty seconds.',
      '@2',
      'Stretch before and after.',
    ],
  },
  {
    cat: 3,
    title: T('一家面包店的第十年', 'A bakery turns ten', 'パン屋の十年目', '한 빵집의 10년', 'Ika-sampung taon ng isang panaderya'),
    summary: T(
      '每天凌晨四点开工，只为第一炉新鲜面包。',
      'Baking from 4 a.m. for the first fresh loaves.',
      '毎朝4時から焼き始めるパン屋。',
      '매일 새벽 4시부터 굽는 빵집.',
      'Nagluluto mula alas-4 ng umaga.',
    ),
    cover: 'bread',
    pictures: ['croissant', 'cake'],
    zh: ['“面包要趁热吃。”店主这样说。', '@1', '十年来，店里的可颂一直用同一种黄油。现在您也可以在线下单，门店自提。', '@2'],
    en: [
      '"Bread is best warm," says the owner.',
      '@1',
      'For ten years the croissants have used the same butter. Now you can order online and pick up at the shop.',
      '@2',
    ],
  },
  {
    cat: 3,
    title: T('从菜园到餐桌', 'From the garden to your table', '畑から食卓へ', '텃밭에서 식탁까지', 'Mula hardin hanggang mesa'),
    summary: T(
      '本地果蔬商家的一天：清晨采摘，当天送达。',
      'A local grocer picks at dawn and delivers the same day.',
      '朝摘み、当日配達の八百屋。',
      '새벽에 따서 당일 배송.',
      'Pinipitas sa umaga, dumarating sa araw ding iyon.',
    ),
    cover: 'broccoli',
    pictures: ['strawberry', 'fruit'],
    zh: ['天刚亮，菜园里就开始忙碌。', '@1', '采摘、清洗、装箱，中午前出发，傍晚送到您家。', '@2'],
    en: ['At first light the garden is already busy.', '@1', 'Picked, washed and boxed, they leave before noon and reach you by evening.', '@2'],
  },
]

/** ja | ko | fil bodies of the demo articles (in DEMOS' order; same markers as `en`). */
const MORE: Array<{ ja: string[]; ko: string[]; fil: string[]; link?: [string, string, string] }> = [
  {
    ja: [
      '# 期間',
      '12月10日 00:00 から 12月12日 23:59 まで。',
      '@1',
      '# 参加方法',
      '毎日10時にクーポンセンターで新しいクーポンを受け取れます。お会計では一番お得なクーポンが自動で選ばれます。',
      '> クーポンは数に限りがあります。お早めに。',
      '@2',
      '199元以上のご注文は送料無料です。',
    ],
    ko: [
      '# 기간',
      '12월 10일 00:00부터 12월 12일 23:59까지.',
      '@1',
      '# 참여 방법',
      '매일 10시에 쿠폰 센터에서 새 쿠폰을 받으세요. 결제할 때 가장 유리한 쿠폰이 자동으로 선택됩니다.',
      '> 쿠폰 수량이 한정되어 있습니다. 선착순입니다.',
      '@2',
      '199위안 이상 주문은 무료 배송입니다.',
    ],
    fil: [
      '# Kailan',
      'Mula 10 Disyembre 00:00 hanggang 12 Disyembre 23:59.',
      '@1',
      '# Paano sumali',
      'Kumuha ng bagong kupon sa coupon centre tuwing 10:00; ang pinakamurang kupon ang pipiliin sa checkout.',
      '> Limitado ang kupon: mauna, makinabang.',
      '@2',
      'Libre ang padala sa order na 199 pataas.',
    ],
    link: ['詳しいルール', '전체 규칙', 'Buong patakaran'],
  },
  {
    ja: [
      '大雪の影響で、華東の一部ルートの輸送が遅れています。',
      '@1',
      '最新の配送状況は注文詳細で確認できます。支払い済みの注文は発送前なら返金を申請できます。',
    ],
    ko: [
      '폭설로 화둥 지역 일부 노선의 운송이 늦어지고 있습니다.',
      '@1',
      '주문 상세에서 최신 배송 정보를 볼 수 있습니다. 결제한 주문은 발송 전에 환불을 신청할 수 있습니다.',
    ],
    fil: [
      'Bumagal ang ilang ruta sa East China dahil sa malakas na niyebe.',
      '@1',
      'Makikita sa detalye ng order ang pinakabagong tracking. Maaaring i-refund ang bayad na order bago ito maipadala.',
    ],
  },
  {
    ja: [
      '# ステップ1：店舗受け取りを選ぶ',
      'お会計で「店舗受け取り」を選び、一番近い受け取り場所を選びます。',
      '@1',
      '# ステップ2：支払う',
      '支払いが済むと、注文詳細に受取コードが表示されます。',
      '# ステップ3：受け取る',
      '店舗でコードを見せて、商品を受け取ります。',
      '@2',
    ],
    ko: [
      '# 1단계: 픽업 선택',
      '결제 화면에서 "매장 픽업"과 가장 가까운 픽업 장소를 고릅니다.',
      '@1',
      '# 2단계: 결제',
      '결제하면 주문 상세에 픽업 코드가 표시됩니다.',
      '# 3단계: 수령',
      '매장에서 코드를 보여 주고 상품을 받으세요.',
      '@2',
    ],
    fil: [
      '# Hakbang 1: piliin ang pickup',
      'Sa checkout, piliin ang "self pickup" at ang pinakamalapit na pickup point.',
      '@1',
      '# Hakbang 2: magbayad',
      'Pagkabayad, lalabas ang pickup code sa detalye ng order.',
      '# Hakbang 3: kunin',
      'Ipakita ang code sa tindahan at kunin ang order.',
      '@2',
    ],
  },
  {
    ja: [
      '「注文履歴」で注文を探し、「返金を申請」をタップします。',
      '@1',
      '発送済みの注文は先に返品し、出店者が受け取った後に返金されます。お金は支払った方法で戻ります。',
      '> 支払い後のクーポンは返却されません。',
    ],
    ko: [
      '"내 주문"에서 주문을 찾아 "환불 신청"을 누르세요.',
      '@1',
      '발송된 주문은 먼저 반품하고, 판매자가 받으면 환불됩니다. 돈은 결제한 방법으로 돌아갑니다.',
      '> 결제 후 쿠폰은 돌려주지 않습니다.',
    ],
    fil: [
      'Hanapin ang order sa "Aking mga order" at pindutin ang "Humiling ng refund".',
      '@1',
      'Ibinabalik muna ang naipadalang order; magre-refund ang tindahan kapag natanggap ito. Babalik ang pera sa paraang ibinayad mo.',
      '> Hindi ibinabalik ang kupon pagkatapos magbayad.',
    ],
  },
  {
    ja: [
      '寒い日には温かい飲み物が一番です。',
      '# ハンドドリップコーヒー',
      '中煎りの豆、お湯は92度、30秒蒸らします。',
      '@1',
      '# 生姜とナツメのお茶',
      '薄切りの生姜にナツメと黒糖を加え、弱火で15分煮ます。',
      '@2',
    ],
    ko: [
      '추운 날에는 따뜻한 음료 한 잔이 최고입니다.',
      '# 핸드드립 커피',
      '미디엄 로스트 원두, 물 온도 92도, 30초 뜸 들이기.',
      '@1',
      '# 생강 대추차',
      '얇게 썬 생강에 대추와 흑설탕을 넣고 약불에 15분 끓입니다.',
      '@2',
    ],
    fil: [
      'Walang mas nakapagpapainit sa malamig na araw kaysa mainit na inumin.',
      '# Pour-over na kape',
      'Medium roast, tubig na 92 °C, hayaang mamukadkad nang 30 segundo.',
      '@1',
      '# Tsaa ng luya at datiles',
      'Pakuluan nang mahina ang hiniwang luya, datiles at muscovado nang 15 minuto.',
      '@2',
    ],
  },
  {
    ja: ['ジムに行かなくても、家で体を動かせます。', '@1', '縄跳び1分を3セット、プランク30秒を3セット。', '@2', '運動の前後にはストレッチを。'],
    ko: ['헬스장에 가지 않아도 집에서 움직일 수 있습니다.', '@1', '줄넘기 1분씩 3세트, 플랭크 30초씩 3세트.', '@2', '운동 전후에 스트레칭을 잊지 마세요.'],
    fil: [
      'Hindi kailangan ng gym: makakagalaw ka sa bahay.',
      '@1',
      'Tatlong round ng isang minutong paglukso ng lubid; tatlong plank na tig-30 segundo.',
      '@2',
      'Mag-stretch bago at pagkatapos.',
    ],
  },
  {
    ja: [
      '「パンは温かいうちに」と店主は言います。',
      '@1',
      '十年間、クロワッサンには同じバターを使ってきました。今はオンラインで注文して店舗で受け取れます。',
      '@2',
    ],
    ko: [
      '"빵은 따뜻할 때 먹어야 해요." 사장님의 말입니다.',
      '@1',
      '10년 동안 크루아상에는 같은 버터를 썼습니다. 이제 온라인으로 주문하고 매장에서 받을 수 있습니다.',
      '@2',
    ],
    fil: [
      '"Pinakamasarap ang tinapay habang mainit," sabi ng may-ari.',
      '@1',
      'Sampung taon nang iisang mantikilya ang gamit sa croissant. Ngayon, maaari kang umorder online at kunin sa tindahan.',
      '@2',
    ],
  },
  {
    ja: ['夜明けとともに、畑はもう忙しくなります。', '@1', '摘んで、洗って、箱に詰めて、昼前に出発し、夕方にはお届けします。', '@2'],
    ko: ['날이 밝자마자 텃밭은 벌써 바쁩니다.', '@1', '따고, 씻고, 상자에 담아 정오 전에 출발해 저녁에 도착합니다.', '@2'],
    fil: [
      'Sa unang liwanag, abala na ang hardin.',
      '@1',
      'Pinipitas, hinuhugasan at inilalagay sa kahon; umaalis bago magtanghali at dumarating pagsapit ng gabi.',
      '@2',
    ],
  },
]

/** A demo body: `# x` a heading, `> x` a quote, `@n` the n-th picture, anything else a paragraph. */
function blocks(lines: string[], pictures: string[], link?: { text: string; href: string }): ArticleBlock[] {
  const out = lines.map((l): ArticleBlock => {
    if (l.startsWith('# ')) return { type: 'h', text: l.slice(2) }
    if (l.startsWith('> ')) return { type: 'quote', text: l.slice(2) }
    if (/^@\d$/.test(l)) return { type: 'img', src: pictures[Number(l.slice(1)) - 1] }
    return { type: 'p', text: l }
  })
  return link ? [...out, { type: 'link', ...link }] : out
}

/** Step 98: after every other module (it reads none of them). */
export const seed: SeedStep = {
  order: 98,
  async run(c: SeedCtx) {
    const { db, tenantId, config, tenantCode } = c
    const cats = []
    for (const [i, name] of CATEGORIES.entries()) cats.push(await articleRepo.insertCategory(db, tenantId, name, i))
    const now = Date.now()
    for (const [i, d] of DEMOS.entries()) {
      const cover = demoImage(config, tenantCode, `article-${i + 1}`, d.cover, i + 120, 480, { shape: 'banner' })
      const pics = d.pictures.map((k, j) => demoImage(config, tenantCode, `article-${i + 1}-${j + 1}`, k, i * 7 + j + 140, 480))
      const zh = blocks(d.zh, pics, d.link && { text: d.link.zh, href: d.link.href })
      const body = cleanBody(c, {
        zh_CN: zh,
        zh_TW: zh.map((b) => (b.type === 'img' ? b : { ...b, text: toTW(b.text) })),
        en: blocks(d.en, pics, d.link && { text: d.link.en, href: d.link.href }),
        ja: blocks(MORE[i].ja, pics, d.link && { text: MORE[i].link![0], href: d.link.href }),
        ko: blocks(MORE[i].ko, pics, d.link && { text: MORE[i].link![1], href: d.link.href }),
        fil: blocks(MORE[i].fil, pics, d.link && { text: MORE[i].link![2], href: d.link.href }),
      })
      await articleRepo.insert(
        db,
        tenantId,
        null,
        { category_id: Number(cats[d.cat].id), title: d.title, summary: d.summary, cover, body, search_text: searchText(d.title, d.summary, body) },
        // newest first in the feed: the first demo was published most recently
        { status: 'published', published_at: new Date(now - i * 9 * 3_600_000) },
      )
    }
  },
}
