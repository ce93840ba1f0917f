/**
 * The local map service's demo places (ADR 0130): well-known public places around the default centre (Beijing's
 * Dongcheng and Xicheng) and a few in the other demo cities, so place search, suggestions and geocoding answer
 * something real-looking. Names and addresses in Chinese and English; positions rounded (facts of geography).
 * Row: [zh name, en name, zh address, en address, category, region id, lat, lng].
 */
export type DemoPlace = [string, string, string, string, string, number, number, number]

export const DEMO_PLACES: DemoPlace[] = [
  ['天安门广场', 'Tiananmen Square', '北京市东城区东长安街', 'East Chang’an Avenue, Dongcheng, Beijing', 'landmark', 110101, 39.9055, 116.3976],
  ['故宫博物院', 'The Palace Museum', '北京市东城区景山前街4号', '4 Jingshan Front Street, Dongcheng, Beijing', 'museum', 110101, 39.9163, 116.3972],
  [
    '中国国家博物馆',
    'National Museum of China',
    '北京市东城区东长安街16号',
    '16 East Chang’an Avenue, Dongcheng, Beijing',
    'museum',
    110101,
    39.9052,
    116.4015,
  ],
  ['王府井步行街', 'Wangfujing Pedestrian Street', '北京市东城区王府井大街', 'Wangfujing Street, Dongcheng, Beijing', 'shopping', 110101, 39.9147, 116.4117],
  ['北京站', 'Beijing Railway Station', '北京市东城区毛家湾胡同甲13号', '13A Maojiawan Hutong, Dongcheng, Beijing', 'station', 110101, 39.9028, 116.4272],
  [
    '东单地铁站',
    'Dongdan Station',
    '北京市东城区东长安街与东单北大街交叉口',
    'East Chang’an Avenue at Dongdan North Street, Dongcheng, Beijing',
    'station',
    110101,
    39.9081,
    116.4181,
  ],
  ['天坛公园', 'Temple of Heaven Park', '北京市东城区天坛路甲1号', '1A Tiantan Road, Dongcheng, Beijing', 'park', 110101, 39.8822, 116.4066],
  ['景山公园', 'Jingshan Park', '北京市西城区景山西街44号', '44 Jingshan West Street, Xicheng, Beijing', 'park', 110102, 39.9254, 116.3967],
  ['前门大街', 'Qianmen Street', '北京市东城区前门大街', 'Qianmen Street, Dongcheng, Beijing', 'shopping', 110101, 39.8966, 116.3981],
  ['南锣鼓巷', 'Nanluoguxiang', '北京市东城区南锣鼓巷', 'Nanluoguxiang, Dongcheng, Beijing', 'landmark', 110101, 39.937, 116.4035],
  ['雍和宫', 'Lama Temple', '北京市东城区雍和宫大街12号', '12 Yonghegong Street, Dongcheng, Beijing', 'landmark', 110101, 39.9474, 116.4175],
  ['北海公园', 'Beihai Park', '北京市西城区文津街1号', '1 Wenjin Street, Xicheng, Beijing', 'park', 110102, 39.9254, 116.3893],
  ['什刹海', 'Shichahai', '北京市西城区羊房胡同', 'Yangfang Hutong, Xicheng, Beijing', 'landmark', 110102, 39.9407, 116.385],
  ['西单商场', 'Xidan Mall', '北京市西城区西单北大街120号', '120 Xidan North Street, Xicheng, Beijing', 'shopping', 110102, 39.9103, 116.3747],
  ['金融街购物中心', 'Financial Street Mall', '北京市西城区金城坊街2号', '2 Jinchengfang Street, Xicheng, Beijing', 'shopping', 110102, 39.9153, 116.3601],
  ['人民大会堂', 'Great Hall of the People', '北京市西城区西长安街', 'West Chang’an Avenue, Xicheng, Beijing', 'landmark', 110102, 39.9033, 116.3925],
  ['陶然亭公园', 'Taoranting Park', '北京市西城区太平街19号', '19 Taiping Street, Xicheng, Beijing', 'park', 110102, 39.8746, 116.3857],
  ['三里屯太古里', 'Taikoo Li Sanlitun', '北京市朝阳区三里屯路19号', '19 Sanlitun Road, Chaoyang, Beijing', 'shopping', 110105, 39.9334, 116.4547],
  ['国贸商城', 'China World Mall', '北京市朝阳区建国门外大街1号', '1 Jianguomenwai Avenue, Chaoyang, Beijing', 'shopping', 110105, 39.9087, 116.4597],
  ['朝阳公园', 'Chaoyang Park', '北京市朝阳区朝阳公园南路1号', '1 Chaoyang Park South Road, Chaoyang, Beijing', 'park', 110105, 39.9334, 116.4795],
  [
    '北京西站',
    'Beijing West Railway Station',
    '北京市丰台区莲花池东路118号',
    '118 Lianhuachi East Road, Fengtai, Beijing',
    'station',
    110106,
    39.8949,
    116.3215,
  ],
  ['中关村', 'Zhongguancun', '北京市海淀区中关村大街', 'Zhongguancun Street, Haidian, Beijing', 'landmark', 110108, 39.9836, 116.3161],
  ['颐和园', 'Summer Palace', '北京市海淀区新建宫门路19号', '19 Xinjian Gongmen Road, Haidian, Beijing', 'park', 110108, 39.9999, 116.2755],
  ['外滩', 'The Bund', '上海市黄浦区中山东一路', 'East Zhongshan Road No. 1, Huangpu, Shanghai', 'landmark', 310101, 31.24, 121.49],
  ['人民广场', 'People’s Square', '上海市黄浦区人民大道', 'Renmin Avenue, Huangpu, Shanghai', 'landmark', 310101, 31.2323, 121.4752],
  ['东方明珠', 'Oriental Pearl Tower', '上海市浦东新区世纪大道1号', '1 Century Avenue, Pudong, Shanghai', 'landmark', 310115, 31.2397, 121.4998],
  ['广州塔', 'Canton Tower', '广州市海珠区阅江西路222号', '222 Yuejiang West Road, Haizhu, Guangzhou', 'landmark', 440105, 23.1066, 113.3245],
  ['北京路步行街', 'Beijing Road Pedestrian Street', '广州市越秀区北京路', 'Beijing Road, Yuexiu, Guangzhou', 'shopping', 440104, 23.1246, 113.2694],
  ['世界之窗', 'Window of the World', '深圳市南山区深南大道9037号', '9037 Shennan Avenue, Nanshan, Shenzhen', 'park', 440305, 22.5367, 113.9733],
  ['西湖', 'West Lake', '杭州市西湖区龙井路1号', '1 Longjing Road, Xihu, Hangzhou', 'park', 330106, 30.2436, 120.1494],
  ['宽窄巷子', 'Kuanzhai Alley', '成都市青羊区长顺上街127号', '127 Changshun Upper Street, Qingyang, Chengdu', 'landmark', 510105, 30.6637, 104.0539],
]
