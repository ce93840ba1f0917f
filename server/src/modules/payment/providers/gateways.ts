import crypto from 'node:crypto'
import type { Billing } from '../../../../../types/payment.js'

/**
 * The real request shape of each online gateway: what our server would send to start a payment, how
 * it is signed, and how the gateway's notification is verified. These builders are pure (credentials in,
 * request out) and are what a real provider sends; with no credentials configured (the default) the
 * LOCAL gateway (local.ts) stands in for every channel and behaves like these: a hosted page, then a
 * signed asynchronous notification with retries.
 *
 * Shapes marked "verify with the vendor" come from the vendors' public descriptions as far as we know
 * them; their exact field names must be checked against the merchant documentation before going live.
 */
export interface GatewayOrder {
  outTradeNo: string
  amount: number
  currency: string
  subject: string
  notifyUrl: string
  returnUrl: string
  billing?: Billing
  openid?: string
}
export interface GatewayCreds {
  merchantId: string
  appId?: string
  key: string
  /** PEM private key for RSA-signing gateways (WX, ZFB, SAND) */
  privateKey?: string
}
export interface GatewayRequest {
  method: 'POST' | 'GET'
  url: string
  headers: Record<string, string>
  /** form fields or a JSON body */
  form?: Record<string, string>
  json?: unknown
  /** how the gateway's notification is checked */
  notifyCheck: string
}

const yuan = (fen: number) => (fen / 100).toFixed(2)
const nowIso = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
const rsaSha256 = (pem: string | undefined, data: string) => (pem ? crypto.createSign('RSA-SHA256').update(data).sign(pem, 'base64') : '<RSA-SHA256 signature>')
const sortedQuery = (o: Record<string, string>) => Object.keys(o).filter((k) => o[k] !== '' && k !== 'sign').sort().map((k) => `${k}=${o[k]}`).join('&')

