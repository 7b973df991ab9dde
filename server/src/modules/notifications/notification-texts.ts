import {
  formatCount,
  formatDhakaDate,
  formatTaka,
  poishaToTaka,
  type Lang,
  type NotificationData,
  type NotificationKind,
} from '@bulkbazar/contract';

export type NotificationText = { subject: string; text: string };

const STATUS: Record<Lang, Record<string, string>> = {
  en: {
    awaiting_payment: 'awaiting payment',
    awaiting_approval: 'awaiting approval',
    pending: 'pending',
    processing: 'processing',
    shipped: 'shipped',
    delivered: 'delivered',
    cancelled: 'cancelled',
    returned: 'returned',
  },
  bn: {
    awaiting_payment: 'পেমেন্টের অপেক্ষায়',
    awaiting_approval: 'অনুমোদনের অপেক্ষায়',
    pending: 'অপেক্ষমাণ',
    processing: 'প্রক্রিয়াধীন',
    shipped: 'পাঠানো হয়েছে',
    delivered: 'ডেলিভারি হয়েছে',
    cancelled: 'বাতিল',
    returned: 'ফেরত এসেছে',
  },
};

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const taka = (poisha: unknown, lang: Lang) => formatTaka(poishaToTaka(Number(poisha) || 0), lang);
/** Order codes as the shop shows them (#1A2B3C4D): Latin in both languages, they are typed into forms. */
const code = (id: unknown) => `#${str(id).slice(0, 8).toUpperCase()}`;

/** Company roles in Bengali (an invitation names the role it gives). */
const ROLE_BN: Record<string, string> = { buyer: 'ক্রেতা', approver: 'অনুমোদনকারী', finance: 'হিসাব' };

type Render = (d: NotificationData, lang: Lang, link: (path: string) => string) => NotificationText;

