import type { Motif } from './images.js'

/** Demo catalogue: 8 top categories, each with 2 sub-categories and 11 products (zh_CN | en | base price in yuan). */
export interface CatDef {
  zh: string
  en: string
  motif: Motif
  shop: number
  subs: Array<[string, string]>
  products: Array<[string, string, number]>
  /** multi-packs of another category's products reuse its pictures */
  twoPackOf?: CatDef
}

export const SHOPS = [
  { key: 'market', zh: '鲜丰生活超市', en: 'FreshWay Market', kind: 'retail', phone: '021-5555-0101', address: '上海市浦东新区世纪大道 100 号', region: 310115, lat: 31.2304, lng: 121.5063, motif: 'box' as Motif },
  { key: 'fashion', zh: '简素服饰旗舰店', en: 'Plain & Co. Apparel', kind: 'retail', phone: '0571-5555-0202', address: '杭州市西湖区文三路 88 号', region: 330106, lat: 30.2741, lng: 120.1551, motif: 'shirt' as Motif },
  { key: 'cafe', zh: '拾光咖啡（附近门店）', en: 'Moments Café', kind: 'nearby_store', phone: '020-5555-0303', address: '广州市天河区体育西路 12 号', region: 440106, lat: 23.1291, lng: 113.2644, motif: 'cup' as Motif },
  { key: 'service', zh: '洁家家政服务', en: 'CleanNest Home Services', kind: 'service', phone: '0755-5555-0404', address: '深圳市南山区科技园南区 6 栋', region: 440305, lat: 22.5431, lng: 113.9298, motif: 'house' as Motif },
  { key: 'teahouse', zh: '闻香茶舍', en: 'Fragrant Leaf Tea House', kind: 'retail', phone: '0571-5555-0606', address: '杭州市西湖区龙井路 8 号', region: 330106, lat: 30.2335, lng: 120.1272, motif: 'leaf' as Motif, closed: true },
  { key: 'home', zh: '栖居家居生活馆', en: 'Nest Living', kind: 'retail', phone: '0512-5555-0707', address: '苏州市工业园区星湖街 218 号', region: 320576, lat: 31.3176, lng: 120.7198, motif: 'lamp' as Motif },
  { key: 'warehouse', zh: '云仓优选', en: 'Cloud Warehouse Select', kind: 'warehouse', phone: '028-5555-0505', address: '成都市双流区物流大道 1 号', region: 510116, lat: 30.5728, lng: 104.0668, motif: 'star' as Motif },
]

