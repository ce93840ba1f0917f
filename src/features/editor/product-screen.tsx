import { Input, Switch, Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { ProductEdit } from '~types/editor'
import { EDITOR_LIMITS as L } from '~types/editor-codes'
import { areaKey, invalidate, keyOf, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, RequestError } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import { bodyOf, combinations, comboKey, draftsOf, type GroupDraft, type SkuDraft } from './product-form'
import { FieldError, keptPic, PictureRow, ShopChips, showError, useIsMerchant, useMyShops, type Pic } from './shared'
import './texts'
import './editor.scss'
import './editor-web'

type Errors = Record<string, string>

/** The form of a product (new when `product` is null): texts, category, pictures, spec groups and the SKU grid. */
function ProductForm({ product, shopId }: { product: ProductEdit | null; shopId?: number }) {
  const { t } = useT('editor')
  const cats = useQuery(keyOf('editor.categories'), () => api.editor.categories())
  const start = product ? draftsOf(product) : { groups: [] as GroupDraft[], skus: {} as Record<string, SkuDraft> }
  const [title, setTitle] = useState(product?.title ?? '')
  const [categoryId, setCategoryId] = useState<number | null>(product?.categoryId ?? null)
  const [pics, setPics] = useState<Pic[]>((product?.images ?? []).map(keptPic))
  const [description, setDescription] = useState(product?.description ?? '')
  const [groups, setGroups] = useState<GroupDraft[]>(start.groups)
  const [skus, setSkus] = useState<Record<string, SkuDraft>>(start.skus)
  const [on, setOn] = useState(product ? product.status === 'on' : true)
  const [errors, setErrors] = useState<Errors>({})
  const combos = combinations(groups)
  const setGroup = (i: number, g: GroupDraft) => setGroups(groups.map((x, j) => (j === i ? g : x)))
  const setSku = (key: string, patch: Partial<SkuDraft>) =>
    setSkus((s) => ({ ...s, [key]: { ...(s[key] ?? { price: '', originalPrice: '', stock: '' }), ...patch } }))
  const save = useSubmit(async () => {
    const r = bodyOf(
      { shopId: product ? undefined : shopId, title, categoryId, images: pics.map((p) => p.value), description, groups, skus, on },
      {
        required: t('required'),
        needPictures: t('product.needPictures'),
        needPrice: t('product.needPrice'),
        badStock: t('product.badStock'),
        badAmount: t('shop.badAmount'),
        specs: t('product.specHint'),
      },
    )
    if ('problems' in r) return setErrors(r.problems)
    setErrors({})
    try {
      const saved = product
        ? await api.editor.saveProduct({ params: { id: product.id }, body: r.body }, { json: true, noFilter: true, silent: true })
        : await api.editor.createProduct({ body: r.body }, { json: true, noFilter: true, silent: true })
      toast(product ? t('saved') : t('product.created'), 'success')
      await invalidate(areaKey('editor'), areaKey('catalog'))
      if (!product) await nav.redirect('merchant/product', { id: saved.id })
    } catch (x) {
      if (x instanceof RequestError) showError(x, setErrors)
    }
  })
  // an error on `images.2` or `skus.1.stockWas` shows under its list
  const errorOf = (prefix: string) => Object.entries(errors).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1]
  return (
    <View data-testid='ed-product-form'>
      <View className='ed-card'>
        <Text className='ed-label'>{t('product.title')}</Text>
        <Input className='ed-input' data-testid='ed-title' value={title} maxlength={L.titleMax} onInput={(e) => setTitle(e.detail.value)} />
        <FieldError id='title' text={errors.title} />
        <Text className='ed-label'>{t('product.pictures')}</Text>
        <Text className='ed-hint'>{t('pictureRule')}</Text>
        <PictureRow id='images' pics={pics} max={L.imagesMax} onChange={setPics} onError={(m) => setErrors({ images: m })} />
        <FieldError id='images' text={errorOf('images')} />
        <Text className='ed-label'>{t('product.category')}</Text>
        <View className='ed-chips' data-testid='ed-categories'>
          {(cats.data ?? []).map((c) => (
            <Text
              key={c.id}
              className={`ed-chip${c.id === categoryId ? ' ed-chip--on' : ''}`}
              data-testid={`ed-cat-${c.id}`}
              onClick={() => setCategoryId(c.id)}
            >
              {c.parentName ? `${c.parentName} / ${c.name}` : c.name}
            </Text>
          ))}
        </View>
        <FieldError id='categoryId' text={errors.categoryId} />
        <Text className='ed-label'>{t('product.description')}</Text>
        <Textarea
          className='ed-area'
          data-testid='ed-description'
          value={description}
          maxlength={L.descriptionMax}
          onInput={(e) => setDescription(e.detail.value)}
        />
      </View>
      <View className='ed-card' data-testid='ed-specs'>
        <Text className='ed-title'>{t('product.specs')}</Text>
        <Text className='ed-hint'>{t('product.specHint')}</Text>
        {groups.map((g, i) => (
          <View key={i} className='ed-group' data-testid={`ed-group-${i}`}>
            <View className='ed-row'>
              <Input
                className='ed-input ed-grow'
                data-testid={`ed-group-name-${i}`}
                placeholder={t('product.groupName')}
                value={g.name}
                maxlength={L.specNameMax}
                onInput={(e) => setGroup(i, { ...g, name: e.detail.value })}
              />
              <Text className='ed-link' onClick={() => setGroups(groups.filter((_, j) => j !== i))}>
                {t('remove')}
              </Text>
            </View>
            {g.values.map((v, vi) => (
              <View key={vi} className='ed-row ed-value'>
                <Input
                  className='ed-input ed-grow'
                  data-testid={`ed-value-${i}-${vi}`}
                  placeholder={t('product.valueName')}
                  value={v.name}
                  maxlength={L.specNameMax}
                  onInput={(e) => setGroup(i, { ...g, values: g.values.map((x, j) => (j === vi ? { ...x, name: e.detail.value } : x)) })}
                />
                <Text className='ed-link' onClick={() => setGroup(i, { ...g, values: g.values.filter((_, j) => j !== vi) })}>
                  {t('remove')}
                </Text>
              </View>
            ))}
            {g.values.length < L.specValuesMax && (
              <Text className='ed-link' data-testid={`ed-add-value-${i}`} onClick={() => setGroup(i, { ...g, values: [...g.values, { name: '' }] })}>
                + {t('product.addValue')}
              </Text>
            )}
            <FieldError id={`group-${i}`} text={errorOf(`specGroups.${i}`)} />
          </View>
        ))}
        {groups.length < L.specGroupsMax && (
          <Text className='ed-link' data-testid='ed-add-group' onClick={() => setGroups([...groups, { name: '', values: [{ name: '' }] }])}>
            + {t('product.addGroup')}
          </Text>
        )}
        <FieldError id='specGroups' text={errors.specGroups} />
      </View>
      <View className='ed-card' data-testid='ed-skus'>
        <Text className='ed-title'>{t('product.skus')}</Text>
        {combos.map((spec, i) => {
          const key = comboKey(spec)
          const s = skus[key] ?? { price: '', originalPrice: '', stock: '' }
          return (
            <View key={key} className='ed-sku' data-testid={`ed-sku-${i}`}>
              <Text className='ed-sku__name'>{key || t('product.single')}</Text>
              <View className='ed-sku__fields'>
                <View className='ed-sku__field'>
                  <Text className='ed-hint'>{t('product.price')}</Text>
                  <Input
                    className='ed-input'
                    type='digit'
                    data-testid={`ed-sku-price-${i}`}
                    value={s.price}
                    onInput={(e) => setSku(key, { price: e.detail.value })}
                  />
                </View>
                <View className='ed-sku__field'>
                  <Text className='ed-hint'>{t('product.originalPrice')}</Text>
                  <Input
                    className='ed-input'
                    type='digit'
                    data-testid={`ed-sku-original-${i}`}
                    value={s.originalPrice}
                    onInput={(e) => setSku(key, { originalPrice: e.detail.value })}
                  />
                </View>
                <View className='ed-sku__field'>
                  <Text className='ed-hint'>{t('product.stock')}</Text>
                  <Input
                    className='ed-input'
                    type='number'
                    data-testid={`ed-sku-stock-${i}`}
                    value={s.stock}
                    onInput={(e) => setSku(key, { stock: e.detail.value })}
                  />
                </View>
              </View>
              <FieldError id={`sku-${i}`} text={errorOf(`skus.${i}`)} />
            </View>
          )
        })}
        <FieldError id='skus' text={errors.skus} />
        <View className='ed-row'>
          <Text className='ed-row__label'>{t('product.onShelf')}</Text>
          <Switch data-testid='ed-on-shelf' checked={on} onChange={(e) => setOn(e.detail.value)} />
        </View>
        <Button type='primary' block data-testid='ed-save-product' disabled={save.busy} loading={save.busy} onClick={() => void save.run()}>
          {product ? t('save') : t('product.create')}
        </Button>
      </View>
    </View>
  )
}

