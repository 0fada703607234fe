/**
 * The starter library: real, public-domain devotional texts (saints and poets long dead, traditional
 * aartis and Sanskrit stotras). Hymn texts live in ./hymns/, one file per sub-category.
 * Media files are made by scripts/generate-seed-media.sh.
 */
import { BASE_URL_PLACEHOLDER } from '../../../src/model/constants';
import type { SeedCategory, SeedLibrary, SeedStaticPage, SeedSubCategory } from './types';
import { aartiHymns } from './hymns/aarti';
import { chalisaHymns } from './hymns/chalisa';
import { kabirHymns } from './hymns/kabir';
import { krishnaHymns } from './hymns/krishna';
import { meeraHymns } from './hymns/meera';
import { prarthanaHymns } from './hymns/prarthana';
import { ramHymns } from './hymns/ram';
import { surdasHymns } from './hymns/surdas';

const categories: SeedCategory[] = [
  {
    key: 'bhajan',
    titlePrimary: 'भजन',
    titleSecondary: 'Bhajan',
    contentPrimary: 'श्री राम और श्री कृष्ण के भजन, धुन और स्तोत्र',
    contentSecondary: 'Bhajans, dhuns and stotras of Shri Ram and Shri Krishna',
    displayFlag: 'Y',
    showSecondary: 'N',
  },
  {
    key: 'sant-vani',
    titlePrimary: 'संत वाणी',
    titleSecondary: 'Sant Vani',
    contentPrimary: 'मीरा, कबीर और सूरदास जैसे संत कवियों की वाणी',
    contentSecondary: 'The words of the saint-poets: Meera, Kabir, Surdas',
    displayFlag: 'Y',
    showSecondary: 'N',
  },
  {
    key: 'aarti-chalisa',
    titlePrimary: 'आरती और चालीसा',
    titleSecondary: 'Aarti and Chalisa',
    contentPrimary: 'पूजा में गाई जाने वाली आरतियाँ, चालीसा और स्तुतियाँ',
    contentSecondary: 'Aartis, chalisas and hymns of praise sung at worship',
    displayFlag: 'Y',
    showSecondary: 'N',
  },
];

const subCategories: SeedSubCategory[] = [
  {
    key: 'ram',
    categoryKey: 'bhajan',
    titlePrimary: 'राम भजन',
    titleSecondary: 'Ram Bhajan',
    contentPrimary: 'गोस्वामी तुलसीदास के पद और राम धुन।\nश्री रामचन्द्र कृपालु, ठुमक चलत रामचंद्र, विनय पत्रिका के पद।',
    contentSecondary:
      'Padas of Goswami Tulsidas and the Ram dhun.\nShri Ramchandra Kripalu, Thumak Chalat Ramchandra, songs of the Vinay Patrika.',
    displayFlag: 'Y',
    showSecondary: 'Y',
    subCategoryImage: 'ram.png',
    displayOrder: 1,
  },
  {
    key: 'krishna',
    categoryKey: 'bhajan',
    titlePrimary: 'कृष्ण भजन',
    titleSecondary: 'Krishna Bhajan',
    contentPrimary: 'अच्युताष्टकम्, मधुराष्टकम्, महामंत्र और कृष्ण धुन।\nनरसिंह मेहता का वैष्णव जन तो।',
    contentSecondary: "Achyutashtakam, Madhurashtakam, the Maha mantra and Krishna dhuns.\nNarsinh Mehta's Vaishnav Jan To.",
    displayFlag: 'Y',
    showSecondary: 'N',
    subCategoryImage: 'krishna.png',
    displayOrder: 2,
  },
  {
    key: 'meera',
    categoryKey: 'sant-vani',
    titlePrimary: 'मीरा के भजन',
    titleSecondary: 'Meera Ke Bhajan',
    contentPrimary: 'गिरधर गोपाल की दीवानी मीराबाई के पद।',
    contentSecondary: 'Padas of Meerabai, devoted to Giridhar Gopal.',
    displayFlag: 'Y',
    showSecondary: 'N',
    subCategoryImage: 'meera.png',
    displayOrder: 3,
  },
  {
    key: 'kabir',
    categoryKey: 'sant-vani',
    titlePrimary: 'कबीर वाणी',
    titleSecondary: 'Kabir Vani',
    contentPrimary: 'संत कबीर के दोहे और पद।\nसीधी, सच्ची बात — गुरु, प्रेम और सहज भक्ति।',
    contentSecondary: 'Dohas and padas of Sant Kabir.\nPlain truths on the guru, love and simple devotion.',
    displayFlag: 'Y',
    showSecondary: 'N',
    subCategoryImage: 'kabir.png',
    displayOrder: 4,
  },
  {
    key: 'surdas',
    categoryKey: 'sant-vani',
    titlePrimary: 'सूरदास के पद',
    titleSecondary: 'Surdas Ke Pad',
    contentPrimary: 'सूरसागर से बाल कृष्ण की लीला, विनय और भ्रमर गीत के पद।',
    contentSecondary: 'Padas from the Sursagar: child Krishna, prayers of humility and the Bhramar Geet.',
    displayFlag: 'Y',
    showSecondary: 'N',
    // No image of its own: the site shows the default image.
    subCategoryImage: null,
    displayOrder: 5,
  },
  {
    key: 'aarti',
    categoryKey: 'aarti-chalisa',
    titlePrimary: 'आरती',
    titleSecondary: 'Aarti',
    contentPrimary: 'ॐ जय जगदीश हरे, आरती कुंजबिहारी की, जय गणेश देवा और अन्य आरतियाँ।\nसाथ में कर्पूरगौरं और गायत्री मंत्र।',
    contentSecondary:
      'Om Jai Jagdish Hare, Aarti Kunj Bihari Ki, Jai Ganesh Deva and other aartis.\nWith Karpur Gauram and the Gayatri mantra.',
    displayFlag: 'Y',
    showSecondary: 'Y',
    subCategoryImage: 'aarti.png',
    displayOrder: 6,
  },
  {
    key: 'chalisa',
    categoryKey: 'aarti-chalisa',
    titlePrimary: 'चालीसा और स्तुति',
    titleSecondary: 'Chalisa Aur Stuti',
    contentPrimary: 'श्री हनुमान चालीसा, दुर्गा चालीसा, संकटमोचन हनुमान अष्टक और हनुमान वंदना।',
    contentSecondary: 'Shri Hanuman Chalisa, Durga Chalisa, Sankat Mochan Hanuman Ashtak and Hanuman Vandana.',
    displayFlag: 'Y',
    showSecondary: 'N',
    subCategoryImage: 'chalisa.png',
    displayOrder: 7,
  },
  {
    // Still being prepared: hidden from visitors, and its content with it.
    key: 'prarthana',
    categoryKey: 'bhajan',
    titlePrimary: 'प्रार्थना',
    titleSecondary: 'Prarthana',
    contentPrimary: 'संस्कृत प्रार्थनाएँ और शांति मंत्र।',
    contentSecondary: 'Sanskrit prayers and shanti mantras.',
    displayFlag: 'N',
    showSecondary: 'N',
    subCategoryImage: 'prarthana.png',
    displayOrder: 8,
  },
];

