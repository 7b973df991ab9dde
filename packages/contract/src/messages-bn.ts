import { toBengaliDigits, type Lang } from './lang.js';

// The server's and the schemas' English messages in Bengali. Messages are written in English where they arise
// (services, the contract's schemas, the quantity engine); an answer to a Bengali caller and a form on a Bengali
// page pass them through here. Each entry is an English template whose {slots} match any text; a slot's value
// is translated too when it is itself a known text (a field label such as "Product name"), and written in
// Bengali digits when it holds no letters (an amount, a count). The test beside this file checks that every
// message the code can produce has an entry.

const TEMPLATES: [english: string, bengali: string][] = [
  // Access, limits, transport
  ['Please sign in first', 'আগে সাইন ইন করুন'],
  ['Admins only', 'শুধু অ্যাডমিনদের জন্য'],
  [
    'Cross-site request refused: send it from the shop itself',
    'অন্য সাইট থেকে পাঠানো অনুরোধ গ্রহণ করা হয়নি: শপ থেকেই পাঠান',
  ],
  [
    'Too many attempts. Please wait {wait} and try again.',
    'অনেকবার চেষ্টা করা হয়েছে। {wait} অপেক্ষা করে আবার চেষ্টা করুন।',
  ],
  ['{n} seconds', '{n} সেকেন্ড'],
  ['1 second', '১ সেকেন্ড'],
  ['Something went wrong on our side. Please try again.', 'আমাদের দিকে একটি সমস্যা হয়েছে। আবার চেষ্টা করুন।'],
  ['The database is not answering', 'ডেটাবেস সাড়া দিচ্ছে না'],
  ['This server is shutting down', 'এই সার্ভারটি বন্ধ হচ্ছে'],
  [
    'The shop cannot reach its database just now. Please try again shortly.',
    'দোকান এই মুহূর্তে তার ডেটাবেসে পৌঁছাতে পারছে না। একটু পরে আবার চেষ্টা করুন।',
  ],
  [
    'The body is nested too deeply: at most {n} levels of arrays and objects',
    'অনুরোধের গঠন খুব গভীর: সর্বোচ্চ {n} স্তর',
  ],
  ['Text may not contain the NUL character', 'লেখায় NUL অক্ষর থাকতে পারবে না'],
  ['{what} not found', '{what} পাওয়া যায়নি'],
  ['No route {method} {path}', 'এই ঠিকানায় কিছু নেই: {method} {path}'],
  ['must be a path on this site', 'এই সাইটের একটি পাথ হতে হবে'],
  ['The web app is not built', 'ওয়েব অ্যাপটি তৈরি করা হয়নি'],
  ['Request refused', 'অনুরোধ গ্রহণ করা হয়নি'],
  ['Registration refused', 'নিবন্ধন গ্রহণ করা হয়নি'],
  ['Invalid cursor', 'পেজের অবস্থানটি সঠিক নয়'],
  ['is not a cursor for this sort', 'এই সাজানোর জন্য সঠিক অবস্থান নয়'],
  ['this cursor was made for another sort', 'এই অবস্থানটি অন্য সাজানোর জন্য'],
  ['use either page or cursor, not both', 'page অথবা cursor — যেকোনো একটি দিন'],
  ['maxPrice must be at least minPrice', 'সর্বোচ্চ দাম সর্বনিম্ন দামের কম হতে পারবে না'],
  // Stock adjustments (issue 30)
  ['Change must be a number', 'পরিবর্তন একটি সংখ্যা হতে হবে'],
  ['Change must be a whole number', 'পরিবর্তন একটি পূর্ণ সংখ্যা হতে হবে'],
  ['Change is too large', 'পরিবর্তন খুব বড়'],
  ['Change may not be 0', 'পরিবর্তন ০ হতে পারবে না'],
  [
    'Reason must be received, damaged, returned or correction',
    'কারণ হতে হবে: পাওয়া গেছে, নষ্ট, ফেরত বা সংশোধন',
  ],
  ['Note must be at most 200 characters', 'নোট সর্বোচ্চ ২০০ অক্ষরের হতে পারে'],
  ['Choose the variant whose stock moves', 'কোন ভ্যারিয়েন্টের স্টক বদলাবে তা বেছে নিন'],
  ['This product has no variants', 'এই পণ্যের কোনো ভ্যারিয়েন্ট নেই'],
  ['This variant is not one of the product’s', 'এই ভ্যারিয়েন্টটি এই পণ্যের নয়'],
  ['Stock cannot go below 0', 'স্টক ০-এর নিচে যেতে পারে না'],
  // Bulk edit of prices and stock from the My products table (issue 30 item 6)
  ['Product id is not valid', 'পণ্যের আইডি সঠিক নয়'],
  ['Variant id is not valid', 'ভ্যারিয়েন্টের আইডি সঠিক নয়'],
  ['Give a new price or stock', 'নতুন দাম বা স্টক দিন'],
  ['Items must be a list', 'পরিবর্তনগুলো একটি তালিকা হতে হবে'],
  ['Change at least one price or stock', 'অন্তত একটি দাম বা স্টক বদলান'],
  ['At most {n} changes at once', 'একবারে সর্বোচ্চ {n}টি পরিবর্তন'],
  ['This price or stock is already in the list', 'এই দাম বা স্টক তালিকায় আগেই আছে'],
  ['Some of these products are not yours or no longer exist', 'এর কিছু পণ্য আপনার নয় বা আর নেই'],
  [
    'Some prices or stock could not be saved: nothing was changed',
    'কিছু দাম বা স্টক রাখা যায়নি: কিছুই বদলানো হয়নি',
  ],
  ['Stock would be too large', 'স্টক খুব বেশি হয়ে যাবে'],
  ['You can only manage your own listings', 'আপনি শুধু নিজের পণ্যের তালিকা পরিচালনা করতে পারেন'],
  ['must be an option and one of its values, as Size:M', 'একটি অপশন ও তার একটি মান হতে হবে, যেমন Size:M'],
  ['at most {n} option values at once', 'একসাথে সর্বোচ্চ {n}টি অপশনের মান'],
  ['to must not be before from', 'শেষ তারিখ শুরুর তারিখের আগে হতে পারবে না'],
  // Accounts
  [
    'This account has been blocked. Contact support if you think this is a mistake.',
    'এই অ্যাকাউন্টটি ব্লক করা হয়েছে। ভুল মনে হলে আমাদের সাপোর্টে যোগাযোগ করুন।',
  ],
  ['is invalid', 'সঠিক নয়'],
  ['Invalid email or password', 'ইমেইল বা পাসওয়ার্ড সঠিক নয়'],
  ['Invalid email', 'ইমেইলটি সঠিক নয়'],
  ['Invalid password', 'পাসওয়ার্ডটি সঠিক নয়'],
  ['Password too short', 'পাসওয়ার্ড খুব ছোট'],
  ['Password too long', 'পাসওয়ার্ড খুব বড়'],
  ['User already exists.', 'এই ইমেইল দিয়ে আগেই অ্যাকাউন্ট খোলা হয়েছে।'],
  ['Failed to create user', 'অ্যাকাউন্ট খোলা গেল না'],
  ['You have been banned from this application', 'আপনাকে এই শপে ব্লক করা হয়েছে'],
  ['Email already in use', 'এই ইমেইল দিয়ে আগেই অ্যাকাউন্ট খোলা হয়েছে'],
  ['User already exists. Use another email.', 'এই ইমেইল দিয়ে আগেই অ্যাকাউন্ট খোলা হয়েছে। অন্য ইমেইল দিন।'],
  ['The current password is not correct', 'বর্তমান পাসওয়ার্ডটি সঠিক নয়'],
  ['Current password is required', 'বর্তমান পাসওয়ার্ড দিন'],
  ['Password is required', 'পাসওয়ার্ড দিন'],
  ['Password must be at least {n} characters', 'পাসওয়ার্ড কমপক্ষে {n} অক্ষরের হতে হবে'],
  ['Password must be at most {n} characters', 'পাসওয়ার্ড সর্বোচ্চ {n} অক্ষরের হতে পারে'],
  ['Password cannot be only spaces', 'পাসওয়ার্ড শুধু ফাঁকা ঘর হতে পারবে না'],
  [
    'This password is on the list of the most common passwords, which are guessed first. Choose another.',
    'এই পাসওয়ার্ডটি সবচেয়ে প্রচলিত পাসওয়ার্ডের তালিকায় আছে, যেগুলো আগে অনুমান করা হয়। অন্য একটি বেছে নিন।',
  ],
  ['Name is required', 'নাম দিন'],
  ['Name must be at most {n} characters', 'নাম সর্বোচ্চ {n} অক্ষরের হতে পারে'],
  ['Must be an uploaded image URL', 'এখানে আপলোড করা ছবি দিতে হবে'],
  ['Nothing to change', 'বদলানোর মতো কিছু নেই'],
  ['You can only ask about your own account', 'শুধু নিজের অ্যাকাউন্টের তথ্য দেখা যায়'],
  ['You cannot block yourself', 'নিজেকে ব্লক করা যায় না'],
  ['You cannot remove your own admin role', 'নিজের অ্যাডমিন ভূমিকা সরানো যায় না'],
  ['The shop needs at least one administrator', 'দোকানে অন্তত একজন অ্যাডমিন থাকতে হবে'],
  ['Your staff roles do not allow this', 'আপনার স্টাফ ভূমিকায় এটি করার অনুমতি নেই'],
  ['List each role once', 'প্রতিটি ভূমিকা একবারই দিন'],
  ['Send the roles (or the older role), one of them', 'ভূমিকাগুলো (অথবা পুরনো role) — যেকোনো একটি দিন'],
  ['Minimum order amount must be a number', 'সর্বনিম্ন অর্ডারের পরিমাণ একটি সংখ্যা হতে হবে'],
  ['Minimum order amount cannot be negative', 'সর্বনিম্ন অর্ডারের পরিমাণ ঋণাত্মক হতে পারবে না'],
  ['Minimum order amount must be at most {n}', 'সর্বনিম্ন অর্ডারের পরিমাণ সর্বোচ্চ {n} হতে পারে'],
  [
    'Minimum order amount can have at most 2 decimals',
    'সর্বনিম্ন অর্ডারের পরিমাণে দশমিকের পর সর্বোচ্চ ২ অঙ্ক থাকতে পারে',
  ],
  // Addresses and phones
  ['Name this address (Shop, Warehouse…)', 'ঠিকানাটির একটি নাম দিন (দোকান, গুদাম…)'],
  ['At most 40 characters', 'সর্বোচ্চ ৪০ অক্ষর'],
  ['Enter the shipping address', 'ডেলিভারির ঠিকানা লিখুন'],
  ['The address must be at most 500 characters', 'ঠিকানা সর্বোচ্চ ৫০০ অক্ষরের হতে পারে'],
  ['Enter a phone number', 'ফোন নম্বর লিখুন'],
  [
    'Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX',
    'বাংলাদেশি মোবাইল নম্বর লিখুন: ০১XXXXXXXXX বা +৮৮০১XXXXXXXXX',
  ],
  [
    'Enter a Bangladeshi mobile number: 01XXXXXXXXX (11 digits)',
    'বাংলাদেশি মোবাইল নম্বর লিখুন: ০১XXXXXXXXX (১১ অঙ্ক)',
  ],
  ['You can keep at most {n} addresses: delete one first', 'সর্বোচ্চ {n}টি ঠিকানা রাখা যায়: আগে একটি মুছে ফেলুন'],
  ['Address not found', 'ঠিকানাটি পাওয়া যায়নি'],
  ['Choose one of your saved addresses', 'আপনার সংরক্ষিত ঠিকানাগুলোর একটি বেছে নিন'],
  // Company addresses shared by its members (issue 31 item 1).
  [
    'A company can keep at most {n} addresses: delete one first',
    'একটি প্রতিষ্ঠান সর্বোচ্চ {n}টি ঠিকানা রাখতে পারে: আগে একটি মুছে ফেলুন',
  ],
  ['Choose one of the company’s addresses', 'প্রতিষ্ঠানের ঠিকানাগুলোর একটি বেছে নিন'],
  ['Choose one address: yours or the company’s', 'একটি ঠিকানা বেছে নিন: আপনার অথবা প্রতিষ্ঠানের'],
  // Listings
  ['{label} is required', '{label} দিন'],
  ['{label} must be at most {n} characters', '{label} সর্বোচ্চ {n} অক্ষরের হতে পারে'],
  ['{label} must be a number', '{label} একটি সংখ্যা হতে হবে'],
  ['{label} must be a whole number', '{label} একটি পূর্ণসংখ্যা হতে হবে'],
  ['{label} must be at least 1', '{label} কমপক্ষে ১ হতে হবে'],
  ['{label} must be at most {n}', '{label} সর্বোচ্চ {n} হতে পারে'],
  ['Details must be at most 5000 characters', 'বিস্তারিত সর্বোচ্চ ৫০০০ অক্ষরের হতে পারে'],
  ['Low-stock alert cannot be negative', 'কম স্টকের সতর্কতা ঋণাত্মক হতে পারবে না'],
  ['Choose one of the categories', 'ক্যাটাগরিগুলোর একটি বেছে নিন'],
  ['At most {n} extra images', 'সর্বোচ্চ {n}টি অতিরিক্ত ছবি'],
  ['At most {n} price tiers', 'সর্বোচ্চ {n}টি পাইকারি দামের ধাপ'],
  ['Price must be a number', 'দাম একটি সংখ্যা হতে হবে'],
  ['Price must be more than 0', 'দাম ০-এর বেশি হতে হবে'],
  ['Price must be at most {n}', 'দাম সর্বোচ্চ {n} হতে পারে'],
  ['Price can have at most 2 decimals', 'দামে দশমিকের পর সর্বোচ্চ ২ অঙ্ক থাকতে পারে'],
  ['Tier price must be a number', 'ধাপের দাম একটি সংখ্যা হতে হবে'],
  ['Tier price must be more than 0', 'ধাপের দাম ০-এর বেশি হতে হবে'],
  ['Tier price must be at most {n}', 'ধাপের দাম সর্বোচ্চ {n} হতে পারে'],
  ['Tier price can have at most 2 decimals', 'ধাপের দামে দশমিকের পর সর্বোচ্চ ২ অঙ্ক থাকতে পারে'],
  [
    'Minimum order quantity cannot be more than the stock',
    'সর্বনিম্ন অর্ডারের পরিমাণ স্টকের চেয়ে বেশি হতে পারবে না',
  ],
  [
    'Maximum per order cannot be less than the minimum order quantity',
    'প্রতি অর্ডারে সর্বোচ্চ পরিমাণ সর্বনিম্ন অর্ডারের পরিমাণের কম হতে পারবে না',
  ],
  [
    'Minimum order quantity must be a multiple of the pack size ({n})',
    'সর্বনিম্ন অর্ডারের পরিমাণ প্যাকের আকারের ({n}) গুণিতক হতে হবে',
  ],
  [
    'Maximum per order must be a multiple of the pack size ({n})',
    'প্রতি অর্ডারে সর্বোচ্চ পরিমাণ প্যাকের আকারের ({n}) গুণিতক হতে হবে',
  ],
  [
    'At this price an order of the minimum quantity would pass {amount}',
    'এই দামে সর্বনিম্ন পরিমাণের একটি অর্ডার {amount} ছাড়িয়ে যাবে',
  ],
  ["tier {i}: quantity must be above tier {j}'s {n}", 'ধাপ {i}: পরিমাণ ধাপ {j}-এর {n}-এর বেশি হতে হবে'],
  [
    'tier {i}: quantity must be above the minimum order quantity ({n})',
    'ধাপ {i}: পরিমাণ সর্বনিম্ন অর্ডারের পরিমাণের ({n}) বেশি হতে হবে',
  ],
  ["tier {i}: price must be below tier {j}'s {amount}", 'ধাপ {i}: দাম ধাপ {j}-এর {amount}-এর কম হতে হবে'],
  ['tier {i}: price must be below the base price {amount}', 'ধাপ {i}: দাম মূল দাম {amount}-এর কম হতে হবে'],
  [
    'Upload the image here; links to other sites are not accepted',
    'ছবিটি এখানে আপলোড করুন; অন্য সাইটের লিংক গ্রহণ করা হয় না',
  ],
  ['Upload the image here', 'ছবিটি এখানে আপলোড করুন'],
  ['Upload the images here', 'ছবিগুলো এখানে আপলোড করুন'],
  ['Only the seller or an admin can change this product', 'শুধু বিক্রেতা বা অ্যাডমিন এই পণ্য বদলাতে পারেন'],
  ['Cannot {action} a listing that is {status}', 'এই অবস্থার ({status}) পণ্যে এই কাজ ({action}) করা যায় না'],
  ['Say why the listing is rejected', 'পণ্যটি কেন বাতিল করা হলো তা লিখুন'],
  // Uploads
  ['The file is empty', 'ফাইলটি খালি'],
  ['The file is too large: at most {n} MB', 'ফাইলটি খুব বড়: সর্বোচ্চ {n} MB'],
  ['The image is too large: at most {n} megapixels', 'ছবিটি খুব বড়: সর্বোচ্চ {n} মেগাপিক্সেল'],
  [
    'This file is not an image we accept (JPEG, PNG, WebP, AVIF or GIF)',
    'এই ফাইলটি গ্রহণযোগ্য ছবি নয় (JPEG, PNG, WebP, AVIF বা GIF)',
  ],
  ['The image is damaged or incomplete', 'ছবিটি নষ্ট বা অসম্পূর্ণ'],
  ['Send the image as multipart/form-data', 'ছবিটি multipart/form-data হিসেবে পাঠান'],
  [
    'The upload is not valid multipart/form-data (missing boundary or cut short)',
    'আপলোডটি সঠিক multipart/form-data নয় (boundary নেই বা মাঝপথে কাটা)',
  ],
  ['Too many parts: send one image in the field "file"', 'অনেকগুলো অংশ: "file" ঘরে একটি ছবি পাঠান'],
  [
    'The image could not be stored just now. Please try again in a moment.',
    'ছবিটি এখন রাখা গেল না। একটু পরে আবার চেষ্টা করুন।',
  ],
  [
    'The shop has no room left to store the uploaded image. Nothing was saved: please try again later.',
    'আপলোড করা ছবিটি রাখার জায়গা দোকানে আর নেই। কিছুই সংরক্ষণ হয়নি: পরে আবার চেষ্টা করুন।',
  ],
  // Quantities, cart and checkout
  ['Quantity must be a number', 'পরিমাণ একটি সংখ্যা হতে হবে'],
  ['Quantity must be a whole number', 'পরিমাণ একটি পূর্ণসংখ্যা হতে হবে'],
  ['Quantity must be at least 1', 'পরিমাণ কমপক্ষে ১ হতে হবে'],
  ['Quantity is too large', 'পরিমাণ খুব বেশি'],
  ['Choose a product', 'একটি পণ্য বেছে নিন'],
  ['The minimum order for this product is {n} units', 'এই পণ্যের সর্বনিম্ন অর্ডার {n} পিস'],
  [
    'Sold in packs of {pack}: order {a} or {b} units',
    '{pack} পিসের প্যাকে বিক্রি হয়: {a} বা {b} পিস অর্ডার করুন',
  ],
  ['At most {n} units per order', 'প্রতি অর্ডারে সর্বোচ্চ {n} পিস'],
  ['Only {n} units available', 'মাত্র {n} পিস পাওয়া যাচ্ছে'],
  ['This product is out of stock', 'এই পণ্যটি স্টকে নেই'],
  ['Minimum order quantity not met', 'সর্বনিম্ন অর্ডারের পরিমাণ পূরণ হয়নি'],
  ['Sold in packs', 'প্যাকে বিক্রি হয়'],
  ['Order limit exceeded', 'অর্ডারের সীমা ছাড়িয়ে গেছে'],
  ['Insufficient stock', 'যথেষ্ট স্টক নেই'],
  ['add {n} more for {amount}/unit', 'আরও {n} পিস নিলে প্রতি পিস {amount}'],
  ['This product is no longer for sale', 'এই পণ্যটি আর বিক্রি হচ্ছে না'],
  ['This product is no longer in the shop', 'এই পণ্যটি আর শপে নেই'],
  ['This product is not available for ordering', 'এই পণ্যটি এখন অর্ডার করা যাচ্ছে না'],
  [
    'This product is sold by size and colour, which cannot be ordered online yet',
    'এই পণ্যটি সাইজ ও রং ধরে বিক্রি হয়, যা এখনও অনলাইনে অর্ডার করা যায় না',
  ],
  ['This product is not in your cart', 'এই পণ্যটি আপনার কার্টে নেই'],
  // Ordering by variant (issue 30)
  ['Choose a size and colour for this product', 'এই পণ্যের একটি সাইজ ও রং বেছে নিন'],
  ['This product has no variants: leave out ?variant=', 'এই পণ্যের কোনো ভ্যারিয়েন্ট নেই: ?variant= বাদ দিন'],
  ['Choose the sizes and colours on the product page', 'পণ্যের পাতায় সাইজ ও রং বেছে নিন'],
  [
    'A size or colour of this order is no longer sold: choose again on the product page',
    'এই অর্ডারের একটি সাইজ বা রং আর বিক্রি হয় না: পণ্যের পাতায় আবার বেছে নিন',
  ],
  ['This variant is not sold here', 'এই ভ্যারিয়েন্টটি এখানে বিক্রি হয় না'],
  ['Quantities are whole numbers of units', 'পরিমাণ ইউনিটের পূর্ণ সংখ্যায় হয়'],
  ['Only {n} units of this variant in stock', 'এই ভ্যারিয়েন্টের মাত্র {n} ইউনিট মজুদ আছে'],
  ['This variant is out of stock', 'এই ভ্যারিয়েন্টটির মজুদ শেষ'],
  [
    'This variant is out of stock, so no packs can be made',
    'এই ভ্যারিয়েন্টটির মজুদ শেষ, তাই কোনো প্যাক বানানো যাবে না',
  ],
  ['The minimum order is {n} units of a variant', 'সর্বনিম্ন অর্ডার প্রতি ভ্যারিয়েন্টে {n} ইউনিট'],
  ['This variant is not in the pack', 'এই ভ্যারিয়েন্টটি প্যাকে নেই'],
  ['No pack is set up for this product', 'এই পণ্যের কোনো প্যাক ঠিক করা নেই'],
  ['Sold in packs of {ratio}: order whole packs', '{ratio} অনুপাতের প্যাকে বিক্রি হয়: পূর্ণ প্যাক অর্ডার করুন'],
  ['This order is larger than one order may be', 'একটি অর্ডার এর চেয়ে বড় হতে পারে না'],
  ['The minimum order for this product is {n} packs', 'এই পণ্যের সর্বনিম্ন অর্ডার {n} প্যাক'],
  ['At most {n} packs per order', 'প্রতি অর্ডারে সর্বোচ্চ {n} প্যাক'],
  ['Sold in packs of {n}: order {a} or {b} packs', '{n}টির প্যাকে বিক্রি হয়: {a} বা {b} প্যাক অর্ডার করুন'],
  [
    'Only {n} units of this variant in stock, and your cart already holds {m}',
    'এই ভ্যারিয়েন্টের মাত্র {n} ইউনিট মজুদ আছে, আর আপনার কার্টে আগে থেকেই {m} আছে',
  ],
  ['This is your own product: you cannot order it', 'এটি আপনার নিজের পণ্য: এটি অর্ডার করা যায় না'],
  ['Each product may appear once', 'প্রতিটি পণ্য একবারই থাকতে পারে'],
  [
    'A product changed while your order was placed: please try again',
    'অর্ডার দেওয়ার সময় একটি পণ্য বদলে গেছে: আবার চেষ্টা করুন',
  ],
  ['Your cart is empty', 'আপনার কার্ট খালি'],
  ['A cart holds at most {n} lines', 'একটি কার্টে সর্বোচ্চ {n}টি পণ্য রাখা যায়'],
  [
    'A cart holds at most {n} lines: check out or remove some first',
    'একটি কার্টে সর্বোচ্চ {n}টি পণ্য রাখা যায়: আগে চেকআউট করুন বা কিছু সরিয়ে ফেলুন',
  ],
  [
    '{seller} takes orders of at least {minimum}; this part comes to {subtotal}',
    '{seller} কমপক্ষে {minimum}-এর অর্ডার নেন; এই অংশের মোট {subtotal}',
  ],
  ['The price changed from {from} to {to} per unit', 'প্রতি পিসের দাম {from} থেকে বদলে {to} হয়েছে'],
  [
    'The price changed from {from} to {to} per unit: review your cart',
    'প্রতি পিসের দাম {from} থেকে বদলে {to} হয়েছে: আপনার কার্ট দেখে নিন',
  ],
  ['A checkout may total at most {amount}', 'একটি চেকআউটের মোট সর্বোচ্চ {amount} হতে পারে'],
  // The cart changed since the checkout page showed it (the longer forms first: they hold the shorter one).
  [
    'Your cart changed: {change} (and {n} more change). The total is now {now}, not {was}: check it and place the order again',
    'আপনার কার্ট বদলে গেছে: {change} (আরও {n}টি পরিবর্তন)। মোট এখন {now}, {was} নয়: দেখে নিয়ে আবার অর্ডার করুন',
  ],
  [
    'Your cart changed: {change} (and {n} more changes). The total is now {now}, not {was}: check it and place the order again',
    'আপনার কার্ট বদলে গেছে: {change} (আরও {n}টি পরিবর্তন)। মোট এখন {now}, {was} নয়: দেখে নিয়ে আবার অর্ডার করুন',
  ],
  [
    'Your cart changed: {change}. The total is now {now}, not {was}: check it and place the order again',
    'আপনার কার্ট বদলে গেছে: {change}। মোট এখন {now}, {was} নয়: দেখে নিয়ে আবার অর্ডার করুন',
  ],
  ['{message}, and your cart already holds {n}', '{message}, আর আপনার কার্টে আগে থেকেই {n} পিস আছে'],
  ['Only {n} units in stock: ask for at most {m}', 'স্টকে মাত্র {n} পিস আছে: সর্বোচ্চ {m} পিস চাইতে পারেন'],
  ['{product} was removed', '{product} সরানো হয়েছে'],
  ['{product} was added', '{product} যোগ হয়েছে'],
  ['{product}: {from} units became {to}', '{product}: {from} পিস থেকে {to} পিস হয়েছে'],
  ['prices or delivery charges changed', 'দাম বা ডেলিভারি চার্জ বদলেছে'],
  ['A product', 'একটি পণ্য'],
  ['The total must be a number', 'মোট একটি সংখ্যা হতে হবে'],
  ['The total cannot be negative', 'মোট ঋণাত্মক হতে পারে না'],
  ['The total is too large', 'মোট অনেক বেশি'],
  [
    'An order may total at most {amount}: at this price, order at most {n} units',
    'একটি অর্ডারের মোট সর্বোচ্চ {amount} হতে পারে: এই দামে সর্বোচ্চ {n} পিস অর্ডার করুন',
  ],
  [
    'Your cart had {a} units: set to {b} as in this order',
    'আপনার কার্টে {a} পিস ছিল: এই অর্ডারের মতো {b} করা হয়েছে',
  ],
  [
    '{n} units cannot be ordered ({why}): changed to {m}',
    '{n} পিস অর্ডার করা যায় না ({why}): বদলে {m} করা হয়েছে',
  ],
  ['not valid', 'সঠিক নয়'],
  ['This payment method is not available', 'এই পেমেন্ট মাধ্যমটি এখন নেই'],
  [
    '{method} takes payments from {min} to {max}: choose another method',
    '{method}-এ {min} থেকে {max} পর্যন্ত পেমেন্ট করা যায়: অন্য মাধ্যম বেছে নিন',
  ],
  [
    'Cash on delivery above {above} pays {percent}% ({amount}) in advance online: choose how',
    '{above}-এর বেশি ক্যাশ অন ডেলিভারিতে {percent}% ({amount}) অনলাইনে অগ্রিম দিতে হয়: কীভাবে দেবেন বেছে নিন',
  ],
  [
    'Enter the transaction id from your mobile banking message',
    'মোবাইল ব্যাংকিংয়ের মেসেজ থেকে ট্রানজেকশন আইডি লিখুন',
  ],
  [
    'This Idempotency-Key was already used for a different order',
    'এই Idempotency-Key আগেই অন্য একটি অর্ডারে ব্যবহার করা হয়েছে',
  ],
  [
    '{gateway} could not start the payment; nothing was charged and your cart is unchanged. Try again or choose another method.',
    '{gateway} পেমেন্ট শুরু করতে পারেনি; কোনো টাকা কাটা হয়নি, আপনার কার্ট আগের মতোই আছে। আবার চেষ্টা করুন বা অন্য মাধ্যম বেছে নিন।',
  ],
  ['the gateway did not answer', 'পেমেন্ট গেটওয়ে সাড়া দেয়নি'],
  // Pay again
  [
    '{gateway} could not start the payment; nothing was charged. Your order is still held: try again.',
    '{gateway} পেমেন্ট শুরু করতে পারেনি; কোনো টাকা কাটা হয়নি। আপনার অর্ডারটি এখনো রাখা আছে: আবার চেষ্টা করুন।',
  ],
  ['This order is already paid', 'এই অর্ডারের টাকা আগেই পরিশোধ হয়েছে'],
  [
    'The time to pay this order has ended: its items are back in your cart',
    'এই অর্ডারের টাকা দেওয়ার সময় শেষ: এর পণ্যগুলো আবার আপনার কার্টে রাখা হয়েছে',
  ],
  ['This order is not paid online', 'এই অর্ডারটি অনলাইনে পরিশোধের নয়'],
  [
    'Your payment is being confirmed right now: reload My Orders in a moment',
    'আপনার পেমেন্টটি এই মুহূর্তে নিশ্চিত করা হচ্ছে: একটু পরে আমার অর্ডার পেজটি আবার লোড করুন',
  ],
  ['The payment failed at SSLCommerz', 'SSLCommerz-এ পেমেন্টটি ব্যর্থ হয়েছে'],
  // Orders
  ['Say why you decline the order', 'অর্ডারটি কেন ফিরিয়ে দিচ্ছেন তা লিখুন'],
  ['The reason must be at most 500 characters', 'কারণ সর্বোচ্চ ৫০০ অক্ষরের হতে পারে'],
  ['This order is already marked paid', 'এই অর্ডারটি আগেই পরিশোধিত হিসেবে চিহ্নিত'],
  [
    'This order is cancelled; no payment can be recorded for it',
    'এই অর্ডারটি বাতিল; এর কোনো পেমেন্ট লেখা যায় না',
  ],
  ['This order is waiting for its online payment', 'এই অর্ডারটি অনলাইন পেমেন্টের অপেক্ষায়'],
  ['This order’s payment was refunded', 'এই অর্ডারের টাকা ফেরত দেওয়া হয়েছে'],
  [
    'Cash is recorded once the order is delivered; this order is {status}',
    'অর্ডার ডেলিভারি হলে নগদ টাকা লেখা হয়; এই অর্ডারটি এখন {status}',
  ],
  [
    'This order is paid by {method}, not cash on delivery',
    'এই অর্ডারের পেমেন্ট {method}-এ, ক্যাশ অন ডেলিভারিতে নয়',
  ],
  ['The payment could not be recorded; reload the order', 'পেমেন্টটি লেখা গেল না; অর্ডারটি আবার লোড করুন'],
  // Content, newsletter, payments settings
  ['Write the hero title', 'হিরো শিরোনাম লিখুন'],
  ['Write the hero subtitle', 'হিরো উপশিরোনাম লিখুন'],
  ['Write the question', 'প্রশ্নটি লিখুন'],
  ['Write the answer', 'উত্তরটি লিখুন'],
  ['At most 30 questions', 'সর্বোচ্চ ৩০টি প্রশ্ন'],
  ['Advance must be a number', 'অগ্রিম একটি সংখ্যা হতে হবে'],
  ['Advance cannot be negative', 'অগ্রিম ঋণাত্মক হতে পারবে না'],
  ['Advance must be a whole percentage', 'অগ্রিম পূর্ণসংখ্যার শতাংশ হতে হবে'],
  ['Advance is at most 100 %', 'অগ্রিম সর্বোচ্চ ১০০ %'],
  ['Amount must be a number', 'পরিমাণ একটি সংখ্যা হতে হবে'],
  ['Amount cannot be negative', 'পরিমাণ ঋণাত্মক হতে পারবে না'],
  ['Amount is too large', 'পরিমাণ খুব বেশি'],
  ['The unsubscribe link has no token', 'আনসাবস্ক্রাইব লিংকে টোকেন নেই'],
  ['This unsubscribe link is not valid', 'এই আনসাবস্ক্রাইব লিংকটি সঠিক নয়'],
  [
    'This unsubscribe link is not valid: copy the whole link from the email',
    'এই আনসাবস্ক্রাইব লিংকটি সঠিক নয়: ইমেইল থেকে পুরো লিংকটি কপি করুন',
  ],
  ['Enter a valid email address', 'সঠিক ইমেইল ঠিকানা লিখুন'],
  // Password reset
  ['The reset link has no token', 'রিসেট লিংকে টোকেন নেই'],
  ['The two passwords differ', 'দুটি পাসওয়ার্ড মেলেনি'],
  ['The reset link is not valid', 'রিসেট লিংকটি সঠিক নয়'],
  [
    'This reset link is invalid, has been used or has expired. Ask for a new one.',
    'এই রিসেট লিংকটি সঠিক নয়, আগেই ব্যবহার করা হয়েছে বা মেয়াদ শেষ হয়ে গেছে। নতুন একটি লিংক চান।',
  ],
  // The summary of a refused body names its first field by its key (the `fields` say which); in Bengali the
  // field's own message says it.
  ['Invalid {field}: {why}', '{why}'],
  // Last: a product's name before a message ('Rice 50kg: The price changed …').
  ['{product}: {message}', '{product}: {message}'],
  // Reviews
  ['Choose 1 to 5 stars', '১ থেকে ৫টি তারা বেছে নিন'],
  ['The review must be text', 'রিভিউ লেখা আকারে দিন'],
  ['The review must be at most {n} characters', 'রিভিউ সর্বোচ্চ {n} অক্ষরের হতে পারে'],
  ['Choose a product of this order', 'এই অর্ডারের একটি পণ্য বেছে নিন'],
  ['Write a reply', 'একটি উত্তর লিখুন'],
  ['Say why the review is removed', 'রিভিউটি কেন সরানো হচ্ছে তা লিখুন'],
  ['At most {n} characters', 'সর্বোচ্চ {n} অক্ষর'],
  ['You can review an order once it is delivered', 'অর্ডারটি ডেলিভারি হওয়ার পরই রিভিউ দিতে পারবেন'],
  ['You have already reviewed this product for this order', 'এই অর্ডারের এই পণ্যটির রিভিউ আপনি আগেই দিয়েছেন'],
  ['This review has a reply already', 'এই রিভিউয়ের উত্তর আগেই দেওয়া হয়েছে'],
  [
    'Only the seller of this product can reply to its reviews',
    'শুধু এই পণ্যের বিক্রেতাই এর রিভিউয়ের উত্তর দিতে পারেন',
  ],
  // Requests for quotation, quotes and threads
  ['Choose a category', 'একটি ক্যাটাগরি বেছে নিন'],
  ['Say what you need', 'কী দরকার তা লিখুন'],
  ['At most 120 characters', 'সর্বোচ্চ ১২০ অক্ষর'],
  ['Enter a date', 'একটি তারিখ দিন'],
  ['Enter the last day the quote is valid', 'কোটেশন কোন দিন পর্যন্ত বৈধ তা দিন'],
  ['The note must be at most 2000 characters', 'নোট সর্বোচ্চ ২০০০ অক্ষরের হতে পারে'],
  ['{label} must be more than 0', '{label} ০-এর বেশি হতে হবে'],
  ['{label} can have at most 2 decimals', '{label}-এ দশমিকের পর সর্বোচ্চ ২ অঙ্ক থাকতে পারে'],
  ['Write a message', 'একটি বার্তা লিখুন'],
  ['A message may be at most {n} characters', 'একটি বার্তা সর্বোচ্চ {n} অক্ষরের হতে পারে'],
  ['Say why it is hidden', 'কেন লুকানো হচ্ছে তা লিখুন'],
  ['Not enough stock', 'যথেষ্ট স্টক নেই'],
  ['An order may total at most {amount}', 'একটি অর্ডারের মোট সর্বোচ্চ {amount} হতে পারে'],
  ['Only the buyer and the seller write in a thread', 'আলোচনায় শুধু ক্রেতা ও বিক্রেতা লিখতে পারেন'],
  [
    'Choose a seller who may answer this request',
    'এমন একজন বিক্রেতা বেছে নিন যিনি এই অনুরোধের উত্তর দিতে পারেন',
  ],
  ['Choose the seller whose thread you mean', 'কোন বিক্রেতার সঙ্গে আলোচনা, তা বেছে নিন'],
  ['You cannot quote on your own request', 'নিজের অনুরোধে আপনি কোটেশন দিতে পারবেন না'],
  ['Only the buyer who asked can accept a quote', 'শুধু অনুরোধকারী ক্রেতাই কোটেশন গ্রহণ করতে পারেন'],
  ['Only {n} in stock: quote at most that many', 'স্টকে আছে মাত্র {n}টি: এর বেশি কোটেশন দেওয়া যাবে না'],
  ['This request was hidden by a moderator', 'একজন মডারেটর এই অনুরোধটি লুকিয়ে রেখেছেন'],
  ['The date has passed', 'তারিখটি পেরিয়ে গেছে'],
  ['Choose a date at most {n} days ahead', 'সর্বোচ্চ {n} দিন পরের একটি তারিখ বেছে নিন'],
  // Marketplace money (issue 29): the finance reads and the commission invoice.
  ['A month as YYYY-MM', 'মাস লিখুন YYYY-MM আকারে'],
  ['A day between 2000 and 2999', '২০০০ থেকে ২৯৯৯ সালের মধ্যে একটি দিন'],
  ['A summary covers at most {n} days', 'একটি সারাংশে সর্বোচ্চ {n} দিন থাকতে পারে'],
  ['No payout to this seller in this run', 'এই পেআউট রানে এই বিক্রেতার কোনো পেআউট নেই'],
  [
    'This is your own product: you cannot ask yourself for a quote',
    'এটি আপনার নিজের পণ্য: নিজের কাছে কোটেশন চাইতে পারবেন না',
  ],
  ['Choose which of your products you offer', 'আপনার কোন পণ্যটি দিচ্ছেন তা বেছে নিন'],
  ['Quote the requested product', 'অনুরোধ করা পণ্যটিরই কোটেশন দিন'],
  [
    'Choose one of your approved products in this category',
    'এই ক্যাটাগরিতে আপনার অনুমোদিত পণ্যগুলোর একটি বেছে নিন',
  ],
  [
    'This request has accepted a quote: it takes no more',
    'এই অনুরোধে একটি কোটেশন গৃহীত হয়েছে: আর নেওয়া হবে না',
  ],
  ['This request is closed: it takes no more quotes', 'এই অনুরোধ বন্ধ: আর কোটেশন নেওয়া হবে না'],
  ['This quote has expired', 'এই কোটেশনের মেয়াদ শেষ'],
  ['This request already has {n} quotes', 'এই অনুরোধে ইতিমধ্যে {n}টি কোটেশন আছে'],
  // Delivery: places, the charge table, couriers
  ['Choose a place from the list', 'তালিকা থেকে একটি জায়গা বেছে নিন'],
  ['Enter the pickup address', 'পিকআপের ঠিকানা লিখুন'],
  ['Free-delivery threshold cannot be negative', 'ফ্রি ডেলিভারির সীমা ঋণাত্মক হতে পারবে না'],
  ['Enter a charge in taka', 'টাকায় চার্জ লিখুন'],
  [
    'The last band takes every heavier parcel: leave its weight empty',
    'শেষ ধাপে এর চেয়ে ভারী সব পার্সেল পড়ে: এর ওজন খালি রাখুন',
  ],
  ['Only the last band may be open-ended', 'শুধু শেষ ধাপের ওজন খালি রাখা যায়'],
  ['Each band must be heavier than the one before', 'প্রতিটি ধাপের ওজন আগেরটির চেয়ে বেশি হতে হবে'],
  ['A charge cannot be negative', 'চার্জ ঋণাত্মক হতে পারবে না'],
  ['At most ৳100,000', 'সর্বোচ্চ ৳১,০০,০০০'],
  ['At most 2 decimals', 'দশমিকের পর সর্বোচ্চ ২ ঘর'],
  ['At most {n} weight bands', 'সর্বোচ্চ {n}টি ওজনের ধাপ'],
  ['A band’s weight must be above 0', 'ধাপের ওজন ০-এর বেশি হতে হবে'],
  ['Weight must be at least 0.001 kg', 'ওজন কমপক্ষে ০.০০১ কেজি হতে হবে'],
  ['Choose Steadfast, Pathao or RedX', 'Steadfast, Pathao অথবা RedX বেছে নিন'],
  ['This callback is not signed by the courier', 'এই কলব্যাকটি কুরিয়ারের স্বাক্ষর করা নয়'],
  ['{courier} is not set up in this shop', '{courier} এই শপে চালু করা নেই'],
  [
    'Only a processing order can be booked with a courier; this order is {status}',
    'শুধু প্রক্রিয়াধীন অর্ডার কুরিয়ারে বুক করা যায়; এই অর্ডারটি এখন {status}',
  ],
  ['This order is already being booked with a courier', 'এই অর্ডারটি এখন কুরিয়ারে বুক করা হচ্ছে'],
  [
    '{courier} did not take the booking; try again or choose another courier',
    '{courier} বুকিং নেয়নি; আবার চেষ্টা করুন বা অন্য কুরিয়ার বেছে নিন',
  ],
  [
    'The order changed while it was being booked; look at it again',
    'বুক করার সময় অর্ডারটি বদলে গেছে; আবার দেখে নিন',
  ],
  // Orders: the reason an unpaid online checkout was cancelled, and the seller's move as seen (issue 28)
  ['payment not completed', 'পেমেন্ট সম্পন্ন হয়নি'],
  [
    'Send the status the order had when you chose the move',
    'পদক্ষেপ বেছে নেওয়ার সময় অর্ডারের যে অবস্থা ছিল তা পাঠান',
  ],
  // Marketplace money: an administrator's refunds, couriers' COD remittances (issue 29)
  ['Enter the amount to refund', 'ফেরতের পরিমাণ লিখুন'],
  ['The amount to refund must be more than 0', 'ফেরতের পরিমাণ ০-এর বেশি হতে হবে'],
  ['The amount is too large', 'পরিমাণটি খুব বেশি'],
  ['The amount can have at most 2 decimals', 'পরিমাণে দশমিকের পরে সর্বোচ্চ ২ অঙ্ক থাকতে পারে'],
  ['Say why the money is refunded', 'টাকা কেন ফেরত দেওয়া হচ্ছে তা লিখুন'],
  ['The reference must be at most 100 characters', 'রেফারেন্স সর্বোচ্চ ১০০ অক্ষরের হতে পারে'],
  [
    'This Idempotency-Key was already used for a different refund',
    'এই Idempotency-Key আগে অন্য একটি ফেরতের জন্য ব্যবহার হয়েছে',
  ],
  [
    "A cancelled order's online payment goes back by itself when it is cancelled",
    'বাতিল অর্ডারের অনলাইন পেমেন্ট বাতিলের সময় নিজে থেকেই ফেরত যায়',
  ],
  ['Nothing is left to refund on this order', 'এই অর্ডারে ফেরত দেওয়ার মতো আর কিছু নেই'],
  ['At most {amount} can be refunded on this order', 'এই অর্ডারে সর্বোচ্চ {amount} ফেরত দেওয়া যায়'],
  ['Enter the reference of the money you sent', 'যে টাকা পাঠিয়েছেন তার রেফারেন্স লিখুন'],
  [
    '{gateway} is not set up on this shop: it cannot refund',
    'এই শপে {gateway} চালু নেই: এটি দিয়ে ফেরত দেওয়া যাবে না',
  ],
  [
    'SSLCommerz did not answer: the refund waits. Send it again to finish it; it is never sent twice',
    'SSLCommerz সাড়া দেয়নি: ফেরতটি অপেক্ষায় আছে। শেষ করতে আবার পাঠান; এটি কখনো দুবার যাবে না',
  ],
  [
    'bKash did not answer: the refund waits. Check the bKash merchant panel before you refund this order again',
    'bKash সাড়া দেয়নি: ফেরতটি অপেক্ষায় আছে। এই অর্ডারে আবার ফেরত দেওয়ার আগে bKash মার্চেন্ট প্যানেল দেখে নিন',
  ],
  ['{gateway} refused the refund: {why}', '{gateway} ফেরতটি গ্রহণ করেনি: {why}'],
  ['no reason given', 'কোনো কারণ জানানো হয়নি'],
  [
    '{gateway} refused this refund before: nothing was refunded',
    '{gateway} এই ফেরতটি আগেই গ্রহণ করেনি: কিছুই ফেরত যায়নি',
  ],
  [
    'bKash has not confirmed this refund: check the bKash merchant panel',
    'bKash এই ফেরত নিশ্চিত করেনি: bKash মার্চেন্ট প্যানেল দেখে নিন',
  ],
  ['Refund issued', 'টাকা ফেরত দেওয়া হয়েছে'],
  ['Refund recorded', 'ফেরত লিখে রাখা হয়েছে'],
  ['Enter the {what}', '{what} লিখুন'],
  ['The {what} cannot be negative', '{what} ঋণাত্মক হতে পারে না'],
  ['The {what} is too large', '{what} খুব বেশি'],
  ['The {what} can have at most 2 decimals', '{what}-এ দশমিকের পরে সর্বোচ্চ ২ অঙ্ক থাকতে পারে'],
  ['Choose a parcel of this courier', 'এই কুরিয়ারের একটি পার্সেল বেছে নিন'],
  ['Enter the day the money arrived', 'টাকা কোন দিন এসেছে তা লিখুন'],
  ["Enter the courier's payment reference", 'কুরিয়ারের পেমেন্ট রেফারেন্স লিখুন'],
  ['Choose the parcels this money covers', 'এই টাকা কোন পার্সেলগুলোর তা বেছে নিন'],
  ['At most 1000 parcels in one remittance', 'এক রেমিট্যান্সে সর্বোচ্চ ১০০০টি পার্সেল'],
  ['Not a statement of this courier', 'এটি এই কুরিয়ারের কোনো স্টেটমেন্ট নয়'],
  ['{courier} publishes no payment statements', '{courier} কোনো পেমেন্ট স্টেটমেন্ট প্রকাশ করে না'],
  ['{courier} did not answer: try again in a moment', '{courier} সাড়া দেয়নি: একটু পরে আবার চেষ্টা করুন'],
  ['The day the money arrived cannot be in the future', 'টাকা আসার দিন ভবিষ্যতের হতে পারে না'],
  ['A parcel is listed twice', 'একটি পার্সেল দুবার দেওয়া হয়েছে'],
  [
    'Not a delivered cash-on-delivery parcel of this courier',
    'এটি এই কুরিয়ারের ডেলিভারি হওয়া ক্যাশ-অন-ডেলিভারি পার্সেল নয়',
  ],
  ['This parcel was remitted before', 'এই পার্সেলের টাকা আগেই জমা হয়েছে'],
  [
    'This remittance, or one of its parcels, was recorded before',
    'এই রেমিট্যান্স বা এর কোনো পার্সেল আগেই লিখে রাখা হয়েছে',
  ],
  ['Remittance recorded', 'রেমিট্যান্স লিখে রাখা হয়েছে'],
  ['Say whether bKash refunded it', 'bKash টাকা ফেরত দিয়েছে কি না জানান'],
  ["Enter bKash's transaction id of the refund", 'ফেরতের bKash লেনদেন আইডি লিখুন'],
  ['This refund is not waiting for its gateway', 'এই ফেরতটি গেটওয়ের উত্তরের অপেক্ষায় নেই'],
  [
    'Send this refund again: SSLCommerz takes it as the same refund',
    'ফেরতটি আবার পাঠান: SSLCommerz এটিকে একই ফেরত হিসেবে নেয়',
  ],
  [
    'This refund went to bKash a moment ago: wait two minutes, then check the bKash merchant panel',
    'ফেরতটি এইমাত্র bKash-এ গেছে: দুই মিনিট অপেক্ষা করুন, তারপর bKash মার্চেন্ট প্যানেল দেখুন',
  ],
  // Payouts (issue 29): the seller's payout method, the operator's payout runs, bKash's B2C payout
  ['A BIN has 13 digits', 'BIN-এ ১৩টি অঙ্ক থাকে'],
  ['Choose a bank from the list', 'তালিকা থেকে একটি ব্যাংক বেছে নিন'],
  ['A routing number has 9 digits', 'রাউটিং নম্বরে ৯টি অঙ্ক থাকে'],
  ['Write the name on the account', 'অ্যাকাউন্টে যে নাম আছে তা লিখুন'],
  ['An account number has 6 to 20 digits', 'অ্যাকাউন্ট নম্বরে ৬ থেকে ২০টি অঙ্ক থাকে'],
  ['Minimum must be more than 0', 'সর্বনিম্ন পরিমাণ ০-এর বেশি হতে হবে'],
  ['Minimum can be at most {n}', 'সর্বনিম্ন পরিমাণ সর্বোচ্চ {n} হতে পারে'],
  ['Minimum can have at most 2 decimals', 'সর্বনিম্ন পরিমাণে দশমিকের পর সর্বোচ্চ ২ অঙ্ক থাকতে পারে'],
  ['Write the bank or MFS reference of the money sent', 'পাঠানো টাকার ব্যাংক বা মোবাইল ব্যাংকিং রেফারেন্স লিখুন'],
  ['A reference can be at most {n} characters', 'রেফারেন্স সর্বোচ্চ {n} অক্ষরের হতে পারে'],
  ['Write why the payout failed', 'পেআউট কেন ব্যর্থ হলো তা লিখুন'],
  ['A reason can be at most {n} characters', 'কারণ সর্বোচ্চ {n} অক্ষরের হতে পারে'],
  ['This payout is already {status}', 'এই পেআউটটি আগেই {status}'],
  [
    'This payout was just sent through bKash: wait a few minutes for its answer, then try again',
    'এই পেআউটটি এইমাত্র bKash-এ পাঠানো হয়েছে: কয়েক মিনিট উত্তরের অপেক্ষা করে আবার চেষ্টা করুন',
  ],
  [
    'This Idempotency-Key was already used for a payout run with another minimum',
    'এই Idempotency-Key আগেই অন্য সর্বনিম্ন পরিমাণের একটি পেআউট রানে ব্যবহার হয়েছে',
  ],
  [
    'There is no payout API for {name} here: pay it by the bulk file, then mark it sent',
    'এখানে {name}-এর কোনো পেআউট API নেই: বাল্ক ফাইল দিয়ে টাকা পাঠিয়ে তারপর পাঠানো হয়েছে চিহ্নিত করুন',
  ],
  [
    'This payout was already sent through bKash once: check its answer in bKash, then mark it sent or failed',
    'এই পেআউটটি একবার bKash-এ পাঠানো হয়েছে: bKash-এ এর ফলাফল দেখে পাঠানো হয়েছে বা ব্যর্থ চিহ্নিত করুন',
  ],
  [
    'bKash did not answer: the payout may have been sent. Check bKash, then mark it sent or failed',
    'bKash উত্তর দেয়নি: পেআউটটি হয়তো পাঠানো হয়েছে। bKash-এ দেখে পাঠানো হয়েছে বা ব্যর্থ চিহ্নিত করুন',
  ],
  ['bKash refused the payout (code {code})', 'bKash পেআউটটি গ্রহণ করেনি (কোড {code})'],
  ['no id_token in its answer', 'উত্তরে কোনো id_token নেই'],
  // Commission rules (issue 29)
  ['Enter a percentage', 'শতাংশ লিখুন'],
  ['A percentage cannot be negative', 'শতাংশ ঋণাত্মক হতে পারবে না'],
  ['At most 100%', 'সর্বোচ্চ ১০০%'],
  ['Enter an amount in taka', 'টাকার অঙ্ক লিখুন'],
  ['A fee cannot be negative', 'ফি ঋণাত্মক হতে পারবে না'],
  ['Choose a seller', 'একজন বিক্রেতা বেছে নিন'],
  ['Enter the end date as YYYY-MM-DD', 'শেষ তারিখ YYYY-MM-DD আকারে লিখুন'],
  ['This seller already has an override', 'এই বিক্রেতার জন্য আলাদা হার আগেই দেওয়া আছে'],
  ['At most {n} seller overrides', 'সর্বোচ্চ {n}টি বিক্রেতার আলাদা হার'],
  ['No such seller', 'এমন কোনো বিক্রেতা নেই'],
  ['An administrator is not a seller: choose a seller', 'অ্যাডমিন বিক্রেতা নন: একজন বিক্রেতা বেছে নিন'],
  ['The end date must be today or later', 'শেষ তারিখ আজ বা পরের কোনো দিন হতে হবে'],
  // Metrics and backups (issue 33)
  ['A valid metrics token is required', 'সঠিক মেট্রিকস টোকেন প্রয়োজন'],
  // Phone sign-in and SMS (issue 32)
  ['code sent', 'কোড পাঠানো হয়েছে'],
  ['Enter the 6-digit code from the SMS', 'SMS-এ পাওয়া ৬ অঙ্কের কোডটি লিখুন'],
  ['That code is not right. Check the SMS and try again.', 'কোডটি ঠিক নয়। SMS দেখে আবার চেষ্টা করুন।'],
  [
    'That code has expired or was never sent. Ask for a new one.',
    'কোডটির মেয়াদ শেষ বা এটি পাঠানো হয়নি। নতুন কোড চান।',
  ],
  ['Too many wrong codes. Ask for a new one.', 'অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন কোড চান।'],
  ['Enter your name to open an account with this number', 'এই নম্বরে অ্যাকাউন্ট খুলতে আপনার নাম লিখুন'],
  ['This number belongs to another account', 'এই নম্বরটি অন্য একটি অ্যাকাউন্টের'],
  [
    'Too many codes were sent to this number. Try again in an hour.',
    'এই নম্বরে অনেকগুলো কোড পাঠানো হয়েছে। এক ঘণ্টা পরে আবার চেষ্টা করুন।',
  ],
  [
    'Too many codes were asked for from your network. Try again in an hour.',
    'আপনার নেটওয়ার্ক থেকে অনেকগুলো কোড চাওয়া হয়েছে। এক ঘণ্টা পরে আবার চেষ্টা করুন।',
  ],
  [
    'We cannot send more codes today. Try again tomorrow, or sign in with your e-mail.',
    'আজ আর কোড পাঠানো যাচ্ছে না। কাল আবার চেষ্টা করুন, অথবা ই-মেইল দিয়ে সাইন ইন করুন।',
  ],
  // Web push (issue 32)
  ["must be a push service's https address", 'একটি পুশ সার্ভিসের https ঠিকানা হতে হবে'],
  [
    'must not be an address on this machine or a private network',
    'এই যন্ত্রের বা কোনো প্রাইভেট নেটওয়ার্কের ঠিকানা হতে পারবে না',
  ],
  ['must be a P-256 public key in base64url', 'base64url-এ একটি P-256 পাবলিক কী হতে হবে'],
  ['must be a 16-byte secret in base64url', 'base64url-এ ১৬ বাইটের একটি গোপন কী হতে হবে'],
  ['must be at most {n} characters', 'সর্বোচ্চ {n} অক্ষরের হতে পারে'],
  ['Push subscription not found', 'পুশ সাবস্ক্রিপশনটি পাওয়া যায়নি'],
  // Variants, companies and the synonym editor (issues 30, 31, 34).
  ['The {label} is exactly {n} digits', '{label} ঠিক {n} অঙ্কের'],
  ['At least 0', 'কমপক্ষে ০'],
  ['Whole poisha', 'পূর্ণ পয়সায় লিখুন'],
  ['Enter an e-mail address', 'একটি ই-মেইল ঠিকানা দিন'],
  ["Stock is the variants' stock together ({n})", 'স্টক হলো সব ভ্যারিয়েন্টের স্টক একসাথে ({n})'],
  ['Write a word', 'একটি শব্দ লিখুন'],
  ['A group needs at least two words', 'একটি গ্রুপে কমপক্ষে দুটি শব্দ লাগে'],
  ['At most {n} words', 'সর্বোচ্চ {n}টি শব্দ'],
  ['{label} must be text', '{label} লেখা হতে হবে'],
  ['Option values must be a list', 'অপশনের মানগুলো একটি তালিকা হতে হবে'],
  ['SKU must be text', 'SKU লেখা হতে হবে'],
  ['Variant options must name a value for each option', 'ভ্যারিয়েন্টে প্রতিটি অপশনের একটি মান দিন'],
  ['Options must be a list', 'অপশনগুলো একটি তালিকা হতে হবে'],
  ['Variants must be a list', 'ভ্যারিয়েন্টগুলো একটি তালিকা হতে হবে'],
  ['Choose mixed, per_variant or ratio_pack', 'mixed, per_variant বা ratio_pack বেছে নিন'],
  ['Option "{name}" is listed twice', 'অপশন "{name}" দুবার দেওয়া হয়েছে'],
  ['Value "{name}" is listed twice', 'মান "{name}" দুবার দেওয়া হয়েছে'],
  ['A product with options needs at least one variant', 'অপশনসহ পণ্যে কমপক্ষে একটি ভ্যারিয়েন্ট লাগে'],
  ['Variants need options (e.g. Size) to tell them apart', 'ভ্যারিয়েন্ট আলাদা করতে অপশন লাগে (যেমন সাইজ)'],
  ['Only a product with variants can have this rule', 'শুধু ভ্যারিয়েন্টসহ পণ্যে এই নিয়ম চলে'],
  ['Choose a {label}', 'একটি {label} বেছে নিন'],
  ['Same options as variant {n}', 'ভ্যারিয়েন্ট {n}-এর মতো একই অপশন'],
  ['SKU already used by variant {n}', 'SKU-টি ভ্যারিয়েন্ট {n}-এ আগেই ব্যবহার হয়েছে'],
  ['Say how many of this variant go in a pack', 'এক প্যাকে এই ভ্যারিয়েন্টের কয়টি থাকে লিখুন'],
  ['Units per pack are for ratio packs only', 'প্রতি প্যাকে পিসের সংখ্যা শুধু রেশিও প্যাকের জন্য'],
  ['An option needs at least one value', 'একটি অপশনে কমপক্ষে একটি মান লাগে'],
  ['At most {n} values per option', 'প্রতি অপশনে সর্বোচ্চ {n}টি মান'],
  [
    'SKU may hold letters, digits, dot, dash and underscore',
    'SKU-তে শুধু অক্ষর, সংখ্যা, ডট, ড্যাশ ও আন্ডারস্কোর চলে',
  ],
  ['Stock cannot be negative', 'স্টক ঋণাত্মক হতে পারে না'],
  ['At most {n} options', 'সর্বোচ্চ {n}টি অপশন'],
  ['At most {n} variants', 'সর্বোচ্চ {n}টি ভ্যারিয়েন্ট'],
  ['Only the company owner can do this', 'শুধু প্রতিষ্ঠানের মালিক এটি করতে পারেন'],
  ['Invitation not found or no longer open', 'আমন্ত্রণটি পাওয়া যায়নি বা আর খোলা নেই'],
  [
    'The owner keeps the owner role: transfer ownership to a member first',
    'মালিকের ভূমিকা মালিকেরই থাকে: আগে একজন সদস্যকে মালিকানা হস্তান্তর করুন',
  ],
  [
    'The owner cannot leave: transfer ownership to a member first',
    'মালিক চলে যেতে পারেন না: আগে একজন সদস্যকে মালিকানা হস্তান্তর করুন',
  ],
  ['Edit the stock of each variant', 'প্রতিটি ভ্যারিয়েন্টের স্টক আলাদা করে বদলান'],
  ['A SKU is already used by another of your variants', 'এই SKU আপনার আরেকটি ভ্যারিয়েন্টে আগেই ব্যবহার হয়েছে'],
  ['A variant is not one of this product', 'একটি ভ্যারিয়েন্ট এই পণ্যের নয়'],
  ['No such synonym group', 'এমন কোনো সমার্থক শব্দের গ্রুপ নেই'],
  // Verified businesses (issue 31 item 5).
  ['Verification not found', 'যাচাইয়ের আবেদনটি পাওয়া যায়নি'],
  ['Document not found', 'নথিটি পাওয়া যায়নি'],
  ['Company not found', 'প্রতিষ্ঠানটি পাওয়া যায়নি'],
  ['Send a photo (JPEG, PNG or WebP) or a PDF of the document', 'নথির ছবি (JPEG, PNG বা WebP) বা PDF পাঠান'],
  [
    'This file is not a PDF (its bytes do not say so) or it is cut short',
    'এই ফাইলটি PDF নয় (এর ভেতরের বাইট তা বলে না) অথবা এটি অসম্পূর্ণ',
  ],
  [
    'Send the trade licence in the field "tradeLicence" and the owner’s NID in "nid"',
    'ট্রেড লাইসেন্স "tradeLicence" ঘরে এবং মালিকের এনআইডি "nid" ঘরে পাঠান',
  ],
  ['Attach the document as a file', 'নথিটি ফাইল হিসেবে যুক্ত করুন'],
  ['Send one file for each document', 'প্রতিটি নথির জন্য একটি করে ফাইল পাঠান'],
  ['Attach the owner’s national ID (NID)', 'মালিকের জাতীয় পরিচয়পত্র (এনআইডি) যুক্ত করুন'],
  ['Attach the trade licence', 'ট্রেড লাইসেন্স যুক্ত করুন'],
  ['Your business is verified already', 'আপনার ব্যবসা আগেই যাচাই করা হয়েছে'],
  ['An application is already waiting for review', 'একটি আবেদন ইতিমধ্যে যাচাইয়ের অপেক্ষায় আছে'],
  ['This application was decided already', 'এই আবেদনের সিদ্ধান্ত আগেই নেওয়া হয়েছে'],
  ['Say why in a few words: the applicant reads it', 'কয়েক কথায় কারণ লিখুন: আবেদনকারী এটি পড়বেন'],
  // Company checkout (issue 31 items 2 and 3, decision 0041).
  ['Enter the PO number', 'PO নম্বর লিখুন'],
  ['Only letters, digits, spaces and - / . #', 'শুধু অক্ষর, সংখ্যা, স্পেস এবং - / . # চলে'],
  ['Choose a company', 'একটি প্রতিষ্ঠান বেছে নিন'],
  ['This company requires a PO number on every order', 'এই প্রতিষ্ঠানের প্রতিটি অর্ডারে PO নম্বর লাগে'],
  [
    'Only the owner and buyers of this company can buy for it',
    'শুধু এই প্রতিষ্ঠানের মালিক ও ক্রেতারা এর জন্য কিনতে পারেন',
  ],
  [
    'An order waiting for approval cannot be paid online now: choose cash on delivery or mobile banking',
    'অনুমোদনের অপেক্ষায় থাকা অর্ডারের টাকা এখন অনলাইনে দেওয়া যায় না: ক্যাশ অন ডেলিভারি বা মোবাইল ব্যাংকিং বেছে নিন',
  ],
  ['Approval not found', 'অনুমোদনের অনুরোধটি পাওয়া যায়নি'],
  [
    'Only the owner and approvers of this company can decide',
    'শুধু এই প্রতিষ্ঠানের মালিক ও অনুমোদনকারীরা সিদ্ধান্ত নিতে পারেন',
  ],
  [
    'This order was decided already or its approval time ended',
    'এই অর্ডারের সিদ্ধান্ত আগেই হয়ে গেছে বা অনুমোদনের সময় শেষ',
  ],
  ['Say why, in at least 3 characters', 'কারণ লিখুন, অন্তত ৩ অক্ষরে'],
  ['approval not given in time', 'সময়মতো অনুমোদন দেওয়া হয়নি'],
  // Bulk import of listings (issue 30)
  ['Send a .csv or .xlsx file', 'একটি .csv বা .xlsx ফাইল পাঠান'],
  ['dryRun is true or false', 'dryRun হয় true, নয় false'],
  ['Send the file as multipart/form-data', 'ফাইলটি multipart/form-data হিসেবে পাঠান'],
  ['Attach the CSV or XLSX file in the field "file"', 'CSV বা XLSX ফাইলটি "file" ঘরে যুক্ত করুন'],
  [
    'The upload is not valid multipart/form-data (missing boundary, cut short or too many parts)',
    'আপলোডটি সঠিক multipart/form-data নয় (বাউন্ডারি নেই, অসম্পূর্ণ বা অনেক বেশি অংশ)',
  ],
  [
    'The file is not UTF-8 text: save it as "CSV UTF-8" and try again',
    'ফাইলটি UTF-8 লেখা নয়: "CSV UTF-8" হিসেবে সেভ করে আবার চেষ্টা করুন',
  ],
  ['The CSV cannot be read: {reason}', 'CSV ফাইলটি পড়া যাচ্ছে না: {reason}'],
  ['The XLSX file unpacks too large: refused', 'XLSX ফাইলটি খুললে অনেক বড় হয়: গ্রহণ করা হয়নি'],
  ['The file is not a valid XLSX workbook', 'ফাইলটি সঠিক XLSX ওয়ার্কবুক নয়'],
  ['The workbook has no sheet', 'ওয়ার্কবুকে কোনো শিট নেই'],
  [
    'Merged cells are not accepted ({range}): unmerge them and try again',
    'একত্র করা সেল গ্রহণ করা হয় না ({range}): আলাদা করে আবার চেষ্টা করুন',
  ],
  ['The file has {n} rows: at most {max} per import', 'ফাইলে {n}টি সারি: একবারে সর্বোচ্চ {max}টি'],
  ['Row {row} has a cell over {n} KB: shorten it', '{row} নম্বর সারিতে {n} KB-এর বড় একটি সেল আছে: ছোট করুন'],
  [
    'The file has no "{column}" column: start from the template\'s header row',
    'ফাইলে "{column}" কলাম নেই: টেমপ্লেটের শিরোনাম সারি দিয়ে শুরু করুন',
  ],
  ['Formulas are not accepted: paste the value instead', 'সূত্র (ফর্মুলা) গ্রহণ করা হয় না: মানটি বসিয়ে দিন'],
  [
    'A formula without a saved value: paste the value instead',
    'সংরক্ষিত মান ছাড়া সূত্র (ফর্মুলা): মানটি বসিয়ে দিন',
  ],
  [
    'A product without options has one row: this handle is used twice',
    'অপশন ছাড়া পণ্যের একটিই সারি থাকে: এই হ্যান্ডেলটি দুবার ব্যবহার হয়েছে',
  ],
  ['The image must be an https:// address', 'ছবির ঠিকানা https:// দিয়ে শুরু হতে হবে'],
  [
    'The image address points inside a private network: refused',
    'ছবির ঠিকানাটি একটি ব্যক্তিগত নেটওয়ার্কের ভেতরে: গ্রহণ করা হয়নি',
  ],
  ["The image's host {host} was not found", 'ছবির হোস্ট {host} খুঁজে পাওয়া যায়নি'],
  ['The image address answered {status}', 'ছবির ঠিকানা {status} উত্তর দিয়েছে'],
  ['The image is over {n} MB', 'ছবিটি {n} MB-এর বেশি'],
  ['The image could not be downloaded', 'ছবিটি ডাউনলোড করা যায়নি'],
  ['The image could not be read', 'ছবিটি পড়া যায়নি'],
  ['The image address redirects nowhere', 'ছবির ঠিকানা কোথাও পাঠায় না'],
  ['The image address redirects more than {n} times', 'ছবির ঠিকানা {n} বারের বেশি অন্য ঠিকানায় পাঠায়'],
  [
    'This import is not a validated dry run waiting for confirmation',
    'এই ইমপোর্টটি যাচাই করা ও নিশ্চিতকরণের অপেক্ষায় থাকা ট্রায়াল নয়',
  ],
  [
    'The import stopped on an error; nothing more was saved',
    'একটি ত্রুটিতে ইমপোর্ট থেমে গেছে; এরপর আর কিছু সংরক্ষণ হয়নি',
  ],
  // Trade credit (issue 31 item 4, decision 0042).
  [
    'This company has no trade credit: apply for it on the company page',
    'এই প্রতিষ্ঠানের কোনো বাকির সুবিধা নেই: প্রতিষ্ঠানের পাতায় আবেদন করুন',
  ],
  [
    'Not enough trade credit for this order: credit available ৳{amount}',
    'এই অর্ডারের জন্য যথেষ্ট বাকির সীমা নেই: বাকি আছে ৳{amount}',
  ],
  [
    'Invoice {number} is overdue since {date}: pay it to order on credit',
    'ইনভয়েস {number} {date} থেকে বকেয়া: বাকিতে অর্ডার করতে আগে এটি পরিশোধ করুন',
  ],
  [
    'Only the owner or a finance member applies for trade credit',
    'শুধু মালিক বা হিসাব বিভাগের সদস্য বাকির জন্য আবেদন করতে পারেন',
  ],
  [
    'This company already has an application waiting for the operator',
    'এই প্রতিষ্ঠানের একটি আবেদন ইতিমধ্যে অপারেটরের অপেক্ষায় আছে',
  ],
  ['An application is already waiting', 'একটি আবেদন ইতিমধ্যে অপেক্ষায় আছে'],
  [
    'The company is not verified: trade credit needs a verified trade licence first',
    'প্রতিষ্ঠানটি যাচাই করা হয়নি: বাকির সুবিধার জন্য আগে ট্রেড লাইসেন্স যাচাই করতে হবে',
  ],
  [
    'Only the owner or a finance member pays invoices',
    'শুধু মালিক বা হিসাব বিভাগের সদস্য ইনভয়েস পরিশোধ করতে পারেন',
  ],
  [
    'Send the transfer with the invoice number as its reference: the operator records it when it arrives',
    'ইনভয়েস নম্বর রেফারেন্স দিয়ে ব্যাংক ট্রান্সফার পাঠান: টাকা পৌঁছালে অপারেটর তা লিখে রাখবেন',
  ],
  [
    'Paying invoices online is not available yet: pay by bank transfer',
    'অনলাইনে ইনভয়েস পরিশোধ এখনও চালু হয়নি: ব্যাংক ট্রান্সফারে পরিশোধ করুন',
  ],
  ['No open invoice of this company to pay', 'এই প্রতিষ্ঠানের পরিশোধ করার মতো কোনো খোলা ইনভয়েস নেই'],
  // Paying invoices online (credit-payments.service.ts).
  ['Invoice not found', 'ইনভয়েস পাওয়া যায়নি'],
  ['An invoice is named twice', 'একটি ইনভয়েস দুবার দেওয়া হয়েছে'],
  [
    'Add your mobile number in your profile to pay by SSLCommerz',
    'SSLCommerz-এ পরিশোধ করতে প্রোফাইলে আপনার মোবাইল নম্বর যোগ করুন',
  ],
  ['Invoice {number} has nothing left to pay', 'ইনভয়েস {number}-এ পরিশোধের কিছু বাকি নেই'],
  [
    'A payment of invoice {number} is under way: finish it, or try again in {n} minutes',
    'ইনভয়েস {number}-এর একটি পেমেন্ট চলছে: সেটি শেষ করুন, বা {n} মিনিট পরে আবার চেষ্টা করুন',
  ],
  [
    '{gateway} could not start the payment; nothing was charged. Try again or pay by bank transfer.',
    '{gateway} পেমেন্ট শুরু করতে পারেনি; কোনো টাকা কাটা হয়নি। আবার চেষ্টা করুন বা ব্যাংক ট্রান্সফারে পরিশোধ করুন।',
  ],
  ['Too large for a credit limit', 'বাকির সীমা হিসেবে খুব বড়'],
  ['At most two decimals (poisha)', 'দশমিকের পরে সর্বোচ্চ দুই ঘর (পয়সা)'],
  ['Ask for more than 0', '০-এর বেশি চান'],
  ['Terms are 7, 15 or 30 days', 'মেয়াদ ৭, ১৫ বা ৩০ দিন'],
  ['More than 0', '০-এর বেশি'],
  ['Give the transfer reference', 'ট্রান্সফারের রেফারেন্স লিখুন'],
  ['Send the invoices or an amount, one of them', 'ইনভয়েসগুলো বা একটি পরিমাণ পাঠান, যেকোনো একটি'],
  // Pay on invoice at checkout (issue 31 item 4).
  [
    'Pay on invoice is for company orders: choose the company you buy for',
    'চালানে পরিশোধ শুধু প্রতিষ্ঠানের অর্ডারের জন্য: যে প্রতিষ্ঠানের জন্য কিনছেন সেটি বেছে নিন',
  ],
  ['Pay on invoice is not available on this shop', 'এই দোকানে চালানে পরিশোধ চালু নেই'],
  [
    'Pay on invoice is for company checkouts: choose another payment method',
    'চালানে পরিশোধ শুধু প্রতিষ্ঠানের চেকআউটের জন্য: অন্য পেমেন্ট পদ্ধতি বেছে নিন',
  ],
  [
    'This order is paid on invoice (trade credit): cancel it to give the credit back, no money is sent',
    'এই অর্ডার চালানে (বাকিতে) পরিশোধিত: বাকি ফেরত দিতে অর্ডারটি বাতিল করুন, কোনো টাকা পাঠানো হয় না',
  ],
  [
    'This order is paid on invoice (trade credit): no money is sent back for it',
    'এই অর্ডার চালানে (বাকিতে) পরিশোধিত: এর জন্য কোনো টাকা ফেরত পাঠানো হয় না',
  ],
];