/** Payout methods as their owners name them (the same in both languages: brand names and "bank"). */
const METHOD: Record<Lang, Record<string, string>> = {
  en: { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', bank: 'bank account' },
  bn: { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', bank: 'ব্যাংক অ্যাকাউন্ট' },
};
const method = (m: unknown, lang: Lang) => METHOD[lang][str(m)] ?? str(m);

/** Payouts (issue 29): the change of where money goes is a security notice; a payout sent names its reference. */
const PAYOUT_RENDER: Pick<Record<NotificationKind, Render>, 'payout_method_changed' | 'payout_sent'> = {
  payout_method_changed: (d, lang, link) =>
    lang === 'bn'
      ? {
          subject: 'আপনার পেআউটের পদ্ধতি বদলানো হয়েছে',
          text: `আপনার পেআউট এখন যাবে: ${method(d.method, lang)} ${str(d.ending)}। নিরাপত্তার জন্য ${formatCount(Number(d.holdHours) || 0, lang)} ঘণ্টা কোনো পেআউট পাঠানো হবে না। আপনি এটি না করে থাকলে এখনই পাসওয়ার্ড বদলান এবং আমাদের জানান।\n${link('/user/profile')}`,
        }
      : {
          subject: 'Your payout method was changed',
          text: `Your payouts now go to: ${method(d.method, lang)} ${str(d.ending)}. For your safety no payout is sent for ${formatCount(Number(d.holdHours) || 0, lang)} hours. If you did not do this, change your password now and tell us.\n${link('/user/profile')}`,
        },
  payout_sent: (d, lang, link) =>
    lang === 'bn'
      ? {
          subject: `${taka(d.amount, lang)} পেআউট পাঠানো হয়েছে`,
          text: `আপনার ${taka(d.amount, lang)} পেআউট ${method(d.method, lang)}-এ পাঠানো হয়েছে। রেফারেন্স: ${str(d.reference)}\n${link('/myproducts/finance')}`,
        }
      : {
          subject: `Payout of ${taka(d.amount, lang)} sent`,
          text: `Your payout of ${taka(d.amount, lang)} was sent to your ${method(d.method, lang)}. Reference: ${str(d.reference)}\n${link('/myproducts/finance')}`,
        },
};

/**
 * Each kind's e-mail in English and Bengali, made from the facts stored with the notification when it is sent,
 * in the recipient's language at that moment.
 */
const RENDER: Record<NotificationKind, Render> = {
  order_placed: (d, lang, link) =>
    d.role === 'seller'
      ? lang === 'bn'
        ? {
            subject: `নতুন অর্ডার ${code(d.orderId)}`,
            text: `আপনার পণ্যের একটি নতুন অর্ডার এসেছে: ${code(d.orderId)}, মোট ${taka(d.total, lang)}।\n${link('/myproducts/orders')}`,
          }
        : {
            subject: `New order ${code(d.orderId)}`,
            text: `A new order for your products: ${code(d.orderId)}, ${taka(d.total, lang)} in all.\n${link('/myproducts/orders')}`,
          }
      : lang === 'bn'
        ? {
            subject: `অর্ডার ${code(d.orderId)} পাওয়া গেছে`,
            text: `আপনার অর্ডার ${code(d.orderId)} আমরা পেয়েছি, মোট ${taka(d.total, lang)}।\n${link('/orders')}`,
          }
        : {
            subject: `Order ${code(d.orderId)} received`,
            text: `We have your order ${code(d.orderId)}, ${taka(d.total, lang)} in all.\n${link('/orders')}`,
          },
  order_status: (d, lang, link) => {
    const status = STATUS[lang][str(d.status)] ?? str(d.status);
    const seller = d.role === 'seller';
    const reason = str(d.reason);
    const where = link(seller ? '/myproducts/orders' : '/orders');
    return lang === 'bn'
      ? {
          subject: `অর্ডার ${code(d.orderId)}: ${status}`,
          text: `${seller ? 'আপনার পণ্যের অর্ডার' : 'আপনার অর্ডার'} ${code(d.orderId)} এখন "${status}"।${reason ? ` কারণ: ${reason}` : ''}\n${where}`,
        }
      : {
          subject: `Order ${code(d.orderId)} is ${status}`,
          text: `${seller ? 'The order' : 'Your order'} ${code(d.orderId)} is now ${status}.${reason ? ` Reason: ${reason}` : ''}\n${where}`,
        };
  },
  payment_confirmed: (d, lang, link) =>
    lang === 'bn'
      ? {
          subject: `${taka(d.amount, lang)} পেমেন্ট পাওয়া গেছে`,
          text: `আপনার ${taka(d.amount, lang)} পেমেন্ট নিশ্চিত হয়েছে।\n${link('/orders')}`,
        }
      : {
          subject: `Payment of ${taka(d.amount, lang)} received`,
          text: `Your payment of ${taka(d.amount, lang)} is confirmed.\n${link('/orders')}`,
        },
  payment_refunded: (d, lang, link) =>
    lang === 'bn'
      ? {
          subject: `${taka(d.amount, lang)} ফেরত দেওয়া হয়েছে`,
          text: `${taka(d.amount, lang)} আপনার অ্যাকাউন্টে ফেরত পাঠানো হয়েছে।\n${link('/orders')}`,
        }
      : {
          subject: `${taka(d.amount, lang)} refunded`,
          text: `${taka(d.amount, lang)} has been refunded to you.\n${link('/orders')}`,
        },
  listing_reviewed: (d, lang, link) => {
    const approved = d.decision === 'approved';
    const reason = str(d.reason);
    if (lang === 'bn')
      return {
        subject: approved ? `"${str(d.productName)}" অনুমোদিত হয়েছে` : `"${str(d.productName)}" বাতিল হয়েছে`,
        text:
          (approved
            ? `আপনার পণ্য "${str(d.productName)}" এখন সবাই দেখতে পাচ্ছে।`
            : `আপনার পণ্য "${str(d.productName)}" অনুমোদন পায়নি।${reason ? ` কারণ: ${reason}` : ''}`) +
          `\n${link('/myproducts')}`,
      };
    return {
      subject: approved ? `"${str(d.productName)}" is approved` : `"${str(d.productName)}" was not approved`,
      text:
        (approved
          ? `Your listing "${str(d.productName)}" is now on show.`
          : `Your listing "${str(d.productName)}" was not approved.${reason ? ` Reason: ${reason}` : ''}`) +
        `\n${link('/myproducts')}`,
    };
  },
  new_quote: (d, lang, link) => {
    const what = str(d.productName) || str(d.category);
    return lang === 'bn'
      ? {
          subject: `${str(d.sellerName)} দাম জানিয়েছেন`,
          text: `${str(d.sellerName)} আপনার কোটেশন অনুরোধে (${what}) দাম দিয়েছেন: প্রতি পিস ${taka(d.unitPrice, lang)}, ${formatCount(Number(d.quantity) || 0, lang)} পিস।\n${link(`/rfqs/${str(d.rfqId)}`)}`,
        }
      : {
          subject: `${str(d.sellerName)} sent a quote`,
          text: `${str(d.sellerName)} quoted on your request (${what}): ${taka(d.unitPrice, lang)} a unit for ${formatCount(Number(d.quantity) || 0, lang)} units.\n${link(`/rfqs/${str(d.rfqId)}`)}`,
        };
  },
  new_message: (d, lang, link) =>
    lang === 'bn'
      ? {
          subject: `${str(d.fromName)}-এর নতুন বার্তা`,
          text: `${str(d.fromName)} লিখেছেন: "${str(d.excerpt)}"\n${link(`/rfqs/${str(d.rfqId)}`)}`,
        }
      : {
          subject: `New message from ${str(d.fromName)}`,
          text: `${str(d.fromName)} wrote: "${str(d.excerpt)}"\n${link(`/rfqs/${str(d.rfqId)}`)}`,
        },
  password_reset: (d, lang) =>
    lang === 'bn'
      ? {
          subject: 'আপনার পাসওয়ার্ড রিসেট করুন',
          text: `নতুন পাসওয়ার্ড দিতে এই লিংকটি খুলুন (একবারই কাজ করবে, ৩০ মিনিট পর্যন্ত):\n${str(d.url)}\n\nআপনি না চাইলে এই ইমেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড বদলাবে না।`,
        }
      : {
          subject: 'Reset your password',
          text: `Open this link to set a new password (it works once, for 30 minutes):\n${str(d.url)}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
        },
  company_invitation: (d, lang, link) => {
    const url = link(`/company-invitations/${str(d.token)}`);
    return lang === 'bn'
      ? {
          subject: `${str(d.companyName)}-এ যোগ দেওয়ার আমন্ত্রণ`,
          text: `${str(d.inviterName)} আপনাকে ${str(d.companyName)}-এ (${ROLE_BN[str(d.role)] ?? str(d.role)}) যোগ দিতে আমন্ত্রণ জানিয়েছেন। এই ইমেইলে সাইন ইন করে লিংকটি খুলুন (৭ দিন কাজ করবে):\n${url}`,
        }
      : {
          subject: `Join ${str(d.companyName)} on BulkBazar`,
          text: `${str(d.inviterName)} invites you to ${str(d.companyName)} as ${str(d.role)}. Sign in with this e-mail and open the link (it works for 7 days):\n${url}`,
        };
  },
  ...PAYOUT_RENDER,
  // Issue 30 item 7: a listing's stock fell to or below the seller's low-stock line (once per fall).
  low_stock: (d, lang, link) =>
    lang === 'bn'
      ? {
          subject: `স্টক কমে গেছে: ${str(d.productName)}`,
          text: `${str(d.productName)}-এর স্টক এখন ${formatCount(Number(d.stock) || 0, lang)} (আপনার সীমা ${formatCount(Number(d.threshold) || 0, lang)})।\n${link('/myproducts')}`,
        }
      : {
          subject: `Low stock: ${str(d.productName)}`,
          text: `${str(d.productName)} is down to ${formatCount(Number(d.stock) || 0, lang)} in stock (your alert line is ${formatCount(Number(d.threshold) || 0, lang)}).\n${link('/myproducts')}`,
        },
  // Issue 31 item 2: a company checkout over its buyer's limit waits for an approver of the company.
  approval_requested: (d, lang, link) =>
    lang === 'bn'
      ? {
          subject: `অনুমোদনের অপেক্ষায়: ${str(d.companyName)}-এর ${taka(d.total, lang)} অর্ডার`,
          text: `${str(d.buyerName)} ${str(d.companyName)}-এর জন্য ${taka(d.total, lang)}-এর অর্ডার দিয়েছেন, যা তাঁর সীমার বেশি${d.poNumber ? ` (PO ${str(d.poNumber)})` : ''}। অনুমোদন বা বাতিল করুন; সময়মতো না করলে অর্ডার বাতিল হবে:\n${link('/approvals')}`,
        }
      : {
          subject: `Approval needed: ${taka(d.total, lang)} order for ${str(d.companyName)}`,
          text: `${str(d.buyerName)} placed a ${taka(d.total, lang)} order for ${str(d.companyName)}, over their order limit${d.poNumber ? ` (PO ${str(d.poNumber)})` : ''}. Approve or reject it; unless approved in time it is cancelled:\n${link('/approvals')}`,
        },
  // The buyer hears what became of it: approved, rejected with the approver's reason, or the hold ran out.
  approval_decided: (d, lang, link) => {
    const url = link('/user/myorder');
    const what = `${str(d.companyName)} ${taka(d.total, lang)}`;
    if (lang === 'bn')
      return d.decision === 'approved'
        ? {
            subject: 'আপনার অর্ডার অনুমোদিত হয়েছে',
            text: `${what}: অর্ডার অনুমোদিত হয়েছে এবং বিক্রেতার কাছে গেছে।\n${url}`,
          }
        : d.decision === 'rejected'
          ? {
              subject: 'আপনার অর্ডার অনুমোদন পায়নি',
              text: `${what}: অর্ডার বাতিল হয়েছে। কারণ: ${str(d.reason)}\n${url}`,
            }
          : {
              subject: 'অনুমোদনের সময় শেষ: অর্ডার বাতিল',
              text: `${what}: সময়মতো অনুমোদন না পাওয়ায় অর্ডার বাতিল হয়েছে।\n${url}`,
            };
    return d.decision === 'approved'
      ? {
          subject: 'Your order was approved',
          text: `${what}: the order was approved and went to the seller.\n${url}`,
        }
      : d.decision === 'rejected'
        ? {
            subject: 'Your order was not approved',
            text: `${what}: the order was cancelled. Reason: ${str(d.reason)}\n${url}`,
          }
        : {
            subject: 'No approval in time: order cancelled',
            text: `${what}: the order was cancelled because nobody approved it in time.\n${url}`,
          };
  },
  // Issue 31 item 4: an invoice of the company falls due in a few days, or is overdue (each once).
  invoice_due_soon: (d, lang, link) => {
    const due = formatDhakaDate(str(d.dueAt), lang);
    return lang === 'bn'
      ? {
          subject: `ইনভয়েস ${str(d.number)} পরিশোধের তারিখ ${due}`,
          text: `${str(d.companyName)}-এর ইনভয়েস ${str(d.number)}-এ ${taka(d.amount, lang)} বাকি, পরিশোধের শেষ তারিখ ${due}। bKash, SSLCommerz বা ব্যাংক ট্রান্সফারে পরিশোধ করুন:\n${link('/company/credit')}`,
        }
      : {
          subject: `Invoice ${str(d.number)} is due on ${due}`,
          text: `${taka(d.amount, lang)} is left to pay on ${str(d.companyName)}'s invoice ${str(d.number)}, due on ${due}. Pay it by bKash, SSLCommerz or bank transfer:\n${link('/company/credit')}`,
        };
  },
  invoice_overdue: (d, lang, link) => {
    const due = formatDhakaDate(str(d.dueAt), lang);
    return lang === 'bn'
      ? {
          subject: `ইনভয়েস ${str(d.number)}-এর পরিশোধের তারিখ পেরিয়ে গেছে`,
          text: `${str(d.companyName)}-এর ইনভয়েস ${str(d.number)}-এ ${taka(d.amount, lang)} বাকি; পরিশোধের তারিখ ছিল ${due}। পরিশোধ না হওয়া পর্যন্ত বাকিতে নতুন অর্ডার দেওয়া যাবে না:\n${link('/company/credit')}`,
        }
      : {
          subject: `Invoice ${str(d.number)} is overdue`,
          text: `${taka(d.amount, lang)} is left to pay on ${str(d.companyName)}'s invoice ${str(d.number)}, due on ${due}. No new order on credit until it is paid:\n${link('/company/credit')}`,
        };
  },
  // Issue 31 item 5: the operator's decision on a business verification, the reason as they wrote it.
  verification_decided: (d, lang, link) => {
    const approved = d.decision === 'approved';
    const who = str(d.companyName);
    const url = link('/verification');
    if (lang === 'bn')
      return approved
        ? {
            subject: 'আপনার ব্যবসা যাচাই করা হয়েছে',
            text: `${who ? `${who}: ` : ''}আপনার ট্রেড লাইসেন্স ও এনআইডি যাচাই হয়েছে; এখন থেকে "যাচাইকৃত ব্যবসা" চিহ্ন দেখানো হবে।\n${url}`,
          }
        : {
            subject: 'ব্যবসা যাচাইয়ের আবেদন গ্রহণ করা হয়নি',
            text: `${who ? `${who}: ` : ''}আপনার আবেদন গ্রহণ করা হয়নি। কারণ: ${str(d.reason)}\nঠিক করে আবার পাঠাতে পারেন:\n${url}`,
          };
    return approved
      ? {
          subject: 'Your business is verified',
          text: `${who ? `${who}: ` : ''}your trade licence and NID are checked; the "Verified business" badge now shows.\n${url}`,
        }
      : {
          subject: 'Your business verification was not approved',
          text: `${who ? `${who}: ` : ''}your application was not approved. Reason: ${str(d.reason)}\nYou can correct it and send it again:\n${url}`,
        };
  },
};

export function renderNotification(
  kind: string,
  data: NotificationData,
  lang: Lang,
  baseUrl: string,
): (NotificationText & { path: string | null }) | undefined {
  const render = RENDER[kind as NotificationKind];
  if (!render) return undefined;
  // The link in the text, also kept as a path for the in-app list (the last one made is the one shown).
  let path: string | null = null;
  const text = render(data, lang, (p) => {
    path = p;
    return `${baseUrl}${p}`;
  });
  return { ...text, path };
}
