/** Dialling codes offered on the country picker (phonePrefix). */
export interface Country {
  id: number
  countryCode: string
  countryArea: string
  names: Record<string, string>
}

type Row = [iso: string, area: string, zh_CN: string, zh_TW: string, en: string, ja: string, ko: string]
const ROWS: Row[] = [
  ['CN', '86', '中国大陆', '中國大陸', 'Mainland China', '中国本土', '중국 본토'],
  ['HK', '852', '中国香港', '中國香港', 'Hong Kong, China', '中国香港', '중국 홍콩'],
  ['MO', '853', '中国澳门', '中國澳門', 'Macao, China', '中国マカオ', '중국 마카오'],
  ['TW', '886', '中国台湾', '中國台灣', 'Taiwan, China', '中国台湾', '중국 대만'],
  ['PH', '63', '菲律宾', '菲律賓', 'Philippines', 'フィリピン', '필리핀'],
  ['JP', '81', '日本', '日本', 'Japan', '日本', '일본'],
  ['KR', '82', '韩国', '韓國', 'South Korea', '韓国', '대한민국'],
  ['SG', '65', '新加坡', '新加坡', 'Singapore', 'シンガポール', '싱가포르'],
  ['MY', '60', '马来西亚', '馬來西亞', 'Malaysia', 'マレーシア', '말레이시아'],
  ['TH', '66', '泰国', '泰國', 'Thailand', 'タイ', '태국'],
  ['VN', '84', '越南', '越南', 'Vietnam', 'ベトナム', '베트남'],
  ['ID', '62', '印度尼西亚', '印尼', 'Indonesia', 'インドネシア', '인도네시아'],
  ['KH', '855', '柬埔寨', '柬埔寨', 'Cambodia', 'カンボジア', '캄보디아'],
  ['MM', '95', '缅甸', '緬甸', 'Myanmar', 'ミャンマー', '미얀마'],
  ['LA', '856', '老挝', '寮國', 'Laos', 'ラオス', '라오스'],
  ['IN', '91', '印度', '印度', 'India', 'インド', '인도'],
  ['AE', '971', '阿联酋', '阿聯酋', 'United Arab Emirates', 'アラブ首長国連邦', '아랍에미리트'],
  ['SA', '966', '沙特阿拉伯', '沙烏地阿拉伯', 'Saudi Arabia', 'サウジアラビア', '사우디아라비아'],
  ['TR', '90', '土耳其', '土耳其', 'Türkiye', 'トルコ', '튀르키예'],
  ['RU', '7', '俄罗斯', '俄羅斯', 'Russia', 'ロシア', '러시아'],
  ['GB', '44', '英国', '英國', 'United Kingdom', 'イギリス', '영국'],
  ['FR', '33', '法国', '法國', 'France', 'フランス', '프랑스'],
  ['DE', '49', '德国', '德國', 'Germany', 'ドイツ', '독일'],
  ['IT', '39', '意大利', '義大利', 'Italy', 'イタリア', '이탈리아'],
  ['ES', '34', '西班牙', '西班牙', 'Spain', 'スペイン', '스페인'],
  ['NL', '31', '荷兰', '荷蘭', 'Netherlands', 'オランダ', '네덜란드'],
  ['US', '1', '美国', '美國', 'United States', 'アメリカ', '미국'],
  ['CA', '1', '加拿大', '加拿大', 'Canada', 'カナダ', '캐나다'],
  ['MX', '52', '墨西哥', '墨西哥', 'Mexico', 'メキシコ', '멕시코'],
  ['BR', '55', '巴西', '巴西', 'Brazil', 'ブラジル', '브라질'],
  ['AU', '61', '澳大利亚', '澳洲', 'Australia', 'オーストラリア', '호주'],
  ['NZ', '64', '新西兰', '紐西蘭', 'New Zealand', 'ニュージーランド', '뉴질랜드'],
  ['ZA', '27', '南非', '南非', 'South Africa', '南アフリカ', '남아프리카 공화국'],
  ['EG', '20', '埃及', '埃及', 'Egypt', 'エジプト', '이집트'],
  ['NG', '234', '尼日利亚', '奈及利亞', 'Nigeria', 'ナイジェリア', '나이지리아'],
]

export const COUNTRIES: Country[] = ROWS.map(([countryCode, countryArea, zh_CN, zh_TW, en, ja, ko], i) => ({
  id: i + 1,
  countryCode,
  countryArea,
  names: { zh_CN, zh_TW, en, ja, ko, fil: en },
}))