const B = BASE_URL_PLACEHOLDER;

const staticPages: SeedStaticPage[] = [
  {
    pageName: 'about-us',
    titlePrimary: 'About Us',
    contentPrimary: `<h2>About Bhajan Sangrah</h2>
<p><img src="${B}/static/subcategoryimg/default.png" alt="Bhajan Sangrah" width="300" height="200"></p>
<p>Bhajan Sangrah (भजन संग्रह) is a free library of devotional hymns: bhajans, aartis, chalisas, stotras and the songs of the saint-poets Meera, Kabir, Surdas and Tulsidas. It is made for everyone who wants to sing along at home, in a temple or at a satsang.</p>
<h2>What you will find</h2>
<ul>
<li>Lyrics in Devanagari, line by line and verse by verse, as they are sung.</li>
<li>A simple Latin transliteration for many hymns, for those who do not read Devanagari.</li>
<li>Audio and video for a growing number of hymns.</li>
<li>Search by title, so the hymn you want is a few letters away.</li>
</ul>
<p>The texts are traditional or were written centuries ago, and belong to everyone. We compare them with printed collections, but editions differ; if you find a mistake or know a better reading, please tell us.</p>
<h2>The app</h2>
<p>Bhajan Sangrah is also available as an Android app with the same library; the link is at the foot of every page.</p>
<h2>Feedback</h2>
<p>We read every message. Use the <a href="${B}/feedback">feedback form</a> to suggest a hymn, report an error in the lyrics or tell us what you would like to see, or write to <a href="mailto:support@bhajansangrah.example">support@bhajansangrah.example</a>.</p>
<p>हरि ॐ।</p>`,
  },
  {
    pageName: 'privacy',
    titlePrimary: 'Privacy Policy',
    contentPrimary: `<h2>Privacy Policy</h2>
<p>Bhajan Sangrah is a devotional library, not an advertising business. We collect as little as we can, and this page says exactly what.</p>
<h2>Statistics</h2>
<ul>
<li>We count page views, searches and audio plays with our own first-party statistics. No cookies are set for this.</li>
<li>To tell visits apart without tracking anyone, we combine your IP address and browser user agent with a secret salt that changes every day, and keep only the resulting hash. Your IP address itself is never stored, and the hash cannot be linked across days.</li>
<li>Search terms are stored without anything that identifies who searched.</li>
</ul>
<h2>Feedback</h2>
<ul>
<li>When you send feedback we store your name, e-mail address, message, rating and your browser's description of itself (the user agent), so that we can read it and reply to you.</li>
<li>Your name and e-mail address are used only to answer you. They are never published, sold or shared.</li>
</ul>
<h2>No third-party trackers</h2>
<ul>
<li>There are no third-party trackers, analytics scripts or advertising pixels on this site.</li>
<li>Some hymns have a video hosted by an external video service. That player is loaded only when you ask to watch the video; until then nothing is sent to that service.</li>
</ul>
<h2>Contact</h2>
<p>Questions about your data, or a request to delete your feedback: write to <a href="mailto:support@bhajansangrah.example">support@bhajansangrah.example</a>.</p>`,
  },
];

export const library: SeedLibrary = {
  categories,
  subCategories,
  contents: [...ramHymns, ...krishnaHymns, ...meeraHymns, ...kabirHymns, ...surdasHymns, ...aartiHymns, ...chalisaHymns, ...prarthanaHymns],
  staticPages,
};
