import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { invalidate, keyOf, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api, RequestError } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import { APPLY_SUBJECTS, firstOpenStep, joinAgent, SHOP_CATEGORIES, STEPS, stepOf, type BankBranch, type ShopApplication, type ShopApplyForm } from './api'
import { DocSlot, RegionPicker } from './parts'
import './texts'
import './onboard.scss'
import './onboard-web'

type Names = { region: string[]; bank: string; branch: string }
const namesOf = (a: ShopApplication): Names => ({ region: a.regionPath, bank: a.bankName, branch: a.branchName })

/**
 * `store/join/join`: the shop application in three steps (documents and legal person; the shop; settlement and
 * the agreement). "Next" saves the draft on the server (pictures checked there: type, 800x800, under 5 MB); the
 * last step sends it to review. A refusal shows under the field it names, on that field's step.
 */
export function JoinFormScreen() {
  const { t } = useT('onboard')
  const q = useQuery(keyOf('onboard.shopMine'), () => api.onboard.shopMine())
  const [f, setF] = useState<ShopApplyForm>({})
  const [names, setNames] = useState<Names>({ region: [], bank: '', branch: '' })
  const [step, setStep] = useState(0)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (loaded || q.data === undefined) return
    setLoaded(true)
    if (q.data) {
      setF(q.data.form)
      setNames(namesOf(q.data))
      // a kept draft goes on where it was left
      setStep(firstOpenStep(q.data.form))
    }
  }, [q.data, loaded])

  const set = <K extends keyof ShopApplyForm>(k: K, v: ShopApplyForm[K]) => {
    setF((x) => ({ ...x, [k]: v }))
    setErrors((e) => ({ ...e, [k]: '' }))
  }
  const shown = (e: unknown) => {
    if (e instanceof RequestError && e.field) {
      setErrors((x) => ({ ...x, [e.field!]: e.message }))
      setStep(stepOf(e.field))
    }
  }
  const save = async () => {
    const body: ShopApplyForm = { ...f }
    if (!body.agentCode && joinAgent.get() && !q.data?.form.agentCode) body.agentCode = joinAgent.get()
    try {
      const a = await api.onboard.shopDraft({ body })
      setNames(namesOf(a))
      return a
    } catch (e) {
      shown(e)
      throw e
    }
  }
  const next = useSubmit(async () => {
    await save()
    setStep((s) => s + 1)
  })
  const send = useSubmit(async () => {
    await save()
    try {
      await api.onboard.shopSubmit()
    } catch (e) {
      shown(e)
      throw e
    }
    joinAgent.forget()
    await invalidate(keyOf('onboard.shopMine'))
    toast(t('sent'), 'success')
    await nav.redirect('store/join/success')
  })
  const pickBank = async () => {
    const b = await nav.pick<{ code: string; name: string }>('store/join/selectJinqianbaBank')
    if (!b || b.code === f.bankCode) return
    setF((x) => ({ ...x, bankCode: b.code, branchCode: undefined }))
    setNames((n) => ({ ...n, bank: b.name, branch: '' }))
  }
  const pickBranch = async () => {
    if (!f.bankCode || !f.regionId) return void toast(t('branchFirst'))
    const b = await nav.pick<BankBranch>('store/join/selectJinqianbaBranchBank', { bankCode: f.bankCode, regionId: f.regionId })
    if (!b) return
    set('branchCode', b.code)
    setNames((n) => ({ ...n, branch: b.name }))
  }

  const err = (k: string) =>
    errors[k] ? (
      <Text className='ob-error' data-testid={`err-${k}`}>
        {errors[k]}
      </Text>
    ) : null
  const text = (k: 'companyName' | 'legalName' | 'legalIdNumber' | 'shopName' | 'contactPhone' | 'address' | 'accountName' | 'accountNumber', max = 60) => (
    <View className='ob-field'>
      <Text className='ob-field__label'>{t(`form.${k}`)}</Text>
      <Input
        className='ob-field__input'
        data-testid={`in-${k}`}
        value={(f[k] as string | undefined) ?? ''}
        maxlength={max}
        type={k === 'contactPhone' || k === 'accountNumber' ? 'number' : k === 'legalIdNumber' ? 'idcard' : 'text'}
        placeholder={t(`form.${k}Hint`)}
        onInput={(e) => set(k, e.detail.value)}
      />
      {err(k)}
    </View>
  )
  const row = (k: string, value: string, onClick: () => void) => (
    <View className='ob-field'>
      <View className='ob-row' data-testid={`pick-${k}`} onClick={onClick}>
        <Text className='ob-row__label'>{t(`form.${k}`)}</Text>
        <Text className={value ? 'ob-row__value' : 'ob-row__value ob-row__value--empty'}>{value || t('choose')} ›</Text>
      </View>
      {err(k)}
    </View>
  )
  const chips = <T extends string>(k: 'subject' | 'category', values: readonly T[], label: (v: T) => string) => (
    <View className='ob-field'>
      <Text className='ob-field__label'>{t(`form.${k}`)}</Text>
      <View className='ob-chips'>
        {values.map((v) => (
          <Text key={v} className={f[k] === v ? 'ob-chip ob-chip--on' : 'ob-chip'} data-testid={`${k}-${v}`} onClick={() => set(k, v as never)}>
            {label(v)}
          </Text>
        ))}
      </View>
      {err(k)}
    </View>
  )

  return (
    <View className='ob' data-testid='join-form'>
      <Screen query={q}>
        <View className='ob-steps'>
          {STEPS.map((_, i) => (
            <Text key={i} className={i === step ? 'ob-step ob-step--on' : 'ob-step'} data-testid={`step-${i}`} onClick={() => i < step && setStep(i)}>
              {`${i + 1}. ${t(`step.${i}`)}`}
            </Text>
          ))}
        </View>
        {q.data?.state === 'rejected' || q.data?.reason ? (
          <Text className='ob-reason' data-testid='form-reason'>
            {t('reason', { reason: q.data?.reason ?? '' })}
          </Text>
        ) : null}
        {f.shopKind && <Text className='ob-muted'>{t(`kind.${f.shopKind}`)}</Text>}
        {step === 0 && (
          <View className='ob-card'>
            {chips('subject', APPLY_SUBJECTS, (v) => t(`subject.${v}`))}
            {f.subject === 'company' && text('companyName')}
            <View className='ob-docs'>
              <DocSlot
                id={f.licenceImage}
                label={t('form.licenceImage')}
                error={errors.licenceImage}
                testId='doc-licence'
                onChange={(id) => set('licenceImage', id)}
              />
            </View>
            {text('legalName')}
            {text('legalIdNumber', 18)}
            <View className='ob-docs'>
              <DocSlot
                id={f.idFrontImage}
                label={t('form.idFrontImage')}
                error={errors.idFrontImage}
                testId='doc-front'
                onChange={(id) => set('idFrontImage', id)}
              />
              <DocSlot
                id={f.idBackImage}
                label={t('form.idBackImage')}
                error={errors.idBackImage}
                testId='doc-back'
                onChange={(id) => set('idBackImage', id)}
              />
            </View>
            <Text className='ob-muted'>{t('pictureRule')}</Text>
          </View>
        )}
        {step === 1 && (
          <View className='ob-card'>
            {text('shopName')}
            {chips('category', SHOP_CATEGORIES, (v) => t(`category.${v}`))}
            {text('contactPhone', 15)}
            <RegionPicker
              depth={3}
              path={names.region}
              testId='pick-regionId'
              onPick={(id, n) => {
                set('regionId', id)
                setF((x) => ({ ...x, regionId: id, branchCode: undefined }))
                setNames((x) => ({ ...x, region: n, branch: '' }))
              }}
            />
            {err('regionId')}
            {text('address', 200)}
          </View>
        )}
        {step === 2 && (
          <View className='ob-card'>
            {row('bankCode', names.bank, () => void pickBank())}
            {row('branchCode', names.branch, () => void pickBranch())}
            {text('accountName')}
            {text('accountNumber', 30)}
            <View className='ob-agree'>
              <Text className={f.agreed ? 'ob-check ob-check--on' : 'ob-check'} data-testid='agree' onClick={() => set('agreed', !f.agreed)}>
                {f.agreed ? '✓' : ''}
              </Text>
              <Text className='ob-agree__text' onClick={() => set('agreed', !f.agreed)}>
                {t('agree')}
              </Text>
              <Text className='ob-agree__link' data-testid='agreement-link' onClick={() => void nav.to('store/join/txt')}>
                {t('agreement.title')}
              </Text>
            </View>
            {err('agreed')}
          </View>
        )}
        <View className='ob-actions'>
          {step < STEPS.length - 1 ? (
            <Button type='primary' block loading={next.busy} data-testid='join-next' onClick={() => void next.run()}>
              {t('next')}
            </Button>
          ) : (
            <Button type='primary' block loading={send.busy} data-testid='join-send' onClick={() => void send.run()}>
              {t('send')}
            </Button>
          )}
        </View>
      </Screen>
    </View>
  )
}
