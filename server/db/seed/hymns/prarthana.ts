import type { SeedContent } from '../types';
import { hymns, text } from './text';

/**
 * Sub-category 'प्रार्थना': Sanskrit prayers and shanti mantras. The sub-category itself is hidden
 * (displayFlag 'N', still being prepared), so these rows are hidden from visitors as well.
 */
export const prarthanaHymns: SeedContent[] = hymns('prarthana', [
  {
    // Guru Gita.
    titlePrimary: 'प्रार्थना.गुरुर्ब्रह्मा गुरुर्विष्णुः',
    titleSecondary: 'Gurur Brahma Gurur Vishnu',
    showSecondary: 'Y',
    contentPrimary: text(`
गुरुर्ब्रह्मा गुरुर्विष्णुः गुरुर्देवो महेश्वरः ।
गुरुः साक्षात् परब्रह्म तस्मै श्रीगुरवे नमः ॥
`),
    contentSecondary: text(`
Gurur Brahma Gurur Vishnuh Gurur Devo Maheshwarah
Guruh sakshat Parabrahma tasmai Shri Gurave namah
`),
  },
  {
    titlePrimary: 'प्रार्थना.त्वमेव माता च पिता त्वमेव',
    titleSecondary: 'Tvameva Mata Cha Pita Tvameva',
    contentPrimary: text(`
त्वमेव माता च पिता त्वमेव
त्वमेव बन्धुश्च सखा त्वमेव ।
त्वमेव विद्या द्रविणं त्वमेव
त्वमेव सर्वं मम देव देव ॥
`),
    contentSecondary: text(`
Tvameva mata cha pita tvameva
Tvameva bandhushcha sakha tvameva
Tvameva vidya dravinam tvameva
Tvameva sarvam mama deva deva
`),
  },
  {
    // Brihadaranyaka Upanishad 1.3.28.
    titlePrimary: 'शांति मंत्र.असतो मा सद्गमय',
    titleSecondary: 'Asato Ma Sadgamaya',
    showSecondary: 'Y',
    contentPrimary: text(`
ॐ असतो मा सद्गमय ।
तमसो मा ज्योतिर्गमय ।
मृत्योर्मा अमृतं गमय ।
ॐ शान्तिः शान्तिः शान्तिः ॥
`),
    contentSecondary: text(`
Om asato ma sadgamaya
Tamaso ma jyotirgamaya
Mrityor ma amritam gamaya
Om shantih shantih shantih
`),
  },
  {
    // Taittiriya Upanishad / Katha Upanishad.
    titlePrimary: 'शांति मंत्र.ॐ सह नाववतु',
    titleSecondary: 'Om Saha Navavatu',
    contentPrimary: text(`
ॐ सह नाववतु ।
सह नौ भुनक्तु ।
सह वीर्यं करवावहै ।
तेजस्वि नावधीतमस्तु मा विद्विषावहै ।
ॐ शान्तिः शान्तिः शान्तिः ॥
`),
    contentSecondary: text(`
Om saha navavatu
Saha nau bhunaktu
Saha viryam karavavahai
Tejasvi navadhitamastu ma vidvishavahai
Om shantih shantih shantih
`),
  },
]);
