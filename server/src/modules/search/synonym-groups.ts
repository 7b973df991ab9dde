// The curated synonyms of the shop's trade vocabulary: each line one group of words a Bangladeshi buyer uses
// for the same thing — English, Bengali, Banglish (the usual phone spellings) — separated by "|". A word may be
// several words ("power bank"). The app copies these into the search_synonyms table, where the operator edits
// them (search-synonyms.repo.ts), whenever CURATED_VERSION is newer than the copy: raise it after an edit here.

export const CURATED_VERSION = 2;

const GROUPS = `
rice|চাল|chal|chaal|chawal
minicket|মিনিকেট|miniket
nazirshail|নাজিরশাইল|najirshail|nazirsail
basmati|বাসমতি|bashmoti
atop|আতপ|atob
paddy|ধান|dhan
flour|আটা|atta|ata
refined flour|ময়দা|moyda|maida
semolina|সুজি|suji|sooji
lentil|ডাল|dal|daal|lentils
red lentil|মসুর ডাল|mosur dal|masoor dal
mung|মুগ ডাল|mug dal|moong dal
chickpea|ছোলা|chola|chana
oil|তেল|tel|teil
soybean oil|সয়াবিন তেল|soyabin tel|soybean tel
soybean|সয়াবিন|soyabin|soyabean
mustard oil|সরিষার তেল|sorishar tel|shorishar tel
mustard|সরিষা|sorisha|shorisha
palm oil|পাম তেল|pam tel
sugar|চিনি|chini
salt|লবণ|lobon|lobn|noon
egg|ডিম|dim|deem|eggs
onion|পেঁয়াজ|peyaj|piyaj|pyaj|onions
garlic|রসুন|roshun|rosun
ginger|আদা|ada
potato|আলু|alu|aloo|potatoes
chili|মরিচ|morich|chilli|chilly
green chili|কাঁচা মরিচ|kacha morich
dried chili|শুকনা মরিচ|shukna morich
turmeric|হলুদ|holud
cumin|জিরা|jira|zira
coriander|ধনিয়া|dhonia|dhoniya
cardamom|এলাচ|elach|elaich
cinnamon|দারুচিনি|daruchini
clove|লবঙ্গ|lobongo
black pepper|গোলমরিচ|golmorich
spice|মসলা|moshla|mosla|masala|spices
tea|চা|cha|chaa
coffee|কফি|kofi
milk|দুধ|dudh
powdered milk|গুঁড়া দুধ|gura dudh|guro dudh
butter|মাখন|makhon
ghee|ঘি|ghi
yogurt|দই|doi|curd
cheese|পনির|ponir
honey|মধু|modhu
jaggery|গুড়|gur
biscuit|বিস্কুট|biskut|biscuits
bread|রুটি|ruti|pauruti|পাউরুটি
noodles|নুডলস|nudls|noodle
vermicelli|সেমাই|semai|shemai
puffed rice|মুড়ি|muri|moori
flattened rice|চিড়া|chira|chida
fish|মাছ|mach|machh
hilsa|ইলিশ|ilish|hilsha
shrimp|চিংড়ি|chingri|prawn
dried fish|শুঁটকি|shutki|sutki
meat|মাংস|mangsho|mangso
beef|গরুর মাংস|gorur mangsho
mutton|খাসির মাংস|khasir mangsho
chicken|মুরগি|murgi|murgi mangsho
vegetable|সবজি|shobji|sobji|vegetables
tomato|টমেটো|tometo|tomatoes
eggplant|বেগুন|begun|brinjal
cucumber|শসা|shosha|sosa
pumpkin|কুমড়া|kumra|misti kumra
cauliflower|ফুলকপি|fulkopi|phulkopi
cabbage|বাঁধাকপি|badhakopi
spinach|পালং শাক|palong shak
leafy greens|শাক|shak|saak
carrot|গাজর|gajor|gajar
radish|মুলা|mula
bitter gourd|করলা|korola|korla
lemon|লেবু|lebu|lime
banana|কলা|kola|bananas
mango|আম|aam|mangoes
jackfruit|কাঁঠাল|kathal
pineapple|আনারস|anaros|anarosh
coconut|নারকেল|narkel|narikel
apple|আপেল|apel
orange|কমলা|komola
guava|পেয়ারা|peyara
papaya|পেঁপে|pepe
dates|খেজুর|khejur
watermelon|তরমুজ|tormuj
litchi|লিচু|lichu|lychee
nuts|বাদাম|badam|peanut
water|পানি|pani|jol
drinking water|খাবার পানি|khabar pani|mineral water
juice|জুস|jus
soft drink|কোমল পানীয়|komol paniyo|cold drink
soap|সাবান|saban|shaban
detergent|ডিটারজেন্ট|ditarjent|washing powder
shampoo|শ্যাম্পু|shampu|sampu
toothpaste|টুথপেস্ট|tuthpest|toothpest
toothbrush|টুথব্রাশ|tuthbrash
tissue|টিস্যু|tisu|tissu
towel|তোয়ালে|toyale|gamcha
mosquito coil|মশার কয়েল|moshar koyel
mosquito net|মশারি|moshari
broom|ঝাড়ু|jharu
bucket|বালতি|balti
plate|প্লেট|plet|thala
glass|গ্লাস|glas
jug|জগ|jog
pot|হাঁড়ি|hari|patil
pan|কড়াই|korai
spoon|চামচ|chamoch
knife|ছুরি|churi|boti
kettle|কেটলি|ketli|electric kettle
rice cooker|রাইস কুকার|rais kukar
pressure cooker|প্রেশার কুকার|preshar kukar|pressar kukar
blender|ব্লেন্ডার|blendar
fan|ফ্যান|pakha|pankha
light|লাইট|bati|bulb
led bulb|এলইডি বাল্ব|led balb
charger|চার্জার|charjar
power bank|পাওয়ার ব্যাংক|powerbank|power bang
mobile|মোবাইল|phone|mobile phone
headphone|হেডফোন|hedfon|earphone
cable|ক্যাবল|kebal|tar
battery|ব্যাটারি|bettary|batari
solar panel|সোলার প্যানেল|solar
ips|আইপিএস|inverter
wire|তার|electric wire
switch|সুইচ|suich
socket|সকেট|soket
iron|ইস্ত্রি|istri
sewing machine|সেলাই মেশিন|selai meshin
shirt|শার্ট|shart|sart
t-shirt|টি-শার্ট|tshirt|t shirt|genji
polo shirt|পোলো শার্ট|polo
pant|প্যান্ট|pent|trouser|pants
jeans|জিন্স|jins|denim
saree|শাড়ি|shari|sari|sharee
jamdani|জামদানি|jamdani saree
tant|তাঁত|tat|taat
lungi|লুঙ্গি|lungee
panjabi|পাঞ্জাবি|punjabi|kurta
salwar kameez|সালোয়ার কামিজ|salwar|kamiz
three piece|থ্রি পিস|thri pis|3 piece
orna|ওড়না|urna|dupatta
burqa|বোরকা|borka|borkha
hijab|হিজাব|hijab scarf
frock|ফ্রক|frok
baby dress|বাচ্চাদের পোশাক|baby jama
cloth|কাপড়|kapor|fabric
garment|পোশাক|poshak|garments|clothing
cotton|সুতি|suti|cotton fabric
silk|সিল্ক|reshom|রেশম
wool|উল|ul
blanket|কম্বল|kombol
quilt|কাঁথা|katha|nakshi katha
bedsheet|বিছানার চাদর|chador|bed sheet
pillow|বালিশ|balish
mattress|তোশক|toshok|matress
mat|মাদুর|madur|pati
shoe|জুতা|juta|shoes
sandal|স্যান্ডেল|sandel|sandals
slipper|চপ্পল|choppol|slippers
sock|মোজা|moja|socks
cap|টুপি|tupi|hat
bag|ব্যাগ|beg|bags
school bag|স্কুল ব্যাগ|skul beg
umbrella|ছাতা|chata|chhata
watch|ঘড়ি|ghori|clock
cosmetics|প্রসাধনী|prosadhoni|makeup
lipstick|লিপস্টিক|lipistik
cream|ক্রিম|krim
perfume|সুগন্ধি|sugondhi|attar|আতর
hair oil|চুলের তেল|chuler tel
cement|সিমেন্ট|siment|shiment
portland cement|পোর্টল্যান্ড সিমেন্ট|portland siment|portland shiment
rod|রড|ror|steel rod
brick|ইট|it|eet|bricks
sand|বালু|balu|bali
stone|পাথর|pathor|stone chips
tile|টাইলস|tails|tiles
paint|রং|rong|paints
pipe|পাইপ|paip
pvc pipe|পিভিসি পাইপ|pvc
tin|টিন|teen|corrugated sheet
corrugated sheet|ঢেউটিন|dheutin|deutin|corrugated tin|corrugated iron sheet
bundle|বান্ডিল|bandil|bundil
wood|কাঠ|kath|timber
plywood|প্লাইউড|plywud
door|দরজা|dorja
window|জানালা|janala
glass sheet|কাচ|kach
nail|পেরেক|perek|nails
screw|স্ক্রু|skru
lock|তালা|tala|padlock
hammer|হাতুড়ি|haturi
shovel|কোদাল|kodal
bitumen|বিটুমিন|bitumin
sanitary|স্যানিটারি|sanitari
basin|বেসিন|besin|wash basin
commode|কমোড|komod|toilet
water tank|পানির ট্যাংক|panir tank|tank
pump|পাম্প|pamp|water pump
generator|জেনারেটর|jeneretor
fertilizer|সার|sar|urea|ইউরিয়া
seed|বীজ|bij|seeds
pesticide|কীটনাশক|kitnashok
rope|দড়ি|dori
jute|পাট|pat|পাটের
jute bag|চটের বস্তা|choter bosta|gunny bag
sack|বস্তা|bosta|sacks
bottle|বোতল|botol
packet|প্যাকেট|paket
carton|কার্টন|kartun|box
dozen|ডজন|dojon
kilogram|কেজি|kg|keji|kilo
gram|গ্রাম|gm|grams
litre|লিটার|liter|ltr
metre|মিটার|meter
piece|পিস|pis|pcs
wholesale|পাইকারি|paikari|wholesale price
retail|খুচরা|khuchra
price|দাম|dam|rate
cheap|সস্তা|shosta|sosta
new|নতুন|notun
small|ছোট|choto
big|বড়|boro|large
red|লাল|lal
white|সাদা|shada|sada
black|কালো|kalo
green|সবুজ|shobuj|sobuj
blue|নীল|nil
yellow|হলুদ রং|holud rong
women|মহিলা|mohila|ladies
men|পুরুষ|purush|gents
children|শিশু|shishu|kids
baby|বাচ্চা|baccha|bachcha
school|স্কুল|skul
book|বই|boi|books
notebook|খাতা|khata
pen|কলম|kolom
pencil|পেন্সিল|pensil
paper|কাগজ|kagoj
medicine|ওষুধ|oshudh|osudh
mask|মাস্ক|masks|face mask
sanitizer|স্যানিটাইজার|sanitaijar
diaper|ডায়াপার|daiapar|nappy
sanitary napkin|স্যানিটারি ন্যাপকিন|pad
cooking gas|গ্যাস|gas|lpg
stove|চুলা|chula|gas stove
fridge|ফ্রিজ|frij|refrigerator
television|টিভি|tv|tivi
computer|কম্পিউটার|kompiutar|pc
laptop|ল্যাপটপ|leptop
printer|প্রিন্টার|printar
furniture|আসবাব|asbab
chair|চেয়ার|cheyar
table|টেবিল|tebil
bed|খাট|khat
almirah|আলমারি|almari|wardrobe
shelf|তাক|tak|rack
bicycle|সাইকেল|saikel|cycle
rickshaw|রিকশা|riksha
tyre|টায়ার|tayar|tire
helmet|হেলমেট|helmets
steel|স্টিল|stil
plastic|প্লাস্টিক|plastik
aluminium|অ্যালুমিনিয়াম|aluminum|aluminiam
copper|তামা|tama
brass|পিতল|pitol
gold|সোনা|shona|sona
jewellery|গয়না|goyna|jewelry
bangle|চুড়ি|churi|bangles
sweet|মিষ্টি|mishti|misti|sweets
cake|কেক|kek
chocolate|চকলেট|chokolet
chips|চিপস|crisps
ketchup|সস|sos|sauce
pickle|আচার|achar
vinegar|সিরকা|sirka
baking soda|খাবার সোডা|soda
yeast|ইস্ট|ist
animal feed|পশুখাদ্য|poshukhaddo|feed
fish feed|মাছের খাদ্য|macher khaddo
poultry feed|মুরগির খাদ্য|murgir khaddo
`;

/** The curated groups, each as its words (trimmed, lower case, NFC as typed here). */
export const CURATED_GROUPS: string[][] = GROUPS.trim()
  .split('\n')
  .map((line) =>
    line
      .split('|')
      .map((w) => w.trim().toLowerCase())
      .filter(Boolean),
  );

/** How many synonym pairs the groups make (each two words of a group are a pair). */
export const pairCount = (groups: string[][]): number =>
  groups.reduce((n, g) => n + (g.length * (g.length - 1)) / 2, 0);