export const CATEGORIES: CatDef[] = [
  {
    zh: '生鲜水果', en: 'Fresh produce', motif: 'leaf', shop: 0, subs: [['时令水果', 'Seasonal fruit'], ['新鲜蔬菜', 'Fresh vegetables']],
    products: [['赣南脐橙 5斤装', 'Gannan navel oranges, 2.5 kg', 39.9], ['烟台红富士苹果 8个', 'Yantai Fuji apples, 8 pcs', 32.8], ['海南金钻凤梨 2个', 'Hainan golden pineapples, 2 pcs', 29.9], ['云南蓝莓 125g×4盒', 'Yunnan blueberries, 4 × 125 g', 59], ['丹东草莓 500g', 'Dandong strawberries, 500 g', 45.8], ['阳光玫瑰葡萄 1kg', 'Shine Muscat grapes, 1 kg', 49.9], ['有机西兰花 500g', 'Organic broccoli, 500 g', 12.9], ['寿光圣女果 1kg', 'Shouguang cherry tomatoes, 1 kg', 19.9], ['东北铁棍山药 2kg', 'Iron-stick yams, 2 kg', 36], ['新疆哈密瓜 1个', 'Xinjiang Hami melon, 1 pc', 25.8], ['泰国金枕榴莲 约3kg', 'Thai Monthong durian, about 3 kg', 168]],
  },
  {
    zh: '粮油零食', en: 'Pantry & snacks', motif: 'box', shop: 0, subs: [['米面粮油', 'Rice, flour & oil'], ['休闲零食', 'Snacks']],
    products: [['五常稻花香大米 5kg', 'Wuchang fragrant rice, 5 kg', 69.9], ['压榨花生油 5L', 'Pressed peanut oil, 5 L', 89], ['高筋小麦粉 2.5kg', 'Strong wheat flour, 2.5 kg', 18.5], ['每日坚果 30包', 'Daily mixed nuts, 30 packs', 99], ['手撕牛肉干 200g', 'Shredded beef jerky, 200 g', 42], ['海苔脆片 12包', 'Seaweed crisps, 12 packs', 25.9], ['黑巧克力 70% 100g×3', 'Dark chocolate 70%, 3 × 100 g', 36], ['苏打饼干 1kg', 'Soda crackers, 1 kg', 22.8], ['冻干草莓脆 50g', 'Freeze-dried strawberry crisps, 50 g', 16.9], ['原味薯片 70g×6', 'Classic potato chips, 6 × 70 g', 29.9], ['红枣夹核桃 500g', 'Walnut-stuffed dates, 500 g', 45]],
  },
  {
    zh: '酒水饮料', en: 'Drinks', motif: 'bottle', shop: 0, subs: [['饮用水', 'Water'], ['茶饮咖啡', 'Tea & coffee']],
    products: [['天然矿泉水 550ml×24', 'Natural mineral water, 24 × 550 ml', 39.6], ['无糖气泡水 480ml×15', 'Sugar-free sparkling water, 15 × 480 ml', 49.5], ['纯牛奶 250ml×24', 'Whole milk, 24 × 250 ml', 65], ['西湖龙井 100g', 'West Lake Longjing tea, 100 g', 128], ['云南普洱熟茶 357g', 'Yunnan ripe Pu-erh cake, 357 g', 88], ['挂耳咖啡 10g×20', 'Drip coffee bags, 20 × 10 g', 59.9], ['NFC 橙汁 1L×2', 'Not-from-concentrate orange juice, 2 × 1 L', 35.8], ['椰子水 330ml×12', 'Coconut water, 12 × 330 ml', 69], ['精酿啤酒 500ml×6', 'Craft beer, 6 × 500 ml', 78], ['冷泡乌龙茶 15包', 'Cold-brew oolong, 15 bags', 32], ['燕麦奶 1L×6', 'Oat milk, 6 × 1 L', 79]],
  },
  {
    zh: '服饰鞋包', en: 'Fashion', motif: 'shirt', shop: 1, subs: [['男装', 'Menswear'], ['女装', 'Womenswear']],
    products: [['纯棉圆领T恤', 'Cotton crew-neck T-shirt', 79], ['宽松连帽卫衣', 'Relaxed hoodie', 169], ['直筒牛仔裤', 'Straight-leg jeans', 199], ['轻薄羽绒服', 'Light down jacket', 399], ['亚麻衬衫', 'Linen shirt', 159], ['针织开衫', 'Knit cardigan', 189], ['高腰阔腿裤', 'High-waist wide trousers', 179], ['碎花连衣裙', 'Floral dress', 229], ['帆布托特包', 'Canvas tote bag', 89], ['真皮小白鞋', 'Leather white sneakers', 329], ['羊毛围巾', 'Wool scarf', 139]],
  },
  {
    zh: '数码家电', en: 'Electronics', motif: 'phone', shop: 6, subs: [['手机配件', 'Phone accessories'], ['小家电', 'Small appliances']],
    products: [['20W 快充充电器', '20 W fast charger', 59], ['无线蓝牙耳机', 'Wireless earbuds', 299], ['10000mAh 移动电源', '10,000 mAh power bank', 99], ['磁吸手机支架', 'Magnetic phone mount', 39], ['智能手环', 'Smart band', 199], ['便携榨汁杯', 'Portable blender cup', 129], ['空气炸锅 4.5L', 'Air fryer, 4.5 L', 359], ['电动牙刷', 'Electric toothbrush', 169], ['桌面风扇', 'Desk fan', 89], ['智能台灯', 'Smart desk lamp', 149], ['高速吹风机', 'High-speed hair dryer', 399]],
  },
  {
    zh: '咖啡甜点', en: 'Café & desserts', motif: 'cup', shop: 2, subs: [['现磨咖啡', 'Fresh coffee'], ['烘焙甜点', 'Bakery']],
    products: [['美式咖啡（大杯）', 'Americano (large)', 22], ['燕麦拿铁（大杯）', 'Oat latte (large)', 28], ['焦糖玛奇朵', 'Caramel macchiato', 30], ['手冲单品咖啡', 'Single-origin pour-over', 36], ['抹茶拿铁', 'Matcha latte', 27], ['提拉米苏', 'Tiramisu', 32], ['巴斯克芝士蛋糕', 'Basque cheesecake', 29], ['可颂面包', 'Butter croissant', 15], ['肉桂卷', 'Cinnamon roll', 18], ['蓝莓麦芬', 'Blueberry muffin', 16], ['咖啡豆 250g', 'Coffee beans, 250 g', 78]],
  },
  {
    zh: '家政服务', en: 'Home services', motif: 'house', shop: 3, subs: [['日常保洁', 'Cleaning'], ['家电清洗', 'Appliance care']],
    products: [['日常保洁 3小时', 'Regular cleaning, 3 hours', 150], ['深度保洁 5小时', 'Deep cleaning, 5 hours', 298], ['新居开荒保洁', 'Move-in cleaning', 468], ['擦玻璃服务', 'Window cleaning', 120], ['空调清洗（挂机）', 'Air conditioner cleaning (wall unit)', 99], ['油烟机深度清洗', 'Range hood deep clean', 158], ['洗衣机清洗', 'Washing machine cleaning', 109], ['冰箱除味清洁', 'Fridge clean & deodorise', 89], ['沙发除螨清洗', 'Sofa dust-mite cleaning', 199], ['收纳整理 4小时', 'Home organising, 4 hours', 320], ['家庭消毒服务', 'Home disinfection', 180]],
  },
  {
    zh: '个护美妆', en: 'Beauty & care', motif: 'heart', shop: 6, subs: [['护肤', 'Skin care'], ['洗护', 'Bath & hair']],
    products: [['保湿洁面乳 120g', 'Hydrating cleanser, 120 g', 69], ['玻尿酸精华 30ml', 'Hyaluronic serum, 30 ml', 159], ['防晒霜 SPF50 50ml', 'Sunscreen SPF 50, 50 ml', 99], ['修护面霜 50g', 'Repair cream, 50 g', 189], ['补水面膜 10片', 'Hydrating masks, 10 pcs', 59], ['氨基酸洗发水 500ml', 'Amino-acid shampoo, 500 ml', 65], ['沐浴露 750ml', 'Body wash, 750 ml', 49], ['护手霜三支装', 'Hand cream trio', 45], ['卸妆水 400ml', 'Micellar water, 400 ml', 79], ['润唇膏', 'Lip balm', 29], ['香氛身体乳 300ml', 'Scented body lotion, 300 ml', 88]],
  },
]

