-- Issue 28 (item 15): the default FAQ said the shop sends no tracking numbers or e-mails (it e-mails every order
-- event and shows the courier's tracking code) and promised 2-5 business days beside every order's 5/10-day
-- promise. Shops whose saved FAQ still holds those default answers get the new ones (packages/contract
-- content.ts); each language's answer is replaced only where it is still the old default, so whatever an admin
-- wrote stays as written.
UPDATE "site_content" SET "value" = jsonb_set("value", '{faq}', (
  SELECT jsonb_agg(
    CASE WHEN "item"->>'answer' = 'Sellers usually deliver within 2-5 business days. My Orders shows when your order is processing, shipped and delivered.'
      THEN jsonb_set("item", '{answer}', to_jsonb('Within 5 days when the seller is in your city, 10 days elsewhere in Bangladesh: every order shows the date it is due by. My Orders shows when your order is processing, shipped and delivered.'::text))
      ELSE "item" END
    ORDER BY "n")
  FROM jsonb_array_elements("value"->'faq') WITH ORDINALITY AS "f"("item", "n")))
WHERE "key" = 'home'
  AND "value"->'faq' @> jsonb_build_array(jsonb_build_object('answer', 'Sellers usually deliver within 2-5 business days. My Orders shows when your order is processing, shipped and delivered.'::text));
--> statement-breakpoint
UPDATE "site_content" SET "value" = jsonb_set("value", '{faq}', (
  SELECT jsonb_agg(
    CASE WHEN "item"->>'answerBn' = 'বিক্রেতারা সাধারণত ২-৫ কর্মদিবসের মধ্যে ডেলিভারি দেন। আপনার অর্ডার কখন প্রক্রিয়াধীন, পাঠানো ও ডেলিভারি হলো, তা ‘আমার অর্ডার’-এ দেখা যায়।'
      THEN jsonb_set("item", '{answerBn}', to_jsonb('বিক্রেতা আপনার শহরে হলে ৫ দিনের মধ্যে, বাংলাদেশের অন্য কোথাও ১০ দিনের মধ্যে: প্রতিটি অর্ডারে ডেলিভারির শেষ তারিখ দেখানো থাকে। আপনার অর্ডার কখন প্রক্রিয়াধীন, পাঠানো ও ডেলিভারি হলো, তা ‘আমার অর্ডার’-এ দেখা যায়।'::text))
      ELSE "item" END
    ORDER BY "n")
  FROM jsonb_array_elements("value"->'faq') WITH ORDINALITY AS "f"("item", "n")))
WHERE "key" = 'home'
  AND "value"->'faq' @> jsonb_build_array(jsonb_build_object('answerBn', 'বিক্রেতারা সাধারণত ২-৫ কর্মদিবসের মধ্যে ডেলিভারি দেন। আপনার অর্ডার কখন প্রক্রিয়াধীন, পাঠানো ও ডেলিভারি হলো, তা ‘আমার অর্ডার’-এ দেখা যায়।'::text));
--> statement-breakpoint
UPDATE "site_content" SET "value" = jsonb_set("value", '{faq}', (
  SELECT jsonb_agg(
    CASE WHEN "item"->>'answer' = 'Sign in and open My Orders: each order shows its status (pending, processing, shipped, delivered). We do not send tracking numbers, emails or SMS.'
      THEN jsonb_set("item", '{answer}', to_jsonb('Sign in and open My Orders: each order shows its status (pending, processing, shipped, delivered) and, once the seller books a courier, the parcel''s tracking code and its journey. We e-mail you and notify you on the site when an order is placed, when its status changes and when a payment is confirmed or refunded (choose which e-mails you get in your profile).'::text))
      ELSE "item" END
    ORDER BY "n")
  FROM jsonb_array_elements("value"->'faq') WITH ORDINALITY AS "f"("item", "n")))
WHERE "key" = 'home'
  AND "value"->'faq' @> jsonb_build_array(jsonb_build_object('answer', 'Sign in and open My Orders: each order shows its status (pending, processing, shipped, delivered). We do not send tracking numbers, emails or SMS.'::text));
--> statement-breakpoint
UPDATE "site_content" SET "value" = jsonb_set("value", '{faq}', (
  SELECT jsonb_agg(
    CASE WHEN "item"->>'answerBn' = 'সাইন ইন করে ‘আমার অর্ডার’ খুলুন: প্রতিটি অর্ডারের স্ট্যাটাস (অপেক্ষমাণ, প্রক্রিয়াধীন, পাঠানো হয়েছে, ডেলিভারি হয়েছে) সেখানে দেখা যায়। আমরা ট্র্যাকিং নম্বর, ইমেইল বা SMS পাঠাই না।'
      THEN jsonb_set("item", '{answerBn}', to_jsonb('সাইন ইন করে ‘আমার অর্ডার’ খুলুন: প্রতিটি অর্ডারের স্ট্যাটাস (অপেক্ষমাণ, প্রক্রিয়াধীন, পাঠানো হয়েছে, ডেলিভারি হয়েছে) সেখানে দেখা যায়, আর বিক্রেতা কুরিয়ার বুক করলে পার্সেলের ট্র্যাকিং কোড ও তার যাত্রাপথও। অর্ডার দেওয়া, স্ট্যাটাস বদল এবং পেমেন্ট নিশ্চিত বা ফেরত হলে আমরা ইমেইল পাঠাই এবং সাইটের নোটিফিকেশনে জানাই (কোন ইমেইল পাবেন, তা প্রোফাইলে বেছে নিতে পারেন)।'::text))
      ELSE "item" END
    ORDER BY "n")
  FROM jsonb_array_elements("value"->'faq') WITH ORDINALITY AS "f"("item", "n")))
WHERE "key" = 'home'
  AND "value"->'faq' @> jsonb_build_array(jsonb_build_object('answerBn', 'সাইন ইন করে ‘আমার অর্ডার’ খুলুন: প্রতিটি অর্ডারের স্ট্যাটাস (অপেক্ষমাণ, প্রক্রিয়াধীন, পাঠানো হয়েছে, ডেলিভারি হয়েছে) সেখানে দেখা যায়। আমরা ট্র্যাকিং নম্বর, ইমেইল বা SMS পাঠাই না।'::text));
