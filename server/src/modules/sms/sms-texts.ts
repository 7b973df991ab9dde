import {
  formatTaka,
  poishaToTaka,
  type Lang,
  type NotificationData,
  type SmsKind,
} from '@bulkbazar/contract';

// Each kind's SMS in English and Bengali, short enough for one message: English stays in the GSM-7 alphabet
// ("Tk", not ৳, which would make the whole text UCS-2: 70 characters instead of 160); Bengali is UCS-2, so its
// texts are cut to 70 UTF-16 units (sms-texts.test.ts counts every kind with the longest facts).

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** Order codes as the shop shows them (#1A2B3C4D), Latin in both languages: they are typed into forms. */
const code = (id: unknown) => `#${str(id).slice(0, 8).toUpperCase()}`;
/** Whole taka: the paisa would cost characters an SMS does not have. */
function money(poisha: unknown, lang: Lang): string {
  const taka = Math.round(poishaToTaka(Number(poisha) || 0));
  return lang === 'bn' ? formatTaka(taka, 'bn').replace(/\.০০$/, '') : `Tk ${taka.toLocaleString('en-IN')}`;
}
/**
 * A name cut to `max` characters (a seller's name can be 80), ending in "..." in English (… is not GSM-7) and
 * "…" in Bengali. A Bengali name in an English text still makes it UCS-2: such a text may take two messages.
 */
const cut = (name: unknown, max: number, lang: Lang) => {
  const s = str(name);
  const more = lang === 'bn' ? '…' : '...';
  return s.length <= max ? s : `${s.slice(0, max - more.length)}${more}`;
};

type Render = (d: NotificationData, lang: Lang) => string;

const RENDER: Record<SmsKind, Render> = {
  sign_in_code: (d, lang) =>
    lang === 'bn'
      ? `BulkBazar কোড ${str(d.code)}। ৫ মিনিট চলবে। কাউকে বলবেন না।`
      : `BulkBazar code: ${str(d.code)}. It works for 5 minutes. Never share it.`,
  order_placed: (d, lang) =>
    d.role === 'seller'
      ? lang === 'bn'
        ? `BulkBazar: নতুন অর্ডার ${code(d.orderId)}, ${money(d.total, lang)}`
        : `BulkBazar: new order ${code(d.orderId)} for your products, ${money(d.total, lang)}.`
      : lang === 'bn'
        ? `BulkBazar: অর্ডার ${code(d.orderId)} নেওয়া হয়েছে, ${money(d.total, lang)}`
        : `BulkBazar: your order ${code(d.orderId)} is placed, ${money(d.total, lang)}. Thank you!`,
  order_shipped: (d, lang) =>
    lang === 'bn'
      ? `BulkBazar: আপনার অর্ডার ${code(d.orderId)} পাঠানো হয়েছে।`
      : `BulkBazar: your order ${code(d.orderId)} has shipped.`,
  order_delivered: (d, lang) =>
    lang === 'bn'
      ? `BulkBazar: অর্ডার ${code(d.orderId)} ডেলিভারি হয়েছে। ধন্যবাদ!`
      : `BulkBazar: your order ${code(d.orderId)} was delivered. Thank you!`,
  payment_received: (d, lang) =>
    lang === 'bn'
      ? `BulkBazar: ${money(d.amount, lang)} পেমেন্ট পাওয়া গেছে। ধন্যবাদ!`
      : `BulkBazar: your payment of ${money(d.amount, lang)} is received. Thank you!`,
  quote_received: (d, lang) =>
    lang === 'bn'
      ? `BulkBazar: ${cut(d.sellerName, 14, lang)} দাম দিয়েছেন: ${money(d.unitPrice, lang)}/পিস`
      : `BulkBazar: ${cut(d.sellerName, 40, lang)} quoted ${money(d.unitPrice, lang)} a unit on your request.`,
};

/** The SMS of `kind`, made from the facts stored with it, in `lang`. */
export function renderSms(kind: SmsKind, data: NotificationData, lang: Lang): string {
  return RENDER[kind](data, lang);
}
