#!/usr/bin/env node
/**
 * Writes server/src/data/regions.json.gz, the address tree (province -> city -> district) in six languages.
 *
 * The facts (names and GB/T 2260 codes) come from a public list of China's administrative divisions kept
 * OUTSIDE this repository: a directory with `pca-code.json` (provinces/cities/districts with codes,
 * `[{code, name, children}]`) and `HK-MO-TW.json` (`{province: {city: [district]}}`, no codes), as published by
 * the GitHub project modood/Administrative-divisions-of-China (dist/, commit 57a0aa9, data of 2023).
 * Conversions come from two npm packages installed outside the repo too: opencc-js (zh_TW, ja kanji) and
 * pinyin-pro (romanised names). See docs/adr/0030-region-names.md for what each language shows.
 *
 *   mkdir /tmp/gen && cd /tmp/gen && npm i opencc-js pinyin-pro   # plus the two JSON files in /tmp/gen/src
 *   GEN_DIR=/tmp/gen node scripts/gen-regions.mjs
 *
 * Row format (JSON array, gzip): [id, parentId|0, zh_CN, zh_TW|"", en, ja|"", ko|""]; "" = same as zh_CN
 * (zh_TW, ja) or as en (ko). fil reads en. Hong Kong, Macao and Taiwan carry no GB/T codes below the
 * province: their ids are made here (province code + 2-digit city + 2-digit district).
 */