const MORE: CatDef[] = [
  {
    zh: '茗茶茶具', en: 'Tea & teaware', motif: 'leaf', shop: 4, subs: [['绿茶红茶', 'Green & black tea'], ['茶具', 'Teaware']],
    products: [['明前龙井 250g', 'Early-spring Longjing tea, 250 g', 268], ['正山小种红茶 200g', 'Lapsang souchong black tea, 200 g', 98], ['茉莉花茶 100g', 'Jasmine tea, 100 g', 45], ['安溪铁观音 250g', 'Anxi Tieguanyin oolong, 250 g', 128], ['白毫银针 100g', 'Silver needle white tea, 100 g', 238], ['宇治抹茶粉 40g', 'Uji matcha powder, 40 g', 69], ['紫砂茶壶', 'Yixing clay teapot', 299], ['玻璃公道杯', 'Glass tea pitcher', 39], ['旅行茶具套装', 'Travel tea set', 159], ['竹制茶盘', 'Bamboo tea tray', 129], ['陶瓷品茗杯 6只', 'Ceramic tea cups, 6 pcs', 88]],
  },
  {
    zh: '家居日用', en: 'Home & living', motif: 'lamp', shop: 5, subs: [['家纺', 'Bedding'], ['收纳灯具', 'Storage & lighting']],
    products: [['全棉四件套', 'Cotton bedding set, 4 pcs', 299], ['乳胶枕', 'Latex pillow', 159], ['珊瑚绒毛毯', 'Coral fleece blanket', 89], ['密封储物罐 3只', 'Airtight storage jars, 3 pcs', 49], ['折叠收纳箱', 'Folding storage box', 39], ['北欧落地灯', 'Nordic floor lamp', 269], ['床头小夜灯', 'Bedside night light', 59], ['香薰蜡烛', 'Scented candle', 69], ['竹纤维毛巾 3条', 'Bamboo towels, 3 pcs', 45], ['陶瓷马克杯', 'Ceramic mug', 35], ['硅藻土地垫', 'Diatomite bath mat', 59]],
  },
  {
    zh: '运动户外', en: 'Sports & outdoors', motif: 'ball', shop: 1, subs: [['运动装备', 'Gear'], ['运动鞋服', 'Sportswear']],
    products: [['瑜伽垫 6mm', 'Yoga mat, 6 mm', 89], ['可调哑铃 2×10kg', 'Adjustable dumbbells, 2 × 10 kg', 399], ['计数跳绳', 'Counting jump rope', 29], ['5号足球', 'Size 5 football', 129], ['羽毛球拍对拍', 'Badminton rackets, pair', 199], ['轻量跑步鞋', 'Lightweight running shoes', 399], ['速干运动T恤', 'Quick-dry sports shirt', 79], ['防风登山外套', 'Windproof hiking jacket', 459], ['徒步登山鞋', 'Hiking boots', 529], ['运动水壶 750ml', 'Sports water bottle, 750 ml', 49], ['护膝一对', 'Knee supports, pair', 59]],
  },
  {
    zh: '图书文具', en: 'Books & stationery', motif: 'book', shop: 5, subs: [['图书', 'Books'], ['文具', 'Stationery']],
    products: [['中国茶经', 'The Classic of Tea (illustrated)', 58], ['家常菜谱大全', 'Home cooking book', 68], ['儿童百科绘本', "Children's encyclopedia picture book", 99], ['英语词汇手册', 'English vocabulary book', 39], ['城市漫步地图册', 'City walks atlas book', 72], ['点阵笔记本 A5', 'Dot-grid notebook, A5', 29], ['中性笔 12支', 'Gel pens, 12 pcs', 19.9], ['钢笔礼盒', 'Fountain pen gift box', 199], ['手账贴纸套装', 'Journal sticker set', 25], ['桌面收纳笔筒', 'Desk pen holder', 35], ['便携书灯', 'Clip-on book light', 45]],
  },
]