// Field labels and words that arrive inside messages ("Product name is required", "Product not found").
const WORDS: Record<string, string> = {
  Import: 'ইমপোর্ট',
  Payout: 'পেআউট',
  'Payout run': 'পেআউট রান',
  sent: 'পাঠানো হয়েছে',
  failed: 'ব্যর্থ হয়েছে',
  bank: 'ব্যাংক',
  'Product name': 'পণ্যের নাম',
  Brand: 'ব্র্যান্ড',
  Description: 'বিবরণ',
  Stock: 'স্টক',
  'Minimum order quantity': 'সর্বনিম্ন অর্ডারের পরিমাণ',
  'Pack size': 'প্যাকের আকার',
  'Maximum per order': 'প্রতি অর্ডারে সর্বোচ্চ',
  'Tier quantity': 'ধাপের পরিমাণ',
  'Low-stock alert': 'কম স্টকের সতর্কতা',
  Quantity: 'পরিমাণ',
  'Target price': 'লক্ষ্য দাম',
  'Unit price': 'একক দাম',
  Quote: 'কোটেশন',
  Request: 'অনুরোধ',
  Message: 'বার্তা',
  Rating: 'রেটিং',
  Review: 'রিভিউ',
  Seller: 'বিক্রেতা',
  Product: 'পণ্য',
  Order: 'অর্ডার',
  User: 'ব্যবহারকারী',
  Listing: 'পণ্য',
  Address: 'ঠিকানা',
  Payment: 'পেমেন্ট',
  Checkout: 'চেকআউট',
  Subscriber: 'গ্রাহক',
  approve: 'অনুমোদন',
  reject: 'বাতিল',
  block: 'ব্লক',
  unblock: 'আনব্লক',
  requeue: 'আবার যাচাইয়ে পাঠানো',
  pending: 'যাচাইয়ের অপেক্ষায়',
  approved: 'অনুমোদিত',
  rejected: 'বাতিল',
  blocked: 'ব্লক করা',
  awaiting_payment: 'পেমেন্টের অপেক্ষায়',
  awaiting_approval: 'অনুমোদনের অপেক্ষায়',
  processing: 'প্রক্রিয়াধীন',
  shipped: 'পাঠানো হয়েছে',
  delivered: 'ডেলিভারি হয়েছে',
  cancelled: 'বাতিল',
  'Cash on Delivery': 'ক্যাশ অন ডেলিভারি',
  'bKash (online)': 'bKash (অনলাইন)',
  'Card, Nagad, Rocket & more (SSLCommerz)': 'কার্ড, Nagad, Rocket ও আরও (SSLCommerz)',
  'amount received': 'প্রাপ্ত টাকা',
  'parcel amount': 'পার্সেলের টাকা',
  fees: 'চার্জ',
  Refund: 'ফেরত',
};

