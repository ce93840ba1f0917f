/** Dictionaries served by system/dict/data/type/{type}; labels per locale, zh_CN is the fallback. */
export interface DictRow {
  dict_type: string
  dict_value: string
  dict_sort: number
  labels: Record<string, string>
  css_class: string | null
}

type L = [zh_CN: string, zh_TW: string, en: string, ja: string, ko: string, fil: string]
const dict = (type: string, rows: Array<[value: string, labels: L, css?: string]>): DictRow[] =>
  rows.map(([value, [zh_CN, zh_TW, en, ja, ko, fil], css], i) => ({
    dict_type: type,
    dict_value: value,
    dict_sort: i + 1,
    labels: { zh_CN, zh_TW, en, ja, ko, fil },
    css_class: css ?? null,
  }))

export const DICTS: DictRow[] = [
  ...dict('order_receiving_status', [
    ['0', ['待付款', '待付款', 'To pay', '支払い待ち', '결제 대기', 'Babayaran'], 'warning'],
    ['1', ['待发货', '待出貨', 'To ship', '発送待ち', '배송 대기', 'Ipapadala'], 'primary'],
    ['2', ['待收货', '待收貨', 'To receive', '受取待ち', '수령 대기', 'Tatanggapin'], 'primary'],
    ['3', ['待评价', '待評價', 'To review', 'レビュー待ち', '리뷰 대기', 'Susuriin'], 'info'],
    ['4', ['已完成', '已完成', 'Completed', '完了', '완료', 'Tapos na'], 'success'],
    ['5', ['已关闭', '已關閉', 'Closed', 'クローズ', '종료', 'Sarado'], 'info'],
    ['6', ['已取消', '已取消', 'Cancelled', 'キャンセル済み', '취소됨', 'Kinansela'], 'info'],
    ['7', ['退款中', '退款中', 'Refunding', '返金中', '환불 중', 'Nire-refund'], 'danger'],
    [
      '8',
      ['待平台审核', '待平台審核', 'Pending platform review', 'プラットフォーム審査待ち', '플랫폼 검토 대기', 'Hinihintay ang pagsusuri ng platform'],
      'warning',
    ],
    [
      '9',
      ['待商家确认', '待商家確認', 'Waiting for merchant confirmation', '店舗の確認待ち', '판매자 확인 대기', 'Hinihintay ang kumpirmasyon ng tindahan'],
      'warning',
    ],
    ['10', ['待成团', '待成團', 'Waiting for the group', 'グループ成立待ち', '그룹 성립 대기', 'Hinihintay ang grupo'], 'warning'],
  ]),
  ...dict('order_refund_status', [
    ['0', ['退款申请中', '退款申請中', 'Refund requested', '返金申請中', '환불 신청 중', 'Hiniling ang refund'], 'warning'],
    ['1', ['商家已同意', '商家已同意', 'Merchant agreed', '店舗が承認', '판매자 승인', 'Pumayag ang tindahan'], 'primary'],
    ['2', ['商家已拒绝', '商家已拒絕', 'Merchant refused', '店舗が拒否', '판매자 거절', 'Tinanggihan ng tindahan'], 'danger'],
    ['3', ['待退货', '待退貨', 'Awaiting return', '返品待ち', '반품 대기', 'Hinihintay ang pagbabalik'], 'warning'],
    ['4', ['退款成功', '退款成功', 'Refunded', '返金完了', '환불 완료', 'Na-refund na'], 'success'],
    ['5', ['已撤销', '已撤銷', 'Withdrawn', '取り下げ済み', '철회됨', 'Binawi'], 'info'],
  ]),
  // the refund machine's states (types/refund.ts RefundState; the numbered rows above are the old list's)
  ...dict('order_refund_status', [
    ['requesting', ['退款申请中', '退款申請中', 'Refund requested', '返金申請中', '환불 신청 중', 'Hiniling ang refund'], 'warning'],
    ['rejected', ['商家已拒绝', '商家已拒絕', 'Merchant refused', '店舗が拒否', '판매자 거절', 'Tinanggihan ng tindahan'], 'danger'],
    ['to_return', ['待退货', '待退貨', 'Awaiting return', '返品待ち', '반품 대기', 'Hinihintay ang pagbabalik'], 'warning'],
    [
      'returning',
      ['退货中，待商家收货', '退貨中，待商家收貨', 'Returning, awaiting receipt', '返品中・受取待ち', '반품 중, 수령 대기', 'Ibinabalik, hinihintay matanggap'],
      'primary',
    ],
    ['refunding', ['退款中', '退款中', 'Refunding', '返金中', '환불 중', 'Nire-refund'], 'primary'],
    ['success', ['退款成功', '退款成功', 'Refunded', '返金完了', '환불 완료', 'Na-refund na'], 'success'],
    ['closed', ['已关闭', '已關閉', 'Closed', 'クローズ', '종료', 'Sarado'], 'info'],
    ['disputed', ['平台处理中', '平台處理中', 'Platform reviewing', 'プラットフォーム対応中', '플랫폼 처리 중', 'Sinusuri ng platform'], 'warning'],
  ]).map((d) => ({ ...d, dict_sort: d.dict_sort + 10 })),
  ...dict('order_refund_reason', [
    ['1', ['不想要了', '不想要了', 'No longer needed', '不要になった', '더 이상 필요 없음', 'Hindi na kailangan']],
    ['2', ['商品与描述不符', '商品與描述不符', 'Not as described', '説明と異なる', '설명과 다름', 'Hindi tugma sa paglalarawan']],
    ['3', ['质量问题', '品質問題', 'Quality problem', '品質の問題', '품질 문제', 'Problema sa kalidad']],
    ['4', ['商品破损/少件', '商品破損/少件', 'Damaged or missing parts', '破損・部品不足', '파손 또는 부품 누락', 'Sira o kulang ang piyesa']],
    ['5', ['发错货', '發錯貨', 'Wrong item sent', '誤配送', '잘못된 상품 배송', 'Maling item ang naipadala']],
    ['6', ['未按约定时间发货', '未按約定時間出貨', 'Not shipped on time', '期日までに発送されない', '약속한 시간에 미발송', 'Hindi naipadala sa oras']],
    ['7', ['其他原因', '其他原因', 'Other reason', 'その他', '기타 사유', 'Iba pang dahilan']],
  ]),
  ...dict('h_order_cancel', [
    ['1', ['不想要了', '不想要了', 'No longer needed', '不要になった', '더 이상 필요 없음', 'Hindi na kailangan']],
    ['2', ['地址信息填写错误', '地址資訊填寫錯誤', 'Wrong address', '住所の入力ミス', '주소 입력 오류', 'Maling address']],
    ['3', ['商品选错/多选', '商品選錯/多選', 'Wrong or extra item chosen', '商品の選択ミス', '상품 선택 오류', 'Maling item ang napili']],
    ['4', ['商品降价', '商品降價', 'Price dropped', '値下げされた', '가격 인하', 'Bumaba ang presyo']],
    ['5', ['其他原因', '其他原因', 'Other reason', 'その他', '기타 사유', 'Iba pang dahilan']],
  ]),
  ...dict('appointment_order_state', [
    ['0', ['待确认', '待確認', 'To confirm', '確認待ち', '확인 대기', 'Kukumpirmahin'], 'warning'],
    ['1', ['已预约', '已預約', 'Booked', '予約済み', '예약됨', 'Naka-book'], 'primary'],
    ['2', ['服务中', '服務中', 'In service', 'サービス中', '서비스 중', 'Isinasagawa'], 'primary'],
    ['3', ['已完成', '已完成', 'Completed', '完了', '완료', 'Tapos na'], 'success'],
    ['4', ['已取消', '已取消', 'Cancelled', 'キャンセル済み', '취소됨', 'Kinansela'], 'info'],
  ]),
  ...dict('sys_user_sex', [
    ['0', ['男', '男', 'Male', '男性', '남성', 'Lalaki']],
    ['1', ['女', '女', 'Female', '女性', '여성', 'Babae']],
    ['2', ['保密', '保密', 'Prefer not to say', '非公開', '비공개', 'Hindi sasabihin']],
  ]),
]