/** The product editor (`merchant/product`): `id` edits one of the user's products; without it a new product of `shopId` (or the chosen shop). */
export function ProductEditorScreen() {
  const { t } = useT('editor')
  const params = usePageParams('merchant/product')
  const id = params.id ? Number(params.id) : undefined
  const allowed = useIsMerchant()
  const shops = useMyShops(allowed && !id)
  const [shopId, setShopId] = useState<number | undefined>(params.shopId ? Number(params.shopId) : undefined)
  useEffect(() => {
    if (!id && shopId === undefined && shops.data?.length) setShopId(shops.data[0].id)
  }, [id, shopId, shops.data])
  const q = useQuery(keyOf('editor.product', id ?? 0), () => api.editor.product({ params: { id: id! } }), { enabled: allowed && !!id, staleMs: 0 })
  return (
    <View className='ed' data-testid='ed-product-screen'>
      <Screen query={allowed ? (id ? q : shops) : undefined} error={allowed ? undefined : t('refused')} skeleton='sheet'>
        {!id && <ShopChips shops={shops.data ?? []} value={shopId} onChange={setShopId} />}
        {id ? q.data && <ProductForm key={`${q.data.id}:${JSON.stringify(q.data.skus)}`} product={q.data} /> : <ProductForm product={null} shopId={shopId} />}
      </Screen>
    </View>
  )
}