// Compiled on first use: no work at import, and a bundle that never translates leaves the table out.
let compiledTemplates: Compiled[] | undefined;
type Compiled = { pattern: RegExp; names: string[]; bengali: string };
const compiled = (): Compiled[] =>
  (compiledTemplates ??= TEMPLATES.map(([english, bengali]) => {
    const names: string[] = [];
    const source = english
      .split(/(\{\w+\})/)
      .map((part) => {
        const slot = /^\{(\w+)\}$/.exec(part);
        if (!slot) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(slot[1]!);
        return '(.+?)';
      })
      .join('');
    return { pattern: new RegExp(`^${source}$`, 's'), names, bengali };
  }));

/** A slot's value in Bengali: a known text translated, digits of a letterless value made Bengali. */
function slotValue(value: string, depth: number): string {
  if (WORDS[value]) return WORDS[value];
  if (!/\p{L}/u.test(value)) return toBengaliDigits(value);
  return (depth < 2 && translate(value, depth + 1)) || value;
}

function translate(english: string, depth: number): string | undefined {
  for (const { pattern, names, bengali } of compiled()) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, slotValue(match[i + 1]!, depth)]));
    const result = bengali.replace(/\{(\w+)\}/g, (slot, name: string) => values.get(name) ?? slot);
    // A template of slots only ('{product}: {message}') counts when its inner message was translated.
    if (result !== english) return result;
  }
  return undefined;
}

/** The Bengali of an English message, or undefined when the table has none. */
export function bengaliMessage(english: string): string | undefined {
  return WORDS[english] ?? translate(english, 0);
}

/** A message in `lang`: English as it is; in Bengali the table's version, else the English one. */
export function localMessage(english: string, lang: Lang): string {
  return lang === 'bn' ? (bengaliMessage(english) ?? english) : english;
}

/** The English templates, for the completeness test. */
export const messageTemplates = (): string[] => TEMPLATES.map(([english]) => english);