/** Two-packs of a category's products sold by the warehouse shop (same pictures as the single item). */
const twoPacks = (c: CatDef): CatDef => ({
  ...c,
  zh: `${c.zh}·整箱优选`,
  en: `${c.en}: multi-packs`,
  shop: 6,
  subs: [[`${c.subs[0][0]}两件装`, `${c.subs[0][1]} 2-packs`]],
  products: c.products.map(([zh, en, yuan]) => [`${zh} 两件装`, `${en}, 2-pack`, Math.round(yuan * 190) / 100]),
  twoPackOf: c,
})

CATEGORIES.push(...MORE, ...[0, 1, 2, 3, 4, 7].map((i) => twoPacks(CATEGORIES[i])), twoPacks(MORE[1]))

/** Hot search words (zh_CN | en). */
export const HOT_WORDS: Array<[string, string]> = [['龙井', 'Longjing'], ['咖啡', 'coffee'], ['草莓', 'strawberries'], ['T恤', 'T-shirt'], ['蓝牙耳机', 'earbuds'], ['面霜', 'cream'], ['瑜伽垫', 'yoga mat'], ['两件装', '2-pack']]

/** Review texts by rating band (zh_CN, en). */
export const REVIEW_TEXTS: Record<'good' | 'medium' | 'bad', Array<[string, string]>> = {
  good: [['质量很好，和描述一致，会回购。', 'Good quality, as described. Will buy again.'], ['物流很快，包装完好。', 'Fast delivery, well packed.'], ['性价比高，家人都喜欢。', 'Great value, the family loves it.'], ['比想象中还好！', 'Better than I expected!']],
  medium: [['还可以，中规中矩。', 'It is okay, nothing special.'], ['东西不错，就是发货有点慢。', 'Fine product, shipping was a bit slow.']],
  bad: [['和图片有差距，不太满意。', 'Not like the pictures, not happy.'], ['包装破损了，希望改进。', 'The package was damaged; please improve.']],
}

export const NOTICES: Array<[string, string, string, string]> = [
  ['双十二年终大促预告', '12 月 10 日至 12 日全场满 199 减 30，领券中心每天 10 点更新优惠券。', 'Year-end sale coming', 'From 10 to 12 December: 30 off every 199 spent; new coupons in the coupon centre at 10:00 daily.'],
  ['配送时间调整通知', '受天气影响，华东地区部分订单将延迟 1-2 天送达，敬请谅解。', 'Delivery times adjusted', 'Because of the weather some orders in East China arrive one or two days later. Thank you for your patience.'],
  ['新人专享礼包上线', '新注册用户可领取 50 元新人券包，首单立减。', 'New member gift pack', 'New members get a 50 coupon pack, taken off the first order.'],
  ['商家入驻绿色通道', '即日起申请入驻，审核时间缩短至 1 个工作日。', 'Faster merchant onboarding', 'Shop applications are now reviewed within one working day.'],
  ['隐私政策更新说明', '我们更新了隐私政策，进一步明确了个人信息的使用范围。', 'Privacy policy updated', 'We updated the privacy policy to say more clearly how personal information is used.'],
]