import { createRequire } from 'node:module'
import { readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const GEN = process.env.GEN_DIR ?? '/tmp/gen'
const require = createRequire(join(GEN, 'package.json'))
const OpenCC = require('opencc-js')
const { pinyin } = require('pinyin-pro')
const toTW = OpenCC.Converter({ from: 'cn', to: 'twp' })
const toJP = OpenCC.Converter({ from: 'cn', to: 'jp' })

/** Provinces written by hand: en (fil reads it), ja, ko. */
const PROVINCES = {
  11: ['Beijing', '北京市', '베이징시'],
  12: ['Tianjin', '天津市', '톈진시'],
  13: ['Hebei', '河北省', '허베이성'],
  14: ['Shanxi', '山西省', '산시성(山西)'],
  15: ['Inner Mongolia', '内モンゴル自治区', '네이멍구 자치구'],
  21: ['Liaoning', '遼寧省', '랴오닝성'],
  22: ['Jilin', '吉林省', '지린성'],
  23: ['Heilongjiang', '黒竜江省', '헤이룽장성'],
  31: ['Shanghai', '上海市', '상하이시'],
  32: ['Jiangsu', '江蘇省', '장쑤성'],
  33: ['Zhejiang', '浙江省', '저장성'],
  34: ['Anhui', '安徽省', '안후이성'],
  35: ['Fujian', '福建省', '푸젠성'],
  36: ['Jiangxi', '江西省', '장시성'],
  37: ['Shandong', '山東省', '산둥성'],
  41: ['Henan', '河南省', '허난성'],
  42: ['Hubei', '湖北省', '후베이성'],
  43: ['Hunan', '湖南省', '후난성'],
  44: ['Guangdong', '広東省', '광둥성'],
  45: ['Guangxi', '広西チワン族自治区', '광시 좡족 자치구'],
  46: ['Hainan', '海南省', '하이난성'],
  50: ['Chongqing', '重慶市', '충칭시'],
  51: ['Sichuan', '四川省', '쓰촨성'],
  52: ['Guizhou', '貴州省', '구이저우성'],
  53: ['Yunnan', '雲南省', '윈난성'],
  54: ['Xizang (Tibet)', 'チベット自治区', '시짱 자치구'],
  61: ['Shaanxi', '陝西省', '산시성(陝西)'],
  62: ['Gansu', '甘粛省', '간쑤성'],
  63: ['Qinghai', '青海省', '칭하이성'],
  64: ['Ningxia', '寧夏回族自治区', '닝샤 후이족 자치구'],
  65: ['Xinjiang', '新疆ウイグル自治区', '신장 위구르 자치구'],
  71: ['Taiwan', '台湾省', '타이완성'],
  81: ['Hong Kong', '香港特別行政区', '홍콩 특별행정구'],
  82: ['Macao', 'マカオ特別行政区', '마카오 특별행정구'],
}
/** Hong Kong's and Macao's official English names, and Taiwan's cities and counties as they are spelled there. */
const EN = {
  香港岛: 'Hong Kong Island',
  九龙: 'Kowloon',
  新界: 'New Territories',
  中西区: 'Central and Western',
  湾仔区: 'Wan Chai',
  东区: 'Eastern',
  南区: 'Southern',
  油尖旺区: 'Yau Tsim Mong',
  深水埗区: 'Sham Shui Po',
  九龙城区: 'Kowloon City',
  黄大仙区: 'Wong Tai Sin',
  观塘区: 'Kwun Tong',
  葵青区: 'Kwai Tsing',
  荃湾区: 'Tsuen Wan',
  屯门区: 'Tuen Mun',
  元朗区: 'Yuen Long',
  北区: 'North',
  大埔区: 'Tai Po',
  沙田区: 'Sha Tin',
  西贡区: 'Sai Kung',
  离岛区: 'Islands',
  澳门半岛: 'Macao Peninsula',
  澳门外岛: 'Taipa and Coloane',
  大堂区: 'Sé',
  望德堂区: 'São Lázaro',
  风顺堂区: 'São Lourenço',
  花地玛堂区: 'Nossa Senhora de Fátima',
  圣安多尼堂区: 'Santo António',
  '嘉模堂区（氹仔）': 'Nossa Senhora do Carmo (Taipa)',
  '圣方济各堂区（路环）': 'São Francisco Xavier (Coloane)',
  台北市: 'Taipei',
  新北市: 'New Taipei',
  桃园市: 'Taoyuan',
  台中市: 'Taichung',
  台南市: 'Tainan',
  高雄市: 'Kaohsiung',
  基隆市: 'Keelung',
  新竹市: 'Hsinchu City',
  嘉义市: 'Chiayi City',
  新竹县: 'Hsinchu County',
  苗栗县: 'Miaoli County',
  彰化县: 'Changhua County',
  南投县: 'Nantou County',
  云林县: 'Yunlin County',
  嘉义县: 'Chiayi County',
  屏东县: 'Pingtung County',
  宜兰县: 'Yilan County',
  花莲县: 'Hualien County',
  台东县: 'Taitung County',
  澎湖县: 'Penghu County',
  市辖区: 'City districts',
  县: 'Counties',
  省直辖县级行政区划: 'County-level cities',
  自治区直辖县级行政区划: 'County-level cities',
}
/** Name endings and their English words (longest first); a city's 市 is dropped. */
const SUFFIX = [
  ['自治州', ' Autonomous Prefecture'],
  ['自治县', ' Autonomous County'],
  ['自治旗', ' Autonomous Banner'],
  ['特区', ' Special District'],
  ['林区', ' Forestry District'],
  ['新区', ' New Area'],
  ['街道', ' Subdistrict'],
  ['地区', ' Prefecture'],
  ['区', ' District'],
  ['县', ' County'],
  ['旗', ' Banner'],
  ['盟', ' League'],
  ['镇', ' Town'],
  ['乡', ' Township'],
  ['市', ''],
]
/** Syllables read the place-name way where the general reading differs. */
const READING = {
  蚌埠: 'beng bu',
  六安: 'lu an',
  丽水: 'li shui',
  乐清: 'yue qing',
  长安: 'chang an',
  长沙: 'chang sha',
  重庆: 'chong qing',
  厦门: 'xia men',
  番禺: 'pan yu',
  莘县: 'shen xian',
}

const roman = (zh) => {
  const raw = READING[zh] ? READING[zh].split(' ') : pinyin(zh, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
  let s = ''
  for (const [i, syl] of raw.entries()) s += (i > 0 && /^[aoe]/.test(syl) ? "'" : '') + syl
  return s.charAt(0).toUpperCase() + s.slice(1)
}
/** Peoples named in autonomous divisions, in English. */
const PEOPLES = {
  朝鲜族: 'Korean',
  藏族: 'Tibetan',
  羌族: 'Qiang',
  彝族: 'Yi',
  苗族: 'Miao',
  侗族: 'Dong',
  布依族: 'Bouyei',
  土家族: 'Tujia',
  哈尼族: 'Hani',
  傣族: 'Dai',
  白族: 'Bai',
  壮族: 'Zhuang',
  回族: 'Hui',
  蒙古族: 'Mongol',
  蒙古: 'Mongol',
  哈萨克族: 'Kazakh',
  哈萨克: 'Kazakh',
  柯尔克孜: 'Kyrgyz',
  傈僳族: 'Lisu',
  景颇族: 'Jingpo',
  满族: 'Manchu',
  瑶族: 'Yao',
  畲族: 'She',
  黎族: 'Li',
  仡佬族: 'Gelao',
  水族: 'Sui',
  仫佬族: 'Mulao',
  毛南族: 'Maonan',
  纳西族: 'Naxi',
  拉祜族: 'Lahu',
  佤族: 'Va',
  布朗族: 'Blang',
  独龙族: 'Derung',
  怒族: 'Nu',
  普米族: 'Pumi',
  撒拉族: 'Salar',
  保安族: 'Bonan',
  东乡族: 'Dongxiang',
  土族: 'Tu',
  裕固族: 'Yugur',
  锡伯: 'Xibe',
  塔吉克: 'Tajik',
  达斡尔族: 'Daur',
  鄂温克族: 'Evenki',
  鄂伦春: 'Oroqen',
  各族: 'Multi-ethnic',
  京族: 'Gin',
  阿昌族: 'Achang',
  德昂族: "De'ang",
  基诺族: 'Jino',
}
const PEOPLE_RE = new RegExp(
  `(${Object.keys(PEOPLES)
    .sort((a, b) => b.length - a.length)
    .join('|')})+$`,
)
function english(zh) {
  if (EN[zh]) return EN[zh]
  for (const [end, word] of SUFFIX) {
    if (zh.endsWith(end) && zh.length > end.length) {
      let base = zh.slice(0, -end.length)
      const peoples = PEOPLE_RE.exec(base)
      if (peoples) {
        const names = []
        let rest = peoples[0]
        while (rest) {
          const k = Object.keys(PEOPLES)
            .sort((a, b) => b.length - a.length)
            .find((n) => rest.startsWith(n))
          names.push(PEOPLES[k])
          rest = rest.slice(k.length)
        }
        base = base.slice(0, peoples.index)
        return `${base ? `${roman(base)} ` : ''}${names.join(' ')}${word}`
      }
      // a one-character base keeps its ending in the romanisation (e.g. 沛县 Peixian, 城区 Chengqu)
      if (base.length === 1) return roman(zh)
      return roman(base) + word
    }
  }
  return roman(zh)
}

const rows = []
const add = (id, parent, zh, en, ja, ko) => {
  const tw = toTW(zh)
  const jaName = ja ?? toJP(zh)
  rows.push([id, parent, zh, tw === zh ? '' : tw, en, jaName === zh ? '' : jaName, ko && ko !== en ? ko : ''])
}
const pcaCode = JSON.parse(readFileSync(join(GEN, 'src/pca-code.json'), 'utf8'))
const pad = (code) => Number(String(code).padEnd(6, '0'))
for (const p of pcaCode) {
  const [en, ja, ko] = PROVINCES[p.code]
  const pid = pad(p.code)
  add(pid, 0, p.name, en, ja, ko)
  for (const c of p.children ?? []) {
    // a municipality's "city districts" read as the municipality itself
    const cityZh = c.name === '市辖区' ? p.name : c.name
    add(pad(c.code), pid, cityZh, c.name === '市辖区' ? en : english(c.name), c.name === '市辖区' ? ja : undefined, c.name === '市辖区' ? ko : undefined)
    for (const d of c.children ?? []) add(Number(d.code.length > 6 ? d.code : pad(d.code)), pad(c.code), d.name, english(d.name))
  }
}
const hmt = JSON.parse(readFileSync(join(GEN, 'src/HK-MO-TW.json'), 'utf8'))
const HMT_CODES = { 香港特别行政区: 81, 澳门特别行政区: 82, 台湾省: 71 }
for (const [pname, cities] of Object.entries(hmt)) {
  const code = HMT_CODES[pname]
  const [en, ja, ko] = PROVINCES[code]
  const pid = code * 10_000
  add(pid, 0, pname, en, ja, ko)
  for (const [ci, [cname, districts]] of Object.entries(cities).entries()) {
    const cid = pid + (ci + 1) * 100
    add(cid, pid, cname, english(cname))
    for (const [di, dname] of districts.entries()) add(cid + di + 1, cid, dname, english(dname))
  }
}
rows.sort((a, b) => a[0] - b[0])
const ids = new Set(rows.map((r) => r[0]))
if (ids.size !== rows.length) throw new Error('duplicate region ids')
const out = join(dirname(fileURLToPath(import.meta.url)), '../server/src/data/regions.json.gz')
const json = JSON.stringify(rows)
writeFileSync(out, gzipSync(json, { level: 9 }))
console.log(`${rows.length} regions, ${json.length} bytes JSON, ${gzipSync(json, { level: 9 }).length} bytes gzip -> ${out}`)