export const GATEWAYS: Record<string, (o: GatewayOrder, k: GatewayCreds) => GatewayRequest> = {
  /**
   * Stripe Checkout Session: `POST https://api.stripe.com/v1/checkout/sessions`, form-encoded, `Authorization:
   * Bearer <secret key>`; the answer's `url` is the hosted page. Webhook `checkout.session.completed`,
   * header `Stripe-Signature: t=<ts>,v1=<hex HMAC-SHA256(endpoint secret, "<ts>.<raw body>")>`. Refund: `POST /v1/refunds` (payment_intent).
   */
  STRIPE: (o, k) => ({
    method: 'POST',
    url: 'https://api.stripe.com/v1/checkout/sessions',
    headers: { authorization: `Bearer ${k.key}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': o.outTradeNo },
    form: {
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': o.currency.toLowerCase(),
      'line_items[0][price_data][unit_amount]': String(o.amount),
      'line_items[0][price_data][product_data][name]': o.subject,
      client_reference_id: o.outTradeNo,
      'metadata[out_trade_no]': o.outTradeNo,
      success_url: o.returnUrl,
      cancel_url: o.returnUrl,
    },
    notifyCheck: 'Stripe-Signature t=,v1= HMAC-SHA256(whsec, t + "." + raw body), 5 minute tolerance',
  }),
  /**
   * WeChat Pay API v3 JSAPI / mini-program: `POST https://api.mch.weixin.qq.com/v3/pay/transactions/jsapi`,
   * JSON; `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="",nonce_str="",signature="",timestamp="",serial_no=""`
   * with signature = RSA-SHA256("POST\n<path>\n<ts>\n<nonce>\n<body>\n"). The answer's `prepay_id` goes to
   * `Taro.requestPayment({timeStamp, nonceStr, package: 'prepay_id=..', signType: 'RSA', paySign})`,
   * paySign = RSA-SHA256("<appId>\n<timeStamp>\n<nonceStr>\n<package>\n"). Notification: headers
   * Wechatpay-Timestamp/-Nonce/-Signature/-Serial, `resource` encrypted AEAD_AES_256_GCM with the APIv3 key.
   */
  WX: (o, k) => {
    const body = { appid: k.appId ?? '', mchid: k.merchantId, description: o.subject.slice(0, 127), out_trade_no: o.outTradeNo, notify_url: o.notifyUrl, amount: { total: o.amount, currency: o.currency }, payer: { openid: o.openid ?? '' } }
    const ts = String(Math.floor(Date.now() / 1000))
    const nonce = crypto.randomBytes(16).toString('hex')
    const sig = rsaSha256(k.privateKey, `POST\n/v3/pay/transactions/jsapi\n${ts}\n${nonce}\n${JSON.stringify(body)}\n`)
    return {
      method: 'POST',
      url: 'https://api.mch.weixin.qq.com/v3/pay/transactions/jsapi',
      headers: { 'content-type': 'application/json', authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${k.merchantId}",nonce_str="${nonce}",signature="${sig}",timestamp="${ts}",serial_no="<cert serial>"` },
      json: body,
      notifyCheck: 'RSA-SHA256 with the platform certificate over "<ts>\\n<nonce>\\n<body>\\n"; resource AEAD_AES_256_GCM',
    }
  },
  /**
   * Alipay: `GET/POST https://openapi.alipay.com/gateway.do`, method `alipay.trade.wap.pay`, common params
   * (app_id, method, charset, sign_type RSA2, timestamp, version 1.0, notify_url, return_url) + `biz_content`
   * JSON (out_trade_no, total_amount in yuan with 2 decimals, subject, product_code QUICK_WAP_WAY);
   * sign = RSA2 over the sorted `k=v&...` of non-empty params except sign. Notification: form POST, same
   * signature rule with Alipay's public key; answer the text `success`.
   */
  ZFB: (o, k) => {
    const p: Record<string, string> = {
      app_id: k.appId ?? '',
      method: 'alipay.trade.wap.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: new Date().toISOString().slice(0, 19).replace('T', ' '),
      version: '1.0',
      notify_url: o.notifyUrl,
      return_url: o.returnUrl,
      biz_content: JSON.stringify({ out_trade_no: o.outTradeNo, total_amount: yuan(o.amount), subject: o.subject, product_code: 'QUICK_WAP_WAY' }),
    }
    p.sign = rsaSha256(k.privateKey, sortedQuery(p))
    return { method: 'POST', url: 'https://openapi.alipay.com/gateway.do', headers: { 'content-type': 'application/x-www-form-urlencoded' }, form: p, notifyCheck: 'RSA2 over sorted k=v& without sign/sign_type, Alipay public key; reply "success"' }
  },
  /**
   * CyberSource Secure Acceptance hosted checkout: form POST of the browser to
   * `https://secureacceptance.cybersource.com/pay`; `signature` = base64 HMAC-SHA256(secret key,
   * "name=value,name=value" of `signed_field_names` in order); bill_to_* from the billing page.
   * Notification (merchant POST URL): the same signature over the response's signed fields; `decision` ACCEPT.
   */
  CYBERSOURCE: (o, k) => {
    const b = o.billing
    const f: Record<string, string> = {
      access_key: k.appId ?? '',
      profile_id: k.merchantId,
      transaction_uuid: crypto.randomUUID(),
      signed_date_time: nowIso(),
      locale: 'en',
      transaction_type: 'sale',
      reference_number: o.outTradeNo,
      amount: yuan(o.amount),
      currency: o.currency,
      bill_to_forename: b?.firstName ?? '',
      bill_to_surname: b?.lastName ?? '',
      bill_to_email: b?.email ?? '',
      bill_to_address_line1: b?.address1 ?? '',
      bill_to_address_city: b?.city ?? '',
      bill_to_address_postal_code: b?.postalCode ?? '',
      bill_to_address_country: b?.country ?? '',
      override_custom_receipt_page: o.returnUrl,
    }
    const names = [...Object.keys(f), 'signed_field_names', 'unsigned_field_names']
    f.signed_field_names = names.join(',')
    f.unsigned_field_names = ''
    f.signature = crypto.createHmac('sha256', k.key).update(names.map((n) => `${n}=${f[n]}`).join(',')).digest('base64')
    return { method: 'POST', url: 'https://secureacceptance.cybersource.com/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, form: f, notifyCheck: 'base64 HMAC-SHA256 over signed_field_names; decision=ACCEPT' }
  },
  /**
   * Sand Pay (杉德) H5 / unified order: JSON `{head: {version, method, productId, accessType, mid, channelType,
   * reqTime}, body: {orderCode, totalAmount: 12-digit fen, subject, body, notifyUrl, frontUrl}}` posted as form
   * fields charset, signType 01, data (the JSON), sign = SHA1withRSA(data). Notification: the same fields,
   * checked with Sand's certificate; reply `respCode=000000`. (verify with the vendor)
   */
  SAND: (o, k) => {
    const data = JSON.stringify({
      head: { version: '1.0', method: 'sandpay.trade.orderCreate', productId: '00002000', accessType: '1', mid: k.merchantId, channelType: '07', reqTime: new Date().toISOString().replace(/\D/g, '').slice(0, 14) },
      body: { orderCode: o.outTradeNo, totalAmount: String(o.amount).padStart(12, '0'), subject: o.subject, body: o.subject, notifyUrl: o.notifyUrl, frontUrl: o.returnUrl },
    })
    const sign = k.privateKey ? crypto.createSign('RSA-SHA1').update(data).sign(k.privateKey, 'base64') : '<SHA1withRSA signature>'
    return { method: 'POST', url: 'https://cashier.sandpay.com.cn/gateway/api/order/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, form: { charset: 'UTF-8', signType: '01', data, sign }, notifyCheck: 'SHA1withRSA of data with the Sand certificate' }
  },
  /**
   * Joinpay / HUIJU (汇聚) unified pay: `POST https://www.joinpay.com/trade/uniPayApi.action`, form fields
   * p0_Version 2.1, p1_MerchantNo, p2_OrderNo, p3_Amount (yuan), p4_Cur 1, p5_ProductName, p9_NotifyUrl,
   * q1_FrpCode (WEIXIN_H5, ALIPAY_H5...), hmac = MD5(values in field order + merchant key). Notification: GET
   * with r*_ fields and hmac, same rule; reply `success`. (verify with the vendor)
   */
  HUIJU: (o, k) => {
    const f: Record<string, string> = { p0_Version: '2.1', p1_MerchantNo: k.merchantId, p2_OrderNo: o.outTradeNo, p3_Amount: yuan(o.amount), p4_Cur: '1', p5_ProductName: o.subject, p9_NotifyUrl: o.notifyUrl, q1_FrpCode: 'ALIPAY_H5' }
    f.hmac = crypto.createHash('md5').update(Object.values(f).join('') + k.key).digest('hex')
    return { method: 'POST', url: 'https://www.joinpay.com/trade/uniPayApi.action', headers: { 'content-type': 'application/x-www-form-urlencoded' }, form: f, notifyCheck: 'MD5(values in order + key) = hmac' }
  },
  /**
   * YabandPay (cross-border WeChat/Alipay): `POST https://app.yabandpay.com/Interface/pay` JSON {user, sign,
   * method: 'v3.CreatePaymentsWechatOnline', time, data: {pay_method, order_id, amount (yuan), currency,
   * description, redirect_url, notify_url, timeout}}; sign = HMAC-SHA256(key, sorted k=v& of the fields).
   * (verify with the vendor)
   */
  YABAND: (o, k) => hmacJson('https://app.yabandpay.com/Interface/pay', k, { user: k.merchantId, method: 'v3.CreatePaymentsWechatOnline', time: String(Math.floor(Date.now() / 1000)), order_id: o.outTradeNo, amount: yuan(o.amount), currency: o.currency, description: o.subject, redirect_url: o.returnUrl, notify_url: o.notifyUrl }),
  /** JINQIANBA: JSON order {mch_id, out_trade_no, total_fee (fen), body, notify_url, return_url, nonce_str}, sign = uppercase MD5(sorted k=v& + "&key=<key>"). (verify with the vendor) */
  JINQIANBA: (o, k) => md5Form('https://api.jinqianba.com/pay/unifiedorder', k, { mch_id: k.merchantId, out_trade_no: o.outTradeNo, total_fee: String(o.amount), body: o.subject, notify_url: o.notifyUrl, return_url: o.returnUrl, nonce_str: crypto.randomBytes(8).toString('hex') }),
  /** UIPAY: form {merchant_no, order_no, amount (fen), currency, subject, notify_url, return_url, timestamp}, sign = HMAC-SHA256(key, sorted k=v&). (verify with the vendor) */
  UIPAY: (o, k) => hmacJson('https://gateway.uipay.com/api/v1/orders', k, { merchant_no: k.merchantId, order_no: o.outTradeNo, amount: String(o.amount), currency: o.currency, subject: o.subject, notify_url: o.notifyUrl, return_url: o.returnUrl, timestamp: String(Date.now()) }),
  /** HM (HMPay): form {mch_no, out_order_no, pay_amount (fen), goods_name, notify_url, return_url, nonce}, sign = uppercase MD5(sorted k=v& + "&key=<key>"). (verify with the vendor) */
  HM: (o, k) => md5Form('https://api.hmpay.com/pay/order', k, { mch_no: k.merchantId, out_order_no: o.outTradeNo, pay_amount: String(o.amount), goods_name: o.subject, notify_url: o.notifyUrl, return_url: o.returnUrl, nonce: crypto.randomBytes(8).toString('hex') }),
}

function hmacJson(url: string, k: GatewayCreds, fields: Record<string, string>): GatewayRequest {
  const sign = crypto.createHmac('sha256', k.key).update(sortedQuery(fields)).digest('hex')
  return { method: 'POST', url, headers: { 'content-type': 'application/json' }, json: { ...fields, sign }, notifyCheck: 'HMAC-SHA256(key, sorted k=v&) = sign' }
}
function md5Form(url: string, k: GatewayCreds, fields: Record<string, string>): GatewayRequest {
  const sign = crypto.createHash('md5').update(`${sortedQuery(fields)}&key=${k.key}`).digest('hex').toUpperCase()
  return { method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, form: { ...fields, sign }, notifyCheck: 'MD5(sorted k=v& + &key=) uppercase = sign' }
}
