/**
 * Where the region tree's cities are (approximate centres, degrees, WGS-84), for the city picker, the local map
 * service's geocoding and the drawn map's labels. Facts of public geography, rounded to about a kilometre. A city
 * of the tree without a row here takes its province's capital (ADR 0130); the Beijing and Shanghai districts the
 * demo data uses have their own rows so reverse geocoding names the district.
 */
export const CITY_CENTRES: Record<number, [lat: number, lng: number]> = {
  110100: [39.9042, 116.4074], // Beijing
  120100: [39.0842, 117.2009], // Tianjin
  130100: [38.0428, 114.5149], // Shijiazhuang
  130200: [39.6309, 118.1802], // Tangshan
  130600: [38.8739, 115.4646], // Baoding
  140100: [37.8706, 112.5489], // Taiyuan
  150100: [40.8426, 111.7492], // Hohhot
  210100: [41.8057, 123.4315], // Shenyang
  210200: [38.914, 121.6147], // Dalian
  220100: [43.8171, 125.3235], // Changchun
  230100: [45.8038, 126.535], // Harbin
  310100: [31.2304, 121.4737], // Shanghai
  320100: [32.0603, 118.7969], // Nanjing
  320200: [31.4912, 120.3119], // Wuxi
  320500: [31.2989, 120.5853], // Suzhou
  330100: [30.2741, 120.1551], // Hangzhou
  330200: [29.8683, 121.544], // Ningbo
  330300: [27.9943, 120.6994], // Wenzhou
  340100: [31.8206, 117.2272], // Hefei
  350100: [26.0745, 119.2965], // Fuzhou
  350200: [24.4798, 118.0894], // Xiamen
  360100: [28.682, 115.8579], // Nanchang
  370100: [36.6512, 117.1201], // Jinan
  370200: [36.0671, 120.3826], // Qingdao
  410100: [34.7466, 113.6253], // Zhengzhou
  420100: [30.5928, 114.3055], // Wuhan
  430100: [28.2282, 112.9388], // Changsha
  440100: [23.1291, 113.2644], // Guangzhou
  440300: [22.5431, 114.0579], // Shenzhen
  440400: [22.2707, 113.5767], // Zhuhai
  440600: [23.0215, 113.1214], // Foshan
  441900: [23.0205, 113.7518], // Dongguan
  450100: [22.817, 108.3665], // Nanning
  450300: [25.2736, 110.29], // Guilin
  460100: [20.044, 110.1999], // Haikou
  460200: [18.2528, 109.512], // Sanya
  500100: [29.563, 106.5516], // Chongqing
  510100: [30.5728, 104.0668], // Chengdu
  520100: [26.647, 106.6302], // Guiyang
  530100: [24.8801, 102.8329], // Kunming
  540100: [29.652, 91.1721], // Lhasa
  610100: [34.3416, 108.9398], // Xi'an
  620100: [36.0611, 103.8343], // Lanzhou
  630100: [36.6171, 101.7782], // Xining
  640100: [38.4872, 106.2309], // Yinchuan
  650100: [43.8256, 87.6168], // Urumqi
  710100: [25.033, 121.5654], // Taipei
  710200: [25.012, 121.4657], // New Taipei
  710400: [24.1477, 120.6736], // Taichung
  710500: [22.9999, 120.227], // Tainan
  710600: [22.6273, 120.3014], // Kaohsiung
  810100: [22.2783, 114.1747], // Hong Kong Island
  810200: [22.3193, 114.1694], // Kowloon
  810300: [22.4, 114.11], // New Territories
  820100: [22.1987, 113.5439], // Macao Peninsula
  820200: [22.15, 113.56], // Taipa and Coloane
}

/** Districts of the demo cities (reverse geocoding names them; other districts fall back to their city). */
export const DISTRICT_CENTRES: Record<number, [lat: number, lng: number]> = {
  110101: [39.9288, 116.4164], // Dongcheng
  110102: [39.9123, 116.3659], // Xicheng
  110105: [39.9215, 116.4864], // Chaoyang
  110106: [39.8585, 116.2864], // Fengtai
  110107: [39.9056, 116.2229], // Shijingshan
  110108: [39.9593, 116.2983], // Haidian
  310101: [31.2317, 121.4846], // Huangpu
  310104: [31.1883, 121.4365], // Xuhui
  310115: [31.2215, 121.5447], // Pudong
  440103: [23.1256, 113.2447], // Liwan
  440104: [23.1291, 113.2668], // Yuexiu
  440106: [23.1254, 113.3616], // Tianhe
}
